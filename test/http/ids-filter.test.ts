import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_SCOPES } from '../../src/auth/scopes.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import {
  givenAbsence,
  givenCollaborator,
  givenComplementaryContract,
  givenEstablishment,
  givenWorkLocation,
} from '../support/hr-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const ORG = 'org_ids';
const OTHER = 'org_ids_other';

/** Every list a change-feed event can name, with its page-size maximum and three records of ORG. */
const LISTS = [
  { path: 'collaborators', max: 100, ids: ['col_i1', 'col_i2', 'col_i3'], foreign: 'col_i_foreign' },
  { path: 'absences', max: 100, ids: ['abs_i1', 'abs_i2', 'abs_i3'], foreign: 'abs_i_foreign' },
  { path: 'work-locations', max: 100, ids: ['wl_i1', 'wl_i2', 'wl_i3'], foreign: 'wl_i_foreign' },
  { path: 'complementary-contracts', max: 10, ids: ['cc_i1', 'cc_i2', 'cc_i3'], foreign: 'cc_i_foreign' },
] as const;

describe.each(testEngines())('the ids filter of every list on %s', (engine) => {
  let t: TestServer;
  let key: string;
  const list = (path: string, query: string) => t.api(`/organizations/${ORG}/${path}${query}`, { key });
  const idsOf = (body: { data: { id: string }[] }) => body.data.map((r) => r.id).sort();

  beforeAll(async () => {
    t = await startTestServer(engine);
    const db = t.testStore.store.db;
    for (const org of [ORG, OTHER]) await givenOrganization(db, org);
    await givenEstablishment(db, ORG, { id: 'est_ids' });
    await givenEstablishment(db, OTHER, { id: 'est_ids_other' });
    for (const [i, id] of ['col_i1', 'col_i2', 'col_i3'].entries()) {
      await givenCollaborator(db, ORG, { id, establishment_id: 'est_ids' });
      await givenAbsence(db, ORG, id, { id: `abs_i${i + 1}`, start_date: `2026-08-0${i + 1}` });
      await givenWorkLocation(db, ORG, id, { id: `wl_i${i + 1}`, start_date: `2026-09-0${i + 1}` });
      await givenComplementaryContract(db, ORG, { id: `cc_i${i + 1}` });
    }
    await givenCollaborator(db, OTHER, { id: 'col_i_foreign', establishment_id: 'est_ids_other' });
    await givenAbsence(db, OTHER, 'col_i_foreign', { id: 'abs_i_foreign' });
    await givenWorkLocation(db, OTHER, 'col_i_foreign', { id: 'wl_i_foreign' });
    await givenComplementaryContract(db, OTHER, { id: 'cc_i_foreign' });
    key = (
      await givenKey(
        db,
        ORG,
        ['org:employee:read', 'org:absence:read', 'org:work_location:read', ...PARTNER_SCOPES],
        'partner',
      )
    ).secret;
  });
  afterAll(async () => {
    await t?.stop();
  });

  describe.each(LISTS)('$path', ({ path, max, ids, foreign }) => {
    it('ids keeps exactly the named records of the organization; an unknown or foreign id is simply absent', async () => {
      const [first, , third] = ids;
      const response = await list(path, `?ids=${third},${first},nope_1,${foreign},${first}`);
      expect(response.status).toBe(200);
      expect(idsOf(response.body)).toEqual([first, third].sort());
      expect(response.body.total).toBe(2);
    });

    it('ids combines with cursor reading: the named records come in pages of the asked limit', async () => {
      const first = await list(path, `?ids=${ids.join(',')}&limit=2`);
      expect(first.body.data).toHaveLength(2);
      const rest = await list(path, `?ids=${ids.join(',')}&limit=2&cursor=${first.body.nextCursor}`);
      expect(rest.status).toBe(200);
      expect([...idsOf(first.body), ...idsOf(rest.body)].sort()).toEqual([...ids].sort());
    });

    it(`ids takes up to the page-size maximum (${max}) and refuses more with a 400 naming ids`, async () => {
      const named = (n: number) => Array.from({ length: n }, (_, i) => `x_${i}`).join(',');
      expect((await list(path, `?ids=${named(max)}`)).status).toBe(200);
      const refused = await list(path, `?ids=${named(max + 1)}`);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('invalid_parameter');
      expect(refused.body.errors).toContainEqual(expect.objectContaining({ in: 'query', name: 'ids' }));
    });

    it.each([
      ['an empty ids', '?ids='],
      ['an empty id among others', '?ids=a,,b'],
      ['a trailing comma', '?ids=a,'],
      ['a malformed id', '?ids=a%20b'],
      ['an id longer than 64 characters', `?ids=${'x'.repeat(65)}`],
    ])('refuses %s with a 400 naming ids', async (_case, query) => {
      const refused = await list(path, query);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('invalid_parameter');
      expect(refused.body.errors).toContainEqual(expect.objectContaining({ in: 'query', name: 'ids' }));
    });
  });
});
