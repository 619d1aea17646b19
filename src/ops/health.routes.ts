import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../http/errors.ts';

/** Liveness and readiness, outside the API prefix and without a key, for load balancers. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request) => {
    try {
      await app.store.ping();
    } catch (error) {
      request.log.warn({ err: error }, 'store unreachable');
      throw new ApiError('service_unavailable', 'the data store is unreachable', undefined, {
        'Retry-After': '5',
      });
    }
    return { status: 'ok', store: app.store.engine };
  });
};
