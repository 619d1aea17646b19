import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectApiRoutes, isUnderPrefix } from '../../auth/api-routes.ts';
import { LastUsedRecorder } from '../../auth/keys/key-resolver.ts';
import { loggable } from '../../shared/loggable.ts';
import { API_PREFIX } from '../api-prefix.ts';
import { sendError, toApiError } from '../error-handler.ts';
import { ApiError } from '../errors.ts';
import { admit, authHook } from './authenticate.ts';
import { enforceRateLimit } from './rate-limit.ts';

const isApiUrl = (url: string | undefined) => url !== undefined && isUnderPrefix(url, API_PREFIX);

/**
 * API keys, rate limits and admission on every path under the API prefix, served or not: a route
 * is authenticated wherever it was registered (the route table refuses, at registration, one that
 * declares no `config.auth` and is not on the public list), and an unknown path answers 404 only
 * to a valid key. The limit runs after authentication, so it is per key; before authorization, so
 * refusals count too; before the body is read, so a 429 is cheap.
 */
export async function authenticateApi(app: FastifyInstance): Promise<void> {
  app.decorate('apiRoutes', collectApiRoutes(app, API_PREFIX));
  const { keyResolver, rateLimiter, metrics } = app;
  const rateLimitEvents = { limited: (bucket: string) => metrics.rateLimited.inc({ bucket }) };
  const lastUsed = new LastUsedRecorder(app.store.db, (error) =>
    app.log.warn({ err: loggable(error) }, 'last-used update failed'),
  );
  const rateLimit = (request: FastifyRequest, reply: FastifyReply) =>
    enforceRateLimit(rateLimiter, rateLimitEvents, request, reply);
  const apiKeyAuth = authHook(keyResolver, lastUsed, rateLimit);

  app.addHook('onRequest', async (request, reply) => {
    if (!isApiUrl(request.routeOptions.url)) return;
    await apiKeyAuth(request, reply);
  });

  app.setNotFoundHandler(async function answerNoRoute(request, reply) {
    const path = request.url.split('?')[0];
    // Under the API prefix the key is checked first: an unauthenticated caller learns nothing of routes.
    if (isApiUrl(path)) {
      try {
        await admit(request, reply, keyResolver, lastUsed, rateLimit);
      } catch (error) {
        return sendError(reply, toApiError(error, request));
      }
    }
    return sendError(reply, new ApiError('not_found', `no route ${request.method} ${path}`));
  });
}

export const authentication = fp(authenticateApi, { name: 'authentication' });
