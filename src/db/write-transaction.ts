import { Kysely, type Transaction } from 'kysely';
import type { Database } from './schema.ts';
import type { Store } from './store.ts';

/**
 * The one way to run a write: all of `fn` or nothing. On SQLite every transaction of the store
 * begins IMMEDIATE (src/db/sqlite-dialect.ts), taking the write lock before its first read, and
 * waits its turn behind other writers (of this process or another) for at most
 * HRAPI_WRITE_WAIT_MS, then fails with StoreBusyError (503). On PostgreSQL it is an ordinary
 * transaction; the caller takes the row locks it needs. Takes the store or its Kysely handle.
 */
export function writeTransaction<T>(
  on: Pick<Store, 'db'> | Kysely<Database>,
  fn: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const db = on instanceof Kysely ? on : on.db;
  return db.transaction().execute(fn);
}
