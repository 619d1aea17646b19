import { HrApiError, HrApiPaginationError } from './errors.ts';
import { operations } from './generated/operations.ts';
import type { OperationSpec } from './operation-spec.ts';
import type { ParamObject } from './request.ts';
import { sync } from './sync.ts';
import { FEED_OPERATIONS, type SyncMessage, type SyncOptions } from './sync-feed.ts';
import { type CallOptions, createTransport, type TransportOptions } from './transport.ts';
import type { ItemOf, ListOperationId, OperationId, PaginateParams, Params, ResponseBody } from './types.ts';

export type ClientOptions = TransportOptions;

/** One method per operationId of the OpenAPI document. */
export type OperationMethods = {
  [Op in OperationId]: (params: Params<Op>, options?: CallOptions) => Promise<ResponseBody<Op>>;
};

export interface HrClient extends OperationMethods {
  /**
   * Every item of a list operation, page after page (`limit` 100, or the operation's maximum when
   * lower, unless given), by cursor (`nextCursor`) until it is null: a row that exists for the whole
   * read and is not changed is read exactly once, whatever else is created, changed or deleted
   * meanwhile. Against a server whose list has no cursor, by page number until a page shorter than
   * `limit`, throwing `HrApiPaginationError` when the items read disagree with `total`.
   */
  paginate<Op extends ListOperationId>(
    operationId: Op,
    params: PaginateParams<Op>,
    options?: CallOptions,
  ): AsyncGenerator<ItemOf<Op>, void, undefined>;
  /**
   * Keeps a copy of collaborators, absences and work locations equal to the server's: a full read
   * from the change feed's latest cursor, then the changes after it, polled (see the README).
   */
  sync(options: SyncOptions): AsyncGenerator<SyncMessage, void, undefined>;
}

export const PAGINATE_LIMIT = 100;

const table: Readonly<Record<string, OperationSpec>> = operations;
// The change feed's operations are known to sync even before the document names them.
const callable: Readonly<Record<string, OperationSpec>> = { ...FEED_OPERATIONS, ...operations };

function specOf(operationId: string): OperationSpec {
  const spec = callable[operationId];
  if (!spec) throw new TypeError(`unknown operation ${operationId}`);
  return spec;
}

function at(body: unknown, path: readonly string[]): unknown {
  let node = body;
  for (const key of path) {
    node = typeof node === 'object' && node !== null ? Reflect.get(node, key) : undefined;
  }
  return node;
}

type Call = (operationId: string, params: ParamObject, callOptions?: CallOptions) => Promise<unknown>;

/** The page's items and total, or an `invalid_response` error naming what is missing. */
function pageOf(operationId: string, itemsPath: readonly string[], body: unknown) {
  const items = at(body, itemsPath);
  const total = at(body, ['total']);
  const nextCursor = at(body, ['nextCursor']);
  if (!Array.isArray(items) || typeof total !== 'number') {
    throw new HrApiError({
      operationId,
      status: 200,
      code: 'invalid_response',
      detail: `a page without ${itemsPath.join('.')} or total`,
    });
  }
  const list: unknown[] = items;
  return { items: list, total, nextCursor };
}

/** How a list is read page after page: its operation, the filters, the page size, where its items are. */
interface ListRead {
  operationId: string;
  params: ParamObject;
  limit: number;
  itemsPath: readonly string[];
  callOptions: CallOptions | undefined;
}

/**
 * Keyset pagination: each page starts strictly after the last row read, so a row that exists for
 * the whole read and is not changed is read exactly once, whatever else is written.
 */
async function* byCursor(call: Call, read: ListRead): AsyncGenerator<unknown, void, undefined> {
  const { operationId, params, limit, itemsPath, callOptions } = read;
  let cursor: string | undefined;
  do {
    const body = await call(
      operationId,
      cursor === undefined ? { ...params, limit } : { ...params, limit, cursor },
      callOptions,
    );
    const page = pageOf(operationId, itemsPath, body);
    yield* page.items;
    if (page.nextCursor !== null && typeof page.nextCursor !== 'string') {
      throw new HrApiError({
        operationId,
        status: 200,
        code: 'invalid_response',
        detail: 'a page without nextCursor',
      });
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
}

/** A list without cursors (an older server): page numbers, checked against the first total. */
async function* byPageNumber(call: Call, read: ListRead): AsyncGenerator<unknown, void, undefined> {
  const { operationId, params, limit, itemsPath, callOptions } = read;
  let seen = 0;
  let expected: number | undefined;
  for (let page = 1; ; page++) {
    const body = await call(operationId, { ...params, page, limit }, callOptions);
    const { items, total } = pageOf(operationId, itemsPath, body);
    // An insertion or a deletion during the read shifts rows across pages and shows as another total.
    expected ??= total;
    if (total !== expected) throw new HrApiPaginationError(operationId, seen, expected, total);
    yield* items;
    seen += items.length;
    if (items.length < limit) break;
  }
  if (seen !== expected) throw new HrApiPaginationError(operationId, seen, expected ?? 0, expected ?? 0);
}

export function createClient(options: ClientOptions): HrClient {
  const transport = createTransport(options);
  const call = (operationId: string, params: ParamObject, callOptions?: CallOptions) =>
    transport.call(operationId, specOf(operationId), params, callOptions);

  async function* paginate(
    operationId: string,
    params: ParamObject,
    callOptions?: CallOptions,
  ): AsyncGenerator<unknown, void, undefined> {
    const spec = specOf(operationId);
    const itemsPath = spec.items;
    if (!itemsPath) throw new TypeError(`${operationId} is not a paginated list`);
    // 100 a page, or fewer where the operation allows fewer (10 complementary contracts).
    const limit =
      typeof params.limit === 'number'
        ? params.limit
        : Math.min(PAGINATE_LIMIT, spec.maxLimit ?? PAGINATE_LIMIT);
    const read = { operationId, params, limit, itemsPath, callOptions };
    yield* spec.queryParams.includes('cursor') ? byCursor(call, read) : byPageNumber(call, read);
  }

  const accepts = (operationId: string, parameter: string) =>
    specOf(operationId).queryParams.includes(parameter);
  const maxLimit = (operationId: string) => specOf(operationId).maxLimit;
  const serves = (operationId: string) => operationId in callable;
  const stream = (operationId: string, params: ParamObject, callOptions?: CallOptions) =>
    transport.stream(operationId, specOf(operationId), params, callOptions);

  const methods = Object.fromEntries(
    Object.keys(table).map((operationId) => [
      operationId,
      (params: ParamObject, callOptions?: CallOptions) => call(operationId, params, callOptions),
    ]),
  );
  // The table and the generated types come from the same document: each key is an OperationId.
  const client = {
    ...methods,
    paginate,
    sync: (syncOptions: SyncOptions) =>
      sync(
        { accepts, maxLimit, serves, call, stream, paginate, rateLimit: transport.rateLimit },
        syncOptions,
      ),
  };
  return client as unknown as HrClient;
}
