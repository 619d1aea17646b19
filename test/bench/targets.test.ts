import { describe, expect, it } from 'vitest';
import { spread } from '../../bench/harness/stats.ts';
import {
  type Compared,
  type EngineFigures,
  judge,
  RSS_LIMIT_MIB,
  type RunFigures,
  SNAPSHOT_RSS_LIMIT_MIB,
  targetsOf,
} from '../../bench/harness/targets.ts';

const run = (rps: number, p99 = 10): RunFigures => ({
  rps: spread([rps]),
  p50: spread([p99 / 2]),
  p99: spread([p99]),
  failures: 0,
});
const compared = (product: RunFigures, bare?: RunFigures, bytes?: RunFigures): Compared => ({
  product,
  ...(bare ? { bare } : {}),
  ...(bytes ? { bytes } : {}),
});
const base: EngineFigures = { collaborators: 100_000, warm: [], serverRss: [] };
const verdictsOf = (f: Partial<EngineFigures>) => targetsOf({ ...base, ...f }).map(judge);
const byName = (f: Partial<EngineFigures>, name: string) =>
  verdictsOf(f).find((v) => v.name.startsWith(name));

describe('a ratio target is met at or above its ratio', () => {
  it.each([
    [70, 100, 0.7, true],
    [69, 100, 0.7, false],
    [150, 100, 1, true],
    [99, 100, 1, false],
  ])('%d against %d for ≥ %d× is met: %s', (measured, reference, atLeast, met) => {
    const verdict = judge({ name: 'x', kind: 'ratio', measured, reference, atLeast, of: '(B)' });
    expect(verdict.met).toBe(met);
    expect(verdict.ratio).toBeCloseTo(measured / reference);
  });

  it('is missed, with no ratio, when the reference did not answer', () => {
    const verdict = judge({ name: 'x', kind: 'ratio', measured: 10, reference: 0, atLeast: 1, of: '(B)' });
    expect(verdict).toMatchObject({ met: false, ratio: undefined });
  });

  it('prints the ratio, both figures and the target', () => {
    const verdict = judge({
      name: 'x',
      kind: 'ratio',
      measured: 250,
      reference: 1000,
      atLeast: 0.3,
      of: 'no-write',
    });
    expect(verdict.text).toBe('0.25× no-write (250 vs 1000), target ≥ 0.3×');
  });
});

describe('a limit target', () => {
  it('that is strict is missed at the limit', () => {
    expect(
      judge({ name: 'p99', kind: 'limit', measured: 100, limit: 100, unit: 'ms', strict: true }).met,
    ).toBe(false);
    expect(
      judge({ name: 'p99', kind: 'limit', measured: 99.9, limit: 100, unit: 'ms', strict: true }).met,
    ).toBe(true);
  });

  it('that is inclusive is met at the limit', () => {
    expect(
      judge({ name: 'rss', kind: 'limit', measured: 286, limit: 286, unit: 'MiB', strict: false }).met,
    ).toBe(true);
  });

  it('reports the measure as a share of the limit', () => {
    expect(
      judge({ name: 'p99', kind: 'limit', measured: 25, limit: 50, unit: 'ms', strict: true }).ratio,
    ).toBe(0.5);
  });
});

describe('the targets of issue 21 from one engine’s figures', () => {
  const mixed = (every1s: RunFigures, every100ms: RunFigures) => ({
    noWrite: run(1000),
    every1s,
    every100ms,
  });

  it.each<[string, RunFigures, RunFigures, Record<string, boolean>]>([
    [
      'writes that cost little',
      run(800, 60),
      run(400, 200),
      {
        'write every 1 s: throughput': true,
        'write every 1 s: p99': true,
        'write every 100 ms: throughput': true,
        'write every 100 ms: p99': true,
      },
    ],
    [
      'writes that empty the speed (the figures of the issue)',
      run(400, 1070),
      run(39, 2300),
      {
        'write every 1 s: throughput': false,
        'write every 1 s: p99': false,
        'write every 100 ms: throughput': false,
        'write every 100 ms: p99': false,
      },
    ],
  ])('mixed load: %s', (_, every1s, every100ms, expected) => {
    const verdicts = verdictsOf({ mixed: mixed(every1s, every100ms) });
    for (const [name, met] of Object.entries(expected)) {
      expect(verdicts.find((v) => v.name === name)?.met, name).toBe(met);
    }
  });

  it('judges many organizations against (B) and a p99 under 100 ms', () => {
    const f = { tenants: compared(run(90, 1300), run(300)) };
    expect(byName(f, 'many organizations, distinct pages: throughput')).toMatchObject({ met: false });
    expect(byName(f, 'many organizations, distinct pages: throughput')?.ratio).toBeCloseTo(0.3);
    expect(byName(f, 'many organizations, distinct pages: p99')).toMatchObject({ met: false });
  });

  it("prints the p99 of many organizations beside (B)'s at the same load, without judging by it", () => {
    const f = { tenants: compared(run(900, 220), run(400, 1100)) };
    const verdict = byName(f, 'many organizations, distinct pages: p99');
    expect(verdict).toMatchObject({ met: false });
    expect(verdict?.text).toBe('220 ms, target < 100 ms; (B) at the same load: p99 1100 ms');
  });

  it('judges the detail and the change feed against (B) at 1×', () => {
    const f = { detail: compared(run(770), run(1000)), changes: compared(run(416), run(400)) };
    expect(byName(f, 'collaborator detail')).toMatchObject({ met: false });
    expect(byName(f, 'change feed after the import')).toMatchObject({ met: true });
  });

  it('judges each warm hit against (A) at 0.8×', () => {
    const f = {
      warm: [
        { name: 'page 1', figures: compared(run(4000), run(100), run(4500)) },
        { name: 'detail', figures: compared(run(3000), run(100), run(30_000)) },
      ],
    };
    expect(byName(f, 'warm hits, page 1')).toMatchObject({ met: true });
    expect(byName(f, 'warm hits, detail')).toMatchObject({ met: false });
  });

  it('judges warm hits of small answers by the engine: 0.5× (A) on SQLite, 0.4× on PostgreSQL, and never below (B)', () => {
    const warm = [
      { name: 'detail', figures: compared(run(4500), run(5000), run(10_000)), bytes: 1_200 },
      { name: 'page 1', figures: compared(run(3000), run(100), run(4000)), bytes: 113_000 },
    ];
    expect(byName({ engine: 'postgres', warm }, 'warm hits, detail')).toMatchObject({ met: true });
    expect(byName({ engine: 'sqlite', warm }, 'warm hits, detail')).toMatchObject({ met: false });
    expect(byName({ engine: 'sqlite', warm }, 'warm hits, detail: never slower')).toMatchObject({
      met: false,
    });
    // A whole page keeps the 0.8× of the bytes.
    expect(byName({ engine: 'postgres', warm }, 'warm hits, page 1')).toMatchObject({ met: false });
    expect(byName({ engine: 'postgres', warm }, 'warm hits, page 1: never slower')).toMatchObject({
      met: true,
    });
  });

  it('judges the first read after a write on its median, under 50 ms', () => {
    expect(
      byName({ firstReadAfterWrite: { samples: 50, p50: 49, p99: 400, max: 600 } }, 'first read')?.met,
    ).toBe(true);
    expect(
      byName({ firstReadAfterWrite: { samples: 50, p50: 231, p99: 609, max: 700 } }, 'first read')?.met,
    ).toBe(false);
  });

  it('judges memory on the worst scenario and names it, against 300 MB', () => {
    const f = {
      serverRss: [
        { scenario: 'warm', maxMiB: 200 },
        { scenario: 'mixed load', maxMiB: 351 },
      ],
      importPeakMiB: 250,
    };
    const rss = byName(f, 'server RSS');
    expect(rss?.met).toBe(false);
    expect(rss?.name).toContain('mixed load');
    expect(byName(f, 'hrapi import: peak RSS')?.met).toBe(true);
    expect(RSS_LIMIT_MIB).toBeCloseTo(286.1, 1);
  });

  it.each([
    ['a sync that meets them', 55, 6, 498, 140, [true, true, true]],
    ['a slow snapshot, a lagging copy and 150 MiB', 20, 6, 10_000, 150, [false, false, false]],
  ])('judges the sync (issue 27): %s', (_, paginated, snapshot, lagP99, rss, expected) => {
    const f = {
      sync: {
        snapshot: { seconds: snapshot, serverRssMiB: { peak: rss } },
        paginated: { seconds: paginated },
        lag: { p99Ms: lagP99 },
      },
    };
    expect([
      byName(f, 'first sync by snapshot')?.met,
      byName(f, 'following copy')?.met,
      byName(f, 'snapshot: server RSS')?.met,
    ]).toEqual(expected);
    expect(SNAPSHOT_RSS_LIMIT_MIB).toBeCloseTo(143.05, 1);
  });

  it('yields no target for a scenario that did not run', () => {
    expect(verdictsOf({})).toEqual([]);
  });
});

describe('a verdict resting on runs that disagree says it is not conclusive', () => {
  const noisy = (median: number, min: number, max: number): RunFigures => ({
    rps: spread([min, median, max]),
    p50: spread([1]),
    p99: spread([min, median, max]),
    failures: 0,
  });

  it('when either side spreads more than 50 %', () => {
    const [verdict] = verdictsOf({ detail: compared(noisy(100, 20, 180), run(50)) });
    expect(verdict).toMatchObject({ met: true, conclusive: false });
    expect(verdict?.text).toContain('not conclusive: runs spread ±160%');
  });

  it('and is conclusive within 50 %', () => {
    const [verdict] = verdictsOf({ detail: compared(noisy(100, 80, 120), noisy(50, 40, 60)) });
    expect(verdict).toMatchObject({ met: true, conclusive: true });
  });

  it('for a p99 limit as well', () => {
    const verdict = judge({
      name: 'p99',
      kind: 'limit',
      measured: 90,
      limit: 100,
      unit: 'ms',
      strict: true,
      spreadPct: 146,
    });
    expect(verdict).toMatchObject({ met: true, conclusive: false });
  });
});
