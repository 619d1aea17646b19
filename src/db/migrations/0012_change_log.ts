import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../store.ts';

/**
 * The ordered change log of each organization (issue 12). `change_counters.last_seq` is the
 * organization's data version: every write transaction that changes HR data bumps it while
 * holding its row lock, so numbers are handed out in commit order and a reader never sees a
 * later number before an earlier one has committed.
 */
export function changeLogMigration(engine: Engine): Migration {
  const bytewise = engine === 'postgres' ? sql`collate "C"` : sql``;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('change_counters')
        .addColumn('organization_id', 'text', (c) => c.notNull().primaryKey().modifyEnd(bytewise))
        .addColumn('last_seq', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('change_events')
        .addColumn('organization_id', 'text', (c) => c.notNull().modifyEnd(bytewise))
        .addColumn('seq', 'bigint', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('resource_id', 'text', (c) => c.notNull().modifyEnd(bytewise))
        .addColumn('collaborator_id', 'text', (c) => c.modifyEnd(bytewise))
        .addColumn('establishment_id', 'text', (c) => c.modifyEnd(bytewise))
        .addColumn('occurred_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('change_events_pk', ['organization_id', 'seq'])
        .execute();
      await db.schema
        .createIndex('change_events_by_time')
        .on('change_events')
        .columns(['organization_id', 'occurred_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('change_events').execute();
      await db.schema.dropTable('change_counters').execute();
    },
  };
}
