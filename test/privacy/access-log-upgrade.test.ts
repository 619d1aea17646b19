import { type Migration, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAccess } from '../../src/access-log/access-log.queries.ts';
import { migrateToLatest, migrations } from '../../src/db/migrate.ts';
import { dropEveryTable } from '../support/empty-store.ts';
import { testEngines } from '../support/engines.ts';
import { createTestStore, type TestStore } from '../support/store.ts';

/** A per-day row of 0019's access log: organization, collaborator, key, category, day, reads. */
type DailyRow = [string, string, string, string, string, number];

const DAILY: DailyRow[] = [
  ['org_up', 'col_a', 'key_1', 'basic', '2026-01-03', 2],
  ['org_up', 'col_a', 'key_1', 'basic', '2026-01-31', 1],
  ['org_up', 'col_a', 'key_1', 'personal_details', '2026-01-31', 4],
  ['org_up', 'col_a', 'key_1', 'basic', '2026-02-01', 5],
  ['org_up', 'col_a', 'key_2', 'contract', '2026-01-15', 1],
  ['org_up', 'col_b', 'key_1', 'basic', '2026-01-03', 3],
  ['org_up_other', 'col_a', 'key_1', 'absence_type', '2026-01-01', 7],
];

/**
 * A store of the release before 0021 (every other migration ran, 0019's per-day access log holds
 * rows) keeps everything its log said when 0021 folds the days into months.
 */
describe.each(testEngines())('0021_access_log_months on an existing %s store', (engine) => {
  let t: TestStore;

  beforeAll(async () => {
    t = await createTestStore(engine);
    const db = t.store.db;
    await dropEveryTable(db);
    const earlier: Record<string, Migration> = Object.fromEntries(
      // A store without 0021 is of a release that had none of the migrations written since (0023 on).
      Object.entries(migrations(engine)).filter(
        ([name]) => name !== '0021_access_log_months' && name < '0023',
      ),
    );
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => earlier },
      allowUnorderedMigrations: true,
    });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error;
    for (const row of DAILY) {
      await sql`insert into access_log (organization_id, collaborator_id, key_id, category, day, reads)
        values (${sql.join(row)})`.execute(db);
    }
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('folds the per-day rows into a row per key, collaborator and month, keeping every day, category and count', async () => {
    const db = t.store.db;
    expect(await migrateToLatest(t.store)).toEqual([
      '0021_access_log_months',
      ...Object.keys(migrations(engine))
        .filter((name) => name >= '0023')
        .sort(),
    ]);

    const tables = (await db.introspection.getTables()).map((table) => table.name);
    expect(tables).toContain('access_log_months');
    expect(tables).not.toContain('access_log');
    const january = await db
      .selectFrom('access_log_months')
      .selectAll()
      .where('organization_id', '=', 'org_up')
      .where('collaborator_id', '=', 'col_a')
      .where('key_id', '=', 'key_1')
      .where('month', '=', '2026-01')
      .executeTakeFirstOrThrow();
    expect(january).toMatchObject({
      basic_days: (1 << 2) | (1 << 30),
      basic_reads: 3,
      personal_details_days: 1 << 30,
      personal_details_reads: 4,
      contract_days: null,
      contract_reads: null,
    });
    expect(
      await db
        .selectFrom('access_log_months')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
    ).toEqual({
      n: 5,
    });
    expect(await listAccess(db, 'org_up')).toEqual([
      entry('col_a', 'key_1', 'basic', '2026-01-03', '2026-02-01', 8),
      entry('col_a', 'key_1', 'personal_details', '2026-01-31', '2026-01-31', 4),
      entry('col_a', 'key_2', 'contract', '2026-01-15', '2026-01-15', 1),
      entry('col_b', 'key_1', 'basic', '2026-01-03', '2026-01-03', 3),
    ]);
    expect(await listAccess(db, 'org_up_other')).toEqual([
      entry('col_a', 'key_1', 'absence_type', '2026-01-01', '2026-01-01', 7),
    ]);
  });
});

function entry(
  collaboratorId: string,
  keyId: string,
  category: string,
  firstDay: string,
  lastDay: string,
  reads: number,
) {
  return { collaboratorId, keyId, keyName: null, category, firstDay, lastDay, reads };
}
