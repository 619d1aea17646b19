import type { FastifyPluginAsync } from 'fastify';
import { accessLog } from './access-log.ts';
import { authentication } from './authentication.ts';
import { bodies, jsonOnly } from './bodies.ts';
import { type ApiStageOptions, conditionalReads } from './conditional-reads.ts';
import { edgeChecks } from './edge-checks.ts';
import { errorRendering } from './errors.ts';
import { idempotency } from './idempotency.ts';
import { readCache } from './read-cache.ts';
import { resolvedReads } from './resolved-read.ts';

export type { ApiStageOptions } from './conditional-reads.ts';

/**
 * The request pipeline, in the order a request meets it (docs/architecture.md has the table).
 * Fastify runs the hooks of one kind in the order they were added, so the position in these lists
 * is load-bearing: each stage is a plugin that shares its hooks with the app (fastify-plugin), and
 * the app registers them in this order, before any route.
 *
 * On every path, the console's and the health checks' included:
 */
export const SERVER_STAGES: readonly FastifyPluginAsync[] = [
  errorRendering, // whatever is thrown becomes the error body
  edgeChecks, // request id, no-store, Host, Expect, shutting down
  bodies, // the one JSON parser, strict integers
  accessLog, // after the response: metrics, data access, the log line
  authentication, // API key, rate limit, scopes and tenant; 404 of unknown API paths
];

/** Inside the API prefix only, after validation (preHandler), before the handler: */
export const API_STAGES: readonly FastifyPluginAsync<ApiStageOptions>[] = [
  jsonOnly, // text/plain is a 415
  idempotency, // a retry under the same Idempotency-Key gets the first response
  conditionalReads, // If-None-Match: a 304 before anything is read
  readCache, // a cached response, valid for the organization's data version
  resolvedReads, // a miss: the organization's read, resolved once for the handler
];
