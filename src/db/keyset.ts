import { createHash } from 'node:crypto';
import { type RawBuilder, sql } from 'kysely';
import { processCache } from '../shared/bounded-cache.ts';
import type { CursorSealer } from './cursor-keys/keyring.ts';

// Keyset reads of the lists, on both engines: what a window of rows is, the SQL that seeks it, the
// sealed cursor that continues it and the page it makes. The HTTP edge turns a request's page or
// cursor into a window and refuses a bad cursor (src/http/pagination.ts).

/** What binds a cursor: a cursor of another organization, list or filter set is refused. */
export interface CursorScope {
  list: string;
  organizationId: string;
  /** The list's filters as asked (absent ones undefined); their values, not their order, count. */
  filters: Record<string, unknown>;
}

/**
 * Where a list read starts: after a page's worth of offset (`page`), or strictly after the row
 * whose sort key a cursor holds (`after`, then `page` is 1 and `offset` 0). Query functions read
 * `limit + 1` rows from there, so they know whether more follow.
 */
export interface RowWindow {
  page: number;
  limit: number;
  offset: number;
  after: readonly string[] | null;
  scope: CursorScope;
}

/** A window a list response is read through: it also seals the cursor of what follows. */
export interface ListWindow extends RowWindow {
  /** The keys this request seals its next cursor with. */
  sealer: CursorSealer;
}

/** A place in an ordered list: the rows after `key` begin at `position` (0-based). */
export interface Bookmark {
  position: number;
  key: readonly string[];
}

/**
 * The bookmarks of one list a query may seek from and add to (src/read-cache/bookmarks.ts keeps
 * them in the read cache): a page asked for by number starts from the nearest one before it.
 */
export interface Bookmarks {
  /** The bookmark nearest at or before `offset`, if any. */
  nearest(offset: number): Bookmark | undefined;
  /** Records a bookmark (a position already known is kept as it is). */
  add(mark: Bookmark): void;
}

/** The rows of one window, at most `limit`, and the sort key of the last one when more follow. */
export interface WindowRows<T> {
  rows: T[];
  nextKey: readonly string[] | null;
}

/** `(c1, c2, …) > (v1, v2, …)`: strictly after a sort key; both engines seek an index with it. */
export function afterKey(columns: readonly string[], key: readonly string[]): RawBuilder<boolean> {
  return sql<boolean>`(${sql.join(columns.map((c) => sql.ref(c)))}) > (${sql.join(key)})`;
}

/** Keeps `limit` rows of the `limit + 1` read, and the sort key to continue from when more follow. */
export function windowRows<T>(
  rows: T[],
  window: RowWindow,
  keyOf: (row: T) => readonly string[],
): WindowRows<T> {
  if (rows.length <= window.limit) return { rows, nextKey: null };
  const kept = rows.slice(0, window.limit);
  const last = kept[kept.length - 1];
  return { rows: kept, nextKey: last === undefined ? null : keyOf(last) };
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
export function sortKeyOf(
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
  const payload = cursorPayload(scope, key);
  return sealer.seal(payload);
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
