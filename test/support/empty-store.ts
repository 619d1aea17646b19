import { type Kysely, sql } from 'kysely';
import type { Database } from '../../src/db/schema.ts';

/** Every table, rows that point at others before the rows they point at (foreign keys, 0010). */
const CHILDREN_FIRST: (keyof Database)[] = [
  'change_events',
  'change_counters',
  'audit_events',
  'sign_in_attempts',
  'console_sessions',
  'console_users',
  'api_keys',
  'affiliations',
  'complementary_contract_options',
  'complementary_contracts',
  'meal_voucher_configurations',
  'work_locations',
  'absences',
  'contracts',
  'collaborators',
  'teams',
  'establishments',
  'organizations',
];

/** Deletes every row of a test store: for tests whose fixtures have fixed ids. */
export async function emptyStore(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of CHILDREN_FIRST) await trx.deleteFrom(table).execute();
  });
}

/**
 * Drops every table of a test store, Kysely's own included, whatever points at what: a table that
 * another still refers to (SQLite checks the parent of a foreign key when its child is dropped)
 * is dropped on a later pass.
 */
export async function dropEveryTable(db: Kysely<Database>): Promise<void> {
  let left = (await db.introspection.getTables({ withInternalKyselyTables: true })).map((t) => t.name);
  while (left.length > 0) {
    const failed: string[] = [];
    for (const table of left) {
      await sql`drop table if exists ${sql.table(table)} cascade`
        .execute(db)
        .catch(() => sql`drop table if exists ${sql.table(table)}`.execute(db))
        .catch(() => failed.push(table));
    }
    if (failed.length === left.length) throw new Error(`cannot drop the tables ${failed.join(', ')}`);
    left = failed;
  }
}
