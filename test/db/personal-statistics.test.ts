import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLABORATOR_ORDER } from '../../src/collaborators/collaborators.queries.ts';
import { afterKey } from '../../src/db/keyset.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import {
  notPersonalColumns,
  PERSONAL_NAME_PATTERN,
  type PersonalColumn,
  personalColumns,
} from '../../src/db/personal-columns.ts';
import type { Database } from '../../src/db/schema.ts';
import { refreshStatistics } from '../../src/db/statistics.ts';
import { sortKey } from '../../src/shared/names.ts';
import { testEngines } from '../support/engines.ts';
import { givenOrganization } from '../support/fixtures.ts';
import { givenCollaborator, givenEstablishment } from '../support/hr-data.ts';
import { statisticsText } from '../support/planner-statistics.ts';
import { createTestStore, type TestStore } from '../support/store.ts';

const key = (c: PersonalColumn) => `${c.table}.${c.column}`;

/** Every column of the store's tables (not the engines' own, nor Kysely's). */
async function storeColumns(t: TestStore): Promise<PersonalColumn[]> {
  const tables = await t.store.db.introspection.getTables();
  return tables.flatMap((table) => table.columns.map((c) => ({ table: table.name, column: c.name })));
}

/** `n` collaborators with values of their own (so every personal column varies), 200 per statement. */
async function givenPeople(
  db: Kysely<Database>,
  org: string,
  n: number,
  tag: string,
  establishmentId: string | null,
) {
  const rows = Array.from({ length: n }, (_, i) => {
    const last = `Nom${tag}${String(i).padStart(5, '0')}`;
    return {
      organization_id: org,
      id: `col_${tag}_${i}`,
      establishment_id: establishmentId,
      is_profile_complete: 1 as const,
      personnel_number: `${tag}${i}`,
      title: 'mrs',
      first_name: `Prenom${i % 97}`,
      last_name: last,
      sort_last_name: sortKey(last),
      sort_first_name: sortKey(`Prenom${i % 97}`),
      email: `p${i}.${tag}@example.fr`,
      birth_name: null,
      secondary_email: null,
      phone_number: `+336${String(i).padStart(8, '0')}`,
      birth_date: '1990-01-01',
      birth_city: 'Lyon',
      country_of_birth: 'fr',
      nationality: 'fr',
      address_street: `${i} rue ${tag}`,
      address_city: 'Paris',
      address_zip_code: '75002',
      address_country: 'fr',
      seniority_date: '2019-09-01',
      social_security_number: `19001${String(i).padStart(10, '0')}`,
      iban: `FR76${tag}${String(i).padStart(10, '0')}`,
      bic: 'AGRIFRPP',
      manager_id: null,
      team_id: null,
    };
  });
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('collaborators')
      .values(rows.slice(i, i + 200))
      .execute();
}

describe.each(testEngines())('planner statistics hold no personal column on %s', (engine) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await createTestStore(engine);
  });
  afterAll(async () => t?.drop());

  it('every column whose name looks personal is in the personal list or declared not personal, and every listed column exists', async () => {
    const columns = await storeColumns(t);
    const listed = new Set([...personalColumns(), ...notPersonalColumns()].map(key));
    const looksPersonal = columns.filter((c) => PERSONAL_NAME_PATTERN.test(c.column)).map(key);
    expect(looksPersonal.filter((c) => !listed.has(c))).toEqual([]);
    const present = new Set(columns.map(key));
    expect([...listed].filter((c) => !present.has(c))).toEqual([]);
  });

  it('after ANALYZE of every table, no statistics row holds a personal value, while the other columns keep theirs', async () => {
    const db = t.store.db;
    await givenOrganization(db, 'org_stats');
    await givenPeople(db, 'org_stats', 1200, 'STATS', null);
    const person = await givenCollaborator(db, 'org_stats', {
      last_name: 'Zygomorphe',
      email: 'stat.only@example.fr',
      social_security_number: '299127512345699',
      iban: 'FR7699990000012345678901234',
    });
    await db
      .insertInto('console_users')
      .values({
        id: 'usr_stats',
        organization_id: 'org_stats',
        email: 'admin.stats@example.fr',
        password_hash: 'x',
        role: 'admin',
        created_at: '2025-01-01T00:00:00.000Z',
      })
      .execute();
    // The path every large write takes, then a plain ANALYZE of everything as an operator would.
    await refreshStatistics(t.store, 1200);
    if (engine === 'postgres') await sql`analyze`.execute(db);
    const text = await statisticsText(t.store);
    // Not blind: the statistics are there, and hold ids of the same rows.
    expect(text).toContain('col_STATS_');
    for (const value of [
      'Zygomorphe',
      'ZYGOMORPHE',
      sortKey('Zygomorphe'),
      person.email,
      '299127512345699',
      'FR7699990000012345678901234',
      'admin.stats@example.fr',
      '.STATS@example.fr',
      '1900100000',
      'FR76STATS',
      '+33600000',
      'NomSTATS',
      'nomstats',
      'rue STATS',
    ]) {
      expect(text, value).not.toContain(value);
    }
    if (engine === 'postgres') {
      const pairs = personalColumns().map((c) => sql`(${c.table}, ${c.column})`);
      const stats = await sql<{ name: string }>`
        select tablename || '.' || attname as name from pg_stats
        where schemaname = current_schema() and (tablename, attname) in (${sql.join(pairs)})`.execute(db);
      expect(stats.rows.map((r) => r.name)).toEqual([]);
      const targets = await sql<{ name: string; target: number }>`
        select c.relname || '.' || a.attname as name, a.attstattarget as target
        from pg_attribute a join pg_class c on c.oid = a.attrelid
        where c.relnamespace = current_schema()::regnamespace
          and (c.relname, a.attname) in (${sql.join(pairs)})`.execute(db);
      expect(targets.rows.map((r) => `${r.name} ${r.target}`).sort()).toEqual(
        personalColumns()
          .map((c) => `${key(c)} 0`)
          .sort(),
      );
      const extended = await sql<{ name: string }>`
        select statistics_name as name from pg_stats_ext where schemaname = current_schema()`.execute(db);
      expect(extended.rows).toEqual([]);
    } else {
      // Built with STAT4, whose samples are whole index keys: none left of a personal index.
      const options = await sql<{ option: string }>`
        select compile_options as option from pragma_compile_options`.execute(db);
      const built = options.rows.map((o) => o.option);
      if (built.includes('ENABLE_STAT4')) {
        const kept = await sql<{ idx: string }>`select distinct idx from sqlite_stat4`.execute(db);
        expect(kept.rows.length).toBeGreaterThan(0);
        expect(kept.rows.map((r) => r.idx)).not.toContain('collaborators_by_name');
      }
    }
  });

  it('the migration removes the statistics an earlier release left on personal columns', async () => {
    const db = t.store.db;
    await givenOrganization(db, 'org_upgrade');
    await givenPeople(db, 'org_upgrade', 300, 'UPGRADE', null);
    // A store of the release before 0024: statistics allowed, then analyzed.
    if (engine === 'postgres') {
      await sql`alter table collaborators alter column social_security_number set statistics -1, alter column email set statistics -1`.execute(
        db,
      );
      await sql`analyze collaborators`.execute(db);
    } else {
      await sql`pragma analysis_limit = 0`.execute(db);
      await sql`analyze collaborators`.execute(db);
    }
    // Not blind: the earlier release's statistics hold the values.
    expect(await statisticsText(t.store)).toContain(
      engine === 'postgres' ? '.UPGRADE@example.fr' : 'nomupgrade',
    );
    await sql`delete from kysely_migration where name = '0024_personal_statistics'`.execute(db);
    expect(await migrateToLatest(t.store)).toEqual(['0024_personal_statistics']);
    const text = await statisticsText(t.store);
    for (const value of ['.UPGRADE@example.fr', '19001000000', 'NomUPGRADE', 'nomupgrade']) {
      expect(text, value).not.toContain(value);
    }
  });

  it.runIf(engine === 'postgres')(
    'the list by name is still read from the name indexes at 3,000 collaborators, without statistics on the names',
    async () => {
      const db = t.store.db;
      await givenOrganization(db, 'org_plan');
      const establishment = await givenEstablishment(db, 'org_plan');
      await givenPeople(db, 'org_plan', 3000, 'PLAN', establishment.id);
      await sql`vacuum analyze collaborators`.execute(db);
      const list = db
        .selectFrom('collaborators')
        .select(['collaborators.sort_last_name', 'collaborators.sort_first_name', 'collaborators.id'])
        .where('collaborators.organization_id', '=', 'org_plan')
        .orderBy('collaborators.sort_last_name')
        .orderBy('collaborators.sort_first_name')
        .orderBy('collaborators.id')
        .limit(21);
      const plan = async (query: typeof list) =>
        (await query.explain()).map((row) => String(Object.values(row)[0])).join('\n');
      expect(await plan(list)).toContain('collaborators_by_name');
      expect(
        await plan(list.where(afterKey(COLLABORATOR_ORDER, ['NOMPLAN01500', 'PRENOM1', 'col_PLAN_1500']))),
      ).toContain('collaborators_by_name');
      expect(await plan(list.where('collaborators.establishment_id', '=', establishment.id))).toMatch(
        /collaborators_by_(establishment_)?name/,
      );
    },
  );
});
