import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../errors.ts';

/** A store that responds slower than this is not ready: a load balancer must not wait on it. */
const READINESS_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Liveness and readiness, outside the API prefix and without a key, for load balancers. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request) => {
    try {
      await withTimeout(app.store.ping(READINESS_TIMEOUT_MS), READINESS_TIMEOUT_MS);
    } catch (error) {
      request.log.warn(
        { err: error instanceof Error ? { message: error.message } : undefined },
        'store unreachable',
      );
      throw new ApiError('service_unavailable', 'the data store is unreachable', undefined, {
        'Retry-After': '5',
      });
    }
    return { status: 'ok', store: app.store.engine };
  });
};
