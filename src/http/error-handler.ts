import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { StoreBusyError } from '../db/store-busy.ts';
import {
  Conflict,
  ForbiddenFields,
  InvalidRecord,
  NotFound,
  PreconditionFailed,
  Refused,
} from '../shared/domain-errors.ts';
import { isRecord } from '../shared/guards.ts';
import { clientLeft } from './client-left.ts';
import { ApiError, errorBody } from './errors.ts';
import { validationError } from './validation.ts';

/** Errors from the store's connection itself (not from a query): the store is down, not the request. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  'ECONNABORTED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  // PostgreSQL: statement timeout, idle-in-transaction timeout, shutdown, cannot connect now.
  '57014',
  '25P03',
  '57P01',
  '57P02',
  '57P03',
  '57P04',
  '57P05',
  // Connection exceptions (class 08) and too many connections.
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
  // A read-only transaction: during a switch of primary the proxy can reach a standby, or the old
  // primary once demoted. Nothing was written; the next try reaches the new primary.
  '25006',
  // The request's claim of its Idempotency-Key was taken over by its retry (idempotency.queries.ts).
  'HRAPI_CLAIM_TAKEN_OVER',
]);

export function isStoreUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = 'code' in error ? error.code : undefined;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (error instanceof AggregateError) return error.errors.some(isStoreUnavailable);
  return /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|SQLITE_BUSY/.test(
    error.message,
  );
}

type DomainError = NotFound | Refused | InvalidRecord | Conflict | PreconditionFailed | ForbiddenFields;

/**
 * The one place where domain errors become answers: NotFound is a 404, Refused a 400,
 * ForbiddenFields a 403, Conflict a 409, PreconditionFailed a 412, InvalidRecord a 422.
 */
export function fromDomainError(error: DomainError): ApiError;
export function fromDomainError(error: unknown): ApiError | undefined;
export function fromDomainError(error: unknown): ApiError | undefined {
  if (error instanceof NotFound) return new ApiError('not_found', error.message);
  if (error instanceof Refused) {
    return new ApiError(
      error.ofParameters ? 'invalid_parameter' : 'invalid_body',
      error.detail,
      error.problems,
    );
  }
  if (error instanceof InvalidRecord) return new ApiError('invalid_record', error.detail, error.problems);
  if (error instanceof Conflict) {
    return new ApiError('conflict', error.detail, error.problems.length > 0 ? error.problems : undefined);
  }
  if (error instanceof PreconditionFailed) return new ApiError('precondition_failed', error.detail);
  if (error instanceof ForbiddenFields) {
    return new ApiError('insufficient_scope', error.detail, error.problems);
  }
  return undefined;
}

/**
 * A PostgreSQL statement that ran out of time while waiting for a row another transaction holds
 * (an update, a delete or a unique insert behind another write of the same data): its error's
 * context says "while updating tuple …". The store is up; the data is busy. 55P03 is a lock timeout.
 */
export function isLockWait(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = 'code' in error ? error.code : undefined;
  const where = 'where' in error ? error.where : undefined;
  if (code === '55P03') return true;
  return (
    code === '57014' &&
    typeof where === 'string' &&
    /while (updating|locking|deleting|inserting index|checking uniqueness of) tuple/.test(where)
  );
}

/** Maps anything thrown to an ApiError. Unknown errors become a 500 that says nothing of internals. */
export function toApiError(error: unknown, request: FastifyRequest): ApiError {
  if (error instanceof ApiError) return error;
  const domain = fromDomainError(error);
  if (domain) return domain;
  const fastifyError: Partial<FastifyError> = error instanceof Error ? error : {};
  if (fastifyError.validation) {
    const schema: unknown = request.routeOptions.schema;
    const context = fastifyError.validationContext;
    const part = isRecord(schema) && context ? schema[context] : undefined;
    return validationError(fastifyError.validation, context, part as never);
  }
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('payload_too_large', 'the request body is larger than this endpoint accepts');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(
        'unsupported_media_type',
        `the request body must be ${request.routeOptions.config?.bodyMediaType ?? 'application/json'}`,
      );
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError('invalid_body', 'the request body is empty; a JSON object is expected');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError('invalid_body', 'the request body is not valid JSON');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError('invalid_body', 'the Content-Length header does not match the body');
  }
  // Before the store's codes: a client's ECONNRESET is not a store unreachable.
  if (clientLeft(error, request)) {
    return new ApiError('invalid_body', 'the request body did not arrive whole: the connection closed');
  }
  if (fastifyError.statusCode === 400 && error instanceof SyntaxError) {
    return new ApiError('invalid_body', 'the request body is not valid JSON');
  }
  if (error instanceof StoreBusyError) {
    return new ApiError(
      'service_unavailable',
      'the store is busy with other writes; retry shortly',
      undefined,
      {
        'Retry-After': '2',
      },
    );
  }
  if (isLockWait(error)) {
    return new ApiError(
      'service_unavailable',
      'the write waited too long for another write of the same data to finish (a lock wait); retry shortly',
      undefined,
      { 'Retry-After': '2' },
    );
  }
  if (isStoreUnavailable(error)) {
    return new ApiError('service_unavailable', 'the data store is unreachable; retry shortly', undefined, {
      'Retry-After': '5',
    });
  }
  return new ApiError(
    'internal_error',
    'an unexpected error occurred; quote the requestId when reporting it',
  );
}

export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  if (error.headers) reply.headers(error.headers);
  return reply
    .code(error.status)
    .type('application/json; charset=utf-8')
    .send(errorBody(error, String(reply.request.id)));
}
