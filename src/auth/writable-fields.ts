import { ForbiddenFields, type Problem } from '../shared/domain-errors.ts';
import { fieldVisibility, GATED_FIELDS, type GatedField } from './field-visibility.ts';

/** The document sections whose records a key writes field by field. */
export type WritableSection = 'collaborators' | 'absences';

/**
 * Each gated field of a section's record, by its name in the HR data document, and the read field
 * (GATED_FIELDS) whose rule it follows: a key writes no field it could not read, and a field its
 * administrator withheld from it cannot be written either. The projections show `managerId` as
 * `manager`, `teamId` as `team`, and every contract (with its details) under `contracts`; the
 * establishment history is the employment record the contracts belong to, so it follows them.
 * Fields not listed (`id`, names, e-mail, personnel number, title, establishment) are basic data.
 */
export const WRITE_RULES: Record<WritableSection, Readonly<Record<string, GatedField>>> = {
  collaborators: {
    birthName: 'birthName',
    secondaryEmail: 'secondaryEmail',
    phoneNumber: 'phoneNumber',
    birthDate: 'birthDate',
    birthCity: 'birthCity',
    countryOfBirth: 'countryOfBirth',
    nationality: 'nationality',
    address: 'address',
    seniorityDate: 'seniorityDate',
    socialSecurityNumber: 'socialSecurityNumber',
    bankAccount: 'bankAccount',
    managerId: 'manager',
    teamId: 'team',
    contracts: 'contracts',
    establishmentHistory: 'contracts',
  },
  // The absence's type and what the DSN says of it are health data under GDPR art. 9.
  absences: {
    type: 'absenceType',
    dsnReason: 'absenceType',
    returnReason: 'absenceType',
    accidentDate: 'absenceType',
  },
};

/** What a key holds that decides which fields it may see: the key a request authenticated with. */
export interface FieldAccess {
  scopes: readonly string[];
  withheldFields: readonly string[];
}

/** The fields of a section's record this key may not read, by their document names. */
export function hiddenFields(section: WritableSection, access: FieldAccess): string[] {
  const visibility = fieldVisibility(access.scopes, access.withheldFields);
  return Object.entries(WRITE_RULES[section])
    .filter(([, gated]) => !visibility.may(gated))
    .map(([name]) => name);
}

/** Why this key may not write `gated`: the scope it lacks, or its administrator withheld it. */
function reasonOf(gated: GatedField, access: FieldAccess): string {
  const { scope } = GATED_FIELDS[gated];
  return access.scopes.includes(scope) && access.withheldFields.includes(gated)
    ? 'withheld from this API key by its administrator: a field the key may not read cannot be written'
    : `needs ${scope}: a field the key may not read cannot be written`;
}

/**
 * The fields of `body` (a record in the document's shape, or a merge patch of one) that this key
 * may not write, each by its JSON path; none when it may write them all.
 */
export function forbiddenFields(section: WritableSection, body: unknown, access: FieldAccess): Problem[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  const visibility = fieldVisibility(access.scopes, access.withheldFields);
  return Object.entries(WRITE_RULES[section])
    .filter(([name, gated]) => Object.hasOwn(body, name) && !visibility.may(gated))
    .map(([name, gated]) => ({ in: 'body', name, message: reasonOf(gated, access) }));
}

/** Refuses the write (ForbiddenFields, 403) when `body` names a field the key may not read. */
export function assertWritableFields(section: WritableSection, body: unknown, access: FieldAccess): void {
  const problems = forbiddenFields(section, body, access);
  if (problems.length > 0) {
    throw new ForbiddenFields(
      `the body names ${problems.length} field(s) this API key may not read, so may not write; nothing was written`,
      problems,
    );
  }
}
