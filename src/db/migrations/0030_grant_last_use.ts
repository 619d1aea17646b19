import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../store.ts';

/**
 * A grant's last use is never before its latest consent (issue 43): a renewed consent used to
 * keep the former last use, and a use written late could land before a renewal. The code now
 * clears the last use at a renewal and drops a late one; the database refuses the rest. A grant
 * already stored that way loses its last use (it was one of an earlier consent).
 *
 * PostgreSQL gets a CHECK constraint, comparing bytewise (both are ISO 8601 UTC text of one
 * width). SQLite cannot add a constraint to a table, and rebuilding `partner_grants` would
 * cascade to the tables that point at it, so two triggers refuse the same rows instead.
 */
const MESSAGE = 'partner_grants_last_use_after_grant: last_used_at is before granted_at';

export function grantLastUseMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`update partner_grants set last_used_at = null where last_used_at < granted_at`.execute(db);
      if (engine === 'postgres') {
        await sql`alter table partner_grants add constraint partner_grants_last_use_after_grant
          check (last_used_at is null or last_used_at collate "C" >= granted_at collate "C")`.execute(db);
        return;
      }
      for (const [name, event] of [
        ['partner_grants_last_use_ins', 'insert'],
        ['partner_grants_last_use_upd', 'update of last_used_at, granted_at'],
      ] as const) {
        await sql
          .raw(`create trigger "${name}" before ${event} on "partner_grants"
            when new."last_used_at" is not null and new."last_used_at" < new."granted_at"
            begin select raise(abort, '${MESSAGE}'); end`)
          .execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      if (engine === 'postgres') {
        await sql`alter table partner_grants drop constraint partner_grants_last_use_after_grant`.execute(db);
        return;
      }
      await sql`drop trigger if exists partner_grants_last_use_ins`.execute(db);
      await sql`drop trigger if exists partner_grants_last_use_upd`.execute(db);
    },
  };
}
