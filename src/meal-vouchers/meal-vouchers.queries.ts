import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { offsetOf, type Page } from '../http/pagination.ts';
import type { AbsenceSpan, ContractSpan } from './meal-voucher-count.ts';

export interface MonthRange {
  first: string;
  last: string;
}

export interface MealVoucherConfiguration {
  voucherValue: number;
  companyShare: number;
}

/**
 * An organization whose system of record gave no configuration gets zeros: the counts stay usable
 * and a zero voucher value cannot be mistaken for a real amount.
 */
export const UNCONFIGURED: MealVoucherConfiguration = { voucherValue: 0, companyShare: 0 };

export async function findMealVoucherConfiguration(
  db: Kysely<Database>,
  organizationId: string,
): Promise<MealVoucherConfiguration> {
  const row = await db
    .selectFrom('meal_voucher_configurations')
    .select(['voucher_value', 'company_share'])
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return row ? { voucherValue: row.voucher_value, companyShare: row.company_share } : UNCONFIGURED;
}

function collaboratorsUnderContract(
  db: Kysely<Database>,
  organizationId: string,
  month: MonthRange,
  establishmentId: string | undefined,
) {
  let query = db
    .selectFrom('collaborators as c')
    .where('c.organization_id', '=', organizationId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('contracts as k')
          .select('k.id')
          .whereRef('k.organization_id', '=', 'c.organization_id')
          .whereRef('k.collaborator_id', '=', 'c.id')
          .where('k.start_date', '<=', month.last)
          .where((eb) => eb.or([eb('k.end_date', 'is', null), eb('k.end_date', '>=', month.first)])),
      ),
    );
  if (establishmentId !== undefined) query = query.where('c.establishment_id', '=', establishmentId);
  return query;
}

/** How many collaborators have a contract active at some point of the month. */
export async function countCollaboratorsUnderContract(
  db: Kysely<Database>,
  organizationId: string,
  month: MonthRange,
  establishmentId: string | undefined,
): Promise<number> {
  const row = await collaboratorsUnderContract(db, organizationId, month, establishmentId)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Every one of those collaborators' ids in the collaborators' order: kept per data version and month. */
export async function collaboratorsUnderContractOrder(
  db: Kysely<Database>,
  organizationId: string,
  month: MonthRange,
  establishmentId: string | undefined,
): Promise<string[]> {
  const rows = await collaboratorsUnderContract(db, organizationId, month, establishmentId)
    .select('c.id')
    .orderBy('c.sort_last_name')
    .orderBy('c.sort_first_name')
    .orderBy('c.id')
    .execute();
  return rows.map((r) => r.id);
}

/** One page of those collaborators' ids, in the collaborators' order (DECISIONS.md). */
export async function pageOfCollaboratorsUnderContract(
  db: Kysely<Database>,
  organizationId: string,
  month: MonthRange,
  establishmentId: string | undefined,
  page: Page,
): Promise<string[]> {
  const rows = await collaboratorsUnderContract(db, organizationId, month, establishmentId)
    .select('c.id')
    .orderBy('c.sort_last_name')
    .orderBy('c.sort_first_name')
    .orderBy('c.id')
    .limit(page.limit)
    .offset(offsetOf(page))
    .execute();
  return rows.map((r) => r.id);
}

export interface WorkingTime {
  contracts: ContractSpan[];
  absences: AbsenceSpan[];
}

/** Contracts and approved absences of these collaborators that overlap the month. */
export async function workingTimeOf(
  db: Kysely<Database>,
  organizationId: string,
  collaboratorIds: string[],
  month: MonthRange,
): Promise<Map<string, WorkingTime>> {
  const byCollaborator = new Map<string, WorkingTime>(
    collaboratorIds.map((id) => [id, { contracts: [], absences: [] }]),
  );
  if (collaboratorIds.length === 0) return byCollaborator;
  const contracts = await db
    .selectFrom('contracts')
    .select(['collaborator_id', 'start_date', 'end_date'])
    .where('organization_id', '=', organizationId)
    .where('collaborator_id', 'in', collaboratorIds)
    .where('start_date', '<=', month.last)
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', month.first)]))
    .execute();
  for (const c of contracts) {
    byCollaborator.get(c.collaborator_id)?.contracts.push({ startDate: c.start_date, endDate: c.end_date });
  }
  const absences = await db
    .selectFrom('absences')
    .select(['collaborator_id', 'start_date', 'end_date', 'status'])
    .where('organization_id', '=', organizationId)
    .where('collaborator_id', 'in', collaboratorIds)
    .where('status', '=', 'approved')
    .where('start_date', '<=', month.last)
    .where('end_date', '>=', month.first)
    .execute();
  for (const a of absences) {
    byCollaborator
      .get(a.collaborator_id)
      ?.absences.push({ startDate: a.start_date, endDate: a.end_date, status: a.status });
  }
  return byCollaborator;
}
