import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/schema.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { type FicheEntryInput, ficheXml, givenEstablishment } from '../support/hr-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const HEALTH = 'org:employee:health_insurance:manage' as const;

/** Every table a fiche import may write, in a stable order: the store as a dry run must leave it. */
const TABLES: (keyof Database)[] = [
  'complementary_contracts',
  'complementary_contract_options',
  'audit_events',
  'change_events',
  'change_counters',
];

describe.each(testEngines())('fiche de paramétrage dry run on %s', (engine) => {
  let t: TestServer;
  let organization = 0;

  /** A fresh organization (SIREN 552100554) with one establishment, for each test. */
  const givenFicheOrganization = async () => {
    const id = `org_dry_${++organization}`;
    const db = t.testStore.store.db;
    await givenOrganization(db, id);
    await givenEstablishment(db, id, { id: `est_dry_${organization}` });
    const post = (entries: FicheEntryInput[], dryRun: boolean | undefined = undefined) =>
      t.api(
        `/organizations/${id}/complementary-contracts/fiche-parametrage${dryRun === undefined ? '' : `?dryRun=${dryRun}`}`,
        {
          key: keys.get(id) ?? '',
          method: 'POST',
          body: { establishmentId: `est_dry_${organization}`, ficheParametrageXml: ficheXml({ entries }) },
        },
      );
    keys.set(id, (await givenKey(db, id, [HEALTH], 'partner')).secret);
    return { id, post };
  };
  const keys = new Map<string, string>();
  const snapshot = async () => {
    const db = t.testStore.store.db;
    const tables: Record<string, unknown[]> = {};
    for (const table of TABLES) {
      tables[table] = await db.selectFrom(table).selectAll().orderBy('organization_id').execute();
    }
    // Rows of one organization keep their insertion order within it; compare them as sorted text.
    return Object.fromEntries(
      Object.entries(tables).map(([name, rows]) => [name, rows.map((r) => JSON.stringify(r)).sort()]),
    );
  };
  /** The plan of an answer, without the ids only the real import hands out. */
  const planOf = (data: {
    created: { id?: string; options: { id?: string }[] }[];
    updated: { id: string }[];
    unchanged: string[];
    changes: unknown[];
  }) => ({
    created: data.created.map(({ id: _id, options, ...rest }) => ({
      ...rest,
      options: options.map(({ id: _optionId, ...option }) => option),
    })),
    updated: data.updated.map((c) => c.id),
    unchanged: data.unchanged,
    changes: data.changes,
  });

  const first: FicheEntryInput[] = [
    {
      reference: 'PREV-1',
      contractName: 'Prévoyance',
      option: { code: 'OPT1', name: 'Base' },
      population: { code: 'CA', name: 'Cadres' },
    },
    {
      reference: 'SANTE-1',
      contractName: 'Santé',
      option: { code: 'S1', name: 'Socle' },
      population: { code: 'NC', name: 'Non cadres' },
    },
  ];
  const second: FicheEntryInput[] = [
    // PREV-1: renamed, one option renamed, one added. SANTE-1: as before. MUT-2: new.
    {
      reference: 'PREV-1',
      contractName: 'Prévoyance 2026',
      option: { code: 'OPT1', name: 'Base renforcée' },
      population: { code: 'CA', name: 'Cadres' },
    },
    {
      reference: 'PREV-1',
      contractName: 'Prévoyance 2026',
      option: { code: 'OPT2', name: 'Option famille' },
      population: { code: 'CA', name: 'Cadres' },
    },
    {
      reference: 'SANTE-1',
      contractName: 'Santé',
      option: { code: 'S1', name: 'Socle' },
      population: { code: 'NC', name: 'Non cadres' },
    },
    {
      reference: 'MUT-2',
      contractName: 'Mutuelle',
      option: { code: 'M1', name: 'Base' },
      population: { code: 'AL', name: 'Tous' },
    },
  ];

  beforeAll(async () => {
    t = await startTestServer(engine);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('a dry run leaves the store byte-identical', async () => {
    const { post } = await givenFicheOrganization();
    expect((await post(first)).status).toBe(200);
    const before = await snapshot();
    const preview = await post(second, true);
    expect(preview.status).toBe(200);
    expect(preview.body.data.created).toHaveLength(1);
    expect(await snapshot()).toEqual(before);
  });

  it('a dry run on an empty organization previews every contract as created, without ids, and writes nothing', async () => {
    const { post } = await givenFicheOrganization();
    const before = await snapshot();
    const preview = await post(first, true);
    expect(preview.body.data).toEqual({
      created: [
        {
          name: 'Prévoyance collective',
          organismeCode: 'P0942',
          organismeDelegationCode: '',
          contractReference: 'PREV-1',
          contractName: 'Prévoyance',
          options: [
            { optionCode: 'OPT1', optionName: 'Base', populationCode: 'CA', populationName: 'Cadres' },
          ],
        },
        {
          name: 'Prévoyance collective',
          organismeCode: 'P0942',
          organismeDelegationCode: '',
          contractReference: 'SANTE-1',
          contractName: 'Santé',
          options: [
            { optionCode: 'S1', optionName: 'Socle', populationCode: 'NC', populationName: 'Non cadres' },
          ],
        },
      ],
      updated: [],
      unchanged: [],
      changes: [],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('says per updated contract which fields and options change, before → after', async () => {
    const { post } = await givenFicheOrganization();
    const stored = (await post(first)).body.data.created as { id: string; contractReference: string }[];
    const prev = stored.find((c) => c.contractReference === 'PREV-1')?.id;
    const sante = stored.find((c) => c.contractReference === 'SANTE-1')?.id;
    const preview = await post(second, true);
    expect(preview.body.data.unchanged).toEqual([sante]);
    expect(preview.body.data.changes).toEqual([
      {
        contractId: prev,
        organismeCode: 'P0942',
        organismeDelegationCode: '',
        contractReference: 'PREV-1',
        fields: [{ field: 'contractName', before: 'Prévoyance', after: 'Prévoyance 2026' }],
        options: [
          {
            optionCode: 'OPT1',
            populationCode: 'CA',
            change: 'renamed',
            before: { optionName: 'Base', populationName: 'Cadres' },
            after: { optionName: 'Base renforcée', populationName: 'Cadres' },
          },
          {
            optionCode: 'OPT2',
            populationCode: 'CA',
            change: 'added',
            before: null,
            after: { optionName: 'Option famille', populationName: 'Cadres' },
          },
        ],
      },
    ]);
    // In a dry run, `updated` shows the contracts as they are stored now.
    const prevBefore = preview.body.data.updated.find((c: { id: string }) => c.id === prev);
    expect(prevBefore.contractName).toBe('Prévoyance');
  });

  it('a dry run followed by the import gives identical plans, and the import does what was previewed', async () => {
    const { post } = await givenFicheOrganization();
    await post(first);
    const preview = await post(second, true);
    const applied = await post(second, false);
    expect(applied.status).toBe(200);
    expect(planOf(applied.body.data)).toEqual(planOf(preview.body.data));
    const prev = applied.body.data.updated.find(
      (c: { contractReference: string }) => c.contractReference === 'PREV-1',
    );
    expect(prev.contractName).toBe('Prévoyance 2026');
    expect(prev.options.map((o: { optionName: string }) => o.optionName).sort()).toEqual([
      'Base renforcée',
      'Option famille',
    ]);
    // Imported again, the same fiche changes nothing: everything is unchanged.
    const again = await post(second);
    expect(again.body.data.changes).toEqual([]);
    expect(again.body.data.unchanged).toHaveLength(3);
  });

  it('a dry run refuses what the import refuses, with the same answer', async () => {
    const { id } = await givenFicheOrganization();
    const body = {
      establishmentId: `est_dry_${organization}`,
      ficheParametrageXml: ficheXml({ siren: '732829320' }),
    };
    const url = `/organizations/${id}/complementary-contracts/fiche-parametrage`;
    const dry = await t.api(`${url}?dryRun=true`, { key: keys.get(id) ?? '', method: 'POST', body });
    const real = await t.api(url, { key: keys.get(id) ?? '', method: 'POST', body });
    expect(dry.status).toBe(400);
    expect({ ...dry.body, requestId: '' }).toEqual({ ...real.body, requestId: '' });
  });

  it('refuses to bind a fiche to a stored establishment whose SIRET belongs to another company', async () => {
    const { id } = await givenFicheOrganization();
    await givenEstablishment(t.testStore.store.db, id, {
      id: `est_foreign_${organization}`,
      siret: '73282932000074',
      is_head_office: 0,
    });
    const before = await snapshot();
    for (const query of ['?dryRun=true', '']) {
      const response = await t.api(`/organizations/${id}/complementary-contracts/fiche-parametrage${query}`, {
        key: keys.get(id) ?? '',
        method: 'POST',
        body: {
          establishmentId: `est_foreign_${organization}`,
          ficheParametrageXml: ficheXml({ nic: '00074' }),
        },
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([
        {
          in: 'body',
          name: 'establishmentId',
          message: `the SIRET of establishment est_foreign_${organization} does not start with the organization's SIREN 552100554`,
        },
      ]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a dryRun that is not a boolean', async () => {
    const { id } = await givenFicheOrganization();
    const response = await t.api(
      `/organizations/${id}/complementary-contracts/fiche-parametrage?dryRun=maybe`,
      {
        key: keys.get(id) ?? '',
        method: 'POST',
        body: { establishmentId: `est_dry_${organization}`, ficheParametrageXml: ficheXml() },
      },
    );
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('invalid_parameter');
  });
});
