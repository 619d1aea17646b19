import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { withHeapGrowthBounded } from '../shared/heap-growth.ts';
import type { Database } from './schema.ts';
import { SNAPSHOT_PAGE_CACHE_KIB } from './sqlite-page-cache.ts';
import type { Store } from './store.ts';

/**
 * Runs `read` in one consistent read-only view of the store and yields what it yields: on
 * PostgreSQL a REPEATABLE READ READ ONLY transaction on a connection of the pool; on SQLite a read
 * transaction on a connection of its own (the shared reader keeps serving every other request).
 * The view is released as soon as the consumer stops, whether it read to the end or gave up (a
 * client that disconnects ends the generator, whose `finally` ends the transaction). The heap's
 * growth is bounded meanwhile (src/shared/heap-growth.ts): such a read streams a whole organization.
 */
let openViews = 0;

/** How many snapshot views this process holds open now (a metric, and the disconnect test's probe). */
export const openSnapshotViews = (): number => openViews;

export async function* readSnapshot<T>(
  store: Store,
  read: (db: Kysely<Database>) => AsyncGenerator<T, void, undefined>,
  /** On PostgreSQL, the handle to read on: a replica that replayed what the request must see. */
  on: Kysely<Database> = store.db,
): AsyncGenerator<T, void, undefined> {
  openViews += 1;
  try {
    yield* withHeapGrowthBounded(view(store, read, on));
  } finally {
    openViews -= 1;
  }
}

async function* view<T>(
  store: Store,
  read: (db: Kysely<Database>) => AsyncGenerator<T, void, undefined>,
  on: Kysely<Database>,
): AsyncGenerator<T, void, undefined> {
  if (store.engine === 'postgres') {
    const trx = await on
      .startTransaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute();
    try {
      yield* read(trx);
    } finally {
      await trx.rollback().execute();
    }
    return;
  }
  const connection = new SQLite(store.location, { readonly: true, fileMustExist: true });
  connection.pragma('busy_timeout = 100');
  // A snapshot reads each page once: SQLite's page cache (16 MiB a connection as better-sqlite3
  // builds it) would fill with pages never read again and stay in the RSS until the stream ends.
  connection.pragma(`cache_size = -${SNAPSHOT_PAGE_CACHE_KIB}`);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
  try {
    await sql`begin`.execute(db);
    // A read transaction takes its snapshot at its first read, not at BEGIN.
    await sql`select 1 from organizations limit 1`.execute(db);
    yield* read(db);
  } finally {
    await db.destroy();
  }
}
