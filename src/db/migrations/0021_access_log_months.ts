import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../store.ts';

/** The categories of 0019's access log, each a pair of columns here (`src/access-log`). */
const CATEGORIES = [
  'basic',
  'personal_details',
  'contract',
  'absence',
  'absence_type',
  'work_location',
  'affiliation',
  'meal_voucher',
] as const;

/** The bit of a per-day row's day in its month's set of days (bit 0 is the 1st). */
const DAY_BIT = sql`(1 << (cast(substr(day, 9, 2) as integer) - 1))`;

/**
 * The data-access log at a month's grain (issue 20): 0019 kept a row per key, collaborator,
 * category and day, 328.5 million rows a year for 100,000 collaborators read daily by three keys.
 * Here a row per key, collaborator and UTC month holds, per category, the days read as bits and
 * the number of answers: at most one row per key and collaborator a month, with nothing lost but
 * the per-day count of answers. The existing rows are converted: per category, the days of a
 * month become their bits (distinct days, so their sum is their OR) and the counts add up.
 */
export function accessLogMonthsMigration(engine: Engine): Migration {
  const collate = engine === 'postgres' ? sql`collate "C"` : sql``;
  return {
    async up(db: Kysely<unknown>) {
      let table = db.schema
        .createTable('access_log_months')
        .addColumn('organization_id', 'text', (c) => c.notNull().modifyEnd(collate))
        .addColumn('collaborator_id', 'text', (c) => c.notNull().modifyEnd(collate))
        .addColumn('key_id', 'text', (c) => c.notNull().modifyEnd(collate))
        .addColumn('month', 'text', (c) => c.notNull().modifyEnd(collate));
      for (const category of CATEGORIES) {
        table = table.addColumn(`${category}_days`, 'integer').addColumn(`${category}_reads`, 'bigint');
      }
      table = table.addPrimaryKeyConstraint('access_log_months_pkey', [
        'organization_id',
        'collaborator_id',
        'key_id',
        'month',
      ]);
      // SQLite: the primary key is the table, instead of a second copy of the ids in an index.
      await (engine === 'sqlite' ? table.modifyEnd(sql`without rowid`) : table).execute();
      // Pruning deletes whole months: without this index it would read the whole log every hour.
      await db.schema
        .createIndex('access_log_months_by_month')
        .on('access_log_months')
        .column('month')
        .execute();
      await convertDailyRows(db);
      await db.schema.dropTable('access_log').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema
        .createTable('access_log')
        .addColumn('organization_id', 'text', (c) => c.notNull().modifyEnd(collate))
        .addColumn('collaborator_id', 'text', (c) => c.notNull().modifyEnd(collate))
        .addColumn('key_id', 'text', (c) => c.notNull().modifyEnd(collate))
        .addColumn('category', 'text', (c) => c.notNull().modifyEnd(collate))
        .addColumn('day', 'text', (c) => c.notNull().modifyEnd(collate))
        .addColumn('reads', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('access_log_pkey', [
          'organization_id',
          'collaborator_id',
          'key_id',
          'category',
          'day',
        ])
        .execute();
      await db.schema
        .createIndex('access_log_by_key')
        .on('access_log')
        .columns(['organization_id', 'key_id', 'day'])
        .execute();
      await db.schema.createIndex('access_log_by_day').on('access_log').column('day').execute();
      await expandToDailyRows(db);
      await db.schema.dropTable('access_log_months').execute();
    },
  };
}

async function convertDailyRows(db: Kysely<unknown>): Promise<void> {
  const columns = CATEGORIES.flatMap((c) => [sql.ref(`${c}_days`), sql.ref(`${c}_reads`)]);
  const sums = CATEGORIES.flatMap((c) => [
    sql`sum(case when category = ${sql.lit(c)} then ${DAY_BIT} end)`,
    sql`sum(case when category = ${sql.lit(c)} then reads end)`,
  ]);
  await sql`insert into access_log_months (organization_id, collaborator_id, key_id, month, ${sql.join(columns)})
    select organization_id, collaborator_id, key_id, substr(day, 1, 7), ${sql.join(sums)}
    from access_log
    group by organization_id, collaborator_id, key_id, substr(day, 1, 7)`.execute(db);
}

/** Back to a row per day read; the per-day count of answers is gone: each day gets 1. */
async function expandToDailyRows(db: Kysely<unknown>): Promise<void> {
  for (const category of CATEGORIES) {
    const days = sql.ref(`m.${category}_days`);
    await sql`insert into access_log (organization_id, collaborator_id, key_id, category, day, reads)
      with recursive d(n) as (select 1 union all select n + 1 from d where n < 31)
      select m.organization_id, m.collaborator_id, m.key_id, ${sql.lit(category)},
        m.month || '-' || case when d.n < 10 then '0' else '' end || cast(d.n as text), 1
      from access_log_months m join d on (${days} >> (d.n - 1)) & 1 = 1`.execute(db);
  }
}
