import type { Kysely } from 'kysely';
import { ChangeSet } from '../changes/change-set.ts';
import { inBatches, rowsPerInsert } from '../db/batches.ts';
import type { Database } from '../db/schema.ts';
import { EstablishmentHistoryBatch } from '../hr-data/establishment-history.ts';
import { importChangeListeners } from '../hr-data/import-changes.ts';
import { UpsertBatch } from '../hr-data/upsert.ts';
import { nowIso } from '../shared/time.ts';
import { writeContributions, writeStoppages } from './apply-contributions.ts';
import { writeDependants } from './apply-dependants.ts';
import type { DsnPlan } from './plan.ts';
import { toStore } from './plan-store.ts';

type AffiliationRow = DsnPlan['rows']['affiliations'][number];

/**
 * Writes the plan's affiliations as multi-row upserts of bounded size, each with its change events:
 * a stored row keeps its `created_at`. One statement per batch, not per row: 10,000 affiliations
 * were 10,000 round trips to PostgreSQL, and one `IN` list of all their ids outgrew SQLite's bound
 * parameters past 32,766.
 */
async function writeAffiliations(
  trx: Kysely<Database>,
  org: string,
  rows: readonly AffiliationRow[],
  changes: ChangeSet,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  await inBatches(rows, rowsPerInsert(Object.keys(first).length), async (batch) => {
    const stored = new Set(
      (
        await trx
          .selectFrom('affiliations')
          .select('id')
          .where('organization_id', '=', org)
          .where(
            'id',
            'in',
            batch.map((a) => a.id),
          )
          .execute()
      ).map((r) => r.id),
    );
    await trx
      .insertInto('affiliations')
      .values(batch)
      .onConflict((c) =>
        c.columns(['organization_id', 'id']).doUpdateSet((eb) => ({
          collaborator_id: eb.ref('excluded.collaborator_id'),
          contract_id: eb.ref('excluded.contract_id'),
          option_id: eb.ref('excluded.option_id'),
          status: eb.ref('excluded.status'),
          start_date: eb.ref('excluded.start_date'),
          end_date: eb.ref('excluded.end_date'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
    await changes.add(
      batch.map((row) => ({
        type: stored.has(row.id) ? 'affiliation.updated' : 'affiliation.created',
        resourceId: row.id,
        collaboratorId: row.collaborator_id,
      })),
    );
  });
}

/**
 * Writes a plan inside the caller's transaction, with the HR data import's own upserts and change
 * events (docs/sync.md): every row that changes appends its event, a removed absence or
 * affiliation its deletion. The change log must already be locked by the caller.
 */
export async function applyPlan(trx: Kysely<Database>, plan: DsnPlan): Promise<void> {
  const org = plan.organizationId;
  const changes = new ChangeSet(trx, org, false);
  await upsertRows(trx, plan, changes);
  await writeAffiliations(trx, org, plan.rows.affiliations, changes);
  await deleteRemoved(trx, plan, changes);
  await writeStoppages(trx, plan, changes);
  await writeContributions(trx, plan);
  await writeDependants(trx, plan, changes);
  await writeProvenance(trx, plan);
  await writeDeclarations(trx, plan);
  await changes.finish();
}

/**
 * Establishments, people, contracts, their establishment history and absences, in that order; the
 * plan's rows become store rows (a yes/no as 0/1) here, as the HR import's upserts take them.
 */
async function upsertRows(trx: Kysely<Database>, plan: DsnPlan, changes: ChangeSet): Promise<void> {
  const org = plan.organizationId;
  const listen = importChangeListeners(trx, org, changes);
  const establishments = new UpsertBatch(trx, 'establishments', org, false, listen.establishments);
  for (const row of plan.rows.establishments) await establishments.add(toStore.establishment(row));
  await establishments.flush();
  const collaborators = new UpsertBatch(trx, 'collaborators', org, false, listen.collaborators);
  for (const row of plan.rows.collaborators) await collaborators.add(toStore.collaborator(row));
  await collaborators.flush();
  const contracts = new UpsertBatch(trx, 'contracts', org, false, listen.contracts);
  for (const row of plan.rows.contracts) await contracts.add(toStore.contract(row));
  await contracts.flush();
  const history = new EstablishmentHistoryBatch(trx, org, false);
  for (const { collaboratorId, periods } of plan.histories) {
    await history.add(
      collaboratorId,
      periods.map((p) => ({ organization_id: org, collaborator_id: collaboratorId, ...p })),
    );
  }
  await history.flush();
  const absences = new UpsertBatch(trx, 'absences', org, false, listen.absences);
  for (const row of plan.rows.absences) await absences.add(toStore.absence(row));
  await absences.flush();
}

/** Absences and affiliations a month no longer declares, each with its deletion event, and their provenance. */
async function deleteRemoved(trx: Kysely<Database>, plan: DsnPlan, changes: ChangeSet): Promise<void> {
  const org = plan.organizationId;
  for (const [table, type, rows] of [
    ['absences', 'absence.deleted', plan.removedRows.absences],
    ['affiliations', 'affiliation.deleted', plan.removedRows.affiliations],
  ] as const) {
    for (let i = 0; i < rows.length; i += 1000) {
      const slice = rows.slice(i, i + 1000);
      await trx
        .deleteFrom(table)
        .where('organization_id', '=', org)
        .where(
          'id',
          'in',
          slice.map((r) => r.id),
        )
        .execute();
      await changes.add(slice.map((r) => ({ type, resourceId: r.id, collaboratorId: r.collaborator_id })));
    }
  }
  const removedKeys = plan.removed.map((r) => r.id);
  for (let i = 0; i < removedKeys.length; i += 1000) {
    await trx
      .deleteFrom('dsn_provenance')
      .where('organization_id', '=', org)
      .where('resource_id', 'in', removedKeys.slice(i, i + 1000))
      .execute();
  }
}

/** Which months declared each value (what a later import weighs against). */
async function writeProvenance(trx: Kysely<Database>, plan: DsnPlan): Promise<void> {
  for (let i = 0; i < plan.provenance.length; i += 5000) {
    const slice = plan.provenance.slice(i, i + 5000);
    await trx
      .insertInto('dsn_provenance')
      .values(
        slice.map((p) => ({
          organization_id: plan.organizationId,
          resource_type: p.type,
          resource_id: p.id,
          months: JSON.stringify(p.months),
        })),
      )
      .onConflict((c) =>
        c.columns(['organization_id', 'resource_type', 'resource_id']).doUpdateSet((eb) => ({
          months: eb.ref('excluded.months'),
        })),
      )
      .execute();
  }
}

/** What each imported month declared, so that the next import of that month can tell what it dropped. */
async function writeDeclarations(trx: Kysely<Database>, plan: DsnPlan): Promise<void> {
  for (const d of plan.declarations) {
    await trx
      .insertInto('dsn_declarations')
      .values({
        organization_id: plan.organizationId,
        month: d.month,
        absence_ids: JSON.stringify(d.absences),
        affiliation_ids: JSON.stringify(d.affiliations),
        imported_at: nowIso(),
        replaced_declaration_id: d.replaces,
      })
      .onConflict((c) =>
        c.columns(['organization_id', 'month']).doUpdateSet((eb) => ({
          absence_ids: eb.ref('excluded.absence_ids'),
          affiliation_ids: eb.ref('excluded.affiliation_ids'),
          imported_at: eb.ref('excluded.imported_at'),
          replaced_declaration_id: eb.ref('excluded.replaced_declaration_id'),
        })),
      )
      .execute();
  }
}
