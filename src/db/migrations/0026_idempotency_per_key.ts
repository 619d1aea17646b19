import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../store.ts';

/**
 * An `Idempotency-Key` belongs to the API key that sent it (issue 26), as the IETF draft scopes it
 * to the client: two partners of one organization that pick the same key each get their own
 * answer, never the other's. The row is keyed by (organization, API key, idempotency key).
 *
 * The rows kept before cannot be given to a key (they did not record which one sent them), so they
 * are deleted: they live 24 hours at most, and a retry sent across the upgrade runs again rather
 * than hand one partner another's answer. SQLite cannot change a primary key in place, so the table
 * is made anew on both engines. Column names are written out here, never taken from src.
 */
export function idempotencyPerKeyMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.dropTable('idempotency_keys').execute();
      await createTable(db, engine, true);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('idempotency_keys').execute();
      await createTable(db, engine, false);
    },
  };
}

async function createTable(db: Kysely<unknown>, engine: Engine, perKey: boolean): Promise<void> {
  const bytewise = engine === 'postgres' ? sql`collate "C"` : sql``;
  const owner = perKey ? sql`api_key_id text not null ${bytewise},` : sql``;
  // The collaborators a request names, so an erasure forgets its kept answer (issue 26).
  const subjects = perKey ? sql`collaborator_ids text,` : sql``;
  const primaryKey = perKey
    ? sql`organization_id, api_key_id, idempotency_key`
    : sql`organization_id, idempotency_key`;
  await sql`create table idempotency_keys (
    organization_id text not null ${bytewise},
    ${owner}
    idempotency_key text not null ${bytewise},
    fingerprint text not null,
    state text not null,
    response_status integer,
    response_body text,
    ${subjects}
    created_at text not null,
    constraint idempotency_keys_pk primary key (${primaryKey})
  )`.execute(db);
  await db.schema
    .createIndex('idempotency_keys_by_time')
    .on('idempotency_keys')
    .columns(['created_at'])
    .execute();
}
