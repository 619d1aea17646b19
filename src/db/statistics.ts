import { type Kysely, sql } from 'kysely';
import { personalColumns } from './personal-columns.ts';
import type { Database } from './schema.ts';
import type { Store } from './store.ts';

/** Below this many written rows the planner's statistics stay good enough; autovacuum follows. */
const MANY_ROWS = 1000;

/**
 * Every table a large write fills and a read plans on: the HR tables, and the change log and the
 * data versions the same write fills (the change feed read at 18 requests/s after an import of
 * 100,000 until `change_events` was analyzed, 416 after).
 */
const ANALYZED_TABLES = [
  'organizations',
  'establishments',
  'teams',
  'collaborators',
  'contracts',
  'absences',
  'work_locations',
  'complementary_contracts',
  'complementary_contract_options',
  'affiliations',
  'change_events',
  'data_versions',
] as const;

export type AnalyzedTable = (typeof ANALYZED_TABLES)[number];

/** SQLite samples this many rows per index (its ANALYZE would otherwise read whole tables). */
const SQLITE_ANALYSIS_LIMIT = 2000;

/**
 * Refreshes the planner's statistics after a large write, so the next reads are planned on what
 * the tables now hold: right after a fresh import, PostgreSQL otherwise planned the status filter
 * on empty-table estimates, ten times slower, until autovacuum came by, and the change
 * feed on an empty `change_events`. A write that fills only some tables (a partner's bulk PUT of
 * affiliations) names them. Never fails the write that called it: statistics are an
 * optimization.
 */
export async function refreshStatistics(
  store: Pick<Store, 'db' | 'engine'>,
  rowsWritten: number,
  tables: readonly AnalyzedTable[] = ANALYZED_TABLES,
  /** PostgreSQL: also vacuum (an import); a write answered to a waiting client only analyzes. */
  how: 'vacuum' | 'analyze' = 'vacuum',
): Promise<void> {
  if (rowsWritten < MANY_ROWS) return;
  try {
    if (store.engine === 'postgres') {
      if (how === 'vacuum') await vacuumOrAnalyze(store, tables);
      else await sql`analyze ${sql.join(tables.map((t) => sql.table(t)))}`.execute(store.db);
    } else {
      // `pragma optimize` analyzes only what this connection has queried: name every table.
      await sql`pragma analysis_limit = ${sql.raw(String(SQLITE_ANALYSIS_LIMIT))}`.execute(store.db);
      for (const table of tables) await sql`analyze ${sql.table(table)}`.execute(store.db);
      await forgetPersonalSamples(store.db);
    }
  } catch {
    // The import committed; stale statistics only slow reads down until the next analysis.
  }
}

/**
 * PostgreSQL: `VACUUM (ANALYZE)`, which also marks the pages just written all-visible, so that the
 * counts and the feed are answered from their indexes alone (index-only scans) instead of visiting
 * 100,000 freshly written rows (see docs/performance.md, "Figures behind the code"). Autovacuum
 * would do it eventually (or never,
 * where it is off); this does it now. Runs after the write's commit (VACUUM cannot run inside a
 * transaction); if it fails (a statement timeout on a huge table), a plain ANALYZE still runs.
 */
async function vacuumOrAnalyze(
  store: Pick<Store, 'db' | 'engine'>,
  tables: readonly AnalyzedTable[],
): Promise<void> {
  const list = sql.join(tables.map((t) => sql.table(t)));
  try {
    await sql`vacuum (analyze) ${list}`.execute(store.db);
  } catch {
    await sql`analyze ${list}`.execute(store.db);
  }
}

/**
 * SQLite, built with STAT4 (better-sqlite3 is): ANALYZE keeps in `sqlite_stat4` whole keys sampled
 * from each index, so an index over a personal column (the folded names, a console user's e-mail)
 * would copy people's values there, and keep an erased person's. Deletes those samples; the planner
 * then plans those indexes on `sqlite_stat1`'s counts, which hold no value. PostgreSQL needs
 * nothing here: its personal columns have no statistics at all (migration 0024).
 */
export async function forgetPersonalSamples(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{ n: number }>`
    select count(*) as n from sqlite_master where type = 'table' and name = 'sqlite_stat4'`.execute(db);
  if (Number(rows[0]?.n ?? 0) === 0) return;
  const byTable = new Map<string, string[]>();
  for (const { table, column } of personalColumns())
    byTable.set(table, [...(byTable.get(table) ?? []), column]);
  for (const [table, columns] of byTable) {
    await sql`
      delete from sqlite_stat4 where tbl = ${table} and idx in (
        select list.name from pragma_index_list(${table}) as list, pragma_index_info(list.name) as info
        where info.name in (${sql.join(columns)}))`.execute(db);
  }
}
