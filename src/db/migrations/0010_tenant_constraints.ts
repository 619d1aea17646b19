import { type Kysely, type Migration, type RawBuilder, sql } from 'kysely';
import type { Engine } from '../store.ts';

/**
 * The database defends the tenant (issue 10): every reference between tenant tables is a
 * composite foreign key on `(organization_id, …)`, so a row can only point at a row of its own
 * organization, and enumerated columns carry CHECK constraints. Value lists are copied here, not
 * imported: a migration must mean the same thing forever (test/db/ checks they still match the code).
 *
 * Foreign keys are DEFERRABLE INITIALLY DEFERRED: an import may list a manager after the
 * collaborator, or collaborators before establishments, and is checked as a whole at commit.
 * SQLite cannot add constraints to a table, so its tables are rebuilt the documented way
 * (https://www.sqlite.org/lang_altertable.html#otheralter): new table, copy, drop, rename, in one
 * transaction, then `foreign_key_check`. Foreign keys stay on (the store routes statements to two
 * connections, so a pragma cannot be relied on to reach the writer): the order of the rebuilds
 * makes that safe instead. The new definition is the stored
 * one plus the constraints, and the stored indexes are recreated, so columns or indexes that a
 * later-numbered migration added before this one ran are kept.
 */

interface ForeignKey {
  name: string;
  columns: string[];
  references: string;
  referencedColumns: string[];
}

interface Check {
  name: string;
  /** The condition, per engine; `null` passes a CHECK on both engines. */
  condition: Record<Engine, string>;
}

interface TableConstraints {
  table: string;
  foreignKeys: ForeignKey[];
  checks: Check[];
}

const NATURES_CONTRAT = [
  'permanent',
  'fixed_term',
  'internship',
  'internship_not_paid',
  'work_study',
  'professionalization',
  'officer',
  'freelance',
  'founder',
  'external_staff',
];
const ABSENCE_TYPES = [
  'conge_paye',
  'rtt',
  'rcr',
  'rco',
  'conge_sans_solde',
  'maladie_non_professionnelle',
  'enfant_malade',
  'maternite',
  'conge_patho_prenatal_maternite',
  'conge_patho_postnatal',
  'paternite',
  'conge_supplementaire_naissance',
  'conge_parental',
  'presence_parentale',
  'evenement_familial',
  'accident_du_travail',
  'maladie_professionnelle',
  'jour_ecole',
  'revision',
  'recuperation',
  'repos',
  'absence_non_remuneree_autorisee',
  'absence_non_remuneree_non_autorisee',
  'absence_remuneree',
  'mise_a_pied_conservatoire',
  'mise_a_pied_disciplinaire',
  'representation_des_salaries',
  'autre',
];
const REQUEST_STATUSES = ['approved', 'pending', 'rejected'];

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;
const same = (condition: string): Record<Engine, string> => ({ sqlite: condition, postgres: condition });
const oneOf = (table: string, column: string, values: string[]): Check => ({
  name: `${table}_${column}_check`,
  condition: same(`"${column}" in (${values.map(quote).join(', ')})`),
});
const flags = (table: string, ...columns: string[]): Check[] =>
  columns.map((column) => ({ name: `${table}_${column}_check`, condition: same(`"${column}" in (0, 1)`) }));

const ofOrganization = (table: string): ForeignKey => ({
  name: `${table}_organization_fk`,
  columns: ['organization_id'],
  references: 'organizations',
  referencedColumns: ['id'],
});
const tenantReference = (table: string, column: string, references: string): ForeignKey => ({
  name: `${table}_${column.replace(/_id$/, '')}_fk`,
  columns: ['organization_id', column],
  references,
  referencedColumns: ['organization_id', 'id'],
});

/** A custom absence type: `custom_` then 1 to 57 of [a-z0-9_] (src/hr-data/enums.ts). */
const customAbsenceType: Record<Engine, string> = {
  sqlite: `("type" glob 'custom_?*' and length("type") <= 64 and substr("type", 8) not glob '*[^a-z0-9_]*')`,
  postgres: `"type" ~ '^custom_[a-z0-9_]{1,57}$'`,
};

export const TENANT_CONSTRAINTS: TableConstraints[] = [
  {
    table: 'establishments',
    foreignKeys: [ofOrganization('establishments')],
    checks: flags('establishments', 'is_head_office'),
  },
  { table: 'teams', foreignKeys: [ofOrganization('teams')], checks: [] },
  {
    table: 'collaborators',
    foreignKeys: [
      ofOrganization('collaborators'),
      tenantReference('collaborators', 'establishment_id', 'establishments'),
      tenantReference('collaborators', 'manager_id', 'collaborators'),
      tenantReference('collaborators', 'team_id', 'teams'),
    ],
    checks: [
      ...flags('collaborators', 'is_profile_complete'),
      oneOf('collaborators', 'title', ['mr', 'mrs']),
    ],
  },
  {
    table: 'contracts',
    foreignKeys: [tenantReference('contracts', 'collaborator_id', 'collaborators')],
    checks: [oneOf('contracts', 'nature_contrat', NATURES_CONTRAT), ...flags('contracts', 'est_cadre')],
  },
  {
    table: 'absences',
    foreignKeys: [tenantReference('absences', 'collaborator_id', 'collaborators')],
    checks: [
      {
        name: 'absences_type_check',
        condition: {
          sqlite: `("type" in (${ABSENCE_TYPES.map(quote).join(', ')}) or ${customAbsenceType.sqlite})`,
          postgres: `("type" in (${ABSENCE_TYPES.map(quote).join(', ')}) or ${customAbsenceType.postgres})`,
        },
      },
      oneOf('absences', 'status', REQUEST_STATUSES),
      ...flags('absences', 'start_half_day', 'end_half_day'),
    ],
  },
  {
    table: 'work_locations',
    foreignKeys: [tenantReference('work_locations', 'collaborator_id', 'collaborators')],
    checks: [
      oneOf('work_locations', 'status', REQUEST_STATUSES),
      ...flags('work_locations', 'is_remote_work', 'start_half_day', 'end_half_day'),
    ],
  },
  {
    table: 'meal_voucher_configurations',
    foreignKeys: [ofOrganization('meal_voucher_configurations')],
    checks: [],
  },
  {
    table: 'complementary_contracts',
    foreignKeys: [ofOrganization('complementary_contracts')],
    checks: [],
  },
  {
    table: 'complementary_contract_options',
    foreignKeys: [
      tenantReference('complementary_contract_options', 'contract_id', 'complementary_contracts'),
    ],
    checks: [],
  },
  {
    table: 'affiliations',
    foreignKeys: [
      tenantReference('affiliations', 'collaborator_id', 'collaborators'),
      tenantReference('affiliations', 'contract_id', 'complementary_contracts'),
      // The option must be one of the affiliation's own contract.
      {
        name: 'affiliations_option_fk',
        columns: ['organization_id', 'contract_id', 'option_id'],
        references: 'complementary_contract_options',
        referencedColumns: ['organization_id', 'contract_id', 'id'],
      },
    ],
    checks: [oneOf('affiliations', 'status', ['active', 'exempted', 'terminated'])],
  },
  {
    table: 'api_keys',
    foreignKeys: [ofOrganization('api_keys')],
    checks: [
      oneOf('api_keys', 'kind', ['self_serve', 'partner']),
      oneOf('api_keys', 'status', ['active', 'revoked']),
    ],
  },
  {
    table: 'console_users',
    foreignKeys: [ofOrganization('console_users')],
    checks: [oneOf('console_users', 'role', ['admin', 'member'])],
  },
  {
    table: 'console_sessions',
    foreignKeys: [tenantReference('console_sessions', 'user_id', 'console_users')],
    checks: [],
  },
  {
    // Audit events outlive what they name: no foreign key, only the closed set of actors.
    table: 'audit_events',
    foreignKeys: [],
    checks: [oneOf('audit_events', 'actor_type', ['cli', 'console_user', 'api_key', 'system'])],
  },
];

/** Unique keys the composite references point at, beyond the primary keys. */
const REFERENCED_KEYS = [
  {
    name: 'complementary_contract_options_by_contract_and_id',
    table: 'complementary_contract_options',
    columns: ['organization_id', 'contract_id', 'id'],
  },
  { name: 'console_users_by_organization', table: 'console_users', columns: ['organization_id', 'id'] },
];

const columnList = (columns: string[]) => columns.map((c) => `"${c}"`).join(', ');
const foreignKeyClause = (fk: ForeignKey) =>
  `constraint "${fk.name}" foreign key (${columnList(fk.columns)}) references "${fk.references}" (${columnList(fk.referencedColumns)}) deferrable initially deferred`;

export function tenantConstraintsMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const key of REFERENCED_KEYS) {
        await db.schema.createIndex(key.name).on(key.table).columns(key.columns).unique().execute();
      }
      if (engine === 'postgres') await addConstraints(db);
      else await rebuildSqliteTables(db);
    },
    async down() {
      throw new Error('the tenant constraints are not reversible');
    },
  };
}

async function addConstraints(db: Kysely<unknown>): Promise<void> {
  for (const { table, foreignKeys, checks } of TENANT_CONSTRAINTS) {
    const clauses = [
      ...foreignKeys.map((fk) => `add ${foreignKeyClause(fk)}`),
      ...checks.map((check) => `add constraint "${check.name}" check (${check.condition.postgres})`),
    ];
    if (clauses.length > 0) await raw(`alter table "${table}" ${clauses.join(', ')}`).execute(db);
  }
}

async function rebuildSqliteTables(db: Kysely<unknown>): Promise<void> {
  // One write transaction. Parents are rebuilt before the tables that point at them, and a
  // table's references to itself name its new copy (renamed with it), so dropping an old table
  // never strands a row of a table that already has its foreign keys.
  await db.transaction().execute(async (trx) => {
    for (const constraints of TENANT_CONSTRAINTS) await rebuildSqliteTable(trx, constraints);
    const violations = await sql<{ table: string; parent: string }>`pragma foreign_key_check`.execute(trx);
    if (violations.rows.length > 0) {
      const where = [...new Set(violations.rows.map((v) => `${v.table} → ${v.parent}`))].join(', ');
      throw new Error(`stored rows point at rows of another organization or at nothing: ${where}`);
    }
  });
}

async function rebuildSqliteTable(db: Kysely<unknown>, constraints: TableConstraints): Promise<void> {
  const { table } = constraints;
  const stored = await sql<{ type: string; name: string; sql: string | null }>`
    select type, name, sql from sqlite_master where tbl_name = ${table} order by type desc`.execute(db);
  const definition = stored.rows.find((row) => row.type === 'table')?.sql;
  if (!definition) throw new Error(`table ${table} is missing`);
  const head = new RegExp(`^create table\\s+("?)${table}\\1\\s*\\(`, 'i');
  const close = definition.lastIndexOf(')');
  if (!head.test(definition) || close < 0) throw new Error(`unexpected definition of ${table}`);
  const clauses = [
    ...constraints.foreignKeys
      .map((fk) => (fk.references === table ? { ...fk, references: `${table}_rebuilt` } : fk))
      .map(foreignKeyClause),
    ...constraints.checks.map((check) => `constraint "${check.name}" check (${check.condition.sqlite})`),
  ];
  const rebuilt = `${definition.slice(0, close).replace(head, `create table "${table}_rebuilt" (`)}, ${clauses.join(', ')})`;
  await raw(rebuilt).execute(db);
  await raw(`insert into "${table}_rebuilt" select * from "${table}"`).execute(db);
  await raw(`drop table "${table}"`).execute(db);
  await raw(`alter table "${table}_rebuilt" rename to "${table}"`).execute(db);
  // Automatic indexes (primary key, unique columns) have no SQL and come back with the table.
  for (const row of stored.rows) {
    if (row.type !== 'table' && row.sql) await raw(row.sql).execute(db);
  }
}

function raw(text: string): RawBuilder<unknown> {
  return sql.raw(text);
}
