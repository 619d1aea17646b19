import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/support/engines.ts';
import { givenOrganization } from '../../test/support/fixtures.ts';
import { createTestStore, type TestStore } from '../../test/support/store.ts';
import { compiledOnce } from './compiled-once.ts';
import { writeTransaction } from './write-transaction.ts';

const HIDDEN = 'never answered';

const organizationNamed = compiledOnce(['id'], (db, v) =>
  db.selectFrom('organizations').select(['id', 'name']).where('id', '=', v.id).where('name', '!=', HIDDEN),
);

describe.each(testEngines())('a statement compiled once on %s', (engine) => {
  let t: TestStore;
  const suffix = Math.random().toString(36).slice(2);
  const first = `org_once_a_${suffix}`;
  const second = `org_once_b_${suffix}`;
  const hidden = `org_once_h_${suffix}`;
  beforeAll(async () => {
    t = await createTestStore(engine);
    for (const [id, name] of [
      [first, 'First'],
      [second, 'Second'],
      [hidden, HIDDEN],
    ] as const)
      await givenOrganization(t.store.db, id, name);
  });
  afterAll(async () => t?.drop());

  it("answers each call with that call's values and keeps the statement's constants", async () => {
    expect(await organizationNamed(t.store.db, { id: first })).toEqual([{ id: first, name: 'First' }]);
    expect(await organizationNamed(t.store.db, { id: second })).toEqual([{ id: second, name: 'Second' }]);
    expect(await organizationNamed(t.store.db, { id: hidden })).toEqual([]);
  });

  it('is built and compiled once per store, its plugins applied then', async () => {
    let compilations = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        compilations += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const db = t.store.db.withPlugin(counting);
    for (const id of [first, second, first]) await organizationNamed(db, { id });
    expect(compilations).toBe(1);
  });

  it('runs in each write transaction what the store compiled, and compiles anew for other plugins', async () => {
    let compilations = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        compilations += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const db = t.store.db.withPlugin(counting);
    for (const id of [first, second]) {
      const rows = await writeTransaction(db, (trx) => organizationNamed(trx, { id }));
      expect(rows.map((row) => row.id)).toEqual([id]);
    }
    expect(await organizationNamed(db, { id: hidden })).toEqual([]);
    expect(compilations).toBe(1);
    const other = db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => args.result,
    });
    await writeTransaction(other, (trx) => organizationNamed(trx, { id: first }));
    expect(compilations).toBe(2);
  });
});
