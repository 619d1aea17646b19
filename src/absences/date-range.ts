import { Type } from '@sinclair/typebox';
import { REQUEST_STATUSES } from '../hr-data/enums.ts';
import { invalidParameter } from '../http/errors.ts';
import { assertCalendarDates, CalendarDate } from '../http/params.ts';
import { component, StringEnum } from '../http/schema-kit.ts';

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

/** Dates that exist, and a range that is not reversed: else 400 naming the parameter. */
export function assertDateRange(range: DateRange): void {
  assertCalendarDates(range as Record<string, unknown>, ['startDate', 'endDate']);
  const { startDate, endDate } = range;
  if (startDate !== undefined && endDate !== undefined && startDate > endDate) {
    throw invalidParameter('startDate must not be after endDate', [
      { in: 'query', name: 'startDate', message: `must not be after endDate (${endDate})` },
    ]);
  }
}
