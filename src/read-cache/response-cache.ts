import type { DataAccess } from '../access-log/access-log.ts';

/** A cached 200 body, as bytes, with whose data it carried (for the data-access log of a hit). */
export interface CachedResponse {
  body: Buffer;
  dataAccess: DataAccess | null;
  /** The record's own ETag of a route declaring `recordEtag`, made from the response; else null. */
  etag: string | null;
}

/**
 * What an entry costs the process beyond its body's and its key's bytes: its objects in the V8
 * heap (the entry, the cache's node, the Buffer's view) and the allocator's bookkeeping of the
 * body's own memory. Measured (src/read-cache/cached-response.test.ts holds the charge to it; see
 * docs/performance.md, "Figures behind the code"): for responses of 1 KB, as much again.
 */
const ENTRY_OVERHEAD_BYTES = 1_024;

/**
 * A 200 body as cached: bytes of its own, exactly its length. (`Buffer.from` would cut a response
 * under 4 KiB out of an 8 KiB slab shared with others, and a cached slice holds its whole slab; see
 * docs/performance.md, "Figures behind the code".)
 */
export function cachedResponse(
  payload: string,
  dataAccess: DataAccess | null,
  etag: string | null = null,
): CachedResponse {
  const body = Buffer.allocUnsafeSlow(Buffer.byteLength(payload, 'utf8'));
  body.write(payload, 'utf8');
  return { body, dataAccess, etag };
}

/** What the ids of a cached response's data-access entry cost in the heap. */
function accessBytes(access: DataAccess | null): number {
  if (!access) return 0;
  return access.collaboratorIds.reduce((bytes, id) => bytes + 32 + 2 * id.length, 64);
}

/** The bytes a cached response is charged against the budget: what it costs the process, key included. */
export function chargeOf(key: string, cached: CachedResponse): number {
  // The key as UTF-16 (an upper bound: V8 keeps an ASCII key in one byte a character).
  const etagBytes = cached.etag === null ? 0 : 2 * cached.etag.length;
  return (
    cached.body.length + 2 * key.length + accessBytes(cached.dataAccess) + etagBytes + ENTRY_OVERHEAD_BYTES
  );
}
