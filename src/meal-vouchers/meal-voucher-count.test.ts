import { describe, expect, it } from 'vitest';
import type { HolidayRegion } from '../shared/calendar/french-holidays.ts';
import {
  type AbsenceSpan,
  type ContractSpan,
  countMealVouchers,
  explainMealVoucherDays,
  type RegionPeriod,
  type WorkingTime,
  type WorkLocationSpan,
} from './meal-voucher-count.ts';

const open = (startDate: string, endDate: string | null = null): ContractSpan => ({ startDate, endDate });
const absence = (
  startDate: string,
  endDate: string,
  status = 'approved',
  halfDays: { startHalfDay?: boolean; endHalfDay?: boolean } = {},
): AbsenceSpan => ({
  startDate,
  endDate,
  status,
  type: 'conge_paye',
  startHalfDay: halfDays.startHalfDay ?? false,
  endHalfDay: halfDays.endHalfDay ?? false,
});
const remote = (startDate: string, endDate: string, status = 'approved'): WorkLocationSpan => ({
  startDate,
  endDate,
  status,
  isRemoteWork: true,
});
const time = (
  contracts: ContractSpan[],
  absences: AbsenceSpan[] = [],
  region: HolidayRegion = 'metropolitan',
  workLocations: WorkLocationSpan[] = [],
): WorkingTime => ({ region, contracts, absences, workLocations });

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
    expect(countMealVouchers(year, month, time(contracts, absences))).toBe(expected);
  });
});

describe('countMealVouchers follows the holiday law of the establishment', () => {
  // December 2025: 23 weekdays, Christmas a Thursday, 26 December a Friday.
  it.each<[string, number, number, HolidayRegion, number]>([
    ['Paris works on Good Friday 2026', 2026, 4, 'metropolitan', 21],
    ['Strasbourg does not work on Good Friday 2026 (3 April)', 2026, 4, 'alsace_moselle', 20],
    ['Paris works on 26 December 2025', 2025, 12, 'metropolitan', 22],
    ['Strasbourg does not work on 26 December 2025', 2025, 12, 'alsace_moselle', 21],
    // May 2026 has 17 working days in Paris (1, 8, 14 and 25 May off); 22 May is a Friday.
    ['Fort-de-France does not work on 22 May 2026 (L3422-2)', 2026, 5, 'martinique', 16],
    ['Pointe-à-Pitre does not work on 27 May 2026', 2026, 5, 'guadeloupe', 16],
    ['Marigot does not work on 28 May 2026', 2026, 5, 'saint_martin', 16],
    ['Cayenne does not work on 10 June 2026', 2026, 6, 'guyane', 21],
    ['Mamoudzou does not work on 27 April 2026', 2026, 4, 'mayotte', 20],
    [
      'Saint-Denis (La Réunion) loses nothing when 20 December is a Sunday (2026)',
      2026,
      12,
      'la_reunion',
      22,
    ],
    ['Saint-Denis (La Réunion) does not work on 20 December 2027, a Monday', 2027, 12, 'la_reunion', 22],
  ])('%s', (_rule, year, month, region, expected) => {
    expect(countMealVouchers(year, month, time([open('2020-01-01')], [], region))).toBe(expected);
  });
});

describe('a past day follows the establishment the collaborator belonged to that day', () => {
  // Moved from Metz (57) to Paris (75) on 1 January 2026: December 2025 keeps Metz's 26 December.
  const moved: RegionPeriod[] = [
    { startDate: '2020-01-01', endDate: '2025-12-31', region: 'alsace_moselle' },
    { startDate: '2026-01-01', endDate: null, region: 'metropolitan' },
  ];
  it.each<[string, number, number, number]>([
    ['December 2025 in Metz loses 25 and 26 December', 2025, 12, 21],
    ['April 2026 in Paris works on Good Friday', 2026, 4, 21],
  ])('%s', (_rule, year, month, expected) => {
    const withHistory = { ...time([open('2020-01-01')], [], 'metropolitan'), regionPeriods: moved };
    expect(countMealVouchers(year, month, withHistory)).toBe(expected);
  });

  it('a transfer within the month splits it: Metz until 5 April (Good Friday off), Paris after', () => {
    const periods: RegionPeriod[] = [
      { startDate: '2020-01-01', endDate: '2026-04-05', region: 'alsace_moselle' },
      { startDate: '2026-04-06', endDate: null, region: 'metropolitan' },
    ];
    const withHistory = { ...time([open('2020-01-01')], [], 'metropolitan'), regionPeriods: periods };
    const april = explainMealVoucherDays(2026, 4, withHistory);
    expect(april.find((d) => d.date === '2026-04-03')?.holiday).toBe('Vendredi saint');
    expect(countMealVouchers(2026, 4, withHistory)).toBe(20);
  });

  it('a day outside every period takes the current establishment', () => {
    const periods: RegionPeriod[] = [{ startDate: '2026-05-01', endDate: null, region: 'metropolitan' }];
    const withHistory = { ...time([open('2020-01-01')], [], 'alsace_moselle'), regionPeriods: periods };
    expect(countMealVouchers(2026, 4, withHistory)).toBe(20);
  });
});

describe('explainMealVoucherDays: each day, and the one rule that decided it', () => {
  // April 2026: Wed 1 … Thu 30; Good Friday the 3rd, Easter Monday the 6th.
  const april = explainMealVoucherDays(
    2026,
    4,
    time(
      [open('2026-04-02', '2026-04-29')],
      [
        absence('2026-04-13', '2026-04-14', 'approved', { endHalfDay: true }),
        absence('2026-04-15', '2026-04-15', 'pending'),
      ],
      'alsace_moselle',
      [remote('2026-04-16', '2026-04-17'), remote('2026-04-20', '2026-04-20', 'rejected')],
    ),
  );
  const on = (date: string) => april.find((d) => d.date === date);

  it.each([
    ['2026-04-01', { counted: false, reason: 'no_contract' }],
    ['2026-04-02', { counted: true, reason: 'worked' }],
    ['2026-04-03', { counted: false, reason: 'public_holiday', holiday: 'Vendredi saint' }],
    ['2026-04-04', { counted: false, reason: 'weekend' }],
    ['2026-04-06', { counted: false, reason: 'public_holiday', holiday: 'Lundi de Pâques' }],
    ['2026-04-13', { counted: false, reason: 'absence', absence: { type: 'conge_paye', halfDay: false } }],
    ['2026-04-14', { counted: false, reason: 'absence', absence: { type: 'conge_paye', halfDay: true } }],
    ['2026-04-15', { counted: true, reason: 'worked' }],
    ['2026-04-16', { counted: true, reason: 'remote_work' }],
    ['2026-04-20', { counted: true, reason: 'worked' }],
    ['2026-04-30', { counted: false, reason: 'no_contract' }],
  ])('%s', (date, expected) => {
    expect(on(date)).toEqual({ date, ...expected });
  });

  it('lists every day of the month once, in order', () => {
    expect(april.map((d) => d.date)).toEqual(
      Array.from({ length: 30 }, (_, i) => `2026-04-${String(i + 1).padStart(2, '0')}`),
    );
  });
});
