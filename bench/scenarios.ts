import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.ts';
import type { BarePage } from './harness/ceilings.ts';

export interface Scenario {
  name: string;
  /** Relative to /api/public/v1. */
  path: string;
  partner: boolean;
  /** The ceiling (B): the same page by one SELECT straight from the store. */
  bare: BarePage;
}

const LIMIT = 100;

interface Context {
  organizationId: string;
  asOf: string;
}

function monthOf(asOf: string) {
  const [year, month] = asOf.split('-').map(Number) as [number, number];
  const first = `${asOf.slice(0, 7)}-01`;
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { year, month, first, last };
}

const byName = (db: Kysely<Database>, organizationId: string) =>
  db
    .selectFrom('collaborators')
    .selectAll('collaborators')
    .where('collaborators.organization_id', '=', organizationId)
    .orderBy('collaborators.sort_last_name')
    .orderBy('collaborators.sort_first_name')
    .orderBy('collaborators.id');

const activeOn = (db: Kysely<Database>, organizationId: string, day: string) =>
  byName(db, organizationId).where(({ exists, selectFrom }) =>
    exists(
      selectFrom('contracts')
        .select('contracts.id')
        .whereRef('contracts.organization_id', '=', 'collaborators.organization_id')
        .whereRef('contracts.collaborator_id', '=', 'collaborators.id')
        .where('contracts.start_date', '<=', day)
        .where((eb) => eb.or([eb('contracts.end_date', 'is', null), eb('contracts.end_date', '>=', day)])),
    ),
  );

const underContract = (db: Kysely<Database>, organizationId: string, first: string, last: string) =>
  byName(db, organizationId).where(({ exists, selectFrom }) =>
    exists(
      selectFrom('contracts')
        .select('contracts.id')
        .whereRef('contracts.organization_id', '=', 'collaborators.organization_id')
        .whereRef('contracts.collaborator_id', '=', 'collaborators.id')
        .where('contracts.start_date', '<=', last)
        .where((eb) => eb.or([eb('contracts.end_date', 'is', null), eb('contracts.end_date', '>=', first)])),
    ),
  );

async function count(query: { execute(): Promise<unknown[]> }): Promise<number> {
  return (await query.execute()).length;
}

/** The scenarios of issue 13's table; deep pages sit at nine tenths of each list. */
export async function readScenarios(db: Kysely<Database>, context: Context): Promise<Scenario[]> {
  const { organizationId: org, asOf } = context;
  const month = monthOf(asOf);
  const all = await count(byName(db, org));
  const active = await count(activeOn(db, org, asOf));
  const paid = await count(underContract(db, org, month.first, month.last));
  const deep = (n: number) => Math.max(1, Math.floor((n / LIMIT) * 0.9));
  const pageOf = (query: ReturnType<typeof byName>, page: number) =>
    query
      .limit(LIMIT)
      .offset((page - 1) * LIMIT)
      .execute();
  const detail = await byName(db, org)
    .select('collaborators.id')
    .offset(Math.floor(all / 2))
    .limit(1)
    .executeTakeFirstOrThrow();
  const list = (query: string) => `/organizations/${org}/${query}`;
  const meal = `meal-vouchers?month=${month.month}&year=${month.year}&limit=${LIMIT}`;
  return [
    {
      name: 'collaborators page 1',
      path: list(`collaborators?limit=${LIMIT}&page=1`),
      partner: false,
      bare: (d) => pageOf(byName(d, org), 1),
    },
    {
      name: `collaborators page ${deep(all)}`,
      path: list(`collaborators?limit=${LIMIT}&page=${deep(all)}`),
      partner: false,
      bare: (d) => pageOf(byName(d, org), deep(all)),
    },
    {
      name: 'status=active page 1',
      path: list(`collaborators?status=active&limit=${LIMIT}&page=1`),
      partner: false,
      bare: (d) => pageOf(activeOn(d, org, asOf), 1),
    },
    {
      name: `status=active page ${deep(active)}`,
      path: list(`collaborators?status=active&limit=${LIMIT}&page=${deep(active)}`),
      partner: false,
      bare: (d) => pageOf(activeOn(d, org, asOf), deep(active)),
    },
    {
      name: 'meal vouchers page 1',
      path: list(`${meal}&page=1`),
      partner: true,
      bare: (d) => pageOf(underContract(d, org, month.first, month.last), 1),
    },
    {
      name: `meal vouchers page ${deep(paid)}`,
      path: list(`${meal}&page=${deep(paid)}`),
      partner: true,
      bare: (d) => pageOf(underContract(d, org, month.first, month.last), deep(paid)),
    },
    {
      name: 'absences of one month',
      path: list(`absences?startDate=${month.first}&endDate=${month.last}&limit=${LIMIT}`),
      partner: false,
      bare: (d) =>
        d
          .selectFrom('absences')
          .selectAll()
          .where('organization_id', '=', org)
          .where('start_date', '<=', month.last)
          .where('end_date', '>=', month.first)
          .orderBy('start_date')
          .orderBy('id')
          .limit(LIMIT)
          .execute(),
    },
    {
      name: 'collaborator detail',
      path: list(`collaborators/${detail.id}`),
      partner: false,
      bare: (d) => byName(d, org).where('collaborators.id', '=', detail.id).executeTakeFirst(),
    },
  ];
}
