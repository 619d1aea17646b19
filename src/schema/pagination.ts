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
 * `page` and `limit` (docs/api.md): 1-based, strictly positive, `limit` at most 100 (or less, for
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

/** A cursor holds a sealed sort key of at most two names and an id: anything longer was not made by us. */
const MAX_CURSOR_LENGTH = 4096;

export const PaginationQuery = paginationQuery();

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
