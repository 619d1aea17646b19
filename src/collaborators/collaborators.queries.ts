import { type ExpressionBuilder, type Kysely, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { EmploymentStatus } from '../changes/employment-status.ts';
import { compiledOnce } from '../db/compiled-once.ts';
import { isPostgres } from '../db/engine-of.ts';
import { afterKey, type RowWindow, windowRows } from '../db/keyset.ts';
import type { CollaboratorTable, ContractTable, Database, DsnOnlyColumns, UpsertRow } from '../db/schema.ts';
import { contractDetailsOf } from '../hr-data/contract-details.ts';
import type { ListPositions } from '../read-cache/bookmarks.ts';
import type { CollaboratorData, ContractData } from './collaborators.projection.ts';

export interface CollaboratorFilter {
  establishmentId?: string | undefined;
  status?: EmploymentStatus | undefined;
  /** Only these collaborators (at most 100): an unknown id is simply not in the answer. */
  ids?: readonly string[] | undefined;
  /** `YYYY-MM-DD` in the organization's time zone. */
  today: string;
}

/** The collaborators' order (accents and case ignored), and what a cursor of theirs holds. */
export const COLLABORATOR_ORDER = [
  'collaborators.sort_last_name',
  'collaborators.sort_first_name',
  'collaborators.id',
] as const;

type CollaboratorScope = ExpressionBuilder<Database, 'collaborators'>;

/** The collaborator's contracts, correlated on the outer row; served by a contracts index. */
function contractsOf(eb: CollaboratorScope) {
  return eb
    .selectFrom('contracts')
    .select('contracts.id')
    .whereRef('contracts.organization_id', '=', 'collaborators.organization_id')
    .whereRef('contracts.collaborator_id', '=', 'collaborators.id');
}

/**
 * The rule of employment-status.ts, in SQL, so that filtering and counting happen in the store:
 * active = a contract covers today; future = contracts exist and none has started; past = neither.
 * Only AND-ed EXISTS / NOT EXISTS, which both engines run as (anti-)joins on the contracts index;
 * an OR of EXISTS would make PostgreSQL evaluate subplans per row.
 */
function statusCondition(eb: CollaboratorScope, status: EmploymentStatus, today: string) {
  const active = eb.exists(
    contractsOf(eb)
      .where('contracts.start_date', '<=', today)
      .where((k) => k.or([k('contracts.end_date', 'is', null), k('contracts.end_date', '>=', today)])),
  );
  const started = eb.exists(contractsOf(eb).where('contracts.start_date', '<=', today));
  switch (status) {
    case 'active':
      return active;
    case 'future':
      return eb.and([eb.exists(contractsOf(eb)), eb.not(started)]);
    case 'past': {
      // Not future: no upcoming contract whose collaborator has no started contract.
      const upcomingOfFutureCollaborator = eb
        .selectFrom('contracts as upcoming')
        .select('upcoming.id')
        .whereRef('upcoming.organization_id', '=', 'collaborators.organization_id')
        .whereRef('upcoming.collaborator_id', '=', 'collaborators.id')
        .where('upcoming.start_date', '>', today)
        .where((u) =>
          u.not(
            u.exists(
              u
                .selectFrom('contracts as begun')
                .select('begun.id')
                .whereRef('begun.organization_id', '=', 'upcoming.organization_id')
                .whereRef('begun.collaborator_id', '=', 'upcoming.collaborator_id')
                .where('begun.start_date', '<=', today),
            ),
          ),
        );
      return eb.and([eb.not(active), eb.not(eb.exists(upcomingOfFutureCollaborator))]);
    }
  }
}

function matchingCollaborators(db: Kysely<Database>, organizationId: string, filter: CollaboratorFilter) {
  let matching = db.selectFrom('collaborators').where('collaborators.organization_id', '=', organizationId);
  if (filter.establishmentId !== undefined) {
    matching = matching.where('collaborators.establishment_id', '=', filter.establishmentId);
  }
  const { ids, status } = filter;
  if (ids !== undefined)
    matching = matching.where('collaborators.id', 'in', ids.length > 0 ? [...ids] : ['']);
  if (status !== undefined) matching = matching.where((eb) => statusCondition(eb, status, filter.today));
  return matching;
}

/** How many collaborators the filter matches: the same filtered range of the name index. */
export async function countCollaborators(
  db: Kysely<Database>,
  organizationId: string,
  filter: CollaboratorFilter,
): Promise<number> {
  const { total } = await matchingCollaborators(db, organizationId, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

/**
 * One window of collaborators in name order, in one statement: the window's keys from the covering
 * name index (seeking past a cursor's key, or OFFSET skipping index entries, not rows), joined to
 * those rows only, each with its team and its contracts as JSON built by the store. A page asked
 * for by number starts from the nearest known position before it (`positions`,
 * src/read-cache/bookmarks.ts) and skips only the rows between.
 */
export async function listCollaborators(
  db: Kysely<Database>,
  organizationId: string,
  filter: CollaboratorFilter,
  window: RowWindow,
  positions?: ListPositions,
): Promise<{ collaborators: CollaboratorData[]; nextKey: readonly string[] | null }> {
  const matching = matchingCollaborators(db, organizationId, filter);
  const { after } = window;
  const from = after === null && window.offset > 0 ? positions?.nearest(window.offset) : undefined;
  const seekTo = after ?? from?.key ?? null;
  const skip = window.offset - (from?.position ?? 0);
  // A page by number read past skipped rows also reads the row before it, whose key bookmarks the
  // page's own start: read again after a write that moves no row, it is a seek.
  const before = positions && after === null && skip > 0 ? 1 : 0;
  const keys = (seekTo === null ? matching : matching.where(afterKey(COLLABORATOR_ORDER, seekTo)))
    .select(['collaborators.sort_last_name', 'collaborators.sort_first_name', 'collaborators.id'])
    .orderBy('collaborators.sort_last_name')
    .orderBy('collaborators.sort_first_name')
    .orderBy('collaborators.id')
    .limit(window.limit + 1 + before)
    .offset(skip - before);
  const found = await withTeamAndContracts(db, organizationId, keys);
  const keyOf = (r: (typeof found)[number]) => [r.sort_last_name, r.sort_first_name, r.id];
  const previous = before === 1 ? found.shift() : undefined;
  if (positions && previous) positions.add({ position: window.offset, key: keyOf(previous) });
  const { rows, nextKey } = windowRows(found, window, keyOf);
  // The next page by number starts after this one's last row.
  if (positions && after === null && nextKey !== null) {
    positions.add({ position: window.offset + rows.length, key: nextKey });
  }
  return { collaborators: rows.map(toLoadedCollaborator), nextKey };
}

/** One collaborator with team and contracts: on PostgreSQL one statement, the contracts as JSON. */
export async function findCollaborator(
  db: Kysely<Database>,
  organizationId: string,
  collaboratorId: string,
): Promise<(CollaboratorData & { establishmentId: string | null }) | undefined> {
  const values = { organizationId, collaboratorId };
  if (isPostgres(db)) {
    const [row] = await collaboratorWithContracts(db, values);
    return row && toLoadedCollaborator(row);
  }
  const [row] = await collaboratorRow(db, values);
  if (!row) return undefined;
  return toLoadedCollaborator({ ...row, contracts: await contractsOfCollaborator(db, values) });
}

const ONE_COLLABORATOR = ['organizationId', 'collaboratorId'] as const;

/**
 * The collaborator's row and team's name (the statements of a detail are compiled once per store).
 * The name by a scalar subquery rather than a join: the same row (a team is one per id), and on
 * SQLite a third of the cost of the joined statement for one row (8 µs against 29, each run alone).
 */
function oneCollaborator(
  db: Kysely<Database>,
  v: Readonly<Record<(typeof ONE_COLLABORATOR)[number], string>>,
) {
  return db
    .selectFrom('collaborators')
    .selectAll('collaborators')
    .select((eb) => eb.selectFrom('teams').select('teams.name').where(TEAM_OF_COLLABORATOR).as('team_name'))
    .where('collaborators.organization_id', '=', v.organizationId)
    .where('collaborators.id', '=', v.collaboratorId);
}

const collaboratorRow = compiledOnce(ONE_COLLABORATOR, oneCollaborator);

const collaboratorWithContracts = compiledOnce(ONE_COLLABORATOR, (db, v) =>
  oneCollaborator(db, v).select((eb) => contractsJson(eb).as('contracts')),
);

/** SQLite: the collaborator's contracts by start date then id. */
const contractsOfCollaborator = compiledOnce(ONE_COLLABORATOR, (db, v) =>
  db
    .selectFrom('contracts')
    .select(CONTRACT_COLUMNS.map((c) => `contracts.${c}` as const))
    .where('contracts.organization_id', '=', v.organizationId)
    .where('contracts.collaborator_id', '=', v.collaboratorId)
    .orderBy('contracts.start_date')
    .orderBy('contracts.id'),
);

/** The columns of a contract its projection reads (src/hr-data/contract-details.ts included). */
const CONTRACT_COLUMNS = [
  'id',
  'start_date',
  'end_date',
  'nature_contrat',
  'est_cadre',
  'job_title',
  'pcs_ese',
  'working_time',
  'collective_agreement',
  'classification',
  'planned_end_date',
  'trial_period_days',
  'end_reason',
  'conventional_status',
  'local_scheme',
  'recourse_reason',
] as const;

/** The DSN-only columns may be absent from a row built by the JSON import's rules (the examples). */
type DsnOnlyContract = DsnOnlyColumns['contracts'];
type ContractRow = Pick<
  Selectable<ContractTable>,
  Exclude<(typeof CONTRACT_COLUMNS)[number], DsnOnlyContract>
> &
  Partial<Pick<Selectable<ContractTable>, DsnOnlyContract>>;

type CollaboratorKeys = SelectQueryBuilder<
  Database,
  'collaborators',
  Pick<CollaboratorTable, 'sort_last_name' | 'sort_first_name' | 'id'>
>;

/** The collaborator's team, joined by the read of a record or a page (a dangling id finds none). */
const TEAM_OF_COLLABORATOR = sql<boolean>`teams.organization_id = collaborators.organization_id and teams.id = collaborators.team_id`;

type LoadedRow = Selectable<CollaboratorTable> & { team_name: string | null; contracts: ContractRow[] };

/**
 * The collaborators whose keys `keys` selects, in their order, with their team's name and their
 * contracts by start date then id (served by the contracts index). On PostgreSQL one statement,
 * the contracts nested as JSON by the store (`json_agg`): a round trip to the server and the
 * decoding of every contract row saved. On SQLite, which runs in this process, building and
 * parsing that JSON cost more than a second statement does (docs/performance.md), so the
 * contracts are read by a second statement there.
 */
async function withTeamAndContracts(
  db: Kysely<Database>,
  organizationId: string,
  keys: CollaboratorKeys,
): Promise<LoadedRow[]> {
  const rows = db
    .selectFrom(keys.as('page'))
    .innerJoin('collaborators', (join) =>
      join.on('collaborators.organization_id', '=', organizationId).onRef('collaborators.id', '=', 'page.id'),
    )
    .leftJoin('teams', (join) => join.on(TEAM_OF_COLLABORATOR))
    .selectAll('collaborators')
    .select('teams.name as team_name')
    .orderBy('page.sort_last_name')
    .orderBy('page.sort_first_name')
    .orderBy('page.id');
  if (isPostgres(db)) return rows.select((eb) => contractsJson(eb).as('contracts')).execute();
  return withContracts(db, organizationId, await rows.execute());
}

/** PostgreSQL: the collaborator's contracts as one JSON array, by start date then id. */
function contractsJson(eb: CollaboratorScope) {
  return jsonArrayFrom(
    eb
      .selectFrom('contracts')
      .select(CONTRACT_COLUMNS.map((c) => `contracts.${c}` as const))
      .whereRef('contracts.organization_id', '=', 'collaborators.organization_id')
      .whereRef('contracts.collaborator_id', '=', 'collaborators.id')
      .orderBy('contracts.start_date')
      .orderBy('contracts.id'),
  );
}

/** SQLite: the contracts of these rows by a second statement, by start date then id. */
async function withContracts<Row extends Selectable<CollaboratorTable>>(
  db: Kysely<Database>,
  organizationId: string,
  found: Row[],
): Promise<(Row & { contracts: ContractRow[] })[]> {
  if (found.length === 0) return [];
  const byCollaborator = new Map<string, ContractRow[]>();
  const contracts = await db
    .selectFrom('contracts')
    .select(['contracts.collaborator_id', ...CONTRACT_COLUMNS.map((c) => `contracts.${c}` as const)])
    .where('contracts.organization_id', '=', organizationId)
    .where(
      'contracts.collaborator_id',
      'in',
      found.map((r) => r.id),
    )
    .orderBy('contracts.collaborator_id')
    .orderBy('contracts.start_date')
    .orderBy('contracts.id')
    .execute();
  for (const contract of contracts) {
    const list = byCollaborator.get(contract.collaborator_id);
    if (list) list.push(contract);
    else byCollaborator.set(contract.collaborator_id, [contract]);
  }
  return found.map((row) => Object.assign(row, { contracts: byCollaborator.get(row.id) ?? [] }));
}

function toLoadedCollaborator(row: LoadedRow): CollaboratorData & { establishmentId: string | null } {
  return toCollaboratorData(row, row.contracts.map(toContractData));
}

export function toContractData(row: ContractRow): ContractData {
  return {
    id: row.id,
    startDate: row.start_date,
    endDate: row.end_date,
    natureContrat: row.nature_contrat,
    estCadre: row.est_cadre === null ? null : row.est_cadre === 1,
    details: contractDetailsOf(row),
  };
}

export function toCollaboratorData(
  row: UpsertRow<'collaborators'> & { team_name: string | null },
  contracts: ContractData[],
): CollaboratorData & { establishmentId: string | null } {
  return {
    id: row.id,
    establishmentId: row.establishment_id,
    isProfileComplete: row.is_profile_complete === 1,
    personnelNumber: row.personnel_number,
    title: row.title,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    birthName: row.birth_name,
    secondaryEmail: row.secondary_email,
    phoneNumber: row.phone_number,
    birthDate: row.birth_date,
    birthCity: row.birth_city,
    countryOfBirth: row.country_of_birth,
    nationality: row.nationality,
    address: {
      street: row.address_street,
      city: row.address_city,
      zipCode: row.address_zip_code,
      country: row.address_country,
    },
    seniorityDate: row.seniority_date,
    socialSecurityNumber: row.social_security_number,
    temporaryNumber: row.temporary_number ?? null,
    bankAccount: { iban: row.iban, bic: row.bic },
    managerId: row.manager_id,
    // A dangling team id (team deleted) shows no team rather than a team without a name.
    team: row.team_id !== null && row.team_name !== null ? { id: row.team_id, name: row.team_name } : null,
    contracts,
  };
}
