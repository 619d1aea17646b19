import { sql } from 'kysely';
import type { Store } from './store.ts';

/** Below this many written rows the planner's statistics stay good enough; autovacuum follows. */
const MANY_ROWS = 1000;

/**
 * Refreshes the planner's statistics after a large write, so the next reads are planned on what
 * the tables now hold: right after a fresh import, PostgreSQL otherwise planned the status filter
 * on empty-table estimates (650 ms instead of 60 ms) until autovacuum came by. Never fails the
 * write that called it: statistics are an optimization.
 */
export async function refreshStatistics(store: Store, rowsWritten: number): Promise<void> {
  if (rowsWritten < MANY_ROWS) return;
  try {
    if (store.engine === 'postgres') {
      await sql`analyze organizations, establishments, teams, collaborators, contracts, absences, work_locations`.execute(
        store.db,
      );
    } else {
      await sql`pragma optimize`.execute(store.db);
    }
  } catch {
    // The import committed; stale statistics only slow reads down until the next analysis.
  }
}
