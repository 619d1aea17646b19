import { type TSchema, Type } from '@sinclair/typebox';
import { type FieldRule, GATED_FIELDS, type GatedField } from '../auth/field-visibility.ts';

/**
 * A gated field (src/auth/field-visibility.ts) as the response shows it: present only to a key that
 * may see it, else absent (never null). The scope and the field are machine-readable (`x-scopes`,
 * `x-field`, which the field-visibility test reads) and written in the description.
 */
export const Gated = <T extends TSchema>(field: GatedField, schema: T, description?: string) => {
  const rule: FieldRule = GATED_FIELDS[field];
  const withholding = rule.withholdable ? ` Absent too from a key that withholds \`${field}\`.` : '';
  return Type.Optional({
    ...schema,
    description: [description, `Needs ${rule.scope}; absent without it.${withholding}`]
      .filter(Boolean)
      .join(' '),
    'x-scopes': [rule.scope],
    'x-field': field,
  } as T);
};
