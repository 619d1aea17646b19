import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { type CursorSealer, cursorKeyringOf } from '../db/cursor-keys/keyring.ts';
import type { CursorScope, ListWindow } from '../db/keyset.ts';
import { processCache } from '../shared/bounded-cache.ts';
import { invalidParameter } from './errors.ts';
import { organizationState } from './request-context.ts';

export interface Page {
  page: number;
  limit: number;
}

/** Digests of the scopes seen lately: each page of a list seals and opens its cursors with one. */
const digests = processCache<string, Buffer>('cursor-scope-digests', 1_024);

function scopeDigest(scope: CursorScope): Buffer {
  const filters = Object.keys(scope.filters)
    .sort()
    .filter((name) => scope.filters[name] !== undefined)
    .map((name) => `${name}=${JSON.stringify(scope.filters[name])}`)
    .join('&');
  const text = `${scope.list}\u0000${scope.organizationId}\u0000${filters}`;
  return digests.getOrSet(text, () => createHash('sha256').update(text).digest().subarray(0, DIGEST_BYTES));
}

/** Enough to tell apart the scopes a client might mix up; the seal, not the digest, stops forgery. */
const DIGEST_BYTES = 8;
/** No sort key part (a folded name, a date, an id) is longer; each is written after its length. */
const MAX_PART_BYTES = 1024;
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The payload a cursor seals: the scope's digest, then each part of the sort key, length first. */
function cursorPayload(scope: CursorScope, key: readonly string[]): Buffer {
  const parts = key.map((part) => Buffer.from(part, 'utf8'));
  const payload = Buffer.alloc(DIGEST_BYTES + parts.reduce((bytes, part) => bytes + 2 + part.length, 0));
  scopeDigest(scope).copy(payload);
  let at = DIGEST_BYTES;
  for (const part of parts) {
    at = payload.writeUInt16BE(part.length, at);
    at += part.copy(payload, at);
  }
  return payload;
}

/** The sort key of a payload, or undefined when it is not of this scope and shape. */
function sortKeyOf(
  payload: Buffer,
  scope: CursorScope,
  keyLength: number,
): string[] | 'other scope' | undefined {
  if (payload.length < DIGEST_BYTES) return undefined;
  if (!payload.subarray(0, DIGEST_BYTES).equals(scopeDigest(scope))) return 'other scope';
  const key: string[] = [];
  let at = DIGEST_BYTES;
  while (at < payload.length) {
    if (at + 2 > payload.length) return undefined;
    const length = payload.readUInt16BE(at);
    at += 2;
    if (length > MAX_PART_BYTES || at + length > payload.length) return undefined;
    let part: string;
    try {
      part = utf8.decode(payload.subarray(at, at + length));
    } catch {
      return undefined;
    }
    // PostgreSQL takes no NUL in text: such a key is refused here, never sent to the store.
    if (part.includes('\u0000')) return undefined;
    key.push(part);
    at += length;
  }
  return key.length === keyLength ? key : undefined;
}

/**
 * A sealed cursor (src/db/cursor-keys/keyring.ts): AES-256-GCM of the scope's digest and the last
 * row's sort key, under the store's current cursor key. Nothing of the row is readable in a URL.
 */
export function encodeCursor(sealer: CursorSealer, scope: CursorScope, key: readonly string[]): string {
  return sealer.seal(cursorPayload(scope, key));
}

const badCursor = (why: string) =>
  invalidParameter(`cursor ${why}`, [{ in: 'query', name: 'cursor', message: why }]);

/** The sort key a cursor holds, checked against the scope it is used in. */
export function decodeCursor(
  sealer: CursorSealer,
  cursor: string,
  scope: CursorScope,
  keyLength: number,
): string[] {
  const payload = sealer.open(cursor);
  if (payload === 'retired') {
    throw badCursor('was sealed with a retired key: read the list again from its start');
  }
  const key = payload === 'forged' ? undefined : sortKeyOf(payload, scope, keyLength);
  if (key === 'other scope') throw badCursor('belongs to another organization, list or set of filters');
  if (key === undefined) throw badCursor('is not a cursor of this API');
  return key;
}

/** The keys sealing this request's cursors: those of the key generation it read with its state. */
async function sealerOf(request: FastifyRequest, organizationId: string): Promise<CursorSealer> {
  const { keyGeneration } = await organizationState(request, organizationId);
  return cursorKeyringOf(request.server.store.db).at(keyGeneration);
}

/**
 * The window a list request asks for. `cursor` and `page` together are refused: `page` is
 * defaulted by validation, so whether the caller sent it is read from the request's URL.
 */
export async function listWindow(
  query: { page: number; limit: number; cursor?: string | undefined },
  request: FastifyRequest,
  scope: CursorScope,
  keyLength: number,
): Promise<ListWindow> {
  const { page, limit, cursor } = query;
  const sealer = await sealerOf(request, scope.organizationId);
  if (cursor === undefined)
    return { page, limit, offset: offsetOf({ page, limit }), after: null, scope, sealer };
  const url = request.url;
  const search = url.indexOf('?');
  if (search >= 0 && new URLSearchParams(url.slice(search + 1)).has('page')) {
    throw invalidParameter('cursor and page cannot be used together', [
      { in: 'query', name: 'page', message: 'must not be given with cursor' },
    ]);
  }
  return { page: 1, limit, offset: 0, after: decodeCursor(sealer, cursor, scope, keyLength), scope, sealer };
}

export function offsetOf({ page, limit }: Page): number {
  return (page - 1) * limit;
}

/** The cursor of what follows a window, or null at the end. */
export function nextCursorOf(window: ListWindow, nextKey: readonly string[] | null): string | null {
  return nextKey === null ? null : encodeCursor(window.sealer, window.scope, nextKey);
}

export function paginated<T>(
  data: T[],
  total: number,
  window: ListWindow,
  nextKey: readonly string[] | null,
) {
  return { data, total, page: window.page, limit: window.limit, nextCursor: nextCursorOf(window, nextKey) };
}
