import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { importDsn } from '../../src/dsn/import.ts';
import type { DsnSource } from '../../src/dsn/lines.ts';
import { formatProblem } from '../../src/hr-data/checks.ts';
import { nirKey } from '../../src/hr-data/identifiers.ts';
import { createOrganization } from '../../src/organizations/organizations.queries.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey } from '../support/fixtures.ts';
import { givenComplementaryContract } from '../support/hr-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { adhesion, dsnText, establishment, header, latin1Source, rubrique, TEST_SIREN } from './builder.ts';

const REFERENCE = 'PREV-DEPENDANTS-1';
const HEALTH = 'org:employee:health_insurance:manage' as const;
const DEPENDANTS = 'org:employee:health_insurance:dependants:read' as const;
const SPOUSE_NIR13 = '1870575123456';
let counter = 0;
const newOrg = () => `org_dsnd_${Date.now().toString(36)}_${counter++}`;

interface Dependant {
  type: '01' | '02' | '03';
  lastName: string;
  firstNames: string;
  birth: string;
  nir?: string;
  start?: string;
}

const dependantLines = (d: Dependant) => [
  rubrique('S21.G00.73.002', 'OPT1'),
  rubrique('S21.G00.73.003', d.type),
  ...(d.start ? [rubrique('S21.G00.73.004', d.start)] : []),
  rubrique('S21.G00.73.005', d.birth),
  rubrique('S21.G00.73.006', d.lastName),
  ...(d.nir ? [rubrique('S21.G00.73.007', d.nir)] : []),
  rubrique('S21.G00.73.009', d.firstNames),
];

const SPOUSE: Dependant = {
  type: '01',
  lastName: 'Martin',
  firstNames: 'Luc',
  birth: '12051987',
  nir: SPOUSE_NIR13,
  start: '01092019',
};
const CHILD: Dependant = { type: '02', lastName: 'Martin', firstNames: 'Lina Rose', birth: '03062015' };

/** A person under contract since 2019, affiliated (technical id `techId`), covering `dependants`. */
function covered(techId: string, dependants: Dependant[], counts = { children: '1', adults: '1' }): string[] {
  return [
    rubrique('S21.G00.30.001', '2880369123401'),
    rubrique('S21.G00.30.002', 'Martin'),
    rubrique('S21.G00.30.004', 'Claire'),
    rubrique('S21.G00.30.005', '02'),
    rubrique('S21.G00.30.006', '17031988'),
    rubrique('S21.G00.40.001', '01092019'),
    rubrique('S21.G00.40.003', '04'),
    rubrique('S21.G00.40.007', '01'),
    rubrique('S21.G00.40.009', 'C1'),
    rubrique('S21.G00.70.004', 'OPT1'),
    rubrique('S21.G00.70.005', 'CA'),
    rubrique('S21.G00.70.007', counts.children),
    rubrique('S21.G00.70.008', counts.adults),
    rubrique('S21.G00.70.011', counts.children),
    rubrique('S21.G00.70.012', techId),
    rubrique('S21.G00.70.013', '007'),
    rubrique('S21.G00.70.014', '01092019'),
    ...dependants.flatMap(dependantLines),
  ];
}

/** A leaver: a contract from 1 September 2025 to 15 January 2026, the affiliation maintained (S21.G00.62.016). */
function leaver(extra: { flag?: boolean; endDate?: boolean } = {}): string[] {
  const { flag = true, endDate = true } = extra;
  return [
    rubrique('S21.G00.30.001', '1850469123402'),
    rubrique('S21.G00.30.002', 'Le Goff'),
    rubrique('S21.G00.30.004', 'Yann'),
    rubrique('S21.G00.30.005', '01'),
    rubrique('S21.G00.30.006', '09041985'),
    rubrique('S21.G00.40.001', '01092025'),
    rubrique('S21.G00.40.003', '04'),
    rubrique('S21.G00.40.007', '01'),
    rubrique('S21.G00.40.009', 'C2'),
    rubrique('S21.G00.70.004', 'OPT1'),
    rubrique('S21.G00.70.005', 'CA'),
    rubrique('S21.G00.70.012', '002'),
    rubrique('S21.G00.70.013', '007'),
    rubrique('S21.G00.70.014', '01092025'),
    rubrique('S21.G00.70.015', '15012026'),
    ...(endDate ? [rubrique('S21.G00.62.001', '15012026')] : []),
    rubrique('S21.G00.62.002', '031'),
    ...(flag ? [rubrique('S21.G00.62.016', '01')] : []),
  ];
}

function file(name: string, month: string, people: string[][], type = '01'): DsnSource {
  const head = header(month, { type });
  if (type === '03') {
    const at = head.findIndex((l) => l.startsWith('S20.G00.05.005')) + 1;
    head.splice(at, 0, rubrique('S20.G00.05.006', 'DECL-1'));
  }
  return latin1Source(
    name,
    dsnText([...head, ...establishment(), ...adhesion(REFERENCE, 'P0942', '007'), ...people.flat()]),
  );
}

interface Served {
  startDate: string;
  endDate: string | null;
  complementaryContract: { id: string };
  dependants: Record<string, number | null> | null;
  beneficiaries?: Record<string, unknown>[];
  portability: { startDate: string; endDate: string; rule: string } | null;
}

describe.each(testEngines())(
  'DSN dependants and portability (S21.G00.70, .73, S21.G00.62.016) on %s',
  (engine) => {
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
      const key = async (scopes: Parameters<typeof givenKey>[2]) =>
        (await givenKey(db, org, scopes, 'partner')).secret;
      return {
        org,
        contractId: contract.id,
        full: await key([HEALTH, DEPENDANTS, 'org:employee:read', 'org:employee:details:read']),
        dependantsOnly: await key([HEALTH, DEPENDANTS]),
        healthOnly: await key([HEALTH]),
      };
    };
    const run = (org: string, sources: DsnSource[]) =>
      importDsn(t.testStore.store, sources, { organizationId: org, dryRun: false, actor: CLI_ACTOR });
    const imported = async (org: string, sources: DsnSource[]) => {
      const outcome = await run(org, sources);
      if (!outcome.ok) throw new Error(`refused: ${outcome.problems.map(formatProblem).join('; ')}`);
      return outcome.plan;
    };
    const collaboratorIds = async (org: string) =>
      (
        await t.testStore.store.db
          .selectFrom('collaborators')
          .select(['id', 'last_name'])
          .where('organization_id', '=', org)
          .execute()
      ).reduce<Record<string, string>>((ids, r) => Object.assign(ids, { [r.last_name]: r.id }), {});
    const affiliations = async (org: string, collaboratorId: string, key: string) => {
      const response = await t.api(`/organizations/${org}/collaborators/${collaboratorId}/affiliations`, {
        key,
      });
      expect(response.status).toBe(200);
      return (response.body as { data: Served[] }).data;
    };
    const january = (people: string[][], type = '01') => file(`2026-01-${type}.dsn`, '012026', people, type);

    it('serves the file’s counts, dependants and the leaver’s portability exactly, the NIR only with the details scope', async () => {
      const { org, full, dependantsOnly, healthOnly } = await given();
      await imported(org, [january([covered('001', [SPOUSE, CHILD]), leaver()])]);
      const ids = await collaboratorIds(org);
      const [claire] = await affiliations(org, String(ids.Martin), full);
      expect(claire?.dependants).toEqual({
        children: 1,
        adults: 1,
        covered: null,
        others: null,
        coveredChildren: 1,
      });
      expect(claire?.portability).toBeNull();
      expect(claire?.beneficiaries).toEqual([
        {
          type: 'adult',
          firstName: 'Luc',
          lastName: 'Martin',
          birthDate: '1987-05-12T00:00:00.000Z',
          startDate: '2019-09-01T00:00:00.000Z',
          endDate: null,
          socialSecurityNumber: `${SPOUSE_NIR13}${nirKey(SPOUSE_NIR13)}`,
        },
        {
          type: 'child',
          firstName: 'Lina',
          lastName: 'Martin',
          birthDate: '2015-06-03T00:00:00.000Z',
          startDate: '2026-01-01T00:00:00.000Z',
          endDate: null,
          socialSecurityNumber: null,
        },
      ]);
      const [withoutDetails] = await affiliations(org, String(ids.Martin), dependantsOnly);
      expect(withoutDetails?.beneficiaries?.[0]).not.toHaveProperty('socialSecurityNumber');
      const [withoutScope] = await affiliations(org, String(ids.Martin), healthOnly);
      expect(withoutScope).not.toHaveProperty('beneficiaries');
      expect(withoutScope?.dependants).toEqual(claire?.dependants);
      // Contract of 4.5 months: 5 months of cover from the day after its end (article L911-8 CSS).
      const [yann] = await affiliations(org, String(ids['Le Goff']), healthOnly);
      expect(yann?.endDate).toBe('2026-01-15T00:00:00.000Z');
      expect(yann?.portability).toEqual({
        startDate: '2026-01-16T00:00:00.000Z',
        endDate: '2026-06-15T00:00:00.000Z',
        rule: 'L911-8',
      });
      const feed = await t.api(`/organizations/${org}/changes?types=affiliation.portability_opened`, {
        key: healthOnly,
      });
      expect((feed.body as { data: { type: string; collaboratorId: string }[] }).data).toEqual([
        expect.objectContaining({ type: 'affiliation.portability_opened', collaboratorId: ids['Le Goff'] }),
      ]);
      // Filtered by grant like every event: a key that reads no affiliation is told of none.
      const absencesOnly = (await givenKey(t.testStore.store.db, org, ['org:absence:read'], 'partner'))
        .secret;
      const theirs = await t.api(`/organizations/${org}/changes`, { key: absencesOnly });
      expect((theirs.body as { data: { type: string }[] }).data.map((e) => e.type)).not.toContain(
        'affiliation.portability_opened',
      );
    });

    it('the same file twice changes nothing; a second normal declaration of the month is kept out; a replacement changes it', async () => {
      const { org, full } = await given();
      await imported(org, [january([covered('001', [SPOUSE, CHILD]), leaver()])]);
      const again = await imported(org, [january([covered('001', [SPOUSE, CHILD]), leaver()])]);
      expect(again.dependants).toMatchObject({ written: 0, kept: 0, portabilities: 0 });
      const renamed = { ...SPOUSE, firstNames: 'Lucas' };
      const normal = await imported(org, [january([covered('003', [renamed, CHILD])])]);
      expect(normal.dependants).toMatchObject({ written: 0, kept: 1 });
      const ids = await collaboratorIds(org);
      expect((await affiliations(org, String(ids.Martin), full))[0]?.beneficiaries?.[0]).toMatchObject({
        firstName: 'Luc',
      });
      // Renumbered technical ids, another first name: the same spouse, found by NIR.
      const replaced = await imported(org, [
        january(
          [covered('004', [renamed, CHILD], { children: '1', adults: '1' }), leaver({ flag: false })],
          '03',
        ),
      ]);
      expect(replaced.dependants).toMatchObject({ written: 1 });
      const [claire] = await affiliations(org, String(ids.Martin), full);
      expect(claire?.beneficiaries?.map((b) => b.firstName)).toEqual(['Lucas', 'Lina']);
      const [yann] = await affiliations(org, String(ids['Le Goff']), full);
      expect(yann?.portability).toBeNull();
    });

    it('the next month without a child ends that child’s cover on the last day of the month that declared it', async () => {
      const { org, full } = await given();
      await imported(org, [january([covered('001', [SPOUSE, CHILD])])]);
      await imported(org, [
        file('2026-02.dsn', '022026', [covered('005', [SPOUSE], { children: '0', adults: '1' })]),
      ]);
      const ids = await collaboratorIds(org);
      const [claire] = await affiliations(org, String(ids.Martin), full);
      expect(claire?.dependants).toMatchObject({ children: 0, adults: 1 });
      expect(claire?.beneficiaries?.map((b) => [b.firstName, b.endDate])).toEqual([
        ['Luc', null],
        ['Lina', '2026-01-31T00:00:00.000Z'],
      ]);
    });

    it('lists the leaver’s affiliation with its portability and the dependants in the contracts list', async () => {
      const { org, full } = await given();
      await imported(org, [january([covered('001', [SPOUSE, CHILD]), leaver()])]);
      const response = await t.api(`/organizations/${org}/complementary-contracts`, { key: full });
      const [contract] = (response.body as { data: { affiliatedEmployees: Served[] }[] }).data;
      const employees = contract?.affiliatedEmployees ?? [];
      expect(employees).toHaveLength(2);
      expect(employees.map((e) => e.portability?.endDate ?? null).sort()).toEqual([
        '2026-06-15T00:00:00.000Z',
        null,
      ]);
      expect(employees.flatMap((e) => e.beneficiaries ?? []).map((b) => b.firstName)).toEqual([
        'Luc',
        'Lina',
      ]);
    });

    it.each([
      [
        'a dependant without a birth date',
        (l: string) => l.replace("S21.G00.73.005,'03062015'\n", ''),
        'S21.G00.73',
      ],
      [
        'a dependant born on an impossible day',
        (l: string) => l.replace("'03062015'", "'31022015'"),
        'S21.G00.73.005',
      ],
      [
        'a dependant born in the future',
        (l: string) => l.replace("'03062015'", "'03062099'"),
        'S21.G00.73.005',
      ],
    ])('refuses %s with its file, line and rubrique, writing nothing', async (_, broken, code) => {
      const { org } = await given();
      const before = await written(org);
      const text = dsnText([
        ...header('012026'),
        ...establishment(),
        ...adhesion(REFERENCE, 'P0942', '007'),
        ...covered('001', [SPOUSE, CHILD]),
      ]);
      // With another month beside it, so that each problem names its file too.
      const february = file('2026-02.dsn', '022026', [covered('001', [SPOUSE])]);
      const outcome = await run(org, [latin1Source('bad.dsn', broken(text)), february]);
      expect(outcome.ok).toBe(false);
      if (outcome.ok) return;
      expect(
        outcome.problems.some(
          (p) => p.path.includes('bad.dsn') && p.path.includes(code) && /line \d+/.test(p.path),
        ),
      ).toBe(true);
      expect(outcome.problems.map(formatProblem).join(' ')).not.toContain('Lina');
      expect(await written(org)).toEqual(before);
    });

    it('warns of a maintained cover on a contract that does not end, and opens no portability', async () => {
      const { org } = await given();
      const outcome = await run(org, [january([leaver({ endDate: false })])]);
      expect(outcome.ok).toBe(true);
      if (!outcome.ok) return;
      expect(
        outcome.plan.warnings.some((w) => w.path.includes('S21.G00.62.016') && /line \d+/.test(w.path)),
      ).toBe(true);
      expect((await written(org)).portabilities).toEqual([]);
    });

    const written = async (org: string) => {
      const db = t.testStore.store.db;
      const all = async (table: 'dsn_dependants' | 'dsn_dependant_months' | 'dsn_portabilities') =>
        db.selectFrom(table).selectAll().where('organization_id', '=', org).execute();
      return {
        dependants: await all('dsn_dependants'),
        months: await all('dsn_dependant_months'),
        portabilities: await all('dsn_portabilities'),
        collaborators: await db
          .selectFrom('collaborators')
          .select('id')
          .where('organization_id', '=', org)
          .execute(),
      };
    };
  },
);
