import { type RawBuilder, sql } from 'kysely';
import type { CursorSealer } from './cursor-keys/keyring.ts';

// Keyset reads of the lists, on both engines: what a window of rows is, and the SQL that seeks it.
// The HTTP edge turns a request's page or cursor into a window (src/http/pagination.ts).

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
