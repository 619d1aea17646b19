import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/support/engines.ts';
import { givenKey, givenOrganization } from '../../test/support/fixtures.ts';
import { givenCollaborator, givenEstablishment, givenWorkLocation } from '../../test/support/hr-data.ts';
import { startTestServer, type TestServer } from '../../test/support/server.ts';

describe.each(testEngines())('work locations on %s', (engine) => {
  let t: TestServer;
  let key: string;
  const list = async (query = '') => t.api(`/organizations/org_w/work-locations${query}`, { key });
  const ids = (body: { data: { id: string }[] }) => body.data.map((a) => a.id);

  beforeAll(async () => {
    t = await startTestServer(engine);
    const db = t.testStore.store.db;
    await givenOrganization(db, 'org_w');
    await givenOrganization(db, 'org_w_other');
    key = (await givenKey(db, 'org_w', ['org:work_location:read'])).secret;
    await givenEstablishment(db, 'org_w', { id: 'est_w_1' });
    await givenEstablishment(db, 'org_w', { id: 'est_w_2', is_head_office: 0 });
    await givenCollaborator(db, 'org_w', { id: 'col_w1', establishment_id: 'est_w_1' });
    await givenCollaborator(db, 'org_w', { id: 'col_w2', establishment_id: 'est_w_2' });
    await givenCollaborator(db, 'org_w_other', { id: 'col_w_foreign' });
    const entries = [
      ['wl_w3', 'col_w2', '2026-09-08', '2026-09-08', 'pending', 0],
      ['wl_w2', 'col_w1', '2026-09-07', '2026-09-07', 'approved', 1],
      ['wl_w1', 'col_w2', '2026-09-07', '2026-09-11', 'rejected', 0],
      ['wl_w0', 'col_w1', '2026-09-01', '2026-09-02', 'approved', 1],
    ] as const;
    for (const [id, collaborator, start, end, status, remote] of entries) {
      await givenWorkLocation(db, 'org_w', collaborator, {
        id,
        start_date: start,
        end_date: end,
        status,
        is_remote_work: remote,
        location: remote ? 'Domicile' : 'Siège',
      });
    }
    await givenWorkLocation(db, 'org_w_other', 'col_w_foreign', { id: 'wl_w_foreign' });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('lists the organization’s work locations by start date then id', async () => {
    const { body } = await list();
    expect(ids(body)).toEqual(['wl_w0', 'wl_w1', 'wl_w2', 'wl_w3']);
    expect(body).toMatchObject({ total: 4, page: 1, limit: 20 });
  });

  it('renders every field, dates as YYYY-MM-DD and booleans', async () => {
    const { body } = await list('?endDate=2026-09-01');
    expect(body.data).toEqual([
      {
        id: 'wl_w0',
        collaboratorId: 'col_w1',
        isRemoteWork: true,
        location: 'Domicile',
        createdAt: '2026-09-01T08:00:00.000Z',
        startDate: '2026-09-01',
        endDate: '2026-09-02',
        startHalfDay: false,
        endHalfDay: false,
        status: 'approved',
      },
    ]);
  });

  it.each([
    ['an inclusive range', '?startDate=2026-09-02&endDate=2026-09-07', ['wl_w0', 'wl_w1', 'wl_w2']],
    ['only startDate', '?startDate=2026-09-09', ['wl_w1']],
    ['a range after everything', '?startDate=2026-09-12&endDate=2026-12-31', []],
  ])('keeps the entries overlapping %s', async (_case, query, expected) => {
    const { body } = await list(query);
    expect(ids(body)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it('filters on status and establishment together', async () => {
    expect(ids((await list('?status=approved')).body)).toEqual(['wl_w0', 'wl_w2']);
    expect(ids((await list('?establishmentId=est_w_2&status=pending')).body)).toEqual(['wl_w3']);
  });

  it.each([
    ['startDate after endDate', '?startDate=2026-09-08&endDate=2026-09-07', 'startDate'],
    ['an unknown status', '?status=done', 'status'],
    ['limit above 100', '?limit=500', 'limit'],
  ])('refuses %s with 400', async (_case, query, name) => {
    const response = await list(query);
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual(expect.objectContaining({ in: 'query', name }));
  });

  it('answers an unknown establishment with 404', async () => {
    expect((await list('?establishmentId=est_none')).status).toBe(404);
  });

  it('answers a page beyond the last with no data and the true total', async () => {
    expect((await list('?page=2&limit=4')).body).toEqual({
      data: [],
      total: 4,
      page: 2,
      limit: 4,
      nextCursor: null,
    });
    expect(ids((await list('?page=2&limit=3')).body)).toEqual(['wl_w3']);
  });
});
