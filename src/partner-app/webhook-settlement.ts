import type { Store } from '../db/store.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import {
  attemptColumns,
  failedAttempt,
  LEASE_MS,
  ROWS_PER_INSERT,
  type SettledOutcome,
  type Settlement,
} from '../webhooks/claims.ts';
import { delivers } from '../webhooks/send.ts';

const PRUNE_BATCH = 500;

/** Records a batch of attempts and renews the lease, by the organizations' endpoints' rules. */
export async function settleApp(
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
          settlements.slice(i, i + ROWS_PER_INSERT).map((settlement) => ({
            app_id: appId,
            ...attemptColumns(settlement),
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
