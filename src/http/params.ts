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

/**
 * The `ids` filter of a list: at most `max` ids (the list's page-size maximum), comma-separated,
 * none empty. How a client re-reads, in the list's own shape, the records the change feed names.
 */
export const IdsQuery = (max: number, records: string) => ({
  ids: Type.Optional(
    Type.String({
      pattern: '^[A-Za-z0-9_-]{1,64}(,[A-Za-z0-9_-]{1,64})*$',
      maxLength: max * 65,
      'x-expected': `up to ${max} ${records} ids separated by commas`,
      description: `Only these ${records}: up to ${max} ids, comma-separated. An unknown id is simply not in the answer. Combines with the other filters; how a client re-reads, in this shape, the ${records} the change feed names.`,
    }),
  ),
});

/** The `ids` filter as a list without repeats; more than `max` is a 400 naming `ids`. */
export function idsFilter(ids: string | undefined, max: number, records: string): string[] | undefined {
  if (ids === undefined) return undefined;
  const unique = [...new Set(ids.split(','))];
  if (unique.length > max) {
    throw invalidParameter(`ids names at most ${max} ${records}`, [
      { in: 'query', name: 'ids', message: `must name at most ${max} ${records}` },
    ]);
  }
  return unique;
}
