import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listAuditEvents } from '../../src/db/audit.ts';
import { createOrganization } from '../../src/organizations/organizations.queries.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey } from '../support/fixtures.ts';
import { ficheXml, givenEstablishment } from '../support/hr-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const example = fs.readFileSync(
  path.resolve(import.meta.dirname, '../fixtures/fiche-parametrage/example-synthetic-v133.xml'),
  'utf8',
);
const withoutDeclaration = (xml: string) => xml.replace(/^<\?xml[^>]*\?>/, '');
const acme = ['acme-sante-retraite-v133.xml', 'acme-etablissement-00013-v133.xml'].map((name) =>
  withoutDeclaration(
    fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/fiche-parametrage', name), 'utf8'),
  ),
);
const HEALTH = 'org:employee:health_insurance:manage' as const;
/** A later fiche of the same company: one more option of PREV-2025-0001, one new contract. */
const later = ficheXml({
  siren: '123456789',
  entries: [
    {
      codeOC: 'P0942',
      codeDELEG: 'D00123',
      reference: 'PREV-2025-0001',
      contractName: 'Prévoyance obligatoire',
      option: { code: 'OPT2', name: 'Renfort' },
      population: { code: 'CA', name: 'Cadres' },
    },
    { codeOC: 'P0001', reference: 'NEW-1', contractName: 'Nouveau' },
  ],
});

describe.each(testEngines())('fiche de paramétrage import on %s', (engine) => {
  let t: TestServer;
  let key: string;
  let org = '';
  let organizations = 0;
  const post = (body: unknown) =>
    t.api(`/organizations/${org}/complementary-contracts/fiche-parametrage`, { key, method: 'POST', body });
  const contractCount = async () =>
    (
      await t.testStore.store.db
        .selectFrom('complementary_contracts')
        .select('id')
        .where('organization_id', '=', org)
        .execute()
    ).length;

  beforeAll(async () => {
    t = await startTestServer(engine);
  });
  // Each test imports into an organization of its own.
  beforeEach(async () => {
    const db = t.testStore.store.db;
    org = `org_fiche_${++organizations}`;
    // The synthetic example is for SIREN 123456789, NIC 00012.
    await createOrganization(db, { id: org, name: 'Exemple', siren: '123456789', legalForm: 'SAS' });
    await givenEstablishment(db, org, { id: 'est_00012', siret: '12345678900012' });
    await givenEstablishment(db, org, {
      id: 'est_00020',
      siret: '12345678900020',
      is_head_office: 0,
    });
    key = (await givenKey(db, org, [HEALTH], 'partner')).secret;
  });
  afterAll(async () => {
    await t?.stop();
  });

  describe('refusals write nothing and say where', () => {
    it.each([
      [
        'a DOCTYPE',
        example.replace('<FICHE', '<!DOCTYPE FICHE SYSTEM "file:///etc/passwd"><FICHE'),
        'DOCTYPE',
      ],
      [
        'an entity bomb',
        '<!DOCTYPE b [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]><FICHE Version="133">&b;</FICHE>',
        'DOCTYPE',
      ],
      ['malformed XML', '<FICHE Version="133"><GROUPE></FICHE>', 'malformed XML'],
      [
        'a missing CodeOC',
        example.replace('<Organisme CodeOC="P0942"/>', '<Organisme/>'),
        'FICHE[1]/GROUPE[NumeroGrp=1]/ParametresContrats[3]/Organisme/@CodeOC: is required',
      ],
      [
        'an over-long LibelleContrat',
        example.replace('LibelleContrat="Prévoyance obligatoire"', `LibelleContrat="${'x'.repeat(61)}"`),
        'ParametresContrats[1]/Contrat/@LibelleContrat: must be 1 to 60 characters long (got 61)',
      ],
      [
        'the SIREN of another company',
        example.replace('SIREN="123456789"', 'SIREN="552100554"'),
        "FICHE[1]/Entreprise/@SIREN: 552100554 is not the organization's SIREN",
      ],
      [
        'the NIC of another establishment',
        example.replace('NIC="00012"', 'NIC="00020"'),
        'FICHE[1]/Entreprise/@NIC: 00020 is not the NIC of the establishment (00012)',
      ],
    ])('refuses %s with 400 invalid_body', async (_case, xml, where) => {
      const before = await contractCount();
      const response = await post({ establishmentId: 'est_00012', ficheParametrageXml: xml });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('invalid_body');
      expect(response.body.detail).toContain(where);
      expect(response.body.errors[0]).toMatchObject({ in: 'body', name: 'ficheParametrageXml' });
      expect(response.body.errors[0].message).toContain(where);
      expect(await contractCount()).toBe(before);
    });

    it('refuses an establishment that is not of the organization', async () => {
      const response = await post({ establishmentId: 'est_none', ficheParametrageXml: example });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([
        { in: 'body', name: 'establishmentId', message: 'no establishment est_none' },
      ]);
    });

    it('refuses a missing fiche and unknown body properties', async () => {
      const response = await post({ establishmentId: 'est_00012', fiche: 'x' });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual(
        expect.arrayContaining([
          { in: 'body', name: 'ficheParametrageXml', message: 'is required' },
          { in: 'body', name: 'fiche', message: 'is not a known property' },
        ]),
      );
    });

    it('answers 413 to a body above the route limit of 2 MiB', async () => {
      const response = await post({
        establishmentId: 'est_00012',
        ficheParametrageXml: 'x'.repeat(2 * 1024 * 1024 + 1),
      });
      expect(response.status).toBe(413);
      expect(response.body.code).toBe('payload_too_large');
    });

    it('refuses a fiche longer than 1 MiB of text as a body problem', async () => {
      const padded = example.replace('<GROUPE', `<!--${' '.repeat(1_050_000)}--><GROUPE`);
      const before = await contractCount();
      const response = await post({ establishmentId: 'est_00012', ficheParametrageXml: padded });
      expect(response.status).toBe(400);
      expect(response.body.errors[0].name).toBe('ficheParametrageXml');
      expect(await contractCount()).toBe(before);
    });
  });

  it('creates the contracts of the example fiche, then only updates them on a second import', async () => {
    const first = await post({ establishmentId: 'est_00012', ficheParametrageXml: example });
    expect(first.status).toBe(200);
    expect(first.body.data.updated).toEqual([]);
    const created = first.body.data.created;
    expect(created).toHaveLength(2);
    expect(created[0]).toMatchObject({
      name: 'Prévoyance collective',
      organismeCode: 'P0942',
      organismeDelegationCode: 'D00123',
      contractReference: 'PREV-2025-0001',
      contractName: 'Prévoyance obligatoire',
    });
    expect(created[0].options.map((o: { populationCode: string }) => o.populationCode)).toEqual(['CA', 'NC']);
    expect(created[0]).not.toHaveProperty('affiliatedEmployees');
    expect(created[1]).toMatchObject({
      contractReference: 'SANTE-77',
      organismeDelegationCode: '',
      options: [{ optionCode: '', optionName: '', populationCode: '', populationName: '' }],
    });

    const second = await post({ establishmentId: 'est_00012', ficheParametrageXml: example });
    expect(second.status).toBe(200);
    expect(second.body.data.created).toEqual([]);
    expect(second.body.data.updated).toEqual(created);
    expect(await contractCount()).toBe(2);

    const events = await listAuditEvents(t.testStore.store.db, org, { limit: 10 });
    const imports = events.filter((e) => e.action === 'complementary_contracts.fiche_imported');
    expect(imports).toHaveLength(2);
    expect(imports[0]).toMatchObject({
      actorType: 'api_key',
      targetType: 'establishment',
      targetId: 'est_00012',
    });
  });

  it('accepts a fiche whose body is above the default 1 MiB limit of the API', async () => {
    await post({ establishmentId: 'est_00012', ficheParametrageXml: example });
    const padded = example.replace('<GROUPE', `<!--${'é'.repeat(600_000)}--><GROUPE`);
    const response = await post({ establishmentId: 'est_00012', ficheParametrageXml: padded });
    expect(response.status).toBe(200);
    expect(response.body.data.created).toEqual([]);
    expect(response.body.data.updated).toHaveLength(2);
  });

  it('adds the new options of a later fiche and keeps the older ones', async () => {
    await post({ establishmentId: 'est_00012', ficheParametrageXml: example });
    const response = await post({ establishmentId: 'est_00020', ficheParametrageXml: later });
    expect(response.status).toBe(200);
    expect(response.body.data.created.map((c: { contractReference: string }) => c.contractReference)).toEqual(
      ['NEW-1'],
    );
    const [prev] = response.body.data.updated;
    expect(
      prev.options.map(
        (o: { optionCode: string; populationCode: string }) => `${o.optionCode}/${o.populationCode}`,
      ),
    ).toEqual(['OPT1/CA', 'OPT1/NC', 'OPT2/CA']);
  });

  it('serializes racing imports: one creates, the other finds and updates', async () => {
    const fresh = ficheXml({ siren: '123456789', entries: [{ codeOC: 'P0002', reference: 'RACE-1' }] });
    const [a, b] = await Promise.all([
      post({ establishmentId: 'est_00012', ficheParametrageXml: fresh }),
      post({ establishmentId: 'est_00012', ficheParametrageXml: fresh }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data.created.length + b.body.data.created.length).toBe(1);
    expect(a.body.data.updated.length + b.body.data.updated.length).toBe(1);
    const db = t.testStore.store.db;
    await db
      .deleteFrom('complementary_contract_options')
      .where(
        'contract_id',
        'in',
        db.selectFrom('complementary_contracts').select('id').where('contract_reference', '=', 'RACE-1'),
      )
      .execute();
    await db.deleteFrom('complementary_contracts').where('contract_reference', '=', 'RACE-1').execute();
  });

  it('lists the contracts by contract reference, with options and affiliated employees', async () => {
    await post({ establishmentId: 'est_00012', ficheParametrageXml: example });
    await post({ establishmentId: 'est_00020', ficheParametrageXml: later });
    const response = await t.api(`/organizations/${org}/complementary-contracts`, { key });
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(3);
    expect(response.body.data.map((c: { contractReference: string }) => c.contractReference)).toEqual([
      'NEW-1',
      'PREV-2025-0001',
      'SANTE-77',
    ]);
    expect(response.body.data[0].affiliatedEmployees).toEqual([]);
    const page = await t.api(`/organizations/${org}/complementary-contracts?limit=1&page=3`, { key });
    expect(page.body.data.map((c: { contractReference: string }) => c.contractReference)).toEqual([
      'SANTE-77',
    ]);
  });

  it('imports a LotFicheParam whose FICHEs are all of the organization and establishment', async () => {
    const db = t.testStore.store.db;
    await createOrganization(db, { id: 'org_acme', name: 'Acme', siren: '552100554' });
    await givenEstablishment(db, 'org_acme', { id: 'est_acme' });
    const acmeKey = (await givenKey(db, 'org_acme', [HEALTH], 'partner')).secret;
    const lot = `<LotFicheParam>${acme.join('')}</LotFicheParam>`;
    const response = await t.api('/organizations/org_acme/complementary-contracts/fiche-parametrage', {
      key: acmeKey,
      method: 'POST',
      body: { establishmentId: 'est_acme', ficheParametrageXml: lot },
    });
    expect(response.status).toBe(200);
    expect(
      response.body.data.created.map((c: { contractReference: string; options: unknown[] }) => [
        c.contractReference,
        c.options.length,
      ]),
    ).toEqual([
      ['SANTE 2025 BASE', 1],
      ['RS-88', 2],
    ]);
  });
});
