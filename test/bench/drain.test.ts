import { describe, expect, it } from 'vitest';
import {
  cpuShare,
  cpuTicksOf,
  type DrainPolicy,
  type DrainWindow,
  isDrained,
  machineBusyTicksOf,
  othersCores,
} from '../../bench/harness/drain.ts';

const policy: DrainPolicy = {
  idleBelow: 0.05,
  quietWindows: 2,
  windowMs: 200,
  probeBelowMs: 250,
  maxMs: 10_000,
};

describe('the CPU time of a process is read from /proc/<pid>/stat', () => {
  it('adds utime and stime (fields 14 and 15)', () => {
    const stat = '1234 (node) S 1 1234 1234 0 -1 4194560 9000 0 12 0 250 40 0 0 20 0 11 0 100 0 0';
    expect(cpuTicksOf(stat)).toBe(290);
  });

  it('counts fields after the last parenthesis, so a name with spaces or parentheses does not shift them', () => {
    const stat = '77 (my (odd) name) R 1 77 77 0 -1 0 0 0 0 0 13 7 0 0 20 0 1 0 5 0 0';
    expect(cpuTicksOf(stat)).toBe(20);
  });

  it('is unknown for text that is not a stat line', () => {
    expect(cpuTicksOf('')).toBeUndefined();
    expect(cpuTicksOf('1 (x) S 1')).toBeUndefined();
  });
});

describe('the share of one core used over a window', () => {
  it.each([
    [0, 100, 1000, 1],
    [0, 10, 200, 0.5],
    [50, 50, 200, 0],
    [0, 5, 0, 0],
  ])('from %d to %d ticks in %d ms is %d', (before, after, ms, share) => {
    expect(cpuShare(before, after, ms)).toBeCloseTo(share);
  });
});

describe('a target is drained after enough consecutive quiet windows of every process and probe', () => {
  const quiet = (...shares: number[]) => ({ shares, probesMs: [3] });
  it.each<[string, DrainWindow[], boolean]>([
    ['no window yet', [], false],
    ['one quiet window of two needed', [quiet(0)], false],
    ['two quiet windows', [quiet(0.01), quiet(0.02)], true],
    ['busy, then two quiet windows', [quiet(0.9), quiet(0.01), quiet(0)], true],
    ['quiet, then busy', [quiet(0.01), quiet(0.01), quiet(0.4)], false],
    ['one process of two still busy', [quiet(0, 0.3), quiet(0, 0.2)], false],
    ['every process quiet', [quiet(0, 0.01), quiet(0.04, 0)], true],
    ['exactly at the threshold is not quiet', [quiet(0.05), quiet(0.05)], false],
    [
      'a starved process working through a backlog: little CPU, but its probe waits',
      [
        { shares: [0.02], probesMs: [1800] },
        { shares: [0.03], probesMs: [2400] },
      ],
      false,
    ],
    [
      'a probe that failed',
      [
        { shares: [0], probesMs: [2] },
        { shares: [0], probesMs: [Number.POSITIVE_INFINITY] },
      ],
      false,
    ],
    [
      'no probe: CPU alone decides',
      [
        { shares: [0], probesMs: [] },
        { shares: [0], probesMs: [] },
      ],
      true,
    ],
  ])('%s', (_, history, expected) => {
    expect(isDrained(history, policy)).toBe(expected);
  });
});

describe('the rest of the machine’s CPU during a run', () => {
  it('sums the busy modes of /proc/stat’s cpu line, not idle nor iowait', () => {
    const stat = 'cpu  100 5 50 9000 300 7 8 30 0 0\ncpu0 50 2 25 4500 150 3 4 15 0 0\n';
    expect(machineBusyTicksOf(stat)).toBe(100 + 5 + 50 + 7 + 8 + 30);
  });

  it('is unknown without a cpu line', () => {
    expect(machineBusyTicksOf('intr 1 2 3')).toBeUndefined();
  });

  it.each([
    ['nobody else', 0, 300, 0, 300, 1500, 0],
    ['another engineer on one core', 0, 300, 0, 150, 1500, 1],
    ['never below zero (readings taken a few ticks apart)', 0, 100, 0, 110, 1000, 0],
  ])('%s', (_, machineBefore, machineAfter, oursBefore, oursAfter, ms, cores) => {
    expect(othersCores(machineBefore, machineAfter, oursBefore, oursAfter, ms)).toBeCloseTo(cores);
  });
});
