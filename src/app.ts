import type { IncomingMessage } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { AccessLog } from './access-log/access-log.ts';
import { type ApiRoute, collectApiRoutes, isUnderPrefix } from './auth/api-routes.ts';
import { admit, authHook } from './auth/authenticate.ts';
import { GenerationKeyCache } from './auth/generation-key-cache.ts';
import { type KeyResolver, LastUsedRecorder } from './auth/key-resolver.ts';
import { SCOPE_DESCRIPTIONS } from './auth/scopes.ts';
import type { Config, TrustProxy } from './config.ts';
import { consoleRoutes } from './console/console.routes.ts';
import type { Store } from './db/store.ts';
import { digest } from './http/canonical.ts';
import { installConditionalReads } from './http/conditional-reads.ts';
import { installErrorHandling, sendError, toApiError } from './http/error-handler.ts';
import { ApiError } from './http/errors.ts';
import { installIdempotency } from './http/idempotency.ts';
import { installJsonBodyParser } from './http/json-body.ts';
import { lazySchemaController } from './http/lazy-schemas.ts';
import { type LogDestination, loggerOptions } from './http/logging.ts';
import { registerOpenApi } from './http/openapi.ts';
import { AJV_OPTIONS, installStrictNumbers } from './http/strict-numbers.ts';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  hostlessRequestsReachTheEdge,
  installExpectationRefusal,
  installHostRequirement,
  installShutdownRefusal,
  trackConnectionRequests,
} from './http/transport-errors.ts';
import { installOAuth } from './oauth/oauth-server.ts';
import { operationExamples } from './openapi-examples.ts';
import { healthRoutes } from './ops/health.routes.ts';
import { metricsRoutes } from './ops/metrics.routes.ts';
import { createMetrics, type Metrics, readCacheEvents, showCircuitState } from './ops/metrics.ts';
import { createRateLimiter, enforceRateLimit, type RateLimiter } from './rate-limit/rate-limit.ts';
import { ReadCache } from './read-cache/read-cache.ts';
import { installResponseCache } from './read-cache/response-cache.ts';
import { apiRoutes } from './routes.ts';
import { uuidv7 } from './shared/ids.ts';
import { loggable } from './shared/loggable.ts';
import { webhookMessages } from './webhooks/webhooks.schema.ts';

export const API_PREFIX = '/api/public/v1';
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
  }
}

/** A hop count becomes Fastify's trust function: the nearest `hops` peers are proxies. */
function trustProxyOption(value: TrustProxy): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

const isApiUrl = (url: string | undefined) => url !== undefined && isUnderPrefix(url, API_PREFIX);

const INCOMING_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The caller's X-Request-Id when it is a sane token, else a fresh UUIDv7. */
function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && INCOMING_REQUEST_ID.test(incoming) ? incoming : uuidv7();
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
    // Our own refusal (installShutdownRefusal) answers with the documented body instead.
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
  app.addHook('onClose', async () => rateLimiter.close());
  app.decorateRequest('apiKey', null);
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

/** How every request is read and framed: errors, bodies, numbers, request ids, refusals at the edge. */
function installRequestHandling(app: FastifyInstance): void {
  installErrorHandling(app);
  app.decorate('apiRoutes', collectApiRoutes(app, API_PREFIX));
  installStrictNumbers(app);
  installJsonBodyParser(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('cache-control', 'no-store');
  });
  installHostRequirement(app);
  installShutdownRefusal(app);
  installExpectationRefusal(app, requestIdOf);
  trackConnectionRequests(app);
}

/** After each answer: the request metrics, the data-access log and the access log line. */
function installResponseRecording(app: FastifyInstance): void {
  const { metrics, accessLog } = app;
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw path: ids stay out of labels and logs keep a bounded shape.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requests.inc({ method: request.method, route, status: reply.statusCode });
    metrics.duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (request.dataAccess && request.apiKey && reply.statusCode === 200) {
      accessLog.record(request.apiKey.organizationId, request.apiKey.id, request.dataAccess);
    }
    // The access log: no query string (it may carry dates of people's leave), no headers, no body.
    request.log.info(
      {
        method: request.method,
        route,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        keyId: request.apiKey?.id,
      },
      'request',
    );
  });
}

/**
 * API keys and rate limits on every path under the API prefix, served or not: a route is
 * authenticated wherever it was registered, and an unknown path answers 404 only to a valid key.
 */
function installApiAdmission(app: FastifyInstance): void {
  const { keyResolver, rateLimiter, metrics } = app;
  const rateLimitEvents = { limited: (bucket: string) => metrics.rateLimited.inc({ bucket }) };
  const lastUsed = new LastUsedRecorder(app.store.db, (error) =>
    app.log.warn({ err: loggable(error) }, 'last-used update failed'),
  );
  // After authentication, so the limit is per key; before authorization, so refusals count too;
  // before the body is read, so a 429 is cheap.
  const rateLimit = (request: FastifyRequest, reply: FastifyReply) =>
    enforceRateLimit(rateLimiter, rateLimitEvents, request, reply);
  const apiKeyAuth = authHook(keyResolver, lastUsed, rateLimit);

  // On the root, not on the API plugin: a route under the prefix is authenticated wherever it was
  // registered (collectApiRoutes refuses one without config.auth that is not on the public list).
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiUrl(request.routeOptions.url)) return;
    await apiKeyAuth(request, reply);
  });

  app.setNotFoundHandler(async (request, reply) => {
    // Under the API prefix the key is checked first: an unauthenticated caller learns nothing of routes.
    if (isApiUrl(request.url.split('?')[0])) {
      try {
        await admit(request, reply, keyResolver, lastUsed, rateLimit);
      } catch (error) {
        return sendError(reply, toApiError(error, request));
      }
    }
    return sendError(
      reply,
      new ApiError('not_found', `no route ${request.method} ${request.url.split('?')[0]}`),
    );
  });
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
      // The API speaks JSON only: a text/plain body is a 415, not a string that fails validation.
      api.removeContentTypeParser('text/plain');
      installIdempotency(api);
      // Before the read cache: a 304 needs neither the kept body nor a computed one.
      installConditionalReads(api, representation);
      installResponseCache(api, app.readCache);
      for (const routes of apiRoutes) await api.register(routes);
    },
    { prefix: API_PREFIX },
  );
}

/** The whole HTTP application, in the order its parts must be installed; not yet listening. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = createFastify(
    deps.config,
    deps.logger ?? loggerOptions(deps.config.logLevel, deps.logDestination),
  );
  decorateServices(app, deps);
  installRequestHandling(app);
  installResponseRecording(app);
  installApiAdmission(app);
  await installOAuth(app);
  await registerRoutes(app);
  return app;
}
