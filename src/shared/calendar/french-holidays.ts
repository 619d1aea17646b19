import { processCache } from '../bounded-cache.ts';
import { addDays, isoDate } from './calendar-dates.ts';

/**
 * Easter Sunday of a Gregorian year (the anonymous "Meeus/Jones/Butcher" algorithm), valid for
 * every year the API accepts (1900..3000).
 */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

export interface PublicHoliday {
  date: string;
  name: string;
}

/**
 * Which public-holiday law applies to a workplace (see holiday-region.ts for how an establishment
 * gets it). `alsace_moselle` is the local law of Moselle, Bas-Rhin and Haut-Rhin; the overseas
 * regions add their day commemorating the abolition of slavery.
 */
export const HOLIDAY_REGIONS = [
  'metropolitan',
  'alsace_moselle',
  'guadeloupe',
  'martinique',
  'guyane',
  'la_reunion',
  'mayotte',
  'saint_barthelemy',
  'saint_martin',
] as const;
export type HolidayRegion = (typeof HOLIDAY_REGIONS)[number];

/**
 * The day commemorating the abolition of slavery, a public holiday where it applies (Code du
 * travail, art. L3422-2; loi n° 83-550 du 30 juin 1983). Dates: décret n° 83-1003 du 23 novembre
 * 1983, as amended by décret n° 2012-553 du 23 avril 2012 (which added Saint-Barthélemy and
 * Saint-Martin); Saint-Martin's day moved from 27 to 28 May by a later amendment (observed since
 * 2018, in the decree since 2023). Today's dates are applied to every year, like the national list.
 * Other local days (21 July in Guadeloupe and Martinique, Good Friday overseas) come from custom or
 * collective agreements, not from the law, and are not counted.
 */
const ABOLITION_OF_SLAVERY: Partial<Record<HolidayRegion, { month: number; day: number }>> = {
  guadeloupe: { month: 5, day: 27 },
  martinique: { month: 5, day: 22 },
  guyane: { month: 6, day: 10 },
  la_reunion: { month: 12, day: 20 },
  mayotte: { month: 4, day: 27 },
  saint_barthelemy: { month: 10, day: 9 },
  saint_martin: { month: 5, day: 28 },
};

const byDate = (x: PublicHoliday, y: PublicHoliday) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0);

/**
 * The eleven public holidays of metropolitan France, in date order. Source: Code du travail,
 * art. L3133-1. Today's list is applied to every year the API accepts (1900..3000): the API
 * counts days under today's law, it is not a history of French holidays.
 */
export function frenchPublicHolidays(year: number): PublicHoliday[] {
  const easter = easterSunday(year);
  const holidays: PublicHoliday[] = [
    { date: isoDate(year, 1, 1), name: "Jour de l'an" },
    { date: addDays(easter, 1), name: 'Lundi de Pâques' },
    { date: isoDate(year, 5, 1), name: 'Fête du travail' },
    { date: isoDate(year, 5, 8), name: 'Victoire 1945' },
    { date: addDays(easter, 39), name: 'Ascension' },
    { date: addDays(easter, 50), name: 'Lundi de Pentecôte' },
    { date: isoDate(year, 7, 14), name: 'Fête nationale' },
    { date: isoDate(year, 8, 15), name: 'Assomption' },
    { date: isoDate(year, 11, 1), name: 'Toussaint' },
    { date: isoDate(year, 11, 11), name: 'Armistice 1918' },
    { date: isoDate(year, 12, 25), name: 'Noël' },
  ];
  return holidays.sort(byDate);
}

/**
 * The public holidays of a region, in date order. Alsace-Moselle adds Good Friday (two days
 * before Easter) and 26 December to the eleven national days. Source: Code du travail,
 * art. L3134-13 (local law of the three départements, kept by art. L3134-1). An overseas region
 * adds its day of the abolition of slavery (see ABOLITION_OF_SLAVERY).
 */
export function publicHolidays(year: number, region: HolidayRegion): PublicHoliday[] {
  const national = frenchPublicHolidays(year);
  if (region === 'alsace_moselle') {
    return [
      ...national,
      { date: addDays(easterSunday(year), -2), name: 'Vendredi saint' },
      { date: isoDate(year, 12, 26), name: 'Saint-Étienne' },
    ].sort(byDate);
  }
  const abolition = ABOLITION_OF_SLAVERY[region];
  if (!abolition) return national;
  return [
    ...national,
    { date: isoDate(year, abolition.month, abolition.day), name: "Abolition de l'esclavage" },
  ].sort(byDate);
}

/** The holidays of a region's year by date; a year holds at most 15, and few years are asked. */
export const holidayYears = processCache<string, ReadonlyMap<string, string>>('holiday-years', 200);

function holidayNames(year: number, region: HolidayRegion): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  for (const h of publicHolidays(year, region)) if (!names.has(h.date)) names.set(h.date, h.name);
  return names;
}

/** The holiday falling on a `YYYY-MM-DD` date in a region, or undefined on any other day. */
export function publicHolidayOn(date: string, region: HolidayRegion): PublicHoliday | undefined {
  const year = Number(date.slice(0, 4));
  const name = holidayYears.getOrSet(`${region}:${year}`, () => holidayNames(year, region)).get(date);
  return name === undefined ? undefined : { date, name };
}

export function isFrenchPublicHoliday(date: string): boolean {
  return publicHolidayOn(date, 'metropolitan') !== undefined;
}
