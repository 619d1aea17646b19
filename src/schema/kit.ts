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

export type Unsafe<T> = TUnsafe<T>;
