import type { Transaction } from 'kysely';
import type { Database } from './schema.ts';
import type { Store } from './store.ts';

/**
 * The one way to run a write: all of `fn` or nothing. On SQLite the transaction begins IMMEDIATE,
 * taking the write lock before its first read, and waits its turn behind other writers (of this
 * process or another) for at most HRAPI_WRITE_WAIT_MS, then fails with StoreBusyError (503). On
 * PostgreSQL it is an ordinary transaction; the caller takes the row locks it needs.
 */
export function writeTransaction<T>(
  store: Pick<Store, 'db'>,
  fn: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return store.db.transaction().execute(fn);
}
