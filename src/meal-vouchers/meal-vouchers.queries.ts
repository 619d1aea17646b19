import type { Kysely } from 'kysely';
import { afterKey, type RowWindow, type WindowRows, windowRows } from '../db/keyset.ts';
import type { Database } from '../db/schema.ts';
import { holidayRegionOf } from '../shared/calendar/holiday-region.ts';
import type { WorkingTime } from './meal-voucher-count.ts';

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

/** One window of those collaborators' ids, in the collaborators' order (docs/partner-api.md). */
export async function windowOfCollaboratorsUnderContract(
  db: Kysely<Database>,
  organizationId: string,
  month: MonthRange,
  establishmentId: string | undefined,
  window: RowWindow,
): Promise<WindowRows<string>> {
  const matching = collaboratorsUnderContract(db, organizationId, month, establishmentId);
  const { after } = window;
  const rows = await (after === null
    ? matching
    : matching.where(afterKey(['c.sort_last_name', 'c.sort_first_name', 'c.id'], after))
  )
    .select(['c.sort_last_name', 'c.sort_first_name', 'c.id'])
    .orderBy('c.sort_last_name')
    .orderBy('c.sort_first_name')
    .orderBy('c.id')
    .limit(window.limit + 1)
    .offset(window.offset)
    .execute();
  const kept = windowRows(rows, window, (r) => [r.sort_last_name, r.sort_first_name, r.id]);
  return { rows: kept.rows.map((r) => r.id), nextKey: kept.nextKey };
}

/**
 * What the meal-voucher rule reads for these collaborators and this month: contracts, approved
 * absences and approved remote work overlapping it, and the holiday region of the establishment
 * each works in, day by day when an establishment history says where they were. One loader for the monthly list and the per-day explanation.
 */
/** Where each collaborator works: the holiday region of their establishment. */
async function placeCollaborators(
  db: Kysely<Database>,
  organizationId: string,
  collaboratorIds: string[],
  byCollaborator: Map<string, WorkingTime>,
): Promise<void> {
  const workplaces = await db
    .selectFrom('collaborators as c')
    .innerJoin('establishments as e', (join) =>
      join.onRef('e.organization_id', '=', 'c.organization_id').onRef('e.id', '=', 'c.establishment_id'),
    )
    .select(['c.id', 'e.zip_code', 'e.country'])
    .where('c.organization_id', '=', organizationId)
    .where('c.id', 'in', collaboratorIds)
    .execute();
  for (const w of workplaces) {
    const time = byCollaborator.get(w.id);
    if (time) time.region = holidayRegionOf({ zipCode: w.zip_code, country: w.country });
  }
}

/** Where an establishment history says they were during the month, day by day. */
async function addRegionPeriods(
  db: Kysely<Database>,
  organizationId: string,
  collaboratorIds: string[],
  month: MonthRange,
  byCollaborator: Map<string, WorkingTime>,
): Promise<void> {
  const history = await db
    .selectFrom('collaborator_establishments as h')
    .innerJoin('establishments as e', (join) =>
      join.onRef('e.organization_id', '=', 'h.organization_id').onRef('e.id', '=', 'h.establishment_id'),
    )
    .select(['h.collaborator_id', 'h.start_date', 'h.end_date', 'e.zip_code', 'e.country'])
    .where('h.organization_id', '=', organizationId)
    .where('h.collaborator_id', 'in', collaboratorIds)
    .where('h.start_date', '<=', month.last)
    .where((eb) => eb.or([eb('h.end_date', 'is', null), eb('h.end_date', '>=', month.first)]))
    .orderBy('h.start_date')
    .execute();
  for (const h of history) {
    const time = byCollaborator.get(h.collaborator_id);
    if (!time) continue;
    const region = holidayRegionOf({ zipCode: h.zip_code, country: h.country });
    time.regionPeriods = [
      ...(time.regionPeriods ?? []),
      { startDate: h.start_date, endDate: h.end_date, region },
    ];
  }
}

/** The contracts overlapping the month. */
async function addContracts(
  db: Kysely<Database>,
  organizationId: string,
  collaboratorIds: string[],
  month: MonthRange,
  byCollaborator: Map<string, WorkingTime>,
): Promise<void> {
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
}

/** The approved absences overlapping the month. */
async function addAbsences(
  db: Kysely<Database>,
  organizationId: string,
  collaboratorIds: string[],
  month: MonthRange,
  byCollaborator: Map<string, WorkingTime>,
): Promise<void> {
  const absences = await db
    .selectFrom('absences')
    .select(['collaborator_id', 'start_date', 'end_date', 'status', 'type', 'start_half_day', 'end_half_day'])
    .where('organization_id', '=', organizationId)
    .where('collaborator_id', 'in', collaboratorIds)
    .where('status', '=', 'approved')
    .where('start_date', '<=', month.last)
    .where('end_date', '>=', month.first)
    .orderBy('start_date')
    .orderBy('id')
    .execute();
  for (const a of absences) {
    byCollaborator.get(a.collaborator_id)?.absences.push({
      startDate: a.start_date,
      endDate: a.end_date,
      status: a.status,
      type: a.type,
      startHalfDay: a.start_half_day === 1,
      endHalfDay: a.end_half_day === 1,
    });
  }
}

/** The approved remote work overlapping the month. */
async function addRemoteWork(
  db: Kysely<Database>,
  organizationId: string,
  collaboratorIds: string[],
  month: MonthRange,
  byCollaborator: Map<string, WorkingTime>,
): Promise<void> {
  const remote = await db
    .selectFrom('work_locations')
    .select(['collaborator_id', 'start_date', 'end_date', 'status'])
    .where('organization_id', '=', organizationId)
    .where('collaborator_id', 'in', collaboratorIds)
    .where('status', '=', 'approved')
    .where('is_remote_work', '=', 1)
    .where('start_date', '<=', month.last)
    .where('end_date', '>=', month.first)
    .execute();
  for (const w of remote) {
    byCollaborator.get(w.collaborator_id)?.workLocations.push({
      startDate: w.start_date,
      endDate: w.end_date,
      status: w.status,
      isRemoteWork: true,
    });
  }
}

export async function workingTimeOf(
  db: Kysely<Database>,
  organizationId: string,
  collaboratorIds: string[],
  month: MonthRange,
): Promise<Map<string, WorkingTime>> {
  const byCollaborator = new Map<string, WorkingTime>(
    collaboratorIds.map((id) => [
      id,
      { region: 'metropolitan', contracts: [], absences: [], workLocations: [] },
    ]),
  );
  if (collaboratorIds.length === 0) return byCollaborator;
  await placeCollaborators(db, organizationId, collaboratorIds, byCollaborator);
  await addRegionPeriods(db, organizationId, collaboratorIds, month, byCollaborator);
  await addContracts(db, organizationId, collaboratorIds, month, byCollaborator);
  await addAbsences(db, organizationId, collaboratorIds, month, byCollaborator);
  await addRemoteWork(db, organizationId, collaboratorIds, month, byCollaborator);
  return byCollaborator;
}

/** The collaborator's establishment (null without one), or undefined when it is not the organization's. */
export async function collaboratorEstablishment(
  db: Kysely<Database>,
  organizationId: string,
  collaboratorId: string,
): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('collaborators')
    .select('establishment_id')
    .where('organization_id', '=', organizationId)
    .where('id', '=', collaboratorId)
    .executeTakeFirst();
  return row ? row.establishment_id : undefined;
}
