import { sql } from 'kysely';
import { BoundedCache, processCache } from '../shared/bounded-cache.ts';
import { DEFAULT_TIMEZONE, todayIn } from '../shared/time.ts';
import { compiledOnce } from './compiled-once.ts';
import { COUNT_VERSIONS, type CountVersion, DATA_KINDS, type DataKind, kindColumn } from './data-kinds.ts';
import { stateChannelOf } from './state-channel.ts';
import type { Store } from './store.ts';

/** What every read of an organization depends on besides its rows: its data versions and date. */
export interface OrganizationReadState {
  /** Bumped by the database itself on every write of the organization's HR data (0013). */
  version: number;
  /** The version of each kind of data, bumped with `version` by a write of that kind (0020). */
  kinds: Record<DataKind, number>;
  /** The finer versions a count depends on (0022): a phone update moves `people`, not these. */
  counts: Record<CountVersion, number>;
  /** Today, `YYYY-MM-DD`, in the organization's time zone: the reference of employment status. */
  today: string;
  /** The store's key generation: in-memory keys are trusted only while it is unchanged. */
  keyGeneration: number;
  /**
   * The change feed's position (`change_counters`): its newest change number, every change up to
   * it committed, and the highest number pruned. Read in the same statement, so a feed request
   * spends no round trip of its own on it.
   */
  feed: { latest: number; prunedThrough: number };
  /**
   * The primary's WAL insert position read with the state (PostgreSQL; null on SQLite): every
   * write this state shows lies before it, so a replica that replayed it answers as the primary.
   */
  walPosition: string | null;
}

export type StateRow = Record<string, number | string | null>;

/** The versions' columns, in the order of DATA_KINDS then COUNT_VERSIONS. */
const versionColumns = () =>
  sql.join([...DATA_KINDS, ...COUNT_VERSIONS].map((kind) => sql.ref(`v.${kindColumn(kind)}`)));

/**
 * The state statement, compiled once per store: every API request runs it, and building and
 * compiling it through the query builder each time cost more CPU than running it (a warm hit's
 * profile). One row whatever exists: versions and time zone joined on their primary keys.
 */
const stateOf = compiledOnce(
  ['organizationId'],
  (_db, v) => sql<StateRow>`
      select v.version, ${versionColumns()}, o.timezone,
        (select generation from key_generation where id = 1) as key_generation,
        cc.last_seq as feed_latest, cc.pruned_through as feed_pruned_through
      from (select 1 as one) as here
      left join data_versions as v on v.organization_id = ${v.organizationId}
      left join organizations as o on o.id = ${v.organizationId}
      left join change_counters as cc on cc.organization_id = ${v.organizationId}`,
);

/** The state without today's date, which is computed (per minute) from the time zone. */
export type StoredState = Omit<OrganizationReadState, 'today'> & { timeZone: string };

function parseRow(row: StateRow): StoredState {
  const number = (column: string) => Number(row[column] ?? 0);
  // Frozen: one state may now serve many requests, none of which may change it for the others.
  return deepFreeze({
    version: number('version'),
    kinds: Object.fromEntries(DATA_KINDS.map((kind) => [kind, number(kindColumn(kind))])) as Record<
      DataKind,
      number
    >,
    counts: Object.fromEntries(COUNT_VERSIONS.map((count) => [count, number(kindColumn(count))])) as Record<
      CountVersion,
      number
    >,
    keyGeneration: number('key_generation'),
    feed: { latest: number('feed_latest'), prunedThrough: number('feed_pruned_through') },
    walPosition: typeof row.wal_position === 'string' ? row.wal_position : null,
    timeZone: typeof row.timezone === 'string' ? row.timezone : DEFAULT_TIMEZONE,
  });
}

function deepFreeze(state: StoredState): StoredState {
  Object.freeze(state.kinds);
  Object.freeze(state.counts);
  Object.freeze(state.feed);
  return Object.freeze(state);
}

/**
 * The states read since the store's commit mark last moved, by organization. Where the store can
 * tell that nothing was committed by anyone since (SQLite's `data_version`, a few microseconds), a
 * request reuses the state instead of running the statement: what it would read is what was read.
 * Any commit, by this process's writer or any other process, moves the mark and drops them all.
 */
interface CachedStates {
  mark: number;
  states: BoundedCache<string, StoredState>;
}
const cachedStates = new WeakMap<Store, CachedStates>();
/** Organizations remembered between two commits: beyond it, the least recently read is read again. */
const CACHED_ORGANIZATIONS = 10_000;

async function storedState(store: Store, organizationId: string): Promise<StoredState> {
  // The mark is read before the statement: a commit in between moves it, and the next read re-reads.
  const mark = store.commitMark();
  if (mark === undefined) return notifiedState(store, organizationId);
  let cached = cachedStates.get(store);
  if (cached?.mark !== mark) {
    cached = { mark, states: new BoundedCache(CACHED_ORGANIZATIONS) };
    cachedStates.set(store, cached);
  }
  const state = cached.states.get(organizationId);
  if (state) return state;
  const [row] = await stateOf(store.db, { organizationId });
  const read = parseRow(row ?? {});
  if (cached.mark === mark) cached.states.set(organizationId, read);
  return read;
}

/**
 * PostgreSQL: the state cached from notifications where the channel allows it (state-channel.ts),
 * else a share of a statement; what is read is cached for the next request if nothing came meanwhile.
 */
async function notifiedState(store: Store, organizationId: string): Promise<StoredState> {
  const channel = stateChannelOf<StoredState>(store);
  if (!channel) return sharedReads(store).read(organizationId);
  const cached = channel.get(organizationId);
  if (cached) return cached;
  const ticket = channel.begin();
  let read: StoredState | undefined;
  try {
    read = await sharedReads(store).read(organizationId);
    return read;
  } finally {
    channel.end(organizationId, ticket, read);
  }
}

/** The states of many organizations in one statement (PostgreSQL): one row per id asked for. */
const statesOf = compiledOnce(
  ['organizationIds'],
  (_db, v) => sql<StateRow>`
      select asked.id as organization_id, v.version, ${versionColumns()}, o.timezone,
        (select generation from key_generation where id = 1) as key_generation,
        cc.last_seq as feed_latest, cc.pruned_through as feed_pruned_through,
        pg_current_wal_insert_lsn()::text as wal_position
      from unnest(${v.organizationIds}::text[]) as asked(id)
      left join data_versions as v on v.organization_id = asked.id
      left join organizations as o on o.id = asked.id
      left join change_counters as cc on cc.organization_id = asked.id`,
);

interface Waiter {
  resolve(state: StoredState): void;
  reject(error: unknown): void;
}

/**
 * Reads of the state shared by the requests that arrive together (PostgreSQL, where no cheap
 * signal says that nothing was committed): the requests of one turn of the event loop ask in one
 * statement, sent at the end of that turn, for every organization asked for. A request never
 * joins a statement already sent: every request still reads a state committed before it began,
 * or later (a revocation or a write committed by any process is seen by the very next request,
 * as with a statement of its own), and under load one round trip serves every request that came
 * in with it. Statements of successive turns run side by side, each on its own connection, as the
 * requests' own statements did: one that hangs or is cut fails its own requests only.
 */
export class SharedStateReads {
  private next = new Map<string, Waiter[]>();
  private scheduled = false;
  /** Statements sent so far. */
  statements = 0;

  constructor(private readonly run: (organizationIds: string[]) => Promise<StateRow[]>) {}

  read(organizationId: string): Promise<StoredState> {
    return new Promise((resolve, reject) => {
      const waiters = this.next.get(organizationId);
      if (waiters) waiters.push({ resolve, reject });
      else this.next.set(organizationId, [{ resolve, reject }]);
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.send());
      }
    });
  }

  private async send(): Promise<void> {
    const batch = this.next;
    this.next = new Map();
    this.scheduled = false;
    try {
      this.statements += 1;
      const rows = await this.run([...batch.keys()]);
      const byId = new Map(rows.map((row) => [String(row.organization_id), row]));
      for (const [organizationId, waiters] of batch) {
        const state = parseRow(byId.get(organizationId) ?? {});
        for (const waiter of waiters) waiter.resolve(state);
      }
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  }
}

const sharedStateReads = new WeakMap<Store, SharedStateReads>();

function sharedReads(store: Store): SharedStateReads {
  let reads = sharedStateReads.get(store);
  if (!reads) {
    const db = store.db;
    reads = new SharedStateReads((organizationIds) => statesOf(db, { organizationIds }));
    sharedStateReads.set(store, reads);
  }
  return reads;
}

/**
 * Versions, time zone and key generation: one statement of primary-key look-ups, or none where the
 * store can tell that nothing was committed since the same organization's last one (SQLite) or
 * where the state is cached from notifications (PostgreSQL, state-channel.ts), else a share of one
 * sent after the request arrived (PostgreSQL without notifications).
 */
export async function readOrganizationState(
  store: Store,
  organizationId: string,
): Promise<OrganizationReadState> {
  const stored = await storedState(store, organizationId);
  const today = todayOf(stored.timeZone);
  const cached = withToday.get(stored);
  if (cached?.today === today) return cached;
  // Named fields, not `{ timeZone, ...state }`: V8 runs a rest with an excluded key in its
  // runtime, and that one line was a large share of a warm hit's CPU (see docs/performance.md,
  // "Figures behind the code").
  const state: OrganizationReadState = Object.freeze({
    version: stored.version,
    kinds: stored.kinds,
    counts: stored.counts,
    keyGeneration: stored.keyGeneration,
    feed: stored.feed,
    walPosition: stored.walPosition,
    today,
  });
  withToday.set(stored, state);
  return state;
}

/**
 * The state as requests see it, once per stored state and date: where no commit happened (SQLite's
 * cached states), requests share one frozen object instead of each building its own.
 */
const withToday = new WeakMap<StoredState, OrganizationReadState>();

/**
 * Today in a time zone, formatted once a minute: every zone's offset is a whole number of
 * minutes, so its date changes only on a minute of UTC. Bounded like the formatters it uses
 * (about 600 zones exist; the bound only stops a flood of invalid ones).
 */
const todays = processCache<string, { today: string; from: number; until: number }>(
  'today-by-time-zone',
  1_000,
);

function todayOf(timeZone: string): string {
  const now = Date.now();
  const cached = todays.get(timeZone);
  if (cached && now >= cached.from && now < cached.until) return cached.today;
  const from = now - (now % 60_000);
  const today = todayIn(timeZone, new Date(now));
  todays.set(timeZone, { today, from, until: from + 60_000 });
  return today;
}

/** The part of the state an answer depending on these kinds is keyed by ('all': the version). */
export function stampOf(state: OrganizationReadState, dependsOn: readonly DataKind[] | 'all'): string {
  const versions = dependsOn === 'all' ? `v${state.version}` : dependsOn.map((k) => state.kinds[k]).join('.');
  return `${versions}@${state.today}`;
}

/** The stamp of a count: the finer versions it depends on (0022), and the date. */
export function countStampOf(state: OrganizationReadState, dependsOn: readonly CountVersion[]): string {
  return `${dependsOn.map((c) => `${c[0]}${state.counts[c]}`).join('.')}@${state.today}`;
}
