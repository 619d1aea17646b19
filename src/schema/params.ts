import { Type } from '@sinclair/typebox';
import { ID_PATTERN } from '../shared/ids.ts';

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

/** `YYYY-MM-DD`, as the specification's pattern says; the calendar check then refuses 2026-02-31. */
export const DATE_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';
export const CalendarDate = (description?: string) =>
  Type.String({
    pattern: DATE_PATTERN,
    'x-expected': 'a date YYYY-MM-DD',
    ...(description ? { description } : {}),
  });

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
