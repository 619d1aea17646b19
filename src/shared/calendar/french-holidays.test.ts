import { describe, expect, it } from 'vitest';
import {
  easterSunday,
  frenchPublicHolidays,
  type HolidayRegion,
  isFrenchPublicHoliday,
  publicHolidayOn,
  publicHolidays,
} from './french-holidays.ts';

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

describe('publicHolidays: Alsace-Moselle adds Good Friday and 26 December (L3134-13)', () => {
  it.each<[number, string, string]>([
    [1900, '1900-04-13', '1900-12-26'],
    [2025, '2025-04-18', '2025-12-26'],
    [2026, '2026-04-03', '2026-12-26'],
    [2027, '2027-03-26', '2027-12-26'],
    [2285, '2285-03-20', '2285-12-26'],
    [3000, '3000-04-11', '3000-12-26'],
  ])('%i: Good Friday %s and Saint-Étienne %s', (year, goodFriday, stStephen) => {
    const local = publicHolidays(year, 'alsace_moselle');
    expect(local).toHaveLength(13);
    expect(local).toContainEqual({ date: goodFriday, name: 'Vendredi saint' });
    expect(local).toContainEqual({ date: stStephen, name: 'Saint-Étienne' });
    expect(local.map((h) => h.date)).toEqual([...local.map((h) => h.date)].sort());
    expect(publicHolidays(year, 'metropolitan')).toEqual(frenchPublicHolidays(year));
  });

  it.each<[string, HolidayRegion, string | undefined]>([
    ['2026-04-03', 'alsace_moselle', 'Vendredi saint'],
    ['2026-04-03', 'metropolitan', undefined],
    ['2025-12-26', 'alsace_moselle', 'Saint-Étienne'],
    ['2025-12-26', 'metropolitan', undefined],
    ['2025-12-25', 'metropolitan', 'Noël'],
    ['2025-12-25', 'alsace_moselle', 'Noël'],
    ['2026-04-06', 'alsace_moselle', 'Lundi de Pâques'],
    ['2026-04-02', 'alsace_moselle', undefined],
  ])('publicHolidayOn(%s, %s) is %s', (date, region, name) => {
    expect(publicHolidayOn(date, region)?.name).toBe(name);
  });

  it('every year from 1900 to 3000 has eleven national days and two more local ones, within the year', () => {
    for (let year = 1900; year <= 3000; year += 1) {
      const national = frenchPublicHolidays(year).map((h) => h.date);
      const local = publicHolidays(year, 'alsace_moselle').map((h) => h.date);
      expect(national).toHaveLength(11);
      // Ascension can fall on 1 or 8 May (2008: 1 May), so national dates are not always distinct.
      expect(new Set(local).size).toBe(new Set(national).size + 2);
      expect(local.every((d) => d.startsWith(`${year}-`))).toBe(true);
    }
  });

  it('a day that is two holidays is named after the first (1 May 2008, Ascension)', () => {
    expect(publicHolidayOn('2008-05-01', 'metropolitan')?.name).toBe('Fête du travail');
  });
});

/**
 * Code du travail, art. L3422-2 and loi n° 83-550: the day of the abolition of slavery is a public
 * holiday overseas, on the date décret n° 83-1003 (as amended) sets for each territory.
 */
describe('publicHolidays: overseas adds the day of the abolition of slavery', () => {
  it.each<[HolidayRegion, string]>([
    ['guadeloupe', '05-27'],
    ['martinique', '05-22'],
    ['guyane', '06-10'],
    ['la_reunion', '12-20'],
    ['mayotte', '04-27'],
    ['saint_barthelemy', '10-09'],
    ['saint_martin', '05-28'],
  ])('%s: %s', (region, day) => {
    for (const year of [2025, 2026, 2027]) {
      const local = publicHolidays(year, region);
      expect(local).toHaveLength(12);
      expect(local).toContainEqual({ date: `${year}-${day}`, name: "Abolition de l'esclavage" });
      expect(local.map((h) => h.date)).toEqual([...local.map((h) => h.date)].sort());
      expect(local.filter((h) => h.name !== "Abolition de l'esclavage")).toEqual(frenchPublicHolidays(year));
    }
  });

  it.each<[string, HolidayRegion, string | undefined]>([
    ['2026-05-22', 'martinique', "Abolition de l'esclavage"],
    ['2026-05-22', 'guadeloupe', undefined],
    ['2026-05-22', 'metropolitan', undefined],
    ['2026-05-27', 'guadeloupe', "Abolition de l'esclavage"],
    ['2026-05-27', 'saint_martin', undefined],
    ['2026-05-28', 'saint_martin', "Abolition de l'esclavage"],
    ['2026-04-03', 'martinique', undefined], // Good Friday is Alsace-Moselle's, not the law's overseas
    ['2026-07-21', 'martinique', undefined], // Victor Schœlcher's day: custom, not law
    ['2026-12-26', 'la_reunion', undefined],
    ['2026-05-14', 'mayotte', 'Ascension'],
  ])('publicHolidayOn(%s, %s) is %s', (date, region, name) => {
    expect(publicHolidayOn(date, region)?.name).toBe(name);
  });
});
