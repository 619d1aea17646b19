import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

type Row = Record<string, unknown>;

/** By transaction, `table:id`: a stored row (or none) read in it, which the writer takes once. */
const known = new WeakMap<object, Map<string, Row | null>>();

/**
 * A record's stored row as just read inside the write's transaction, under the record's lock
 * (lockRecordWrite), by a check before the writing (`before` of writeRecord): `null` when there is
 * none. The writer's batch of that one row takes it instead of reading the row a second time
 * (upsert.ts). Only what cannot have changed since may be remembered: the batch compares the
 * columns it writes and keeps `created_at`, and nothing else of the row.
 */
export function rememberStored(trx: Kysely<Database>, table: string, id: string, row: Row | null): void {
  let rows = known.get(trx);
  if (!rows) {
    rows = new Map();
    known.set(trx, rows);
  }
  rows.set(`${table}:${id}`, row);
}

/** The row remembered for this transaction, table and id, once; undefined when none was. */
export function takeStored(trx: Kysely<Database>, table: string, id: string): Row | null | undefined {
  const rows = known.get(trx);
  const key = `${table}:${id}`;
  if (!rows?.has(key)) return undefined;
  const row = rows.get(key);
  rows.delete(key);
  return row;
}
