import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../store.ts';

/**
 * Webhooks at volume (issue 17). An endpoint is worked by one dispatcher at a time, which holds
 * its lease (`lease_owner`, `lease_until`) and claims its deliveries in batches; a retrying
 * endpoint keeps `lease_until` at its next attempt, so no dispatcher picks it up before then.
 * The pending deliveries of an endpoint are read in order through their own index. On
 * PostgreSQL, every change logged notifies the dispatchers at commit, so they need not poll.
 */
export function webhooksAtVolumeMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('webhook_endpoints').addColumn('lease_owner', 'text').execute();
      await db.schema.alterTable('webhook_endpoints').addColumn('lease_until', 'text').execute();
      await db.schema
        .createIndex('webhook_deliveries_pending_by_endpoint')
        .on('webhook_deliveries')
        .columns(['organization_id', 'endpoint_id', 'status', 'created_at'])
        .execute();
      if (engine !== 'postgres') return;
      await sql`
        create or replace function hrapi_notify_change_logged() returns trigger
        language plpgsql as $$
        begin
          perform pg_notify('hrapi_changes', new.organization_id);
          return null;
        end
        $$`.execute(db);
      await sql`
        create trigger change_counters_logged
        after insert or update of last_seq on change_counters
        for each row execute function hrapi_notify_change_logged()`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (engine === 'postgres') {
        await sql`drop trigger if exists change_counters_logged on change_counters`.execute(db);
        await sql`drop function if exists hrapi_notify_change_logged()`.execute(db);
      }
      await db.schema.dropIndex('webhook_deliveries_pending_by_endpoint').execute();
      await db.schema.alterTable('webhook_endpoints').dropColumn('lease_until').execute();
      await db.schema.alterTable('webhook_endpoints').dropColumn('lease_owner').execute();
    },
  };
}
