import { describe, expect, it } from 'vitest';
import { formatSpread, median, percentile, spread } from '../../bench/harness/stats.ts';

describe('the median of repeated runs', () => {
  it.each([
    [[], 0],
    [[7], 7],
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[10, 10, 1000], 10],
  ])('of %j is %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('does not reorder the runs it is given', () => {
    const runs = [3, 1, 2];
    median(runs);
    expect(runs).toEqual([3, 1, 2]);
  });
});

describe('a percentile is the nearest-rank sample', () => {
  const samples = Array.from({ length: 100 }, (_, i) => i + 1);
  it.each([
    [50, 50],
    [99, 99],
    [100, 100],
    [0, 1],
  ])('p%d of 1..100 is %d', (p, expected) => {
    expect(percentile(samples, p)).toBe(expected);
  });

  it('is the largest sample for p99 of fewer than 100 samples', () => {
    expect(percentile([5, 40, 12], 99)).toBe(40);
  });

  it('is 0 without samples', () => {
    expect(percentile([], 99)).toBe(0);
  });
});

describe('the spread says how far repeated runs disagree', () => {
  it('is (max − min) / median in percent', () => {
    expect(spread([90, 100, 110])).toEqual({ median: 100, min: 90, max: 110, spreadPct: 20, runs: 3 });
  });

  it('is 0 for identical runs and for one run', () => {
    expect(spread([5, 5]).spreadPct).toBe(0);
    expect(spread([5])).toEqual({ median: 5, min: 5, max: 5, spreadPct: 0, runs: 1 });
  });

  it('is 100 % when the median is 0 but a run was not', () => {
    expect(spread([0, 0, 3]).spreadPct).toBe(100);
  });

  it('is printed with the median, and without a spread for one run', () => {
    expect(formatSpread(spread([1200, 1234, 1300]))).toBe('1,234 ±8%');
    expect(formatSpread(spread([1234]))).toBe('1,234');
  });
});
