import { type Kysely, PostgresAdapter, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { jsonArrayFrom as postgresArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteArrayFrom } from 'kysely/helpers/sqlite';

// Nested rows built by the store as JSON, on either engine, so that a record and its children come
// back in one statement (PostgreSQL `json_agg`, SQLite `json_group_array(json_object(…))`). The
// helpers are Kysely's own; this module only picks the engine's.

/** The rows of `subquery`, in its order, as one JSON array (`[]` when there are none). */
export function jsonArrayFrom<Db, From extends keyof Db, O>(
  db: Pick<Kysely<unknown>, 'getExecutor'>,
  subquery: SelectQueryBuilder<Db, From, O>,
): RawBuilder<unknown> {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? postgresArrayFrom(subquery)
    : sqliteArrayFrom(subquery);
}

/** A JSON value as the driver hands it back: parsed already by `pg`, text from SQLite. */
export function parsedJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
