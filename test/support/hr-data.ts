import type { Kysely } from 'kysely';
import type { Database, DsnDependantTable, UpsertRow } from '../../src/db/schema.ts';
import { sortKey } from '../../src/shared/names.ts';

/**
 * Builders that write HR rows straight into a store for tests of the read side. Only what a test
 * names differs from these defaults.
 */
// The DSN-only columns (migration 0032) left out: an upgrade test writes rows into older schemas.
type Row<T extends keyof Database> = UpsertRow<T>;

let sequence = 0;
const next = (prefix: string) => `${prefix}_${(++sequence).toString().padStart(5, '0')}`;

export async function givenEstablishment(
  db: Kysely<Database>,
  organizationId: string,
  values: Partial<Row<'establishments'>> = {},
): Promise<Row<'establishments'>> {
  const row: Row<'establishments'> = {
    organization_id: organizationId,
    id: next('est'),
    name: 'Siège',
    siret: '55210055400013',
    is_head_office: 1,
    street: '1 rue de la Paix',
    city: 'Paris',
    zip_code: '75002',
    country: 'fr',
    idcc: null,
    ...values,
  };
  await db.insertInto('establishments').values(row).execute();
  return row;
}

export async function givenTeam(
  db: Kysely<Database>,
  organizationId: string,
  values: Partial<Row<'teams'>> = {},
) {
  const row: Row<'teams'> = {
    organization_id: organizationId,
    id: next('team'),
    name: 'Opérations',
    ...values,
  };
  await db.insertInto('teams').values(row).execute();
  return row;
}

export interface ContractInput {
  id?: string;
  startDate: string;
  endDate?: string | null;
  natureContrat?: string;
  estCadre?: boolean | null;
}

export async function givenCollaborator(
  db: Kysely<Database>,
  organizationId: string,
  values: Partial<Row<'collaborators'>> & { contracts?: ContractInput[] } = {},
): Promise<Row<'collaborators'>> {
  const { contracts = [{ startDate: '2020-01-01' }], ...rest } = values;
  const firstName = rest.first_name ?? 'Élodie';
  const lastName = rest.last_name ?? 'Durand';
  const row: Row<'collaborators'> = {
    organization_id: organizationId,
    id: next('col'),
    establishment_id: null,
    is_profile_complete: 1,
    personnel_number: '0001',
    title: 'mrs',
    email: 'elodie.durand@example.fr',
    birth_name: 'Martin',
    secondary_email: null,
    phone_number: '+33612345678',
    birth_date: '1988-03-17',
    birth_city: 'Lyon',
    country_of_birth: 'fr',
    nationality: 'fr',
    address_street: '1 rue de la Paix',
    address_city: 'Paris',
    address_zip_code: '75002',
    address_country: 'fr',
    seniority_date: '2019-09-01',
    social_security_number: '288036912345678',
    iban: 'FR7630006000011234567890189',
    bic: 'AGRIFRPP',
    manager_id: null,
    team_id: null,
    ...rest,
    first_name: firstName,
    last_name: lastName,
    sort_first_name: sortKey(firstName),
    sort_last_name: sortKey(lastName),
  };
  await db.insertInto('collaborators').values(row).execute();
  for (const contract of contracts) {
    await db
      .insertInto('contracts')
      .values({
        organization_id: organizationId,
        id: contract.id ?? next('ctr'),
        collaborator_id: row.id,
        start_date: contract.startDate,
        end_date: contract.endDate ?? null,
        nature_contrat: contract.natureContrat ?? 'permanent',
        est_cadre:
          contract.estCadre === undefined ? 1 : contract.estCadre === null ? null : contract.estCadre ? 1 : 0,
      })
      .execute();
  }
  return row;
}

/**
 * Many employees at once: copies of `template` under these ids, each holding one open permanent
 * contract `ctr_<id>` (an affiliation is one of an employee), written 200 rows per statement so
 * that tens of thousands stay under every engine's parameter limit.
 */
export async function givenEmployees(
  db: Kysely<Database>,
  template: Row<'collaborators'>,
  ids: readonly string[],
): Promise<void> {
  const organizationId = template.organization_id;
  for (let i = 0; i < ids.length; i += 200) {
    await db
      .insertInto('collaborators')
      .values(ids.slice(i, i + 200).map((id) => ({ ...template, id })))
      .execute();
  }
  // The contracts once every collaborator is in: on PostgreSQL, a connection keeps the plan of its
  // foreign-key check from its first inserts; interleaved, that plan was made on a table of a few
  // rows (a sequential scan, then run for each of the contracts: minutes at 50,000).
  for (let i = 0; i < ids.length; i += 200) {
    await db
      .insertInto('contracts')
      .values(
        ids.slice(i, i + 200).map((id) => ({
          organization_id: organizationId,
          id: `ctr_${id}`,
          collaborator_id: id,
          start_date: '2020-01-01',
          end_date: null,
          nature_contrat: 'permanent',
          est_cadre: null,
        })),
      )
      .execute();
  }
}

export async function givenAbsence(
  db: Kysely<Database>,
  organizationId: string,
  collaboratorId: string,
  values: Partial<Row<'absences'>> = {},
): Promise<Row<'absences'>> {
  const row: Row<'absences'> = {
    organization_id: organizationId,
    id: next('abs'),
    collaborator_id: collaboratorId,
    type: 'conge_paye',
    status: 'approved',
    start_date: '2026-08-03',
    end_date: '2026-08-14',
    start_half_day: 0,
    end_half_day: 0,
    created_at: '2026-06-01T09:00:00.000Z',
    dsn_reason: null,
    ...values,
  };
  await db.insertInto('absences').values(row).execute();
  return row;
}

export async function givenWorkLocation(
  db: Kysely<Database>,
  organizationId: string,
  collaboratorId: string,
  values: Partial<Row<'work_locations'>> = {},
): Promise<Row<'work_locations'>> {
  const row: Row<'work_locations'> = {
    organization_id: organizationId,
    id: next('wl'),
    collaborator_id: collaboratorId,
    is_remote_work: 1,
    location: 'Domicile',
    status: 'approved',
    start_date: '2026-09-07',
    end_date: '2026-09-07',
    start_half_day: 0,
    end_half_day: 0,
    created_at: '2026-09-01T08:00:00.000Z',
    ...values,
  };
  await db.insertInto('work_locations').values(row).execute();
  return row;
}

/** One `ParametresContrats` of a fiche; Option and Population are left out when not given. */
export interface FicheEntryInput {
  codeOC?: string;
  codeDELEG?: string;
  reference?: string;
  contractName?: string;
  option?: { code: string; name: string };
  population?: { code: string; name: string };
}

/** A DSN fiche de paramétrage (version 1.3.3) for one company, one GROUPE holding the entries. */
export function ficheXml(
  options: { siren?: string; nic?: string | null; groupName?: string; entries?: FicheEntryInput[] } = {},
): string {
  const { siren = '552100554', nic = null, groupName = 'Prévoyance collective' } = options;
  const entries = options.entries ?? [
    { option: { code: 'OPT1', name: 'Base' }, population: { code: 'CA', name: 'Cadres' } },
  ];
  const body = entries
    .map((e) => {
      const deleg = e.codeDELEG ? ` CodeDELEG="${e.codeDELEG}"` : '';
      const option = e.option
        ? `<Option CodeOption="${e.option.code}" LibelleOption="${e.option.name}"/>`
        : '';
      const population = e.population
        ? `<Population CodePopulation="${e.population.code}" LibellePopulation="${e.population.name}"/>`
        : '';
      return `<ParametresContrats DateDebutValidite="01012025"><Organisme CodeOC="${e.codeOC ?? 'P0942'}"${deleg}/><Contrat ReferenceContrat="${e.reference ?? 'PREV-1'}" LibelleContrat="${e.contractName ?? 'Prévoyance'}"/>${option}${population}</ParametresContrats>`;
    })
    .join('');
  const nicAttribute = nic === null ? '' : ` NIC="${nic}"`;
  return `<?xml version="1.0" encoding="ISO-8859-1"?><FICHE IdentifiantFiche="F1" DateHeureCreation="2025-01-01T10:00:00" Version="133"><Entreprise SIREN="${siren}" RaisonSociale="ACME"${nicAttribute}/><GROUPE NumeroGrp="1" LibelleGrp="${groupName}">${body}</GROUPE></FICHE>`;
}

/** A complementary contract with one option, written straight into the store. */
export async function givenComplementaryContract(
  db: Kysely<Database>,
  organizationId: string,
  values: { id?: string; optionIds?: string[]; reference?: string } = {},
): Promise<{ id: string; optionIds: string[] }> {
  const id = values.id ?? next('cc');
  const optionIds = values.optionIds ?? [next('opt')];
  const now = '2025-01-01T00:00:00.000Z';
  await db
    .insertInto('complementary_contracts')
    .values({
      organization_id: organizationId,
      id,
      name: 'Prévoyance collective',
      organisme_code: 'P0942',
      organisme_delegation_code: '',
      contract_reference: values.reference ?? `REF-${id}`,
      contract_name: 'Prévoyance',
      created_at: now,
      updated_at: now,
    })
    .execute();
  for (const [i, optionId] of optionIds.entries()) {
    await db
      .insertInto('complementary_contract_options')
      .values({
        organization_id: organizationId,
        id: optionId,
        contract_id: id,
        option_code: `OPT${i + 1}`,
        option_name: `Option ${i + 1}`,
        population_code: 'CA',
        population_name: 'Cadres',
      })
      .execute();
  }
  return { id, optionIds };
}

/** An active affiliation of a collaborator to a contract's first option, written straight into the store. */
export async function givenAffiliation(
  db: Kysely<Database>,
  organizationId: string,
  collaboratorId: string,
  contract: { id: string; optionIds: string[] },
  values: { id?: string; startDate?: string } = {},
): Promise<string> {
  const id = values.id ?? next('aff');
  const now = '2025-01-01T00:00:00.000Z';
  await db
    .insertInto('affiliations')
    .values({
      organization_id: organizationId,
      id,
      collaborator_id: collaboratorId,
      contract_id: contract.id,
      option_id: contract.optionIds[0] ?? '',
      status: 'active',
      start_date: values.startDate ?? '2025-01-01',
      end_date: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** A dependant (S21.G00.73) a monthly DSN declared for the affiliation of `collaboratorId` to `contractId`. */
export async function givenDependant(
  db: Kysely<Database>,
  organizationId: string,
  collaboratorId: string,
  contractId: string,
  values: Partial<Pick<DsnDependantTable, 'first_name' | 'social_security_number' | 'month'>> = {},
): Promise<string> {
  const month = values.month ?? '2025-06';
  const pair = {
    organization_id: organizationId,
    collaborator_id: collaboratorId,
    contract_id: contractId,
    month,
  };
  await db
    .insertInto('dsn_dependant_months')
    .values({
      ...pair,
      children: 1,
      adults: 0,
      covered: 1,
      others: 0,
      covered_children: 1,
      declaration_type: '01',
      imported_at: '2025-07-05T00:00:00.000Z',
    })
    .onConflict((c) => c.doNothing())
    .execute();
  const key = next('dep');
  await db
    .insertInto('dsn_dependants')
    .values({
      ...pair,
      dependant_key: key,
      type: 'child',
      first_name: values.first_name ?? 'Lina',
      last_name: 'Martin',
      birth_date: '2015-06-03',
      social_security_number: values.social_security_number ?? null,
      option_code: 'OPT1',
      start_date: null,
      end_date: null,
    })
    .execute();
  return key;
}
