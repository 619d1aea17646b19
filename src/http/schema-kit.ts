import { type TSchema, type TUnsafe, Type } from '@sinclair/typebox';
import { type FieldRule, GATED_FIELDS, type GatedField } from '../auth/field-visibility.ts';

/**
 * Schema builders whose OpenAPI rendering an integrator's generator reads well. TypeBox renders a
 * union of literals as `anyOf` of `const`s; a closed set of strings is an `enum` here.
 */
export const StringEnum = <const T extends readonly string[]>(
  values: T,
  options: { description?: string } = {},
) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

export const Nullable = <T extends TSchema>(schema: T, options: { description?: string } = {}) =>
  Type.Union([schema, Type.Null()], options);

/**
 * Names a shape shared by several operations: the OpenAPI document shows it once, under
 * components.schemas, and refers to it wherever it appears (see `shareComponents`).
 */
export const component = <T extends TSchema>(name: string, schema: T): T => ({ ...schema, title: name });

/**
 * A gated field (src/auth/field-visibility.ts) as the answer shows it: present only to a key that
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

export type Unsafe<T> = TUnsafe<T>;
