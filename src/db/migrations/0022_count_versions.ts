import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../store.ts';

/**
 * Two finer versions for what a list's `total` depends on (issue 21), beside the `people` version
 * of 0020, so that a write that cannot change a count (a phone number, a name) does not make the
 * next read recount 100,000 rows:
 *
 * - `membership_version`: which collaborators an organization has, and in which establishment
 *   (a collaborator inserted or deleted, or its establishment or id changed);
 * - `employment_version`: the contract dates employment status and a month's population are
 *   computed from (a contract inserted or deleted, or its dates or collaborator changed).
 *
 * They are bumped by the triggers that already bump the organization's version and `people` on
 * collaborators and contracts (replaced here under the same names), in the same single upsert, so
 * every writer (the server, the CLI, plain SQL) moves them and a write costs what it did.
 * The column names are written out here, not taken from src, so this migration never changes.
 */
export function countVersionsMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const column of ['membership_version', 'employment_version']) {
        await db.schema
          .alterTable('data_versions')
          .addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0))
          .execute();
      }
      await replaceTriggers(db, engine, true);
    },
    async down(db: Kysely<unknown>) {
      await replaceTriggers(db, engine, false);
      for (const column of ['membership_version', 'employment_version']) {
        await db.schema.alterTable('data_versions').dropColumn(column).execute();
      }
    },
  };
}

/** Per table: the count column it moves, and the columns whose change moves it on an update. */
const COUNTED = {
  collaborators: { column: 'membership_version', on: ['organization_id', 'id', 'establishment_id'] },
  contracts: {
    column: 'employment_version',
    on: ['organization_id', 'collaborator_id', 'id', 'start_date', 'end_date'],
  },
} as const;

/** A count column and the columns whose change moves it (0029 reuses the trigger writers below). */
export interface Counted {
  column: string;
  on: readonly string[];
}

const EVENTS = [
  ['ins', 'insert', 'new'],
  ['upd', 'update', 'new'],
  ['del', 'delete', 'old'],
] as const;

async function replaceTriggers(db: Kysely<unknown>, engine: Engine, counted: boolean): Promise<void> {
  for (const [table, count] of Object.entries(COUNTED)) {
    for (const [event, when, row] of EVENTS) {
      if (engine === 'postgres')
        await replacePostgresTrigger(db, table, event, when, row, counted ? count : null);
      else await replaceSqliteTrigger(db, table, event, when, row, counted ? count : null);
    }
  }
}

/** One row-level upsert, as 0020's, with the count column moved by 1 (or by "did it change"). */
export async function replaceSqliteTrigger(
  db: Kysely<unknown>,
  table: string,
  event: string,
  when: string,
  row: string,
  count: Counted | null,
): Promise<void> {
  const name = `${table}_version_${event}`;
  let columns = '';
  let values = '';
  let update = '';
  if (count !== null) {
    const moved = event === 'upd' ? `(${count.on.map((c) => `old.${c} is not new.${c}`).join(' or ')})` : '1';
    columns = `, ${count.column}`;
    values = `, ${moved}`;
    update = `, ${count.column} = ${count.column} + ${moved}`;
  }
  await sql`drop trigger if exists ${sql.raw(name)}`.execute(db);
  await sql`
    create trigger ${sql.raw(name)} after ${sql.raw(when)} on ${sql.raw(table)}
    begin
      insert into data_versions (organization_id, version, people_version${sql.raw(columns)})
      values (${sql.raw(`${row}.organization_id`)}, 1, 1${sql.raw(values)})
      on conflict (organization_id) do update set version = version + 1,
        people_version = people_version + 1${sql.raw(update)};
    end`.execute(db);
}

/**
 * One statement-level upsert, as 0020's. An update compares its old and new rows (both transition
 * tables; PostgreSQL refuses a column list on a trigger with transition tables) and moves the
 * count column only for an organization where a counted column changed.
 */
export async function replacePostgresTrigger(
  db: Kysely<unknown>,
  table: string,
  event: string,
  when: string,
  row: string,
  count: Counted | null,
): Promise<void> {
  const name = `${table}_version_${event}`;
  const fn = `hrapi_bump_version_${table}_${event}`;
  const rows = `${row}_rows`;
  let body: string;
  if (count === null) {
    body = `insert into data_versions (organization_id, version, people_version)
      select distinct organization_id, 1, 1 from ${rows}
      on conflict (organization_id) do update set version = data_versions.version + 1,
        people_version = data_versions.people_version + 1;`;
  } else if (event !== 'upd') {
    body = `insert into data_versions (organization_id, version, people_version, ${count.column})
      select distinct organization_id, 1, 1, 1 from ${rows}
      on conflict (organization_id) do update set version = data_versions.version + 1,
        people_version = data_versions.people_version + 1,
        ${count.column} = data_versions.${count.column} + 1;`;
  } else {
    const changed = count.on.map((c) => `o.${c} is distinct from n.${c}`).join(' or ');
    body = `insert into data_versions (organization_id, version, people_version, ${count.column})
      select n.organization_id, 1, 1, max(case when o.id is null or ${changed} then 1 else 0 end)
      from new_rows n left join old_rows o on o.organization_id = n.organization_id and o.id = n.id
      group by n.organization_id
      on conflict (organization_id) do update set version = data_versions.version + 1,
        people_version = data_versions.people_version + 1,
        ${count.column} = data_versions.${count.column} + excluded.${count.column};`;
  }
  const referencing =
    count !== null && event === 'upd'
      ? 'referencing old table as old_rows new table as new_rows'
      : `referencing ${row} table as ${rows}`;
  await sql`drop trigger if exists ${sql.raw(name)} on ${sql.raw(table)}`.execute(db);
  await sql`
    create or replace function ${sql.raw(fn)}() returns trigger
    language plpgsql as $$
    begin
      ${sql.raw(body)}
      return null;
    end
    $$`.execute(db);
  await sql`create trigger ${sql.raw(name)} after ${sql.raw(when)} on ${sql.raw(table)}
    ${sql.raw(referencing)} for each statement execute function ${sql.raw(fn)}()`.execute(db);
}
