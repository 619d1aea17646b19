import { daysOfMonth, weekday } from '../shared/calendar/calendar-dates.ts';
import { type HolidayRegion, publicHolidayOn } from '../shared/calendar/french-holidays.ts';

/** A contract's span; `endDate` null is open-ended. Dates are `YYYY-MM-DD`, both inclusive. */
export interface ContractSpan {
  startDate: string;
  endDate: string | null;
}

export interface AbsenceSpan {
  startDate: string;
  endDate: string;
  status: string;
  type: string;
  /** The first (last) day is a half day. */
  startHalfDay: boolean;
  endHalfDay: boolean;
}

export interface WorkLocationSpan {
  startDate: string;
  endDate: string;
  status: string;
  isRemoteWork: boolean;
}

/** The holiday law of the establishment a collaborator belonged to over a period (both ends inclusive). */
export interface RegionPeriod {
  startDate: string;
  endDate: string | null;
  region: HolidayRegion;
}

/** Everything the count of one collaborator's month depends on. */
export interface WorkingTime {
  /** The holiday law of the collaborator's current establishment; national without one. */
  region: HolidayRegion;
  /**
   * The establishment history: a day a period holds takes that establishment's law, so that a
   * transfer does not rewrite past months; a day outside every period takes `region`.
   */
  regionPeriods?: readonly RegionPeriod[];
  contracts: ContractSpan[];
  absences: AbsenceSpan[];
  workLocations: WorkLocationSpan[];
}

export const DAY_REASONS = [
  'worked',
  'remote_work',
  'weekend',
  'public_holiday',
  'no_contract',
  'absence',
] as const;
export type DayReason = (typeof DAY_REASONS)[number];

/** One day of the month, counted or not, and the one rule that decided it. */
export interface MealVoucherDay {
  date: string;
  counted: boolean;
  reason: DayReason;
  /** With `public_holiday`: the holiday's name. */
  holiday?: string;
  /** With `absence`: the absence's type and whether this day of it was a half day. */
  absence?: { type: string; halfDay: boolean };
}

const covers = (span: { startDate: string; endDate: string | null }, day: string) =>
  span.startDate <= day && (span.endDate === null || span.endDate >= day);

/** The holiday law of the day: the establishment the collaborator belonged to that day. */
export function regionOn(date: string, time: WorkingTime): HolidayRegion {
  return time.regionPeriods?.find((p) => covers(p, date))?.region ?? time.region;
}

/**
 * The meal-voucher rule (docs/partner-api.md), one day at a time; the rules apply in this order and the
 * first that matches is the reason. A weekend day, then a public holiday of the region of the
 * establishment the collaborator belonged to that day, earns nothing; then a day under no contract; then a day an **approved** absence touches
 * (a half day off takes the whole day's voucher, since no meal is taken during a full working
 * day). Any other day earns one voucher, at home (an approved remote-work day) as at the office.
 * Pending and rejected requests change nothing.
 */
export function explainDay(date: string, time: WorkingTime): MealVoucherDay {
  const day = weekday(date);
  if (day === 0 || day === 6) return { date, counted: false, reason: 'weekend' };
  const holiday = publicHolidayOn(date, regionOn(date, time));
  if (holiday) return { date, counted: false, reason: 'public_holiday', holiday: holiday.name };
  if (!time.contracts.some((c) => covers(c, date))) return { date, counted: false, reason: 'no_contract' };
  const absence = time.absences.find((a) => a.status === 'approved' && covers(a, date));
  if (absence) {
    const halfDay =
      (date === absence.startDate && absence.startHalfDay) ||
      (date === absence.endDate && absence.endHalfDay);
    return { date, counted: false, reason: 'absence', absence: { type: absence.type, halfDay } };
  }
  const remote = time.workLocations.some((w) => w.status === 'approved' && w.isRemoteWork && covers(w, date));
  return { date, counted: true, reason: remote ? 'remote_work' : 'worked' };
}

/** Every day of the month, explained. */
export function explainMealVoucherDays(year: number, month: number, time: WorkingTime): MealVoucherDay[] {
  return daysOfMonth(year, month).map((date) => explainDay(date, time));
}

/** The vouchers of a month: the counted days of its explanation, so the two can never disagree. */
export function countMealVouchers(year: number, month: number, time: WorkingTime): number {
  return explainMealVoucherDays(year, month, time).filter((d) => d.counted).length;
}
