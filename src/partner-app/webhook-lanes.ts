import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Store } from '../db/store.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import { type EndpointSource, LEASE_MS, type LeasedEndpoint } from '../webhooks/claims.ts';
import { enqueueAppChanges, nextAppBatch } from './webhook-fan-out.ts';
import { pruneAppDeliveries, settleApp } from './webhook-settlement.ts';

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
