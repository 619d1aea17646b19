import { describe, expect, it } from 'vitest';
import type { HolidayRegion } from '../calendar/french-holidays.ts';
import { type AbsenceSpan, type ContractSpan, countMealVouchers } from './meal-voucher-count.ts';

const open = (startDate: string, endDate: string | null = null): ContractSpan => ({ startDate, endDate });
const absence = (startDate: string, endDate: string, status = 'approved'): AbsenceSpan => ({
  startDate,
  endDate,
  status,
});

// April 2026: 22 weekdays, Easter Monday the 6th → 21 working days.
// May 2026: 21 weekdays, less 1 and 8 May (Fridays), Ascension (14th) and Whit Monday (25th) → 17.
describe('countMealVouchers: working days under contract, less days touched by an approved absence', () => {
  it.each<[string, number, number, ContractSpan[], AbsenceSpan[], number]>([
    ['a full month without absence, Easter Monday excluded', 2026, 4, [open('2020-01-01')], [], 21],
    ['May 2026 loses 1 May, 8 May, Ascension and Whit Monday', 2026, 5, [open('2020-01-01')], [], 17],
    ['a leap February counts its 29th', 2024, 2, [open('2020-01-01')], [], 21],
    ['no contract active in the month earns nothing', 2026, 4, [open('2026-05-01')], [], 0],
    ['a contract ended before the month earns nothing', 2026, 4, [open('2025-01-01', '2026-03-31')], [], 0],
    ['a contract starting mid-month counts from its first day', 2026, 4, [open('2026-04-15')], [], 12],
    [
      'a contract ending mid-month counts up to its last day',
      2026,
      4,
      [open('2020-01-01', '2026-04-10')],
      [],
      7,
    ],
    [
      'two successive contracts with a gap count only days under contract',
      2026,
      4,
      [open('2020-01-01', '2026-04-10'), open('2026-04-20')],
      [],
      16,
    ],
    [
      'overlapping contracts do not count a day twice',
      2026,
      4,
      [open('2020-01-01'), open('2026-04-10', '2026-04-20')],
      [],
      21,
    ],
    [
      'an approved week off removes five days',
      2026,
      4,
      [open('2020-01-01')],
      [absence('2026-04-13', '2026-04-17')],
      16,
    ],
    [
      'a half day off removes the whole day',
      2026,
      4,
      [open('2020-01-01')],
      [absence('2026-04-14', '2026-04-14')],
      20,
    ],
    [
      'an absence begun the month before removes only this month’s days',
      2026,
      4,
      [open('2020-01-01')],
      [absence('2026-03-30', '2026-04-02')],
      19,
    ],
    [
      'an absence over a weekend and a public holiday removes nothing',
      2026,
      4,
      [open('2020-01-01')],
      [absence('2026-04-04', '2026-04-06')],
      21,
    ],
    [
      'a pending absence removes nothing',
      2026,
      4,
      [open('2020-01-01')],
      [absence('2026-04-13', '2026-04-17', 'pending')],
      21,
    ],
    [
      'a rejected absence removes nothing',
      2026,
      4,
      [open('2020-01-01')],
      [absence('2026-04-13', '2026-04-17', 'rejected')],
      21,
    ],
    [
      'an absence outside the contract removes nothing more',
      2026,
      4,
      [open('2026-04-15')],
      [absence('2026-04-13', '2026-04-15')],
      11,
    ],
    [
      'overlapping approved absences remove each day once',
      2026,
      5,
      [open('2020-01-01')],
      [absence('2026-05-04', '2026-05-06'), absence('2026-05-05', '2026-05-07')],
      13,
    ],
  ])('%s', (_rule, year, month, contracts, absences, expected) => {
    expect(countMealVouchers(year, month, contracts, absences, 'metropolitan')).toBe(expected);
  });
});

describe('countMealVouchers follows the holiday law of the establishment', () => {
  // December 2025: 23 weekdays, Christmas a Thursday, 26 December a Friday.
  it.each<[string, number, number, HolidayRegion, number]>([
    ['Paris works on Good Friday 2026', 2026, 4, 'metropolitan', 21],
    ['Strasbourg does not work on Good Friday 2026 (3 April)', 2026, 4, 'alsace_moselle', 20],
    ['Paris works on 26 December 2025', 2025, 12, 'metropolitan', 22],
    ['Strasbourg does not work on 26 December 2025', 2025, 12, 'alsace_moselle', 21],
  ])('%s', (_rule, year, month, region, expected) => {
    expect(countMealVouchers(year, month, [open('2020-01-01')], [], region)).toBe(expected);
  });
});
