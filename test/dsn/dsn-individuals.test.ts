import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestChangeNumber } from '../../src/changes/change-log.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import type { Store } from '../../src/db/store.ts';
import { importDsn } from '../../src/dsn/import.ts';
import { formatProblem } from '../../src/hr-data/checks.ts';
import { createOrganization } from '../../src/organizations/organizations.queries.ts';
import { testEngines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import {
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
const newOrg = () => `org_dsni_${Date.now().toString(36)}_${counter++}`;
const lineOf = (text: string, prefix: string, nth = 0) =>
  text
    .split('\n')
    .map((l, i) => (l.startsWith(prefix) ? i + 1 : 0))
    .filter((i) => i > 0)[nth] ?? 0;

/** Every table a DSN writes about people, for "nothing written" as before = after. */
const snapshot = async (store: Store, org: string) => ({
  changes: await latestChangeNumber(store.db, org),
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
  provenance: await store.db
    .selectFrom('dsn_provenance')
    .selectAll()
    .where('organization_id', '=', org)
    .orderBy('resource_id')
    .execute(),
});

/** The individual of `individual()` with some of its rubriques replaced. */
const person = (replaced: Record<string, string>) =>
  individual().map((l) => {
    const code = l.slice(0, 14);
    return replaced[code] === undefined ? l : rubrique(code, replaced[code]);
  });

describe.each(testEngines())('the individuals of a DSN on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine);
  });
  afterAll(async () => {
    await t?.stop();
  });

  const givenOrganization = async () => {
    const org = newOrg();
    await createOrganization(t.testStore.store.db, { id: org, name: 'Antilles SAS', siren: TEST_SIREN });
    return org;
  };
  const refused = async (org: string, text: string) => {
    const before = await snapshot(t.testStore.store, org);
    const outcome = await importDsn(t.testStore.store, [latin1Source('bad.dsn', text)], {
      organizationId: org,
      dryRun: false,
      actor: CLI_ACTOR,
    });
    expect(outcome.ok).toBe(false);
    expect(await snapshot(t.testStore.store, org)).toEqual(before);
    return outcome.ok ? '' : outcome.problems.map(formatProblem).join('\n');
  };
  const accepted = async (org: string, text: string) => {
    const outcome = await importDsn(t.testStore.store, [latin1Source('good.dsn', text)], {
      organizationId: org,
      dryRun: false,
      actor: CLI_ACTOR,
    });
    if (!outcome.ok) throw new Error(`refused: ${outcome.problems.map(formatProblem).join('; ')}`);
    return outcome.plan;
  };

  it.each([
    ['birth name', { 'S21.G00.30.002': 'Martin' }],
    ['birth date', { 'S21.G00.30.006': '02021990' }],
    ['personnel number', { 'S21.G00.30.019': 'M0002' }],
  ])(
    'one person per NIR: two individuals with one NIR and another %s are refused naming both lines, and nothing is written',
    async (field, replaced) => {
      const org = await givenOrganization();
      const text = dsnText([
        ...header('012026'),
        ...establishment(),
        ...individual(),
        ...contract(),
        ...person(replaced),
        ...contract('01012026'),
      ]);
      const problems = await refused(org, text);
      const [first, second] = [lineOf(text, 'S21.G00.30.001', 0), lineOf(text, 'S21.G00.30.001', 1)];
      expect(problems).toContain(`line ${second} (S21.G00.30.001): `);
      expect(problems).toContain(`lines ${first} and ${second}`);
      expect(problems).toContain(field);
    },
  );

  it('one person per NIR: the same person declared twice with the same identity is one collaborator', async () => {
    const org = await givenOrganization();
    await accepted(
      org,
      dsnText([
        ...header('012026'),
        ...establishment(),
        ...individual(),
        ...contract(),
        ...individual(),
        ...contract('01012026'),
      ]),
    );
    const rows = await t.testStore.store.db
      .selectFrom('collaborators')
      .select('id')
      .where('organization_id', '=', org)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('an impossible birth date (31 February) is refused with its line, not dropped silently', async () => {
    const org = await givenOrganization();
    const text = dsnText([
      ...header('012026'),
      ...establishment(),
      ...person({ 'S21.G00.30.006': '31022001' }),
      ...contract(),
    ]);
    expect(await refused(org, text)).toContain(`line ${lineOf(text, 'S21.G00.30.006')} (S21.G00.30.006): `);
  });

  it('a birth date the norm allows to be partly unknown (00 day) is accepted and not kept', async () => {
    const org = await givenOrganization();
    await accepted(
      org,
      dsnText([
        ...header('012026'),
        ...establishment(),
        ...person({ 'S21.G00.30.006': '00032001' }),
        ...contract(),
      ]),
    );
    const rows = await t.testStore.store.db
      .selectFrom('collaborators')
      .select('birth_date')
      .where('organization_id', '=', org)
      .execute();
    expect(rows).toEqual([{ birth_date: null }]);
  });

  it('the matricule (S21.G00.30.019) holds up to 30 characters, as the norm says, and no more', async () => {
    const org = await givenOrganization();
    const thirty = 'M'.repeat(30);
    await accepted(
      org,
      dsnText([
        ...header('012026'),
        ...establishment(),
        ...person({ 'S21.G00.30.019': thirty }),
        ...contract(),
      ]),
    );
    const rows = await t.testStore.store.db
      .selectFrom('collaborators')
      .select('personnel_number')
      .where('organization_id', '=', org)
      .execute();
    expect(rows).toEqual([{ personnel_number: thirty }]);
    const text = dsnText([
      ...header('022026'),
      ...establishment(),
      ...person({ 'S21.G00.30.019': `${thirty}M` }),
      ...contract(),
    ]);
    expect(await refused(org, text)).toContain(
      `line ${lineOf(text, 'S21.G00.30.019')} (S21.G00.30.019): the value has 31 characters, the norm allows 30`,
    );
  });
});
