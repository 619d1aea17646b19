import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../store.ts';

/**
 * DSNs uploaded in the console wait for their confirmation in the store (issue 26), never in a
 * folder of one machine: any instance behind the proxy confirms, and the sweeper of any instance
 * removes an abandoned one after 30 minutes.
 *
 * `pending_uploads(id, organization_id, console_user_id, file_name, byte_count, created_at)`: `id`
 * is the SHA-256 of the token the plan page carries; `byte_count` is set once the whole file is in.
 *
 * `pending_upload_chunks(upload_id, seq, bytes)`: the file in chunks of at most 1 MiB, so neither
 * engine holds a 64 MiB value in one row (PostgreSQL would TOAST it whole, and read it whole) and
 * the server never holds more than a chunk of it. A chunk goes with its upload (cascade).
 */
export function pendingUploadsMigration(engine: Engine): Migration {
  const bytewise = engine === 'postgres' ? 'collate "C"' : '';
  const bytes = engine === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<unknown>) {
      await sql
        .raw(`create table "pending_uploads" (
          "id" text ${bytewise} not null primary key,
          "organization_id" text ${bytewise} not null,
          "console_user_id" text ${bytewise} not null,
          "file_name" text not null,
          "byte_count" integer,
          "created_at" text not null,
          constraint "pending_uploads_organization_fk" foreign key ("organization_id")
            references "organizations" ("id") on delete cascade,
          constraint "pending_uploads_console_user_fk" foreign key ("console_user_id")
            references "console_users" ("id") on delete cascade
        )`)
        .execute(db);
      await sql
        .raw(`create index "pending_uploads_by_created_at" on "pending_uploads" ("created_at")`)
        .execute(db);
      await sql
        .raw(`create table "pending_upload_chunks" (
          "upload_id" text ${bytewise} not null,
          "seq" integer not null,
          "bytes" ${bytes} not null,
          constraint "pending_upload_chunks_pk" primary key ("upload_id", "seq"),
          constraint "pending_upload_chunks_upload_fk" foreign key ("upload_id")
            references "pending_uploads" ("id") on delete cascade
        )`)
        .execute(db);
      // The file holds NIRs and names: the planner samples none of it (see personal-columns.ts).
      if (engine === 'postgres') {
        await sql.raw('alter table "pending_uploads" alter column "file_name" set statistics 0').execute(db);
        await sql
          .raw('alter table "pending_upload_chunks" alter column "bytes" set statistics 0')
          .execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      await sql.raw('drop table "pending_upload_chunks"').execute(db);
      await sql.raw('drop table "pending_uploads"').execute(db);
    },
  };
}
