import { sql } from 'kysely';
import type { Store } from '../../src/db/store.ts';

/**
 * Everything the planner's statistics hold, as one text to search: on SQLite every row of
 * `sqlite_stat1` and `sqlite_stat4` (its samples are index keys, read as bytes); on PostgreSQL
 * every value slot of `pg_statistic` (tables and index expressions: read as the superuser the
 * tests run as) and the most common values of extended statistics.
 */
export async function statisticsText(store: Pick<Store, 'db' | 'engine'>): Promise<string> {
  const db = store.db;
  if (store.engine === 'sqlite') {
    const parts: string[] = [];
    for (const table of ['sqlite_stat1', 'sqlite_stat4']) {
      const exists = await sql<{ n: number }>`
        select count(*) as n from sqlite_master where type = 'table' and name = ${table}`.execute(db);
      if (Number(exists.rows[0]?.n ?? 0) === 0) continue;
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
      for (const row of rows) parts.push(...Object.values(row).map(asText));
    }
    return parts.join('\n');
  }
  const { rows } = await sql<{ v: string | null }>`
    select concat_ws(' ', stavalues1::text, stavalues2::text, stavalues3::text, stavalues4::text,
                     stavalues5::text) as v
    from pg_statistic`.execute(db);
  const extended = await sql<{ v: string | null }>`
    select most_common_vals::text as v from pg_stats_ext`.execute(db);
  return [...rows, ...extended.rows].map((r) => r.v ?? '').join('\n');
}

/** A stored value as text to search; bytes (SQLite's samples, blobs) decoded as UTF-8, as SQLite stores text in them. */
export function asText(value: unknown): string {
  if (value instanceof Uint8Array) return Buffer.from(value).toString('utf8');
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
