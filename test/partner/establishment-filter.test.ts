import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { givenCollaborator, givenComplementaryContract, givenEstablishment } from '../support/hr-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/** "Read endpoints accept an optional establishmentId": the partner reads honour it too. */
describe.each(testEngines())('establishmentId on the partner reads, on %s', (engine) => {
  let t: TestServer;
  let key: string;
  const org = '/organizations/org_estf';

  beforeAll(async () => {
    t = await startTestServer(engine);
    const db = t.testStore.store.db;
    await givenOrganization(db, 'org_estf');
    key = (
      await givenKey(db, 'org_estf', ['org:company:read', 'org:employee:health_insurance:manage'], 'partner')
    ).secret;
    await givenEstablishment(db, 'org_estf', { id: 'est_paris' });
    await givenEstablishment(db, 'org_estf', { id: 'est_lyon', is_head_office: 0, siret: '55210055400021' });
    await givenCollaborator(db, 'org_estf', { id: 'col_paris', establishment_id: 'est_paris' });
    await givenCollaborator(db, 'org_estf', { id: 'col_lyon', establishment_id: 'est_lyon' });
    await givenComplementaryContract(db, 'org_estf', { id: 'cc_1', optionIds: ['opt_1'] });
    for (const [collaboratorId, establishmentId] of [
      ['col_paris', 'est_paris'],
      ['col_lyon', 'est_lyon'],
    ] as const) {
      const response = await t.api(`${org}/collaborators/${collaboratorId}/affiliations`, {
        key,
        method: 'PUT',
        body: { establishmentId, complementaryContractId: 'cc_1', status: 'active', optionId: 'opt_1' },
      });
      expect(response.status).toBe(200);
    }
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('restricts the organization to one establishment', async () => {
    const response = await t.api(`${org}?establishmentId=est_lyon`, { key });
    expect(response.status).toBe(200);
    expect(response.body.data.establishments.map((e: { id: string }) => e.id)).toEqual(['est_lyon']);
    const all = await t.api(org, { key });
    expect(all.body.data.establishments).toHaveLength(2);
  });

  it("lists every contract but only the establishment's affiliated collaborators", async () => {
    const response = await t.api(`${org}/complementary-contracts?establishmentId=est_paris`, { key });
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(1);
    expect(response.body.data[0].affiliatedEmployees.map((a: { id: string }) => a.id)).toEqual(['col_paris']);
    const all = await t.api(`${org}/complementary-contracts`, { key });
    expect(all.body.data[0].affiliatedEmployees).toHaveLength(2);
  });

  it("reads a collaborator's affiliations within its establishment, and 404 outside it", async () => {
    const inside = await t.api(`${org}/collaborators/col_lyon/affiliations?establishmentId=est_lyon`, {
      key,
    });
    expect(inside.status).toBe(200);
    expect(inside.body.total).toBe(1);
    const outside = await t.api(`${org}/collaborators/col_lyon/affiliations?establishmentId=est_paris`, {
      key,
    });
    expect(outside.status).toBe(404);
    expect(outside.body.code).toBe('not_found');
  });

  it.each(['', '/complementary-contracts', '/collaborators/col_lyon/affiliations'])(
    'answers an establishment of no such id on %s with 404',
    async (path) => {
      const response = await t.api(`${org}${path}?establishmentId=est_nowhere`, { key });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'not_found', detail: 'establishment not found' });
    },
  );
});
