import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Store } from '../../db/store.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { type EndpointSource, LEASE_MS, type LeasedEndpoint } from '../../webhooks/claims.ts';
import { enqueueLaneChanges, nextLaneBatch } from './webhook-fan-out.ts';
import { ensureLanes, type Lane, lanesMissing } from './webhook-lane-status.ts';
import { pruneAppDeliveries, settleLane } from './webhook-settlement.ts';

/**
 * Active lanes of active endpoints of active apps with work (their organization's changes not yet
 * turned into deliveries, or a due first delivery) and no live lease, least recently worked first.
 */
function candidates(db: Kysely<Database>, at: string, limit: number) {
  return (
    db
      .selectFrom('partner_webhook_lanes as l')
      .innerJoin('partner_webhook_endpoints as e', 'e.app_id', 'l.app_id')
      .innerJoin('partner_apps as a', 'a.id', 'l.app_id')
      .select(['l.app_id', 'l.organization_id'])
      // A disabled lane is leased only to withdraw the events of a grant revoked since.
      .where((eb) =>
        eb.or([
          eb('l.status', '=', 'active'),
          eb.exists(
            eb
              .selectFrom('partner_webhook_deliveries as d')
              .leftJoin('partner_grants as g', (join) =>
                join.onRef('g.id', '=', 'd.grant_id').on('g.revoked_at', 'is', null),
              )
              .select('d.id')
              .whereRef('d.app_id', '=', 'l.app_id')
              .whereRef('d.organization_id', '=', 'l.organization_id')
              .where('d.status', '=', 'pending')
              .where('g.id', 'is', null),
          ),
        ]),
      )
      .where('e.status', '=', 'active')
      .where('a.status', '=', 'active')
      .where((eb) => eb.or([eb('l.lease_until', 'is', null), eb('l.lease_until', '<', at)]))
      .where((eb) =>
        eb.or([
          eb.exists(
            eb
              .selectFrom('partner_grants as g')
              .leftJoin('partner_webhook_cursors as c', 'c.grant_id', 'g.id')
              .leftJoin('change_counters as n', 'n.organization_id', 'g.organization_id')
              .select('g.id')
              .whereRef('g.app_id', '=', 'l.app_id')
              .whereRef('g.organization_id', '=', 'l.organization_id')
              .where('g.revoked_at', 'is', null)
              .where((inner) =>
                inner.or([inner('c.cursor', 'is', null), inner('c.cursor', '<', inner.ref('n.last_seq'))]),
              ),
          ),
          eb.exists(
            eb
              .selectFrom('partner_webhook_deliveries as d')
              .select('d.id')
              .whereRef('d.app_id', '=', 'l.app_id')
              .whereRef('d.organization_id', '=', 'l.organization_id')
              .where('d.status', '=', 'pending')
              .where('d.next_attempt_at', '<=', at),
          ),
        ]),
      )
      .orderBy(sql`coalesce(l.lease_until, '')`)
      .limit(limit)
  );
}

const LANE = 'app\u0000';
const keyOf = (lane: Lane) => `${LANE}${lane.appId}\u0000${lane.organizationId}`;

/**
 * The webhook endpoints of partner apps (issue 28), in lanes (issue 43): each organization granting
 * an app has its own lane within the app's endpoint, leased, ordered and retried on its own, so
 * one organization's failing or slow events never hold another's. Worked by the same dispatcher
 * as the organizations' endpoints: leased in the store (FOR UPDATE SKIP LOCKED on PostgreSQL, the
 * single writer on SQLite), so several instances never send one delivery twice and waiting
 * deliveries survive a restart.
 */
export function partnerAppEndpoints(store: Store): EndpointSource {
  return {
    async lease(owner, now, limit, exclude) {
      if (limit <= 0) return [];
      const at = now.toISOString();
      const mine = (rows: { app_id: string; organization_id: string }[]) =>
        rows
          .map((row) => ({ appId: row.app_id, organizationId: row.organization_id }))
          .filter((lane) => !exclude.has(keyOf(lane)))
          .slice(0, limit);
      // Plain reads first: an idle store is never asked for its write lock.
      const missing = await lanesMissing(store.db);
      if (!missing && mine(await candidates(store.db, at, limit + exclude.size).execute()).length === 0) {
        return [];
      }
      const leased = await writeTransaction(store, async (trx) => {
        if (missing) await ensureLanes(trx);
        const query = candidates(trx, at, limit + exclude.size);
        const lanes = mine(
          await (store.engine === 'postgres' ? query.forUpdate('l').skipLocked() : query).execute(),
        );
        const until = new Date(now.getTime() + LEASE_MS).toISOString();
        for (const lane of lanes) {
          await trx
            .updateTable('partner_webhook_lanes')
            .set({ lease_owner: owner, lease_until: until })
            .where('app_id', '=', lane.appId)
            .where('organization_id', '=', lane.organizationId)
            .execute();
        }
        return lanes;
      });
      return leased.map((lane) => leasedLane(store, lane, owner));
    },
    prune: (now, retentionDays) => pruneAppDeliveries(store, now, retentionDays),
  };
}

function leasedLane(store: Store, lane: Lane, owner: string): LeasedEndpoint {
  return {
    key: keyOf(lane),
    id: `${lane.appId} ${lane.organizationId}`,
    enqueue: () => enqueueLaneChanges(store, lane),
    nextBatch: (now, limit) => nextLaneBatch(store.db, lane, now, limit),
    settle: (settlements, retrySeconds, now) =>
      settleLane(store, lane, owner, settlements, retrySeconds, now),
    release: (until) =>
      writeTransaction(store, (trx) =>
        trx
          .updateTable('partner_webhook_lanes')
          .set({ lease_owner: null, lease_until: until.toISOString() })
          .where('app_id', '=', lane.appId)
          .where('organization_id', '=', lane.organizationId)
          .where('lease_owner', '=', owner)
          .execute(),
      ).then(() => undefined),
  };
}
