import type { Database } from './schema.ts';

type ColumnsOf = { readonly [T in keyof Database]?: readonly (keyof Database[T] & string)[] };

/**
 * The columns that hold a value of a person (a collaborator, a console user, someone signing
 * in): the source of truth for what the planner may not sample. PostgreSQL keeps no statistics
 * over them (`SET STATISTICS 0`, migration 0024) and SQLite keeps no `sqlite_stat4` sample of an
 * index over them (src/db/statistics.ts), so an erased value cannot survive in either, and the
 * values of everyone else are not copied there. A new column whose name looks personal fails
 * `test/db/personal-statistics.test.ts` until it is listed here or in NOT_PERSONAL.
 */
export const PERSONAL_COLUMNS = {
  collaborators: [
    'personnel_number',
    'title',
    'first_name',
    'last_name',
    'sort_last_name',
    'sort_first_name',
    'email',
    'birth_name',
    'secondary_email',
    'phone_number',
    'birth_date',
    'birth_city',
    'country_of_birth',
    'nationality',
    'address_street',
    'address_city',
    'address_zip_code',
    'address_country',
    'seniority_date',
    'social_security_number',
    'iban',
    'bic',
    'temporary_number',
  ],
  /** The spouse and children an affiliation covers (S21.G00.73): third parties' values. */
  dsn_dependants: ['first_name', 'last_name', 'birth_date', 'social_security_number'],
  /** A job title can single a person out (the one chief financial officer). */
  contracts: ['job_title'],
  console_users: ['email'],
  /** `account:<email>` or `address:<ip>`. */
  sign_in_attempts: ['subject'],
  /** A DSN waiting for its confirmation in the console: its bytes are full of NIRs and names. */
  pending_uploads: ['file_name'],
  pending_upload_chunks: ['bytes'],
} as const satisfies ColumnsOf;

/**
 * Columns whose names look personal (PERSONAL_NAME_PATTERN) but hold an organization's data,
 * never a person's: kept with their statistics.
 */
export const NOT_PERSONAL = {
  organizations: ['name'],
  establishments: ['name', 'street', 'city', 'zip_code', 'country'],
  teams: ['name'],
  complementary_contracts: ['name', 'contract_name'],
  complementary_contract_options: ['option_name', 'population_name'],
  api_keys: ['name'],
  partner_apps: ['name'],
} as const satisfies ColumnsOf;

/** What a personal column's name looks like; the schema guard checks every column against it. */
export const PERSONAL_NAME_PATTERN =
  /name|mail|phone|birth|social|ssn|nir|iban|bic|address|street|city|zip|country|nationality|seniority|personnel|title|subject/;

export interface PersonalColumn {
  table: string;
  column: string;
}

function flatten(columns: ColumnsOf): PersonalColumn[] {
  return Object.entries(columns).flatMap(([table, names]) =>
    (names ?? []).map((column: string) => ({ table, column })),
  );
}

export const personalColumns = (): PersonalColumn[] => flatten(PERSONAL_COLUMNS);
export const notPersonalColumns = (): PersonalColumn[] => flatten(NOT_PERSONAL);
