import { type TSchema, type TUnsafe, Type } from '@sinclair/typebox';

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
 * A field present only when the key holds `scope`; without it the key is absent, never null.
 * The scope is machine-readable (`x-scopes`) and written in the description.
 */
export const Scoped = <T extends TSchema>(schema: T, scope: string, description?: string) =>
  Type.Optional({
    ...schema,
    description: [description, `Needs ${scope}; absent without it.`].filter(Boolean).join(' '),
    'x-scopes': [scope],
  } as T);

export type Unsafe<T> = TUnsafe<T>;
