import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../store.ts';

/**
 * Safe retries (issue 17): the first answer of each `Idempotency-Key` of an organization, kept 24
 * hours so a retry of a POST or PUT gets it back instead of writing again. `fingerprint` is what
 * the request asked (route, parameters, body); a row `running` is a request still being served.
 */
export function idempotencyKeysMigration(engine: Engine): Migration {
  const bytewise = engine === 'postgres' ? sql`collate "C"` : sql``;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('idempotency_keys')
        .addColumn('organization_id', 'text', (c) => c.notNull().modifyEnd(bytewise))
        .addColumn('idempotency_key', 'text', (c) => c.notNull().modifyEnd(bytewise))
        .addColumn('fingerprint', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('response_status', 'integer')
        .addColumn('response_body', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['organization_id', 'idempotency_key'])
        .execute();
      await db.schema
        .createIndex('idempotency_keys_by_time')
        .on('idempotency_keys')
        .columns(['created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('idempotency_keys').execute();
    },
  };
}
