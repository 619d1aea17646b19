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
 * The eleven public holidays of metropolitan France (Code du travail, art. L3133-1), in date
 * order. Alsace-Moselle's two extra days (Good Friday, 26 December) are not included: the
 * organization's establishments do not say which local law applies to them.
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
  return holidays.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
}

const cache = new Map<number, Set<string>>();

export function isFrenchPublicHoliday(date: string): boolean {
  const year = Number(date.slice(0, 4));
  let dates = cache.get(year);
  if (!dates) {
    dates = new Set(frenchPublicHolidays(year).map((h) => h.date));
    cache.set(year, dates);
  }
  return dates.has(date);
}
