import { type Static, type TSchema, type TUnion, type TUnsafe, Type } from '@sinclair/typebox';

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
 * Exactly one of shapes that exclude one another: `oneOf`, which a generator reads as a choice of
 * types, where TypeBox's union renders `anyOf`. Typed as the union of the shapes.
 */
export const OneOf = <T extends TSchema[]>(schemas: [...T], options: { description?: string } = {}) =>
  Type.Unsafe<Static<TUnion<T>>>({ oneOf: schemas, ...options });

/**
 * Names a shape shared by several operations: the OpenAPI document shows it once, under
 * components.schemas, and refers to it wherever it appears (see `shareComponents`).
 */
export const component = <T extends TSchema>(name: string, schema: T): T => ({ ...schema, title: name });

export type Unsafe<T> = TUnsafe<T>;
