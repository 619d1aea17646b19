import { createHash } from 'node:crypto';
import { type TSchema, Type } from '@sinclair/typebox';
import { type RawBuilder, sql } from 'kysely';
import { invalidParameter } from './errors.ts';

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;
/**
 * The last page anyone may ask for: (page - 1) × limit stays below 2^31 at the largest limit, an
 * exact offset on every engine and driver. Past it is a 400 that says so; up to it, a page beyond
 * the data is a 200 with `data: []`.
 */
export const MAX_PAGE = 10_000_000;

/**
 * `page` and `limit` (DECISIONS.md): 1-based, strictly positive, `limit` at most 100 (or less, for
 * a route whose items are large), never clamped.
 */
export function paginationQuery(maxLimit: number = MAX_LIMIT, defaultLimit: number = DEFAULT_LIMIT) {
  return {
    page: Type.Integer({
      minimum: 1,
      maximum: MAX_PAGE,
      default: 1,
      description: `Page number, 1-based, at most ${MAX_PAGE}.`,
    }),
    limit: Type.Integer({
      minimum: 1,
      maximum: maxLimit,
      default: defaultLimit,
      description: `Items per page, at most ${maxLimit}. A page with fewer items than limit is the last.`,
    }),
    cursor: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: MAX_CURSOR_LENGTH,
        pattern: '^[A-Za-z0-9_-]+$',
        'x-expected': 'a cursor returned as nextCursor by this list',
        description:
          'Where to continue: the `nextCursor` of the previous answer, for the same list and filters. The answer holds the `limit` items after that position (`page` is then 1). Not with `page`. The recommended way to read a whole list: an item that exists during the whole read and is not changed is returned exactly once, whatever else is written meanwhile.',
      }),
    ),
  };
}

/** A cursor holds a few short sort keys: anything longer was not made by us. */
const MAX_CURSOR_LENGTH = 1024;

export const PaginationQuery = paginationQuery();

export interface Page {
  page: number;
  limit: number;
}

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
export interface ListWindow {
  page: number;
  limit: number;
  offset: number;
  after: readonly string[] | null;
  scope: CursorScope;
}

/** The rows of one window, at most `limit`, and the sort key of the last one when more follow. */
export interface WindowRows<T> {
  rows: T[];
  nextKey: readonly string[] | null;
}

function scopeDigest(scope: CursorScope): string {
  const filters = Object.keys(scope.filters)
    .sort()
    .filter((name) => scope.filters[name] !== undefined)
    .map((name) => `${name}=${JSON.stringify(scope.filters[name])}`)
    .join('&');
  return createHash('sha256')
    .update(`${scope.list}\u0000${scope.organizationId}\u0000${filters}`)
    .digest('base64url')
    .slice(0, 16);
}

/** An opaque cursor: base64url of the scope's digest and the last row's sort key. */
export function encodeCursor(scope: CursorScope, key: readonly string[]): string {
  return Buffer.from(JSON.stringify([scopeDigest(scope), ...key])).toString('base64url');
}

const badCursor = (why: string) =>
  invalidParameter(`cursor ${why}`, [{ in: 'query', name: 'cursor', message: why }]);

/** The sort key a cursor holds, checked against the scope it is used in. */
export function decodeCursor(cursor: string, scope: CursorScope, keyLength: number): string[] {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor('is not a cursor of this API');
  }
  if (
    !Array.isArray(decoded) ||
    decoded.length !== keyLength + 1 ||
    !decoded.every((part): part is string => typeof part === 'string')
  ) {
    throw badCursor('is not a cursor of this API');
  }
  const [digest, ...key] = decoded;
  if (digest !== scopeDigest(scope)) {
    throw badCursor('belongs to another organization, list or set of filters');
  }
  return key;
}

/**
 * The window a list request asks for. `cursor` and `page` together are refused: `page` is
 * defaulted by validation, so whether the caller sent it is read from the request's URL.
 */
export function listWindow(
  query: { page: number; limit: number; cursor?: string | undefined },
  url: string,
  scope: CursorScope,
  keyLength: number,
): ListWindow {
  const { page, limit, cursor } = query;
  if (cursor === undefined) return { page, limit, offset: offsetOf({ page, limit }), after: null, scope };
  const search = url.indexOf('?');
  if (search >= 0 && new URLSearchParams(url.slice(search + 1)).has('page')) {
    throw invalidParameter('cursor and page cannot be used together', [
      { in: 'query', name: 'page', message: 'must not be given with cursor' },
    ]);
  }
  return { page: 1, limit, offset: 0, after: decodeCursor(cursor, scope, keyLength), scope };
}

/** `(c1, c2, …) > (v1, v2, …)`: strictly after a sort key; both engines seek an index with it. */
export function afterKey(columns: readonly string[], key: readonly string[]): RawBuilder<boolean> {
  return sql<boolean>`(${sql.join(columns.map((c) => sql.ref(c)))}) > (${sql.join(key)})`;
}

/** Keeps `limit` rows of the `limit + 1` read, and the sort key to continue from when more follow. */
export function windowRows<T>(
  rows: T[],
  window: ListWindow,
  keyOf: (row: T) => readonly string[],
): WindowRows<T> {
  if (rows.length <= window.limit) return { rows, nextKey: null };
  const kept = rows.slice(0, window.limit);
  const last = kept[kept.length - 1];
  return { rows: kept, nextKey: last === undefined ? null : keyOf(last) };
}

export function offsetOf({ page, limit }: Page): number {
  return (page - 1) * limit;
}

export const NextCursor = Type.Union([Type.String(), Type.Null()], {
  description:
    'Pass it as `cursor` to read what follows; null when nothing follows. Present on every list answer, cursor read or not.',
});

/** The envelope of every paginated list: `{data, total, page, limit, nextCursor}`. */
export function Paginated<T extends TSchema>(item: T) {
  return Type.Object({
    data: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    limit: Type.Integer({ minimum: 1 }),
    nextCursor: NextCursor,
  });
}

/** The cursor of what follows a window, or null at the end. */
export function nextCursorOf(window: ListWindow, nextKey: readonly string[] | null): string | null {
  return nextKey === null ? null : encodeCursor(window.scope, nextKey);
}

export function paginated<T>(
  data: T[],
  total: number,
  window: ListWindow,
  nextKey: readonly string[] | null,
) {
  return { data, total, page: window.page, limit: window.limit, nextCursor: nextCursorOf(window, nextKey) };
}
