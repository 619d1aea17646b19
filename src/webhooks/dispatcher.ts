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
import { delivers, keptAliveConnections, postEvent, type SendResult } from './send.ts';
import { signedHeaders } from './signature.ts';
import { resolveDeliveryAddress, type UrlPolicy } from './url-guard.ts';
import { type ChangeListener, listenForChanges } from './wake.ts';

export interface WebhookSettings {
  /** Seconds before each retry; after the last retry fails the endpoint is disabled. */
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
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): WebhookDispatcher {
  const clock = settings.clock ?? (() => new Date());
  const timeoutMs = settings.timeoutMs ?? 10_000;
  const maxLanes = settings.lanes ?? 64;
  const owner = randomUUID();
  const sources = settings.sources ?? [organizationEndpoints(store)];
  const connections = keptAliveConnections();
  const aborts = new AbortController();
  const lanes = new Map<string, Promise<void>>();
  let stopped = false;
  let scanning: Promise<void> | undefined;
  let scanAgain = false;

  const lane = (endpoint: LeasedEndpoint) =>
    runLane(endpoint).catch((error) => {
      log.warn({ err: loggable(error), endpointId: endpoint.id }, 'webhook lane failed; retrying later');
    });

  async function runLane(endpoint: LeasedEndpoint): Promise<void> {
    let releaseAt = clock();
    try {
      while (!stopped) {
        await endpoint.enqueue();
        const batch = await endpoint.nextBatch(clock(), BATCH);
        if (batch.status !== 'active') return;
        if (batch.deliveries.length === 0) {
          if (batch.blockedUntil) releaseAt = batch.blockedUntil;
          return;
        }
        const outcome = await sendBatch(endpoint, batch);
        if (outcome === 'done') continue;
        if (outcome instanceof Date) releaseAt = outcome;
        return;
      }
    } finally {
      lanes.delete(endpoint.key);
      // A lease left behind holds the endpoint until it expires: try again when the store is busy.
      for (let attempt = 1; ; attempt++) {
        try {
          await endpoint.release(releaseAt);
          break;
        } catch (error) {
          if (attempt === 3) {
            log.warn({ err: loggable(error) }, 'webhook endpoint not released; its lease will expire');
            break;
          }
          await new Promise((r) => setTimeout(r, 100 * attempt));
        }
      }
      if (!stopped) void scan();
    }
  }

  /** Sends the batch in order; stops at the first failure. Returns until when the endpoint waits. */
  async function sendBatch(endpoint: LeasedEndpoint, batch: EndpointBatch): Promise<'done' | 'stop' | Date> {
    let pending: Settlement[] = [];
    let since = performance.now();
    const flush = async () => {
      const settled = pending;
      pending = [];
      since = performance.now();
      if (settled.length === 0) return 'done' as const;
      const outcome = await endpoint.settle(settled, settings.retrySeconds, clock());
      if (outcome.kind === 'continue') return 'done' as const;
      return outcome.kind === 'retrying' ? outcome.until : ('stop' as const);
    };
    // Checked once per batch: every connection of the batch goes to this address.
    const target = await resolveDeliveryAddress(batch.url, settings.policy);
    for (const delivery of batch.deliveries) {
      const result = await attempt(batch, target, delivery.id, delivery.payload);
      if (result === undefined) break;
      pending.push({ delivery, result, at: clock() });
      if (!delivers(result)) return flush();
      if (performance.now() - since >= SETTLE_EVERY_MS || pending.length >= BATCH) {
        const outcome = await flush();
        if (outcome !== 'done') return outcome;
      }
    }
    const outcome = await flush();
    return stopped ? 'stop' : outcome;
  }

  /** One attempt; undefined when the dispatcher stopped during it (nothing to record). */
  async function attempt(
    batch: EndpointBatch,
    target: Awaited<ReturnType<typeof resolveDeliveryAddress>>,
    id: string,
    payload: string,
  ): Promise<SendResult | undefined> {
    if (stopped) return undefined;
    const result: SendResult = target.ok
      ? await postEvent({
          url: batch.url,
          address: target,
          headers: signedHeaders(batch.secrets, id, payload, clock()),
          body: payload,
          timeoutMs,
          connections,
          signal: aborts.signal,
        })
      : { statusCode: null, latencyMs: 0, excerpt: null, error: `refused: the URL ${target.problem}` };
    return stopped ? undefined : result;
  }

  /** Leases endpoints with work for the free lanes; one look at a time, repeated if asked meanwhile. */
  function scan(): Promise<void> {
    if (scanning) {
      scanAgain = true;
      return scanning;
    }
    scanning = (async () => {
      do {
        scanAgain = false;
        if (stopped) return;
        for (const source of sources) {
          const leased = await source.lease(owner, clock(), maxLanes - lanes.size, new Set(lanes.keys()));
          for (const endpoint of leased) lanes.set(endpoint.key, lane(endpoint));
        }
      } while (scanAgain);
    })()
      .catch((error) => {
        log.warn({ err: loggable(error) }, 'webhook scan failed; retrying at the next one');
      })
      .finally(() => {
        scanning = undefined;
      });
    return scanning;
  }

  const listener: ChangeListener | undefined = settings.notifications
    ? listenForChanges(settings.notifications.connectionString, () => void scan(), log)
    : undefined;
  const pollMs = settings.pollMs ?? (listener ? 1000 : 200);
  const timer = setInterval(() => void scan(), pollMs);
  timer.unref();
  void scan();

  let pruning: Promise<void> = Promise.resolve();
  const prune = () => {
    const { retentionDays } = settings;
    if (retentionDays === undefined || stopped) return;
    pruning = pruning
      .then(async () => {
        let pruned = 0;
        for (const source of sources) pruned += await source.prune(clock(), retentionDays);
        return pruned;
      })
      .then(
        (pruned) => {
          if (pruned > 0) log.info({ pruned }, 'webhook deliveries past their retention deleted');
        },
        (error) => log.warn({ err: loggable(error) }, 'webhook retention failed; retrying at the next pass'),
      );
  };
  prune();
  const pruneTimer = setInterval(prune, settings.pruneEveryMs ?? 3_600_000);
  pruneTimer.unref();

  return {
    async runOnce() {
      await scan();
      while (lanes.size > 0) await Promise.all([...lanes.values()]);
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearInterval(pruneTimer);
      aborts.abort();
      await listener?.close();
      await scanning;
      await Promise.all([...lanes.values()]);
      await pruning;
      connections.close();
    },
  };
}
