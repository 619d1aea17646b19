import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loggable } from '../../shared/loggable.ts';
import { clientLeft, logClientLeft } from '../client-left.ts';
import { sendError, toApiError } from '../error-handler.ts';

/**
 * Whatever a stage or a handler throws (an ApiError, a domain error, a validation failure, a store
 * that is down) becomes the error body through `toApiError`, the one mapping. A 500 is logged as an
 * error with its cause; a 503 (the store unreachable or busy: a switch of primary, an outage the
 * operator already sees) as a warning, so a planned failover does not page as a defect. The caller
 * only reads a request id. A client that left mid-body is logged at info.
 */
export async function renderErrors(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error, request, reply) => {
    const apiError = toApiError(error, request);
    if (apiError.status === 503) {
      request.log.warn({ err: loggable(error), code: apiError.code }, 'request answered 503');
    } else if (apiError.status >= 500) {
      request.log.error({ err: loggable(error), code: apiError.code }, 'request failed');
    } else if (clientLeft(error, request)) logClientLeft(request);
    return sendError(reply, apiError);
  });
}

export const errorRendering = fp(renderErrors, { name: 'error-rendering' });
