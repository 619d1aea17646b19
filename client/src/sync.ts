import { HrApiError, HrApiPaginationError } from './errors.ts';
import { inParallel } from './in-parallel.ts';
import type { ParamObject } from './request.ts';
import type { RateLimitState } from './responses.ts';
import { sleep } from './retry.ts';
import {
  type ChangeEvent,
  type ChangePage,
  eventTypes,
  isCursorExpired,
  LagCounter,
  RESOURCES,
  type SyncDependencies,
  type SyncMessage,
  type SyncOptions,
  type SyncResource,
} from './sync-feed.ts';
import type { CallOptions } from './transport.ts';

const FULL_READ_ATTEMPTS = 5;
/** Ids a re-read names at most: the lists' `ids` filter takes up to their page size (100, 10 contracts). */
const IDS_PER_READ = 100;
/** The feed's page size where the server does not say. */
const FEED_LIMIT = 1000;
const DEFAULT_POLL_MS = 60_000;
const DEFAULT_PARALLEL_READS = 4;
/** Requests left in the window for the next feed poll: reads never spend the last one. */
const POLL_RESERVE = 1;

const snapshotError = (detail: string) =>
  new HrApiError({ operationId: 'getSnapshot', status: 200, code: 'invalid_response', detail });

const ALL_RESOURCES: readonly SyncResource[] = ['collaborators', 'absences', 'workLocations'];

function idOf(item: unknown): string {
  const id = typeof item === 'object' && item !== null && 'id' in item ? item.id : undefined;
  if (typeof id !== 'string') throw new TypeError('a list item without an id');
  return id;
}

/** A field of a parsed JSON value, undefined when the value is no object. */
function fieldOf(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

/**
 * The message that puts `item` in the copy. The item was read from the list of `resource` (the list
 * operation of RESOURCES), so it has that list's item shape: the one place the pairing is asserted.
 */
function upsert(resource: SyncResource, item: unknown): SyncMessage {
  return { kind: 'upsert', resource, item } as SyncMessage;
}

/** What a feed page asks of each resource: the records to delete, and the re-reads of the changed. */
interface PagePlan {
  resource: SyncResource;
  changed: string[];
  deleted: string[];
  reads: (() => Promise<unknown[]>)[];
}

/** One sync's reads: its settings, and what it has counted of the server's rate-limit window. */
class SyncReads {
  readonly resources: readonly SyncResource[];
  private readonly scope: ParamObject;
  private readonly callOptions: CallOptions;
  private readonly listParams: ParamObject;
  private readonly feedLimit: number;
  private readonly types: string;
  /** What is left of the window the server last told of, as this sync counts its own reads. */
  private window: { told: RateLimitState; left: number; resetAt: number } | undefined;

  constructor(
    private readonly deps: SyncDependencies,
    private readonly options: SyncOptions,
  ) {
    const { organizationId, establishmentId, signal } = options;
    this.resources = options.resources ?? ALL_RESOURCES;
    this.scope = establishmentId === undefined ? { organizationId } : { organizationId, establishmentId };
    this.callOptions = signal ? { signal } : {};
    // The largest feed page the server allows: fewer polls, and each list re-read once per page.
    this.feedLimit = options.feedLimit ?? deps.maxLimit('listChanges') ?? FEED_LIMIT;
    this.listParams =
      options.pageLimit === undefined ? this.scope : { ...this.scope, limit: options.pageLimit };
    this.types = eventTypes(this.resources);
  }

  /**
   * Every item of a list. By cursor the read is exact; against a server without cursors, a list
   * that moved during a page-numbered read is read again (the feed covers the rest).
   */
  async readAll(resource: SyncResource): Promise<unknown[]> {
    for (let attempt = 1; ; attempt++) {
      const items: unknown[] = [];
      try {
        for await (const item of this.deps.paginate(
          RESOURCES[resource].list,
          this.listParams,
          this.callOptions,
        )) {
          items.push(item);
        }
        return items;
      } catch (error) {
        if (!(error instanceof HrApiPaginationError) || attempt >= FULL_READ_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * The reads that give the current list items of `ids`, in the list's own shape, through the
   * list's `ids` filter: one request per 100 ids (or the list's page size if smaller), whatever the
   * list's length. A server whose list has no such filter gets a full read of it, by cursor.
   */
  private rereads(resource: SyncResource, ids: string[]): (() => Promise<unknown[]>)[] {
    const list = RESOURCES[resource].list;
    if (!this.deps.accepts(list, 'ids')) return [() => this.readAll(resource)];
    const perRead = Math.min(IDS_PER_READ, this.deps.maxLimit(list) ?? IDS_PER_READ);
    const reads: (() => Promise<unknown[]>)[] = [];
    for (let start = 0; start < ids.length; start += perRead) {
      const params = { ...this.scope, ids: ids.slice(start, start + perRead).join(','), limit: perRead };
      reads.push(async () => {
        const items: unknown[] = [];
        for await (const item of this.deps.paginate(list, params, this.callOptions)) items.push(item);
        return items;
      });
    }
    return reads;
  }

  /**
   * Lets a read start while the window the server told of has requests left beyond those in
   * flight and the next poll's; otherwise waits for the window's reset. Without headers, no wait.
   */
  private readonly admit = async (inFlight: number): Promise<void> => {
    for (;;) {
      const told = this.deps.rateLimit?.();
      if (told === undefined) return;
      if (this.window?.told !== told) {
        this.window = { told, left: told.remaining - inFlight, resetAt: told.resetAt };
      }
      // Past the reset and told nothing since: a fresh window, as far as this sync knows.
      if (Date.now() >= this.window.resetAt) {
        this.window = { told, left: told.limit - inFlight, resetAt: Number.POSITIVE_INFINITY };
      }
      if (this.window.left > POLL_RESERVE || this.window.resetAt === Number.POSITIVE_INFINITY) {
        this.window.left--;
        return;
      }
      await sleep(this.window.resetAt - Date.now(), this.options.signal);
    }
  };

  /** Per resource, what the page's events ask: the last event of each record decides. */
  private planPage(events: readonly ChangeEvent[]): PagePlan[] {
    return this.resources.map((resource) => {
      const prefix = `${RESOURCES[resource].event}.`;
      // The last event of each resource decides: deleted, or changed (then read again).
      const last = new Map<string, string>();
      for (const event of events) {
        if (event.type.startsWith(prefix)) last.set(event.resourceId, event.type.slice(prefix.length));
      }
      const changed = [...last].filter(([, kind]) => kind !== 'deleted').map(([id]) => id);
      const deleted = [...last].filter(([, kind]) => kind === 'deleted').map(([id]) => id);
      return {
        resource,
        changed,
        deleted,
        reads: changed.length === 0 ? [] : this.rereads(resource, changed),
      };
    });
  }

  /** The messages of one feed page: its deletions, and the re-read state of what it changed. */
  async *applyPage(events: readonly ChangeEvent[]): AsyncGenerator<SyncMessage, void, undefined> {
    const plans = this.planPage(events);
    // Every read of the page at once (within the rate limit), then applied list by list.
    const read = await inParallel(
      plans.flatMap((plan) => plan.reads),
      this.options.parallelReads ?? DEFAULT_PARALLEL_READS,
      this.admit,
    );
    let at = 0;
    for (const { resource, changed, deleted, reads } of plans) {
      for (const id of deleted) yield { kind: 'delete', resource, id };
      const items = read.slice(at, at + reads.length).flat();
      at += reads.length;
      const wanted = new Set(changed);
      for (const item of items) {
        if (!wanted.delete(idOf(item))) continue;
        yield upsert(resource, item);
      }
      // Changed, then deleted (or moved out of the establishment) since: its deletion is what stands.
      for (const id of wanted) yield { kind: 'delete', resource, id };
    }
  }

  /**
   * The first read, in one request: every record of the resources in one consistent view, and the
   * feed's cursor of that view. Applied as the lines arrive; a stream cut before its cursor line
   * throws (what was yielded is then no copy: the next run starts again with a `reset`).
   */
  private async *fromSnapshot(): AsyncGenerator<SyncMessage, string, undefined> {
    const byList = new Map<string, SyncResource>(this.resources.map((r) => [RESOURCES[r].snapshot, r]));
    const lists = [...byList.keys()].join(',');
    const params = { organizationId: this.options.organizationId, lists };
    let cursor: string | undefined;
    for await (const batch of this.deps.stream('getSnapshot', params, this.callOptions)) {
      for (const line of batch) {
        if (cursor !== undefined) throw snapshotError('a line after the cursor line');
        const lineCursor = fieldOf(line, 'cursor');
        if (typeof lineCursor === 'string') {
          cursor = lineCursor;
          continue;
        }
        const list = fieldOf(line, 'list');
        const resource = typeof list === 'string' ? byList.get(list) : undefined;
        if (resource !== undefined) yield upsert(resource, fieldOf(line, 'data'));
      }
    }
    if (cursor === undefined) throw snapshotError('the stream ended without its cursor line: it was cut');
    return cursor;
  }

  /**
   * A full read, after a `reset`: the snapshot where the server has one and the sync is not
   * limited to an establishment; otherwise the feed's latest cursor, then every list by cursor.
   */
  async *fullRead(reason: 'start' | 'cursor_expired'): AsyncGenerator<SyncMessage, string, undefined> {
    yield { kind: 'reset', reason };
    const { organizationId, establishmentId } = this.options;
    if (establishmentId === undefined && this.deps.serves('getSnapshot')) return yield* this.fromSnapshot();
    const latest = (await this.deps.call('getLatestChangeCursor', { organizationId }, this.callOptions)) as {
      cursor: string;
    };
    for (const resource of this.resources) {
      for (const item of await this.readAll(resource)) yield upsert(resource, item);
    }
    return latest.cursor;
  }

  /**
   * The feed's pages after `cursor` until the last, each applied and counted in `lag`; the cursor
   * after the last page. Throws `cursor_expired` when the server no longer keeps `cursor`.
   */
  async *catchUp(cursor: string, lag: LagCounter): AsyncGenerator<SyncMessage, string, undefined> {
    let after = cursor;
    for (let hasMore = true; hasMore; ) {
      const page = (await this.deps.call(
        'listChanges',
        { ...this.scope, after, limit: this.feedLimit, types: this.types },
        this.callOptions,
      )) as ChangePage;
      yield* this.applyPage(page.data);
      lag.count(page.data);
      after = page.nextCursor;
      hasMore = page.hasMore;
    }
    return after;
  }
}

/**
 * The sync recipe: take the feed's latest cursor, read every list in full by cursor, then apply
 * the changes after that cursor and keep polling. Events carry no data: what an event names is
 * read again in the list's own shape, through the list's `ids` filter (one request per list and
 * per 100 changed records), and what is no longer there was deleted since. One shape per resource:
 * the list item.
 */
export async function* sync(
  deps: SyncDependencies,
  options: SyncOptions,
): AsyncGenerator<SyncMessage, void, undefined> {
  const reads = new SyncReads(deps, options);
  const lag = new LagCounter();
  let cursor = options.cursor;
  let reason: 'start' | 'cursor_expired' = 'start';
  for (;;) {
    if (cursor === undefined) cursor = yield* reads.fullRead(reason);
    try {
      cursor = yield* reads.catchUp(cursor, lag);
    } catch (error) {
      if (!isCursorExpired(error)) throw error;
      cursor = undefined;
      reason = 'cursor_expired';
      continue;
    }
    yield lag.synced(cursor);
    if (options.follow === false) return;
    await sleep(options.pollIntervalMs ?? DEFAULT_POLL_MS, options.signal);
  }
}
