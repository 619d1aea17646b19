import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * After each answer: the request metrics, the data-access log (what personal data a key was shown,
 * src/access-log/) and the access log line. The route pattern, never the raw path: ids stay out of
 * labels, and logs keep a bounded shape.
 */
export async function recordResponses(app: FastifyInstance): Promise<void> {
  const { metrics, accessLog } = app;
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requests.inc({ method: request.method, route, status: reply.statusCode });
    metrics.duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (request.dataAccess && request.apiKey && reply.statusCode === 200) {
      accessLog.record(request.apiKey.organizationId, request.apiKey.id, request.dataAccess);
    }
    // No query string (it may carry dates of people's leave), no headers, no body.
    request.log.info(
      {
        method: request.method,
        route,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        keyId: request.apiKey?.id,
        appId: request.partnerApp?.id,
      },
      'request',
    );
  });
}

export const accessLog = fp(recordResponses, { name: 'access-log' });
