import { type Kysely, type Migration, sql } from 'kysely';
import { DATA_KINDS, KIND_OF_TABLE, kindColumn } from '../data-kinds.ts';
import type { Engine } from '../store.ts';

/**
 * A version per kind of data beside each organization's version (issue 21): the triggers of 0013
 * are replaced, under the same names, by ones that bump the organization's version and the
 * version of the written table's kind in one upsert, so a write costs what it cost before.
 */
export function dataKindVersionsMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const kind of DATA_KINDS) {
        await db.schema
          .alterTable('data_versions')
          .addColumn(kindColumn(kind), 'bigint', (c) => c.notNull().defaultTo(0))
          .execute();
      }
      await replaceTriggers(db, engine, true);
    },
    async down(db: Kysely<unknown>) {
      await replaceTriggers(db, engine, false);
      for (const kind of DATA_KINDS) {
        await db.schema.alterTable('data_versions').dropColumn(kindColumn(kind)).execute();
      }
    },
  };
}

/** The upsert's column list and its conflict update, with or without the kind's column. */
function bumps(kind: string | null, prefix: string) {
  if (kind === null) return { columns: '', values: '', update: '' };
  const column = `${kind}_version`;
  return { columns: `, ${column}`, values: ', 1', update: `, ${column} = ${prefix}${column} + 1` };
}

async function replaceTriggers(db: Kysely<unknown>, engine: Engine, byKind: boolean): Promise<void> {
  for (const [table, kind] of Object.entries(KIND_OF_TABLE)) {
    const column = table === 'organizations' ? 'id' : 'organization_id';
    for (const [event, when, row] of [
      ['ins', 'insert', 'new'],
      ['upd', 'update', 'new'],
      ['del', 'delete', 'old'],
    ] as const) {
      const name = `${table}_version_${event}`;
      if (engine === 'postgres') {
        const fn = `hrapi_bump_version_${table}_${event}`;
        const b = bumps(byKind ? kind : null, 'data_versions.');
        await sql`drop trigger if exists ${sql.raw(name)} on ${sql.raw(table)}`.execute(db);
        if (!byKind) {
          await sql`drop function if exists ${sql.raw(fn)}()`.execute(db);
          const shared = `hrapi_bump_version_${row}${column === 'id' ? '_org' : ''}`;
          await sql`create trigger ${sql.raw(name)} after ${sql.raw(when)} on ${sql.raw(table)}
            referencing ${sql.raw(row)} table as ${sql.raw(`${row}_rows`)} for each statement
            execute function ${sql.raw(shared)}()`.execute(db);
          continue;
        }
        await sql`
          create or replace function ${sql.raw(fn)}() returns trigger
          language plpgsql as $$
          begin
            insert into data_versions (organization_id, version${sql.raw(b.columns)})
            select distinct ${sql.raw(column)}, 1${sql.raw(b.values)} from ${sql.raw(`${row}_rows`)}
            on conflict (organization_id) do update set version = data_versions.version + 1${sql.raw(b.update)};
            return null;
          end
          $$`.execute(db);
        await sql`create trigger ${sql.raw(name)} after ${sql.raw(when)} on ${sql.raw(table)}
          referencing ${sql.raw(row)} table as ${sql.raw(`${row}_rows`)} for each statement
          execute function ${sql.raw(fn)}()`.execute(db);
      } else {
        const b = bumps(byKind ? kind : null, '');
        await sql`drop trigger if exists ${sql.raw(name)}`.execute(db);
        await sql`
          create trigger ${sql.raw(name)} after ${sql.raw(when)} on ${sql.raw(table)}
          begin
            insert into data_versions (organization_id, version${sql.raw(b.columns)})
            values (${sql.raw(`${row}.${column}`)}, 1${sql.raw(b.values)})
            on conflict (organization_id) do update set version = version + 1${sql.raw(b.update)};
          end`.execute(db);
      }
    }
  }
}
