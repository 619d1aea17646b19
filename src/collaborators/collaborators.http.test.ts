import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/support/engines.ts';
import { givenKey, givenOrganization } from '../../test/support/fixtures.ts';
import { givenCollaborator, givenEstablishment, givenTeam } from '../../test/support/hr-data.ts';
import { startTestServer, type TestServer } from '../../test/support/server.ts';
import type { Scope } from '../auth/scopes.ts';

const READ: Scope = 'org:employee:read';
const DETAILS: Scope = 'org:employee:details:read';
const CONTRACTS: Scope = 'org:contract:details:read';
const PAST = [{ startDate: '2000-01-01', endDate: '2001-12-31' }];
const ACTIVE = [{ startDate: '2000-01-01', endDate: null }];
const FUTURE = [{ startDate: '2999-01-01', endDate: null }];

describe.each(testEngines())('collaborators on %s', (engine) => {
  let t: TestServer;
  const keys: Record<string, string> = {};
  const get = (path: string, key = keys.all) => t.api(path, { key });

  beforeAll(async () => {
    t = await startTestServer(engine);
    const db = t.testStore.store.db;
    for (const org of ['org_c', 'org_c_other']) await givenOrganization(db, org);
    keys.base = (await givenKey(db, 'org_c', [READ])).secret;
    keys.details = (await givenKey(db, 'org_c', [READ, DETAILS])).secret;
    keys.contracts = (await givenKey(db, 'org_c', [READ, CONTRACTS])).secret;
    keys.all = (await givenKey(db, 'org_c', [READ, DETAILS, CONTRACTS])).secret;

    await givenEstablishment(db, 'org_c', { id: 'est_c_a' });
    await givenEstablishment(db, 'org_c', { id: 'est_c_b', is_head_office: 0 });
    await givenEstablishment(db, 'org_c_other', { id: 'est_c_other' });
    await givenTeam(db, 'org_c', { id: 'team_c', name: 'Opérations' });

    // Inserted out of order on purpose: the names differ only by accents and case.
    const people: [string, string, string, string, { startDate: string; endDate: string | null }[]][] = [
      ['col_c7', 'zola', 'Émile', 'est_c_b', FUTURE],
      ['col_c5', 'Dupont', 'Félix', 'est_c_a', PAST],
      ['col_c2', 'De La Tour', 'anne', 'est_c_a', ACTIVE],
      ['col_c6', 'Éluard', 'Paul', 'est_c_b', []],
      ['col_c3', 'Dupont', 'Emile', 'est_c_b', ACTIVE],
      ['col_c1', 'de la Tour', 'Anne', 'est_c_b', [...PAST, ...FUTURE]],
      ['col_c4', 'Dupont', 'Émile', 'est_c_a', FUTURE],
    ];
    for (const [id, last, first, establishment, contracts] of people) {
      await givenCollaborator(db, 'org_c', {
        id,
        last_name: last,
        first_name: first,
        establishment_id: establishment,
        contracts,
      });
    }
    await givenCollaborator(db, 'org_c_other', { id: 'col_c_foreign', last_name: 'Autre' });
  });
  afterAll(async () => {
    await t?.stop();
  });

  const ORDER = ['col_c1', 'col_c2', 'col_c3', 'col_c4', 'col_c5', 'col_c6', 'col_c7'];
  const ids = (body: { data: { id: string }[] }) => body.data.map((c) => c.id);

  describe('ordering', () => {
    it('sorts by last name then first name, ignoring accents and case, then by id', async () => {
      const response = await get('/organizations/org_c/collaborators');
      expect(response.status).toBe(200);
      expect(ids(response.body)).toEqual(ORDER);
    });

    it('walks pages without gap or repetition', async () => {
      const pages = [];
      for (let page = 1; page <= 3; page++) {
        pages.push(...ids((await get(`/organizations/org_c/collaborators?page=${page}&limit=3`)).body));
      }
      expect(pages).toEqual(ORDER);
    });
  });

  describe('pagination', () => {
    it('defaults to page 1 and limit 20', async () => {
      const { body } = await get('/organizations/org_c/collaborators');
      expect(body).toMatchObject({ page: 1, limit: 20, total: 7 });
    });

    it('ends with a page holding fewer than limit items', async () => {
      const { body } = await get('/organizations/org_c/collaborators?page=3&limit=3');
      expect(body).toMatchObject({ page: 3, limit: 3, total: 7 });
      expect(ids(body)).toEqual(['col_c7']);
    });

    it('answers a page beyond the last with 200, no data and the true total', async () => {
      const response = await get('/organizations/org_c/collaborators?page=9&limit=3');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: [], total: 7, page: 9, limit: 3, nextCursor: null });
    });

    it.each([
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
      ['limit=-1', 'limit'],
      ['limit=2.5', 'limit'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
    ])('refuses %s with 400 naming the parameter', async (query, name) => {
      const response = await get(`/organizations/org_c/collaborators?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('invalid_parameter');
      expect(response.body.errors).toContainEqual(expect.objectContaining({ in: 'query', name }));
    });

    it('accepts limit=100', async () => {
      expect((await get('/organizations/org_c/collaborators?limit=100')).status).toBe(200);
    });
  });

  describe('filters', () => {
    it.each([
      ['active', ['col_c2', 'col_c3']],
      ['future', ['col_c4', 'col_c7']],
      // col_c1 has an ended and an upcoming contract: a past contract exists, so not future.
      ['past', ['col_c1', 'col_c5', 'col_c6']],
    ])('status=%s keeps those collaborators, counted in total', async (status, expected) => {
      const { body } = await get(`/organizations/org_c/collaborators?status=${status}`);
      expect(ids(body)).toEqual(expected);
      expect(body.total).toBe(expected.length);
      for (const item of body.data) expect(item.status).toBe(status);
    });

    it('refuses an unknown status with 400', async () => {
      const response = await get('/organizations/org_c/collaborators?status=retired');
      expect(response.status).toBe(400);
      expect(response.body.errors).toContainEqual(expect.objectContaining({ name: 'status' }));
    });

    it('establishmentId keeps that establishment’s collaborators', async () => {
      const { body } = await get('/organizations/org_c/collaborators?establishmentId=est_c_a');
      expect(ids(body)).toEqual(['col_c2', 'col_c4', 'col_c5']);
      expect(body.total).toBe(3);
    });

    it('combines establishmentId and status', async () => {
      const { body } = await get('/organizations/org_c/collaborators?establishmentId=est_c_b&status=past');
      expect(ids(body)).toEqual(['col_c1', 'col_c6']);
    });

    it.each([
      ['another organization’s establishment', 'est_c_other'],
      ['an unknown establishment', 'est_none'],
    ])('answers %s with 404', async (_case, establishmentId) => {
      const response = await get(`/organizations/org_c/collaborators?establishmentId=${establishmentId}`);
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('not_found');
    });

    it('never lists another organization’s collaborators', async () => {
      const { body } = await get('/organizations/org_c/collaborators?limit=100');
      expect(ids(body)).not.toContain('col_c_foreign');
    });
  });

  describe('the single collaborator', () => {
    it('is returned without a data wrapper', async () => {
      const response = await get('/organizations/org_c/collaborators/col_c3');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: 'col_c3',
        lastName: 'Dupont',
        firstName: 'Emile',
        status: 'active',
      });
      expect(response.body.data).toBeUndefined();
    });

    it.each([
      ['unknown', 'col_none'],
      ['of another organization', 'col_c_foreign'],
    ])('answers a collaborator %s with 404', async (_case, id) => {
      const response = await get(`/organizations/org_c/collaborators/${id}`);
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('not_found');
    });

    it('accepts the establishmentId the collaborator belongs to', async () => {
      expect((await get('/organizations/org_c/collaborators/col_c3?establishmentId=est_c_b')).status).toBe(
        200,
      );
    });

    it.each([
      ['another establishment of the organization', 'est_c_a'],
      ['another organization’s establishment', 'est_c_other'],
    ])('answers an establishmentId of %s with 404', async (_case, establishmentId) => {
      const response = await get(
        `/organizations/org_c/collaborators/col_c3?establishmentId=${establishmentId}`,
      );
      expect(response.status).toBe(404);
    });

    it('computes the employment status', async () => {
      expect((await get('/organizations/org_c/collaborators/col_c4')).body.status).toBe('future');
      expect((await get('/organizations/org_c/collaborators/col_c6')).body.status).toBe('past');
    });
  });
});
