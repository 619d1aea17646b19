import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../store.ts';

/**
 * Retention and time-driven statuses of the change log (issue 12). `pruned_through` is the
 * highest number pruned: a cursor below it has lost changes (410 cursor_expired); the counter row
 * itself is never deleted, so numbering never restarts. `change_status_sweeps` holds, per
 * organization, the last day whose employment-status changes were logged: advancing it with a
 * compare-and-set in the transaction that appends the events is what makes one instance, and only
 * one, log a day's `collaborator.status_changed`.
 */
export function changeRetentionAndStatusMigration(engine: Engine): Migration {
  const bytewise = engine === 'postgres' ? sql`collate "C"` : sql``;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('change_counters')
        .addColumn('pruned_through', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('change_status_sweeps')
        .addColumn('organization_id', 'text', (c) => c.notNull().primaryKey().modifyEnd(bytewise))
        .addColumn('evaluated_through', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('change_status_sweeps').execute();
      await db.schema.alterTable('change_counters').dropColumn('pruned_through').execute();
    },
  };
}
