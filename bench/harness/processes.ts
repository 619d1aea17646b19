/** The processes a benchmark starts besides the load generator: the product and the CLI. */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Engine } from '../../src/db/store.ts';
import { SERVE_ENV, SERVE_NODE_FLAGS } from '../../src/http/ops/heap.ts';
import { memoryOf } from './rss.ts';

const BIN = path.resolve(import.meta.dirname, '../../bin/hrapi');

/** `--env K=V` options as the product's extra environment (a value may hold `=` itself). */
export function envOf(pairs: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    pairs.map((pair) => {
      const at = pair.indexOf('=');
      if (at < 1) throw new Error(`--env takes NAME=value, not ${JSON.stringify(pair)}`);
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** The machine's load, so that a reader can weigh figures taken on a shared machine. */
export function machineLoad() {
  const [one, five, fifteen] = os.loadavg().map((n) => Math.round(n * 100) / 100);
  return { at: new Date().toISOString(), loadavg: { one, five, fifteen }, cpus: os.cpus().length };
}

/** Runs the CLI as an operator would; returns its time, its peak RSS and its JSON output. */
export async function timedCli(cliArgs: string[], env: Record<string, string>, alsoWatch?: number) {
  const started = performance.now();
  const child = spawn(process.execPath, [BIN, ...cliArgs], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let peak = 0;
  let watchedPeak = 0;
  const timer = setInterval(() => {
    const m = child.pid ? memoryOf(child.pid) : undefined;
    if (m) peak = Math.max(peak, m.peak);
    const w = alsoWatch ? memoryOf(alsoWatch) : undefined;
    if (w) watchedPeak = Math.max(watchedPeak, w.rss);
  }, 100);
  let stdout = '';
  child.stdout?.on('data', (chunk) => (stdout += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearInterval(timer);
  if (code !== 0) throw new Error(`hrapi ${cliArgs[0]} exited ${code}: ${stdout.slice(0, 500)}`);
  return {
    seconds: (performance.now() - started) / 1000,
    peakMiB: peak,
    watchedPeakMiB: watchedPeak,
    output: JSON.parse(stdout) as unknown,
  };
}

export interface Product {
  child: ChildProcess;
  pid: number;
  base: string;
}

/** The real server, as deployed (with the Node.js flags `npm start` and the image pass): info logs (written to /dev/null), production mode, one process;
 * up to 2 minutes to start on a crowded machine. */
export async function startProduct(
  engine: Engine,
  env: Record<string, string>,
  extra: Record<string, string> = {},
  nodeArgs: string[] = [],
  /** Another build's `bin/hrapi` (a probe's altered copy); this checkout's by default. */
  bin = BIN,
): Promise<Product> {
  const port = await freePort();
  const redis = engine === 'postgres' ? (process.env.REDIS_URL ?? 'redis://127.0.0.1:6379') : '';
  const child = spawn(
    process.execPath,
    [...SERVE_NODE_FLAGS, ...nodeArgs, bin, 'serve', '--port', String(port)],
    {
      env: {
        ...process.env,
        ...SERVE_ENV,
        ...env,
        LOG_LEVEL: 'info',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        HRAPI_WORKERS: '1',
        HRAPI_METRICS: 'true',
        REDIS_URL: redis,
        // The limiter runs (in Redis on PostgreSQL) but never refuses: the bench measures answers.
        HRAPI_RATE_LIMIT_PER_MINUTE: '1000000',
        HRAPI_WRITE_RATE_LIMIT_PER_MINUTE: '1000000',
        ...extra,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { child, pid: child.pid ?? 0, base };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

export async function timedGet(url: string, secret: string) {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${secret}` } });
  const body = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${body.slice(0, 300)}`);
  return { ms, body };
}

/** Stops whichever of a run's parties were started, the product last, and lets it exit. */
export async function stopParties(...parties: ({ close(): void } | Product | undefined)[]): Promise<void> {
  for (const party of parties) {
    if (party === undefined) continue;
    if ('child' in party) party.child.kill('SIGTERM');
    else party.close();
  }
  await sleep(500);
}
