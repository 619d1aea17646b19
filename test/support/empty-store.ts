import type { Kysely } from 'kysely';
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
