import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Store } from '../db/store.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import { uuidv7 } from '../shared/ids.ts';
import { enqueueChanges } from './deliveries.ts';
import type { DeliveryFailure } from './failure.ts';
import { pruneDeliveries } from './retention.ts';
import { delivers, type SendResult } from './send.ts';

/**
 * How long a dispatcher holds an endpoint without settling. It renews the lease at every
 * settlement, which comes at least once per attempt timeout (10 s): another instance only takes
 * the endpoint over from one that stopped (crashed, frozen) for this long.
 */
export const LEASE_MS = 60_000;

export interface EndpointRef {
  organizationId: string;
  id: string;
}

/**
 * Leases up to `limit` active endpoints that have work (changes not yet turned into deliveries,
 * or a due first delivery) and no live lease, least recently worked first. One write transaction:
 * on PostgreSQL the rows are taken FOR UPDATE SKIP LOCKED, so two instances never lease one
 * endpoint; SQLite has one writer at a time.
 */
export async function leaseEndpoints(
  store: Store,
  owner: string,
  now: Date,
  limit: number,
  exclude: ReadonlySet<string>,
): Promise<EndpointRef[]> {
  if (limit <= 0) return [];
  const at = now.toISOString();
  const candidates = (db: Kysely<Database>) =>
    db
      .selectFrom('webhook_endpoints as e')
      .select(['e.organization_id', 'e.id'])
      .where('e.status', '=', 'active')
      .where((eb) => eb.or([eb('e.lease_until', 'is', null), eb('e.lease_until', '<', at)]))
      .where((eb) =>
        eb.or([
          eb(
            'e.cursor',
            '<',
            eb
              .selectFrom('change_counters as c')
              .select('c.last_seq')
              .whereRef('c.organization_id', '=', 'e.organization_id'),
          ),
          eb.exists(
            eb
              .selectFrom('webhook_deliveries as d')
              .select('d.id')
              .whereRef('d.organization_id', '=', 'e.organization_id')
              .whereRef('d.endpoint_id', '=', 'e.id')
              .where('d.status', '=', 'pending')
              .where('d.next_attempt_at', '<=', at),
          ),
        ]),
      )
      .orderBy(sql`coalesce(e.lease_until, '')`)
      .limit(limit + exclude.size);
  const wanted = (rows: { organization_id: string; id: string }[]) =>
    rows.filter((row) => !exclude.has(laneKey(row.organization_id, row.id))).slice(0, limit);
  // A plain read first: an idle store is never asked for its write lock.
  if (wanted(await candidates(store.db).execute()).length === 0) return [];
  return writeTransaction(store, async (trx) => {
    const query = candidates(trx);
    const rows = wanted(
      await (store.engine === 'postgres' ? query.forUpdate().skipLocked() : query).execute(),
    );
    const until = new Date(now.getTime() + LEASE_MS).toISOString();
    for (const row of rows) {
      await trx
        .updateTable('webhook_endpoints')
        .set({ lease_owner: owner, lease_until: until })
        .where('organization_id', '=', row.organization_id)
        .where('id', '=', row.id)
        .execute();
    }
    return rows.map((row) => ({ organizationId: row.organization_id, id: row.id }));
  });
}

export const laneKey = (organizationId: string, endpointId: string) => `${organizationId}\u0000${endpointId}`;

/**
 * Lets the endpoint go: at once (`until` now, which also ranks it last among those waiting), or
 * not before its first delivery's next attempt while that one is retrying.
 */
export async function releaseEndpoint(
  store: Store,
  endpoint: EndpointRef,
  owner: string,
  until: Date,
): Promise<void> {
  await writeTransaction(store, (trx) =>
    trx
      .updateTable('webhook_endpoints')
      .set({ lease_owner: null, lease_until: until.toISOString() })
      .where('organization_id', '=', endpoint.organizationId)
      .where('id', '=', endpoint.id)
      .where('lease_owner', '=', owner)
      .execute(),
  );
}

export interface ClaimedDelivery {
  organizationId: string;
  id: string;
  endpointId: string;
  payload: string;
  attempts: number;
}

export interface EndpointBatch {
  status: 'active' | 'disabled' | 'gone';
  url: string;
  /** The signing secrets: the current one, and the previous one during a rotation. */
  secrets: string[];
  /** The endpoint's next deliveries in order, as far as they are due. */
  deliveries: ClaimedDelivery[];
  /** When the first waiting delivery is retrying: its next attempt. */
  blockedUntil: Date | undefined;
}

/**
 * The leased endpoint's next waiting deliveries, in order (creation, then the change's number,
 * then id), as far as they are due: a retrying first delivery holds back the ones behind it, so
 * an endpoint receives its events in order. Reads only: the endpoint's lease is the claim.
 */
export async function nextBatch(
  db: Kysely<Database>,
  endpoint: EndpointRef,
  now: Date,
  limit: number,
): Promise<EndpointBatch> {
  const at = now.toISOString();
  const row = await db
    .selectFrom('webhook_endpoints')
    .select(['status', 'url', 'secret', 'previous_secret', 'previous_secret_until'])
    .where('organization_id', '=', endpoint.organizationId)
    .where('id', '=', endpoint.id)
    .executeTakeFirst();
  if (!row) return { status: 'gone', url: '', secrets: [], deliveries: [], blockedUntil: undefined };
  const secrets =
    row.previous_secret && row.previous_secret_until && row.previous_secret_until > at
      ? [row.secret, row.previous_secret]
      : [row.secret];
  const waiting = await db
    .selectFrom('webhook_deliveries')
    .select(['id', 'payload', 'attempts', 'next_attempt_at'])
    .where('organization_id', '=', endpoint.organizationId)
    .where('endpoint_id', '=', endpoint.id)
    .where('status', '=', 'pending')
    .orderBy('created_at')
    .orderBy((eb) => eb.fn.coalesce('seq', eb.val(0)))
    .orderBy('id')
    .limit(limit)
    .execute();
  const due = waiting.findIndex((d) => d.next_attempt_at > at);
  const deliveries = (due === -1 ? waiting : waiting.slice(0, due)).map((d) => ({
    organizationId: endpoint.organizationId,
    id: d.id,
    endpointId: endpoint.id,
    payload: d.payload,
    attempts: d.attempts,
  }));
  const first = waiting[0];
  return {
    status: row.status,
    url: row.url,
    secrets,
    deliveries,
    blockedUntil: due === 0 && first ? new Date(first.next_attempt_at) : undefined,
  };
}

export interface Settlement {
  delivery: ClaimedDelivery;
  result: SendResult;
  at: Date;
}

/** Why a failed attempt failed; a non-2xx answer is the only failure without its own kind. */
function failureOf(result: SendResult): DeliveryFailure {
  return result.failure ?? 'http_status';
}

/** The row of one attempt, whoever owns the endpoint (an organization or a partner app). */
export function attemptColumns({
  delivery,
  result,
  at,
}: Pick<Settlement, 'result' | 'at'> & {
  delivery: { id: string };
}) {
  return {
    id: uuidv7(),
    delivery_id: delivery.id,
    attempted_at: at.toISOString(),
    status_code: result.statusCode,
    latency_ms: result.latencyMs,
    response_excerpt: result.excerpt,
    error: result.error,
    reason_kind: delivers(result) ? null : failureOf(result),
  };
}

export type SettledOutcome =
  | { kind: 'continue' }
  /** The first delivery failed and will be retried then: the endpoint waits till then. */
  | { kind: 'retrying'; until: Date }
  /** The last retry failed: the delivery failed for good and the endpoint is disabled. */
  | { kind: 'disabled' }
  /** Another dispatcher holds the endpoint now (this one stalled past its lease). */
  | { kind: 'lost' };

export const ROWS_PER_INSERT = 200;

/**
 * What a failed attempt leads to, by the retry schedule: the next try, or (after the last one) the
 * delivery failed for good and its endpoint disabled, with the reason the console shows.
 */
export function failedAttempt(
  attemptsBefore: number,
  result: SendResult,
  retrySeconds: readonly number[],
  now: Date,
): { attempts: number; retryAt: Date | null; disabledReason: string; reasonKind: DeliveryFailure } {
  const attempts = attemptsBefore + 1;
  const retrying = attempts <= retrySeconds.length;
  const status = result.statusCode !== null ? `HTTP ${result.statusCode}` : null;
  const last = [status, result.error].filter((part) => part !== null).join(': ') || 'no answer';
  return {
    attempts,
    retryAt: retrying ? new Date(now.getTime() + (retrySeconds[attempts - 1] ?? 0) * 1000) : null,
    disabledReason: `disabled at ${now.toISOString()} after ${attempts} failed attempts to deliver one event (last: ${last.slice(0, 200)})`,
    reasonKind: failureOf(result),
  };
}

/**
 * What settling a batch writes for one kind of endpoint (an organization's, a partner app's): its
 * own tables and keys. The rules of a settlement are `settleBatch`'s, the same for every kind.
 */
export interface SettlementWrites {
  /** Renews the lease; false when another dispatcher holds the endpoint now. */
  renewLease(trx: Transaction<Database>, leaseUntil: string): Promise<boolean>;
  recordAttempts(trx: Transaction<Database>, batch: readonly Settlement[]): Promise<void>;
  markDelivered(trx: Transaction<Database>, deliveryIds: readonly string[], at: string): Promise<void>;
  markFailed(
    trx: Transaction<Database>,
    delivery: ClaimedDelivery,
    failure: ReturnType<typeof failedAttempt>,
    at: string,
  ): Promise<void>;
  disable(
    trx: Transaction<Database>,
    delivery: ClaimedDelivery,
    failure: ReturnType<typeof failedAttempt>,
    at: string,
  ): Promise<void>;
}

/**
 * Records a batch of attempts of one endpoint in one write transaction, and renews the lease. A
 * 2xx answer delivers; anything else (only ever the batch's last, since a lane stops at a
 * failure) schedules the next try by the retry schedule, and after the last one the delivery
 * fails and the endpoint is disabled (the console says so; an admin turns it back on).
 */
export function settleBatch(
  store: Store,
  writes: SettlementWrites,
  settlements: readonly Settlement[],
  retrySeconds: readonly number[],
  now: Date,
): Promise<SettledOutcome> {
  const at = now.toISOString();
  return writeTransaction(store, async (trx) => {
    const held = await writes.renewLease(trx, new Date(now.getTime() + LEASE_MS).toISOString());
    for (let i = 0; i < settlements.length; i += ROWS_PER_INSERT) {
      await writes.recordAttempts(trx, settlements.slice(i, i + ROWS_PER_INSERT));
    }
    const delivered = settlements.filter((s) => delivers(s.result)).map((s) => s.delivery.id);
    for (let i = 0; i < delivered.length; i += ROWS_PER_INSERT) {
      await writes.markDelivered(trx, delivered.slice(i, i + ROWS_PER_INSERT), at);
    }
    let outcome: SettledOutcome = held ? { kind: 'continue' } : { kind: 'lost' };
    for (const { delivery, result } of settlements.filter((s) => !delivers(s.result))) {
      const failure = failedAttempt(delivery.attempts, result, retrySeconds, now);
      await writes.markFailed(trx, delivery, failure, at);
      if (failure.retryAt) {
        outcome = { kind: 'retrying', until: failure.retryAt };
        continue;
      }
      await writes.disable(trx, delivery, failure, at);
      outcome = { kind: 'disabled' };
    }
    return outcome;
  });
}

/** An organization's endpoint: its rows in webhook_endpoints, _deliveries and _attempts. */
function organizationWrites(endpoint: EndpointRef, owner: string): SettlementWrites {
  return {
    async renewLease(trx, leaseUntil) {
      const renewed = await trx
        .updateTable('webhook_endpoints')
        .set({ lease_until: leaseUntil })
        .where('organization_id', '=', endpoint.organizationId)
        .where('id', '=', endpoint.id)
        .where('lease_owner', '=', owner)
        .executeTakeFirst();
      return Number(renewed.numUpdatedRows) > 0;
    },
    async recordAttempts(trx, batch) {
      await trx
        .insertInto('webhook_attempts')
        .values(
          batch.map((settlement) => ({
            organization_id: settlement.delivery.organizationId,
            ...attemptColumns(settlement),
          })),
        )
        .execute();
    },
    async markDelivered(trx, deliveryIds, at) {
      await trx
        .updateTable('webhook_deliveries')
        .set((eb) => ({
          status: 'succeeded',
          attempts: eb('attempts', '+', 1),
          next_attempt_at: at,
          locked_until: null,
          updated_at: at,
        }))
        .where('organization_id', '=', endpoint.organizationId)
        .where('id', 'in', deliveryIds)
        .execute();
    },
    async markFailed(trx, delivery, failure, at) {
      await trx
        .updateTable('webhook_deliveries')
        .set({
          status: failure.retryAt ? 'pending' : 'failed',
          attempts: failure.attempts,
          next_attempt_at: failure.retryAt ? failure.retryAt.toISOString() : at,
          locked_until: null,
          updated_at: at,
        })
        .where('organization_id', '=', delivery.organizationId)
        .where('id', '=', delivery.id)
        .execute();
    },
    async disable(trx, delivery, failure, at) {
      await trx
        .updateTable('webhook_endpoints')
        .set({
          status: 'disabled',
          disabled_reason: failure.disabledReason,
          disabled_reason_kind: failure.reasonKind,
          lease_owner: null,
          lease_until: null,
          updated_at: at,
        })
        .where('organization_id', '=', delivery.organizationId)
        .where('id', '=', delivery.endpointId)
        .execute();
    },
  };
}

/** Settles a batch of an organization's endpoint. */
export function settle(
  store: Store,
  endpoint: EndpointRef,
  owner: string,
  settlements: readonly Settlement[],
  retrySeconds: readonly number[],
  now: Date,
): Promise<SettledOutcome> {
  return settleBatch(store, organizationWrites(endpoint, owner), settlements, retrySeconds, now);
}

/**
 * An endpoint this dispatcher holds the lease of, with what its lane does in the store. Each kind
 * of endpoint (an organization's, a partner app's) gives its own; the lane itself is one.
 */
export interface LeasedEndpoint {
  /** Tells lanes apart across every kind of endpoint. */
  key: string;
  /** For logs; never a secret. */
  id: string;
  /** Turns the changes logged since the endpoint's cursor(s) into deliveries. */
  enqueue(): Promise<unknown>;
  nextBatch(now: Date, limit: number): Promise<EndpointBatch>;
  settle(
    settlements: readonly Settlement[],
    retrySeconds: readonly number[],
    now: Date,
  ): Promise<SettledOutcome>;
  release(until: Date): Promise<void>;
}

/** A kind of endpoint the dispatcher works: how to lease those with work, and prune their past. */
export interface EndpointSource {
  lease(owner: string, now: Date, limit: number, exclude: ReadonlySet<string>): Promise<LeasedEndpoint[]>;
  /** Deletes deliveries settled before the retention; returns how many went. */
  prune(now: Date, retentionDays: number): Promise<number>;
}

const ORGANIZATION_LANE = 'org\u0000';

/** The webhook endpoints of organizations (issue 12). */
export function organizationEndpoints(store: Store): EndpointSource {
  return {
    async lease(owner, now, limit, exclude) {
      const own = new Set(
        [...exclude]
          .filter((key) => key.startsWith(ORGANIZATION_LANE))
          .map((key) => key.slice(ORGANIZATION_LANE.length)),
      );
      const leased = await leaseEndpoints(store, owner, now, limit, own);
      return leased.map((endpoint) => ({
        key: ORGANIZATION_LANE + laneKey(endpoint.organizationId, endpoint.id),
        id: endpoint.id,
        enqueue: () => enqueueChanges(store, endpoint.organizationId, endpoint.id),
        nextBatch: (at, batch) => nextBatch(store.db, endpoint, at, batch),
        settle: (settlements, retrySeconds, at) =>
          settle(store, endpoint, owner, settlements, retrySeconds, at),
        release: (until) => releaseEndpoint(store, endpoint, owner, until),
      }));
    },
    prune: (now, retentionDays) => pruneDeliveries(store, now, retentionDays),
  };
}
