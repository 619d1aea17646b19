import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { digest } from '../canonical.ts';
import { recordEtag } from '../record-etag.ts';
import { identifyRead } from './response-identity.ts';

/** What the API's stages are given: the ETag base of the API's document, built on first use. */
export interface ApiStageOptions {
  representation: () => string;
}

export const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

/** The header of every GET; its schema documents it. */
export const ConditionalReadHeaders = Type.Object({
  'If-None-Match': Type.Optional(
    Type.String({
      description:
        'The ETag of an answer you kept: if the answer would be the same, it is a 304 with no body (the ETag, X-Request-Id and RateLimit-* headers are kept). Several ETags may be given, comma-separated.',
    }),
  ),
});

/** Whether `If-None-Match` names `etag` (weak comparison, as RFC 9110 says for this header). */
export function matchesAny(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .includes(etag);
}

/** Whether `If-None-Match` is `*`: it matches whatever representation the target has. */
export function matchesAnyRepresentation(header: string | undefined): boolean {
  return header?.trim() === '*';
}

/** The strong ETag of a read whose identity is `identity`, under the API's document `representation`. */
export function etagOf(representation: string, identity: string): string {
  return `"${digest(representation, identity)}"`;
}

/**
 * Conditional reads for every GET of the API: a strong ETag computed before the response from what
 * decides it (the API's document and the read's identity, response-identity.ts), never from the
 * body. On arrival, once the request is authenticated and authorized, the read's identity and
 * ETag are set (the read cache keys its responses by the identity and may send a cached one there).
 * A matching `If-None-Match` is a 304 with no body, after validation, so a refusal never gets a 304.
 */
export async function installConditionalReads(
  api: FastifyInstance,
  { representation }: ApiStageOptions,
): Promise<void> {
  api.decorateRequest('etag', null);
  api.decorateRequest('responseIdentity', null);

  api.addHook('onRequest', async (request: FastifyRequest) => {
    if (!READ_METHODS.has(request.method)) return;
    const identity = await identifyRead(request);
    if (identity === null) return;
    request.responseIdentity = identity;
    if (request.routeOptions.config.recordEtag !== true) request.etag = etagOf(representation(), identity);
  });

  api.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.etag !== null && matchesAny(request.headers['if-none-match'], request.etag)) {
      return reply.code(304).header('etag', request.etag).send();
    }
  });

  api.addHook('onSend', async (request, reply, payload) => {
    if (request.etag === null || reply.statusCode !== 200) return payload;
    reply.header('etag', request.etag);
    // `*` matches any current representation (RFC 9110 §13.1.2): known to exist only once the
    // handler answered 200, so a 404 stays a 404. A record's own ETag is known only then too.
    const ifNoneMatch = request.headers['if-none-match'];
    const recordHeld =
      request.routeOptions.config.recordEtag === true && matchesAny(ifNoneMatch, request.etag);
    if (recordHeld || matchesAnyRepresentation(ifNoneMatch)) {
      reply.code(304).removeHeader('content-type').removeHeader('content-length');
      return null;
    }
    return payload;
  });
}

/** A record sent with its own ETag (a route declaring `recordEtag`): the handler's response, as is. */
export function withRecordEtag<T>(request: FastifyRequest, record: T): T {
  request.etag = recordEtag(record);
  return record;
}

export const conditionalReads = fp(installConditionalReads, { name: 'conditional-reads' });
