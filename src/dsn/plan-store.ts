import type { Selectable } from 'kysely';
import type { Database, Flag } from '../db/schema.ts';
import type { Row } from './plan-rows.ts';

export type StoredEstablishment = Selectable<Database['establishments']>;
export type StoredCollaborator = Selectable<Database['collaborators']>;
export type StoredContract = Selectable<Database['contracts']>;
export type StoredAbsence = Selectable<Database['absences']>;
/** An affiliation holds no yes/no: the plan takes the stored row as it is. */
export type AffiliationRow = Selectable<Database['affiliations']>;

/**
 * The plan's rows as the domain sees them: the store's columns by name, a yes/no as a boolean. The
 * store keeps booleans as 0/1 on both engines; they are converted here, once each way: when the
 * state is read (src/dsn/state.ts) and when the plan is written (src/dsn/apply.ts).
 */
type Domain<T> = {
  [K in keyof T]: [T[K]] extends [Flag] ? boolean : [T[K]] extends [Flag | null] ? boolean | null : T[K];
};
export type EstablishmentRow = Domain<StoredEstablishment>;
export type CollaboratorRow = Domain<StoredCollaborator>;
export type ContractRow = Domain<StoredContract>;
export type AbsenceRow = Domain<StoredAbsence>;

const flag = (value: boolean): Flag => (value ? 1 : 0);

/** Store rows → the plan's rows. */
export const fromStore = {
  establishment: (row: StoredEstablishment): EstablishmentRow => ({
    ...row,
    is_head_office: row.is_head_office === 1,
  }),
  collaborator: (row: StoredCollaborator): CollaboratorRow => ({
    ...row,
    is_profile_complete: row.is_profile_complete === 1,
  }),
  contract: (row: StoredContract): ContractRow => ({
    ...row,
    est_cadre: row.est_cadre === null ? null : row.est_cadre === 1,
  }),
  absence: (row: StoredAbsence): AbsenceRow => ({
    ...row,
    start_half_day: row.start_half_day === 1,
    end_half_day: row.end_half_day === 1,
  }),
};

/** The plan's rows → store rows, as the HR import's upserts take them (src/hr-data/upsert.ts). */
export const toStore = {
  establishment: (row: EstablishmentRow): StoredEstablishment => ({
    ...row,
    is_head_office: flag(row.is_head_office),
  }),
  collaborator: (row: CollaboratorRow): StoredCollaborator => ({
    ...row,
    is_profile_complete: flag(row.is_profile_complete),
  }),
  contract: (row: ContractRow): StoredContract => ({
    ...row,
    est_cadre: row.est_cadre === null ? null : flag(row.est_cadre),
  }),
  absence: (row: AbsenceRow): StoredAbsence => ({
    ...row,
    start_half_day: flag(row.start_half_day),
    end_half_day: flag(row.end_half_day),
  }),
};

/** What a column holds: text, a number or a yes/no, `?` when it may be null. */
type Kind = 'text' | 'text?' | 'number' | 'number?' | 'flag' | 'flag?';
type KindOf<V> = [V] extends [string]
  ? 'text'
  : [V] extends [string | null]
    ? 'text?'
    : [V] extends [number]
      ? 'number'
      : [V] extends [number | null]
        ? 'number?'
        : [V] extends [boolean]
          ? 'flag'
          : [V] extends [boolean | null]
            ? 'flag?'
            : never;
/** Every column of a row type with its kind: the compiler checks the list against the store's table. */
type Columns<T> = { [K in keyof T]-?: KindOf<T[K]> };

const TYPE_OF = { text: 'string', number: 'number', flag: 'boolean' } as const;
function holds(kind: Kind, value: unknown): boolean {
  const optional = kind.endsWith('?');
  if (value === null) return optional;
  const base = optional ? kind.slice(0, -1) : kind;
  return (base === 'text' || base === 'number' || base === 'flag') && typeof value === TYPE_OF[base];
}

const text = 'text' as const;
const maybeText = 'text?' as const;
const KEYS = { organization_id: text, id: text };
const ESTABLISHMENT: Columns<EstablishmentRow> = {
  ...KEYS,
  name: text,
  siret: text,
  is_head_office: 'flag',
  street: maybeText,
  city: maybeText,
  zip_code: maybeText,
  country: maybeText,
  idcc: maybeText,
};
const COLLABORATOR: Columns<CollaboratorRow> = {
  ...KEYS,
  is_profile_complete: 'flag',
  first_name: text,
  last_name: text,
  sort_last_name: text,
  sort_first_name: text,
  email: text,
  establishment_id: maybeText,
  personnel_number: maybeText,
  title: maybeText,
  birth_name: maybeText,
  secondary_email: maybeText,
  phone_number: maybeText,
  birth_date: maybeText,
  birth_city: maybeText,
  country_of_birth: maybeText,
  nationality: maybeText,
  address_street: maybeText,
  address_city: maybeText,
  address_zip_code: maybeText,
  address_country: maybeText,
  seniority_date: maybeText,
  social_security_number: maybeText,
  iban: maybeText,
  bic: maybeText,
  manager_id: maybeText,
  team_id: maybeText,
  temporary_number: maybeText,
};
const CONTRACT: Columns<ContractRow> = {
  ...KEYS,
  collaborator_id: text,
  start_date: text,
  end_date: maybeText,
  nature_contrat: text,
  est_cadre: 'flag?',
  job_title: maybeText,
  pcs_ese: maybeText,
  working_time: maybeText,
  collective_agreement: maybeText,
  classification: maybeText,
  planned_end_date: maybeText,
  trial_period_days: 'number?',
  end_reason: maybeText,
  conventional_status: maybeText,
  local_scheme: maybeText,
  recourse_reason: maybeText,
};
const ABSENCE: Columns<AbsenceRow> = {
  ...KEYS,
  collaborator_id: text,
  type: text,
  status: text,
  start_date: text,
  end_date: text,
  start_half_day: 'flag',
  end_half_day: 'flag',
  created_at: text,
  dsn_reason: maybeText,
  return_reason: maybeText,
  accident_date: maybeText,
};
const AFFILIATION: Columns<AffiliationRow> = {
  ...KEYS,
  collaborator_id: text,
  contract_id: text,
  option_id: text,
  status: text,
  start_date: text,
  end_date: maybeText,
  created_at: text,
  updated_at: text,
};

/** A guard: the row has every column of the type, each holding what the column holds. */
function guard<T extends Row>(columns: Columns<T>): (row: Row) => row is T {
  const kinds: [string, Kind][] = Object.entries<Kind>(columns);
  return (row: Row): row is T => kinds.every(([column, kind]) => holds(kind, row[column]));
}

/** What the plan's generic rows are, checked once when the plan is finished. */
export const isPlanRow = {
  establishment: guard<EstablishmentRow>(ESTABLISHMENT),
  collaborator: guard<CollaboratorRow>(COLLABORATOR),
  contract: guard<ContractRow>(CONTRACT),
  absence: guard<AbsenceRow>(ABSENCE),
  affiliation: guard<AffiliationRow>(AFFILIATION),
};

/** The plan's rows of one type, typed: a row that is not one is a fault of the planner, not of the file. */
export function typedRows<T extends Row>(rows: readonly Row[], is: (row: Row) => row is T): T[] {
  return rows.map((row) => {
    if (!is(row))
      throw new Error(`the planned row ${String(row.id)} lacks a column or holds a value of another kind`);
    return row;
  });
}
