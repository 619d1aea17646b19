import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../src/shared/time.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { givenCollaborator, givenComplementaryContract, givenEstablishment } from '../support/hr-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

interface Period {
  startDate: string;
  endDate: string | null;
  status: string;
  option: { id: string };
}
const day = (date: string | null) => (date === null ? null : `${date}T00:00:00.000Z`);

describe.each(testEngines())('affiliation history on %s', (engine) => {
  let t: TestServer;
  let key: string;
  const today = todayIn('Europe/Paris');
  let contract: { id: string; optionIds: string[] };
  let optionA = '';
  let optionB = '';

  const one = (collaboratorId: string, body: Record<string, string>) =>
    t.api(`/organizations/org_hist/collaborators/${collaboratorId}/affiliations`, {
      key,
      method: 'PUT',
      body: { establishmentId: 'est_hist', complementaryContractId: contract.id, ...body },
    });
  // The bulk PUT makes a whole establishment equal to its list: its test has an establishment of its own.
  const bulk = (affiliations: Record<string, string>[]) =>
    t.api('/organizations/org_hist/complementary-contracts/affiliations', {
      key,
      method: 'PUT',
      body: {
        establishmentId: 'est_bulk',
        affiliations: affiliations.map((a) => ({ complementaryContractId: contract.id, ...a })),
      },
    });
  /** A collaborator's history as the API reads it back: start, end, status, option. */
  const history = async (collaboratorId: string) => {
    const response = await t.api(`/organizations/org_hist/collaborators/${collaboratorId}/affiliations`, {
      key,
    });
    expect(response.status).toBe(200);
    return response.body.data.map((p: Period) => [p.startDate, p.endDate, p.status, p.option.id]);
  };
  const collaborator = async (establishmentId = 'est_hist') =>
    (await givenCollaborator(t.testStore.store.db, 'org_hist', { establishment_id: establishmentId })).id;
  const rows = () =>
    t.testStore.store.db
      .selectFrom('affiliations')
      .selectAll()
      .where('organization_id', '=', 'org_hist')
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    t = await startTestServer(engine);
    const db = t.testStore.store.db;
    await givenOrganization(db, 'org_hist');
    key = (await givenKey(db, 'org_hist', ['org:employee:health_insurance:manage'], 'partner')).secret;
    await givenEstablishment(db, 'org_hist', { id: 'est_hist' });
    await givenEstablishment(db, 'org_hist', { id: 'est_bulk', is_head_office: 0 });
    contract = await givenComplementaryContract(db, 'org_hist', { reference: 'H-1' });
    contract = await givenComplementaryContract(db, 'org_hist', {
      reference: 'H-2',
      optionIds: ['opt_hist_a', 'opt_hist_b'],
    });
    [optionA = '', optionB = ''] = contract.optionIds;
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('a terminated affiliation keeps its start date and ends on the termination date (the issue’s example)', async () => {
    const c = await collaborator();
    expect((await one(c, { status: 'active', optionId: optionA, startDate: '2024-03-01' })).status).toBe(200);
    const terminated = await one(c, { status: 'terminated', optionId: optionA, endDate: '2026-10-31' });
    expect(terminated.status).toBe(200);
    expect(terminated.body.data).toMatchObject({
      startDate: day('2024-03-01'),
      endDate: day('2026-10-31'),
      status: 'terminated',
    });
    expect(await history(c)).toEqual([[day('2024-03-01'), day('2026-10-31'), 'terminated', optionA]]);
  });

  it('a changed option ends the old affiliation the day before and starts the new one', async () => {
    const c = await collaborator();
    await one(c, { status: 'active', optionId: optionA, startDate: '2024-03-01' });
    const changed = await one(c, { status: 'active', optionId: optionB, startDate: '2025-01-01' });
    expect(changed.body.data).toMatchObject({
      startDate: day('2025-01-01'),
      endDate: null,
      status: 'active',
    });
    expect(await history(c)).toEqual([
      [day('2024-03-01'), day('2024-12-31'), 'active', optionA],
      [day('2025-01-01'), null, 'active', optionB],
    ]);
  });

  it('exempted is a period of its own, between active periods', async () => {
    const c = await collaborator();
    await one(c, { status: 'active', optionId: optionA, startDate: '2024-03-01' });
    await one(c, { status: 'exempted', optionId: optionA, startDate: '2025-01-01' });
    await one(c, { status: 'active', optionId: optionA, startDate: '2025-07-01' });
    expect(await history(c)).toEqual([
      [day('2024-03-01'), day('2024-12-31'), 'active', optionA],
      [day('2025-01-01'), day('2025-06-30'), 'exempted', optionA],
      [day('2025-07-01'), null, 'active', optionA],
    ]);
  });

  it('a terminated affiliation that becomes active again starts a new period', async () => {
    const c = await collaborator();
    await one(c, { status: 'active', optionId: optionA, startDate: '2024-03-01' });
    await one(c, { status: 'terminated', optionId: optionA, endDate: '2024-12-31' });
    await one(c, { status: 'active', optionId: optionA, startDate: '2025-09-01' });
    expect(await history(c)).toEqual([
      [day('2024-03-01'), day('2024-12-31'), 'terminated', optionA],
      [day('2025-09-01'), null, 'active', optionA],
    ]);
  });

  it('dates default to today in the organization’s time zone', async () => {
    const c = await collaborator();
    await one(c, { status: 'active', optionId: optionA });
    await one(c, { status: 'terminated', optionId: optionA });
    expect(await history(c)).toEqual([[day(today), day(today), 'terminated', optionA]]);
  });

  it('reads back the timeline of docs/partner-api.md after each step', async () => {
    const c = await collaborator();
    await one(c, { status: 'active', optionId: optionA, startDate: '2024-03-01' });
    expect(await history(c)).toEqual([[day('2024-03-01'), null, 'active', optionA]]);
    await one(c, { status: 'active', optionId: optionB, startDate: '2025-01-01' });
    expect(await history(c)).toHaveLength(2);
    await one(c, { status: 'exempted', optionId: optionB, startDate: '2025-07-01' });
    await one(c, { status: 'terminated', optionId: optionB, endDate: '2026-10-31' });
    expect(await history(c)).toEqual([
      [day('2024-03-01'), day('2024-12-31'), 'active', optionA],
      [day('2025-01-01'), day('2025-06-30'), 'active', optionB],
      [day('2025-07-01'), day('2026-10-31'), 'terminated', optionB],
    ]);
  });

  it('sending the same choice again changes nothing, whatever dates it carries', async () => {
    const c = await collaborator();
    await one(c, { status: 'active', optionId: optionA, startDate: '2024-03-01' });
    const before = await rows();
    const again = await one(c, { status: 'active', optionId: optionA, startDate: '2025-05-05' });
    expect(again.body.data.startDate).toBe(day('2024-03-01'));
    expect(await rows()).toEqual(before);
  });

  it.each([
    [
      { status: 'terminated', startDate: '2026-03-01', endDate: '2026-02-28' },
      'endDate',
      'is before startDate 2026-03-01',
    ],
    [
      { status: 'terminated', endDate: '2024-02-29' },
      'endDate',
      'is before the start of the current affiliation, 2024-03-01',
    ],
    [{ status: 'active', endDate: '2026-10-31' }, 'endDate', 'is only for status terminated'],
    [
      { status: 'exempted', startDate: '2024-01-01' },
      'startDate',
      'is before the start of the current affiliation, 2024-03-01',
    ],
    [{ status: 'exempted', startDate: '2025-02-30' }, 'startDate', 'must be a date that exists, YYYY-MM-DD'],
  ])(
    'refuses inconsistent dates with 400 naming the field, and writes nothing (%#)',
    async (dates, name, message) => {
      const c = await collaborator();
      await one(c, { status: 'active', optionId: optionA, startDate: '2024-03-01' });
      const before = await rows();
      const response = await one(c, { optionId: optionA, ...dates });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'invalid_body', errors: [{ in: 'body', name, message }] });
      expect(await rows()).toEqual(before);
    },
  );

  it('refuses a date not written YYYY-MM-DD', async () => {
    const c = await collaborator();
    const response = await one(c, { status: 'active', optionId: optionA, startDate: '01/03/2024' });
    expect(response.status).toBe(400);
  });

  it('the bulk PUT keeps the history and counts a change as one deleted and one created', async () => {
    const c = await collaborator('est_bulk');
    const first = await bulk([
      { employeeId: c, optionId: optionA, status: 'active', startDate: '2024-03-01' },
    ]);
    expect(first.body.data).toMatchObject({ created: 1, deleted: 0 });
    const changed = await bulk([
      { employeeId: c, optionId: optionB, status: 'active', startDate: '2025-01-01' },
    ]);
    expect(changed.body.data).toMatchObject({ created: 1, deleted: 1 });
    const ended = await bulk([
      { employeeId: c, optionId: optionB, status: 'terminated', endDate: '2026-10-31' },
    ]);
    expect(ended.body.data).toMatchObject({ created: 1, deleted: 1 });
    expect(await history(c)).toEqual([
      [day('2024-03-01'), day('2024-12-31'), 'active', optionA],
      [day('2025-01-01'), day('2026-10-31'), 'terminated', optionB],
    ]);
    const before = await rows();
    const refused = await bulk([
      { employeeId: c, optionId: optionB, status: 'active', startDate: '2026-10-01' },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      {
        in: 'body',
        name: 'affiliations[0].startDate',
        message:
          'is not after the end of the previous affiliation, 2026-10-31 (both ends of a period are inclusive)',
      },
    ]);
    expect(await rows()).toEqual(before);
  });

  it('a period starting on the day the previous one ended overlaps it: 400, nothing written', async () => {
    const c = await collaborator();
    await one(c, { status: 'active', optionId: optionA, startDate: '2024-03-01' });
    await one(c, { status: 'terminated', optionId: optionA, endDate: '2025-01-31' });
    const before = await rows();
    const response = await one(c, { status: 'active', optionId: optionA, startDate: '2025-01-31' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'invalid_body',
      errors: [{ in: 'body', name: 'startDate' }],
    });
    expect(await rows()).toEqual(before);
    expect((await one(c, { status: 'active', optionId: optionA, startDate: '2025-02-01' })).status).toBe(200);
  });

  it('terminating a terminated affiliation still checks its dates: an end before its start is a 400', async () => {
    const c = await collaborator();
    await one(c, { status: 'active', optionId: optionA, startDate: '2024-03-01' });
    await one(c, { status: 'terminated', optionId: optionA, endDate: '2025-01-31' });
    const before = await rows();
    const response = await one(c, { status: 'terminated', optionId: optionA, endDate: '2024-02-29' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'invalid_body',
      errors: [
        {
          in: 'body',
          name: 'endDate',
          message: 'is before the start of the current affiliation, 2024-03-01',
        },
      ],
    });
    expect(await rows()).toEqual(before);
  });

  it('refuses an affiliation outside every contract of the collaborator, naming its path', async () => {
    const db = t.testStore.store.db;
    // An establishment of its own: the bulk PUT makes a whole establishment equal to its list.
    const establishment = (await givenEstablishment(db, 'org_hist', { is_head_office: 0 })).id;
    const left = (
      await givenCollaborator(db, 'org_hist', {
        establishment_id: establishment,
        contracts: [{ startDate: '2020-01-01', endDate: '2023-12-31' }],
      })
    ).id;
    const before = await rows();
    const single = await t.api(`/organizations/org_hist/collaborators/${left}/affiliations`, {
      key,
      method: 'PUT',
      body: {
        establishmentId: establishment,
        complementaryContractId: contract.id,
        optionId: optionA,
        status: 'active',
        startDate: '2024-03-01',
      },
    });
    expect(single.status).toBe(400);
    expect(single.body.errors).toEqual([
      {
        in: 'body',
        name: 'startDate',
        message:
          'the affiliation (from 2024-03-01, open-ended) is outside every contract of the collaborator',
      },
    ]);
    const bulkIn = (startDate: string) =>
      t.api('/organizations/org_hist/complementary-contracts/affiliations', {
        key,
        method: 'PUT',
        body: {
          establishmentId: establishment,
          affiliations: [
            {
              complementaryContractId: contract.id,
              employeeId: left,
              optionId: optionA,
              status: 'active',
              startDate,
            },
          ],
        },
      });
    const listed = await bulkIn('2024-03-01');
    expect(listed.status).toBe(400);
    expect(listed.body.errors).toEqual([
      expect.objectContaining({
        name: 'affiliations[0].startDate',
        message: expect.stringContaining('outside every contract'),
      }),
    ]);
    expect(await rows()).toEqual(before);
    const during = await bulkIn('2023-06-01');
    expect(during.status).toBe(200);
  });
});
