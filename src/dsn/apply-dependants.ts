import type { Kysely } from 'kysely';
import type { ChangeSet } from '../changes/change-set.ts';
import { inBatches, rowsPerInsert } from '../db/batches.ts';
import type { Database } from '../db/schema.ts';
import type { DsnPlan } from './plan.ts';

type Pair = { collaborator_id: string; contract_id: string; month: string };

async function deleteMonth(trx: Kysely<Database>, org: string, pair: Pair, withRow: boolean): Promise<void> {
  const tables = withRow
    ? (['dsn_dependants', 'dsn_dependant_months'] as const)
    : (['dsn_dependants'] as const);
  for (const table of tables) {
    await trx
      .deleteFrom(table)
      .where('organization_id', '=', org)
      .where('collaborator_id', '=', pair.collaborator_id)
      .where('contract_id', '=', pair.contract_id)
      .where('month', '=', pair.month)
      .execute();
  }
}

/**
 * The plan's dependants: a month a replacement no longer carries is removed, a month written has
 * its row upserted and its dependants replaced whole; then the portabilities, each one no earlier
 * import told appending `affiliation.portability_opened`.
 */
export async function writeDependants(
  trx: Kysely<Database>,
  plan: DsnPlan,
  changes: ChangeSet,
): Promise<void> {
  const org = plan.organizationId;
  const { months, dependants, removedMonths, portabilities, removedPortabilities, opened } = plan.dependants;
  for (const pair of removedMonths) await deleteMonth(trx, org, pair, true);
  for (const pair of months) await deleteMonth(trx, org, pair, false);
  const first = months[0];
  if (first) {
    await inBatches(months, rowsPerInsert(Object.keys(first).length), async (batch) => {
      await trx
        .insertInto('dsn_dependant_months')
        .values(batch)
        .onConflict((c) =>
          c.columns(['organization_id', 'collaborator_id', 'contract_id', 'month']).doUpdateSet((eb) => ({
            children: eb.ref('excluded.children'),
            adults: eb.ref('excluded.adults'),
            covered: eb.ref('excluded.covered'),
            others: eb.ref('excluded.others'),
            covered_children: eb.ref('excluded.covered_children'),
            declaration_type: eb.ref('excluded.declaration_type'),
            imported_at: eb.ref('excluded.imported_at'),
          })),
        )
        .execute();
    });
  }
  const firstDependant = dependants[0];
  if (firstDependant) {
    await inBatches(dependants, rowsPerInsert(Object.keys(firstDependant).length), async (batch) => {
      await trx.insertInto('dsn_dependants').values(batch).execute();
    });
  }
  await inBatches(removedPortabilities, 1000, async (ids) => {
    await trx
      .deleteFrom('dsn_portabilities')
      .where('organization_id', '=', org)
      .where('affiliation_id', 'in', ids)
      .execute();
  });
  const firstPortability = portabilities[0];
  if (!firstPortability) return;
  await inBatches(portabilities, rowsPerInsert(Object.keys(firstPortability).length), async (batch) => {
    await trx
      .insertInto('dsn_portabilities')
      .values(batch)
      .onConflict((c) =>
        c.columns(['organization_id', 'affiliation_id']).doUpdateSet((eb) => ({
          start_date: eb.ref('excluded.start_date'),
          end_date: eb.ref('excluded.end_date'),
          month: eb.ref('excluded.month'),
        })),
      )
      .execute();
  });
  await changes.add(
    opened.map((p) => ({
      type: 'affiliation.portability_opened' as const,
      resourceId: p.affiliationId,
      collaboratorId: p.collaboratorId,
    })),
  );
}
