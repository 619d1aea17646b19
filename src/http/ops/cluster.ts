import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import type { Config, LogLevel } from '../../config.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { withLongStatements } from '../../db/postgres-pool.ts';
import { openStore } from '../../db/store.ts';
import { aggregateWorkerMetrics } from './cluster-metrics.ts';

/** 0 (or `auto`) means one worker per core the process may use. */
export function workerCount(requested: number): number {
  return requested > 0 ? requested : os.availableParallelism();
}

const LEVELS: Record<LogLevel, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: 100,
};

/** The primary logs the same JSON lines as the workers' pino logger, without needing a Fastify app. */
function primaryLogger(level: LogLevel) {
  const write = (at: LogLevel, fields: Record<string, unknown>, msg: string) => {
    if (LEVELS[at] < LEVELS[level]) return;
    process.stdout.write(
      `${JSON.stringify({ level: LEVELS[at], time: Date.now(), pid: process.pid, role: 'primary', ...fields, msg })}\n`,
    );
  };
  return {
    info: (fields: Record<string, unknown>, msg: string) => write('info', fields, msg),
    warn: (fields: Record<string, unknown>, msg: string) => write('warn', fields, msg),
    error: (fields: Record<string, unknown>, msg: string) => write('error', fields, msg),
  };
}

const SHUTDOWN_GRACE_MS = 30_000;
const QUICK_DEATH_MS = 5_000;

/**
 * The primary of `hrapi serve --workers N`: migrates once, forks N workers that share the port
 * (node:cluster) and the stores, replaces a worker that dies, and on SIGTERM/SIGINT asks every
 * worker to finish its in-flight requests, then exits 0 once all have.
 */
export async function runPrimary(config: Config, requested: number): Promise<void> {
  const log = primaryLogger(config.logLevel);
  const count = workerCount(requested);
  const store = openStore(config);
  try {
    // Once here, so that N workers do not queue on the migration lock at start.
    await withLongStatements(config.dbMigrationTimeoutMs, () => migrateToLatest(store));
  } finally {
    await store.close();
  }
  if (!config.redisUrl) {
    log.warn(
      { workers: count },
      'REDIS_URL is not set: each worker counts rate limits on its own, so a key may get up to N times its limit',
    );
  }

  let shuttingDown = false;
  let quickDeaths = 0;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };

  cluster.on('exit', (worker: Worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (shuttingDown) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log.info({}, 'every worker has stopped');
        process.exit(0);
      }
      return;
    }
    quickDeaths = lived < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
    // A worker that dies at once (bad configuration, store down at start) is not respawned in a hot loop.
    const delay = Math.min(250 * 2 ** quickDeaths, 30_000);
    log.error(
      { workerPid: worker.process.pid, code, signal, restartInMs: delay },
      'worker died; replacing it',
    );
    setTimeout(() => {
      if (!shuttingDown) fork();
    }, delay);
  });

  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log.info({ signal }, 'shutting down: workers finish their in-flight requests');
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill('SIGTERM');
    setTimeout(() => {
      log.error({}, `workers did not stop within ${SHUTDOWN_GRACE_MS / 1000} s; exiting`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  if (config.metricsEnabled) aggregateWorkerMetrics();
  for (let i = 0; i < count; i++) fork();
  log.info({ workers: count, port: config.port }, `started ${count} workers`);
}
