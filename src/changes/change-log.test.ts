import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/support/engines.ts';
import { createTestStore, type TestStore } from '../../test/support/store.ts';
import { appendChanges, latestChangeNumber } from './change-log.ts';

describe.each(testEngines())('the change log on %s', (engine) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await createTestStore(engine);
  });
  afterAll(async () => t?.drop());

  it('numbers changes of one organization in order, from the version it had', async () => {
    const org = `org_${Math.random().toString(36).slice(2)}`;
    const before = await latestChangeNumber(t.store.db, org);
    await t.store.db.transaction().execute((trx) =>
      appendChanges(trx, org, [
        { type: 'collaborator.created', resourceId: 'c1', collaboratorId: 'c1' },
        { type: 'absence.deleted', resourceId: 'a1', collaboratorId: 'c1' },
      ]),
    );
    await t.store.db
      .transaction()
      .execute((trx) => appendChanges(trx, org, [{ type: 'organization.updated', resourceId: org }]));
    const rows = await t.store.db
      .selectFrom('change_events')
      .select(['seq', 'type'])
      .where('organization_id', '=', org)
      .orderBy('seq')
      .execute();
    expect(rows.map((r) => [Number(r.seq), r.type])).toEqual([
      [before + 1, 'collaborator.created'],
      [before + 2, 'absence.deleted'],
      [before + 3, 'organization.updated'],
    ]);
    expect(await latestChangeNumber(t.store.db, org)).toBe(before + 3);
  });

  it('leaves the data version as it was when there is nothing to append', async () => {
    const org = `org_${Math.random().toString(36).slice(2)}`;
    const before = await latestChangeNumber(t.store.db, org);
    await t.store.db.transaction().execute((trx) => appendChanges(trx, org, []));
    expect(await latestChangeNumber(t.store.db, org)).toBe(before);
  });
});
