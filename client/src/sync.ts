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

/** A line of the snapshot: a record with its list's name, or the closing cursor. */
interface SnapshotLine {
  list?: string;
  data?: unknown;
  cursor?: string;
}

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

function idOf(item: unknown): string {
  const id = typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined;
  if (typeof id !== 'string') throw new TypeError('a list item without an id');
  return id;
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
  const { organizationId, establishmentId, signal } = options;
  const resources = options.resources ?? (Object.keys(RESOURCES) as SyncResource[]);
  const scope: ParamObject =
    establishmentId === undefined ? { organizationId } : { organizationId, establishmentId };
  const callOptions: CallOptions = signal ? { signal } : {};
  // The largest feed page the server allows: fewer polls, and each list re-read once per page.
  const feedLimit = options.feedLimit ?? deps.maxLimit('listChanges') ?? FEED_LIMIT;
  const listParams: ParamObject =
    options.pageLimit === undefined ? scope : { ...scope, limit: options.pageLimit };
  const types = resources
    .flatMap((r) => {
      const prefix = RESOURCES[r].event;
      const kinds = ['created', 'updated', 'deleted', ...(r === 'collaborators' ? ['status_changed'] : [])];
      return kinds.map((kind) => `${prefix}.${kind}`);
    })
    .join(',');

  /**
   * Every item of a list. By cursor the read is exact; against a server without cursors, a list
   * that moved during a page-numbered read is read again (the feed covers the rest).
   */
  async function readAll<R extends SyncResource>(resource: R): Promise<Items[R][]> {
    for (let attempt = 1; ; attempt++) {
      const items: Items[R][] = [];
      try {
        for await (const item of deps.paginate(RESOURCES[resource].list, listParams, callOptions)) {
          items.push(item as Items[R]);
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
  function rereads<R extends SyncResource>(resource: R, ids: string[]): (() => Promise<Items[R][]>)[] {
    const list = RESOURCES[resource].list;
    if (!deps.accepts(list, 'ids')) return [() => readAll(resource)];
    const perRead = Math.min(IDS_PER_READ, deps.maxLimit(list) ?? IDS_PER_READ);
    const reads: (() => Promise<Items[R][]>)[] = [];
    for (let start = 0; start < ids.length; start += perRead) {
      const params = { ...scope, ids: ids.slice(start, start + perRead).join(','), limit: perRead };
      reads.push(async () => {
        const items: Items[R][] = [];
        for await (const item of deps.paginate(list, params, callOptions)) items.push(item as Items[R]);
        return items;
      });
    }
    return reads;
  }

  /** What is left of the window the server last told of, as this sync counts its own reads. */
  let window: { told: RateLimitState; left: number; resetAt: number } | undefined;

  /**
   * Lets a read start while the window the server told of has requests left beyond those in
   * flight and the next poll's; otherwise waits for the window's reset. Without headers, no wait.
   */
  async function admit(inFlight: number): Promise<void> {
    for (;;) {
      const told = deps.rateLimit?.();
      if (told === undefined) return;
      if (window?.told !== told) window = { told, left: told.remaining - inFlight, resetAt: told.resetAt };
      // Past the reset and told nothing since: a fresh window, as far as this sync knows.
      if (Date.now() >= window.resetAt) {
        window = { told, left: told.limit - inFlight, resetAt: Number.POSITIVE_INFINITY };
      }
      if (window.left > POLL_RESERVE || window.resetAt === Number.POSITIVE_INFINITY) {
        window.left--;
        return;
      }
      await sleep(window.resetAt - Date.now(), signal);
    }
  }

  async function* applyPage(events: ChangeEvent[]): AsyncGenerator<SyncMessage, void, undefined> {
    const plans = resources.map((resource) => {
      const prefix = `${RESOURCES[resource].event}.`;
      // The last event of each resource decides: deleted, or changed (then read again).
      const last = new Map<string, string>();
      for (const event of events) {
        if (event.type.startsWith(prefix)) last.set(event.resourceId, event.type.slice(prefix.length));
      }
      const changed = [...last].filter(([, kind]) => kind !== 'deleted').map(([id]) => id);
      const deleted = [...last].filter(([, kind]) => kind === 'deleted').map(([id]) => id);
      return { resource, changed, deleted, reads: changed.length === 0 ? [] : rereads(resource, changed) };
    });
    // Every read of the page at once (within the rate limit), then applied list by list.
    const read = await inParallel(
      plans.flatMap((plan) => plan.reads as (() => Promise<unknown[]>)[]),
      options.parallelReads ?? DEFAULT_PARALLEL_READS,
      admit,
    );
    let at = 0;
    for (const { resource, changed, deleted, reads } of plans) {
      for (const id of deleted) yield { kind: 'delete', resource, id };
      const items = read.slice(at, at + reads.length).flat();
      at += reads.length;
      const wanted = new Set(changed);
      for (const item of items) {
        if (!wanted.delete(idOf(item))) continue;
        yield { kind: 'upsert', resource, item } as SyncMessage;
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
  async function* fromSnapshot(): AsyncGenerator<SyncMessage, string, undefined> {
    const byList = new Map<string, SyncResource>(resources.map((r) => [RESOURCES[r].snapshot, r]));
    const lists = [...byList.keys()].join(',');
    let cursor: string | undefined;
    for await (const batch of deps.stream('getSnapshot', { organizationId, lists }, callOptions)) {
      for (const value of batch) {
        if (cursor !== undefined) throw snapshotError('a line after the cursor line');
        const line = value as SnapshotLine;
        if (typeof line.cursor === 'string') {
          cursor = line.cursor;
          continue;
        }
        const resource = line.list === undefined ? undefined : byList.get(line.list);
        if (resource !== undefined) yield { kind: 'upsert', resource, item: line.data } as SyncMessage;
      }
    }
    if (cursor === undefined) throw snapshotError('the stream ended without its cursor line: it was cut');
    return cursor;
  }

  let cursor = options.cursor;
  let changes = 0;
  let oldestUnsynced: number | null = null;
  let newestChangeAt: string | null = null;
  let reason: 'start' | 'cursor_expired' = 'start';
  for (;;) {
    if (cursor === undefined) {
      yield { kind: 'reset', reason };
      if (establishmentId === undefined && deps.serves('getSnapshot')) {
        cursor = yield* fromSnapshot();
      } else {
        const latest = (await deps.call('getLatestChangeCursor', { organizationId }, callOptions)) as {
          cursor: string;
        };
        cursor = latest.cursor;
        for (const resource of resources) {
          for (const item of await readAll(resource)) yield { kind: 'upsert', resource, item } as SyncMessage;
        }
      }
    }
    try {
      for (let hasMore = true; hasMore; ) {
        const page = (await deps.call(
          'listChanges',
          { ...scope, after: cursor, limit: feedLimit, types },
          callOptions,
        )) as ChangePage;
        yield* applyPage(page.data);
        for (const event of page.data) {
          const at = event.occurredAt === undefined ? Number.NaN : Date.parse(event.occurredAt);
          if (Number.isNaN(at) || event.occurredAt === undefined) continue;
          oldestUnsynced = Math.min(oldestUnsynced ?? at, at);
          if (newestChangeAt === null || at > Date.parse(newestChangeAt)) newestChangeAt = event.occurredAt;
        }
        changes += page.data.length;
        cursor = page.nextCursor;
        hasMore = page.hasMore;
      }
    } catch (error) {
      if (!(error instanceof HrApiError && error.code === ('cursor_expired' as string))) throw error;
      cursor = undefined;
      reason = 'cursor_expired';
      continue;
    }
    const lagMs = oldestUnsynced === null ? null : Math.max(0, Date.now() - oldestUnsynced);
    yield { kind: 'synced', cursor, changes, lagMs, newestChangeAt };
    changes = 0;
    oldestUnsynced = null;
    if (options.follow === false) return;
    await sleep(options.pollIntervalMs ?? DEFAULT_POLL_MS, signal);
  }
}
