import { describe, expect, it } from 'vitest';
import { MissCursor, parseAnswerLookups } from '../../bench/harness/misses.ts';
import { spread } from '../../bench/harness/stats.ts';
import { type EngineFigures, judge, type RunFigures, targetsOf } from '../../bench/harness/targets.ts';

const run = (rps: number): RunFigures => ({
  rps: spread([rps]),
  p50: spread([5]),
  p99: spread([10]),
  failures: 0,
});

describe('a miss scenario is checked by the product’s own count of answers from its cache', () => {
  it('reads the answers’ hits and misses from Prometheus text, 0 when absent', () => {
    const text = [
      '# HELP hrapi_read_cache_answer_lookups_total x',
      'hrapi_read_cache_lookups_total{result="hit"} 99',
      'hrapi_read_cache_answer_lookups_total{result="hit"} 3',
      'hrapi_read_cache_answer_lookups_total{result="miss"} 1200',
    ].join('\n');
    expect(parseAnswerLookups(text)).toEqual({ hits: 3, misses: 1200 });
    expect(parseAnswerLookups('')).toEqual({ hits: 0, misses: 0 });
  });

  it('invalidates before the first run, carries on through the list from run to run, and invalidates before a run the rest would not last', async () => {
    let invalidated = 0;
    const cursor = new MissCursor(1000, async () => {
      invalidated += 1;
    });
    // An earlier scenario may have read the first page: the first run asks for new answers too.
    expect(await cursor.start()).toBe(0);
    expect(invalidated).toBe(1);
    cursor.ran(300);
    expect(await cursor.start()).toBe(300);
    expect(invalidated).toBe(1);
    cursor.ran(600);
    // 400 left, the last run used 300: 450 with the margin, more than is left.
    expect(await cursor.start()).toBe(0);
    expect(invalidated).toBe(2);
    expect(cursor.invalidations).toBe(2);
  });

  it('makes the verdicts of a miss scenario that hit invalid, neither met nor missed', () => {
    const figures: EngineFigures = {
      collaborators: 1000,
      warm: [],
      serverRss: [],
      detail: { product: run(200), bare: run(100), invalid: '5 of 900 answers were served from the cache' },
    };
    const verdict = targetsOf(figures)
      .map(judge)
      .find((v) => v.name.startsWith('collaborator detail'));
    expect(verdict).toMatchObject({ met: false, invalid: true });
    expect(verdict?.text).toContain('5 of 900 answers');
  });

  it('makes the verdicts of a scenario with failed requests invalid: a refusal is answered faster than an answer', () => {
    const failing = { ...run(7_000), failures: 40 };
    const figures: EngineFigures = {
      collaborators: 1000,
      warm: [
        { name: 'collaborator detail (1 KB)', bytes: 1024, figures: { product: failing, bytes: run(9_000) } },
      ],
      serverRss: [],
      mixed: { noWrite: run(3_000), every1s: failing, every100ms: run(2_900) },
    };
    const verdicts = targetsOf(figures).map(judge);
    expect(verdicts.length).toBeGreaterThan(0);
    for (const v of verdicts) expect(v).toMatchObject({ met: false, invalid: true });
  });
});
