export {
  type ClientOptions,
  createClient,
  type HrClient,
  type OperationMethods,
  PAGINATE_LIMIT,
} from './client.ts';
export { type DpopKeyPair, type DpopProver, dpopProver, generateDpopKeyPair } from './dpop.ts';
export {
  type ClientErrorCode,
  type ErrorCode,
  HrApiError,
  HrApiNetworkError,
  HrApiPaginationError,
  HrApiTimeoutError,
  type ProblemCode,
  type ProblemError,
} from './errors.ts';
export { etagOf } from './etags.ts';
export type { components, operations as OperationTypes, paths } from './generated/openapi.ts';
export { operations } from './generated/operations.ts';
export {
  appCredentials,
  type ClientAuth,
  HrApiTokenError,
  type OAuthTokenSourceOptions,
  oauthTokenSource,
} from './oauth.ts';
export type { BodyMediaType, OperationSpec } from './operation-spec.ts';
export type { RawBody } from './request.ts';
export type { RetryEvent, RetryOptions } from './retry.ts';
export type { SyncMessage, SyncOptions, SyncResource } from './sync-feed.ts';
export type { CallOptions } from './transport.ts';
export type {
  ItemOf,
  ListOperationId,
  OperationId,
  PaginateParams,
  Params,
  ResponseBody,
  Schema,
} from './types.ts';
