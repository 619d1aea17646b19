import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import {
  givenAbsence,
  givenCollaborator,
  givenEstablishment,
  givenWorkLocation,
} from '../support/hr-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

describe.each(testEngines())('organization and meal vouchers on %s', (engine) => {
  let t: TestServer;
  let key: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestServer(engine);
    const db = t.testStore.store.db;
    await givenOrganization(db, 'org_mv', 'Acme SAS');
    await givenOrganization(db, 'org_bare', 'Bare');
    key = (await givenKey(db, 'org_mv', ['org:company:read'], 'partner')).secret;
    await givenEstablishment(db, 'org_mv', {
      id: 'est_lyon',
      name: 'Lyon',
      siret: '55210055400021',
      is_head_office: 0,
      street: null,
    });
    await givenEstablishment(db, 'org_mv', { id: 'est_paris' });
    await db
      .insertInto('meal_voucher_configurations')
      .values({ organization_id: 'org_mv', voucher_value: 10, company_share: 0.6 })
      .execute();
    // April 2026 has 21 working days (Easter Monday, 6 April, is a public holiday).
    ids.full = (
      await givenCollaborator(db, 'org_mv', { last_name: 'Bernard', establishment_id: 'est_paris' })
    ).id;
    ids.starter = (
      await givenCollaborator(db, 'org_mv', {
        last_name: 'Albert',
        establishment_id: 'est_lyon',
        contracts: [{ startDate: '2026-04-15' }],
      })
    ).id;
    ids.leaver = (
      await givenCollaborator(db, 'org_mv', {
        last_name: 'Émile',
        establishment_id: 'est_paris',
        contracts: [{ startDate: '2019-01-01', endDate: '2026-04-10' }],
      })
    ).id;
    ids.gone = (
      await givenCollaborator(db, 'org_mv', {
        last_name: 'Dupont',
        contracts: [{ startDate: '2019-01-01', endDate: '2026-03-31' }],
      })
    ).id;
    ids.future = (
      await givenCollaborator(db, 'org_mv', { last_name: 'Zola', contracts: [{ startDate: '2026-05-01' }] })
    ).id;
    await givenAbsence(db, 'org_mv', ids.full, { start_date: '2026-04-13', end_date: '2026-04-17' });
    await givenAbsence(db, 'org_mv', ids.full, {
      start_date: '2026-04-21',
      end_date: '2026-04-21',
      start_half_day: 1,
    });
    await givenAbsence(db, 'org_mv', ids.full, {
      start_date: '2026-04-22',
      end_date: '2026-04-24',
      status: 'pending',
    });
    await givenAbsence(db, 'org_mv', ids.full, {
      start_date: '2026-04-27',
      end_date: '2026-04-28',
      status: 'rejected',
    });
    await givenWorkLocation(db, 'org_mv', ids.full, { start_date: '2026-04-29', end_date: '2026-04-30' });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('gives the organization with its identity and establishments, head office first', async () => {
    const response = await t.api('/organizations/org_mv', { key });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: {
        id: 'org_mv',
        name: 'Acme SAS',
        identity: { siren: '552100554', legalForm: 'SAS' },
        establishments: [
          {
            id: 'est_paris',
            name: 'Siège',
            siret: '55210055400013',
            isHeadOffice: true,
            address: { street: '1 rue de la Paix', city: 'Paris', zipCode: '75002', country: 'fr' },
          },
          {
            id: 'est_lyon',
            name: 'Lyon',
            siret: '55210055400021',
            isHeadOffice: false,
            address: { street: null, city: 'Paris', zipCode: '75002', country: 'fr' },
          },
        ],
      },
    });
  });

  it('counts April 2026 by hand: approved days off and half days removed, pending, rejected and remote days kept', async () => {
    const response = await t.api('/organizations/org_mv/meal-vouchers?month=4&year=2026', { key });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: {
        configuration: { voucherValue: 10, companyShare: 0.6 },
        mealVouchers: [
          { employeeId: ids.starter, count: 12 },
          { employeeId: ids.full, count: 21 - 5 - 1 },
          { employeeId: ids.leaver, count: 7 },
        ],
      },
      total: 3,
      page: 1,
      limit: 20,
      nextCursor: null,
    });
  });

  it('pages in collaborator order with the true total, computing only the page', async () => {
    const second = await t.api('/organizations/org_mv/meal-vouchers?month=4&year=2026&limit=2&page=2', {
      key,
    });
    expect(second.body.data.mealVouchers).toEqual([{ employeeId: ids.leaver, count: 7 }]);
    expect(second.body.total).toBe(3);
    const beyond = await t.api('/organizations/org_mv/meal-vouchers?month=4&year=2026&limit=2&page=5', {
      key,
    });
    expect(beyond.body).toMatchObject({ data: { mealVouchers: [] }, total: 3 });
  });

  it('filters by establishment, and answers 404 for an establishment of no one', async () => {
    const lyon = await t.api(
      '/organizations/org_mv/meal-vouchers?month=4&year=2026&establishmentId=est_lyon',
      { key },
    );
    expect(lyon.body.data.mealVouchers).toEqual([{ employeeId: ids.starter, count: 12 }]);
    expect(lyon.body.total).toBe(1);
    const unknown = await t.api(
      '/organizations/org_mv/meal-vouchers?month=4&year=2026&establishmentId=est_x',
      { key },
    );
    expect(unknown.status).toBe(404);
  });

  it.each([
    ['month=13&year=2026', 'month', 'must be an integer between 1 and 12'],
    ['month=0&year=2026', 'month', 'must be an integer between 1 and 12'],
    ['month=4&year=1899', 'year', 'must be an integer between 1900 and 3000'],
    ['month=4&year=3001', 'year', 'must be an integer between 1900 and 3000'],
    ['month=4.5&year=2026', 'month', 'must be an integer between 1 and 12'],
    ['year=2026', 'month', 'is required'],
    ['month=4', 'year', 'is required'],
  ])('refuses %s naming %s', async (query, name, message) => {
    const response = await t.api(`/organizations/org_mv/meal-vouchers?${query}`, { key });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('invalid_parameter');
    expect(response.body.errors).toContainEqual({ in: 'query', name, message });
  });

  it('gives a zero configuration to an organization that has none', async () => {
    const bare = (await givenKey(t.testStore.store.db, 'org_bare', ['org:company:read'], 'partner')).secret;
    const response = await t.api('/organizations/org_bare/meal-vouchers?month=4&year=2026', { key: bare });
    expect(response.body).toEqual({
      data: { configuration: { voucherValue: 0, companyShare: 0 }, mealVouchers: [] },
      total: 0,
      page: 1,
      limit: 20,
      nextCursor: null,
    });
  });
});
