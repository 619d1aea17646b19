import type { OperationExamples } from '../schema/examples.ts';
import { notFound } from '../shared/domain-errors.ts';
import { isRecord } from '../shared/guards.ts';
import { fromDomainError } from './error-handler.ts';
import { ApiError, errorBody, invalidParameter, unauthorized } from './errors.ts';

type JsonObject = Record<string, unknown>;
const objectAt = (value: unknown, ...keys: string[]): JsonObject | undefined => {
  let node = value;
  for (const key of keys) {
    if (!isRecord(node)) return undefined;
    node = node[key];
  }
  return isRecord(node) ? node : undefined;
};

const REQUEST_ID = '019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f';

/** What each error status typically says, rendered by the one error path (errorBody). */
function errorExamples(scopes: readonly string[]): Record<string, unknown> {
  const examples: ApiError[] = [
    invalidParameter('limit must be an integer between 1 and 100', [
      { in: 'query', name: 'limit', message: 'must be <= 100' },
    ]),
    unauthorized(),
    new ApiError(
      'insufficient_scope',
      `the API key lacks the required scope: ${scopes[0] ?? 'org:employee:read'}`,
    ),
    fromDomainError(notFound('organization')),
    new ApiError(
      'cursor_expired',
      'this cursor is older than the 90 days of changes the feed keeps; run a full sync again',
    ),
    new ApiError(
      'request_in_progress',
      'the first request with this Idempotency-Key is still running; retry once it has answered',
    ),
    new ApiError(
      'idempotency_key_reused',
      'this Idempotency-Key was used for another request (another operation, parameters or body) in the last 24 hours; use a new key',
    ),
    new ApiError(
      'precondition_failed',
      'If-Match does not name the current representation of the record (it changed since it was read); read it again, nothing was written',
    ),
    new ApiError('payload_too_large', 'the request body is larger than this endpoint accepts'),
    new ApiError('unsupported_media_type', 'the request body must be application/json'),
    new ApiError(
      'rate_limited',
      'rate limit of 600 requests per minute exceeded for this API key; retry in 12 s',
    ),
    new ApiError('internal_error', 'an unexpected error occurred; quote the requestId when reporting it'),
    new ApiError('service_unavailable', 'the data store is unreachable; retry shortly'),
  ];
  return Object.fromEntries(examples.map((e) => [String(e.status), errorBody(e, REQUEST_ID)]));
}

/** Puts each operation's examples on its request body and its responses, errors included. */
export function withExamples<T extends JsonObject>(
  document: T,
  examples: Record<string, OperationExamples>,
): T {
  for (const item of Object.values(objectAt(document, 'paths') ?? {})) {
    if (!isRecord(item)) continue;
    for (const operation of Object.values(item)) {
      if (!isRecord(operation)) continue;
      const id = operation.operationId;
      const example = typeof id === 'string' ? examples[id] : undefined;
      if (!example) continue;
      // The success: 200, or 201/202 for a write that creates or accepts (a create's 201 shows
      // the same record as the 200 of a replace).
      for (const success of ['200', '201', '202']) {
        const response =
          objectAt(operation, 'responses', success, 'content', 'application/json') ??
          objectAt(operation, 'responses', success, 'content', 'application/x-ndjson');
        if (response && 'responses' in example) response.examples = example.responses;
        else if (response && 'response' in example) response.example = example.response;
      }
      const scopes = operation['x-scopes'];
      const errors = errorExamples(Array.isArray(scopes) ? scopes.map(String) : []);
      for (const [status, body] of Object.entries(errors)) {
        const media = objectAt(operation, 'responses', status, 'content', 'application/json');
        if (media) media.example = body;
      }
      // Under each media type the body takes (a merge patch has its own).
      for (const request of Object.values(objectAt(operation, 'requestBody', 'content') ?? {})) {
        if (isRecord(request) && example.request !== undefined) request.example = example.request;
      }
    }
  }
  return document;
}
