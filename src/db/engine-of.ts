import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * Whether a query builder speaks to PostgreSQL, for the few reads whose fastest form differs by
 * engine (measured, docs/performance.md): query modules take the builder, not the store.
 */
export function isPostgres(db: Pick<Kysely<unknown>, 'getExecutor'>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
