import { type Migration, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, migrations } from '../../src/db/migrate.ts';
import { dropEveryTable } from '../support/empty-store.ts';
import { testEngines } from '../support/engines.ts';
import { givenOrganization } from '../support/fixtures.ts';
import { givenAbsence, givenCollaborator, givenEstablishment } from '../support/hr-data.ts';
import { createTestStore, type TestStore } from '../support/store.ts';

/**
 * A store that ran every other migration first (a store of an earlier release) keeps its rows,
 * indexes and triggers when 0010 adds the constraints; on SQLite that is a rebuild of each table.
 */
describe.each(testEngines())('0010_tenant_constraints on an existing %s store', (engine) => {
  let t: TestStore;

  beforeAll(async () => {
    // A fresh store, emptied of its schema, then migrated without 0010.
    t = await createTestStore(engine);
    const db = t.store.db;
    await dropEveryTable(db);
    const all = migrations(engine);
    // A store without 0010 is of a release that had none of the migrations written since (0023 on).
    const earlier: Record<string, Migration> = Object.fromEntries(
      Object.entries(all).filter(([name]) => name !== '0010_tenant_constraints' && name < '0023'),
    );
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => earlier },
      allowUnorderedMigrations: true,
    });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error;
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('keeps every row, index and trigger, and then refuses a cross-tenant reference', async () => {
    const db = t.store.db;
    await givenOrganization(db, 'org_up');
    await givenOrganization(db, 'org_up_other');
    const establishment = await givenEstablishment(db, 'org_up');
    const manager = await givenCollaborator(db, 'org_up', { establishment_id: establishment.id });
    const report = await givenCollaborator(db, 'org_up', { manager_id: manager.id });
    await givenAbsence(db, 'org_up', report.id, { type: 'custom_jour_de_solidarite' });
    const rowsBefore = await db.selectFrom('collaborators').selectAll().orderBy('id').execute();
    const catalog = () =>
      engine === 'sqlite'
        ? sql<{
            name: string;
          }>`select name from sqlite_master where type in ('index', 'trigger') and sql is not null order by name`.execute(
            db,
          )
        : sql<{
            name: string;
          }>`select indexname as name from pg_indexes where schemaname = 'public' union all select tgname from pg_trigger where not tgisinternal order by name`.execute(
            db,
          );
    const before = (await catalog()).rows.map((r) => r.name);

    const ran = await migrateToLatest(t.store);
    expect(ran).toEqual([
      '0010_tenant_constraints',
      ...Object.keys(migrations(engine))
        .filter((name) => name >= '0023')
        .sort(),
    ]);

    // Later migrations may add columns (0032): every row keeps every value it had.
    const columnsBefore = Object.keys(rowsBefore[0] ?? {});
    const rowsAfter = await db.selectFrom('collaborators').selectAll().orderBy('id').execute();
    expect(
      rowsAfter.map((row) => Object.fromEntries(columnsBefore.map((c) => [c, Reflect.get(row, c)]))),
    ).toEqual(rowsBefore);
    const after = (await catalog()).rows.map((r) => r.name);
    expect(after).toEqual(expect.arrayContaining(before));
    await expect(
      givenCollaborator(db, 'org_up_other', { manager_id: manager.id, contracts: [] }),
    ).rejects.toThrow(/foreign key constraint/i);
  });
});
