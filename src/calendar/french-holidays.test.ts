import { describe, expect, it } from 'vitest';
import { easterSunday, frenchPublicHolidays, isFrenchPublicHoliday } from './french-holidays.ts';

describe('easterSunday', () => {
  it.each([
    [1943, '1943-04-25'],
    [2000, '2000-04-23'],
    [2008, '2008-03-23'],
    [2019, '2019-04-21'],
    [2023, '2023-04-09'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('Easter of %i is %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });
});

describe('frenchPublicHolidays: the eleven days of metropolitan France', () => {
  it.each([
    [
      2023,
      ['01-01', '04-10', '05-01', '05-08', '05-18', '05-29', '07-14', '08-15', '11-01', '11-11', '12-25'],
    ],
    [
      2024,
      ['01-01', '04-01', '05-01', '05-08', '05-09', '05-20', '07-14', '08-15', '11-01', '11-11', '12-25'],
    ],
    [
      2025,
      ['01-01', '04-21', '05-01', '05-08', '05-29', '06-09', '07-14', '08-15', '11-01', '11-11', '12-25'],
    ],
    [
      2026,
      ['01-01', '04-06', '05-01', '05-08', '05-14', '05-25', '07-14', '08-15', '11-01', '11-11', '12-25'],
    ],
    [
      2027,
      ['01-01', '03-29', '05-01', '05-06', '05-08', '05-17', '07-14', '08-15', '11-01', '11-11', '12-25'],
    ],
  ])('%i', (year, days) => {
    expect(frenchPublicHolidays(year).map((h) => h.date)).toEqual(days.map((d) => `${year}-${d}`));
  });

  it('names Easter Monday, Ascension and Whit Monday', () => {
    const names = frenchPublicHolidays(2026).map((h) => `${h.date} ${h.name}`);
    expect(names).toContain('2026-04-06 Lundi de Pâques');
    expect(names).toContain('2026-05-14 Ascension');
    expect(names).toContain('2026-05-25 Lundi de Pentecôte');
  });

  it.each([
    ['2026-04-06', true],
    ['2026-04-05', false],
    ['2026-04-07', false],
    ['2024-05-08', true],
    ['2021-12-26', false],
    ['2021-12-25', true],
  ])('isFrenchPublicHoliday(%s) is %s', (date, expected) => {
    expect(isFrenchPublicHoliday(date)).toBe(expected);
  });
});
