import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SCOPES } from '../../src/auth/scopes.ts';
import { latestChangeNumber } from '../../src/changes/change-log.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import type { Store } from '../../src/db/store.ts';
import { type DsnImportOutcome, importDsn } from '../../src/dsn/import.ts';
import type { DsnSource } from '../../src/dsn/lines.ts';
import { formatProblem } from '../../src/hr-data/checks.ts';
import { createOrganization } from '../../src/organizations/organizations.queries.ts';
import { siren, siret } from '../../src/seed/identifiers.ts';
import { isRecord } from '../../src/shared/guards.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey } from '../support/fixtures.ts';
import { importHrDocument } from '../support/hr-document.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import {
  contract,
  dsnText,
  establishment,
  header,
  individual,
  latin1Source,
  rubrique,
  stoppage,
  TEST_SIREN,
} from './builder.ts';
import { SIX_MONTHS, seededMonths, sourceOf } from './seeded-months.ts';

const OTHER_SIREN = siren('73282932');
let counter = 0;
const newOrg = () => `org_dsn_${Date.now().toString(36)}_${counter++}`;

const imported = async (
  store: Store,
  sources: DsnSource[],
  options: { org?: string; dryRun?: boolean } = {},
) => {
  const outcome = await importDsn(store, sources, {
    organizationId: options.org,
    dryRun: options.dryRun ?? false,
    actor: CLI_ACTOR,
  });
  if (!outcome.ok) throw new Error(`refused: ${outcome.problems.map(formatProblem).join('; ')}`);
  return outcome.plan;
};

/** Every table a DSN writes, for "nothing written" as before = after. */
const snapshot = async (store: Store, org: string) => ({
  changes: await latestChangeNumber(store.db, org),
  establishments: await store.db
    .selectFrom('establishments')
    .selectAll()
    .where('organization_id', '=', org)
    .orderBy('id')
    .execute(),
  collaborators: await store.db
    .selectFrom('collaborators')
    .selectAll()
    .where('organization_id', '=', org)
    .orderBy('id')
    .execute(),
  contracts: await store.db
    .selectFrom('contracts')
    .selectAll()
    .where('organization_id', '=', org)
    .orderBy('id')
    .execute(),
  absences: await store.db
    .selectFrom('absences')
    .selectAll()
    .where('organization_id', '=', org)
    .orderBy('id')
    .execute(),
  provenance: await store.db
    .selectFrom('dsn_provenance')
    .selectAll()
    .where('organization_id', '=', org)
    .orderBy('resource_id')
    .execute(),
});

describe.each(testEngines())('the monthly DSN import on %s', (engine) => {
  let t: TestServer;
  let json: TestServer;
  beforeAll(async () => {
    [t, json] = await Promise.all([startTestServer(engine), startTestServer(engine)]);
  });
  afterAll(async () => {
    await Promise.all([t?.stop(), json?.stop()]);
  });

  const seededOrganization = async (server: TestServer, org: string, siren: string, name: string) =>
    createOrganization(server.testStore.store.db, { id: org, name, siren });

  /** What an integrator reads with every scope: lists in full, absences without their createdAt. */
  /** What only a DSN declares (docs/dsn.md): the HR data document carries none of it. */
  const DSN_ONLY = ['temporaryNumber', 'returnReason', 'accidentDate'];
  const DSN_ONLY_CONTRACT = ['conventionalStatus', 'localScheme', 'recourseReason'];
  const without = (record: Record<string, unknown>, keys: string[]) =>
    Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));
  const withoutDsnOnly = (record: Record<string, unknown>): Record<string, unknown> => {
    const kept = without(record, DSN_ONLY);
    if (isRecord(kept.currentContract))
      kept.currentContract = without(kept.currentContract, DSN_ONLY_CONTRACT);
    if (Array.isArray(kept.contracts)) {
      kept.contracts = kept.contracts.map((c: Record<string, unknown>) => without(c, DSN_ONLY_CONTRACT));
    }
    return kept;
  };
  const answers = async (server: TestServer, org: string) => {
    const { secret } = await givenKey(server.testStore.store.db, org, [...ALL_SCOPES], 'partner');
    const read = async (path: string) => {
      const rows = [];
      for (let page = 1; ; page++) {
        const response = await server.api(
          `/organizations/${org}/${path}${path.includes('?') ? '&' : '?'}limit=100&page=${page}`,
          { key: secret },
        );
        expect(response.status).toBe(200);
        rows.push(...response.body.data);
        if (response.body.data.length < 100) return rows;
      }
    };
    const collaborators = (await read('collaborators')).map(withoutDsnOnly);
    const details = [];
    for (const c of collaborators) {
      const response = await server.api(`/organizations/${org}/collaborators/${c.id}`, { key: secret });
      details.push(withoutDsnOnly(response.body));
    }
    const absences = (await read('absences')).map(({ createdAt: _createdAt, ...rest }) =>
      withoutDsnOnly(rest),
    );
    return { collaborators, details, absences };
  };

  it('six generated months imported in order give the same API answers as the same organization imported as a JSON document', async () => {
    const org = newOrg();
    const { org: model, files, document } = await seededMonths(org);
    await seededOrganization(t, org, model.siren, model.name);
    await seededOrganization(json, org, model.siren, model.name);
    await imported(
      t.testStore.store,
      SIX_MONTHS.map((m) => sourceOf(files, m)),
      { org },
    );
    await importHrDocument(json.testStore.store, document);

    const fromDsn = await answers(t, org);
    const fromJson = await answers(json, org);
    expect(fromDsn.collaborators.length).toBeGreaterThan(30);
    expect(fromDsn.absences.length).toBeGreaterThan(0);
    expect(fromDsn).toEqual(fromJson);
  });

  it('the HR data document written beside generated DSNs is self-contained: it imports as is, organization included, into a store without it', async () => {
    const org = newOrg();
    const { org: model, document } = await seededMonths(org, { collaborators: 12 });
    await importHrDocument(json.testStore.store, document);
    const row = await json.testStore.store.db
      .selectFrom('organizations')
      .select(['id', 'name', 'siren'])
      .where('id', '=', org)
      .executeTakeFirst();
    expect(row).toEqual({ id: org, name: model.name, siren: model.siren });
  });

  it('importing a month twice changes nothing and emits no event', async () => {
    const org = newOrg();
    const { org: model, files } = await seededMonths(org);
    await seededOrganization(t, org, model.siren, model.name);
    await imported(t.testStore.store, [sourceOf(files, '2026-03')], { org });
    const before = await snapshot(t.testStore.store, org);
    const again = await imported(t.testStore.store, [sourceOf(files, '2026-03')], { org });
    expect(again.created).toEqual([]);
    expect(again.updated).toEqual([]);
    expect(await snapshot(t.testStore.store, org)).toEqual(before);
  });

  it('an older month imported after a newer one changes nothing the newer one set, and only fills what is missing', async () => {
    const org = newOrg();
    const { org: model, files } = await seededMonths(org);
    await seededOrganization(t, org, model.siren, model.name);
    await imported(t.testStore.store, [sourceOf(files, '2026-06')], { org });
    const june = await snapshot(t.testStore.store, org);
    const january = await imported(t.testStore.store, [sourceOf(files, '2026-01')], { org });
    expect(january.created.length).toBeGreaterThan(0); // leavers gone by June, their contracts, January's absences
    const after = await snapshot(t.testStore.store, org);
    for (const table of ['establishments', 'collaborators', 'contracts', 'absences'] as const) {
      for (const row of june[table]) {
        const now = after[table].find((r) => r.id === row.id) as Record<string, unknown> | undefined;
        for (const [column, value] of Object.entries(row)) {
          if (value !== null)
            expect({ table, column, value: now?.[column] }).toEqual({ table, column, value });
        }
      }
    }
    // A job changed in between: June's title stays.
    const changed = model.individuals.find((p) => p.contract.change && p.contract.change.month > '2026-01');
    if (changed) {
      const row = after.contracts.find((c) => c.id === changed.contract.id);
      expect(row?.job_title).toBe(changed.contract.job.jobTitle);
    }
  });

  it('a stoppage cancelled by reason 99 disappears and its deletion is in the change feed', async () => {
    const org = newOrg();
    await seededOrganization(t, org, TEST_SIREN, 'Antilles SAS');
    const body = [...establishment(), ...individual(), ...contract()];
    await imported(
      t.testStore.store,
      [
        latin1Source(
          'january.dsn',
          dsnText([...header('012026'), ...body, ...stoppage('01', '09012026', '20012026')]),
        ),
      ],
      { org },
    );
    const { secret } = await givenKey(t.testStore.store.db, org, [...ALL_SCOPES], 'partner');
    const before = await t.api(`/organizations/${org}/absences`, { key: secret });
    expect(before.body.data).toMatchObject([
      {
        startDate: '2026-01-10',
        endDate: '2026-01-20',
        type: 'maladie_non_professionnelle',
        dsnReason: '01',
      },
    ]);
    const cursor = (await t.api(`/organizations/${org}/changes/latest`, { key: secret })).body.cursor;

    const plan = await imported(
      t.testStore.store,
      [
        latin1Source(
          'february.dsn',
          dsnText([...header('022026'), ...body, ...stoppage('99', '09012026', '20012026')]),
        ),
      ],
      { org },
    );
    expect(plan.removed).toEqual([{ resource: 'absence', id: before.body.data[0].id }]);
    expect((await t.api(`/organizations/${org}/absences`, { key: secret })).body.data).toEqual([]);
    const feed = await t.api(`/organizations/${org}/changes?after=${cursor}`, { key: secret });
    expect(feed.body.data.map((e: { type: string; resourceId: string }) => [e.type, e.resourceId])).toEqual([
      ['absence.deleted', before.body.data[0].id],
    ]);
  });

  const valid = () => [...header('012026'), ...establishment(), ...individual(), ...contract()];
  const lineOf = (text: string, prefix: string) =>
    text.split('\n').findIndex((l) => l.startsWith(prefix)) + 1;

  it.each([
    [
      'a wrong total',
      (text: string) => text.replace(/S90\.G00\.90\.001,'\d+'/, "S90.G00.90.001,'7'"),
      'S90.G00.90.001',
    ],
    [
      'a wrong SIRET key',
      (text: string) =>
        text.replace(
          /S21\.G00\.11\.001,'(\d{4})\d'/,
          (_m, nic) => `S21.G00.11.001,'${nic}${(Number(_m.slice(-2, -1)) + 1) % 10}'`,
        ),
      'S21.G00.11.001',
    ],
    [
      'an unknown nature',
      (text: string) => text.replace("S20.G00.05.001,'01'", "S20.G00.05.001,'09'"),
      'S20.G00.05.001',
    ],
    [
      'another company’s SIREN',
      () =>
        dsnText([
          ...header('012026', { siren: OTHER_SIREN }),
          ...establishment(siret(OTHER_SIREN, 1).slice(9)),
          ...individual(),
          ...contract(),
        ]),
      'S21.G00.06.001',
    ],
  ])(
    'a file with %s is refused with the line and rubrique, and writes nothing',
    async (_name, edit, code) => {
      const org = newOrg();
      await seededOrganization(t, org, TEST_SIREN, 'Antilles SAS');
      await imported(
        t.testStore.store,
        [
          latin1Source(
            'first.dsn',
            dsnText([...header('122025'), ...establishment(), ...individual(), ...contract()]),
          ),
        ],
        { org },
      );
      const before = await snapshot(t.testStore.store, org);
      const text = edit(dsnText(valid()));
      const outcome: DsnImportOutcome = await importDsn(t.testStore.store, [latin1Source('bad.dsn', text)], {
        organizationId: org,
        dryRun: false,
        actor: CLI_ACTOR,
      });
      expect(outcome.ok).toBe(false);
      if (outcome.ok) return;
      const line = code === 'S90.G00.90.001' ? lineOf(text, code) : lineOf(text, code);
      expect(outcome.problems.map(formatProblem).join('\n')).toContain(`line ${line} (${code}): `);
      expect(await snapshot(t.testStore.store, org)).toEqual(before);
    },
  );

  it('the dry run is exactly the plan the import then applies, and writes nothing', async () => {
    const org = newOrg();
    const { org: model, files } = await seededMonths(org);
    await seededOrganization(t, org, model.siren, model.name);
    await imported(t.testStore.store, [sourceOf(files, '2026-01')], { org });
    const before = await snapshot(t.testStore.store, org);
    const sources = ['2026-02', '2026-03'].map((m) => sourceOf(files, m));
    const dry = await imported(t.testStore.store, sources, { org, dryRun: true });
    expect(await snapshot(t.testStore.store, org)).toEqual(before);
    const done = await imported(t.testStore.store, sources, { org });
    expect(done).toEqual(dry);
    expect(dry.updated.length + dry.created.length).toBeGreaterThan(0);
    expect(JSON.stringify(dry)).not.toMatch(/\d{15}/); // NIRs are never printed in a plan
  });

  it('reads rubrique values with an apostrophe and keeps the DSN e-mail as the e-mail of a new collaborator', async () => {
    const org = newOrg();
    await seededOrganization(t, org, TEST_SIREN, 'Antilles SAS');
    await imported(t.testStore.store, [latin1Source('a.dsn', dsnText(valid()))], { org });
    const { secret } = await givenKey(t.testStore.store.db, org, [...ALL_SCOPES], 'partner');
    const list = await t.api(`/organizations/${org}/collaborators`, { key: secret });
    expect(list.body.data).toMatchObject([
      { lastName: "D'Almeida", firstName: 'Élodie', email: 'elodie@example.invalid', title: 'mrs' },
    ]);
    expect(rubrique('a', 'b')).toBe("a,'b'");
  });
});
