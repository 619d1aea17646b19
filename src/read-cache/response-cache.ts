import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DataAccess } from '../access-log/access-log.ts';
import type { ApiKey } from '../api-keys/api-keys.ts';
import type { DataKind } from '../db/data-kinds.ts';
import { type OrganizationReadState, readOrganizationState, stampOf } from './organization-state.ts';
import type { ReadCache } from './read-cache.ts';

/** A kept 200 body, as bytes, with whose data it carried (for the data-access log of a hit). */
export interface KeptAnswer {
  body: Buffer;
  dataAccess: DataAccess | null;
}

/**
 * What an entry costs the process beyond its body's and its key's bytes: its objects in the V8
 * heap (the entry, the cache's node, the Buffer's view) and the allocator's bookkeeping of the
 * body's own memory. Measured (src/read-cache/kept-answer.test.ts holds the charge to it): about
 * 550 bytes in the heap and a few hundred outside, which for answers of 1 KB is as much again.
 */
const ENTRY_OVERHEAD_BYTES = 1_024;

/**
 * A 200 body as kept: bytes of its own, exactly its length. (`Buffer.from` would cut an answer
 * under 4 KiB out of an 8 KiB slab shared with others, and a kept slice holds its whole slab: a
 * detail of 1 KB held 1.6 KB outside the heap.)
 */
export function keptAnswer(payload: string, dataAccess: DataAccess | null): KeptAnswer {
  const body = Buffer.allocUnsafeSlow(Buffer.byteLength(payload, 'utf8'));
  body.write(payload, 'utf8');
  return { body, dataAccess };
}

/** What the ids of a kept answer's data-access entry cost in the heap. */
function accessBytes(access: DataAccess | null): number {
  if (!access) return 0;
  return access.collaboratorIds.reduce((bytes, id) => bytes + 32 + 2 * id.length, 64);
}

/** The bytes a kept answer is charged against the budget: what it costs the process, key included. */
export function chargeOf(key: string, kept: KeptAnswer): number {
  // The key as UTF-16 (an upper bound: V8 keeps an ASCII key in one byte a character).
  return kept.body.length + 2 * key.length + accessBytes(kept.dataAccess) + ENTRY_OVERHEAD_BYTES;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's 200 bodies may be kept, by organization, data versions, date, scopes, query and
     * the route's own state (`conditionalState`, if it declares one): `true` keyed by the
     * organization's version (any write), or the kinds of data the answer shows, so that a write
     * of another kind keeps it (none: only the route's own state decides).
     */
    readCache?: boolean | readonly DataKind[];
  }
  interface FastifyRequest {
    /** The organization's version and date, read once per request by the first who needs them. */
    readState: Promise<OrganizationReadState> | null;
    responseCacheKey: string | null;
    /** Hands this request's answer to the concurrent requests waiting for the same one. */
    responseCacheSettle: ((answer: KeptAnswer | undefined) => void) | null;
  }
}

/** The organization's version and date for this request: one look-up, shared by hook and handler. */
export function organizationState(
  request: FastifyRequest,
  organizationId: string,
): Promise<OrganizationReadState> {
  request.readState ??= readOrganizationState(request.server.store, organizationId);
  return request.readState;
}

/** Query and path parameters in a stable order: `?b=1&a=2` and `?a=2&b=1` are one entry. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? '';
  return Object.keys(value)
    .sort()
    .map((k) => `${k}=${canonical(Reflect.get(value, k))}`)
    .join('&');
}

/**
 * The part of a key's access that keys an answer: its scopes and withheld fields, sorted. Computed
 * once per key as the key cache holds it (the same object on every hit), not once per request.
 */
const accessParts = new WeakMap<ApiKey, string>();

function accessPart(key: ApiKey): string {
  let part = accessParts.get(key);
  if (part === undefined) {
    part = `${[...key.scopes].sort().join(' ')}-${key.withheldFields.join(' ')}`;
    accessParts.set(key, part);
  }
  return part;
}

/**
 * Serves a route's kept 200 body when nothing it depends on has changed: same organization,
 * versions of the kinds of data it shows, date, scope set and normalized query. The versions are
 * read from the store on every request, so an answer is never served after a write it depends on
 * has committed, on any instance. Runs after authentication and validation (preHandler), so
 * refusals are never cached.
 */
export function installResponseCache(api: FastifyInstance, cache: ReadCache): void {
  api.addHook('preHandler', async (request, reply) => {
    const dependsOn = request.routeOptions.config.readCache;
    if (dependsOn === undefined || dependsOn === false || request.apiKey === null) return;
    const params = request.params as Record<string, unknown>;
    const organizationId = params.organizationId;
    if (typeof organizationId !== 'string') return;
    const state = await organizationState(request, organizationId);
    const key = [
      request.routeOptions.url,
      organizationId,
      stampOf(state, dependsOn === true ? 'all' : dependsOn),
      // A list's answer carries a cursor sealed with the keys of this generation (a retirement moves it).
      state.keyGeneration,
      // The scope set includes the withheld fields: two keys share an answer only if both match.
      accessPart(request.apiKey),
      canonical(params),
      canonical(request.query),
      // A route that moves without a data version (the change feed) says where it is.
      (await request.routeOptions.config.conditionalState?.(request)) ?? '',
    ].join('\u0000');
    let kept = cache.get<KeptAnswer>(key, 'answer');
    if (kept === undefined) {
      // Joined synchronously: between a miss and `begin` no other request may start the same one.
      const running = cache.join<KeptAnswer>(key);
      if (running) kept = await running;
    }
    if (kept === undefined) {
      // Computed here; concurrent misses of the same answer wait for it (single-flight), even
      // with a budget of 0, where nothing is kept.
      request.responseCacheKey = key;
      request.responseCacheSettle = cache.begin<KeptAnswer>(key);
      return;
    }
    // A kept answer still counts in the data-access log, as the answer it repeats did.
    request.dataAccess = kept.dataAccess;
    return reply.type('application/json; charset=utf-8').send(kept.body);
  });

  // An error, an abort or a non-200: the waiters compute their own.
  api.addHook('onResponse', async (request) => {
    request.responseCacheSettle?.(undefined);
  });
  api.addHook('onRequestAbort', async (request) => {
    request.responseCacheSettle?.(undefined);
  });

  api.addHook('onSend', async (request, reply, payload) => {
    const key = request.responseCacheKey;
    if (key !== null && reply.statusCode === 200 && typeof payload === 'string') {
      // Kept and served as bytes: a hit is sent as is, never re-encoded. The Buffer lives outside
      // the V8 heap; the entry is charged what it costs the process (chargeOf).
      const kept = keptAnswer(payload, request.dataAccess);
      cache.set(key, kept, chargeOf(key, kept));
      request.responseCacheSettle?.(kept);
      return kept.body;
    }
    request.responseCacheSettle?.(undefined);
    return payload;
  });
}
