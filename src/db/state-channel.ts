import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { BoundedCache } from '../shared/bounded-cache.ts';
import { STATE_CHANNEL } from './migrations/0038_state_notify.ts';
import { pgDriver } from './pg-driver.ts';
import { localWriteMark } from './postgres-pool.ts';
import type { Database } from './schema.ts';
import type { Store } from './store.ts';

/** What a state read remembers of the channel when it starts, to know whether it may be cached. */
export interface ReadTicket {
  seq: number;
  epoch: number;
  localMark: number;
}

interface Cached<S> {
  state: S;
  epoch: number;
  localMark: number;
}

/** Organizations cached: beyond it, the least recently read is read again. */
const CACHED_ORGANIZATIONS = 10_000;

/**
 * PostgreSQL: the organizations' states cached in memory and dropped by the notifications of
 * migration 0038, so a warm hit asks the store nothing. A cached state is trusted only while
 *
 * 1. the LISTEN connection that was up when it was read is still the one up (a state read before
 *    a gap, or before LISTEN was in place, is read again), and
 * 2. a heartbeat on that connection, sent less than the lease ago, has been answered: PostgreSQL
 *    signals the listeners of a transaction before its committer hears of the commit, and sends a
 *    listener what it was signalled before answering its next statement, so every commit that
 *    was acknowledged before that heartbeat was sent has dropped what it changed; and
 * 3. no write of this process has ended since it was read (its own next request must see it at
 *    once, before its notification comes back).
 *
 * Otherwise the state is read as before (SharedStateReads). A revocation made by this process
 * waits out the lease before it answers (settleKeyChange): by then every instance either heard it
 * or no longer trusts what it caches. Revocations by plain SQL or the CLI are seen within the lease.
 */
export class StateChannel<S> {
  private client: pg.Client | undefined;
  private listening = false;
  private closed = false;
  /** Moves with each connection up or lost: a state read under another epoch is not cached. */
  private epoch = 0;
  /** performance.now() when the newest answered heartbeat (or the LISTEN) was sent. */
  private freshAsOf = Number.NEGATIVE_INFINITY;
  private heartbeatSentAt: number | undefined;
  private seq = 0;
  private keySeq = 0;
  /** The newest notification per organization, held only while some state read is in flight. */
  private readonly touched = new Map<string, number>();
  private inFlight = 0;
  private readonly cached = new BoundedCache<string, Cached<S>>(CACHED_ORGANIZATIONS);
  private delayMs = 250;
  private timer: NodeJS.Timeout | undefined;
  private readonly beat: NodeJS.Timeout;
  /** Notifications received, connections made, heartbeats answered (tests, bench, logs). */
  readonly counts = { notifications: 0, connections: 0, heartbeats: 0 };

  constructor(
    private readonly connectionString: string,
    readonly leaseMs: number,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  ) {
    this.beat = setInterval(() => this.heartbeat(), Math.max(25, Math.floor(leaseMs / 4)));
    this.beat.unref();
    void this.connect();
  }

  /** True while cached states may be used (conditions 1 and 2 above). */
  get trusted(): boolean {
    return this.listening && performance.now() - this.freshAsOf < this.leaseMs;
  }

  /** The state cached for the organization, if it may be used now. */
  get(organizationId: string): S | undefined {
    if (!this.trusted) return undefined;
    const cached = this.cached.get(organizationId);
    if (!cached || cached.epoch !== this.epoch || cached.localMark !== localWriteMark()) return undefined;
    return cached.state;
  }

  /** Before a state read: what end() compares with afterwards. */
  begin(): ReadTicket {
    this.inFlight += 1;
    return { seq: this.seq, epoch: this.epoch, localMark: localWriteMark() };
  }

  /** After a state read (`state` undefined if it failed): cached if nothing it may miss came meanwhile. */
  end(organizationId: string, ticket: ReadTicket, state: S | undefined): void {
    this.inFlight -= 1;
    const unchanged =
      ticket.epoch === this.epoch &&
      ticket.localMark === localWriteMark() &&
      this.keySeq <= ticket.seq &&
      (this.touched.get(organizationId) ?? 0) <= ticket.seq;
    if (state !== undefined && unchanged && this.listening)
      this.cached.set(organizationId, { state, epoch: ticket.epoch, localMark: ticket.localMark });
    if (this.inFlight === 0) this.touched.clear();
  }

  private notified(payload: string | undefined): void {
    this.counts.notifications += 1;
    this.seq += 1;
    let organizationId: unknown;
    try {
      organizationId = (JSON.parse(payload ?? '') as { o?: unknown }).o;
    } catch {
      organizationId = undefined;
    }
    if (typeof organizationId === 'string') {
      this.cached.delete(organizationId);
      if (this.inFlight > 0) this.touched.set(organizationId, this.seq);
      return;
    }
    // A key generation, or a payload not understood: nothing cached is trusted.
    this.keySeq = this.seq;
    this.cached.clear();
  }

  private heartbeat(): void {
    const client = this.client;
    if (!client || !this.listening) return;
    const now = performance.now();
    if (this.heartbeatSentAt !== undefined) {
      // Unanswered past the lease: the connection is silent, perhaps for good; made again.
      if (now - this.heartbeatSentAt > this.leaseMs) this.lost(client, new Error('heartbeat unanswered'));
      return;
    }
    this.heartbeatSentAt = now;
    client.query('select 1').then(
      () => {
        if (client !== this.client) return;
        this.freshAsOf = Math.max(this.freshAsOf, now);
        this.heartbeatSentAt = undefined;
        this.counts.heartbeats += 1;
      },
      (error: unknown) => this.lost(client, error),
    );
  }

  private lost(lostClient: pg.Client, error: unknown): void {
    if (this.client !== lostClient) return;
    this.client = undefined;
    this.heartbeatSentAt = undefined;
    if (this.listening) {
      this.log.warn(
        { err: error instanceof Error ? { message: error.message } : undefined },
        'read state: notifications lost; reading the state on each request until they are back',
      );
    }
    this.listening = false;
    this.epoch += 1;
    this.cached.clear();
    lostClient.end().catch(() => {});
    if (this.closed) return;
    this.timer = setTimeout(() => void this.connect(), this.delayMs);
    this.timer.unref();
    this.delayMs = Math.min(this.delayMs * 2, 5_000);
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const next = new (pgDriver().Client)({
      connectionString: this.connectionString,
      connectionTimeoutMillis: 3000,
      keepAlive: true,
      application_name: 'hrapi-state',
    });
    this.client = next;
    next.on('notification', (message) => this.notified(message.payload));
    next.on('error', (error) => this.lost(next, error));
    next.on('end', () => this.lost(next, new Error('connection ended')));
    const sentAt = performance.now();
    try {
      await next.connect();
      await next.query(`LISTEN ${STATE_CHANNEL}`);
    } catch (error) {
      this.lost(next, error);
      return;
    }
    if (this.client !== next || this.closed) return;
    // Only states read from now on are cached: whatever they miss will be notified.
    this.epoch += 1;
    this.cached.clear();
    this.freshAsOf = sentAt;
    this.listening = true;
    this.delayMs = 250;
    this.counts.connections += 1;
    if (this.counts.connections > 1) this.log.info('read state: notifications are back');
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    clearInterval(this.beat);
    this.listening = false;
    this.cached.clear();
    const last = this.client;
    this.client = undefined;
    await last?.end().catch(() => {});
  }
}

const channels = new WeakMap<Store, StateChannel<unknown>>();
const channelsByDb = new WeakMap<Kysely<Database>, StateChannel<unknown>>();

/** Starts caching the store's organization states from notifications (PostgreSQL, lease > 0). */
export function startStateChannel<S>(
  store: Store,
  connectionString: string,
  leaseMs: number,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): StateChannel<S> {
  const channel = new StateChannel<S>(connectionString, leaseMs, log);
  channels.set(store, channel as StateChannel<unknown>);
  channelsByDb.set(store.db, channel as StateChannel<unknown>);
  return channel;
}

export function stateChannelOf<S>(store: Store): StateChannel<S> | undefined {
  return channels.get(store) as StateChannel<S> | undefined;
}

/** A margin over the lease for the clocks of two processes and a timer that fires late. */
const SETTLE_MARGIN_MS = 50;

/**
 * After a revocation (a key, a grant, an app) committed through `db`, before answering: the lease
 * and a margin pass, so every instance that still trusts its cached states has heard of it (their
 * heartbeat was sent after the commit), and the next request anywhere refuses the revoked caller.
 * Nothing to wait for where no state is cached from notifications (SQLite, lease 0).
 */
export async function settleKeyChange(db: Kysely<Database>): Promise<void> {
  const channel = channelsByDb.get(db);
  if (!channel) return;
  await new Promise((resolve) => setTimeout(resolve, channel.leaseMs + SETTLE_MARGIN_MS));
}

/** `work`'s result, once settled (settleKeyChange) if `changed` says it changed a caller's standing. */
export async function settledAfter<T>(
  db: Kysely<Database>,
  work: Promise<T>,
  changed: (result: T) => boolean,
): Promise<T> {
  const result = await work;
  if (changed(result)) await settleKeyChange(db);
  return result;
}
