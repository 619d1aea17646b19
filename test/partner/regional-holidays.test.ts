import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { givenCollaborator, givenEstablishment } from '../support/hr-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

describe.each(testEngines())('regional public holidays on %s', (engine) => {
  let t: TestServer;
  let key: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestServer(engine);
    const db = t.testStore.store.db;
    await givenOrganization(db, 'org_regions', 'Rhin et Seine');
    key = (await givenKey(db, 'org_regions', ['org:company:read'], 'partner')).secret;
    await givenEstablishment(db, 'org_regions', { id: 'est_paris' });
    await givenEstablishment(db, 'org_regions', {
      id: 'est_strasbourg',
      name: 'Strasbourg',
      siret: '55210055400021',
      is_head_office: 0,
      city: 'Strasbourg',
      zip_code: '67000',
    });
    ids.paris = (
      await givenCollaborator(db, 'org_regions', {
        last_name: 'Parisien',
        establishment_id: 'est_paris',
        // Lives in Alsace, works in Paris: the establishment decides.
        address_zip_code: '67000',
        address_city: 'Strasbourg',
      })
    ).id;
    ids.strasbourg = (
      await givenCollaborator(db, 'org_regions', {
        last_name: 'Strasbourgeois',
        establishment_id: 'est_strasbourg',
        address_zip_code: '75002',
      })
    ).id;
  });
  afterAll(async () => {
    await t?.stop();
  });

  const counts = async (month: number, year: number) => {
    const response = await t.api(`/organizations/org_regions/meal-vouchers?month=${month}&year=${year}`, {
      key,
    });
    expect(response.status).toBe(200);
    const byId = new Map<string, number>(
      response.body.data.mealVouchers.map((v: { employeeId: string; count: number }) => [
        v.employeeId,
        v.count,
      ]),
    );
    return { paris: byId.get(ids.paris ?? ''), strasbourg: byId.get(ids.strasbourg ?? '') };
  };

  it('an establishment in Strasbourg has Good Friday 2026 (3 April) off, one in Paris does not', async () => {
    expect(await counts(4, 2026)).toEqual({ paris: 21, strasbourg: 20 });
  });

  it('an establishment in Strasbourg has 26 December 2025 (a Friday) off, one in Paris does not', async () => {
    expect(await counts(12, 2025)).toEqual({ paris: 22, strasbourg: 21 });
  });
});
