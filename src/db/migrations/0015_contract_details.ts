import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../store.ts';

/**
 * What the monthly DSN brings beyond v1 (issue 18): contract details, the norm's reason of an
 * absence, the collective agreement of an establishment, and the collaborator's establishment
 * history, so that a past day is judged by the establishment the person belonged to that day.
 *
 * contracts: `job_title` text, `pcs_ese` text, `working_time` text (JSON `{unit, quota,
 * referenceQuota, arrangement, partTimeRate}`), `collective_agreement` text (IDCC, 4 characters),
 * `classification` text (JSON `{position, level, step, coefficient}`), `planned_end_date` text
 * (`YYYY-MM-DD`), `trial_period_days` integer, `end_reason` text (the norm's 3-digit code).
 * absences: `dsn_reason` text. establishments: `idcc` text. All nullable.
 *
 * `collaborator_establishments(organization_id, collaborator_id, establishment_id, start_date,
 * end_date)`: dated periods (`YYYY-MM-DD`, both ends inclusive, `end_date` null while current),
 * keyed by (organization, collaborator, start date), with tenant foreign keys like the other
 * tables (deferred; a collaborator's erasure takes its periods with it). Its rows bump the
 * organization's data version like every table a read shows.
 */
export function contractDetailsMigration(engine: Engine): Migration {
  const bytewise = engine === 'postgres' ? 'collate "C"' : '';
  return {
    async up(db: Kysely<unknown>) {
      for (const [column, type] of [
        ['job_title', 'text'],
        ['pcs_ese', 'text'],
        ['working_time', 'text'],
        ['collective_agreement', 'text'],
        ['classification', 'text'],
        ['planned_end_date', 'text'],
        ['trial_period_days', 'integer'],
        ['end_reason', 'text'],
      ] as const) {
        await db.schema.alterTable('contracts').addColumn(column, type).execute();
      }
      await db.schema.alterTable('absences').addColumn('dsn_reason', 'text').execute();
      await db.schema.alterTable('establishments').addColumn('idcc', 'text').execute();

      await sql
        .raw(`create table "collaborator_establishments" (
          "organization_id" text ${bytewise} not null,
          "collaborator_id" text ${bytewise} not null,
          "establishment_id" text ${bytewise} not null,
          "start_date" text ${bytewise} not null,
          "end_date" text ${bytewise},
          constraint "collaborator_establishments_pk" primary key ("organization_id", "collaborator_id", "start_date"),
          constraint "collaborator_establishments_collaborator_fk" foreign key ("organization_id", "collaborator_id")
            references "collaborators" ("organization_id", "id") on delete cascade deferrable initially deferred,
          constraint "collaborator_establishments_establishment_fk" foreign key ("organization_id", "establishment_id")
            references "establishments" ("organization_id", "id") deferrable initially deferred,
          constraint "collaborator_establishments_dates_check" check ("end_date" is null or "end_date" >= "start_date")
        )`)
        .execute(db);
      await db.schema
        .createIndex('collaborator_establishments_by_establishment')
        .on('collaborator_establishments')
        .columns(['organization_id', 'establishment_id'])
        .execute();
      await versionTriggers(db, engine, 'collaborator_establishments');
    },
  };
}

/** The same data-version triggers as 0013 gives every table a read shows. */
async function versionTriggers(db: Kysely<unknown>, engine: Engine, table: string): Promise<void> {
  for (const [event, when, row] of [
    ['ins', 'insert', 'new'],
    ['upd', 'update', 'new'],
    ['del', 'delete', 'old'],
  ] as const) {
    const name = sql.raw(`${table}_version_${event}`);
    if (engine === 'postgres') {
      await sql`create trigger ${name} after ${sql.raw(when)} on ${sql.raw(table)}
        referencing ${sql.raw(`${row} table as ${row}_rows`)} for each statement
        execute function ${sql.raw(`hrapi_bump_version_${row}`)}()`.execute(db);
    } else {
      await sql`create trigger ${name} after ${sql.raw(when)} on ${sql.raw(table)}
        begin
          insert into data_versions (organization_id, version) values (${sql.raw(`${row}.organization_id`)}, 1)
          on conflict (organization_id) do update set version = version + 1;
        end`.execute(db);
    }
  }
}
