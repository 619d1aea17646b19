import type { FastifyBaseLogger } from 'fastify';
import { type App, buildApp, listenApp } from './app.ts';
import { type ChangeJobs, startChangeJobs } from './changes/change-jobs.ts';
import type { Clock } from './changes/status-changes.ts';
import type { Config } from './config.ts';
import { startUploadSweeper } from './console/dsn-upload.ts';
import { startStateChannel } from './db/state-channel.ts';
import type { Store } from './db/store.ts';
import { createMetrics } from './http/ops/metrics.ts';
import type { RateLimiter } from './http/rate-limit/rate-limit.ts';
import { RedisRateLimitStore } from './http/rate-limit/redis-store.ts';
import { partnerAppEndpoints } from './partners/webhooks/webhook-lanes.ts';
import { startLeaverRetention } from './privacy/leaver-retention.ts';
import { loggable } from './shared/loggable.ts';
import { explainListenFailure, explainRedisFailure, openMigratedStore } from './startup.ts';
import { organizationEndpoints } from './webhooks/claims.ts';
import { startWebhookDispatcher, type WebhookDispatcher } from './webhooks/dispatcher.ts';

export interface RunningServer {
  app: App;
  store: Store;
  address: string;
  /** Status changes and retention of the change log, in the background. */
  changeJobs: ChangeJobs;
  webhooks: WebhookDispatcher;
  /** Stops accepting, lets in-flight requests finish, then closes the store. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Called once listening, before signals are handled; the first-start demo hooks in here. */
  onListening?: (server: RunningServer) => Promise<void> | void;
  handleSignals?: boolean;
  /** The time the change log's background jobs take as now (tests move it). */
  clock?: Clock;
  changeJobsIntervalMs?: number;
  /** Between webhook passes (default 1 s); tests shorten it. */
  webhookPollMs?: number;
  /** Longest webhook exchange, response included (default 10 s); tests shorten it. */
  webhookTimeoutMs?: number;
  /** Where the state channel listens (tests put a proxy of their own there); DATABASE_URL by default. */
  stateChannelUrl?: string;
}

/**
 * A definite no from Redis: nothing listens there, its name does not resolve, or it refuses the
 * credentials. A connection that times out is only slow (a loaded machine, a far network).
 */
function isRedisRefusal(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  return (
    code === 'ECONNREFUSED' ||
    code === 'ENOTFOUND' ||
    /WRONGPASS|NOAUTH|invalid password/i.test(error.message)
  );
}

/**
 * A fresh instance shares the limit from its first request when Redis is there. A Redis that
 * refuses or cannot be found stops the start (REDIS_URL is most likely wrong); one that is only
 * slow to answer (a connection that times out included) is waited for no longer: requests fail
 * open until it does.
 */
async function awaitRedis(rateLimiter: RateLimiter, config: Config, log: FastifyBaseLogger): Promise<void> {
  const redis = rateLimiter.store;
  if (!(redis instanceof RedisRateLimitStore) || !config.redisUrl) return;
  const outcome = await redis.ready();
  if (outcome instanceof Error && isRedisRefusal(outcome))
    throw explainRedisFailure(outcome, config.redisUrl);
  if (outcome !== true) {
    log.warn('Redis has not answered yet: rate limits are counted in this process until it does');
  }
}

/** SIGTERM and SIGINT stop the server once, gracefully, and end the process. */
function stopOnSignals(server: RunningServer): void {
  const { app } = server;
  let signalled = false;
  // The log is written in batches: its last lines go out before the process ends.
  const exit = (code: number) =>
    (app.log as { flush?: (done: () => void) => void }).flush?.(() => process.exit(code)) ??
    process.exit(code);
  const shutdown = (signal: NodeJS.Signals) => {
    // A terminal's Ctrl-C reaches npm and node alike, and npm passes it on: the second is the same stop.
    if (signalled) return;
    signalled = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('in-flight requests did not finish within 25 s; exiting');
      exit(1);
    }, 25_000);
    force.unref();
    server.stop().then(
      () => {
        app.log.info({ signal }, 'stopped gracefully');
        exit(0);
      },
      (error) => {
        app.log.error({ err: loggable(error) }, 'shutdown failed');
        exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const store = await openMigratedStore(config, { poolSize: config.dbPoolSize, readReplicas: true });
  const metrics = createMetrics(store, { processMetrics: config.metricsEnabled });
  const app = await buildApp({ config, store, metrics });
  let port: number;
  try {
    await awaitRedis(app.rateLimiter, config, app.log);
    port = await listenApp(app, config.host, config.port).catch((error: unknown) => {
      throw explainListenFailure(error, config.host, config.port) ?? error;
    });
  } catch (error) {
    await app.close().catch(() => {});
    await store.close();
    throw error;
  }
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const changeJobs = startChangeJobs(store, {
    retentionDays: config.changesRetentionDays,
    log: app.log,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.changeJobsIntervalMs ? { intervalMs: options.changeJobsIntervalMs } : {}),
  });
  const leaverRetention = startLeaverRetention(store, app.log);
  // Organizations' states cached from notifications: a warm hit then asks PostgreSQL nothing.
  const stateChannel =
    store.engine === 'postgres' && config.databaseUrl && config.stateLeaseMs > 0
      ? startStateChannel(store, options.stateChannelUrl ?? config.databaseUrl, config.stateLeaseMs, app.log)
      : undefined;
  const uploadSweeper = startUploadSweeper(store, app.log);
  const webhooks = startWebhookDispatcher(
    store,
    {
      retrySeconds: config.webhookRetrySeconds,
      retentionDays: config.webhookRetentionDays,
      policy: { allowPrivate: config.webhooksAllowPrivate, production: config.production },
      // Organizations' endpoints, and partner apps' endpoints hearing every organization that granted them.
      sources: [organizationEndpoints(store), partnerAppEndpoints(store)],
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.webhookPollMs ? { pollMs: options.webhookPollMs } : {}),
      ...(options.webhookTimeoutMs ? { timeoutMs: options.webhookTimeoutMs } : {}),
      ...(store.engine === 'postgres' && config.databaseUrl
        ? { notifications: { connectionString: config.databaseUrl } }
        : {}),
    },
    app.log,
  );

  let stopping: Promise<void> | undefined;
  const server: RunningServer = {
    app,
    store,
    address: `http://${host}:${port}`,
    changeJobs,
    webhooks,
    stop() {
      stopping ??= (async () => {
        await webhooks.stop();
        await changeJobs.stop();
        await leaverRetention.stop();
        await uploadSweeper.stop();
        await app.close();
        await stateChannel?.close();
        await store.close();
      })();
      return stopping;
    },
  };

  if (options.handleSignals) stopOnSignals(server);
  await options.onListening?.(server);
  return server;
}
