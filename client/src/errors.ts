import type { components } from './generated/openapi.ts';

/** One entry of a validation failure: which parameter or body member, and what is wrong with it. */
export type ProblemError = components['schemas']['FieldError'];
/** The server's closed set of error codes, from the document's `Problem` schema. */
export type ProblemCode = components['schemas']['Problem']['code'];
/** Codes of failures the client finds itself (no error body from the API). */
export type ClientErrorCode =
  | 'timeout'
  | 'network_error'
  | 'invalid_response'
  | 'pagination_mismatch'
  | 'http_error';
export type ErrorCode = ProblemCode | ClientErrorCode;

/**
 * Every failure of a call. `status` is the HTTP status, or 0 when no response was received
 * (timeout, network error) or the failure is the client's own finding (a pagination mismatch).
 * `code` is the server's closed-set code (`invalid_parameter`, `rate_limited`, `not_found`, …) or
 * one of the client's: `timeout`, `network_error`, `invalid_response`, `pagination_mismatch`.
 */
export class HrApiError extends Error {
  override name = 'HrApiError';
  readonly status: number;
  readonly code: ErrorCode;
  readonly detail: string;
  readonly requestId: string | undefined;
  readonly errors: ProblemError[] | undefined;
  readonly operationId: string;
  /** Seconds the server asked to wait (429, 503), when it said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: {
    operationId: string;
    status: number;
    code: ErrorCode;
    detail: string;
    requestId?: string | undefined;
    errors?: ProblemError[] | undefined;
    retryAfterSeconds?: number | undefined;
    cause?: unknown;
  }) {
    super(`${init.operationId}: ${init.status ? `${init.status} ` : ''}${init.code}: ${init.detail}`, {
      cause: init.cause,
    });
    this.operationId = init.operationId;
    this.status = init.status;
    this.code = init.code;
    this.detail = init.detail;
    this.requestId = init.requestId;
    this.errors = init.errors;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

/** No complete response within `timeoutMs` (after the retries the method allows). */
export class HrApiTimeoutError extends HrApiError {
  override name = 'HrApiTimeoutError';
  constructor(
    operationId: string,
    readonly timeoutMs: number,
  ) {
    super({ operationId, status: 0, code: 'timeout', detail: `no response within ${timeoutMs} ms` });
  }
}

/** The request did not reach the server or the connection broke (after the retries allowed). */
export class HrApiNetworkError extends HrApiError {
  override name = 'HrApiNetworkError';
  constructor(operationId: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super({ operationId, status: 0, code: 'network_error', detail: reason, cause });
  }
}

/**
 * A full read of a list did not see the list the server counted: the number of items read differs
 * from the first page's `total`, or a later page's `total` differs from it. The data changed during
 * the read, so rows may have been skipped or read twice. Read again, or follow the change feed.
 */
export class HrApiPaginationError extends HrApiError {
  override name = 'HrApiPaginationError';
  constructor(
    operationId: string,
    /** Items read (and yielded) before the mismatch was found. */
    readonly seen: number,
    /** The first page's `total`. */
    readonly total: number,
    /** The `total` of the page that disagreed, or `total` when only the count read differs. */
    readonly totalNow: number,
  ) {
    super({
      operationId,
      status: 0,
      code: 'pagination_mismatch',
      detail:
        totalNow === total
          ? `read ${seen} items but the server counts ${total}: the list changed during the read`
          : `the server counted ${total} items, then ${totalNow} after ${seen} were read: the list changed during the read`,
    });
  }
}
