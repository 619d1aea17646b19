import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_SCOPES } from '../../src/auth/scopes.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { importDsn } from '../../src/dsn/import.ts';
import type { DsnSource } from '../../src/dsn/lines.ts';
import { readablePlanLines } from '../../src/dsn/plan-readable.ts';
import { formatProblem } from '../../src/hr-data/checks.ts';
import { createOrganization } from '../../src/organizations/organizations.queries.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey } from '../support/fixtures.ts';
import { givenComplementaryContract } from '../support/hr-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { adhesion, dsnText, establishment, header, latin1Source, rubrique, TEST_SIREN } from './builder.ts';

const REFERENCE = 'PREV-CONTRIB-1';
let counter = 0;
const newOrg = () => `org_dsnc_${Date.now().toString(36)}_${counter++}`;

/** One person with a contract, an affiliation of technical id `techId` and their code 31 base. */
function person(n: number, techId: string, base: string, amount: string, extra: string[] = []): string[] {
  return [
    rubrique('S21.G00.30.001', `18803691234${String(n).padStart(2, '0')}`),
    rubrique('S21.G00.30.002', `Martin${String.fromCharCode(64 + n)}`),
    rubrique('S21.G00.30.004', 'Paul'),
    rubrique('S21.G00.30.005', '01'),
    rubrique('S21.G00.30.006', '17031988'),
    rubrique('S21.G00.40.001', '01092019'),
    rubrique('S21.G00.40.003', '04'),
    rubrique('S21.G00.40.007', '01'),
    rubrique('S21.G00.40.009', `C${n}`),
    ...extra,
    rubrique('S21.G00.70.004', 'OPT1'),
    rubrique('S21.G00.70.005', 'CA'),
    rubrique('S21.G00.70.012', techId),
    rubrique('S21.G00.70.013', '007'),
    rubrique('S21.G00.70.014', '01092019'),
    rubrique('S21.G00.78.001', '31'),
    rubrique('S21.G00.78.002', '01012026'),
    rubrique('S21.G00.78.003', '31012026'),
    rubrique('S21.G00.78.004', base),
    rubrique('S21.G00.78.005', techId),
    rubrique('S21.G00.79.001', '11'),
    rubrique('S21.G00.79.004', base),
    rubrique('S21.G00.81.001', '059'),
    rubrique('S21.G00.81.002', 'P0942'),
    rubrique('S21.G00.81.003', base),
    rubrique('S21.G00.81.004', amount),
    rubrique('S21.G00.81.007', '1.500'),
  ];
}

const stoppage = (returnDate?: string) => [
  rubrique('S21.G00.60.001', '01'),
  rubrique('S21.G00.60.002', '09012026'),
  rubrique('S21.G00.60.003', '20012026'),
  ...(returnDate ? [rubrique('S21.G00.60.010', returnDate)] : []),
];

function file(name: string, people: string[][], options: { type?: string; version?: string } = {}) {
  const head = header('012026', options);
  if (options.type === '03') {
    const at = head.findIndex((l) => l.startsWith('S20.G00.05.005')) + 1;
    head.splice(at, 0, rubrique('S20.G00.05.006', 'DECL-1'));
  }
  // The adhesion's technical id is the file's own: another month may number it otherwise.
  return latin1Source(
    name,
    dsnText([...head, ...establishment(), ...adhesion(REFERENCE, 'P0942', '007'), ...people.flat()]),
  );
}

describe.each(testEngines())('DSN contributions (S21.G00.78 code 31) on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine);
  });
  afterAll(async () => {
    await t?.stop();
  });

  const given = async () => {
    const org = newOrg();
    const db = t.testStore.store.db;
    await createOrganization(db, { id: org, name: 'Transports Le Goff', siren: TEST_SIREN });
    const contract = await givenComplementaryContract(db, org, { reference: REFERENCE });
    const partner = (await givenKey(db, org, [...PARTNER_SCOPES], 'partner')).secret;
    return { org, contractId: contract.id, partner };
  };
  const run = (org: string, sources: DsnSource[]) =>
    importDsn(t.testStore.store, sources, { organizationId: org, dryRun: false, actor: CLI_ACTOR });
  const imported = async (org: string, sources: DsnSource[]) => {
    const outcome = await run(org, sources);
    if (!outcome.ok) throw new Error(`refused: ${outcome.problems.map(formatProblem).join('; ')}`);
    return outcome.plan;
  };
  const contributions = (org: string, contractId: string, key: string, query = 'month=1&year=2026') =>
    t.api(`/organizations/${org}/complementary-contracts/${contractId}/contributions?${query}`, { key });

  it('serves the file’s bases, components and amounts of three people, and the contract’s totals', async () => {
    const { org, contractId, partner } = await given();
    const plan = await imported(org, [
      file('2026-01.dsn', [
        person(1, '001', '3000.00', '45.00'),
        person(2, '002', '2500.50', '37.51'),
        person(3, '003', '1800.10', '27.00'),
      ]),
    ]);
    expect(plan.contributions).toMatchObject({ created: 3, replaced: 0, removed: 0 });
    // The plan in words, as the console and the CLI show it.
    expect(readablePlanLines(plan).join('\n')).toContain(
      `2026-01, contract ${REFERENCE}: 3 people, bases 7,300.60 €, contributions 109.51 €`,
    );
    const response = await contributions(org, contractId, partner);
    expect(response.status).toBe(200);
    const body = response.body as {
      data: {
        base: number;
        contributions: number;
        bases: { components: unknown[]; contributions: unknown[] }[];
      }[];
      total: number;
      totals: unknown;
    };
    expect(body.total).toBe(3);
    expect(body.totals).toEqual({ people: 3, base: 7300.6, contributions: 109.51 });
    expect(body.data.map((p) => [p.base, p.contributions])).toEqual(
      expect.arrayContaining([
        [3000, 45],
        [2500.5, 37.51],
        [1800.1, 27],
      ]),
    );
    const first = body.data.find((p) => p.base === 3000);
    expect(first?.bases).toEqual([
      {
        startDate: '2026-01-01',
        endDate: '2026-01-31',
        amount: 3000,
        components: [{ type: '11', amount: 3000 }],
        contributions: [{ code: '059', organism: 'P0942', base: 3000, amount: 45, rate: '1.500' }],
      },
    ]);
    const paged = await contributions(org, contractId, partner, 'month=1&year=2026&limit=2&page=2');
    expect(paged.body).toMatchObject({ total: 3, page: 2, totals: { people: 3 } });
    expect((paged.body as { data: unknown[] }).data).toHaveLength(1);
    const empty = await contributions(org, contractId, partner, 'month=2&year=2026');
    expect(empty.body).toMatchObject({
      total: 0,
      data: [],
      totals: { people: 0, base: 0, contributions: 0 },
    });
  });

  it('a replacement declaration of the month changes them; a second normal one does not', async () => {
    const { org, contractId, partner } = await given();
    await imported(org, [
      file('2026-01.dsn', [person(1, '001', '3000.00', '45.00'), person(2, '002', '2500.50', '37.51')]),
    ]);
    const again = await imported(org, [file('2026-01-bis.dsn', [person(1, '001', '9999.00', '1.00')])]);
    expect(again.contributions).toMatchObject({ created: 0, replaced: 0, kept: 1 });
    expect((await contributions(org, contractId, partner)).body).toMatchObject({
      totals: { people: 2, base: 5500.5, contributions: 82.51 },
    });
    // Renumbered technical ids: the replacement names the same contract through its reference.
    const replaced = await imported(org, [
      file('2026-01-r.dsn', [person(1, '004', '3100.00', '46.50')], { type: '03' }),
    ]);
    expect(replaced.contributions).toMatchObject({ replaced: 1, removed: 1 });
    const body = (await contributions(org, contractId, partner)).body;
    expect(body).toMatchObject({ total: 1, totals: { people: 1, base: 3100, contributions: 46.5 } });
    expect(body).toMatchObject({ data: [{ declaredBy: { declarationType: '03' } }] });
  });

  it.each([
    [
      'a base naming no affiliation of the individual',
      (l: string) => l.replace("S21.G00.78.005,'001'", "S21.G00.78.005,'009'"),
      'S21.G00.78.005',
    ],
    [
      'an amount that is not a number',
      (l: string) => l.replace("S21.G00.81.004,'45.00'", "S21.G00.81.004,'45,00'"),
      'S21.G00.81.004',
    ],
    [
      'a base that is not a number',
      (l: string) => l.replace("S21.G00.78.004,'3000.00'", "S21.G00.78.004,'3000.0O'"),
      'S21.G00.78.004',
    ],
    [
      'a component whose amount is not a number',
      (l: string) => l.replace("S21.G00.79.004,'3000.00'", "S21.G00.79.004,'trois mille'"),
      'S21.G00.79.004',
    ],
    [
      'an amount with more than two decimals',
      (l: string) => l.replace("S21.G00.81.004,'45.00'", "S21.G00.81.004,'45.001'"),
      'S21.G00.81.004',
    ],
    [
      'components without their base',
      (l: string) => l.replace("S21.G00.78.004,'3000.00'\n", ''),
      'S21.G00.78.004',
    ],
    [
      'an adhesion that is not the establishment’s',
      (l: string) => l.replace("S21.G00.70.013,'007'", "S21.G00.70.013,'008'"),
      'S21.G00.78.005',
    ],
  ])('refuses %s with its line and rubrique, writing nothing', async (_, broken, rubriqueCode) => {
    const { org, contractId, partner } = await given();
    const text = dsnText([
      ...header('012026'),
      ...establishment(),
      ...adhesion(REFERENCE, 'P0942', '007'),
      ...person(1, '001', '3000.00', '45.00'),
    ]);
    // A good month beside it: the problem names its file, and the good month is not written either.
    const good = dsnText([
      ...header('122025'),
      ...establishment(),
      ...adhesion(REFERENCE, 'P0942', '007'),
      ...person(1, '001', '3000.00', '45.00'),
    ]);
    const outcome = await run(org, [latin1Source('good.dsn', good), latin1Source('bad.dsn', broken(text))]);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    const at = new RegExp(`^bad\\.dsn: line \\d+ \\(${rubriqueCode.replaceAll('.', '\\.')}\\)`);
    expect(outcome.problems.map(formatProblem).filter((p) => at.test(p))).not.toEqual([]);
    const written = await t.testStore.store.db
      .selectFrom('dsn_contributions')
      .select('month')
      .where('organization_id', '=', org)
      .execute();
    expect(written).toEqual([]);
    expect((await contributions(org, contractId, partner)).body).toMatchObject({ total: 0 });
  });

  it('tells a stoppage started then ended in the feed, its reason only to a key that reads absence types', async () => {
    const { org } = await given();
    const db = t.testStore.store.db;
    const withType = (await givenKey(db, org, ['org:absence:read', 'org:absence:type:read'], 'partner'))
      .secret;
    const without = (await givenKey(db, org, ['org:absence:read'], 'partner')).secret;
    await imported(org, [file('2026-01.dsn', [person(1, '001', '3000.00', '45.00', stoppage())])]);
    await imported(org, [file('2026-01-again.dsn', [person(1, '001', '3000.00', '45.00', stoppage())])]);
    await imported(org, [
      file('2026-01-r.dsn', [person(1, '002', '3000.00', '45.00', stoppage('21012026'))], { type: '03' }),
    ]);
    const feed = async (key: string) =>
      (
        (
          await t.api(`/organizations/${org}/changes?types=absence.stoppage_started,absence.stoppage_ended`, {
            key,
          })
        ).body as {
          data: { type: string; reason?: string }[];
        }
      ).data;
    expect((await feed(withType)).map((e) => [e.type, e.reason])).toEqual([
      ['absence.stoppage_started', '01'],
      ['absence.stoppage_ended', '01'],
    ]);
    // Beyond v1.11.0: a reader that does not name them in `types` gets the feed it had before.
    const everything = await t.api(`/organizations/${org}/changes`, { key: withType });
    const types = (everything.body as { data: { type: string }[] }).data.map((e) => e.type);
    expect(types).toContain('absence.created');
    expect(types.filter((type) => type.startsWith('absence.stoppage_'))).toEqual([]);
    expect((await feed(without)).map((e) => [e.type, e.reason])).toEqual([
      ['absence.stoppage_started', undefined],
      ['absence.stoppage_ended', undefined],
    ]);
  });
});
