import { type Kysely, sql } from 'kysely';
import type { Database, PartnerWebhookDeliveryTable } from '../../db/schema.ts';
import { type RecentDelivery, recentDelivery } from '../../webhooks/deliveries.ts';
import type { Lane } from './webhook-lane-status.ts';

/** A delivery of a lane with its last attempt, as the partner app reads it. */
export type LaneDelivery = RecentDelivery<PartnerWebhookDeliveryTable['status']>;

/**
 * The lane's latest deliveries with their last attempt, newest first: the reverse of the order the
 * lane sends them in (created_at, then the feed's seq, then id), so deliveries made in one
 * millisecond keep their order. One statement, so one view
 * of the data (a delivery's attempt is never shown beside an attempt count that misses it).
 */
export async function recentLaneDeliveries(
  db: Kysely<Database>,
  lane: Lane,
  limit = 20,
): Promise<LaneDelivery[]> {
  const rows = await db
    .with('recent', (qb) =>
      qb
        .selectFrom('partner_webhook_deliveries')
        .select(['id', 'seq', 'event_type', 'status', 'attempts', 'created_at'])
        .where('app_id', '=', lane.appId)
        .where('organization_id', '=', lane.organizationId)
        .orderBy('created_at', 'desc')
        .orderBy((eb) => eb.fn.coalesce('seq', eb.val(0)), 'desc')
        .orderBy('id', 'desc')
        .limit(limit),
    )
    .with('ranked', (qb) =>
      qb
        .selectFrom('partner_webhook_attempts as a')
        .innerJoin('recent as r', 'r.id', 'a.delivery_id')
        .where('a.app_id', '=', lane.appId)
        .select([
          'a.delivery_id',
          'a.attempted_at',
          'a.status_code',
          'a.latency_ms',
          'a.response_excerpt',
          'a.error',
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
    .orderBy('r.created_at', 'desc')
    .orderBy((eb) => eb.fn.coalesce('r.seq', eb.val(0)), 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  return rows.map(recentDelivery);
}
