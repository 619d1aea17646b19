import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.ts';
import { assertDateRange, overlaps } from './date-range.ts';

const entry = { startDate: '2026-08-03', endDate: '2026-08-14' };

describe('inclusive overlap of an entry with the requested range', () => {
  it.each([
    ['no bounds at all', {}, true],
    ['a range inside the entry', { startDate: '2026-08-05', endDate: '2026-08-06' }, true],
    ['a range containing the entry', { startDate: '2026-08-01', endDate: '2026-08-31' }, true],
    ['a range ending on the entry’s first day', { startDate: '2026-07-01', endDate: '2026-08-03' }, true],
    ['a range starting on the entry’s last day', { startDate: '2026-08-14', endDate: '2026-09-01' }, true],
    ['a range ending the day before', { startDate: '2026-07-01', endDate: '2026-08-02' }, false],
    ['a range starting the day after', { startDate: '2026-08-15', endDate: '2026-09-01' }, false],
    ['only a start bound before the end', { startDate: '2026-08-14' }, true],
    ['only a start bound after the end', { startDate: '2026-08-15' }, false],
    ['only an end bound after the start', { endDate: '2026-08-03' }, true],
    ['only an end bound before the start', { endDate: '2026-08-02' }, false],
  ] as const)('%s', (_case, range, expected) => {
    expect(overlaps(entry, range)).toBe(expected);
  });
});

describe('requested range', () => {
  it('accepts a one-day range and open bounds', () => {
    expect(() => assertDateRange({ startDate: '2026-08-03', endDate: '2026-08-03' })).not.toThrow();
    expect(() => assertDateRange({})).not.toThrow();
  });

  it('refuses a start after the end, naming startDate', () => {
    expect(() => assertDateRange({ startDate: '2026-08-04', endDate: '2026-08-03' })).toThrow(ApiError);
  });

  it('refuses a date that does not exist', () => {
    expect(() => assertDateRange({ startDate: '2026-02-30' })).toThrow(/startDate/);
  });
});
