import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** What personal data a 200 showed its key (noted by the handler), into the data-access log. */
export function recordDataAccess(request: FastifyRequest, reply: FastifyReply): void {
  if (request.dataAccess && request.apiKey && reply.statusCode === 200) {
    request.server.accessLog.record(request.apiKey.organizationId, request.apiKey.id, request.dataAccess);
  }
}

/**
 * After each response: the request metrics, the data-access log (what personal data a key was shown,
 * src/access-log/) and the access log line. The route pattern, never the raw path: ids stay out of
 * labels, and logs keep a bounded shape.
 */
export async function recordResponses(app: FastifyInstance): Promise<void> {
  const { metrics } = app;
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requests.inc({ method: request.method, route, status: reply.statusCode });
    metrics.duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    recordDataAccess(request, reply);
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
