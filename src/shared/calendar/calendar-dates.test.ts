import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './calendar-dates.ts';

describe('a calendar date is a YYYY-MM-DD day that exists', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2000-02-29', true],
    ['2026-12-31', true],
    ['2026-02-29', false],
    ['1900-02-29', false],
    ['2027-02-30', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['2026-1-01', false],
    ['2026-01-01T00:00:00Z', false],
    [' 2026-01-01', false],
    ['', false],
  ])('%s: %s', (text, expected) => {
    expect(isCalendarDate(text)).toBe(expected);
  });
});
