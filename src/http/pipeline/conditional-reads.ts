import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiKey } from '../../api-keys/api-keys.ts';
import { organizationState } from '../../read-cache/response-cache.ts';
import { canonicalJson, digest } from '../canonical.ts';
import { organizationIdOf } from '../params.ts';

/** What the API's stages are given: the ETag base of the API's document, built on first use. */
export interface ApiStageOptions {
  representation: () => string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What a read depends on besides the organization's data version and date (the change feed:
     * its newest number and what retention pruned). Part of the route's ETag.
     */
    conditionalState?: (request: FastifyRequest) => Promise<string>;
  }
  interface FastifyRequest {
    /** The strong ETag of this read's answer, known before the answer is computed. */
    etag: string | null;
  }
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

/**
 * What a key may see, as a text: its scopes and whatever else the key holds that withholds fields
 * (every list-valued property of the key), each sorted.
 */
export function accessOf(key: ApiKey): string {
  let access = accessTexts.get(key);
  if (access === undefined) {
    access = Object.entries(key)
      .filter((entry): entry is [string, unknown[]] => Array.isArray(entry[1]))
      .map(([name, values]) => `${name}=${values.map(String).sort().join(' ')}`)
      .sort()
      .join(';');
    accessTexts.set(key, access);
  }
  return access;
}

/**
 * Once per key as read from the store (the authentication keeps it until revocation or a change
 * moves the key generation): computed per request, it was 2-3 % of a cached read's CPU.
 */
const accessTexts = new WeakMap<ApiKey, string>();

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

/**
 * Conditional reads for every GET of the API: a strong ETag computed before the answer from what
 * decides it (the API's document, the route, the organization's data version and date, the key's
 * access, the normalized parameters and query, and the route's own state if it declares one), never
 * from the body. A matching `If-None-Match` is a 304 with no body. Runs after authentication and
 * validation, so a refusal never gets a 304.
 */
export async function answerConditionalReads(
  api: FastifyInstance,
  { representation }: ApiStageOptions,
): Promise<void> {
  api.decorateRequest('etag', null);

  api.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!READ_METHODS.has(request.method) || request.apiKey === null) return;
    const organizationId = organizationIdOf(request);
    if (organizationId === undefined) return;
    const state = await organizationState(request, organizationId);
    const own = request.routeOptions.config.conditionalState;
    request.etag = `"${digest(
      representation(),
      request.routeOptions.url ?? '',
      organizationId,
      String(state.version),
      state.today,
      // A list's nextCursor is sealed with the cursor keys of this generation (migration 0023).
      String(state.keyGeneration),
      accessOf(request.apiKey),
      canonicalJson(request.params),
      canonicalJson(request.query),
      own ? await own(request) : '',
    )}"`;
    const condition = request.headers['if-none-match'];
    if (matchesAny(condition, request.etag)) {
      return reply.code(304).header('etag', request.etag).send();
    }
  });

  api.addHook('onSend', async (request, reply, payload) => {
    if (request.etag === null || reply.statusCode !== 200) return payload;
    reply.header('etag', request.etag);
    // `*` matches any current representation (RFC 9110 §13.1.2): known to exist only once the
    // handler answered 200, so a 404 stays a 404.
    if (matchesAnyRepresentation(request.headers['if-none-match'])) {
      reply.code(304).removeHeader('content-type').removeHeader('content-length');
      return null;
    }
    return payload;
  });
}

export const conditionalReads = fp(answerConditionalReads, { name: 'conditional-reads' });
