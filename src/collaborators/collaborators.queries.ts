import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { CollaboratorTable, ContractTable, Database } from '../db/schema.ts';
import type { EmploymentStatus } from '../employment/employment-status.ts';
import { contractDetailsOf } from '../hr-data/contract-details.ts';
import { offsetOf, type Page } from '../http/pagination.ts';
import type { CollaboratorData, ContractData } from './collaborators.projection.ts';

export interface CollaboratorFilter {
  establishmentId?: string | undefined;
  status?: EmploymentStatus | undefined;
  /** `YYYY-MM-DD` in the organization's time zone. */
  today: string;
}

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
  const { status } = filter;
  if (status !== undefined) matching = matching.where((eb) => statusCondition(eb, status, filter.today));
  return matching;
}

/**
 * The ids of every collaborator the filter matches, in name order, from the covering name index.
 * Kept per data version and date by the caller, it makes `total` its length and any page, however
 * deep, a slice and a fetch by primary key.
 */
export async function collaboratorOrder(
  db: Kysely<Database>,
  organizationId: string,
  filter: CollaboratorFilter,
): Promise<string[]> {
  const rows = await matchingCollaborators(db, organizationId, filter)
    .select('collaborators.id')
    .orderBy('collaborators.sort_last_name')
    .orderBy('collaborators.sort_first_name')
    .orderBy('collaborators.id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * One page of collaborators in name order, without a kept order: a deferred join (the page's ids
 * from the covering name index, OFFSET skipping index entries, not rows), and `total` counting the
 * same filtered index range. What reads do when the read cache is turned off.
 */
export async function listCollaborators(
  db: Kysely<Database>,
  organizationId: string,
  filter: CollaboratorFilter,
  page: Page,
): Promise<{ collaborators: CollaboratorData[]; total: number }> {
  const matching = matchingCollaborators(db, organizationId, filter);
  const ids = await matching
    .select('collaborators.id')
    .orderBy('collaborators.sort_last_name')
    .orderBy('collaborators.sort_first_name')
    .orderBy('collaborators.id')
    .limit(page.limit)
    .offset(offsetOf(page))
    .execute();
  const { total } = await matching
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const collaborators = await loadCollaborators(
    db,
    organizationId,
    ids.map((r) => r.id),
  );
  return { collaborators, total: Number(total) };
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
