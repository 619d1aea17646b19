import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { importDocument } from '../../src/hr-data/import.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/**
 * What issue 18 adds to the model, loaded through the JSON document and read over HTTP: the
 * contract details and the absence's DSN reason (with their scopes), overseas public holidays,
 * and a past month judged by the establishment the collaborator belonged to then.
 */
const ORG = 'org_dsn_model';
const address = (zipCode: string, city: string) => ({
  street: '1 place de la Mairie',
  city,
  zipCode,
  country: 'fr',
});
const DETAILS = {
  jobTitle: 'Chargée de clientèle',
  pcsEse: '461d',
  workingTime: {
    unit: 'hour',
    quota: 121.33,
    referenceQuota: 151.67,
    arrangement: 'part_time',
    partTimeRate: null,
  },
  collectiveAgreement: '1486',
  classification: { position: null, level: 'II', step: '2', coefficient: '130' },
  plannedEndDate: '2027-06-30',
  trialPeriodDays: 60,
  endReason: null,
};
const collaborator = (id: string, establishmentId: string, extra: Record<string, unknown> = {}) => ({
  id,
  establishmentId,
  firstName: 'Camille',
  lastName: id,
  email: `${id}@example.fr`,
  contracts: [
    { contractId: `ctr_${id}`, startDate: '2020-01-01', endDate: null, natureContrat: 'permanent' },
  ],
  ...extra,
});

const DOCUMENT = {
  organization: { id: ORG, name: 'Outre-mer et Moselle', identity: { siren: '552100554' } },
  establishments: [
    {
      id: 'est_paris',
      name: 'Paris',
      siret: '55210055400013',
      isHeadOffice: true,
      address: address('75002', 'Paris'),
    },
    {
      id: 'est_metz',
      name: 'Metz',
      siret: '55210055400021',
      address: address('57000', 'Metz'),
      idcc: '1486',
    },
    {
      id: 'est_fdf',
      name: 'Fort-de-France',
      siret: '55210055400039',
      address: address('97200', 'Fort-de-France'),
    },
  ],
  collaborators: [
    collaborator('detailed', 'est_paris', {
      contracts: [
        {
          contractId: 'ctr_detailed',
          startDate: '2024-07-01',
          endDate: null,
          natureContrat: 'fixed_term',
          ...DETAILS,
        },
      ],
    }),
    collaborator('martinique', 'est_fdf'),
    // Moved from Metz to Paris on 1 January 2026: December 2025 was worked in Moselle.
    collaborator('moved', 'est_paris', {
      establishmentHistory: [
        { establishmentId: 'est_metz', startDate: '2020-01-01', endDate: '2025-12-31' },
        { establishmentId: 'est_paris', startDate: '2026-01-01', endDate: null },
      ],
    }),
    collaborator('parisian', 'est_paris'),
  ],
  absences: [
    {
      id: 'abs_sick',
      collaboratorId: 'detailed',
      type: 'maladie_non_professionnelle',
      status: 'approved',
      startDate: '2026-03-02',
      endDate: '2026-03-04',
      dsnReason: '01',
    },
    {
      id: 'abs_leave',
      collaboratorId: 'detailed',
      type: 'conge_paye',
      status: 'approved',
      startDate: '2026-08-03',
      endDate: '2026-08-07',
    },
  ],
};

describe.each(testEngines())('the DSN model, loaded from a JSON document, on %s', (engine) => {
  let t: TestServer;
  const keys: Record<'contracts' | 'base' | 'absenceTypes' | 'absences' | 'partner', string> = {
    contracts: '',
    base: '',
    absenceTypes: '',
    absences: '',
    partner: '',
  };

  beforeAll(async () => {
    t = await startTestServer(engine);
    const outcome = await importDocument(
      t.testStore.store,
      {
        async *open() {
          yield JSON.stringify(DOCUMENT);
        },
      },
      { actor: CLI_ACTOR },
    );
    expect(outcome).toMatchObject({ ok: true });
    const db = t.testStore.store.db;
    keys.contracts = (await givenKey(db, ORG, ['org:employee:read', 'org:contract:details:read'])).secret;
    keys.base = (await givenKey(db, ORG, ['org:employee:read'])).secret;
    keys.absenceTypes = (await givenKey(db, ORG, ['org:absence:read', 'org:absence:type:read'])).secret;
    keys.absences = (await givenKey(db, ORG, ['org:absence:read'])).secret;
    keys.partner = (await givenKey(db, ORG, ['org:company:read'], 'partner')).secret;
  });
  afterAll(async () => {
    await t?.stop();
  });

  // What only a DSN declares: a JSON document carries none of it.
  const served = {
    ...DETAILS,
    plannedEndDate: '2027-06-30T00:00:00.000Z',
    conventionalStatus: null,
    localScheme: null,
    recourseReason: null,
  };

  it('importing the same document again writes nothing: details and history compare equal', async () => {
    const db = t.testStore.store.db;
    const snapshot = async () => ({
      contracts: await db
        .selectFrom('contracts')
        .selectAll()
        .where('organization_id', '=', ORG)
        .orderBy('id')
        .execute(),
      history: await db
        .selectFrom('collaborator_establishments')
        .selectAll()
        .where('organization_id', '=', ORG)
        .orderBy('collaborator_id')
        .orderBy('start_date')
        .execute(),
      version: await db.selectFrom('data_versions').selectAll().where('organization_id', '=', ORG).execute(),
    });
    const before = await snapshot();
    const again = await importDocument(
      t.testStore.store,
      {
        async *open() {
          yield JSON.stringify(DOCUMENT);
        },
      },
      { actor: CLI_ACTOR },
    );
    expect(again).toMatchObject({
      ok: true,
      counts: {
        contracts: { created: 0, updated: 0 },
        absences: { created: 0, updated: 0 },
        establishmentHistory: { created: 0, updated: 0, unchanged: 1 },
      },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('a contract imported with its details serves them with org:contract:details:read', async () => {
    const record = await t.api(`/organizations/${ORG}/collaborators/detailed`, { key: keys.contracts });
    expect(record.status).toBe(200);
    expect(record.body.contracts).toEqual([
      {
        contractId: 'ctr_detailed',
        startDate: '2024-07-01T00:00:00.000Z',
        endDate: null,
        natureContrat: 'fixed_term',
        estCadre: null,
        ...served,
      },
    ]);
    const list = await t.api(`/organizations/${ORG}/collaborators?limit=100`, { key: keys.contracts });
    const item = list.body.data.find((c: { id: string }) => c.id === 'detailed');
    expect(item.currentContract).toEqual({
      id: 'ctr_detailed',
      startDate: '2024-07-01T00:00:00.000Z',
      natureContrat: 'fixed_term',
      estCadre: null,
      ...served,
    });
  });

  it('a contract without details serves every detail as null', async () => {
    const record = await t.api(`/organizations/${ORG}/collaborators/parisian`, { key: keys.contracts });
    expect(record.body.contracts[0]).toMatchObject({
      jobTitle: null,
      pcsEse: null,
      workingTime: null,
      collectiveAgreement: null,
      classification: null,
      plannedEndDate: null,
      trialPeriodDays: null,
      endReason: null,
    });
  });

  it('withholds the contract details without org:contract:details:read', async () => {
    const record = await t.api(`/organizations/${ORG}/collaborators/detailed`, { key: keys.base });
    expect(record.status).toBe(200);
    expect(record.body).not.toHaveProperty('contracts');
    expect(JSON.stringify(record.body)).not.toContain('461d');
    const list = await t.api(`/organizations/${ORG}/collaborators?limit=100`, { key: keys.base });
    expect(JSON.stringify(list.body)).not.toContain('Chargée de clientèle');
  });

  it('serves an absence’s dsnReason with org:absence:type:read, null when not from a DSN, absent without it', async () => {
    const typed = await t.api(`/organizations/${ORG}/absences?limit=100`, { key: keys.absenceTypes });
    const reasons = Object.fromEntries(
      typed.body.data.map((a: { id: string; dsnReason: string | null }) => [a.id, a.dsnReason]),
    );
    expect(reasons).toEqual({ abs_sick: '01', abs_leave: null });
    const plain = await t.api(`/organizations/${ORG}/absences?limit=100`, { key: keys.absences });
    for (const absence of plain.body.data) expect(absence).not.toHaveProperty('dsnReason');
  });

  const counts = async (month: number, year: number) => {
    const response = await t.api(
      `/organizations/${ORG}/meal-vouchers?month=${month}&year=${year}&limit=100`,
      {
        key: keys.partner,
      },
    );
    expect(response.status).toBe(200);
    return Object.fromEntries(
      response.body.data.mealVouchers.map((v: { employeeId: string; count: number }) => [
        v.employeeId,
        v.count,
      ]),
    );
  };
  const day = async (collaboratorId: string, date: string) => {
    const [year, month] = date.split('-').map(Number);
    const response = await t.api(
      `/organizations/${ORG}/meal-vouchers/${collaboratorId}/days?month=${month}&year=${year}`,
      { key: keys.partner },
    );
    expect(response.status).toBe(200);
    return response.body.data.days.find((d: { date: string }) => d.date === date);
  };

  it('a collaborator of Fort-de-France (972) has no meal voucher on 22 May, the abolition of slavery', async () => {
    // May 2026: 17 working days in Paris; 22 May is a Friday.
    const may = await counts(5, 2026);
    expect(may.martinique).toBe(16);
    expect(may.parisian).toBe(17);
    expect(await day('martinique', '2026-05-22')).toMatchObject({
      counted: false,
      reason: 'public_holiday',
      holiday: "Abolition de l'esclavage",
    });
    expect(await day('parisian', '2026-05-22')).toMatchObject({ counted: true });
  });

  it('a transfer from Metz (57) to Paris (75) does not rewrite the past month', async () => {
    // December 2025: 23 weekdays; Paris loses Christmas, Moselle also 26 December.
    const december = await counts(12, 2025);
    expect(december.moved).toBe(21);
    expect(december.parisian).toBe(22);
    expect(await day('moved', '2025-12-26')).toMatchObject({ counted: false, holiday: 'Saint-Étienne' });
    // April 2026, in Paris now: Good Friday is worked.
    const april = await counts(4, 2026);
    expect(april.moved).toBe(april.parisian);
  });
});
