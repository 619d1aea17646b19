import type { Store } from '../db/store.ts';
import { writeTransaction } from '../db/write-transaction.ts';

/** Deliveries deleted per transaction, so a large backlog never holds the writer for long. */
const PRUNE_BATCH = 500;
/** At most this many batches per pass; the next pass goes on. */
const PRUNE_BATCHES_PER_PASS = 100;

/**
 * Deletes the deliveries settled (delivered, or failed for good) more than `retentionDays` ago,
 * with their attempts, in bounded batches, oldest first. Waiting deliveries are kept whatever
 * their age: they are still owed to their endpoint. Returns how many deliveries went.
 */
export async function pruneDeliveries(store: Store, now: Date, retentionDays: number): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000).toISOString();
  let pruned = 0;
  for (let batch = 0; batch < PRUNE_BATCHES_PER_PASS; batch++) {
    const deleted = await writeTransaction(store, async (trx) => {
      // Settled deliveries keep their settling time in next_attempt_at, read through its index.
      const old = await trx
        .selectFrom('webhook_deliveries')
        .select(['organization_id', 'id'])
        .where('status', 'in', ['succeeded', 'failed'])
        .where('next_attempt_at', '<', cutoff)
        .orderBy('next_attempt_at')
        .limit(PRUNE_BATCH)
        .execute();
      const byOrganization = new Map<string, string[]>();
      for (const row of old) {
        const ids = byOrganization.get(row.organization_id);
        if (ids) ids.push(row.id);
        else byOrganization.set(row.organization_id, [row.id]);
      }
      for (const [organizationId, ids] of byOrganization) {
        await trx
          .deleteFrom('webhook_attempts')
          .where('organization_id', '=', organizationId)
          .where('delivery_id', 'in', ids)
          .execute();
        await trx
          .deleteFrom('webhook_deliveries')
          .where('organization_id', '=', organizationId)
          .where('id', 'in', ids)
          .execute();
      }
      return old.length;
    });
    pruned += deleted;
    if (deleted < PRUNE_BATCH) break;
  }
  return pruned;
}
