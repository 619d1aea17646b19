import type { TSchema } from '@sinclair/typebox';
import { isRecord } from '../shared/guards.ts';
import { ErrorBodySchema } from './errors.ts';

/**
 * What every operation documents beside its success: the shared error body under each status it
 * can answer, and the headers. Spread into every route's `response`, so no operation can document
 * only its happy path (Unkey's openApiErrorResponses).
 */
const integer = (description: string) => ({ type: 'integer', minimum: 0, description });

const REQUEST_ID = {
  'X-Request-Id': { type: 'string', description: 'The request id, also in error bodies.' },
};
const RATE_LIMIT = {
  'RateLimit-Limit': integer('Requests allowed per window and per API key.'),
  'RateLimit-Remaining': integer('Requests left in the current window.'),
  'RateLimit-Reset': integer('Seconds until the window resets.'),
};
const RETRY_AFTER = { 'Retry-After': integer('Seconds to wait before retrying.') };
const ETAG = {
  ETag: {
    type: 'string',
    description:
      'A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds.',
  },
};

/** A response: the schema serializes the body, the rest documents it. */
const response = <T extends TSchema>(
  schema: T,
  description: string,
  headers: Record<string, unknown>,
): T => ({
  ...schema,
  'x-response-description': description,
  headers,
});

const problem = (description: string, headers: Record<string, unknown> = {}) =>
  response(ErrorBodySchema, description, { ...REQUEST_ID, ...RATE_LIMIT, ...headers });

/** The success response of an operation, with the request id and rate-limit headers. */
export const ok = <T extends TSchema>(schema: T, description: string) =>
  response(schema, description, { ...REQUEST_ID, ...RATE_LIMIT });

const WRITTEN_ETAG = {
  ETag: {
    type: 'string',
    description:
      'The strong ETag of the record as written, the one its get-by-id answers: send it back in If-Match to write the record again only if nobody changed it since.',
  },
};
const LOCATION = {
  Location: { type: 'string', description: 'The URL of the created record: where its get-by-id answers it.' },
};

/** The success response of a write of one record: the record as its read shows it, with its ETag. */
export const written = <T extends TSchema>(schema: T, description: string, { created = false } = {}) =>
  response(schema, description, {
    ...REQUEST_ID,
    ...RATE_LIMIT,
    ...WRITTEN_ETAG,
    ...(created ? LOCATION : {}),
  });

/**
 * What a write of one record can answer beyond errorResponses({ body, idempotent }): the fields it
 * may not write (403), a conflict with what is stored (409), a stale If-Match (412), a record its
 * rules refuse (422), each as the route says it.
 */
export function writeErrorResponses(said: {
  forbidden: string;
  conflict: string;
  invalid: string;
  mediaType?: string;
}) {
  return {
    ...errorResponses({ body: true, idempotent: true }),
    403: problem(
      `The key lacks a required scope (\`insufficient_scope\`, naming it), or the body names a field it may not read (\`insufficient_scope\`, \`errors\` naming each field by its JSON path): ${said.forbidden}`,
    ),
    409: problem(
      `A conflict with what is stored (\`conflict\`, \`errors\` naming each field): ${said.conflict} Or the first request with this Idempotency-Key is still running (\`request_in_progress\`); retry after Retry-After seconds.`,
      RETRY_AFTER,
    ),
    412: problem(
      'If-Match does not name the current ETag of the record, or names one and there is no record (`precondition_failed`); If-None-Match: * and the record exists. Nothing was written: read it again.',
    ),
    415: problem(`The body is not ${said.mediaType ?? 'application/json'} (\`unsupported_media_type\`).`),
    422: problem(
      `The record is refused by the import's rules (\`invalid_record\`), every problem at once in \`errors\` by its JSON path in the body: ${said.invalid} Or this Idempotency-Key was used for another request in the last 24 hours (\`idempotency_key_reused\`).`,
    ),
  };
}

/** The success response of a read, which also carries its ETag. */
export function withETag(success: unknown): unknown {
  if (!isRecord(success)) return success;
  const headers = isRecord(success.headers) ? success.headers : {};
  return { ...success, headers: { ...headers, ...ETAG } };
}

/** A GET whose If-None-Match names the current ETag: no body, the headers kept. */
export const notModified = {
  type: 'null',
  'x-response-description':
    'Not modified: the answer would be the one of the ETag given in If-None-Match. No body.',
  headers: { ...ETAG, ...REQUEST_ID, ...RATE_LIMIT },
};

export interface ErrorResponseOptions {
  /** The operation reads a JSON body: it can also answer 413 and 415. */
  body?: boolean;
  /** The operation reads a feed cursor: it can also answer 410 `cursor_expired`. */
  cursor?: boolean;
  /** The operation takes Idempotency-Key: it can also answer 409 and 422. */
  idempotent?: boolean;
}

export function errorResponses({
  body = false,
  cursor = false,
  idempotent = false,
}: ErrorResponseOptions = {}) {
  return {
    400: problem(
      body
        ? 'A parameter or the body is invalid (`invalid_parameter`, `invalid_body`); `errors` names each problem.'
        : 'A parameter is invalid (`invalid_parameter`); `errors` names each problem.',
    ),
    401: response(
      ErrorBodySchema,
      'No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key.',
      {
        ...REQUEST_ID,
        'WWW-Authenticate': {
          type: 'string',
          description:
            'Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`.',
        },
      },
    ),
    403: problem(
      'The key lacks a required scope (`insufficient_scope`, naming it) or is not a partner key (`partner_only`).',
    ),
    404: problem(
      'Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment.',
    ),
    ...(idempotent
      ? {
          409: problem(
            'The first request with this Idempotency-Key is still running (`request_in_progress`); retry after Retry-After seconds.',
            RETRY_AFTER,
          ),
          422: problem(
            'This Idempotency-Key was used for another request in the last 24 hours (`idempotency_key_reused`).',
          ),
        }
      : {}),
    ...(cursor
      ? {
          410: problem(
            'The cursor is older than what the feed retains (`cursor_expired`): run a full sync again.',
          ),
        }
      : {}),
    ...(body
      ? {
          413: problem('The body is larger than this endpoint accepts (`payload_too_large`).'),
          415: problem('The body is not application/json (`unsupported_media_type`).'),
        }
      : {}),
    429: problem(
      'Too many requests for this key (`rate_limited`); retry after Retry-After seconds.',
      RETRY_AFTER,
    ),
    500: problem('An unexpected error (`internal_error`); quote the requestId when reporting it.'),
    503: problem('The data store is unreachable (`service_unavailable`); retry after Retry-After seconds.', {
      ...RETRY_AFTER,
    }),
  };
}

/**
 * What a write answers beside errorResponses: 409 `conflict` (an overlap, a decided request, a
 * value a DSN declared), 412 `precondition_failed` (a stale If-Match) and 422 `invalid_record`
 * (the import's rules, by JSON path); an idempotent write also keeps its Idempotency-Key answers.
 */
export function requestWriteErrorResponses({ idempotent = false }: { idempotent?: boolean } = {}) {
  return {
    409: problem(
      idempotent
        ? 'The write contradicts what is stored (`conflict`, `errors` naming it: an overlapping record, a request already decided, a value a DSN declared), nothing written; or the first request with this Idempotency-Key is still running (`request_in_progress`), retry after Retry-After seconds.'
        : 'The write contradicts what is stored (`conflict`, `errors` naming it: a record a DSN declared), nothing written.',
      idempotent ? RETRY_AFTER : {},
    ),
    412: problem(
      'If-Match does not name the record as it is now (`precondition_failed`): read it again; nothing written.',
    ),
    422: problem(
      idempotent
        ? 'The record breaks the import’s rules (`invalid_record`, `errors` naming each by JSON path: a date that does not exist, an end before its start, an unknown collaborator), nothing written; or this Idempotency-Key was used for another request in the last 24 hours (`idempotency_key_reused`).'
        : 'The record breaks the import’s rules (`invalid_record`, `errors` naming each by JSON path), nothing written.',
    ),
  };
}

/** The success response of a streamed answer in another media type (NDJSON), with the same headers. */
export const streamed = (mediaType: string, schema: TSchema, description: string) => ({
  description,
  'x-response-description': description,
  headers: { ...REQUEST_ID, ...RATE_LIMIT },
  content: { [mediaType]: { schema } },
});
