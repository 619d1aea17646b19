import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import { afterKey, type RowWindow, windowRows } from '../db/keyset.ts';
import type { CollaboratorTable, ContractTable, Database } from '../db/schema.ts';
import type { EmploymentStatus } from '../employment/employment-status.ts';
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
 * One window of collaborators in name order: a deferred join (the window's ids from the covering
 * name index, seeking past a cursor's key or OFFSET skipping index entries, not rows), then the
 * rows and contracts of those ids only. A page asked for by number starts from the nearest known
 * position before it (`positions`, src/read-cache/bookmarks.ts) and skips only the rows between.
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
  const keys = await (seekTo === null ? matching : matching.where(afterKey(COLLABORATOR_ORDER, seekTo)))
    .select(['collaborators.sort_last_name', 'collaborators.sort_first_name', 'collaborators.id'])
    .orderBy('collaborators.sort_last_name')
    .orderBy('collaborators.sort_first_name')
    .orderBy('collaborators.id')
    .limit(window.limit + 1)
    .offset(window.offset - (from?.position ?? 0))
    .execute();
  const { rows, nextKey } = windowRows(keys, window, (r) => [r.sort_last_name, r.sort_first_name, r.id]);
  // The next page by number starts after this one's last row.
  if (positions && after === null && nextKey !== null) {
    positions.add({ position: window.offset + rows.length, key: nextKey });
  }
  const collaborators = await loadCollaborators(
    db,
    organizationId,
    rows.map((r) => r.id),
  );
  return { collaborators, nextKey };
}

export async function findCollaborator(
  db: Kysely<Database>,
  organizationId: string,
  collaboratorId: string,
): Promise<(CollaboratorData & { establishmentId: string | null }) | undefined> {
  const [found] = await loadCollaborators(db, organizationId, [collaboratorId]);
  return found;
}

/** The collaborators with these ids, with team and contracts, in the order of `ids`. */
export async function loadCollaborators(
  db: Kysely<Database>,
  organizationId: string,
  ids: string[],
): Promise<(CollaboratorData & { establishmentId: string | null })[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('collaborators')
    .leftJoin('teams', (join) =>
      join
        .onRef('teams.organization_id', '=', 'collaborators.organization_id')
        .onRef('teams.id', '=', 'collaborators.team_id'),
    )
    .selectAll('collaborators')
    .select('teams.name as team_name')
    .where('collaborators.organization_id', '=', organizationId)
    .where('collaborators.id', 'in', ids)
    .execute();
  const contracts = await db
    .selectFrom('contracts')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('collaborator_id', 'in', ids)
    .orderBy('collaborator_id')
    .orderBy('start_date')
    .orderBy('id')
    .execute();
  const contractsBy = new Map<string, ContractData[]>();
  for (const contract of contracts) {
    const list = contractsBy.get(contract.collaborator_id) ?? [];
    list.push(toContractData(contract));
    contractsBy.set(contract.collaborator_id, list);
  }
  const byId = new Map(rows.map((row) => [row.id, toCollaboratorData(row, contractsBy.get(row.id) ?? [])]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function toContractData(row: Selectable<ContractTable>): ContractData {
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
  row: Selectable<CollaboratorTable> & { team_name: string | null },
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
    bankAccount: { iban: row.iban, bic: row.bic },
    managerId: row.manager_id,
    // A dangling team id (team deleted) shows no team rather than a team without a name.
    team: row.team_id !== null && row.team_name !== null ? { id: row.team_id, name: row.team_name } : null,
    contracts,
  };
}
