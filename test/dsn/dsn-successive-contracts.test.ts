import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SCOPES } from '../../src/auth/scopes.ts';
import { latestChangeNumber } from '../../src/changes/change-log.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import type { Store } from '../../src/db/store.ts';
import { importDsn } from '../../src/dsn/import.ts';
import { formatProblem } from '../../src/hr-data/checks.ts';
import { createOrganization } from '../../src/organizations/organizations.queries.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey } from '../support/fixtures.ts';
import { givenComplementaryContract } from '../support/hr-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import {
  adhesion,
  affiliation,
  contract,
  dsnText,
  establishment,
  header,
  individual,
  latin1Source,
  rubrique,
  TEST_SIREN,
} from './builder.ts';

let counter = 0;
const newOrg = () => `org_dsnsc_${Date.now().toString(36)}_${counter++}`;
const REFERENCE = 'PREV-TEST-SC';

/** A fixed-term contract ended on 13 March, then a permanent one from 16 March, each with its S21.G00.70. */
const fixedTerm = (withAffiliation: boolean) => [
  ...contract('05012026', [
    ...(withAffiliation ? affiliation('OPT1', '05012026', '13032026') : []),
    rubrique('S21.G00.62.001', '13032026'),
    rubrique('S21.G00.62.002', '031'),
  ]).map((l) =>
    l.startsWith('S21.G00.40.007')
      ? rubrique('S21.G00.40.007', '02')
      : l.startsWith('S21.G00.40.009')
        ? rubrique('S21.G00.40.009', 'CDD1')
        : l,
  ),
];
const permanent = () =>
  contract('16032026', affiliation('OPT1', '16032026')).map((l) =>
    l.startsWith('S21.G00.40.009') ? rubrique('S21.G00.40.009', 'CDI1') : l,
  );

const march = (type: string) =>
  latin1Source(
    `2026-03-${type}.dsn`,
    dsnText([
      ...header('032026', { type }),
      ...establishment(),
      ...adhesion(REFERENCE),
      ...individual(),
      ...fixedTerm(true),
      ...permanent(),
    ]),
  );
const april = () =>
  latin1Source(
    '2026-04.dsn',
    dsnText([
      ...header('042026'),
      ...establishment(),
      ...adhesion(REFERENCE),
      ...individual(),
      ...permanent(),
    ]),
  );

/** Every table a DSN writes, for "nothing changed" as before = after. */
const storedRows = async (store: Store, org: string) => {
  const rows = (table: 'collaborators' | 'contracts' | 'absences' | 'affiliations') =>
    store.db.selectFrom(table).selectAll().where('organization_id', '=', org).orderBy('id').execute();
  return {
    changes: await latestChangeNumber(store.db, org),
    collaborators: await rows('collaborators'),
    contracts: await rows('contracts'),
    absences: await rows('absences'),
    affiliations: await rows('affiliations'),
    provenance: await store.db
      .selectFrom('dsn_provenance')
      .selectAll()
      .where('organization_id', '=', org)
      .orderBy('resource_id')
      .execute(),
    declarations: await store.db
      .selectFrom('dsn_declarations')
      .select(['month', 'absence_ids', 'affiliation_ids'])
      .where('organization_id', '=', org)
      .orderBy('month')
      .execute(),
  };
};

describe.each(testEngines())('successive contracts each declaring their affiliation, on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine);
  });
  afterAll(async () => {
    await t?.stop();
  });

  const givenOrganization = async () => {
    const org = newOrg();
    const db = t.testStore.store.db;
    await createOrganization(db, { id: org, name: 'Lorraine Fret', siren: TEST_SIREN });
    const { id } = await givenComplementaryContract(db, org, { reference: REFERENCE, optionIds: [] });
    await db
      .insertInto('complementary_contract_options')
      .values({
        organization_id: org,
        id: `opt_${org}`,
        contract_id: id,
        option_code: 'OPT1',
        option_name: 'Option 1',
        population_code: 'CA',
        population_name: '',
      })
      .execute();
    return org;
  };
  const imported = async (org: string, source: ReturnType<typeof march>) => {
    const outcome = await importDsn(t.testStore.store, [source], {
      organizationId: org,
      dryRun: false,
      actor: CLI_ACTOR,
    });
    if (!outcome.ok) throw new Error(`refused: ${outcome.problems.map(formatProblem).join('; ')}`);
    return outcome.plan;
  };
  /** What an integrator reads: the collaborator's record and its affiliations. */
  const served = async (org: string, secret: string) => {
    const list = await t.api(`/organizations/${org}/collaborators`, { key: secret });
    const records = [];
    for (const item of list.body.data) {
      const record = await t.api(`/organizations/${org}/collaborators/${item.id}`, { key: secret });
      const affiliations = await t.api(`/organizations/${org}/collaborators/${item.id}/affiliations`, {
        key: secret,
      });
      records.push({ record: record.body, affiliations: affiliations.body });
    }
    return { list: list.body.data, records };
  };

  it('the same month three times, its replacement twice, then the next month: each is imported and every repeat changes nothing', async () => {
    const org = await givenOrganization();
    const { secret } = await givenKey(t.testStore.store.db, org, [...ALL_SCOPES], 'partner');
    await imported(org, march('01'));
    const periods = await t.testStore.store.db
      .selectFrom('affiliations')
      .select(['status', 'start_date', 'end_date'])
      .where('organization_id', '=', org)
      .orderBy('start_date')
      .execute();
    expect(periods).toEqual([
      { status: 'terminated', start_date: '2026-01-05', end_date: '2026-03-13' },
      { status: 'active', start_date: '2026-03-16', end_date: null },
    ]);
    const rows = await storedRows(t.testStore.store, org);
    const answers = await served(org, secret);
    expect(answers.records.map((r) => r.affiliations.data.length)).toEqual([2]);
    for (const source of [march('01'), march('01'), march('03'), march('03')]) {
      const plan = await imported(org, source);
      expect(plan.created).toEqual([]);
      expect(plan.updated).toEqual([]);
      expect(plan.removed).toEqual([]);
      expect(plan.unchanged.affiliation).toBe(2);
      expect(await storedRows(t.testStore.store, org)).toEqual(rows);
      expect(await served(org, secret)).toEqual(answers);
    }
    const next = await imported(org, april());
    expect(next.created.filter((c) => c.resource === 'affiliation')).toEqual([]);
    expect(next.updated.filter((c) => c.resource === 'affiliation')).toEqual([]);
    const after = await storedRows(t.testStore.store, org);
    expect(after.affiliations).toEqual(rows.affiliations);
    const afterApril = await served(org, secret);
    for (const source of [march('03'), april()]) {
      await imported(org, source);
      expect(await served(org, secret)).toEqual(afterApril);
    }
  });

  it('a replacement of the month that corrects the fixed-term affiliation’s end amends that ended period, not the current one', async () => {
    const org = await givenOrganization();
    await imported(org, march('01'));
    const corrected = latin1Source(
      '2026-03-03.dsn',
      dsnText([
        ...header('032026', { type: '03' }),
        ...establishment(),
        ...adhesion(REFERENCE),
        ...individual(),
        ...fixedTerm(true).map((l) =>
          l.startsWith('S21.G00.70.015') ? rubrique('S21.G00.70.015', '12032026') : l,
        ),
        ...permanent(),
      ]),
    );
    await imported(org, corrected);
    const periods = await t.testStore.store.db
      .selectFrom('affiliations')
      .select(['status', 'start_date', 'end_date'])
      .where('organization_id', '=', org)
      .orderBy('start_date')
      .execute();
    expect(periods).toEqual([
      { status: 'terminated', start_date: '2026-01-05', end_date: '2026-03-12' },
      { status: 'active', start_date: '2026-03-16', end_date: null },
    ]);
  });

  it('an ended period whose corrected end would reach into the following period is refused naming S21.G00.70.015, and nothing is written', async () => {
    const org = await givenOrganization();
    await imported(org, march('01'));
    const before = await storedRows(t.testStore.store, org);
    const text = dsnText([
      ...header('032026', { type: '03' }),
      ...establishment(),
      ...adhesion(REFERENCE),
      ...individual(),
      ...fixedTerm(true).map((l) =>
        l.startsWith('S21.G00.70.015') ? rubrique('S21.G00.70.015', '20032026') : l,
      ),
      ...permanent(),
    ]);
    const outcome = await importDsn(t.testStore.store, [latin1Source('bad.dsn', text)], {
      organizationId: org,
      dryRun: false,
      actor: CLI_ACTOR,
    });
    expect(outcome.ok).toBe(false);
    const line = text.split('\n').findIndex((l) => l.startsWith('S21.G00.70.015')) + 1;
    expect(outcome.ok ? '' : outcome.problems.map(formatProblem).join('\n')).toContain(
      `line ${line} (S21.G00.70.015): affiliation refused: the affiliation's end date is not before the start of the following affiliation, 2026-03-16`,
    );
    expect(await storedRows(t.testStore.store, org)).toEqual(before);
  });

  it('each contract of the record carries its natureContrat and estCadre: the ended fixed-term contract is told from the permanent one', async () => {
    const org = await givenOrganization();
    const { secret } = await givenKey(t.testStore.store.db, org, [...ALL_SCOPES], 'partner');
    await imported(org, march('01'));
    const list = await t.api(`/organizations/${org}/collaborators`, { key: secret });
    const record = await t.api(`/organizations/${org}/collaborators/${list.body.data[0].id}`, {
      key: secret,
    });
    expect(
      record.body.contracts.map((c: Record<string, unknown>) => [
        c.startDate,
        c.endDate,
        c.natureContrat,
        c.estCadre,
      ]),
    ).toEqual([
      ['2026-01-05T00:00:00.000Z', '2026-03-13T00:00:00.000Z', 'fixed_term', false],
      ['2026-03-16T00:00:00.000Z', null, 'permanent', false],
    ]);
    expect(list.body.data[0].currentContract).toMatchObject({ natureContrat: 'permanent', estCadre: false });
  });
});
