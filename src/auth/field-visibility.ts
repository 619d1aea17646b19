import type { AccessCategory } from './access-categories.ts';
import { PREREQUISITES, type Scope } from './scopes.ts';

/** What a gated field needs: the scope that grants it, whether an admin may withhold it, its log category. */
export interface FieldRule {
  scope: Scope;
  withholdable: boolean;
  category: AccessCategory;
}

const DETAILS = {
  scope: 'org:employee:details:read',
  withholdable: true,
  category: 'personal_details',
} as const;

/**
 * Every field of a response that not every key of its route may see, declared once: the
 * projections ask `may(field)` of the key's visibility, the response schemas mark the property
 * with `Gated(field, …)` (src/schema/gated.ts), the console and the CLI list the withholdable
 * ones, and test/security/field-visibility.test.ts derives its expectations from here. The order
 * is the canonical order of a key's withheld fields.
 */
export const GATED_FIELDS = {
  socialSecurityNumber: DETAILS,
  bankAccount: DETAILS,
  birthDate: DETAILS,
  birthName: DETAILS,
  birthCity: DETAILS,
  countryOfBirth: DETAILS,
  nationality: DETAILS,
  address: DETAILS,
  phoneNumber: DETAILS,
  secondaryEmail: DETAILS,
  seniorityDate: DETAILS,
  manager: DETAILS,
  team: DETAILS,
  // The absence type is health data under GDPR art. 9 for sickness or maternity: every response that
  // carries it (absences, the days of a meal-voucher count) shows it through this one rule.
  absenceType: { scope: 'org:absence:type:read', withholdable: true, category: 'absence_type' },
  contracts: { scope: 'org:contract:details:read', withholdable: false, category: 'contract' },
  // The spouse and children an affiliation covers: third parties' data, under a partner scope of their own.
  beneficiaries: {
    scope: 'org:employee:health_insurance:dependants:read',
    withholdable: true,
    category: 'dependant',
  },
} as const satisfies Record<string, FieldRule>;

export type GatedField = keyof typeof GATED_FIELDS;
type Rules = typeof GATED_FIELDS;
export type WithholdableField = {
  [F in GatedField]: Rules[F]['withholdable'] extends true ? F : never;
}[GatedField];

export const ALL_GATED: readonly GatedField[] = Object.keys(GATED_FIELDS) as GatedField[];

export function isGatedField(value: string): value is GatedField {
  return Object.hasOwn(GATED_FIELDS, value);
}

/** What one key may see: built once per request from its scopes and withheld fields. */
export interface FieldVisibility {
  /** The field's scope (and that scope's prerequisite) is held, and the field is not withheld. */
  may(field: GatedField): boolean;
}

export function fieldVisibility(scopes: Iterable<string>, withheld: readonly string[] = []): FieldVisibility {
  const held = new Set(scopes);
  const holds = (scope: Scope) => {
    const prerequisite = PREREQUISITES[scope];
    return held.has(scope) && (prerequisite === undefined || held.has(prerequisite));
  };
  const visible = new Set(
    ALL_GATED.filter((field) => {
      const rule: FieldRule = GATED_FIELDS[field];
      return holds(rule.scope) && !(rule.withholdable && withheld.includes(field));
    }),
  );
  return { may: (field) => visible.has(field) };
}

/** A key's visibility, from the key a request authenticated with. */
export const visibilityOfKey = (key: { scopes: readonly string[]; withheldFields: readonly string[] }) =>
  fieldVisibility(key.scopes, key.withheldFields);

/** The gated properties of a response: each property names its field and how its value is made. */
export type GatedProperties<T> = { [K in keyof T]-?: readonly [GatedField, () => T[K]] };

/**
 * Adds to a response being built the properties the key may see, each computed only then; a
 * property whose value is undefined stays absent. The one way a response shows a gated field.
 * Written onto the response rather than returned for spreading: an item built by spreading partial
 * objects cost a page of 100 collaborators four times the CPU to build and twice to serialize,
 * and outlived young-generation collections (docs/performance.md, "Figures behind the code").
 */
export function showVisible<T extends object>(
  target: Partial<T>,
  visibility: FieldVisibility,
  properties: GatedProperties<T>,
): void {
  for (const name of Object.keys(properties) as (keyof T)[]) {
    const [field, value] = properties[name];
    if (!visibility.may(field)) continue;
    const computed = value();
    if (computed !== undefined) target[name] = computed;
  }
}

/** The log categories of the gated fields a response showed: what the data-access log records beside its base. */
export function categoriesShown(
  visibility: FieldVisibility,
  fields: readonly GatedField[],
): AccessCategory[] {
  const shown = new Set<AccessCategory>();
  for (const field of fields) if (visibility.may(field)) shown.add(GATED_FIELDS[field].category);
  return [...shown];
}
