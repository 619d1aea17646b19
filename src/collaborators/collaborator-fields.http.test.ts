import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/support/engines.ts';
import { givenKey, givenOrganization } from '../../test/support/fixtures.ts';
import { givenCollaborator, givenTeam } from '../../test/support/hr-data.ts';
import { startTestServer, type TestServer } from '../../test/support/server.ts';
import type { Scope } from '../auth/scopes.ts';
import { createOrganization } from '../organizations/organizations.queries.ts';
import { todayIn } from '../shared/time.ts';

const READ: Scope = 'org:employee:read';
const DETAILS: Scope = 'org:employee:details:read';
const CONTRACTS: Scope = 'org:contract:details:read';
const BASE_KEYS = [
  'email',
  'firstName',
  'id',
  'isProfileComplete',
  'lastName',
  'personnelNumber',
  'status',
  'title',
];

describe.each(testEngines())('collaborator fields on %s', (engine) => {
  let t: TestServer;
  const keys: Record<string, string> = {};
  const get = (path: string, key: string | undefined) => t.api(path, { key });

  beforeAll(async () => {
    t = await startTestServer(engine);
    const db = t.testStore.store.db;
    await givenOrganization(db, 'org_f');
    keys.base = (await givenKey(db, 'org_f', [READ])).secret;
    keys.details = (await givenKey(db, 'org_f', [READ, DETAILS])).secret;
    keys.contracts = (await givenKey(db, 'org_f', [READ, CONTRACTS])).secret;
    keys.all = (await givenKey(db, 'org_f', [READ, DETAILS, CONTRACTS])).secret;
    await givenTeam(db, 'org_f', { id: 'team_f', name: 'Opérations' });
    await givenCollaborator(db, 'org_f', {
      id: 'col_f0',
      last_name: 'Alpha',
      first_name: 'Manon',
      contracts: [],
    });
    await givenCollaborator(db, 'org_f', {
      id: 'col_f1',
      last_name: 'Durand',
      first_name: 'Élodie',
      manager_id: 'col_f0',
      team_id: 'team_f',
      address_street: null,
      address_zip_code: null,
      bic: null,
      contracts: [
        { id: 'ctr_f3', startDate: '2999-01-01', natureContrat: 'permanent', estCadre: true },
        { id: 'ctr_f2', startDate: '2019-09-01', endDate: null, natureContrat: 'permanent', estCadre: null },
        { id: 'ctr_f1', startDate: '2015-01-01', endDate: '2018-12-31', natureContrat: 'fixed_term' },
        { id: 'ctr_f0', startDate: '2019-09-01', endDate: '2019-09-30', natureContrat: 'internship' },
      ],
    });
  });
  afterAll(async () => {
    await t?.stop();
  });

  const listItem = async (key: string | undefined) =>
    (await get('/organizations/org_f/collaborators', key)).body.data[1];
  const record = async (key: string | undefined) =>
    (await get('/organizations/org_f/collaborators/col_f1', key)).body;

  it('a key with only org:employee:read gets the base fields, the others absent (not null)', async () => {
    expect(Object.keys(await listItem(keys.base)).sort()).toEqual(BASE_KEYS);
    expect(Object.keys(await record(keys.base)).sort()).toEqual(BASE_KEYS);
  });

  it('a key with org:employee:details:read gets personal data, with ssn in the list item', async () => {
    const item = await listItem(keys.details);
    expect(item).toMatchObject({
      birthName: 'Martin',
      secondaryEmail: null,
      phoneNumber: '+33612345678',
      birthDate: '1988-03-17T00:00:00.000Z',
      birthCity: 'Lyon',
      nationality: 'fr',
      seniorityDate: '2019-09-01T00:00:00.000Z',
      ssn: '288036912345678',
      manager: { collaboratorId: 'col_f0' },
      team: { id: 'team_f', name: 'Opérations' },
    });
    expect(item).not.toHaveProperty('countryOfBirth');
    expect(item).not.toHaveProperty('socialSecurityNumber');
    expect(item).not.toHaveProperty('currentContract');
  });

  it('the single record names the SSN socialSecurityNumber and adds countryOfBirth', async () => {
    const body = await record(keys.details);
    expect(body).toMatchObject({ socialSecurityNumber: '288036912345678', countryOfBirth: 'fr' });
    expect(body).not.toHaveProperty('ssn');
    expect(body).not.toHaveProperty('contracts');
  });

  it('address always has its four keys and bankAccount both, null when unknown', async () => {
    for (const body of [await listItem(keys.details), await record(keys.details)]) {
      expect(body.address).toEqual({ street: null, city: 'Paris', zipCode: null, country: 'fr' });
      expect(body.bankAccount).toEqual({ iban: 'FR7630006000011234567890189', bic: null });
    }
  });

  it('a collaborator without manager has manager null and, without team, no team key', async () => {
    const alone = (await get('/organizations/org_f/collaborators/col_f0', keys.details)).body;
    expect(alone.manager).toBeNull();
    expect(alone).not.toHaveProperty('team');
  });

  it('a key without org:contract:details:read gets no currentContract nor contracts', async () => {
    expect(await listItem(keys.details)).not.toHaveProperty('currentContract');
    expect(await record(keys.details)).not.toHaveProperty('contracts');
  });

  /** Contracts stored without the DSN's details serve each of them as null. */
  const NO_DETAILS = {
    jobTitle: null,
    pcsEse: null,
    workingTime: null,
    collectiveAgreement: null,
    classification: null,
    plannedEndDate: null,
    trialPeriodDays: null,
    endReason: null,
    conventionalStatus: null,
    localScheme: null,
    recourseReason: null,
  };

  it('currentContract is the active contract, with dates as UTC-midnight date-times', async () => {
    const item = await listItem(keys.contracts);
    expect(item.currentContract).toEqual({
      id: 'ctr_f2',
      startDate: '2019-09-01T00:00:00.000Z',
      natureContrat: 'permanent',
      estCadre: null,
      ...NO_DETAILS,
    });
    expect(item).not.toHaveProperty('ssn');
  });

  it('contracts are sorted by start date then id, open-ended ones with endDate null, each with its natureContrat and estCadre', async () => {
    expect((await record(keys.contracts)).contracts).toEqual([
      {
        contractId: 'ctr_f1',
        startDate: '2015-01-01T00:00:00.000Z',
        endDate: '2018-12-31T00:00:00.000Z',
        natureContrat: 'fixed_term',
        estCadre: true,
        ...NO_DETAILS,
      },
      {
        contractId: 'ctr_f0',
        startDate: '2019-09-01T00:00:00.000Z',
        endDate: '2019-09-30T00:00:00.000Z',
        natureContrat: 'internship',
        estCadre: true,
        ...NO_DETAILS,
      },
      {
        contractId: 'ctr_f2',
        startDate: '2019-09-01T00:00:00.000Z',
        endDate: null,
        natureContrat: 'permanent',
        estCadre: null,
        ...NO_DETAILS,
      },
      {
        contractId: 'ctr_f3',
        startDate: '2999-01-01T00:00:00.000Z',
        endDate: null,
        natureContrat: 'permanent',
        estCadre: true,
        ...NO_DETAILS,
      },
    ]);
  });

  it('a collaborator without contracts has contracts [] and no currentContract', async () => {
    expect((await get('/organizations/org_f/collaborators/col_f0', keys.all)).body.contracts).toEqual([]);
    expect((await listItem(keys.all)).currentContract).toBeDefined();
    const first = (await get('/organizations/org_f/collaborators', keys.all)).body.data[0];
    expect(first.id).toBe('col_f0');
    expect(first).not.toHaveProperty('currentContract');
  });
});

describe.each(testEngines())('employment status time zone on %s', (engine) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer(engine);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("takes today in the organization's time zone", async () => {
    // Kiritimati (UTC+14) and Pago Pago (UTC-11) never share a calendar date.
    const db = t.testStore.store.db;
    const ahead = todayIn('Pacific/Kiritimati');
    const statuses: Record<string, string> = {};
    for (const [id, timezone] of [
      ['org_tz_ahead', 'Pacific/Kiritimati'],
      ['org_tz_behind', 'Pacific/Pago_Pago'],
    ] as const) {
      await createOrganization(db, { id, name: id, timezone });
      await givenCollaborator(db, id, { id: `col_${id}`, contracts: [{ startDate: ahead }] });
      const { secret } = await givenKey(db, id, [READ]);
      statuses[id] = (
        await t.api(`/organizations/${id}/collaborators/col_${id}`, { key: secret })
      ).body.status;
    }
    expect(statuses).toEqual({ org_tz_ahead: 'active', org_tz_behind: 'future' });
  });
});
