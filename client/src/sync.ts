import { HrApiError, HrApiPaginationError } from './errors.ts';
import type { OperationSpec } from './operation-spec.ts';
import { type CallOptions, type ParamObject, type RateLimitState, sleep } from './transport.ts';
import type { ItemOf } from './types.ts';

/** The lists a sync keeps, each with its list operation and its event prefix in the change feed. */
const RESOURCES = {
  collaborators: { list: 'listCollaborators', event: 'collaborator', snapshot: 'collaborators' },
  absences: { list: 'listAbsences', event: 'absence', snapshot: 'absences' },
  workLocations: { list: 'listWorkLocations', event: 'work_location', snapshot: 'work-locations' },
} as const;

export type SyncResource = keyof typeof RESOURCES;

interface Items {
  collaborators: ItemOf<'listCollaborators'>;
  absences: ItemOf<'listAbsences'>;
  workLocations: ItemOf<'listWorkLocations'>;
}

/** What a sync tells its consumer, in order; applying them in order keeps a copy equal to the server. */
export type SyncMessage =
  /** A full read starts: forget the copy (at the start, or when the saved cursor expired). */
  | { kind: 'reset'; reason: 'start' | 'cursor_expired' }
  | { [R in SyncResource]: { kind: 'upsert'; resource: R; item: Items[R] } }[SyncResource]
  | { kind: 'delete'; resource: SyncResource; id: string }
  /**
   * Caught up with every change up to `cursor`: save it, and pass it as `cursor` to resume later.
   * `changes` counts the feed events applied since the previous `synced`; `lagMs` is how long the
   * oldest of them waited between its write on the server (`occurredAt`) and this message, null
   * when there was none; `newestChangeAt` is the `occurredAt` of the newest applied so far.
   */
  | { kind: 'synced'; cursor: string; changes: number; lagMs: number | null; newestChangeAt: string | null };

export interface SyncOptions {
  organizationId: string;
  /** Default: collaborators, absences and work locations. */
  resources?: readonly SyncResource[];
  establishmentId?: string;
  /** A cursor from an earlier `synced` message: resume from it without a full read. */
  cursor?: string;
  /** Keep polling the feed after catching up (default true); false stops at the first `synced`. */
  follow?: boolean;
  /** Between polls once caught up. Default 60 s. */
  pollIntervalMs?: number;
  /** Events per feed page. Default: the largest the server allows (1000). */
  feedLimit?: number;
  /** Items per list page of the full read, up to the list's maximum. Default 100 (or less). */
  pageLimit?: number;
  /**
   * Reads of a feed page sent at once (one per list and per 100 changed records). Default 4; fewer
   * when the server's `RateLimit` headers leave fewer requests in the window, none until it resets
   * when they leave none.
   */
  parallelReads?: number;
  signal?: AbortSignal;
}

/** The feed of issue 12, as documented; the generated table's entries are used when present. */
export const FEED_OPERATIONS: Record<'listChanges' | 'getLatestChangeCursor', OperationSpec> = {
  listChanges: {
    method: 'GET',
    path: '/organizations/{organizationId}/changes',
    pathParams: ['organizationId'],
    queryParams: ['after', 'limit', 'types', 'establishmentId'],
    defaultedParams: ['limit'],
    bodyParams: [],
    hasBody: false,
    maxLimit: 1000,
    items: null,
  },
  getLatestChangeCursor: {
    method: 'GET',
    path: '/organizations/{organizationId}/changes/latest',
    pathParams: ['organizationId'],
    queryParams: [],
    defaultedParams: [],
    bodyParams: [],
    hasBody: false,
    maxLimit: null,
    items: null,
  },
};

interface ChangeEvent {
  cursor: string;
  type: string;
  resourceId: string;
  occurredAt?: string;
}

interface ChangePage {
  data: ChangeEvent[];
  nextCursor: string;
  hasMore: boolean;
}

export interface SyncDependencies {
  /** Whether the operation takes this query parameter (the document of the server says). */
  accepts(operationId: string, parameter: string): boolean;
  /** The largest `limit` the operation takes, if it has one (the document of the server says). */
  maxLimit(operationId: string): number | null;
  /** Whether the server's document has this operation. */
  serves(operationId: string): boolean;
  call(operationId: string, params: ParamObject, options?: CallOptions): Promise<unknown>;
  /** A streamed NDJSON answer, parsed as it arrives, a batch of values at a time (the snapshot). */
  stream(operationId: string, params: ParamObject, options?: CallOptions): AsyncIterable<unknown[]>;
  paginate(
    operationId: string,
    params: ParamObject,
    options?: CallOptions,
  ): AsyncGenerator<unknown, void, undefined>;
  /** The rate limit the server told on its last answer (its `RateLimit` headers), if any. */
  rateLimit?(): RateLimitState | undefined;
}

const FULL_READ_ATTEMPTS = 5;
/** Ids a re-read names at most: the lists' `ids` filter takes up to their page size (100, 10 contracts). */
const IDS_PER_READ = 100;
/** The feed's page size where the server does not say. */
const FEED_LIMIT = 1000;
const DEFAULT_POLL_MS = 60_000;
const DEFAULT_PARALLEL_READS = 4;
/** Requests left in the window for the next feed poll: reads never spend the last one. */
const POLL_RESERVE = 1;

/**
 * Runs `tasks` with at most `parallel` at once, each started only once `admit` lets it; the
 * results in the tasks' order. The first failure rejects (the others still settle).
 */
async function inParallel<T>(
  tasks: (() => Promise<T>)[],
  parallel: number,
  admit: (inFlight: number) => Promise<void>,
): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  let inFlight = 0;
  async function worker(): Promise<void> {
    // Admitted only while a task is left: a worker with nothing to do never waits for a window.
    while (next < tasks.length) {
      await admit(inFlight);
      const index = next++;
      const task = tasks[index];
      if (task === undefined) return;
      inFlight++;
      try {
        results[index] = await task();
      } finally {
        inFlight--;
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(parallel, tasks.length)) }, worker));
  return results;
}

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

/** Whether the server refused the saved cursor as too old: the copy is then read again in full. */
function isCursorExpired(error: unknown): boolean {
  if (!(error instanceof HrApiError)) return false;
  // `cursor_expired` is a code of the feed, which the generated problem codes may not list yet.
  const code: string = error.code;
  return code === 'cursor_expired';
}

/** The event types of `resources` in the change feed, as the feed's `types` filter takes them. */
function eventTypes(resources: readonly SyncResource[]): string {
  return resources
    .flatMap((r) => {
      const prefix = RESOURCES[r].event;
      const kinds = ['created', 'updated', 'deleted', ...(r === 'collaborators' ? ['status_changed'] : [])];
      return kinds.map((kind) => `${prefix}.${kind}`);
    })
    .join(',');
}

/** What a feed page asks of each resource: the records to delete, and the re-reads of the changed. */
interface PagePlan {
  resource: SyncResource;
  changed: string[];
  deleted: string[];
  reads: (() => Promise<unknown[]>)[];
}

/**
 * The feed events applied since the last `synced` message, as `synced` reports them: how many, the
 * oldest write not yet reported (for the lag) and the newest write applied so far.
 */
class LagCounter {
  private changes = 0;
  private oldestUnsynced: number | null = null;
  private newestChangeAt: string | null = null;

  count(events: readonly ChangeEvent[]): void {
    for (const event of events) {
      const at = event.occurredAt === undefined ? Number.NaN : Date.parse(event.occurredAt);
      if (Number.isNaN(at) || event.occurredAt === undefined) continue;
      this.oldestUnsynced = Math.min(this.oldestUnsynced ?? at, at);
      if (this.newestChangeAt === null || at > Date.parse(this.newestChangeAt)) {
        this.newestChangeAt = event.occurredAt;
      }
    }
    this.changes += events.length;
  }

  /** The `synced` message for `cursor`; the count and the lag start again from it. */
  synced(cursor: string): SyncMessage {
    const lagMs = this.oldestUnsynced === null ? null : Math.max(0, Date.now() - this.oldestUnsynced);
    const message: SyncMessage = {
      kind: 'synced',
      cursor,
      changes: this.changes,
      lagMs,
      newestChangeAt: this.newestChangeAt,
    };
    this.changes = 0;
    this.oldestUnsynced = null;
    return message;
  }
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
