import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../store.ts';

/**
 * Privacy (issue 20): per-key withheld fields, expiry and allowed sources; the organization's
 * retention of former employees; the data-access log, one row per key, collaborator, category and
 * day, so that it stays bounded however often a key reads. The key columns are set at creation
 * only: the key-generation trigger (0013) needs no new column to watch.
 */
export function privacyMigration(engine: Engine): Migration {
  const collate = engine === 'postgres' ? sql`collate "C"` : sql``;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('api_keys')
        .addColumn('withheld_fields', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.alterTable('api_keys').addColumn('expires_at', 'text').execute();
      await db.schema.alterTable('api_keys').addColumn('allowed_sources', 'text').execute();
      await db.schema.alterTable('organizations').addColumn('leaver_retention_years', 'integer').execute();
      await db.schema
        .createTable('leaver_retention_runs')
        .addColumn('organization_id', 'text', (c) => c.notNull().primaryKey().modifyEnd(collate))
        .addColumn('ran_on', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('access_log')
        .addColumn('organization_id', 'text', (c) => c.notNull().modifyEnd(collate))
        .addColumn('collaborator_id', 'text', (c) => c.notNull().modifyEnd(collate))
        .addColumn('key_id', 'text', (c) => c.notNull().modifyEnd(collate))
        .addColumn('category', 'text', (c) => c.notNull().modifyEnd(collate))
        .addColumn('day', 'text', (c) => c.notNull().modifyEnd(collate))
        .addColumn('reads', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('access_log_pkey', [
          'organization_id',
          'collaborator_id',
          'key_id',
          'category',
          'day',
        ])
        .execute();
      await db.schema
        .createIndex('access_log_by_key')
        .on('access_log')
        .columns(['organization_id', 'key_id', 'day'])
        .execute();
      await db.schema.createIndex('access_log_by_day').on('access_log').column('day').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('access_log').execute();
      await db.schema.dropTable('leaver_retention_runs').execute();
      await db.schema.alterTable('organizations').dropColumn('leaver_retention_years').execute();
      for (const column of ['allowed_sources', 'expires_at', 'withheld_fields']) {
        await db.schema.alterTable('api_keys').dropColumn(column).execute();
      }
    },
  };
}
