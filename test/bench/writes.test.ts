import { describe, expect, it } from 'vitest';
import { spread } from '../../bench/harness/stats.ts';
import { judge, RSS_LIMIT_MIB, type RunFigures } from '../../bench/harness/targets.ts';
import {
  type CapturedStatement,
  inferTemplate,
  parametersOf,
  stringLeaves,
} from '../../bench/harness/write-templates.ts';
import {
  addDays,
  parseWritesArgs,
  type WriteFixtures,
  writeTargets,
  writeTargetsOf,
} from '../../bench/harness/writes-plan.ts';
import { scriptAlone } from '../../bench/scripts.ts';

const CAPTURED_AT = Date.parse('2026-12-02T01:00:00.000Z');
const statement = (
  sql: string,
  parameters: unknown[],
  rows: Record<string, unknown>[] = [],
): CapturedStatement => ({
  sql,
  parameters,
  rows,
});
const record = {
  id: 'abs_1',
  collaboratorId: 'col_7',
  startDate: '2030-01-02',
  endDate: '2030-01-03',
  startHalfDay: false,
  createdAt: '2026-11-01T10:00:00.000Z',
};
const captured = [
  statement(
    'select "id" from "collaborators" where "organization_id" = ? and "id" in (?)',
    ['org_a', 'col_7'],
    [{ id: 'col_7', establishment_id: 'est_lyon' }],
  ),
  statement('insert into "absences" values (?, ?, ?, ?, ?, ?, ?) on conflict do update', [
    'org_a',
    'abs_1',
    'col_7',
    '2030-01-02',
    '2030-01-03',
    0,
    '2026-11-01T10:00:00.000Z',
  ]),
  statement(
    'insert into "change_counters" values (?, ?) on conflict do update set last_seq = last_seq + ? returning "last_seq"',
    ['org_a', 1, 1],
    [{ last_seq: 229 }],
  ),
  statement('insert into "change_events" values (?, ?, ?, ?, ?)', [
    'org_a',
    229,
    'est_lyon',
    '2026-12-02T01:00:00.120Z',
    'absence.created',
  ]),
  statement('insert into "audit_events" values (?, ?, ?)', [
    '01a23456-0747-7a09-ab32-8c2a369f6941',
    'org_a',
    '2026-12-02T01:00:00.120Z',
  ]),
];

describe('a captured write becomes a template of where each parameter came from', () => {
  const template = inferTemplate('absence.create', record, captured, CAPTURED_AT);
  const bindings = (i: number) => template.statements[i]?.bindings ?? [];

  it("binds a record's string leaves to their path", () => {
    expect(bindings(1)[1]).toEqual({ from: 'record', path: ['id'] });
    expect(bindings(1)[3]).toEqual({ from: 'record', path: ['startDate'] });
    expect(bindings(1)[6]).toEqual({ from: 'record', path: ['createdAt'] });
  });

  it('keeps a value first seen as a parameter with that binding (the organization stays a constant)', () => {
    expect(bindings(0)[0]).toEqual({ from: 'constant', value: 'org_a' });
    expect(bindings(3)[0]).toEqual({ from: 'constant', value: 'org_a' });
  });

  it("takes a sequence from a returning statement's row, a string from any earlier row", () => {
    expect(bindings(3)[1]).toEqual({ from: 'result', statement: 2, row: 0, column: 'last_seq' });
    expect(bindings(3)[2]).toEqual({ from: 'result', statement: 0, row: 0, column: 'establishment_id' });
  });

  it('replays a timestamp of the capture as now, and a UUID nowhere in the record as a fresh one', () => {
    expect(bindings(3)[3]).toEqual({ from: 'now' });
    expect(bindings(4)[0]).toEqual({ from: 'uuid' });
  });

  it('leaves booleans and small numbers constant: a `+ ?` of 1 is not a half day', () => {
    expect(bindings(1)[5]).toEqual({ from: 'constant', value: 0 });
    expect(bindings(2)[1]).toEqual({ from: 'constant', value: 1 });
  });

  it("fills a replay's parameters from its own record and its own results", () => {
    const other = { ...record, id: 'abs_9', collaboratorId: 'col_8', startDate: '2031-05-05' };
    const results = [[{ id: 'col_8', establishment_id: 'est_paris' }], [], [{ last_seq: '512' }]];
    const fresh = { now: '2026-12-02T02:00:00.000Z', uuid: () => 'fresh-uuid' };
    expect(parametersOf(template.statements[1] as never, other, results, fresh)).toEqual([
      'org_a',
      'abs_9',
      'col_8',
      '2031-05-05',
      '2030-01-03',
      0,
      '2026-11-01T10:00:00.000Z',
    ]);
    expect(parametersOf(template.statements[3] as never, other, results, fresh)).toEqual([
      'org_a',
      '512',
      'est_paris',
      '2026-12-02T02:00:00.000Z',
      'absence.created',
    ]);
    expect(parametersOf(template.statements[4] as never, other, results, fresh)[0]).toBe('fresh-uuid');
  });

  it('falls back to the captured value when a result row is missing', () => {
    const fresh = { now: 'now', uuid: () => 'u' };
    expect(parametersOf(template.statements[3] as never, record, [], fresh)[1]).toBe(229);
  });

  it('binds the markers of a statement compiled once by their names', () => {
    const once = [
      statement('select * from "collaborators" where "organization_id" = ? and "id" = ?', [
        '\u0000organizationId\u0000',
        '\u0000collaboratorId\u0000',
      ]),
    ];
    const bound = inferTemplate('collaborator.replace', { id: 'col_1' }, once, CAPTURED_AT, {
      organizationId: { from: 'constant', value: 'org_a' },
      collaboratorId: { from: 'record', path: ['id'] },
    });
    expect(bound.statements[0]?.bindings).toEqual([
      { from: 'constant', value: 'org_a' },
      { from: 'record', path: ['id'] },
    ]);
  });

  it("finds leaves inside arrays (a collaborator's contracts)", () => {
    expect(stringLeaves({ contracts: [{ contractId: 'ctr_1' }] }).get('ctr_1')).toEqual([
      'contracts',
      0,
      'contractId',
    ]);
  });
});

describe('the writes scenario reads its options', () => {
  it('defaults to 100,000 collaborators at 16 in flight, 10,000 with --quick', () => {
    expect(parseWritesArgs([])).toMatchObject({
      collaborators: 100_000,
      connections: 16,
      seconds: 5,
      rounds: 3,
    });
    expect(parseWritesArgs(['--quick'])).toMatchObject({
      collaborators: 10_000,
      seconds: 3,
      rounds: 2,
      importRounds: 1,
    });
    expect(parseWritesArgs(['--engine', 'postgres', '--only', 'single']).engines).toEqual(['postgres']);
  });

  it.each([
    [['--collaborators', '0']],
    [['--seconds', 'five']],
    [['--engine', 'mysql']],
    [['--only', 'reads']],
  ])('refuses %j', (argv) => {
    expect(() => parseWritesArgs(argv)).toThrow();
  });
});

const fixtures: WriteFixtures = {
  organizationId: 'org_w',
  collaborators: [{ id: 'col_0', phoneNumber: '+33700000000' }, { id: 'col_1' }, { id: 'col_2' }],
  absences: [
    { record: { id: 'abs_0_1', collaboratorId: 'col_0', status: 'approved' }, rank: 0 },
    { record: { id: 'abs_0_2', collaboratorId: 'col_0', status: 'approved' }, rank: 1 },
    { record: { id: 'abs_1_1', collaboratorId: 'col_1', status: 'approved' }, rank: 0 },
  ],
};
const bodies = (kind: Parameters<typeof writeTargets>[1]['kind'], run: number, count = 10) =>
  writeTargets(fixtures, { kind, run, count, side: 'product', secret: 's' }).map(
    (t) => JSON.parse(t.body ?? '{}') as Record<string, string>,
  );

describe('every write request is fresh: no two collide, none is a no-op', () => {
  it('request absences never share a collaborator and a day, within a run or across runs', () => {
    const all = [...bodies('absence.create', 3), ...bodies('absence.create', 4)];
    const keys = all.map((b) => `${b.collaboratorId} ${b.startDate}`);
    expect(new Set(keys).size).toBe(all.length);
    expect(all.every((b) => b.id === undefined && b.status === undefined)).toBe(true);
  });

  it('a replaced absence moves at every write, never onto a day of its collaborator’s other absence', () => {
    const runs = [bodies('absence.replace', 5, 9), bodies('absence.replace', 6, 9)].flat();
    const byAbsence = new Map<string, string[]>();
    for (const b of runs)
      byAbsence.set(b.id as string, [...(byAbsence.get(b.id as string) ?? []), b.startDate as string]);
    for (const days of byAbsence.values()) expect(new Set(days).size).toBe(days.length);
    const col0 = runs.filter((b) => b.collaboratorId === 'col_0').map((b) => `${b.id} ${b.startDate}`);
    const daysOfCol0 = col0.map((k) => k.split(' ')[1]);
    expect(new Set(daysOfCol0).size).toBe(daysOfCol0.length);
  });

  it('a replaced collaborator gets a phone number no earlier write gave', () => {
    const phones = [...bodies('collaborator.replace', 7), ...bodies('collaborator.replace', 8)].map(
      (b) => b.phoneNumber,
    );
    expect(new Set(phones).size).toBe(phones.length);
    expect(phones.every((p) => /^\+33\d{9}$/.test(p ?? ''))).toBe(true);
  });

  it('(B) gets the same bodies under /b, without the key', () => {
    const [target] = writeTargets(fixtures, { kind: 'absence.replace', run: 1, count: 1, side: 'bare' });
    expect(target?.path).toBe('/b/organizations/org_w/absences/abs_0_1');
    expect(target?.headers).toBeUndefined();
    expect(addDays('2031-12-31', 1)).toBe('2032-01-01');
  });
});

const figures = (rps: number, p99: number, failures = 0): RunFigures => ({
  rps: spread([rps]),
  p50: spread([p99 / 3]),
  p99: spread([p99]),
  failures,
});

describe('the writes targets', () => {
  const verdicts = (product: RunFigures, bare: RunFigures) =>
    writeTargetsOf([{ kind: 'absence.create', product, bare }]).map(judge);

  it('a write is met at 0.5× (B) and a p99 of 50 ms, missed below', () => {
    expect(verdicts(figures(500, 50), figures(1000, 20)).map((v) => v.met)).toEqual([true, true]);
    expect(verdicts(figures(499, 51), figures(1000, 20)).map((v) => v.met)).toEqual([false, false]);
  });

  it('a failed request makes both verdicts invalid: a refusal is faster than a write', () => {
    expect(verdicts(figures(900, 10, 3), figures(1000, 20)).every((v) => v.invalid)).toBe(true);
  });

  it('the HTTP import is met up to 1.2× the CLI, and its RSS growth up to the import’s 300 MB', () => {
    const [time, memory] = writeTargetsOf([], {
      cliSeconds: [20, 22],
      httpSeconds: [24, 26],
      serverRss: [{ before: 200, peak: 300 }],
    }).map(judge);
    expect(time?.met).toBe(true);
    expect(time?.ratio).toBeCloseTo(25 / 21 / 1.2);
    expect(memory?.met).toBe(true);
    const [slow, big] = writeTargetsOf([], {
      cliSeconds: [20],
      httpSeconds: [25],
      serverRss: [{ before: 100, peak: 100 + RSS_LIMIT_MIB + 1 }],
    }).map(judge);
    expect(slow?.met).toBe(false);
    expect(big?.met).toBe(false);
  });

  it('an HTTP import that could not run is invalid, not met', () => {
    const verdictsOf = writeTargetsOf([], {
      cliSeconds: [20],
      httpSeconds: [],
      serverRss: [],
      failed: '404',
    }).map(judge);
    expect(verdictsOf.every((v) => v.invalid)).toBe(true);
  });
});

describe('`npm run bench -- --only writes` hands its other options to bench/writes.ts', () => {
  it.each([
    [['--only', 'writes', '--quick'], ['--quick']],
    [
      ['--engine', 'sqlite', '--only=writes'],
      ['--engine', 'sqlite'],
    ],
  ])('%j', (argv, rest) => {
    expect(scriptAlone(argv)).toEqual({ script: 'writes.ts', rest });
  });

  it('leaves the other --only values to the main runner', () => {
    expect(scriptAlone(['--only', 'sync'])).toBeUndefined();
    expect(scriptAlone(['--quick'])).toBeUndefined();
  });
});
