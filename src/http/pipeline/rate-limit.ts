import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors.ts';
import type { RateLimitEvents, RateLimiter } from '../rate-limit/rate-limit.ts';

/**
 * Runs after authentication: counts the request against its key and sets the limit headers on
 * the response, or refuses it with 429 and Retry-After.
 */
export async function enforceRateLimit(
  limiter: RateLimiter,
  events: Pick<RateLimitEvents, 'limited'>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  // Per API key, or per partner app on its own routes (its client id, apart from every key id).
  const counted = request.apiKey?.id ?? (request.partnerApp ? `app:${request.partnerApp.id}` : undefined);
  if (counted === undefined) return;
  const verdict = await limiter.check(counted, request.method);
  reply.header('RateLimit-Limit', String(verdict.limit));
  reply.header('RateLimit-Remaining', String(verdict.remaining));
  reply.header('RateLimit-Reset', String(verdict.resetSeconds));
  if (!verdict.allowed) {
    events.limited(verdict.bucket);
    throw new ApiError(
      'rate_limited',
      `rate limit of ${verdict.limit} ${verdict.bucket === 'write' ? 'write ' : ''}requests per minute exceeded for this API key (or partner app); retry in ${verdict.resetSeconds} s`,
      undefined,
      { 'Retry-After': String(verdict.resetSeconds) },
    );
  }
}
