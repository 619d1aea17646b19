import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../store.ts';

/**
 * Webhook endpoints of an organization and their deliveries (issue 12). Deliveries live in the
 * store, so they survive a restart, and are claimed with a lease so that several instances never
 * send the same attempt twice.
 */
export function webhooksMigration(engine: Engine): Migration {
  const key = engine === 'postgres' ? sql`collate "C"` : sql``;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('webhook_endpoints')
        .addColumn('organization_id', 'text', (c) => c.notNull().modifyEnd(key))
        .addColumn('id', 'text', (c) => c.notNull().modifyEnd(key))
        .addColumn('url', 'text', (c) => c.notNull())
        /** Space-separated event types. */
        .addColumn('event_types', 'text', (c) => c.notNull())
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('previous_secret', 'text')
        .addColumn('previous_secret_until', 'text')
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'disabled')`))
        .addColumn('disabled_reason', 'text')
        /** The number of the last change turned into deliveries. */
        .addColumn('cursor', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('webhook_endpoints_pk', ['organization_id', 'id'])
        .execute();
      await db.schema
        .createTable('webhook_deliveries')
        .addColumn('organization_id', 'text', (c) => c.notNull().modifyEnd(key))
        .addColumn('id', 'text', (c) => c.notNull().modifyEnd(key))
        .addColumn('endpoint_id', 'text', (c) => c.notNull().modifyEnd(key))
        /** The change's number; null for a test event. */
        .addColumn('seq', 'bigint')
        .addColumn('event_type', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c.notNull().check(sql`status in ('pending', 'succeeded', 'failed')`),
        )
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        /** A claim's lease: another instance may take the delivery once it has passed. */
        .addColumn('locked_until', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('webhook_deliveries_pk', ['organization_id', 'id'])
        .addForeignKeyConstraint(
          'webhook_deliveries_endpoint_fk',
          ['organization_id', 'endpoint_id'],
          'webhook_endpoints',
          ['organization_id', 'id'],
          (fk) => fk.onDelete('cascade'),
        )
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_due')
        .on('webhook_deliveries')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_by_endpoint')
        .on('webhook_deliveries')
        .columns(['organization_id', 'endpoint_id', 'created_at'])
        .execute();
      await db.schema
        .createTable('webhook_attempts')
        .addColumn('organization_id', 'text', (c) => c.notNull().modifyEnd(key))
        .addColumn('id', 'text', (c) => c.notNull().modifyEnd(key))
        .addColumn('delivery_id', 'text', (c) => c.notNull().modifyEnd(key))
        .addColumn('attempted_at', 'text', (c) => c.notNull())
        /** The HTTP status answered; null when no answer came (timeout, refused, forbidden address). */
        .addColumn('status_code', 'integer')
        .addColumn('latency_ms', 'integer', (c) => c.notNull())
        .addColumn('response_excerpt', 'text')
        .addColumn('error', 'text')
        .addPrimaryKeyConstraint('webhook_attempts_pk', ['organization_id', 'id'])
        .addForeignKeyConstraint(
          'webhook_attempts_delivery_fk',
          ['organization_id', 'delivery_id'],
          'webhook_deliveries',
          ['organization_id', 'id'],
          (fk) => fk.onDelete('cascade'),
        )
        .execute();
      await db.schema
        .createIndex('webhook_attempts_by_delivery')
        .on('webhook_attempts')
        .columns(['organization_id', 'delivery_id', 'attempted_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('webhook_attempts').execute();
      await db.schema.dropTable('webhook_deliveries').execute();
      await db.schema.dropTable('webhook_endpoints').execute();
    },
  };
}
