import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../store.ts';

/**
 * Whole documents over HTTP (issue 45): an HR data document or a monthly DSN, received into a
 * private temporary file of the instance that took the request, and imported there in the
 * background. Its status lives here, in the store, so every instance answers its GET.
 *
 * `http_imports(id, organization_id, kind, status, dry_run, replace_missing, byte_count,
 * bytes_read, phase, result, holder, heartbeat_at, created_at, started_at, finished_at)`:
 * `kind` is `document` or `dsn`; `status` one of `queued`, `running`, `succeeded`, `failed`;
 * `holder` the instance that holds the file, which renews `heartbeat_at` while the import is
 * queued or running (a lease: one past its time is shown failed, src/imports/lease.ts);
 * `result` the JSON of its counts, problems and warnings (paths and messages, never a value).
 */
export function httpImportsMigration(engine: Engine): Migration {
  const bytewise = engine === 'postgres' ? 'collate "C"' : '';
  return {
    async up(db: Kysely<unknown>) {
      await sql
        .raw(`create table "http_imports" (
          "id" text ${bytewise} not null primary key,
          "organization_id" text ${bytewise} not null,
          "kind" text not null check ("kind" in ('document', 'dsn')),
          "status" text not null check ("status" in ('queued', 'running', 'succeeded', 'failed')),
          "dry_run" integer not null,
          "replace_missing" integer not null,
          "byte_count" integer not null,
          "bytes_read" integer not null,
          "phase" text not null,
          "result" text,
          "holder" text not null,
          "heartbeat_at" text not null,
          "created_at" text not null,
          "started_at" text,
          "finished_at" text,
          constraint "http_imports_organization_fk" foreign key ("organization_id")
            references "organizations" ("id") on delete cascade
        )`)
        .execute(db);
      await sql
        .raw(
          `create index "http_imports_by_organization_status" on "http_imports" ("organization_id", "status")`,
        )
        .execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql.raw('drop table "http_imports"').execute(db);
    },
  };
}
