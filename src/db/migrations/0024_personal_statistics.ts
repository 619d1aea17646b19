import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../store.ts';

/**
 * The personal columns as they are at this migration. Written out, not taken from
 * src/db/personal-columns.ts, so this migration never changes: a column a later migration adds
 * is withheld from the planner by that migration (test/db/personal-statistics.test.ts checks
 * every column of that list on the migrated store).
 */
const PERSONAL: Record<string, readonly string[]> = {
  collaborators: [
    'personnel_number',
    'title',
    'first_name',
    'last_name',
    'sort_last_name',
    'sort_first_name',
    'email',
    'birth_name',
    'secondary_email',
    'phone_number',
    'birth_date',
    'birth_city',
    'country_of_birth',
    'nationality',
    'address_street',
    'address_city',
    'address_zip_code',
    'address_country',
    'seniority_date',
    'social_security_number',
    'iban',
    'bic',
  ],
  contracts: ['job_title'],
  console_users: ['email'],
  sign_in_attempts: ['subject'],
};

/**
 * Erasure that leaves nothing (issue 26): the planner's statistics sampled personal columns. On
 * PostgreSQL, `pg_statistic` kept most-common values and histogram bounds of e-mails, names,
 * social-security numbers and IBANs, among them those of erased people. Here every personal column
 * gets `SET STATISTICS 0`, so ANALYZE (ours after an import, autovacuum's) never samples it again;
 * its rows already in `pg_statistic` are removed by re-declaring the column's own type and
 * collation (PostgreSQL drops a column's statistics when its type is altered; the same type
 * rewrites nothing and keeps the indexes), since ANALYZE leaves a skipped column's old rows and
 * only a superuser may delete from `pg_statistic`. The tables are then analyzed, and the migration
 * fails if any statistics row of a personal column remains. On SQLite, the `sqlite_stat4` samples
 * of indexes over those columns are deleted (src/db/statistics.ts keeps them out afterwards).
 */
export function personalStatisticsMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine === 'sqlite') return forgetSqliteSamples(db);
      for (const [table, columns] of Object.entries(PERSONAL)) {
        const noStatistics = columns.map((c) => sql`alter column ${sql.ref(c)} set statistics 0`);
        await sql`alter table ${sql.table(table)} ${sql.join(noStatistics)}`.execute(db);
        const { rows } = await sql<{ name: string; type: string; collation: string | null }>`
          select a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
                 case when a.attcollation = 0 then null else a.attcollation::regcollation::text end as collation
          from pg_attribute a
          where a.attrelid = ${table}::regclass and a.attname in (${sql.join(columns)}) and not a.attisdropped`.execute(
          db,
        );
        const sameType = rows.map(
          (r) =>
            sql`alter column ${sql.ref(r.name)} type ${sql.raw(r.type)}${r.collation ? sql.raw(` collate ${r.collation}`) : sql``}`,
        );
        if (sameType.length > 0) await sql`alter table ${sql.table(table)} ${sql.join(sameType)}`.execute(db);
        await sql`analyze ${sql.table(table)}`.execute(db);
      }
      const pairs = Object.entries(PERSONAL).flatMap(([table, columns]) =>
        columns.map((column) => sql`(${table}, ${column})`),
      );
      const { rows } = await sql<{ n: number | string }>`
        select count(*) as n from pg_stats
        where schemaname = current_schema() and (tablename, attname) in (${sql.join(pairs)})`.execute(db);
      if (Number(rows[0]?.n ?? 0) > 0) throw new Error('personal columns still have planner statistics');
    },
    async down(db: Kysely<unknown>) {
      if (engine === 'sqlite') return;
      for (const [table, columns] of Object.entries(PERSONAL)) {
        const defaults = columns.map((c) => sql`alter column ${sql.ref(c)} set statistics -1`);
        await sql`alter table ${sql.table(table)} ${sql.join(defaults)}`.execute(db);
      }
    },
  };
}

async function forgetSqliteSamples(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ n: number }>`
    select count(*) as n from sqlite_master where type = 'table' and name = 'sqlite_stat4'`.execute(db);
  if (Number(rows[0]?.n ?? 0) === 0) return;
  for (const [table, columns] of Object.entries(PERSONAL)) {
    await sql`
      delete from sqlite_stat4 where tbl = ${table} and idx in (
        select list.name from pragma_index_list(${table}) as list, pragma_index_info(list.name) as info
        where info.name in (${sql.join(columns)}))`.execute(db);
  }
}
