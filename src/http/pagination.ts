import { type TSchema, Type } from '@sinclair/typebox';

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
  };
}

export const PaginationQuery = paginationQuery();

export interface Page {
  page: number;
  limit: number;
}

export function offsetOf({ page, limit }: Page): number {
  return (page - 1) * limit;
}

/** The envelope of every paginated list: `{data, total, page, limit}`. */
export function Paginated<T extends TSchema>(item: T) {
  return Type.Object({
    data: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    limit: Type.Integer({ minimum: 1 }),
  });
}

export function paginated<T>(data: T[], total: number, page: Page) {
  return { data, total, page: page.page, limit: page.limit };
}
