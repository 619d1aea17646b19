import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../store.ts';

/**
 * PostgreSQL only: every change of a key's standing (revocation above all) notifies the
 * instances that cache keys, whoever made it: an instance, the CLI, or plain SQL. The NOTIFY is
 * sent at commit. `last_used_at` updates do not fire it.
 */
export function keyChangeNotifyMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine !== 'postgres') return;
      await sql`
        create or replace function hrapi_notify_api_key_change() returns trigger
        language plpgsql as $$
        begin
          perform pg_notify('hrapi_api_keys', coalesce(new.id, old.id));
          return null;
        end
        $$`.execute(db);
      await sql`
        create trigger api_keys_changed
        after update of status, scopes, kind, secret_hash, organization_id or delete on api_keys
        for each row execute function hrapi_notify_api_key_change()`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (engine !== 'postgres') return;
      await sql`drop trigger if exists api_keys_changed on api_keys`.execute(db);
      await sql`drop function if exists hrapi_notify_api_key_change()`.execute(db);
    },
  };
}
