import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../store.ts';

/**
 * What a health insurer needs of the people an affiliation covers and of its leavers (issue 46):
 *
 * `dsn_dependant_months(organization_id, collaborator_id, contract_id, month, children, adults,
 * covered, others, covered_children, declaration_type, imported_at)`: per person, complementary
 * contract and month declared, the counts of `S21.G00.70.007` to `.011`; the row says the month
 * declared the pair, so a dependant it no longer carries has seen its cover end.
 *
 * `dsn_dependants(organization_id, collaborator_id, contract_id, month, dependant_key, type, ...)`:
 * each `S21.G00.73` of that month, under a key that follows the same person from month to month
 * (matched by NIR, else by names and birth date; never by the file's position).
 *
 * `dsn_portabilities(organization_id, affiliation_id, collaborator_id, start_date, end_date, month)`:
 * the cover a leaver keeps (article L911-8 CSS) when `S21.G00.62.016` says so.
 *
 * All go with their organization and their collaborator (erasure); the data-access log gains the
 * `dependant` category.
 */
export function dsnDependantsMigration(engine: Engine): Migration {
  const bytewise = engine === 'postgres' ? 'collate "C"' : '';
  const deferred = 'deferrable initially deferred';
  const owned = (table: string) => `
    constraint "${table}_organization_fk" foreign key ("organization_id")
      references "organizations" ("id") on delete cascade ${deferred},
    constraint "${table}_collaborator_fk" foreign key ("organization_id", "collaborator_id")
      references "collaborators" ("organization_id", "id") on delete cascade ${deferred}`;
  const count = (name: string) => `"${name}" integer check ("${name}" is null or "${name}" >= 0)`;
  return {
    async up(db: Kysely<unknown>) {
      await sql
        .raw(`create table "dsn_dependant_months" (
          "organization_id" text ${bytewise} not null,
          "collaborator_id" text ${bytewise} not null,
          "contract_id" text ${bytewise} not null,
          "month" text ${bytewise} not null,
          ${count('children')},
          ${count('adults')},
          ${count('covered')},
          ${count('others')},
          ${count('covered_children')},
          "declaration_type" text not null,
          "imported_at" text not null,
          constraint "dsn_dependant_months_pk" primary key ("organization_id", "collaborator_id", "contract_id", "month"),
          ${owned('dsn_dependant_months')},
          constraint "dsn_dependant_months_contract_fk" foreign key ("organization_id", "contract_id")
            references "complementary_contracts" ("organization_id", "id") on delete cascade ${deferred}
        )`)
        .execute(db);
      await sql
        .raw(`create table "dsn_dependants" (
          "organization_id" text ${bytewise} not null,
          "collaborator_id" text ${bytewise} not null,
          "contract_id" text ${bytewise} not null,
          "month" text ${bytewise} not null,
          "dependant_key" text ${bytewise} not null,
          "type" text not null check ("type" in ('adult', 'child', 'other')),
          "first_name" text,
          "last_name" text,
          "birth_date" text not null,
          "social_security_number" text,
          "option_code" text,
          "start_date" text,
          "end_date" text,
          constraint "dsn_dependants_pk" primary key ("organization_id", "collaborator_id", "contract_id", "month", "dependant_key"),
          ${owned('dsn_dependants')},
          constraint "dsn_dependants_month_fk" foreign key ("organization_id", "collaborator_id", "contract_id", "month")
            references "dsn_dependant_months" ("organization_id", "collaborator_id", "contract_id", "month") on delete cascade ${deferred}
        )`)
        .execute(db);
      await sql
        .raw(`create table "dsn_portabilities" (
          "organization_id" text ${bytewise} not null,
          "affiliation_id" text ${bytewise} not null,
          "collaborator_id" text ${bytewise} not null,
          "start_date" text not null,
          "end_date" text not null,
          "month" text not null,
          constraint "dsn_portabilities_pk" primary key ("organization_id", "affiliation_id"),
          constraint "dsn_portabilities_dates" check ("end_date" >= "start_date"),
          ${owned('dsn_portabilities')},
          constraint "dsn_portabilities_affiliation_fk" foreign key ("organization_id", "affiliation_id")
            references "affiliations" ("organization_id", "id") on delete cascade ${deferred}
        )`)
        .execute(db);
      for (const table of ['dsn_dependants', 'dsn_portabilities']) {
        await sql
          .raw(`create index "${table}_by_collaborator" on "${table}" ("organization_id", "collaborator_id")`)
          .execute(db);
      }
      for (const table of ['dsn_dependant_months', 'dsn_dependants', 'dsn_portabilities']) {
        await healthVersionTriggers(db, engine, table);
      }
      await sql.raw(`alter table "access_log_months" add column "dependant_days" integer`).execute(db);
      await sql.raw(`alter table "access_log_months" add column "dependant_reads" bigint`).execute(db);
      if (engine === 'postgres') {
        // Third parties' names and numbers: never sampled into the planner's statistics.
        for (const column of ['first_name', 'last_name', 'birth_date', 'social_security_number']) {
          await sql.raw(`alter table "dsn_dependants" alter column "${column}" set statistics 0`).execute(db);
        }
      }
    },
  };
}

/**
 * The affiliations' answers show these tables: a write to one moves the organization's `health`
 * version as a write to `affiliations` does (migration 0020), so no kept answer outlives it.
 */
async function healthVersionTriggers(db: Kysely<unknown>, engine: Engine, table: string): Promise<void> {
  for (const [event, when, row] of [
    ['ins', 'insert', 'new'],
    ['upd', 'update', 'new'],
    ['del', 'delete', 'old'],
  ] as const) {
    const name = `${table}_version_${event}`;
    const upsert = (source: string) => `insert into data_versions (organization_id, version, health_version)
      ${source}
      on conflict (organization_id) do update set version = data_versions.version + 1,
        health_version = data_versions.health_version + 1;`;
    if (engine === 'postgres') {
      const fn = `hrapi_bump_version_${table}_${event}`;
      await sql
        .raw(`create or replace function ${fn}() returns trigger language plpgsql as $$
          begin
            ${upsert(`select distinct organization_id, 1, 1 from ${row}_rows`)}
            return null;
          end
          $$`)
        .execute(db);
      await sql
        .raw(`create trigger ${name} after ${when} on ${table}
          referencing ${row} table as ${row}_rows for each statement execute function ${fn}()`)
        .execute(db);
    } else {
      await sql
        .raw(`create trigger ${name} after ${when} on ${table} begin
          ${upsert(`values (${row}.organization_id, 1, 1)`)}
        end`)
        .execute(db);
    }
  }
}
