/**
 * The access log's grain is the UTC month; within a month, the days read are the bits of one
 * integer: bit 0 is the 1st, bit 30 the 31st. 31 bits fit a signed 32-bit integer on both engines,
 * and merging two sets of days is a bitwise OR.
 */

/** Every day of a month read. */
export const ALL_DAYS = 0x7fff_ffff;

/** `YYYY-MM-DD` → `YYYY-MM`. */
export function monthOfDay(day: string): string {
  return day.slice(0, 7);
}

/** The bit of a day `YYYY-MM-DD` in its month's set. */
export function dayBit(day: string): number {
  return 1 << (Number(day.slice(8, 10)) - 1);
}

/** The days of a month from `day` (included) on: the set of days kept by a cut at `day`. */
export function daysFrom(day: string): number {
  return ALL_DAYS ^ (dayBit(day) - 1);
}

const dayInMonth = (month: string, index: number) => `${month}-${String(index + 1).padStart(2, '0')}`;

/** The first day of a non-empty set, `YYYY-MM-DD`. */
export function firstDayOf(month: string, days: number): string {
  return dayInMonth(month, 31 - Math.clz32(days & -days));
}

/** The last day of a non-empty set, `YYYY-MM-DD`. */
export function lastDayOf(month: string, days: number): string {
  return dayInMonth(month, 31 - Math.clz32(days));
}
