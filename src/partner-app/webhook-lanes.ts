import { type Kysely, sql } from 'kysely';
import { latestChangeNumber } from '../changes/change-log.ts';
import { readableChangeTypes } from '../changes/change-scopes.ts';
import { listChangeEvents } from '../changes/changes.queries.ts';
import type { Database } from '../db/schema.ts';
import type { Store } from '../db/store.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import { uuidv7 } from '../shared/ids.ts';
import {
  type EndpointBatch,
  type EndpointSource,
  failedAttempt,
  LEASE_MS,
  type LeasedEndpoint,
  ROWS_PER_INSERT,
  type SettledOutcome,
  type Settlement,
} from '../webhooks/claims.ts';
import { eventPayload } from '../webhooks/deliveries.ts';
import { eventTypesOf } from '../webhooks/endpoints.ts';
import { delivers } from '../webhooks/send.ts';

/** Changes turned into deliveries per grant and pass, and grants looked at per pass. */
const FAN_OUT_BATCH = 1000;
const GRANTS_PER_PASS = 100;
const PRUNE_BATCH = 500;

/**
 * The grants of the app an enqueue pass must look at: live ones without a cursor yet, or whose
 * organization logged changes past their cursor.
 */
function grantsWithWork(db: Kysely<Database>, appId: string) {
  return db
    .selectFrom('partner_grants as g')
    .leftJoin('partner_webhook_cursors as c', 'c.grant_id', 'g.id')
    .leftJoin('change_counters as n', 'n.organization_id', 'g.organization_id')
    .where('g.app_id', '=', appId)
    .where('g.revoked_at', 'is', null)
    .where((eb) => eb.or([eb('c.cursor', 'is', null), eb('c.cursor', '<', eb.ref('n.last_seq'))]));
}

/** Endpoints of active apps with work and no live lease, least recently worked first. */
function candidates(db: Kysely<Database>, at: string, limit: number) {
  return db
    .selectFrom('partner_webhook_endpoints as e')
    .innerJoin('partner_apps as a', 'a.id', 'e.app_id')
    .select('e.app_id')
    .where('e.status', '=', 'active')
    .where('a.status', '=', 'active')
    .where((eb) => eb.or([eb('e.lease_until', 'is', null), eb('e.lease_until', '<', at)]))
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('partner_grants as g')
            .leftJoin('partner_webhook_cursors as c', 'c.grant_id', 'g.id')
            .leftJoin('change_counters as n', 'n.organization_id', 'g.organization_id')
            .select('g.id')
            .whereRef('g.app_id', '=', 'e.app_id')
            .where('g.revoked_at', 'is', null)
            .where((inner) =>
              inner.or([inner('c.cursor', 'is', null), inner('c.cursor', '<', inner.ref('n.last_seq'))]),
            ),
        ),
        eb.exists(
          eb
            .selectFrom('partner_webhook_deliveries as d')
            .select('d.id')
            .whereRef('d.app_id', '=', 'e.app_id')
            .where('d.status', '=', 'pending')
            .where('d.next_attempt_at', '<=', at),
        ),
      ]),
    )
    .orderBy(sql`coalesce(e.lease_until, '')`)
    .limit(limit);
}

const LANE = 'app\u0000';

/**
 * The webhook endpoints of partner apps (issue 28), worked by the same dispatcher as the
 * organizations' endpoints: leased in the store (FOR UPDATE SKIP LOCKED on PostgreSQL, the single
 * writer on SQLite), so several instances never send one delivery twice and waiting deliveries
 * survive a restart.
 */
export function partnerAppEndpoints(store: Store): EndpointSource {
  return {
    async lease(owner, now, limit, exclude) {
      if (limit <= 0) return [];
      const at = now.toISOString();
      const mine = (rows: { app_id: string }[]) =>
        rows.filter((row) => !exclude.has(LANE + row.app_id)).slice(0, limit);
      if (mine(await candidates(store.db, at, limit + exclude.size).execute()).length === 0) return [];
      const leased = await writeTransaction(store, async (trx) => {
        const query = candidates(trx, at, limit + exclude.size);
        const rows = mine(
          await (store.engine === 'postgres' ? query.forUpdate('e').skipLocked() : query).execute(),
        );
        const until = new Date(now.getTime() + LEASE_MS).toISOString();
        for (const row of rows) {
          await trx
            .updateTable('partner_webhook_endpoints')
            .set({ lease_owner: owner, lease_until: until })
            .where('app_id', '=', row.app_id)
            .execute();
        }
        return rows.map((row) => row.app_id);
      });
      return leased.map((appId) => appLane(store, appId, owner));
    },
    prune: (now, retentionDays) => pruneAppDeliveries(store, now, retentionDays),
  };
}

function appLane(store: Store, appId: string, owner: string): LeasedEndpoint {
  return {
    key: LANE + appId,
    id: appId,
    enqueue: () => enqueueAppChanges(store, appId),
    nextBatch: (now, limit) => nextAppBatch(store.db, appId, now, limit),
    settle: (settlements, retrySeconds, now) =>
      settleApp(store, appId, owner, settlements, retrySeconds, now),
    release: (until) =>
      writeTransaction(store, (trx) =>
        trx
          .updateTable('partner_webhook_endpoints')
          .set({ lease_owner: null, lease_until: until.toISOString() })
          .where('app_id', '=', appId)
          .where('lease_owner', '=', owner)
          .execute(),
      ).then(() => undefined),
  };
}

/**
 * One pass of the app's fan-out, in one transaction: waiting deliveries of a grant no longer live
 * are withdrawn; a new grant gets its cursor at the last change logged before it (or before the
 * endpoint, if later); each grant's new changes become deliveries, of the types the endpoint takes
 * that the grant's scopes may read (the change feed's rule), each naming its organization.
 */
export async function enqueueAppChanges(store: Store, appId: string): Promise<number> {
  return writeTransaction(store, async (trx) => {
    let query = trx
      .selectFrom('partner_webhook_endpoints')
      .select(['event_types', 'status', 'created_at'])
      .where('app_id', '=', appId);
    if (store.engine === 'postgres') query = query.forUpdate().skipLocked();
    const endpoint = await query.executeTakeFirst();
    if (endpoint?.status !== 'active') return 0;
    const now = new Date().toISOString();
    await trx
      .updateTable('partner_webhook_deliveries')
      .set({ status: 'withdrawn', next_attempt_at: now, updated_at: now })
      .where('app_id', '=', appId)
      .where('status', '=', 'pending')
      .where((eb) =>
        eb(
          'grant_id',
          'not in',
          eb
            .selectFrom('partner_grants')
            .select('id')
            .where('app_id', '=', appId)
            .where('revoked_at', 'is', null),
        ),
      )
      .execute();
    const grants = await grantsWithWork(trx, appId)
      .select(['g.id', 'g.organization_id', 'g.scopes', 'g.granted_at', 'c.cursor'])
      .orderBy('g.id')
      .limit(GRANTS_PER_PASS)
      .execute();
    const wanted = eventTypesOf(endpoint.event_types);
    let enqueued = 0;
    for (const grant of grants) {
      const organizationId = grant.organization_id;
      let cursor = grant.cursor === null ? null : Number(grant.cursor);
      if (cursor === null) {
        const since = grant.granted_at > endpoint.created_at ? grant.granted_at : endpoint.created_at;
        const before = await trx
          .selectFrom('change_events')
          .select((eb) => eb.fn.max('seq').as('seq'))
          .where('organization_id', '=', organizationId)
          .where('occurred_at', '<', since)
          .executeTakeFirst();
        cursor = Number(before?.seq ?? 0);
        await trx
          .insertInto('partner_webhook_cursors')
          .values({ grant_id: grant.id, app_id: appId, organization_id: organizationId, cursor })
          .execute();
      }
      const upTo = Math.min(await latestChangeNumber(trx, organizationId), cursor + FAN_OUT_BATCH);
      if (upTo <= cursor) continue;
      const readable = new Set(readableChangeTypes(new Set(grant.scopes.split(' '))));
      const types = wanted.filter((type) => readable.has(type));
      const changes = await listChangeEvents(
        trx,
        organizationId,
        { after: cursor, upTo, types },
        FAN_OUT_BATCH,
      );
      for (let i = 0; i < changes.length; i += ROWS_PER_INSERT) {
        await trx
          .insertInto('partner_webhook_deliveries')
          .values(
            changes.slice(i, i + ROWS_PER_INSERT).map((change) => ({
              app_id: appId,
              id: uuidv7(),
              organization_id: organizationId,
              grant_id: grant.id,
              seq: change.seq,
              event_type: change.type,
              payload: eventPayload(organizationId, change, { withOrganization: true }),
              status: 'pending' as const,
              attempts: 0,
              next_attempt_at: now,
              created_at: now,
              updated_at: now,
            })),
          )
          .execute();
      }
      await trx
        .updateTable('partner_webhook_cursors')
        .set({ cursor: upTo })
        .where('grant_id', '=', grant.id)
        .execute();
      enqueued += changes.length;
    }
    return enqueued;
  });
}

/**
 * The app endpoint's next waiting deliveries in order, as far as they are due, of live grants
 * only: a revocation stops its organization's events from the next batch, before the pass that
 * withdraws them. A disabled app gets nothing.
 */
export async function nextAppBatch(
  db: Kysely<Database>,
  appId: string,
  now: Date,
  limit: number,
): Promise<EndpointBatch> {
  const at = now.toISOString();
  const row = await db
    .selectFrom('partner_webhook_endpoints as e')
    .innerJoin('partner_apps as a', 'a.id', 'e.app_id')
    .select([
      'e.status',
      'a.status as app_status',
      'e.url',
      'e.secret',
      'e.previous_secret',
      'e.previous_secret_until',
    ])
    .where('e.app_id', '=', appId)
    .executeTakeFirst();
  if (!row) return { status: 'gone', url: '', secrets: [], deliveries: [], blockedUntil: undefined };
  const status = row.app_status === 'active' ? row.status : 'disabled';
  if (status !== 'active')
    return { status, url: row.url, secrets: [], deliveries: [], blockedUntil: undefined };
  const secrets =
    row.previous_secret && row.previous_secret_until && row.previous_secret_until > at
      ? [row.secret, row.previous_secret]
      : [row.secret];
  const waiting = await db
    .selectFrom('partner_webhook_deliveries as d')
    .innerJoin('partner_grants as g', 'g.id', 'd.grant_id')
    .select(['d.id', 'd.organization_id', 'd.payload', 'd.attempts', 'd.next_attempt_at'])
    .where('d.app_id', '=', appId)
    .where('d.status', '=', 'pending')
    .where('g.revoked_at', 'is', null)
    .orderBy('d.created_at')
    .orderBy((eb) => eb.fn.coalesce('d.seq', eb.val(0)))
    .orderBy('d.id')
    .limit(limit)
    .execute();
  const due = waiting.findIndex((d) => d.next_attempt_at > at);
  const first = waiting[0];
  return {
    status,
    url: row.url,
    secrets,
    deliveries: (due === -1 ? waiting : waiting.slice(0, due)).map((d) => ({
      organizationId: d.organization_id,
      id: d.id,
      endpointId: appId,
      payload: d.payload,
      attempts: d.attempts,
    })),
    blockedUntil: due === 0 && first ? new Date(first.next_attempt_at) : undefined,
  };
}

/** Records a batch of attempts and renews the lease, by the organizations' endpoints' rules. */
async function settleApp(
  store: Store,
  appId: string,
  owner: string,
  settlements: readonly Settlement[],
  retrySeconds: readonly number[],
  now: Date,
): Promise<SettledOutcome> {
  const at = now.toISOString();
  return writeTransaction(store, async (trx) => {
    const renewed = await trx
      .updateTable('partner_webhook_endpoints')
      .set({ lease_until: new Date(now.getTime() + LEASE_MS).toISOString() })
      .where('app_id', '=', appId)
      .where('lease_owner', '=', owner)
      .executeTakeFirst();
    for (let i = 0; i < settlements.length; i += ROWS_PER_INSERT) {
      await trx
        .insertInto('partner_webhook_attempts')
        .values(
          settlements.slice(i, i + ROWS_PER_INSERT).map(({ delivery, result, at: attemptedAt }) => ({
            app_id: appId,
            id: uuidv7(),
            delivery_id: delivery.id,
            attempted_at: attemptedAt.toISOString(),
            status_code: result.statusCode,
            latency_ms: result.latencyMs,
            response_excerpt: result.excerpt,
            error: result.error,
          })),
        )
        .execute();
    }
    const delivered = settlements.filter((s) => delivers(s.result)).map((s) => s.delivery.id);
    for (let i = 0; i < delivered.length; i += ROWS_PER_INSERT) {
      await trx
        .updateTable('partner_webhook_deliveries')
        .set((eb) => ({
          status: 'succeeded',
          attempts: eb('attempts', '+', 1),
          next_attempt_at: at,
          updated_at: at,
        }))
        .where('app_id', '=', appId)
        .where('id', 'in', delivered.slice(i, i + ROWS_PER_INSERT))
        .execute();
    }
    let outcome: SettledOutcome =
      Number(renewed.numUpdatedRows) === 0 ? { kind: 'lost' } : { kind: 'continue' };
    for (const { delivery, result } of settlements.filter((s) => !delivers(s.result))) {
      const failure = failedAttempt(delivery.attempts, result, retrySeconds, now);
      await trx
        .updateTable('partner_webhook_deliveries')
        .set({
          status: failure.retryAt ? 'pending' : 'failed',
          attempts: failure.attempts,
          next_attempt_at: failure.retryAt ? failure.retryAt.toISOString() : at,
          updated_at: at,
        })
        .where('app_id', '=', appId)
        .where('id', '=', delivery.id)
        .execute();
      if (failure.retryAt) {
        outcome = { kind: 'retrying', until: failure.retryAt };
        continue;
      }
      await trx
        .updateTable('partner_webhook_endpoints')
        .set({
          status: 'disabled',
          disabled_reason: failure.disabledReason,
          lease_owner: null,
          lease_until: null,
          updated_at: at,
        })
        .where('app_id', '=', appId)
        .execute();
      outcome = { kind: 'disabled' };
    }
    return outcome;
  });
}

/** Deletes the app deliveries settled (delivered, failed, withdrawn) before the retention, with their attempts. */
async function pruneAppDeliveries(store: Store, now: Date, retentionDays: number): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000).toISOString();
  let pruned = 0;
  for (;;) {
    const deleted = await writeTransaction(store, async (trx) => {
      const old = await trx
        .selectFrom('partner_webhook_deliveries')
        .select(['app_id', 'id'])
        .where('status', 'in', ['succeeded', 'failed', 'withdrawn'])
        .where('next_attempt_at', '<', cutoff)
        .orderBy('next_attempt_at')
        .limit(PRUNE_BATCH)
        .execute();
      for (const { app_id, id } of old) {
        await trx
          .deleteFrom('partner_webhook_attempts')
          .where('app_id', '=', app_id)
          .where('delivery_id', '=', id)
          .execute();
        await trx
          .deleteFrom('partner_webhook_deliveries')
          .where('app_id', '=', app_id)
          .where('id', '=', id)
          .execute();
      }
      return old.length;
    });
    pruned += deleted;
    if (deleted < PRUNE_BATCH) return pruned;
  }
}
