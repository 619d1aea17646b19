import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../store.ts';

/**
 * What the monthly DSN import remembers (issue 18, docs/dsn.md):
 *
 * `dsn_provenance(organization_id, resource_type, resource_id, months)`: for each row a DSN
 * wrote, the month (`YYYY-MM`) that declared each of its fields, as JSON text `{column: month}`,
 * so that an older month imported after a newer one only fills what is missing.
 *
 * `dsn_declarations(organization_id, month, absence_ids, affiliation_ids, imported_at)`: what the
 * monthly declaration of a month brought (JSON arrays of ids), so that an *annule et remplace*
 * removes what the replaced declaration brought and the new one no longer carries.
 */
export function dsnImportsMigration(engine: Engine): Migration {
  const bytewise = engine === 'postgres' ? 'collate "C"' : '';
  return {
    async up(db: Kysely<unknown>) {
      await sql
        .raw(`create table "dsn_provenance" (
          "organization_id" text ${bytewise} not null,
          "resource_type" text ${bytewise} not null,
          "resource_id" text ${bytewise} not null,
          "months" text not null,
          constraint "dsn_provenance_pk" primary key ("organization_id", "resource_type", "resource_id"),
          constraint "dsn_provenance_organization_fk" foreign key ("organization_id")
            references "organizations" ("id") on delete cascade
        )`)
        .execute(db);
      await sql
        .raw(`create table "dsn_declarations" (
          "organization_id" text ${bytewise} not null,
          "month" text ${bytewise} not null,
          "absence_ids" text not null,
          "affiliation_ids" text not null,
          "imported_at" text not null,
          constraint "dsn_declarations_pk" primary key ("organization_id", "month"),
          constraint "dsn_declarations_organization_fk" foreign key ("organization_id")
            references "organizations" ("id") on delete cascade
        )`)
        .execute(db);
    },
  };
}
