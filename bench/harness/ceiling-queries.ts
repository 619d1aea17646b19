/**
 * Ceiling (B): what the product must run for each answer, written plainly, with no
 * authentication, no cache, no validation and no shaping. The product is measured against it:
 * at ≥ 1× (B) its own work (auth, rate limit, logging, serialization) costs less than what a
 * smarter read path saves. Each function returns the rows, as read.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.ts';

export interface PageQuery {
  page: number;
  limit: number;
}

const offset = (p: PageQuery) => (p.page - 1) * p.limit;

function monthRange(year: number, month: number) {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { first, last };
}

function collaboratorsOf(db: Kysely<Database>, org: string, activeOn: string | undefined) {
  let query = db.selectFrom('collaborators').where('collaborators.organization_id', '=', org);
  if (activeOn !== undefined) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('contracts')
          .select('contracts.id')
          .whereRef('contracts.organization_id', '=', 'collaborators.organization_id')
          .whereRef('contracts.collaborator_id', '=', 'collaborators.id')
          .where('contracts.start_date', '<=', activeOn)
          .where((eb) =>
            eb.or([eb('contracts.end_date', 'is', null), eb('contracts.end_date', '>=', activeOn)]),
          ),
      ),
    );
  }
  return query;
}

async function withTeamsAndContracts(db: Kysely<Database>, org: string, ids: string[]) {
  if (ids.length === 0) return { rows: [], contracts: [] };
  const rows = await db
    .selectFrom('collaborators')
    .leftJoin('teams', (join) =>
      join
        .onRef('teams.organization_id', '=', 'collaborators.organization_id')
        .onRef('teams.id', '=', 'collaborators.team_id'),
    )
    .selectAll('collaborators')
    .select('teams.name as team_name')
    .where('collaborators.organization_id', '=', org)
    .where('collaborators.id', 'in', ids)
    .execute();
  const contracts = await db
    .selectFrom('contracts')
    .selectAll()
    .where('organization_id', '=', org)
    .where('collaborator_id', 'in', ids)
    .orderBy('collaborator_id')
    .orderBy('start_date')
    .execute();
  return { rows, contracts };
}

/** A page of collaborators in name order, its `total`, their teams and contracts. */
export async function collaboratorsPage(
  db: Kysely<Database>,
  org: string,
  page: PageQuery,
  activeOn: string | undefined,
) {
  const ids = await collaboratorsOf(db, org, activeOn)
    .select('collaborators.id')
    .orderBy('collaborators.sort_last_name')
    .orderBy('collaborators.sort_first_name')
    .orderBy('collaborators.id')
    .limit(page.limit)
    .offset(offset(page))
    .execute();
  const { total } = await collaboratorsOf(db, org, activeOn)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const loaded = await withTeamsAndContracts(
    db,
    org,
    ids.map((r) => r.id),
  );
  return { ...loaded, total: Number(total) };
}

/** One collaborator with its team and contracts. */
export async function collaboratorDetail(db: Kysely<Database>, org: string, id: string) {
  return withTeamsAndContracts(db, org, [id]);
}

/** The meal vouchers' inputs: configuration, the month's population (page and total), and for
 * that page the workplaces, contracts, approved absences and approved remote work of the month. */
export async function mealVoucherInputs(
  db: Kysely<Database>,
  org: string,
  year: number,
  month: number,
  page: PageQuery,
) {
  const { first, last } = monthRange(year, month);
  const population = () =>
    db
      .selectFrom('collaborators as c')
      .where('c.organization_id', '=', org)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('contracts as k')
            .select('k.id')
            .whereRef('k.organization_id', '=', 'c.organization_id')
            .whereRef('k.collaborator_id', '=', 'c.id')
            .where('k.start_date', '<=', last)
            .where((eb) => eb.or([eb('k.end_date', 'is', null), eb('k.end_date', '>=', first)])),
        ),
      );
  const configuration = await db
    .selectFrom('meal_voucher_configurations')
    .select(['voucher_value', 'company_share'])
    .where('organization_id', '=', org)
    .executeTakeFirst();
  const { total } = await population()
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const ids = (
    await population()
      .select('c.id')
      .orderBy('c.sort_last_name')
      .orderBy('c.sort_first_name')
      .orderBy('c.id')
      .limit(page.limit)
      .offset(offset(page))
      .execute()
  ).map((r) => r.id);
  if (ids.length === 0) return { configuration, total: Number(total), ids };
  const workplaces = await db
    .selectFrom('collaborators as c')
    .innerJoin('establishments as e', (join) =>
      join.onRef('e.organization_id', '=', 'c.organization_id').onRef('e.id', '=', 'c.establishment_id'),
    )
    .select(['c.id', 'e.zip_code', 'e.country'])
    .where('c.organization_id', '=', org)
    .where('c.id', 'in', ids)
    .execute();
  const contracts = await db
    .selectFrom('contracts')
    .select(['collaborator_id', 'start_date', 'end_date'])
    .where('organization_id', '=', org)
    .where('collaborator_id', 'in', ids)
    .where('start_date', '<=', last)
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', first)]))
    .execute();
  const absences = await db
    .selectFrom('absences')
    .select(['collaborator_id', 'start_date', 'end_date', 'type', 'start_half_day', 'end_half_day'])
    .where('organization_id', '=', org)
    .where('collaborator_id', 'in', ids)
    .where('status', '=', 'approved')
    .where('start_date', '<=', last)
    .where('end_date', '>=', first)
    .execute();
  const remote = await db
    .selectFrom('work_locations')
    .select(['collaborator_id', 'start_date', 'end_date'])
    .where('organization_id', '=', org)
    .where('collaborator_id', 'in', ids)
    .where('status', '=', 'approved')
    .where('is_remote_work', '=', 1)
    .where('start_date', '<=', last)
    .where('end_date', '>=', first)
    .execute();
  return { configuration, total: Number(total), ids, workplaces, contracts, absences, remote };
}

/** The absences overlapping a range: a page in start-date order and its total. */
export async function absencesPage(
  db: Kysely<Database>,
  org: string,
  start: string,
  end: string,
  page: PageQuery,
) {
  const overlapping = () =>
    db
      .selectFrom('absences')
      .where('organization_id', '=', org)
      .where('start_date', '<=', end)
      .where('end_date', '>=', start);
  const rows = await overlapping()
    .selectAll()
    .orderBy('start_date')
    .orderBy('id')
    .limit(page.limit)
    .offset(offset(page))
    .execute();
  const { total } = await overlapping()
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}

/** The change feed after a position: the counter, then the next events in order. */
export async function changesAfter(db: Kysely<Database>, org: string, after: number, limit: number) {
  const counter = await db
    .selectFrom('change_counters')
    .select(['last_seq', 'pruned_through'])
    .where('organization_id', '=', org)
    .executeTakeFirst();
  const rows = await db
    .selectFrom('change_events')
    .select(['seq', 'type', 'resource_id', 'collaborator_id', 'establishment_id', 'occurred_at'])
    .where('organization_id', '=', org)
    .where('seq', '>', after)
    .where('seq', '<=', Number(counter?.last_seq ?? 0))
    .orderBy('seq')
    .limit(limit + 1)
    .execute();
  return { counter, rows };
}
