import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../errors.ts';
import { instanceMetrics, offerToPrimary } from './cluster-metrics.ts';
import type { Metrics } from './metrics.ts';

const BEARER = /^Bearer ([^\s]+)$/i;

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Prometheus text format at /metrics, outside the API prefix and outside the API keys: either
 * open (HRAPI_METRICS=true, for a scrape network the proxy does not expose) or behind a bearer
 * token of its own (HRAPI_METRICS_TOKEN). Not registered at all when metrics are off.
 */
export function metricsRoutes(metrics: Metrics, token: string | undefined): FastifyPluginAsync {
  const expected = token === undefined ? undefined : digest(token);
  offerToPrimary(metrics.registry);
  return async (app) => {
    app.get('/metrics', async (request, reply) => {
      if (expected) {
        const presented = BEARER.exec(request.headers.authorization ?? '')?.[1];
        if (!presented || !timingSafeEqual(digest(presented), expected)) {
          throw new ApiError(
            'unauthorized',
            'the metrics token is required: Authorization: Bearer <token>',
            undefined,
            {
              'WWW-Authenticate': 'Bearer realm="hrapi-metrics"',
            },
          );
        }
      }
      const body = await instanceMetrics(metrics.registry);
      return reply.type(metrics.registry.contentType).send(body);
    });
  };
}
