import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../store.ts';

/** Every table whose rows an API read of an organization shows, and the column naming it. */
export const VERSIONED_TABLES: readonly (readonly [table: string, organizationColumn: string])[] = [
  ['organizations', 'id'],
  ['establishments', 'organization_id'],
  ['teams', 'organization_id'],
  ['collaborators', 'organization_id'],
  ['contracts', 'organization_id'],
  ['absences', 'organization_id'],
  ['work_locations', 'organization_id'],
  ['meal_voucher_configurations', 'organization_id'],
  ['complementary_contracts', 'organization_id'],
  ['complementary_contract_options', 'organization_id'],
  ['affiliations', 'organization_id'],
];

/**
 * The data version of each organization (issue 13), kept by the database itself: triggers on
 * every table that reads show bump it in the writing transaction, whoever writes (the server, the
 * CLI, a later write path, plain SQL). Cached reads are keyed by it, so no write path can forget
 * to invalidate them. PostgreSQL bumps once per statement (transition tables), SQLite per row.
 */
export function dataVersionsMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('data_versions')
        .addColumn('organization_id', 'text', (c) =>
          c
            .notNull()
            .primaryKey()
            .modifyEnd(engine === 'postgres' ? sql`collate "C"` : sql``),
        )
        .addColumn('version', 'bigint', (c) => c.notNull())
        .execute();
      if (engine === 'postgres') await postgresTriggers(db);
      else await sqliteTriggers(db);
      await keyGeneration(db, engine);
    },
    async down(db: Kysely<unknown>) {
      await sql`drop trigger if exists api_keys_generation ${sql.raw(engine === 'postgres' ? 'on api_keys' : '')}`.execute(
        db,
      );
      await sql`drop trigger if exists api_keys_generation_del ${sql.raw(engine === 'postgres' ? 'on api_keys' : '')}`.execute(
        db,
      );
      if (engine === 'postgres') await sql`drop function if exists hrapi_bump_key_generation()`.execute(db);
      await db.schema.dropTable('key_generation').execute();
      for (const [table] of VERSIONED_TABLES) {
        for (const event of ['ins', 'upd', 'del']) {
          await sql`drop trigger if exists ${sql.raw(`${table}_version_${event}`)} ${sql.raw(engine === 'postgres' ? `on ${table}` : '')}`.execute(
            db,
          );
        }
      }
      if (engine === 'postgres') {
        for (const fn of ['new', 'old', 'new_org', 'old_org']) {
          await sql`drop function if exists ${sql.raw(`hrapi_bump_version_${fn}`)}()`.execute(db);
        }
      }
      await db.schema.dropTable('data_versions').execute();
    },
  };
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  const functions = [
    ['new', 'new_rows', 'organization_id'],
    ['old', 'old_rows', 'organization_id'],
    ['new_org', 'new_rows', 'id'],
    ['old_org', 'old_rows', 'id'],
  ] as const;
  for (const [name, rows, column] of functions) {
    await sql`
      create or replace function ${sql.raw(`hrapi_bump_version_${name}`)}() returns trigger
      language plpgsql as $$
      begin
        insert into data_versions (organization_id, version)
        select distinct ${sql.raw(column)}, 1 from ${sql.raw(rows)}
        on conflict (organization_id) do update set version = data_versions.version + 1;
        return null;
      end
      $$`.execute(db);
  }
  for (const [table, column] of VERSIONED_TABLES) {
    const suffix = column === 'id' ? '_org' : '';
    const create = (event: string, when: string, transition: string, fn: string) =>
      sql`create trigger ${sql.raw(`${table}_version_${event}`)} after ${sql.raw(when)} on ${sql.raw(table)}
        referencing ${sql.raw(transition)} for each statement
        execute function ${sql.raw(`hrapi_bump_version_${fn}${suffix}`)}()`.execute(db);
    await create('ins', 'insert', 'new table as new_rows', 'new');
    await create('upd', 'update', 'new table as new_rows', 'new');
    await create('del', 'delete', 'old table as old_rows', 'old');
  }
}

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of VERSIONED_TABLES) {
    for (const [event, when, row] of [
      ['ins', 'insert', 'new'],
      ['upd', 'update', 'new'],
      ['del', 'delete', 'old'],
    ] as const) {
      await sql`
        create trigger ${sql.raw(`${table}_version_${event}`)} after ${sql.raw(when)} on ${sql.raw(table)}
        begin
          insert into data_versions (organization_id, version) values (${sql.raw(`${row}.${column}`)}, 1)
          on conflict (organization_id) do update set version = version + 1;
        end`.execute(db);
    }
  }
}

/**
 * One number for every key of the store, bumped by the database on each change of a key's
 * standing (revocation above all; never by `last_used_at`). An instance keeps keys in memory and
 * trusts them only while the number it reads with the organization's data version (the one look-up
 * every request makes anyway) is unchanged: no round trip for the key check once warm, and a
 * revocation, from any process or plain SQL, is seen by the very next request on every instance.
 */
async function keyGeneration(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .createTable('key_generation')
    .addColumn('id', 'integer', (c) => c.notNull().primaryKey().check(sql`id = 1`))
    .addColumn('generation', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into key_generation (id, generation) values (1, 0)`.execute(db);
  const bump = sql`update key_generation set generation = generation + 1 where id = 1`;
  const watched = 'status, scopes, kind, secret_hash, organization_id';
  if (engine === 'postgres') {
    await sql`
      create or replace function hrapi_bump_key_generation() returns trigger
      language plpgsql as $$
      begin
        ${bump};
        return null;
      end
      $$`.execute(db);
    await sql`create trigger api_keys_generation after update of ${sql.raw(watched)} or delete on api_keys
      for each statement execute function hrapi_bump_key_generation()`.execute(db);
    return;
  }
  await sql`create trigger api_keys_generation after update of ${sql.raw(watched)} on api_keys
    begin ${bump}; end`.execute(db);
  await sql`create trigger api_keys_generation_del after delete on api_keys
    begin ${bump}; end`.execute(db);
}
