import {
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  type Migration,
  sql,
} from 'kysely';
import type { Engine } from '../store.ts';

/**
 * The whole schema of the specification. Text that is compared or ordered uses the bytewise "C"
 * collation on PostgreSQL, which is what SQLite's default BINARY collation does: orderings are
 * then identical on both engines. Tenant tables lead their keys with organization_id, the
 * distribution column if PostgreSQL is ever sharded by organization.
 */
export function initialMigration(engine: Engine): Migration {
  const bytewise = (col: ColumnDefinitionBuilder) =>
    engine === 'postgres' ? col.modifyEnd(sql`collate "C"`) : col;
  const key = (col: ColumnDefinitionBuilder) => bytewise(col.notNull());
  const real = engine === 'postgres' ? 'double precision' : 'real';

  // biome-ignore lint/suspicious/noExplicitAny: the builder's type parameters change with every column
  const tenant = (table: CreateTableBuilder<any, any>) =>
    table.addColumn('organization_id', 'text', key).addColumn('id', 'text', key);

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('organizations')
        .addColumn('id', 'text', (c) => key(c).primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('siren', 'text')
        .addColumn('legal_form', 'text')
        .addColumn('timezone', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await tenant(db.schema.createTable('establishments'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('siret', 'text', (c) => c.notNull())
        .addColumn('is_head_office', 'integer', (c) => c.notNull())
        .addColumn('street', 'text')
        .addColumn('city', 'text')
        .addColumn('zip_code', 'text')
        .addColumn('country', 'text')
        .addPrimaryKeyConstraint('establishments_pk', ['organization_id', 'id'])
        .execute();

      await tenant(db.schema.createTable('teams'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('teams_pk', ['organization_id', 'id'])
        .execute();

      await tenant(db.schema.createTable('collaborators'))
        .addColumn('establishment_id', 'text', bytewise)
        .addColumn('is_profile_complete', 'integer', (c) => c.notNull())
        .addColumn('personnel_number', 'text')
        .addColumn('title', 'text')
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('sort_last_name', 'text', key)
        .addColumn('sort_first_name', 'text', key)
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('birth_name', 'text')
        .addColumn('secondary_email', 'text')
        .addColumn('phone_number', 'text')
        .addColumn('birth_date', 'text')
        .addColumn('birth_city', 'text')
        .addColumn('country_of_birth', 'text')
        .addColumn('nationality', 'text')
        .addColumn('address_street', 'text')
        .addColumn('address_city', 'text')
        .addColumn('address_zip_code', 'text')
        .addColumn('address_country', 'text')
        .addColumn('seniority_date', 'text')
        .addColumn('social_security_number', 'text')
        .addColumn('iban', 'text')
        .addColumn('bic', 'text')
        .addColumn('manager_id', 'text', bytewise)
        .addColumn('team_id', 'text', bytewise)
        .addPrimaryKeyConstraint('collaborators_pk', ['organization_id', 'id'])
        .execute();
      await db.schema
        .createIndex('collaborators_by_name')
        .on('collaborators')
        .columns(['organization_id', 'sort_last_name', 'sort_first_name', 'id'])
        .execute();
      await db.schema
        .createIndex('collaborators_by_establishment_name')
        .on('collaborators')
        .columns(['organization_id', 'establishment_id', 'sort_last_name', 'sort_first_name', 'id'])
        .execute();

      await tenant(db.schema.createTable('contracts'))
        .addColumn('collaborator_id', 'text', key)
        .addColumn('start_date', 'text', key)
        .addColumn('end_date', 'text', bytewise)
        .addColumn('nature_contrat', 'text', (c) => c.notNull())
        .addColumn('est_cadre', 'integer')
        .addPrimaryKeyConstraint('contracts_pk', ['organization_id', 'id'])
        .execute();
      await db.schema
        .createIndex('contracts_by_collaborator')
        .on('contracts')
        .columns(['organization_id', 'collaborator_id', 'start_date', 'id'])
        .execute();

      for (const table of ['absences', 'work_locations'] as const) {
        let builder = tenant(db.schema.createTable(table)).addColumn('collaborator_id', 'text', key);
        builder =
          table === 'absences'
            ? builder.addColumn('type', 'text', (c) => c.notNull())
            : builder
                .addColumn('is_remote_work', 'integer', (c) => c.notNull())
                .addColumn('location', 'text', (c) => c.notNull());
        await builder
          .addColumn('status', 'text', key)
          .addColumn('start_date', 'text', key)
          .addColumn('end_date', 'text', key)
          .addColumn('start_half_day', 'integer', (c) => c.notNull())
          .addColumn('end_half_day', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint(`${table}_pk`, ['organization_id', 'id'])
          .execute();
        await db.schema
          .createIndex(`${table}_by_start`)
          .on(table)
          .columns(['organization_id', 'start_date', 'id'])
          .execute();
        await db.schema
          .createIndex(`${table}_by_collaborator`)
          .on(table)
          .columns(['organization_id', 'collaborator_id', 'start_date'])
          .execute();
      }

      await db.schema
        .createTable('meal_voucher_configurations')
        .addColumn('organization_id', 'text', (c) => key(c).primaryKey())
        .addColumn('voucher_value', real, (c) => c.notNull())
        .addColumn('company_share', real, (c) => c.notNull())
        .execute();

      await tenant(db.schema.createTable('complementary_contracts'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('organisme_code', 'text', bytewise)
        .addColumn('organisme_delegation_code', 'text', key)
        .addColumn('contract_reference', 'text', key)
        .addColumn('contract_name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('complementary_contracts_pk', ['organization_id', 'id'])
        .execute();
      await db.schema
        .createIndex('complementary_contracts_by_reference')
        .on('complementary_contracts')
        .columns(['organization_id', 'contract_reference', 'id'])
        .execute();

      await tenant(db.schema.createTable('complementary_contract_options'))
        .addColumn('contract_id', 'text', key)
        .addColumn('option_code', 'text', key)
        .addColumn('option_name', 'text', (c) => c.notNull())
        .addColumn('population_code', 'text', key)
        .addColumn('population_name', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('complementary_contract_options_pk', ['organization_id', 'id'])
        .execute();
      await db.schema
        .createIndex('complementary_contract_options_by_contract')
        .on('complementary_contract_options')
        .columns(['organization_id', 'contract_id', 'option_code', 'population_code'])
        .unique()
        .execute();

      await tenant(db.schema.createTable('affiliations'))
        .addColumn('collaborator_id', 'text', key)
        .addColumn('contract_id', 'text', key)
        .addColumn('option_id', 'text', key)
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('start_date', 'text', key)
        .addColumn('end_date', 'text', bytewise)
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('affiliations_pk', ['organization_id', 'id'])
        .execute();
      await db.schema
        .createIndex('affiliations_by_collaborator_contract')
        .on('affiliations')
        .columns(['organization_id', 'collaborator_id', 'contract_id'])
        .unique()
        .execute();
      await db.schema
        .createIndex('affiliations_by_contract')
        .on('affiliations')
        .columns(['organization_id', 'contract_id', 'start_date', 'id'])
        .execute();

      await db.schema
        .createTable('api_keys')
        .addColumn('id', 'text', (c) => key(c).primaryKey())
        .addColumn('organization_id', 'text', key)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('scopes', 'text', (c) => c.notNull())
        .addColumn('secret_hash', 'text', (c) => key(c).unique())
        .addColumn('start', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text')
        .addColumn('revoked_at', 'text')
        .addColumn('last_used_at', 'text')
        .execute();
      await db.schema
        .createIndex('api_keys_by_organization')
        .on('api_keys')
        .columns(['organization_id', 'id'])
        .execute();

      await db.schema
        .createTable('console_users')
        .addColumn('id', 'text', (c) => key(c).primaryKey())
        .addColumn('organization_id', 'text', key)
        .addColumn('email', 'text', (c) => key(c).unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('console_sessions')
        .addColumn('id', 'text', (c) => key(c).primaryKey())
        .addColumn('user_id', 'text', key)
        .addColumn('organization_id', 'text', key)
        .addColumn('csrf_token', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('audit_events')
        .addColumn('id', 'text', (c) => key(c).primaryKey())
        .addColumn('organization_id', 'text', key)
        .addColumn('occurred_at', 'text', key)
        .addColumn('actor_type', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'text')
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('target_type', 'text', (c) => c.notNull())
        .addColumn('target_id', 'text')
        .addColumn('details', 'text')
        .execute();
      await db.schema
        .createIndex('audit_events_by_organization')
        .on('audit_events')
        .columns(['organization_id', 'occurred_at', 'id'])
        .execute();

      await db.schema
        .createTable('sign_in_attempts')
        .addColumn('id', 'text', (c) => key(c).primaryKey())
        .addColumn('subject', 'text', key)
        .addColumn('attempted_at', 'text', key)
        .execute();
      await db.schema
        .createIndex('sign_in_attempts_by_subject')
        .on('sign_in_attempts')
        .columns(['subject', 'attempted_at'])
        .execute();
    },
    async down() {
      throw new Error('the initial schema is not reversible');
    },
  };
}
