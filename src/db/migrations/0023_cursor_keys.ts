import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../store.ts';

/**
 * The keys that seal list cursors (issue 26): AES-256-GCM keys shared by every instance through
 * the store, numbered by `id`. The newest key not retired seals new cursors; every key not retired
 * opens them; a retired key keeps its row (so its cursors are told apart from forged ones) but its
 * material is wiped. The first key is made by the first server that needs one.
 *
 * A change of the keys (a new key, a retirement) bumps the store's key generation (0013), which
 * every request reads with the organization's state: an instance reloads its keys on the first
 * request after a change, by whichever process made it, with no round trip of its own otherwise.
 * The very first key does not bump it: no instance holds keys yet (each makes or reads that one
 * before sealing), and the API keys kept under the generation stay warm.
 */
export function cursorKeysMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('cursor_keys')
        .addColumn('id', 'integer', (c) => c.notNull().primaryKey().check(sql`id between 1 and 4294967295`))
        .addColumn('secret', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('retired_at', 'text')
        .addCheckConstraint('cursor_keys_retired_wiped', sql`(retired_at is null) = (secret is not null)`)
        .execute();
      const bump = sql`update key_generation set generation = generation + 1 where id = 1`;
      if (engine === 'postgres') {
        await sql`
          create or replace function hrapi_bump_cursor_key_generation() returns trigger
          language plpgsql as $$
          begin
            if tg_op <> 'INSERT' or (select count(*) from cursor_keys) > 1 then
              ${bump};
            end if;
            return null;
          end
          $$`.execute(db);
        await sql`create trigger cursor_keys_generation after insert or update or delete on cursor_keys
          for each statement execute function hrapi_bump_cursor_key_generation()`.execute(db);
        return;
      }
      for (const [name, event, when] of [
        ['cursor_keys_generation_ins', 'insert', 'when (select count(*) from cursor_keys) > 1'],
        ['cursor_keys_generation_upd', 'update', ''],
        ['cursor_keys_generation_del', 'delete', ''],
      ] as const) {
        await sql`create trigger ${sql.raw(name)} after ${sql.raw(event)} on cursor_keys ${sql.raw(when)}
          begin ${bump}; end`.execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('cursor_keys').execute();
      if (engine === 'postgres')
        await sql`drop function if exists hrapi_bump_cursor_key_generation()`.execute(db);
    },
  };
}
