/** HTTP methods the API uses; only these are retried without `retry.nonIdempotent`. */
export const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/**
 * How one operation of the OpenAPI document is called: the generated table (`generated/operations.ts`)
 * holds one per operationId, so the client needs no hand-written route list.
 */
export interface OperationSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Relative to the base URL (which ends with /api/public/v1), with `{name}` placeholders. */
  path: string;
  pathParams: readonly string[];
  queryParams: readonly string[];
  /** Query parameters the server fills with a default: optional for the caller. */
  defaultedParams: readonly string[];
  /** Properties of the JSON object body; empty when the operation reads no body. */
  bodyParams: readonly string[];
  /** Whether the operation reads a JSON body (even one without declared properties). */
  hasBody: boolean;
  /** The largest `limit` the operation accepts, when the document bounds it. */
  maxLimit: number | null;
  /**
   * For a page-numbered list (`page`, `limit` and `total`): the property path of its items in the
   * response body, `['data']` usually, `['data', 'mealVouchers']` for meal vouchers. Null otherwise.
   */
  items: readonly string[] | null;
}
