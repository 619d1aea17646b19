import { isOneOf } from '../shared/guards.ts';
import { ALL_GATED, GATED_FIELDS, type WithholdableField } from './field-visibility.ts';
import type { Scope } from './scopes.ts';

export type WithheldField = WithholdableField;

/**
 * Fields an admin may withhold from a key although one of its scopes grants them, in their
 * canonical order (src/auth/field-visibility.ts declares them). A withheld field is absent from
 * every response, exactly like a field whose scope is missing.
 */
export const ALL_WITHHOLDABLE: readonly WithheldField[] = ALL_GATED.filter(
  (field): field is WithheldField => GATED_FIELDS[field].withholdable,
);

/** The withholdable fields by the scope that grants them, for the console's key form. */
export const WITHHOLDABLE_FIELDS: Partial<Record<Scope, readonly WithheldField[]>> = {};
for (const field of ALL_WITHHOLDABLE) {
  const { scope } = GATED_FIELDS[field];
  WITHHOLDABLE_FIELDS[scope] = [...(WITHHOLDABLE_FIELDS[scope] ?? []), field];
}

export function isWithholdable(value: string): value is WithheldField {
  return isOneOf(ALL_WITHHOLDABLE, value);
}

/** The withheld fields as the store keeps them: space-separated names. */
export function withheldFieldsOf(stored: string): WithheldField[] {
  return stored.split(' ').filter(isWithholdable);
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
    const grantedBy = GATED_FIELDS[field].scope;
    if (!scopes.includes(grantedBy)) {
      problems.push(`"${field}" is not granted by the key's scopes (it needs "${grantedBy}")`);
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, fields: ALL_WITHHOLDABLE.filter((f) => wanted.has(f)) };
}
