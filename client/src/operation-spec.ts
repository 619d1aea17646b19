/** HTTP methods the API uses; only these are retried without `retry.nonIdempotent`. */
export const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/** The request bodies the client sends: JSON, a JSON Merge Patch (RFC 7396), or raw bytes. */
export const BODY_MEDIA_TYPES = [
  'application/json',
  'application/merge-patch+json',
  'application/octet-stream',
] as const;
export type BodyMediaType = (typeof BODY_MEDIA_TYPES)[number];

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
  /**
   * Properties of the JSON object body (`application/json` or `application/merge-patch+json`);
   * `['body']` when the body is one parameter (`wholeBody`); empty when the operation reads no body.
   */
  bodyParams: readonly string[];
  /**
   * The body is the `body` parameter itself, not its members: a raw file (`application/octet-stream`,
   * sent as it is) or a whole document whose schema names no properties (sent as JSON, or as it is
   * when given as text or bytes, e.g. a file read from disk).
   */
  wholeBody: boolean;
  /** The media type of the body the operation reads (even one without declared properties), or null. */
  bodyMediaType: BodyMediaType | null;
  /** The largest `limit` the operation accepts, when the document bounds it. */
  maxLimit: number | null;
  /**
   * For a page-numbered list (`page`, `limit` and `total`): the property path of its items in the
   * response body, `['data']` usually, `['data', 'mealVouchers']` for meal vouchers. Null otherwise.
   */
  items: readonly string[] | null;
}
