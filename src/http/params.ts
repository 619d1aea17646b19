import { Type } from '@sinclair/typebox';
import { isCalendarDate as isCalendarDay } from '../calendar/calendar-dates.ts';
import { ID_PATTERN } from '../shared/ids.ts';
import { invalidParameter } from './errors.ts';

export const Id = (description?: string) =>
  Type.String({
    pattern: ID_PATTERN,
    'x-expected': 'an identifier of at most 64 characters [A-Za-z0-9_-]',
    ...(description ? { description } : {}),
  });

export const OrganizationParams = Type.Object({
  organizationId: Id('The organization id, from the administration page.'),
});
export const CollaboratorParams = Type.Object({ organizationId: Id(), collaboratorId: Id() });

/** The optional establishment filter of read endpoints; an establishment of another organization is a 404. */
export const EstablishmentQuery = {
  establishmentId: Type.Optional(Id('Restricts results to one establishment.')),
};

/** `YYYY-MM-DD`, as the specification's pattern says; `isCalendarDate` then refuses 2026-02-31. */
export const DATE_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';
export const CalendarDate = (description?: string) =>
  Type.String({
    pattern: DATE_PATTERN,
    'x-expected': 'a date YYYY-MM-DD',
    ...(description ? { description } : {}),
  });

export function isCalendarDate(value: string): boolean {
  return new RegExp(DATE_PATTERN).test(value) && isCalendarDay(value);
}

/** Refuses dates that match the pattern but do not exist, naming the parameter. */
export function assertCalendarDates(query: Record<string, unknown>, names: readonly string[]): void {
  const errors = names
    .filter((name) => typeof query[name] === 'string' && !isCalendarDate(query[name] as string))
    .map((name) => ({ in: 'query' as const, name, message: 'must be a date that exists, YYYY-MM-DD' }));
  const first = errors[0];
  if (first) throw invalidParameter(`${first.name} ${first.message}`, errors);
}
