import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/support/engines.ts';
import { givenOrganization } from '../../test/support/fixtures.ts';
import { givenCollaborator } from '../../test/support/hr-data.ts';
import { createTestStore, type TestStore } from '../../test/support/store.ts';
import { refreshStatistics } from './statistics.ts';

describe.each(testEngines())('planner statistics after a large write on %s', (engine) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await createTestStore(engine);
    await givenOrganization(t.store.db, 'org_stats');
    for (let i = 0; i < 20; i++) await givenCollaborator(t.store.db, 'org_stats');
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('analyzes the change log with the HR tables', async () => {
    await refreshStatistics(t.store, 100_000);
    if (engine === 'postgres') {
      // reltuples is -1 until a table is first analyzed (PostgreSQL 14 and later).
      const { rows } = await sql<{ relname: string; reltuples: number }>`
        select relname, reltuples from pg_class where relname in ('change_events', 'collaborators')`.execute(
        t.store.db,
      );
      expect(rows).toHaveLength(2);
      for (const row of rows) expect(Number(row.reltuples)).toBeGreaterThanOrEqual(0);
      // Vacuumed too: the pages written are all-visible, so counts can read the indexes alone.
      const visible = await sql<{ relallvisible: number }>`
        select relallvisible from pg_class where relname = 'collaborators'`.execute(t.store.db);
      expect(Number(visible.rows[0]?.relallvisible)).toBeGreaterThan(0);
    } else {
      const { rows } = await sql<{ tbl: string }>`select distinct tbl from sqlite_stat1`.execute(t.store.db);
      expect(rows.map((r) => r.tbl)).toEqual(expect.arrayContaining(['collaborators', 'contracts']));
    }
  });

  it('leaves small writes to the engine', async () => {
    await expect(refreshStatistics(t.store, 10)).resolves.toBeUndefined();
  });
});
