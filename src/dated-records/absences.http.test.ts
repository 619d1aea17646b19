import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/support/engines.ts';
import { givenKey, givenOrganization } from '../../test/support/fixtures.ts';
import { givenAbsence, givenCollaborator, givenEstablishment } from '../../test/support/hr-data.ts';
import { startTestServer, type TestServer } from '../../test/support/server.ts';

describe.each(testEngines())('absences on %s', (engine) => {
  let t: TestServer;
  const keys: Record<string, string> = {};
  const list = async (query = '', key = keys.typed) =>
    t.api(`/organizations/org_a/absences${query}`, { key });
  const ids = (body: { data: { id: string }[] }) => body.data.map((a) => a.id);

  beforeAll(async () => {
    t = await startTestServer(engine);
    const db = t.testStore.store.db;
    await givenOrganization(db, 'org_a');
    await givenOrganization(db, 'org_a_other');
    keys.plain = (await givenKey(db, 'org_a', ['org:absence:read'])).secret;
    keys.typed = (await givenKey(db, 'org_a', ['org:absence:read', 'org:absence:type:read'])).secret;
    await givenEstablishment(db, 'org_a', { id: 'est_a_1' });
    await givenEstablishment(db, 'org_a', { id: 'est_a_2', is_head_office: 0 });
    await givenEstablishment(db, 'org_a_other', { id: 'est_a_other' });
    await givenCollaborator(db, 'org_a', { id: 'col_a1', establishment_id: 'est_a_1' });
    await givenCollaborator(db, 'org_a', { id: 'col_a2', establishment_id: 'est_a_2' });
    await givenCollaborator(db, 'org_a_other', { id: 'col_a_foreign' });
    // Inserted out of order; abs_a2 and abs_a1 start the same day and are told apart by id.
    const absences = [
      ['abs_a4', 'col_a1', '2026-09-01', '2026-09-05', 'rejected'],
      ['abs_a2', 'col_a2', '2026-08-03', '2026-08-03', 'pending'],
      ['abs_a3', 'col_a2', '2026-08-10', '2026-08-20', 'approved'],
      ['abs_a1', 'col_a1', '2026-08-03', '2026-08-14', 'approved'],
      ['abs_a0', 'col_a1', '2026-07-01', '2026-07-02', 'approved'],
    ] as const;
    for (const [id, collaborator, start, end, status] of absences) {
      await givenAbsence(db, 'org_a', collaborator, { id, start_date: start, end_date: end, status });
    }
    await givenAbsence(db, 'org_a_other', 'col_a_foreign', { id: 'abs_a_foreign' });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('lists the organization’s absences by start date then id, with a true total', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(ids(body)).toEqual(['abs_a0', 'abs_a1', 'abs_a2', 'abs_a3', 'abs_a4']);
    expect(body).toMatchObject({ total: 5, page: 1, limit: 20 });
  });

  it('renders dates as YYYY-MM-DD, createdAt with milliseconds, flags as booleans', async () => {
    const { body } = await list('?startDate=2026-07-01&endDate=2026-07-01');
    expect(body.data).toEqual([
      {
        id: 'abs_a0',
        collaboratorId: 'col_a1',
        startDate: '2026-07-01',
        endDate: '2026-07-02',
        createdAt: '2026-06-01T09:00:00.000Z',
        startHalfDay: false,
        endHalfDay: false,
        status: 'approved',
        type: 'conge_paye',
        dsnReason: null,
        returnReason: null,
        accidentDate: null,
      },
    ]);
  });

  it('a key without org:absence:type:read gets no type key', async () => {
    const { body } = await list('', keys.plain);
    expect(body.data).toHaveLength(5);
    for (const absence of body.data) expect(absence).not.toHaveProperty('type');
  });

  it.each([
    [
      'a range touching the first and last days inclusively',
      '?startDate=2026-08-14&endDate=2026-09-01',
      ['abs_a1', 'abs_a3', 'abs_a4'],
    ],
    ['a one-day range', '?startDate=2026-08-03&endDate=2026-08-03', ['abs_a1', 'abs_a2']],
    ['a range between absences', '?startDate=2026-07-03&endDate=2026-08-02', []],
    ['only startDate (open end)', '?startDate=2026-08-15', ['abs_a3', 'abs_a4']],
    ['only endDate (open start)', '?endDate=2026-08-03', ['abs_a0', 'abs_a1', 'abs_a2']],
  ])('keeps the absences overlapping %s', async (_case, query, expected) => {
    const { body } = await list(query);
    expect(ids(body)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it.each([
    ['startDate after endDate', '?startDate=2026-08-04&endDate=2026-08-03', 'startDate'],
    ['a malformed date', '?startDate=2026-8-1', 'startDate'],
    ['a date that does not exist', '?endDate=2026-02-30', 'endDate'],
    ['an unknown status', '?status=cancelled', 'status'],
    ['limit above 100', '?limit=101', 'limit'],
    ['page 0', '?page=0', 'page'],
  ])('refuses %s with 400 naming the parameter', async (_case, query, name) => {
    const response = await list(query);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('invalid_parameter');
    expect(response.body.errors).toContainEqual(expect.objectContaining({ in: 'query', name }));
  });

  it.each([
    ['approved', ['abs_a0', 'abs_a1', 'abs_a3']],
    ['pending', ['abs_a2']],
    ['rejected', ['abs_a4']],
  ])('status=%s keeps those absences', async (status, expected) => {
    expect(ids((await list(`?status=${status}`)).body)).toEqual(expected);
  });

  it('establishmentId keeps the absences of that establishment’s collaborators', async () => {
    const { body } = await list('?establishmentId=est_a_2&startDate=2026-08-01');
    expect(ids(body)).toEqual(['abs_a2', 'abs_a3']);
    expect(body.total).toBe(2);
  });

  it('answers another organization’s establishment with 404', async () => {
    expect((await list('?establishmentId=est_a_other')).status).toBe(404);
  });

  it('paginates: fewer than limit at the end, beyond the last an empty page with the true total', async () => {
    expect(ids((await list('?page=2&limit=2')).body)).toEqual(['abs_a2', 'abs_a3']);
    expect(ids((await list('?page=3&limit=2')).body)).toEqual(['abs_a4']);
    const beyond = await list('?page=4&limit=2');
    expect(beyond.status).toBe(200);
    expect(beyond.body).toEqual({ data: [], total: 5, page: 4, limit: 2, nextCursor: null });
  });
});
