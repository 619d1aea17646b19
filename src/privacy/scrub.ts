import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { forgetPersonalSamples } from '../db/statistics.ts';
import type { Store } from '../db/store.ts';

/** The tables that hold a person's values; an erasure deletes rows of each. */
export const PERSONAL_TABLES = [
  'collaborators',
  'contracts',
  'absences',
  'work_locations',
  'affiliations',
  'dsn_dependants',
] as const;

export interface Scrub {
  /** False when SQLite could not truncate its WAL (a long reader held it); the next erasure retries. */
  complete: boolean;
}

/**
 * After an erasure has committed, makes its values leave the store's files, outside the erasing
 * transaction. PostgreSQL: VACUUM of the personal tables removes the dead rows and their index
 * entries from the pages (an older snapshot still open delays it to the next VACUUM). SQLite:
 * `secure_delete` (always on) already zeroed the freed cells; a TRUNCATE checkpoint copies the
 * zeroed pages into the main file and empties the WAL, which held the earlier page images. Before
 * it, the `sqlite_stat4` samples of personal indexes an ANALYZE run by hand may have left go too.
 * Planner statistics of PostgreSQL hold no personal column (migration 0024): nothing to do there.
 */
export async function scrubErasedValues(store: Store): Promise<Scrub> {
  if (store.engine === 'postgres') {
    await sql.raw(`vacuum ${PERSONAL_TABLES.join(', ')}`).execute(store.db);
    return { complete: true };
  }
  await forgetPersonalSamples(store.db);
  const connection = new SQLite(store.location);
  try {
    connection.pragma('busy_timeout = 2000');
    const [result] = connection.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
    return { complete: result?.busy === 0 };
  } finally {
    connection.close();
  }
}
