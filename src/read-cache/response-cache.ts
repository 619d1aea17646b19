import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DataAccess } from '../access-log/access-log.ts';
import type { DataKind } from '../db/data-kinds.ts';
import type { Database } from '../db/schema.ts';
import { type OrganizationReadState, readOrganizationState } from './organization-state.ts';

/** A kept 200 body, as bytes, with whose data it carried (for the data-access log of a hit). */
export interface KeptAnswer {
  body: Buffer;
  dataAccess: DataAccess | null;
  /** The record's own ETag of a route declaring `recordEtag`, made from the answer; else null. */
  etag: string | null;
}

/**
 * What an entry costs the process beyond its body's and its key's bytes: its objects in the V8
 * heap (the entry, the cache's node, the Buffer's view) and the allocator's bookkeeping of the
 * body's own memory. Measured (src/read-cache/kept-answer.test.ts holds the charge to it; see
 * docs/performance.md, "Figures behind the code"): for answers of 1 KB, as much again.
 */
const ENTRY_OVERHEAD_BYTES = 1_024;

/**
 * A 200 body as kept: bytes of its own, exactly its length. (`Buffer.from` would cut an answer
 * under 4 KiB out of an 8 KiB slab shared with others, and a kept slice holds its whole slab; see
 * docs/performance.md, "Figures behind the code".)
 */
export function keptAnswer(
  payload: string,
  dataAccess: DataAccess | null,
  etag: string | null = null,
): KeptAnswer {
  const body = Buffer.allocUnsafeSlow(Buffer.byteLength(payload, 'utf8'));
  body.write(payload, 'utf8');
  return { body, dataAccess, etag };
}

/** What the ids of a kept answer's data-access entry cost in the heap. */
function accessBytes(access: DataAccess | null): number {
  if (!access) return 0;
  return access.collaboratorIds.reduce((bytes, id) => bytes + 32 + 2 * id.length, 64);
}

/** The bytes a kept answer is charged against the budget: what it costs the process, key included. */
export function chargeOf(key: string, kept: KeptAnswer): number {
  // The key as UTF-16 (an upper bound: V8 keeps an ASCII key in one byte a character).
  const etagBytes = kept.etag === null ? 0 : 2 * kept.etag.length;
  return kept.body.length + 2 * key.length + accessBytes(kept.dataAccess) + etagBytes + ENTRY_OVERHEAD_BYTES;
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

/**
 * The store handle of this request's reads of the organization: a replica that has replayed every
 * write its state shows (the WAL position read with it), else the primary. Writes, imports, the
 * state, keys and grants keep `store.db`, the primary.
 */
export async function readDbOf(request: FastifyRequest, organizationId: string): Promise<Kysely<Database>> {
  const { store } = request.server;
  if (!store.replicas) return store.db;
  return store.readDb((await organizationState(request, organizationId)).walPosition);
}
