import { describe, expect, it } from 'vitest';
import { decidedStatus, firstOverlap, periodsOverlap, type RequestPeriod } from './request-rules.ts';

const period = (
  startDate: string,
  endDate: string,
  startHalfDay = false,
  endHalfDay = false,
): RequestPeriod => ({
  startDate,
  endDate,
  startHalfDay,
  endHalfDay,
});

describe('two requests of one person overlap when they share a half day', () => {
  const cases: [string, RequestPeriod, RequestPeriod, boolean][] = [
    ['the same day', period('2026-03-02', '2026-03-02'), period('2026-03-02', '2026-03-02'), true],
    ['disjoint weeks', period('2026-03-02', '2026-03-06'), period('2026-03-09', '2026-03-13'), false],
    ['consecutive days', period('2026-03-02', '2026-03-03'), period('2026-03-04', '2026-03-05'), false],
    ['one contains the other', period('2026-03-01', '2026-03-31'), period('2026-03-10', '2026-03-11'), true],
    ['sharing the last day', period('2026-03-02', '2026-03-04'), period('2026-03-04', '2026-03-06'), true],
    [
      'a morning and the afternoon of the same day do not',
      period('2026-03-02', '2026-03-04', false, true),
      period('2026-03-04', '2026-03-06', true, false),
      false,
    ],
    [
      'an afternoon and the next morning do not',
      period('2026-03-04', '2026-03-04', true, false),
      period('2026-03-04', '2026-03-04', false, true),
      false,
    ],
    [
      'a morning and a whole day of the same day do',
      period('2026-03-02', '2026-03-04', false, true),
      period('2026-03-04', '2026-03-06'),
      true,
    ],
    [
      'two afternoons of the same day do',
      period('2026-03-04', '2026-03-05', true),
      period('2026-03-04', '2026-03-04', true),
      true,
    ],
    [
      'two mornings of the same day do',
      period('2026-03-03', '2026-03-04', false, true),
      period('2026-03-04', '2026-03-04', false, true),
      true,
    ],
    ['across a month end', period('2026-02-27', '2026-03-02'), period('2026-03-01', '2026-03-01'), true],
    ['across a year end', period('2025-12-31', '2025-12-31'), period('2026-01-01', '2026-01-02'), false],
  ];
  it.each(cases)('%s', (_name, a, b, overlap) => {
    expect(periodsOverlap(a, b)).toBe(overlap);
    expect(periodsOverlap(b, a)).toBe(overlap);
  });
});

describe('an overlap is held against pending and approved requests only, never against itself', () => {
  const candidate = { id: 'new', status: 'pending', ...period('2026-03-02', '2026-03-06') };
  const other = (id: string, status: string) => ({ id, status, ...period('2026-03-04', '2026-03-04') });
  const cases: [string, ReturnType<typeof other>[], string | undefined][] = [
    ['a pending one', [other('a', 'pending')], 'a'],
    ['an approved one', [other('a', 'approved')], 'a'],
    ['a rejected one frees its days', [other('a', 'rejected')], undefined],
    ['the request itself (a replacement)', [other('new', 'approved')], undefined],
    ['the first of several', [other('a', 'rejected'), other('b', 'approved'), other('c', 'pending')], 'b'],
  ];
  it.each(cases)('%s', (_name, others, expected) => {
    expect(firstOverlap(candidate, others)?.id).toBe(expected);
  });
  it('a rejected request overlaps nothing', () => {
    expect(firstOverlap({ ...candidate, status: 'rejected' }, [other('a', 'approved')])).toBeUndefined();
  });
});

describe('only a pending request is decided', () => {
  const cases: [string, 'approved' | 'rejected', string | null][] = [
    ['pending', 'approved', 'approved'],
    ['pending', 'rejected', 'rejected'],
    ['approved', 'approved', null],
    ['approved', 'rejected', null],
    ['rejected', 'approved', null],
    ['rejected', 'rejected', null],
  ];
  it.each(cases)('%s, %s → %s', (current, decision, expected) => {
    expect(decidedStatus(current, decision)).toBe(expected);
  });
});
