/**
 * Parameter and response types of each operation, derived from the generated OpenAPI types and
 * operation table: nothing here names an operation.
 */
import type { components, operations as Operations } from './generated/openapi.ts';
import type { operations as table } from './generated/operations.ts';
import type { RawBody } from './request.ts';

type Table = typeof table;

/** Every operationId of the document. */
export type OperationId = keyof Table & keyof Operations;

type Simplify<T> = { [K in keyof T]: T[K] } & {};
// biome-ignore lint/complexity/noBannedTypes: the empty object is the neutral element of the intersections below
type Nothing = {};
/** An optional section of an operation (`path?: never` when there is none) as an object type. */
type Section<T> = [T] extends [never] ? Nothing : [T] extends [undefined] ? Nothing : NonNullable<T>;

type OperationParameters<Op extends OperationId> = Operations[Op]['parameters'];
type PathParams<Op extends OperationId> = Section<OperationParameters<Op>['path']>;
type QueryParams<Op extends OperationId> = Section<OperationParameters<Op>['query']>;
/** Query parameters with a server default are optional whatever the document says of `required`. */
type WithDefaultsOptional<T, K> = Omit<T, K & keyof T> & Partial<Pick<T, K & keyof T>>;
type RequestContent<Op extends OperationId> =
  NonNullable<Operations[Op]['requestBody']> extends {
    content: infer Content;
  }
    ? Content
    : never;
/**
 * The body's members beside the other parameters; or `body` itself for a file sent raw, or for a
 * whole document the schema does not spell out (a value, or its text or bytes).
 */
type BodyParams<Op extends OperationId> = [NonNullable<Operations[Op]['requestBody']>] extends [never]
  ? Nothing
  : RequestContent<Op> extends { 'application/json': infer Body }
    ? unknown extends Body
      ? { body: RawBody | { readonly [member: string]: unknown } }
      : Body
    : RequestContent<Op> extends { 'application/merge-patch+json': infer Patch }
      ? Patch
      : RequestContent<Op> extends { 'application/octet-stream': unknown }
        ? { body: RawBody }
        : Nothing;

/** The one object a method takes: its path, query and body parameters side by side. */
export type Params<Op extends OperationId> = Simplify<
  PathParams<Op> &
    WithDefaultsOptional<QueryParams<Op>, Table[Op]['defaultedParams'][number]> &
    BodyParams<Op>
>;

type Responses<Op extends OperationId> = Operations[Op]['responses'];
type SuccessStatus<Op extends OperationId> = Extract<keyof Responses<Op>, 200 | 201 | 202 | 204>;
/** What a method resolves to: the JSON body of the operation's success response. */
export type ResponseBody<Op extends OperationId> = Responses<Op>[SuccessStatus<Op>] extends {
  content: { 'application/json': infer Body };
}
  ? Body
  : undefined;

/** Operations that are page-numbered lists (`page`, `limit`, `total`), which `paginate` reads whole. */
export type ListOperationId = {
  [Op in OperationId]: Table[Op]['items'] extends readonly string[] ? Op : never;
}[OperationId];

type At<T, Path> = Path extends readonly [infer Head, ...infer Rest]
  ? Head extends keyof T
    ? At<T[Head], Rest>
    : never
  : T;

/** One item of a list operation (a collaborator, an absence, a meal-voucher count, …). */
export type ItemOf<Op extends ListOperationId> =
  At<ResponseBody<Op>, Table[Op]['items']> extends readonly (infer Item)[] ? Item : never;

/** The parameters of a full read: those of the list but `page`; `limit` defaults to 100. */
export type PaginateParams<Op extends ListOperationId> = Simplify<
  Omit<Params<Op>, 'page' | 'limit'> & { limit?: number }
>;

/** A named shape of the document: `Schema<'Collaborator'>`, `Schema<'Absence'>`, `Schema<'Problem'>`, … */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
