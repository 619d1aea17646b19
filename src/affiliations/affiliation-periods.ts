import type { Kysely } from 'kysely';
import type { NewChange } from '../changes/change-log.ts';
import { inBatches, MAX_PARAMETERS, rowsPerInsert } from '../db/batches.ts';
import type { Database } from '../db/schema.ts';
import { uuidv7 } from '../shared/ids.ts';
import type { AffiliationStep, NewPeriod, StoredAffiliation } from './affiliation-plan.ts';

/** The periods of one collaborator in one contract, in any order. */
export async function pairPeriods(
  trx: Kysely<Database>,
  organizationId: string,
  collaboratorId: string,
  contractId: string,
): Promise<StoredAffiliation[]> {
  const rows = await trx
    .selectFrom('affiliations')
    .select(['id', 'collaborator_id', 'contract_id', 'option_id', 'status', 'start_date', 'end_date'])
    .where('organization_id', '=', organizationId)
    .where('collaborator_id', '=', collaboratorId)
    .where('contract_id', '=', contractId)
    .execute();
  return rows.map(toStored);
}

export function toStored(r: {
  id: string;
  collaborator_id: string;
  contract_id: string;
  option_id: string;
  status: string;
  start_date: string;
  end_date: string | null;
}): StoredAffiliation {
  return {
    id: r.id,
    collaboratorId: r.collaborator_id,
    contractId: r.contract_id,
    optionId: r.option_id,
    status: r.status,
    startDate: r.start_date,
    endDate: r.end_date,
  };
}

const AFFILIATION_COLUMNS = 10;

export interface PairStep {
  pair: { collaboratorId: string; contractId: string };
  step: AffiliationStep;
}

/** The grouped updates, then the new periods, each in bounded statements. */
async function writeSteps(
  trx: Kysely<Database>,
  organizationId: string,
  now: string,
  updates: Iterable<{ set: Record<string, unknown>; ids: string[] }>,
  inserts: Record<string, unknown>[],
): Promise<void> {
  for (const { set, ids } of updates) {
    await inBatches(ids, MAX_PARAMETERS, (batch) =>
      trx
        .updateTable('affiliations')
        .set({ ...set, updated_at: now })
        .where('organization_id', '=', organizationId)
        .where('id', 'in', batch)
        .execute(),
    );
  }
  await inBatches(inserts, rowsPerInsert(AFFILIATION_COLUMNS), (batch) =>
    trx
      .insertInto('affiliations')
      .values(batch as never)
      .execute(),
  );
}

/**
 * Writes many steps of many pairs in bounded statements: new periods in multi-row inserts, and
 * the updates grouped by what they set, each group in bounded `IN` lists. Returns, per step, the
 * id of the period it leaves current, and the changes to log (dataless).
 */
export async function applySteps(
  trx: Kysely<Database>,
  organizationId: string,
  steps: readonly PairStep[],
  now: string,
  establishmentId: string | null,
): Promise<{ currentIds: string[]; changes: NewChange[] }> {
  const inserts: Record<string, unknown>[] = [];
  const updates = new Map<string, { set: Record<string, unknown>; ids: string[] }>();
  const changes: NewChange[] = [];
  const update = (id: string, set: Record<string, unknown>) => {
    const key = JSON.stringify(set);
    const group = updates.get(key) ?? { set, ids: [] };
    group.ids.push(id);
    updates.set(key, group);
  };
  const insert = (pair: PairStep['pair'], period: NewPeriod) => {
    const id = uuidv7();
    inserts.push({
      organization_id: organizationId,
      id,
      collaborator_id: pair.collaboratorId,
      contract_id: pair.contractId,
      option_id: period.optionId,
      status: period.status,
      start_date: period.startDate,
      end_date: period.endDate,
      created_at: now,
      updated_at: now,
    });
    changes.push({
      type: 'affiliation.created',
      resourceId: id,
      collaboratorId: pair.collaboratorId,
      establishmentId,
    });
    return id;
  };
  const updated = (pair: PairStep['pair'], id: string) =>
    changes.push({
      type: 'affiliation.updated',
      resourceId: id,
      collaboratorId: pair.collaboratorId,
      establishmentId,
    });
  const currentIds = steps.map(({ pair, step }) => {
    switch (step.kind) {
      case 'unchanged':
        return step.id;
      case 'start':
        return insert(pair, step.period);
      case 'terminate':
        update(step.id, { status: 'terminated', end_date: step.endDate });
        updated(pair, step.id);
        return step.id;
      case 'replace':
        update(step.id, {
          option_id: step.period.optionId,
          status: step.period.status,
          end_date: step.period.endDate,
        });
        updated(pair, step.id);
        return step.id;
      default:
        // 'succeed': the current period ends, a new one starts.
        update(step.id, { end_date: step.endDate });
        updated(pair, step.id);
        return insert(pair, step.period);
    }
  });
  await writeSteps(trx, organizationId, now, updates.values(), inserts);
  return { currentIds, changes };
}
