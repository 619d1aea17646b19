import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { parseMonths } from '../hr-data/dsn-provenance.ts';
import { nameKey } from './mapping.ts';
import type { EstablishmentPeriod } from './plan-history.ts';
import {
  type AbsenceRow,
  type AffiliationRow,
  type CollaboratorRow,
  type ContractRow,
  type EstablishmentRow,
  fromStore,
} from './plan-store.ts';

export type {
  AbsenceRow,
  AffiliationRow,
  CollaboratorRow,
  ContractRow,
  EstablishmentRow,
} from './plan-store.ts';

export const RESOURCE_TYPES = [
  'establishment',
  'collaborator',
  'contract',
  'absence',
  'affiliation',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];
export const isResourceType = (value: string): value is ResourceType =>
  RESOURCE_TYPES.some((type) => type === value);

/** A stored JSON list of ids; anything else (hand-edited) reads as none. */
function idList(text: string): string[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}
/** `{column: month}`: the month (`YYYY-MM`) that declared each column of a row. */
export type Months = Record<string, string>;

/** What an organization's store holds that a DSN may touch, loaded once per import, as the plan's rows. */
export interface StoreState {
  organizationId: string;
  establishments: Map<string, EstablishmentRow>;
  collaborators: Map<string, CollaboratorRow>;
  contracts: Map<string, ContractRow>;
  /** Absences that came from a DSN (`dsn_reason` set): the only ones a DSN changes or removes. */
  absences: Map<string, AbsenceRow>;
  affiliations: Map<string, AffiliationRow>;
  complementaryContracts: { id: string; organismeCode: string | null; reference: string }[];
  options: { id: string; contractId: string; optionCode: string; populationCode: string }[];
  provenance: Map<string, Months>;
  /** Each collaborator's establishment history (`collaborator_establishments`), by start date. */
  history: Map<string, EstablishmentPeriod[]>;
  /** Per month, what its monthly declaration brought. */
  declarations: Map<string, DeclarationRecord>;
}

/**
 * What the monthly declaration of a month brought, and the id of the declaration it replaced
 * (`S20.G00.05.006`), null unless a replacing one (type 03, 05) said it.
 */
export interface DeclarationRecord {
  absences: string[];
  affiliations: string[];
  replaces: string | null;
}

export const provenanceKey = (type: ResourceType, id: string) => `${type}:${id}`;

/** The resource and id a provenance key names; ids may hold colons, the type never does. */
export function parseProvenanceKey(key: string): { type: ResourceType; id: string } {
  const at = key.indexOf(':');
  const type = key.slice(0, at);
  if (at < 0 || !isResourceType(type)) throw new Error(`not a provenance key: ${key}`);
  return { type, id: key.slice(at + 1) };
}

export async function loadState(db: Kysely<Database>, organizationId: string): Promise<StoreState> {
  const [rows, complementary, dsn, history] = await Promise.all([
    loadHrRows(db, organizationId),
    loadComplementary(db, organizationId),
    loadDsnRecords(db, organizationId),
    loadHistory(db, organizationId),
  ]);
  const byId = <T extends { id: string }>(list: T[]) => new Map(list.map((row) => [row.id, row]));
  return {
    organizationId,
    establishments: byId(rows.establishments.map(fromStore.establishment)),
    collaborators: byId(rows.collaborators.map(fromStore.collaborator)),
    contracts: byId(rows.contracts.map(fromStore.contract)),
    absences: byId(rows.absences.map(fromStore.absence)),
    affiliations: byId(rows.affiliations),
    ...complementary,
    ...dsn,
    history,
  };
}

/** The organization's HR rows a plan compares with (absences: those a DSN declared). */
async function loadHrRows(db: Kysely<Database>, org: string) {
  const [establishments, collaborators, contracts, absences, affiliations] = await Promise.all([
    db.selectFrom('establishments').selectAll().where('organization_id', '=', org).execute(),
    db.selectFrom('collaborators').selectAll().where('organization_id', '=', org).execute(),
    db.selectFrom('contracts').selectAll().where('organization_id', '=', org).execute(),
    db
      .selectFrom('absences')
      .selectAll()
      .where('organization_id', '=', org)
      .where('dsn_reason', 'is not', null)
      .execute(),
    db.selectFrom('affiliations').selectAll().where('organization_id', '=', org).execute(),
  ]);
  return { establishments, collaborators, contracts, absences, affiliations };
}

/** The complementary contracts and their options, which affiliations are matched to. */
async function loadComplementary(
  db: Kysely<Database>,
  org: string,
): Promise<Pick<StoreState, 'complementaryContracts' | 'options'>> {
  const [contracts, options] = await Promise.all([
    db
      .selectFrom('complementary_contracts')
      .select(['id', 'organisme_code', 'contract_reference'])
      .where('organization_id', '=', org)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('complementary_contract_options')
      .select(['id', 'contract_id', 'option_code', 'population_code'])
      .where('organization_id', '=', org)
      .orderBy('id')
      .execute(),
  ]);
  return {
    complementaryContracts: contracts.map((c) => ({
      id: c.id,
      organismeCode: c.organisme_code,
      reference: c.contract_reference,
    })),
    options: options.map((o) => ({
      id: o.id,
      contractId: o.contract_id,
      optionCode: o.option_code,
      populationCode: o.population_code,
    })),
  };
}

/** What earlier DSNs declared: each value's months, and each month's absences and affiliations. */
async function loadDsnRecords(
  db: Kysely<Database>,
  org: string,
): Promise<Pick<StoreState, 'provenance' | 'declarations'>> {
  const [provenance, declarations] = await Promise.all([
    db.selectFrom('dsn_provenance').selectAll().where('organization_id', '=', org).execute(),
    db.selectFrom('dsn_declarations').selectAll().where('organization_id', '=', org).execute(),
  ]);
  return {
    provenance: new Map(
      provenance.flatMap((p) =>
        isResourceType(p.resource_type)
          ? [[provenanceKey(p.resource_type, p.resource_id), parseMonths(p.months)]]
          : [],
      ),
    ),
    declarations: new Map(
      declarations.map((d) => [
        d.month,
        {
          absences: idList(d.absence_ids),
          affiliations: idList(d.affiliation_ids),
          replaces: d.replaced_declaration_id,
        },
      ]),
    ),
  };
}

/** Each collaborator's establishment periods, by start date. */
async function loadHistory(db: Kysely<Database>, org: string): Promise<Map<string, EstablishmentPeriod[]>> {
  const history = await db
    .selectFrom('collaborator_establishments')
    .select(['collaborator_id', 'establishment_id', 'start_date', 'end_date'])
    .where('organization_id', '=', org)
    .orderBy('collaborator_id')
    .orderBy('start_date')
    .execute();
  const periods = new Map<string, EstablishmentPeriod[]>();
  for (const { collaborator_id, ...period } of history) {
    const list = periods.get(collaborator_id);
    if (list) list.push(period);
    else periods.set(collaborator_id, [period]);
  }
  return periods;
}

/** A permanent NIR's 13 digits (first digit 1 or 2); null for none or a temporary one (7, 8). */
const permanentNir = (nir: string | null | undefined): string | null =>
  nir && (nir[0] === '1' || nir[0] === '2') ? nir.slice(0, 13) : null;

/** What the index reads of a collaborator. */
export type IndexedCollaborator = Pick<
  CollaboratorRow,
  | 'id'
  | 'social_security_number'
  | 'personnel_number'
  | 'birth_name'
  | 'last_name'
  | 'first_name'
  | 'birth_date'
>;

/**
 * How a collaborator is found again: by NIR, matricule, or birth name + first name + birth date.
 * Neither the matricule nor the name ever joins two people whose permanent NIRs differ: namesakes
 * born on the same day are two people, and so are a leaver and the newcomer whose matricule the
 * payroll reused (a NIR corrected by the declaration comes with its former NIR, found before). A
 * temporary NIR on either side may still become the permanent one, so it does not separate.
 */
export class CollaboratorIndex {
  private readonly byNir = new Map<string, string>();
  private readonly byMatricule = new Map<string, string>();
  private readonly byName = new Map<string, string>();
  /** The permanent NIR of each collaborator that has one, by id. */
  private readonly nirOf = new Map<string, string>();

  constructor(rows: Iterable<IndexedCollaborator>) {
    for (const row of rows) this.add(row);
  }

  add(row: IndexedCollaborator): void {
    if (row.social_security_number) this.byNir.set(row.social_security_number.slice(0, 13), row.id);
    const nir = permanentNir(row.social_security_number);
    if (nir) this.nirOf.set(row.id, nir);
    else this.nirOf.delete(row.id);
    if (row.personnel_number) this.byMatricule.set(row.personnel_number, row.id);
    this.byName.set(nameKey(row.birth_name ?? row.last_name, row.first_name, row.birth_date), row.id);
  }

  find(
    nir: string | null,
    formerNir: string | null,
    matricule: string | null,
    name: string,
  ): string | undefined {
    return (
      (nir ? this.byNir.get(nir.slice(0, 13)) : undefined) ??
      (formerNir ? this.byNir.get(formerNir.slice(0, 13)) : undefined) ??
      this.samePerson(matricule ? this.byMatricule.get(matricule) : undefined, permanentNir(nir)) ??
      this.samePerson(this.byName.get(name), permanentNir(nir))
    );
  }

  /** A match by matricule or name, unless the two permanent NIRs say these are two people. */
  private samePerson(id: string | undefined, nir: string | null): string | undefined {
    if (id === undefined || nir === null) return id;
    const theirs = this.nirOf.get(id);
    return theirs === undefined || theirs === nir ? id : undefined;
  }
}
