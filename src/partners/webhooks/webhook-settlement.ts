import { recordAudit, SYSTEM_ACTOR } from '../../db/audit.ts';
import type { Store } from '../../db/store.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import {
  attemptColumns,
  type SettledOutcome,
  type Settlement,
  type SettlementWrites,
  settleBatch,
} from '../../webhooks/claims.ts';
import type { Lane } from './webhook-lane-status.ts';

const PRUNE_BATCH = 500;

/**
 * One organization's lane of a partner app's endpoint: its lease in partner_webhook_lanes, its
 * rows in _deliveries and _attempts. The last retry failing disables the lane alone: its event
 * stays waiting at the head of the lane (sent first again once the lane is back on), the other
 * organizations' lanes go on, and the organization's audit log records it.
 */
function laneWrites(lane: Lane, owner: string): SettlementWrites {
  const { appId, organizationId } = lane;
  return {
    async renewLease(trx, leaseUntil) {
      const renewed = await trx
        .updateTable('partner_webhook_lanes')
        .set({ lease_until: leaseUntil })
        .where('app_id', '=', appId)
        .where('organization_id', '=', organizationId)
        .where('lease_owner', '=', owner)
        .executeTakeFirst();
      return Number(renewed.numUpdatedRows) > 0;
    },
    async recordAttempts(trx, batch) {
      await trx
        .insertInto('partner_webhook_attempts')
        .values(batch.map((settlement) => ({ app_id: appId, ...attemptColumns(settlement) })))
        .execute();
    },
    async markDelivered(trx, deliveryIds, at) {
      await trx
        .updateTable('partner_webhook_deliveries')
        .set((eb) => ({
          status: 'succeeded',
          attempts: eb('attempts', '+', 1),
          next_attempt_at: at,
          updated_at: at,
        }))
        .where('app_id', '=', appId)
        .where('id', 'in', deliveryIds)
        .execute();
    },
    async markFailed(trx, delivery, failure, at) {
      await trx
        .updateTable('partner_webhook_deliveries')
        .set({
          attempts: failure.attempts,
          next_attempt_at: failure.retryAt ? failure.retryAt.toISOString() : at,
          updated_at: at,
        })
        .where('app_id', '=', appId)
        .where('id', '=', delivery.id)
        .execute();
    },
    async disable(trx, _delivery, failure, at) {
      await trx
        .updateTable('partner_webhook_lanes')
        .set({
          status: 'disabled',
          disabled_reason: failure.disabledReason,
          disabled_at: at,
          lease_owner: null,
          lease_until: null,
          updated_at: at,
        })
        .where('app_id', '=', appId)
        .where('organization_id', '=', organizationId)
        .execute();
      await recordAudit(trx, organizationId, SYSTEM_ACTOR, {
        action: 'partner_webhook_lane.disabled',
        targetType: 'partner_app',
        targetId: appId,
        details: { reason: failure.disabledReason },
      });
    },
  };
}

/** Records a batch of a lane's attempts and renews its lease, by the organizations' endpoints' rules. */
export function settleLane(
  store: Store,
  lane: Lane,
  owner: string,
  settlements: readonly Settlement[],
  retrySeconds: readonly number[],
  now: Date,
): Promise<SettledOutcome> {
  return settleBatch(store, laneWrites(lane, owner), settlements, retrySeconds, now);
}

/** Deletes the app deliveries settled (delivered, failed, withdrawn) before the retention, with their attempts. */
export async function pruneAppDeliveries(store: Store, now: Date, retentionDays: number): Promise<number> {
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
