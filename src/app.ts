import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { AccessLog } from './access-log/access-log.ts';
import { apiRoutes } from './api.routes.ts';
import { GenerationKeyCache } from './auth/keys/generation-key-cache.ts';
import type { KeyResolver } from './auth/keys/key-resolver.ts';
import { SCOPE_DESCRIPTIONS } from './auth/scopes.ts';
import { createProofReplays } from './auth/tokens/dpop-replay.ts';
import type { Config, TrustProxy } from './config.ts';
import { consoleRoutes } from './console/console.routes.ts';
import type { Store } from './db/store.ts';
import { API_PREFIX } from './http/api-prefix.ts';
import type { ApiRoute } from './http/api-routes.ts';
import { digest } from './http/canonical.ts';
import { lazySchemaController } from './http/lazy-schemas.ts';
import { createLogger, type LogDestination } from './http/logging.ts';
import { LongStreams } from './http/long-streams.ts';
import { registerOpenApi } from './http/openapi.ts';
import { healthRoutes } from './http/ops/health.routes.ts';
import { metricsRoutes } from './http/ops/metrics.routes.ts';
import { createMetrics, type Metrics, readCacheEvents, showCircuitState } from './http/ops/metrics.ts';
import { requestIdOf } from './http/pipeline/edge-checks.ts';
import { API_STAGES, SERVER_STAGES } from './http/pipeline/index.ts';
import { createRateLimiter, type RateLimiter } from './http/rate-limit/rate-limit.ts';
import { AJV_OPTIONS } from './http/strict-numbers.ts';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  hostlessRequestsReachTheEdge,
} from './http/transport-errors.ts';
import { operationExamples } from './openapi-examples/openapi-examples.ts';
import { installOAuth } from './partners/oauth/oauth.routes.ts';
import { ReadCache } from './read-cache/read-cache.ts';
import { loggable } from './shared/loggable.ts';
import { webhookMessages } from './webhooks/webhooks.schema.ts';

export { API_PREFIX };
/** JSON bodies of the API are small; the fiche route raises its own limit. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export interface AppDependencies {
  config: Config;
  store: Store;
  metrics?: Metrics;
  rateLimiter?: RateLimiter;
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
  /** Where JSON log lines go (stdout by default), with the project's redaction either way. */
  logDestination?: LogDestination;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    store: Store;
    keyResolver: KeyResolver;
    metrics: Metrics;
    rateLimiter: RateLimiter;
    /** Every route under the API prefix, as served (filled once the app is ready). */
    apiRoutes: readonly ApiRoute[];
    readCache: ReadCache;
    accessLog: AccessLog;
    /** The streamed responses' share of the store (src/http/long-streams.ts). */
    longStreams: LongStreams;
  }
}

/** A hop count becomes Fastify's trust function: the nearest `hops` peers are proxies. */
function trustProxyOption(value: TrustProxy): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/**
 * Slow clients are dropped: the request line and headers must arrive within the headers timeout
 * and the whole request within the request timeout (Node checks every second, not every 30 s);
 * an idle kept-alive connection closes after the keep-alive timeout.
 */
function edgeTimeouts(config: Config) {
  return {
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      keepAliveTimeout: config.keepAliveTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, config.headersTimeoutMs),
      ...hostlessRequestsReachTheEdge,
    },
  };
}

function createFastify(config: Config, logger: FastifyServerOptions['logger'] | FastifyBaseLogger) {
  return Fastify({
    ...(typeof logger === 'object' && 'child' in logger ? { loggerInstance: logger } : { logger }),
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: trustProxyOption(config.trustProxy),
    logController: new LogController({ disableRequestLogging: true }),
    // Our own refusal (the edge checks, src/http/pipeline/edge-checks.ts) answers with the documented body instead.
    return503OnClosing: false,
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler: clientErrorHandler(config.headersTimeoutMs),
    ...edgeTimeouts(config),
    requestIdHeader: false,
    genReqId: requestIdOf,
    ajv: AJV_OPTIONS,
    schemaController: lazySchemaController(),
  }).withTypeProvider<TypeBoxTypeProvider>();
}

/** What every request may use, on the app (`app.store`, `app.readCache`…), closed with it. */
function decorateServices(app: FastifyInstance, deps: AppDependencies): void {
  const { config, store } = deps;
  const metrics = deps.metrics ?? createMetrics(store, { processMetrics: config.metricsEnabled });
  app.decorate('config', config);
  app.decorate('store', store);
  app.decorate(
    'keyResolver',
    new GenerationKeyCache(store.db, { onLookup: (result) => metrics.keyCache.inc({ result }) }),
  );
  app.decorate('metrics', metrics);
  const rateLimiter =
    deps.rateLimiter ??
    createRateLimiter(config, app.log, {
      redisFailedOpen: () => metrics.redisFailOpen.inc(),
      redisCircuitChanged: (state) => showCircuitState(metrics, state),
    });
  app.decorate('rateLimiter', rateLimiter);
  app.decorate('readCache', new ReadCache(config.readCacheBytes, readCacheEvents(metrics)));
  app.decorate('longStreams', new LongStreams(config, metrics.registry));
  app.addHook('onClose', async () => rateLimiter.close());
  const proofReplays = createProofReplays(config.redisUrl, store.db, (error) =>
    app.log.warn(
      { err: loggable(error) },
      'Redis unreachable: DPoP proofs are checked for replay in the store',
    ),
  );
  app.decorate('proofReplays', proofReplays);
  app.addHook('onClose', async () => proofReplays.close());
  app.decorateRequest('apiKey', null);
  app.decorateRequest('partnerApp', null);
  app.decorateRequest('readState', null);
  app.decorateRequest('responseCacheKey', null);
  app.decorateRequest('responseCacheSettle', null);
  app.decorateRequest('dataAccess', null);
  const accessLog = new AccessLog(
    store.db,
    { enabled: config.accessLog, retentionDays: config.accessLogRetentionDays },
    app.log,
  );
  app.decorate('accessLog', accessLog);
  accessLog.start();
  // Before the store closes (the server closes the app first): counts in memory are written.
  app.addHook('onClose', async () => accessLog.stop());
}

/** The OpenAPI document (built on its first request), and the ETag base it gives every read. */
async function installOpenApi(app: FastifyInstance): Promise<() => string> {
  await registerOpenApi(app, {
    examples: await operationExamples(),
    scopeDescriptions: SCOPE_DESCRIPTIONS,
    webhooks: webhookMessages(),
  });
  // The ETags of one build agree across instances and change when the API's document does.
  let documentDigest: string | undefined;
  return () => {
    documentDigest ??= digest(JSON.stringify(app.swagger()));
    return documentDigest;
  };
}

async function registerRoutes(app: FastifyInstance): Promise<void> {
  const representation = await installOpenApi(app);
  await app.register(healthRoutes);
  await app.register(consoleRoutes, { prefix: '/console' });
  if (app.config.metricsEnabled) await app.register(metricsRoutes(app.metrics, app.config.metricsToken));
  await app.register(
    async (api) => {
      for (const stage of API_STAGES) await api.register(stage, { representation });
      for (const routes of apiRoutes) await api.register(routes);
    },
    { prefix: API_PREFIX },
  );
}

/** The HTTP application as the server runs it (Fastify's instance: the edge's own type). */
export type App = FastifyInstance;

/**
 * Listens on `host` and `port`; the port bound (the one the system chose, for port 0). A failure
 * to listen is thrown as Fastify gives it (the server explains it).
 */
export async function listenApp(app: App, host: string, port: number): Promise<number> {
  await app.listen({ port, host });
  const bound = app.server.address();
  return typeof bound === 'object' && bound ? bound.port : port;
}

/**
 * The whole HTTP application: its services, the request pipeline (src/http/pipeline/, in order),
 * then the routes. Not yet listening.
 */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = createFastify(
    deps.config,
    deps.logger ?? createLogger(deps.config.logLevel, deps.logDestination),
  );
  decorateServices(app, deps);
  for (const stage of SERVER_STAGES) await app.register(stage);
  await installOAuth(app);
  await registerRoutes(app);
  return app;
}
