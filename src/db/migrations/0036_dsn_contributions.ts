import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../store.ts';

/**
 * What a health or provident insurer reconciles from the monthly DSN (issue 46), and the
 * stoppages it pays daily allowances for:
 *
 * `dsn_contributions(organization_id, collaborator_id, contract_id, month, base_cents,
 * contribution_cents, bases, declaration_type, imported_at)`: per person, complementary contract
 * and month declared, the `S21.G00.78` bases of code 31 with their components (`S21.G00.79`) and
 * individual contributions (`S21.G00.81`) as JSON (`bases`), their sums in cents for the
 * contract's totals, and the type (`S20.G00.05.002`) of the declaration that wrote them.
 *
 * `dsn_stoppages(organization_id, absence_id, collaborator_id, reason, return_date, ...)`: each
 * work stoppage (`S21.G00.60`) a DSN declared, so that its start and its return are each told
 * once in the change feed; the reason (`.001`, health data) is what a grant with
 * `org:absence:type:read` is shown. Both go with their collaborator (erasure).
 */
export function dsnContributionsMigration(engine: Engine): Migration {
  const bytewise = engine === 'postgres' ? 'collate "C"' : '';
  const deferred = 'deferrable initially deferred';
  return {
    async up(db: Kysely<unknown>) {
      await sql
        .raw(`create table "dsn_contributions" (
          "organization_id" text ${bytewise} not null,
          "collaborator_id" text ${bytewise} not null,
          "contract_id" text ${bytewise} not null,
          "month" text ${bytewise} not null,
          "base_cents" bigint not null,
          "contribution_cents" bigint not null,
          "bases" text not null,
          "declaration_type" text not null,
          "imported_at" text not null,
          constraint "dsn_contributions_pk" primary key ("organization_id", "contract_id", "month", "collaborator_id"),
          constraint "dsn_contributions_collaborator_fk" foreign key ("organization_id", "collaborator_id")
            references "collaborators" ("organization_id", "id") on delete cascade ${deferred},
          constraint "dsn_contributions_contract_fk" foreign key ("organization_id", "contract_id")
            references "complementary_contracts" ("organization_id", "id") on delete cascade ${deferred}
        )`)
        .execute(db);
      await sql
        .raw(`create index "dsn_contributions_by_collaborator"
          on "dsn_contributions" ("organization_id", "collaborator_id")`)
        .execute(db);
      await sql
        .raw(`create table "dsn_stoppages" (
          "organization_id" text ${bytewise} not null,
          "absence_id" text ${bytewise} not null,
          "collaborator_id" text ${bytewise} not null,
          "reason" text not null,
          "return_date" text,
          constraint "dsn_stoppages_pk" primary key ("organization_id", "absence_id"),
          constraint "dsn_stoppages_collaborator_fk" foreign key ("organization_id", "collaborator_id")
            references "collaborators" ("organization_id", "id") on delete cascade ${deferred}
        )`)
        .execute(db);
      await sql
        .raw(`create index "dsn_stoppages_by_collaborator"
          on "dsn_stoppages" ("organization_id", "collaborator_id")`)
        .execute(db);
      // Stoppages declared before this table: known, so the next import does not tell them started again.
      await sql
        .raw(`insert into "dsn_stoppages" ("organization_id", "absence_id", "collaborator_id", "reason", "return_date")
          select "organization_id", "id", "collaborator_id", "dsn_reason", null from "absences"
          where "dsn_reason" is not null and length("dsn_reason") = 2`)
        .execute(db);
      if (engine === 'postgres') {
        await sql.raw(`alter table "dsn_contributions" alter column "bases" set statistics 0`).execute(db);
        await sql.raw(`alter table "dsn_stoppages" alter column "reason" set statistics 0`).execute(db);
      }
    },
  };
}
