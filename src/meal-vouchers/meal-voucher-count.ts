import { daysOfMonth, weekday } from '../calendar/calendar-dates.ts';
import { type HolidayRegion, publicHolidayOn } from '../calendar/french-holidays.ts';

/** A contract's span; `endDate` null is open-ended. Dates are `YYYY-MM-DD`, both inclusive. */
export interface ContractSpan {
  startDate: string;
  endDate: string | null;
}

export interface AbsenceSpan {
  startDate: string;
  endDate: string;
  status: string;
}

/** Monday to Friday and not a public holiday of the workplace's region. */
export function isWorkingDay(date: string, region: HolidayRegion): boolean {
  const day = weekday(date);
  return day !== 0 && day !== 6 && publicHolidayOn(date, region) === undefined;
}

/**
 * The meal vouchers a collaborator earns in a month (DECISIONS.md): working days on which a
 * contract is active, less every day an approved absence touches. A half day off takes the whole
 * day's voucher, since no meal is taken during a full working day. Pending and rejected absences
 * do not count, and remote-work days earn a voucher like office days.
 */
export function countMealVouchers(
  year: number,
  month: number,
  contracts: readonly ContractSpan[],
  absences: readonly AbsenceSpan[],
  region: HolidayRegion,
): number {
  const approved = absences.filter((a) => a.status === 'approved');
  let count = 0;
  for (const day of daysOfMonth(year, month)) {
    if (!isWorkingDay(day, region)) continue;
    const employed = contracts.some((c) => c.startDate <= day && (c.endDate === null || c.endDate >= day));
    if (!employed) continue;
    const absent = approved.some((a) => a.startDate <= day && a.endDate >= day);
    if (!absent) count += 1;
  }
  return count;
}
