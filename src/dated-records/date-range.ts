import { Type } from '@sinclair/typebox';
import { REQUEST_STATUSES } from '../hr-data/enums.ts';
import { component, StringEnum } from '../schema/kit.ts';
import { CalendarDate } from '../schema/params.ts';
import { isCalendarDate } from '../shared/calendar/calendar-dates.ts';
import { type Problem, Refused } from '../shared/domain-errors.ts';

/** The optional bounds of absences and work locations; an omitted bound is open (docs/api.md). */
export const DateRangeQuery = {
  startDate: Type.Optional(CalendarDate('Entries ending on or after this date, YYYY-MM-DD.')),
  endDate: Type.Optional(CalendarDate('Entries starting on or before this date, YYYY-MM-DD.')),
};

/** The status of a leave or work-location request, also its filter. */
export const RequestStatus = component('RequestStatus', StringEnum(REQUEST_STATUSES));

export interface DateRange {
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/**
 * Dates that exist, and a range that is not reversed; else refused, naming the parameter. The
 * schema has already checked the shape `YYYY-MM-DD`; 2026-02-30 passes it and is caught here.
 */
export function assertDateRange(range: DateRange): void {
  const missing: Problem[] = (['startDate', 'endDate'] as const)
    .filter((name) => range[name] !== undefined && !isCalendarDate(range[name] ?? ''))
    .map((name) => ({ in: 'query', name, message: 'must be a date that exists, YYYY-MM-DD' }));
  const first = missing[0];
  if (first) throw new Refused(`${first.name} ${first.message}`, missing);
  const { startDate, endDate } = range;
  if (startDate !== undefined && endDate !== undefined && startDate > endDate) {
    throw new Refused('startDate must not be after endDate', [
      { in: 'query', name: 'startDate', message: `must not be after endDate (${endDate})` },
    ]);
  }
}
