import { type Kysely, sql } from 'kysely';
import { latestChangeNumber } from '../changes/change-log.ts';
import { listChangeEvents, type StoredChange } from '../changes/changes.queries.ts';
import { encodeCursor } from '../changes/cursor.ts';
import type { Database } from '../db/schema.ts';
import type { Store } from '../db/store.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import { uuidv7 } from '../shared/ids.ts';
import { eventTypesOf, TEST_EVENT_TYPE } from './endpoints.ts';
import { type DeliveryFailure, storedFailure } from './failure.ts';

/** Changes turned into deliveries per endpoint and pass. */
const FAN_OUT_BATCH = 1000;

/**
 * The body of a delivery: Standard Webhooks' `{type, timestamp, data}`, the dataless event in
 * `data`. An endpoint that hears several organizations (a partner app's) is told whose event it is.
 */
export function eventPayload(
  organizationId: string,
  change: StoredChange,
  { withOrganization = false, reason }: { withOrganization?: boolean; reason?: string | undefined } = {},
): string {
  return JSON.stringify({
    type: change.type,
    timestamp: change.occurredAt,
    data: {
      ...(withOrganization ? { organizationId } : {}),
      cursor: encodeCursor(organizationId, change.seq),
      type: change.type,
      resourceId: change.resourceId,
      ...(change.collaboratorId !== null ? { collaboratorId: change.collaboratorId } : {}),
      ...(change.establishmentId !== null ? { establishmentId: change.establishmentId } : {}),
      occurredAt: change.occurredAt,
      ...(reason !== undefined ? { reason } : {}),
    },
  });
}

/** A delivery waiting for its first attempt, due at once. */
function pendingDelivery(
  organizationId: string,
  endpointId: string,
  event: { seq: number | null; type: string; payload: string },
  at: string,
) {
  return {
    organization_id: organizationId,
    id: uuidv7(),
    endpoint_id: endpointId,
    seq: event.seq,
    event_type: event.type,
    payload: event.payload,
    status: 'pending' as const,
    attempts: 0,
    next_attempt_at: at,
    locked_until: null,
    created_at: at,
    updated_at: at,
  };
}

/**
 * Turns the changes logged since the endpoint's cursor into deliveries and moves the cursor, in one
 * transaction. On PostgreSQL the endpoint row is locked with SKIP LOCKED, so two instances never
 * enqueue the same change twice; SQLite has one writer at a time.
 */
export async function enqueueChanges(
  store: Store,
  organizationId: string,
  endpointId: string,
): Promise<number> {
  return writeTransaction(store.db, async (trx) => {
    let query = trx
      .selectFrom('webhook_endpoints')
      .select(['cursor', 'event_types', 'status'])
      .where('organization_id', '=', organizationId)
      .where('id', '=', endpointId);
    if (store.engine === 'postgres') query = query.forUpdate().skipLocked();
    const endpoint = await query.executeTakeFirst();
    if (endpoint?.status !== 'active') return 0;
    const cursor = Number(endpoint.cursor);
    const upTo = Math.min(await latestChangeNumber(trx, organizationId), cursor + FAN_OUT_BATCH);
    if (upTo <= cursor) return 0;
    const types = eventTypesOf(endpoint.event_types);
    const changes = await listChangeEvents(
      trx,
      organizationId,
      { after: cursor, upTo, types },
      FAN_OUT_BATCH,
    );
    const now = new Date().toISOString();
    for (let i = 0; i < changes.length; i += 200) {
      await trx
        .insertInto('webhook_deliveries')
        .values(
          changes
            .slice(i, i + 200)
            .map((change) =>
              pendingDelivery(
                organizationId,
                endpointId,
                { seq: change.seq, type: change.type, payload: eventPayload(organizationId, change) },
                now,
              ),
            ),
        )
        .execute();
    }
    await trx
      .updateTable('webhook_endpoints')
      .set({ cursor: upTo })
      .where('organization_id', '=', organizationId)
      .where('id', '=', endpointId)
      .execute();
    return changes.length;
  });
}

/** Queues a `webhook.test` event for the endpoint, sent at the next pass. */
export async function queueTestEvent(
  db: Kysely<Database>,
  organizationId: string,
  endpointId: string,
  now: Date = new Date(),
): Promise<string> {
  const at = now.toISOString();
  const payload = JSON.stringify({ type: TEST_EVENT_TYPE, timestamp: at, data: { endpointId } });
  const row = pendingDelivery(organizationId, endpointId, { seq: null, type: TEST_EVENT_TYPE, payload }, at);
  await db.insertInto('webhook_deliveries').values(row).execute();
  return row.id;
}

/** Sends a delivered or failed event again, as a new delivery with its own id; undefined if unknown. */
export async function replayDelivery(
  db: Kysely<Database>,
  organizationId: string,
  endpointId: string,
  deliveryId: string,
  now: Date = new Date(),
): Promise<string | undefined> {
  const original = await db
    .selectFrom('webhook_deliveries')
    .select(['seq', 'event_type', 'payload'])
    .where('organization_id', '=', organizationId)
    .where('endpoint_id', '=', endpointId)
    .where('id', '=', deliveryId)
    .executeTakeFirst();
  if (!original) return undefined;
  const row = pendingDelivery(
    organizationId,
    endpointId,
    { seq: original.seq, type: original.event_type, payload: original.payload },
    now.toISOString(),
  );
  await db.insertInto('webhook_deliveries').values(row).execute();
  return row.id;
}

/** A delivery with its last attempt, as a receiver's owner reads it (an organization or a partner app). */
export interface RecentDelivery<Status extends string = 'pending' | 'succeeded' | 'failed'> {
  id: string;
  eventType: string;
  status: Status;
  attempts: number;
  createdAt: string;
  lastAttempt: {
    at: string;
    statusCode: number | null;
    latencyMs: number;
    excerpt: string | null;
    error: string | null;
  } | null;
}

/** A row of a deliveries table joined to its last attempt (`recentDeliveries`' statement). */
export interface DeliveryWithLastAttempt<Status extends string> {
  id: string;
  event_type: string;
  status: Status;
  attempts: number;
  created_at: string;
  attempted_at: string | null;
  status_code: number | null;
  latency_ms: number | null;
  response_excerpt: string | null;
  error: string | null;
}

export function recentDelivery<Status extends string>(
  d: DeliveryWithLastAttempt<Status>,
): RecentDelivery<Status> {
  return {
    id: d.id,
    eventType: d.event_type,
    status: d.status,
    attempts: d.attempts,
    createdAt: d.created_at,
    lastAttempt:
      d.attempted_at !== null
        ? {
            at: d.attempted_at,
            statusCode: d.status_code,
            latencyMs: d.latency_ms ?? 0,
            excerpt: d.response_excerpt,
            error: d.error,
          }
        : null,
  };
}

/** An organization's delivery as the console and CLI read it: its last attempt says why it failed. */
export interface OrganizationDelivery extends Omit<RecentDelivery, 'lastAttempt'> {
  lastAttempt: (NonNullable<RecentDelivery['lastAttempt']> & { reasonKind: DeliveryFailure | null }) | null;
}

/**
 * The endpoint's latest deliveries with their last attempt, newest first, for the console and CLI.
 * One statement, so one view of the data: read in two, a delivery's attempt committed between
 * them showed its last attempt beside an attempt count of 0 (PostgreSQL, read committed).
 */
export async function recentDeliveries(
  db: Kysely<Database>,
  organizationId: string,
  endpointId: string,
  limit = 20,
): Promise<OrganizationDelivery[]> {
  const rows = await db
    .with('recent', (qb) =>
      qb
        .selectFrom('webhook_deliveries')
        .select(['id', 'event_type', 'status', 'attempts', 'created_at'])
        .where('organization_id', '=', organizationId)
        .where('endpoint_id', '=', endpointId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit),
    )
    .with('ranked', (qb) =>
      qb
        .selectFrom('webhook_attempts as a')
        .innerJoin('recent as r', 'r.id', 'a.delivery_id')
        .where('a.organization_id', '=', organizationId)
        .select([
          'a.delivery_id',
          'a.attempted_at',
          'a.status_code',
          'a.latency_ms',
          'a.response_excerpt',
          'a.error',
          'a.reason_kind',
        ])
        .select(
          sql<number>`row_number() over (partition by ${sql.ref('a.delivery_id')} order by ${sql.ref('a.attempted_at')} desc, ${sql.ref('a.id')} desc)`.as(
            'rank',
          ),
        ),
    )
    .selectFrom('recent as r')
    .leftJoin('ranked as k', (join) => join.onRef('k.delivery_id', '=', 'r.id').on('k.rank', '=', 1))
    .select(['r.id', 'r.event_type', 'r.status', 'r.attempts', 'r.created_at'])
    .select(['k.attempted_at', 'k.status_code', 'k.latency_ms', 'k.response_excerpt', 'k.error'])
    .select('k.reason_kind')
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  return rows.map((row) => {
    const delivery = recentDelivery(row);
    const reasonKind = storedFailure(row.reason_kind);
    return { ...delivery, lastAttempt: delivery.lastAttempt && { ...delivery.lastAttempt, reasonKind } };
  });
}
