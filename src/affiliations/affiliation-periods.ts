import type { Kysely } from 'kysely';
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

/** Writes one step of a pair's history; returns the id of the period it leaves current. */
export async function applyStep(
  trx: Kysely<Database>,
  organizationId: string,
  pair: { collaboratorId: string; contractId: string },
  step: AffiliationStep,
  now: string,
): Promise<string> {
  const update = (id: string) =>
    trx.updateTable('affiliations').where('organization_id', '=', organizationId).where('id', '=', id);
  switch (step.kind) {
    case 'unchanged':
      return step.id;
    case 'start':
      return insertPeriod(trx, organizationId, pair, step.period, now);
    case 'terminate':
      await update(step.id).set({ status: 'terminated', end_date: step.endDate, updated_at: now }).execute();
      return step.id;
    case 'replace':
      await update(step.id)
        .set({
          option_id: step.period.optionId,
          status: step.period.status,
          end_date: step.period.endDate,
          updated_at: now,
        })
        .execute();
      return step.id;
    case 'succeed':
      await update(step.id).set({ end_date: step.endDate, updated_at: now }).execute();
      return insertPeriod(trx, organizationId, pair, step.period, now);
  }
}

async function insertPeriod(
  trx: Kysely<Database>,
  organizationId: string,
  pair: { collaboratorId: string; contractId: string },
  period: NewPeriod,
  now: string,
): Promise<string> {
  const id = uuidv7();
  await trx
    .insertInto('affiliations')
    .values({
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
    })
    .execute();
  return id;
}
