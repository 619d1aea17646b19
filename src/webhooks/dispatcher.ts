import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Store } from '../db/store.ts';
import { loggable } from '../shared/loggable.ts';
import {
  type EndpointBatch,
  type EndpointSource,
  type LeasedEndpoint,
  organizationEndpoints,
  type Settlement,
} from './claims.ts';
import { refusalFailure } from './failure.ts';
import { delivers, keptAliveConnections, postEvent, type SendResult } from './send.ts';
import { signedHeaders } from './signature.ts';
import { resolveDeliveryAddress, type UrlPolicy } from './url-guard.ts';
import { type ChangeListener, listenForChanges } from './wake.ts';

export interface WebhookSettings {
  /** Seconds before each retry; after the last retry fails the endpoint (a partner app's: that organization's lane) is disabled. */
  retrySeconds: readonly number[];
  policy: UrlPolicy;
  /** A receiver that has not answered by then has failed the attempt. */
  timeoutMs?: number;
  /** Between looks for work when no notification comes (PostgreSQL notifies at each commit). */
  pollMs?: number;
  /** Endpoints this process sends to at once, each one request at a time. */
  lanes?: number;
  /** Settled deliveries and their attempts are deleted this many days after (at start, then hourly). */
  retentionDays?: number;
  pruneEveryMs?: number;
  /** PostgreSQL: LISTEN here for changes committed, to send them at once. */
  notifications?: { connectionString: string };
  clock?: () => Date;
  /** The kinds of endpoints worked; organizations' alone by default. */
  sources?: readonly EndpointSource[];
}

export interface WebhookDispatcher {
  /** Looks for work now and waits until the endpoints it found have nothing more to send. */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

/** Deliveries read per endpoint at a time; their attempts are recorded together. */
const BATCH = 200;
/** Attempts wait at most this long to be recorded with others. */
const SETTLE_EVERY_MS = 100;

type DispatcherLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;
type DeliveryAddress = Awaited<ReturnType<typeof resolveDeliveryAddress>>;

/** A lease left behind holds the endpoint until it expires: try again when the store is busy. */
async function release(endpoint: LeasedEndpoint, at: Date, log: DispatcherLog): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await endpoint.release(at);
      return;
    } catch (error) {
      if (attempt === 3) {
        log.warn({ err: loggable(error) }, 'webhook endpoint not released; its lease will expire');
        return;
      }
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
}

class Dispatcher implements WebhookDispatcher {
  private readonly clock: () => Date;
  private readonly timeoutMs: number;
  private readonly maxLanes: number;
  private readonly owner = randomUUID();
  private readonly sources: readonly EndpointSource[];
  private readonly connections = keptAliveConnections();
  private readonly aborts = new AbortController();
  private readonly lanes = new Map<string, Promise<void>>();
  private readonly listener: ChangeListener | undefined;
  private readonly timer: NodeJS.Timeout;
  private readonly pruneTimer: NodeJS.Timeout;
  private stopped = false;
  private scanning: Promise<void> | undefined;
  private scanAgain = false;
  private pruning: Promise<void> = Promise.resolve();

  constructor(
    store: Store,
    private readonly settings: WebhookSettings,
    private readonly log: DispatcherLog,
  ) {
    this.clock = settings.clock ?? (() => new Date());
    this.timeoutMs = settings.timeoutMs ?? 10_000;
    this.maxLanes = settings.lanes ?? 64;
    this.sources = settings.sources ?? [organizationEndpoints(store)];
    this.listener = settings.notifications
      ? listenForChanges(settings.notifications.connectionString, () => void this.scan(), log)
      : undefined;
    this.timer = setInterval(() => void this.scan(), settings.pollMs ?? (this.listener ? 1000 : 200));
    this.timer.unref();
    void this.scan();
    this.prune();
    this.pruneTimer = setInterval(() => this.prune(), settings.pruneEveryMs ?? 3_600_000);
    this.pruneTimer.unref();
  }

  async runOnce(): Promise<void> {
    await this.scan();
    while (this.lanes.size > 0) await Promise.all([...this.lanes.values()]);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearInterval(this.pruneTimer);
    this.aborts.abort();
    await this.listener?.close();
    await this.scanning;
    await Promise.all([...this.lanes.values()]);
    await this.pruning;
    this.connections.close();
  }

  private lane(endpoint: LeasedEndpoint): Promise<void> {
    return this.runLane(endpoint).catch((error) => {
      this.log.warn({ err: loggable(error), endpointId: endpoint.id }, 'webhook lane failed; retrying later');
    });
  }

  private async runLane(endpoint: LeasedEndpoint): Promise<void> {
    let releaseAt = this.clock();
    try {
      while (!this.stopped) {
        await endpoint.enqueue();
        const batch = await endpoint.nextBatch(this.clock(), BATCH);
        if (batch.status !== 'active') return;
        if (batch.deliveries.length === 0) {
          if (batch.blockedUntil) releaseAt = batch.blockedUntil;
          return;
        }
        const outcome = await this.sendBatch(endpoint, batch);
        if (outcome === 'done') continue;
        if (outcome instanceof Date) releaseAt = outcome;
        return;
      }
    } finally {
      this.lanes.delete(endpoint.key);
      await release(endpoint, releaseAt, this.log);
      if (!this.stopped) void this.scan();
    }
  }

  /** Sends the batch in order; stops at the first failure. Returns until when the endpoint waits. */
  private async sendBatch(endpoint: LeasedEndpoint, batch: EndpointBatch): Promise<'done' | 'stop' | Date> {
    let pending: Settlement[] = [];
    let since = performance.now();
    const flush = async () => {
      const settled = pending;
      pending = [];
      since = performance.now();
      if (settled.length === 0) return 'done' as const;
      const outcome = await endpoint.settle(settled, this.settings.retrySeconds, this.clock());
      if (outcome.kind === 'continue') return 'done' as const;
      return outcome.kind === 'retrying' ? outcome.until : ('stop' as const);
    };
    // Checked once per batch: every connection of the batch goes to this address.
    const target = await resolveDeliveryAddress(batch.url, this.settings.policy);
    for (const delivery of batch.deliveries) {
      const result = await this.attempt(batch, target, delivery.id, delivery.payload);
      if (result === undefined) break;
      pending.push({ delivery, result, at: this.clock() });
      if (!delivers(result)) return flush();
      if (performance.now() - since >= SETTLE_EVERY_MS || pending.length >= BATCH) {
        const outcome = await flush();
        if (outcome !== 'done') return outcome;
      }
    }
    const outcome = await flush();
    return this.stopped ? 'stop' : outcome;
  }

  /** One attempt; undefined when the dispatcher stopped during it (nothing to record). */
  private async attempt(
    batch: EndpointBatch,
    target: DeliveryAddress,
    id: string,
    payload: string,
  ): Promise<SendResult | undefined> {
    if (this.stopped) return undefined;
    const result: SendResult = target.ok
      ? await postEvent({
          url: batch.url,
          address: target,
          headers: signedHeaders(batch.secrets, id, payload, this.clock()),
          body: payload,
          timeoutMs: this.timeoutMs,
          connections: this.connections,
          signal: this.aborts.signal,
        })
      : {
          statusCode: null,
          latencyMs: 0,
          excerpt: null,
          error: `refused: the URL ${target.problem}`,
          failure: refusalFailure(target.refusal),
        };
    return this.stopped ? undefined : result;
  }

  /** Leases endpoints with work for the free lanes; one look at a time, repeated if asked meanwhile. */
  private scan(): Promise<void> {
    if (this.scanning) {
      this.scanAgain = true;
      return this.scanning;
    }
    this.scanning = this.scanWhileAsked()
      .catch((error) => {
        this.log.warn({ err: loggable(error) }, 'webhook scan failed; retrying at the next one');
      })
      .finally(() => {
        this.scanning = undefined;
      });
    return this.scanning;
  }

  private async scanWhileAsked(): Promise<void> {
    do {
      this.scanAgain = false;
      if (this.stopped) return;
      for (const source of this.sources) {
        const busy = new Set(this.lanes.keys());
        const leased = await source.lease(this.owner, this.clock(), this.maxLanes - this.lanes.size, busy);
        for (const endpoint of leased) this.lanes.set(endpoint.key, this.lane(endpoint));
      }
    } while (this.scanAgain);
  }

  private prune(): void {
    const { retentionDays } = this.settings;
    if (retentionDays === undefined || this.stopped) return;
    this.pruning = this.pruning
      .then(async () => {
        let pruned = 0;
        for (const source of this.sources) pruned += await source.prune(this.clock(), retentionDays);
        return pruned;
      })
      .then(
        (pruned) => {
          if (pruned > 0) this.log.info({ pruned }, 'webhook deliveries past their retention deleted');
        },
        (error) =>
          this.log.warn({ err: loggable(error) }, 'webhook retention failed; retrying at the next pass'),
      );
  }
}

/**
 * The delivery loop of each server process. Every instance runs it; the store decides who works
 * which endpoint (a lease, claimed FOR UPDATE SKIP LOCKED on PostgreSQL, in the single writer on
 * SQLite), so several instances never send one delivery twice, and deliveries waiting in the
 * store go out after a restart. Each leased endpoint gets its own lane: it turns new changes into
 * deliveries, sends them one at a time in order over a kept-alive connection and records them in
 * batches. A slow or hanging receiver only holds its own lane, never another endpoint's.
 */
export function startWebhookDispatcher(
  store: Store,
  settings: WebhookSettings,
  log: DispatcherLog,
): WebhookDispatcher {
  return new Dispatcher(store, settings, log);
}
