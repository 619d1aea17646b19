import type { Kysely } from 'kysely';
import type { ChangeSet } from '../changes/change-set.ts';
import { inBatches, rowsPerInsert } from '../db/batches.ts';
import type { Database } from '../db/schema.ts';
import type { DsnPlan } from './plan.ts';

/** The plan's contributions: those a replacement no longer carries removed, the others upserted. */
export async function writeContributions(trx: Kysely<Database>, plan: DsnPlan): Promise<void> {
  const org = plan.organizationId;
  const { rows, removed } = plan.contributions;
  for (const key of removed) {
    await trx
      .deleteFrom('dsn_contributions')
      .where('organization_id', '=', org)
      .where('month', '=', key.month)
      .where('contract_id', '=', key.contract_id)
      .where('collaborator_id', '=', key.collaborator_id)
      .execute();
  }
  const first = rows[0];
  if (!first) return;
  await inBatches(rows, rowsPerInsert(Object.keys(first).length), async (batch) => {
    await trx
      .insertInto('dsn_contributions')
      .values(batch)
      .onConflict((c) =>
        c.columns(['organization_id', 'contract_id', 'month', 'collaborator_id']).doUpdateSet((eb) => ({
          base_cents: eb.ref('excluded.base_cents'),
          contribution_cents: eb.ref('excluded.contribution_cents'),
          bases: eb.ref('excluded.bases'),
          declaration_type: eb.ref('excluded.declaration_type'),
          imported_at: eb.ref('excluded.imported_at'),
        })),
      )
      .execute();
  });
}

/**
 * The work stoppages declared: one not known before is `absence.stoppage_started`, one whose return date
 * (`S21.G00.60.010`) comes now is `absence.stoppage_ended` (both for a stoppage declared with its return);
 * a cancelled stoppage (its absence removed) is forgotten. Each is told once.
 */
export async function writeStoppages(
  trx: Kysely<Database>,
  plan: DsnPlan,
  changes: ChangeSet,
): Promise<void> {
  const org = plan.organizationId;
  const removed = new Set(plan.removedRows.absences.map((a) => a.id));
  const declared = plan.stoppages.filter((s) => !removed.has(s.absenceId));
  await inBatches([...removed], 1000, async (ids) => {
    await trx
      .deleteFrom('dsn_stoppages')
      .where('organization_id', '=', org)
      .where('absence_id', 'in', ids)
      .execute();
  });
  await inBatches(declared, 1000, async (batch) => {
    const known = new Map(
      (
        await trx
          .selectFrom('dsn_stoppages')
          .select(['absence_id', 'return_date'])
          .where('organization_id', '=', org)
          .where(
            'absence_id',
            'in',
            batch.map((s) => s.absenceId),
          )
          .execute()
      ).map((r) => [r.absence_id, r.return_date]),
    );
    const events: Parameters<ChangeSet['add']>[0][number][] = [];
    const written = batch.filter((s) => {
      const before = known.get(s.absenceId);
      const started = before === undefined;
      const ended = s.returnDate !== null && (started || before === null);
      const event = { resourceId: s.absenceId, collaboratorId: s.collaboratorId };
      if (started) events.push({ type: 'absence.stoppage_started', ...event });
      if (ended) events.push({ type: 'absence.stoppage_ended', ...event });
      return started || ended || (before !== s.returnDate && s.returnDate !== null);
    });
    // 1,000 rows of 5 values: within the parameters one statement may carry.
    if (written.length > 0) {
      await trx
        .insertInto('dsn_stoppages')
        .values(
          written.map((s) => ({
            organization_id: org,
            absence_id: s.absenceId,
            collaborator_id: s.collaboratorId,
            reason: s.reason,
            return_date: s.returnDate,
          })),
        )
        .onConflict((c) =>
          c.columns(['organization_id', 'absence_id']).doUpdateSet((eb) => ({
            reason: eb.ref('excluded.reason'),
            return_date: eb.ref('excluded.return_date'),
          })),
        )
        .execute();
    }
    await changes.add(events);
  });
}
