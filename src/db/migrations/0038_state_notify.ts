import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../store.ts';

/** The channel every change of an organization's read state is announced on (issue 47). */
export const STATE_CHANNEL = 'hrapi_state';

/**
 * PostgreSQL only: every change of what an organization's read state holds is announced, at
 * commit, on `hrapi_state`, whoever makes it (an instance, the CLI, plain SQL), so instances keep
 * the state in memory instead of reading it on every request (src/db/state-channel.ts):
 *
 * - a data version bumped (0013, 0020, 0022, 0029 triggers upsert `data_versions`): `{"o": id}`;
 * - the change feed's position moved (`change_counters`: last change, pruning): `{"o": id}`;
 * - the key generation bumped (a key, grant, app or cursor key changed): `{"k": generation}`.
 *
 * Each payload carries `walPosition`: the WAL insert position when the write announced itself, a
 * lower bound of the position a read must have replayed to see it (its commit record follows).
 * The column names are written out here, not taken from src, so this migration never changes.
 */
export function stateNotifyMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine !== 'postgres') return;
      await sql`
        create or replace function hrapi_notify_organization_state() returns trigger
        language plpgsql as $$
        begin
          perform pg_notify('hrapi_state', json_build_object('o', new.organization_id,
            'walPosition', pg_current_wal_insert_lsn()::text)::text);
          return null;
        end
        $$`.execute(db);
      await sql`
        create or replace function hrapi_notify_key_generation() returns trigger
        language plpgsql as $$
        begin
          perform pg_notify('hrapi_state', json_build_object('k', new.generation,
            'walPosition', pg_current_wal_insert_lsn()::text)::text);
          return null;
        end
        $$`.execute(db);
      await sql`create trigger data_versions_state after insert or update on data_versions
        for each row execute function hrapi_notify_organization_state()`.execute(db);
      await sql`create trigger change_counters_state after insert or update on change_counters
        for each row execute function hrapi_notify_organization_state()`.execute(db);
      await sql`create trigger key_generation_state after update on key_generation
        for each row execute function hrapi_notify_key_generation()`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (engine !== 'postgres') return;
      await sql`drop trigger if exists data_versions_state on data_versions`.execute(db);
      await sql`drop trigger if exists change_counters_state on change_counters`.execute(db);
      await sql`drop trigger if exists key_generation_state on key_generation`.execute(db);
      await sql`drop function if exists hrapi_notify_organization_state()`.execute(db);
      await sql`drop function if exists hrapi_notify_key_generation()`.execute(db);
    },
  };
}
