import { describe, expect, it } from 'vitest';
import { Refused } from '../shared/domain-errors.ts';
import { assertDateRange } from './date-range.ts';

describe('requested range', () => {
  it('accepts a one-day range and open bounds', () => {
    expect(() => assertDateRange({ startDate: '2026-08-03', endDate: '2026-08-03' })).not.toThrow();
    expect(() => assertDateRange({})).not.toThrow();
  });

  it('refuses a start after the end, naming startDate', () => {
    expect(() => assertDateRange({ startDate: '2026-08-04', endDate: '2026-08-03' })).toThrow(Refused);
  });

  it('refuses a date that does not exist', () => {
    expect(() => assertDateRange({ startDate: '2026-02-30' })).toThrow(/startDate/);
  });
});
