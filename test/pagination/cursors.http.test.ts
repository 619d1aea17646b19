import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import {
  givenAbsence,
  givenAffiliation,
  givenCollaborator,
  givenComplementaryContract,
  givenEstablishment,
  givenWorkLocation,
} from '../support/hr-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const uniqueOrg = () => `org_cur_${Math.random().toString(36).slice(2, 10)}`;

interface ListAnswer {
  data: unknown;
  total: number;
  page: number;
  limit: number;
  nextCursor: string | null;
}

describe.each(testEngines())('keyset cursors on %s', (engine) => {
  let t: TestServer;
  let org: string;
  let selfServe: string;
  let partner: string;
  let collaboratorIds: string[];
  let establishmentId: string;

  beforeAll(async () => {
    t = await startTestServer(engine);
    const db = t.testStore.store.db;
    org = uniqueOrg();
    await givenOrganization(db, org);
    selfServe = (
      await givenKey(db, org, [
        'org:employee:read',
        'org:employee:details:read',
        'org:absence:read',
        'org:work_location:read',
      ])
    ).secret;
    partner = (
      await givenKey(db, org, ['org:company:read', 'org:employee:health_insurance:manage'], 'partner')
    ).secret;
    establishmentId = (await givenEstablishment(db, org)).id;
    // Seven collaborators, two of them with one name: the id breaks the tie.
    const names = ['Martin', 'Bernard', 'Dubois', 'Martin', 'Éric', 'Abadie', 'Zola'];
    collaboratorIds = [];
    for (const [i, lastName] of names.entries()) {
      const c = await givenCollaborator(db, org, {
        last_name: lastName,
        first_name: 'Alex',
        establishment_id: i % 2 === 0 ? establishmentId : null,
        contracts: [{ startDate: i === 6 ? '2099-01-01' : '2020-01-01' }],
      });
      collaboratorIds.push(c.id);
      // Absences and work locations sharing start dates, so the id orders within a date.
      await givenAbsence(db, org, c.id, { start_date: `2026-08-0${(i % 3) + 1}`, end_date: '2026-08-20' });
      await givenWorkLocation(db, org, c.id, {
        start_date: `2026-09-0${(i % 3) + 1}`,
        end_date: '2026-09-20',
      });
    }
    for (const reference of ['B', 'A', 'B', 'C', 'A']) {
      await givenComplementaryContract(db, org, { reference });
    }
    const [first] = collaboratorIds;
    const contract = await givenComplementaryContract(db, org, { reference: 'AFF' });
    for (const [i, start] of ['2025-01-01', '2024-01-01', '2025-01-01', '2023-06-01'].entries()) {
      await givenAffiliation(db, org, first ?? '', contract, { id: `aff_${org}_${i}`, startDate: start });
    }
  });
  afterAll(async () => {
    await t?.stop();
  });

  const lists = () => [
    { name: 'collaborators', path: `/organizations/${org}/collaborators`, key: selfServe },
    {
      name: 'collaborators of a status',
      path: `/organizations/${org}/collaborators?status=active`,
      key: selfServe,
    },
    { name: 'absences', path: `/organizations/${org}/absences`, key: selfServe },
    { name: 'work locations', path: `/organizations/${org}/work-locations`, key: selfServe },
    { name: 'meal vouchers', path: `/organizations/${org}/meal-vouchers?month=9&year=2026`, key: partner },
    { name: 'complementary contracts', path: `/organizations/${org}/complementary-contracts`, key: partner },
    {
      name: 'affiliations',
      path: `/organizations/${org}/collaborators/${collaboratorIds[0]}/affiliations`,
      key: partner,
    },
  ];

  const items = (answer: ListAnswer): unknown[] =>
    Array.isArray(answer.data) ? answer.data : (answer.data as { mealVouchers: unknown[] }).mealVouchers;
  const join = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

  async function readByCursor(path: string, key: string, limit: number) {
    const read: unknown[] = [];
    let answer = (await t.api(join(path, `limit=${limit}`), { key })).body as ListAnswer;
    read.push(...items(answer));
    let requests = 1;
    while (answer.nextCursor !== null) {
      const response = await t.api(join(path, `limit=${limit}&cursor=${answer.nextCursor}`), { key });
      expect(response.status).toBe(200);
      answer = response.body;
      expect(answer.page).toBe(1);
      read.push(...items(answer));
      requests++;
      expect(requests).toBeLessThan(50);
    }
    return { read, total: answer.total };
  }

  it('reads every list by cursor in the order of its pages, each item once, with null at the end', async () => {
    for (const { name, path, key } of lists()) {
      // 10: the largest limit of every list (complementary contracts are large items).
      const whole = (await t.api(join(path, 'limit=10'), { key })).body as ListAnswer;
      expect(whole.nextCursor, name).toBeNull();
      expect(items(whole).length, name).toBeGreaterThan(1);
      for (const limit of [1, 2, 3]) {
        const { read, total } = await readByCursor(path, key, limit);
        expect(read, `${name} by ${limit}`).toEqual(items(whole));
        expect(total, name).toBe(whole.total);
      }
    }
  });

  it('gives a cursor with page reads too, continuing after the page', async () => {
    const path = `/organizations/${org}/collaborators`;
    const second = (await t.api(`${path}?page=2&limit=2`, { key: selfServe })).body as ListAnswer;
    const third = (await t.api(`${path}?page=3&limit=2`, { key: selfServe })).body as ListAnswer;
    const next = await t.api(`${path}?limit=2&cursor=${second.nextCursor}`, { key: selfServe });
    expect(next.body.data).toEqual(third.data);
    expect(next.body).toMatchObject({ page: 1, limit: 2, total: 7 });
  });

  it('continues strictly after the cursor’s row: a deletion before it shifts nothing', async () => {
    const db = t.testStore.store.db;
    const local = uniqueOrg();
    await givenOrganization(db, local);
    const { secret } = await givenKey(db, local, ['org:employee:read']);
    const made = [];
    for (const lastName of ['Aa', 'Bb', 'Cc', 'Dd', 'Ee'])
      made.push(await givenCollaborator(db, local, { last_name: lastName }));
    const path = `/organizations/${local}/collaborators`;
    const first = (await t.api(`${path}?limit=2`, { key: secret })).body as ListAnswer;
    await db
      .deleteFrom('contracts')
      .where('organization_id', '=', local)
      .where('collaborator_id', '=', made[0]?.id ?? '')
      .execute();
    await db
      .deleteFrom('collaborators')
      .where('organization_id', '=', local)
      .where('id', '=', made[0]?.id ?? '')
      .execute();
    const next = (await t.api(`${path}?limit=2&cursor=${first.nextCursor}`, { key: secret })).body;
    expect(next.data.map((c: { lastName: string }) => c.lastName)).toEqual(['Cc', 'Dd']);
    expect(next.total).toBe(4);
  });

  it.each([
    ['with page', (cursor: string) => `/organizations/${org}/collaborators?page=1&cursor=${cursor}`, 'page'],
    ['of another list', (cursor: string) => `/organizations/${org}/absences?cursor=${cursor}`, 'cursor'],
    [
      'with other filters',
      (cursor: string) => `/organizations/${org}/collaborators?status=past&cursor=${cursor}`,
      'cursor',
    ],
    [
      'tampered with',
      (cursor: string) => `/organizations/${org}/collaborators?cursor=${cursor.slice(0, -2)}`,
      'cursor',
    ],
    ['that is not one', () => `/organizations/${org}/collaborators?cursor=bm90LWEtY3Vyc29y`, 'cursor'],
  ])('refuses a cursor %s with 400 invalid_parameter', async (_case, path, name) => {
    const first = (await t.api(`/organizations/${org}/collaborators?limit=1`, { key: selfServe })).body;
    const response = await t.api(path(first.nextCursor), { key: selfServe });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('invalid_parameter');
    expect(response.body.errors).toContainEqual(expect.objectContaining({ in: 'query', name }));
  });

  it('refuses a cursor of another organization with 400', async () => {
    const db = t.testStore.store.db;
    const other = uniqueOrg();
    await givenOrganization(db, other);
    const { secret } = await givenKey(db, other, ['org:employee:read']);
    await givenCollaborator(db, other);
    await givenCollaborator(db, other);
    const first = (await t.api(`/organizations/${other}/collaborators?limit=1`, { key: secret })).body;
    const response = await t.api(`/organizations/${org}/collaborators?cursor=${first.nextCursor}`, {
      key: selfServe,
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('invalid_parameter');
  });

  it('filters collaborators by ids, skipping unknown ones, combined with the other filters', async () => {
    const [a, b, c] = collaboratorIds;
    const path = `/organizations/${org}/collaborators`;
    const named = (await t.api(`${path}?ids=${a},${b},col_unknown,${c},${a}`, { key: selfServe })).body;
    expect(named.data.map((x: { id: string }) => x.id).sort()).toEqual([a, b, c].sort());
    expect(named.total).toBe(3);
    const inEstablishment = (
      await t.api(`${path}?ids=${a},${b},${c}&establishmentId=${establishmentId}`, { key: selfServe })
    ).body;
    expect(inEstablishment.data.map((x: { id: string }) => x.id).sort()).toEqual([a, c].sort());
    const future = (await t.api(`${path}?ids=${collaboratorIds.join(',')}&status=future`, { key: selfServe }))
      .body;
    expect(future.data.map((x: { id: string }) => x.id)).toEqual([collaboratorIds[6]]);
  });

  it('refuses more than 100 ids with 400', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => `col_${i}`).join(',');
    const response = await t.api(`/organizations/${org}/collaborators?ids=${ids}`, { key: selfServe });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('invalid_parameter');
    expect(response.body.errors).toContainEqual(expect.objectContaining({ in: 'query', name: 'ids' }));
  });
});
