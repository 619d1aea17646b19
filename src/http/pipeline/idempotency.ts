import { type Static, Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { loggable } from '../../shared/loggable.ts';
import { canonicalJson, digest } from '../canonical.ts';
import { ApiError } from '../errors.ts';
import {
  claimIdempotencyKey,
  type IdempotencyOwner,
  pruneIdempotencyKeys,
  releaseIdempotencyKey,
  settleIdempotencyKey,
} from '../idempotency.queries.ts';
import { recordEtag } from '../record-etag.ts';

export const IDEMPOTENT_WRITES: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The headers a replay gives back beside status and body, made again from them: the record's own
 * ETag of a write that answers one record (`recordEtag`), and the `Location` of a 201.
 */
function replayedHeaders(request: FastifyRequest, status: number, body: string): Record<string, string> {
  const { recordEtag: answersRecord, recordLocation } = request.routeOptions.config;
  if (answersRecord !== true || status >= 300) return {};
  let record: unknown;
  try {
    record = JSON.parse(body);
  } catch {
    return {};
  }
  return {
    etag: recordEtag(record),
    ...(status === 201 && recordLocation ? { location: recordLocation(request, record) } : {}),
  };
}

/** The header of every POST, PUT, PATCH and DELETE; its schema validates it and documents it. */
export const IdempotencyHeaders = Type.Object({
  'Idempotency-Key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 255,
      pattern: '^[\\x21-\\x7E]+$',
      description:
        'Makes a retry safe: within 24 hours, a request with the same key and the same body gets the first answer back (status and body, with `Idempotency-Replayed: true`) and writes nothing. The same key with another body is 422 `idempotency_key_reused`; while the first request is still running, 409 `request_in_progress`. 1 to 255 visible ASCII characters; a UUID is a good choice. Keys are per API key: another key sending the same one gets its own answer.',
    }),
  ),
});
export type IdempotencyHeaders = Static<typeof IdempotencyHeaders>;

const PRUNE_EVERY_MS = 15 * 60_000;

/** What the request asks, so another request under the same key is recognised. */
function fingerprintOf(request: FastifyRequest): string {
  return digest(
    request.method,
    request.routeOptions.url ?? '',
    canonicalJson(request.params),
    canonicalJson(request.query),
    canonicalJson(request.body),
  );
}

const COLLABORATOR_FIELDS: ReadonlySet<string> = new Set(['collaboratorId', 'employeeId']);

/**
 * The collaborators a request names, in its path or its body (`collaboratorId`, `employeeId`, at
 * any depth): an erasure forgets the stored responses of every request about the person, whatever
 * that response shows.
 */
export function collaboratorsNamed(request: { params: unknown; body: unknown }): string[] {
  const found = new Set<string>();
  const walk = (value: unknown, depth: number): void => {
    if (depth > 4 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1);
      return;
    }
    for (const [name, field] of Object.entries(value)) {
      if (COLLABORATOR_FIELDS.has(name) && typeof field === 'string' && /^\S{1,200}$/.test(field)) {
        found.add(field);
      } else walk(field, depth + 1);
    }
  };
  walk(request.params, 0);
  walk(request.body, 0);
  return [...found];
}

/** The key's owner: the API key that sent it, in its organization. */
function ownerOf(apiKey: { organizationId: string; id: string }): IdempotencyOwner {
  return { organizationId: apiKey.organizationId, apiKeyId: apiKey.id };
}

/**
 * Safe retries of every POST, PUT, PATCH and DELETE of the API: the first response under an `Idempotency-Key` is
 * stored 24 hours (per API key) and given back to a retry with the same request, which writes
 * nothing. Runs after authentication and validation, so a refused request holds no key. Responses of
 * 5xx are not stored: the key is released and a retry runs again.
 */
export async function replayRetries(api: FastifyInstance): Promise<void> {
  const store = api.store;
  api.decorateRequest('idempotencyKey', null);

  api.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.headers['idempotency-key'];
    if (!IDEMPOTENT_WRITES.has(request.method) || typeof key !== 'string' || request.apiKey === null) return;
    const claim = await claimIdempotencyKey(
      store,
      ownerOf(request.apiKey),
      key,
      fingerprintOf(request),
      new Date(),
      collaboratorsNamed(request),
    );
    switch (claim.kind) {
      case 'claimed':
        request.idempotencyKey = key;
        // The request's own copy: its writes fence the claim in their transaction (recordAudit).
        request.apiKey = { ...request.apiKey, idempotencyClaim: { key, token: claim.token } };
        return;
      case 'applied':
        throw new ApiError(
          'conflict',
          'the first request with this Idempotency-Key was applied, but its answer was lost when the data store changed its primary; read the resource to see what it wrote',
        );
      case 'replay':
        return reply
          .code(claim.status)
          .headers(replayedHeaders(request, claim.status, claim.body))
          .header('idempotency-replayed', 'true')
          .type('application/json; charset=utf-8')
          .send(claim.body);
      case 'reused':
        throw new ApiError(
          'idempotency_key_reused',
          'this Idempotency-Key was used for another request (another operation, parameters or body) in the last 24 hours; use a new key',
        );
      case 'running':
        throw new ApiError(
          'request_in_progress',
          'the first request with this Idempotency-Key is still running; retry once it has answered',
          undefined,
          { 'Retry-After': '1' },
        );
    }
  });

  api.addHook('onSend', async (request, reply, payload) => {
    const key = request.idempotencyKey;
    if (key === null || request.apiKey === null) return payload;
    const owner = ownerOf(request.apiKey);
    const token = request.apiKey.idempotencyClaim?.token;
    request.idempotencyKey = null;
    try {
      if (reply.statusCode < 500 && typeof payload === 'string') {
        await settleIdempotencyKey(store.db, owner, key, reply.statusCode, payload, token);
      } else {
        await releaseIdempotencyKey(store.db, owner, key, token);
      }
    } catch (error) {
      // The response still goes out; the key stays claimed until it is considered abandoned.
      request.log.warn({ err: loggable(error) }, 'recording the answer of an Idempotency-Key failed');
    }
    return payload;
  });

  const prune = () =>
    pruneIdempotencyKeys(store.db, new Date()).catch((error: unknown) =>
      api.log.warn({ err: loggable(error) }, 'pruning idempotency keys failed; retrying later'),
    );
  const timer = setInterval(() => void prune(), PRUNE_EVERY_MS);
  timer.unref();
  api.addHook('onReady', async () => {
    void prune();
  });
  api.addHook('onClose', async () => clearInterval(timer));
}

export const idempotency = fp(replayRetries, { name: 'idempotency' });
