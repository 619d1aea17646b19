import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/support/engines.ts';
import { givenKey, givenOrganization } from '../../test/support/fixtures.ts';
import { givenCollaborator, givenEstablishment } from '../../test/support/hr-data.ts';
import { startTestServer, type TestServer } from '../../test/support/server.ts';

interface Day {
  date: string;
  counted: boolean;
  reason: string;
}

describe.each(testEngines())('meal vouchers follow decided requests on %s', (engine) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer(engine);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('an absence approved over HTTP is out of the meal-voucher days and count on the next read; a pending one is not', async () => {
    const db = t.testStore.store.db;
    const org = 'org_req_mv';
    await givenOrganization(db, org);
    await givenEstablishment(db, org, { id: 'est_req_mv' });
    await givenCollaborator(db, org, { id: 'col_req_mv', establishment_id: 'est_req_mv' });
    await db
      .insertInto('meal_voucher_configurations')
      .values({ organization_id: org, voucher_value: 9, company_share: 0.6 })
      .execute();
    const partner = (await givenKey(db, org, ['org:company:read'], 'partner')).secret;
    const writer = (
      await givenKey(db, org, [
        'org:absence:read',
        'org:absence:type:read',
        'org:absence:write',
        'org:absence:approve',
      ])
    ).secret;
    const read = async () => {
      const days = await t.api(`/organizations/${org}/meal-vouchers/col_req_mv/days?month=4&year=2026`, {
        key: partner,
      });
      const count = await t.api(`/organizations/${org}/meal-vouchers?month=4&year=2026`, { key: partner });
      expect(days.status).toBe(200);
      expect(count.status).toBe(200);
      const list: Day[] = days.body.data.days ?? days.body.data;
      return { days: list, count: JSON.stringify(count.body.data) };
    };
    const before = await read();
    const tuesday = (days: Day[]) => days.find((d) => d.date === '2026-04-07');
    expect(tuesday(before.days)).toMatchObject({ counted: true });

    const made = await t.api(`/organizations/${org}/absences`, {
      method: 'POST',
      key: writer,
      body: {
        collaboratorId: 'col_req_mv',
        type: 'conge_paye',
        startDate: '2026-04-07',
        endDate: '2026-04-08',
      },
    });
    expect(made.status).toBe(201);
    const pending = await read();
    expect(tuesday(pending.days)).toMatchObject({ counted: true });
    expect(pending.count).toBe(before.count);

    const approved = await t.api(`/organizations/${org}/absences/${made.body.id}/approve`, {
      method: 'POST',
      key: writer,
    });
    expect(approved.status).toBe(200);
    const after = await read();
    expect(tuesday(after.days)).toMatchObject({ counted: false, reason: 'absence' });
    expect(after.count).not.toBe(before.count);
  });
});
