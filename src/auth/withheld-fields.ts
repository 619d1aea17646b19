import type { Scope } from './scopes.ts';

/**
 * Fields an admin may withhold from a key although one of its scopes grants them. A withheld
 * field is absent from every answer, exactly like a field whose scope is missing.
 */
export const WITHHOLDABLE_FIELDS = {
  'org:employee:details:read': [
    'socialSecurityNumber',
    'bankAccount',
    'birthDate',
    'birthName',
    'birthCity',
    'countryOfBirth',
    'nationality',
    'address',
    'phoneNumber',
    'secondaryEmail',
    'seniorityDate',
    'manager',
    'team',
  ],
  'org:absence:type:read': ['absenceType'],
} as const satisfies Partial<Record<Scope, readonly string[]>>;

type Withholdable = typeof WITHHOLDABLE_FIELDS;
export type WithheldField = Withholdable[keyof Withholdable][number];

export const ALL_WITHHOLDABLE: readonly WithheldField[] = Object.values(WITHHOLDABLE_FIELDS).flat();

/** The answer's properties a withheld field removes: the list item names the NIR `ssn`. */
export const RESPONSE_PROPERTIES: Record<WithheldField, readonly string[]> = {
  socialSecurityNumber: ['socialSecurityNumber', 'ssn'],
  bankAccount: ['bankAccount'],
  birthDate: ['birthDate'],
  birthName: ['birthName'],
  birthCity: ['birthCity'],
  countryOfBirth: ['countryOfBirth'],
  nationality: ['nationality'],
  address: ['address'],
  phoneNumber: ['phoneNumber'],
  secondaryEmail: ['secondaryEmail'],
  seniorityDate: ['seniorityDate'],
  manager: ['manager'],
  team: ['team'],
  absenceType: ['type'],
};

export function isWithholdable(value: string): value is WithheldField {
  return (ALL_WITHHOLDABLE as readonly string[]).includes(value);
}

export type WithheldCheck = { ok: true; fields: WithheldField[] } | { ok: false; problems: string[] };

/** Known fields, each granted by one of `scopes`; de-duplicated in the canonical order. */
export function checkWithheld(requested: readonly string[], scopes: readonly Scope[]): WithheldCheck {
  const wanted = new Set(requested.map((f) => f.trim()).filter((f) => f !== ''));
  const problems: string[] = [];
  for (const field of wanted) {
    if (!isWithholdable(field)) {
      problems.push(`"${field}" cannot be withheld (withholdable: ${ALL_WITHHOLDABLE.join(', ')})`);
      continue;
    }
    const grantedBy = Object.entries(WITHHOLDABLE_FIELDS).find(([, fields]) =>
      (fields as readonly string[]).includes(field),
    )?.[0];
    if (grantedBy && !(scopes as readonly string[]).includes(grantedBy)) {
      problems.push(`"${field}" is not granted by the key's scopes (it needs "${grantedBy}")`);
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, fields: ALL_WITHHOLDABLE.filter((f) => wanted.has(f)) };
}

/** `record` without the properties of the withheld fields (the same object when none is). */
export function withoutWithheld<T extends object>(record: T, withheld: readonly WithheldField[]): T {
  if (withheld.length === 0) return record;
  const copy: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  for (const field of withheld) for (const property of RESPONSE_PROPERTIES[field]) delete copy[property];
  return copy as T;
}
