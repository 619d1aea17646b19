import { type Static, Type } from '@sinclair/typebox';
import { DPOP_ALGORITHMS } from '../auth/tokens/oauth-paths.ts';
import { StringEnum } from '../schema/kit.ts';

/** The closed set of error codes (docs/api.md). Nothing else builds an error body. */
export const ERROR_CODES = [
  'invalid_parameter',
  'invalid_body',
  'unauthorized',
  'insufficient_scope',
  'partner_only',
  'not_found',
  'request_in_progress',
  'conflict',
  'precondition_failed',
  'invalid_record',
  'cursor_expired',
  'idempotency_key_reused',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'service_unavailable',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function statusOf(code: ErrorCode): number {
  switch (code) {
    case 'invalid_parameter':
    case 'invalid_body':
      return 400;
    case 'unauthorized':
      return 401;
    case 'insufficient_scope':
    case 'partner_only':
      return 403;
    case 'not_found':
      return 404;
    case 'request_in_progress':
    case 'conflict':
      return 409;
    case 'precondition_failed':
      return 412;
    case 'cursor_expired':
      return 410;
    case 'idempotency_key_reused':
    case 'invalid_record':
      return 422;
    case 'payload_too_large':
      return 413;
    case 'unsupported_media_type':
      return 415;
    case 'rate_limited':
      return 429;
    case 'internal_error':
      return 500;
    case 'service_unavailable':
      return 503;
  }
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export const FieldErrorSchema = Type.Object(
  {
    in: StringEnum(['query', 'path', 'body', 'header'] as const),
    name: Type.String({ description: 'The parameter, or the JSON path in the body.' }),
    message: Type.String(),
  },
  { title: 'FieldError' },
);
export type FieldError = Static<typeof FieldErrorSchema>;

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    readonly errors?: FieldError[],
    /** Extra response headers, such as Retry-After or WWW-Authenticate. */
    readonly headers?: Record<string, string>,
  ) {
    super(detail);
    this.status = statusOf(code);
  }
}

/** The body of every error, 4xx and 5xx (RFC 9457 members and ours, docs/api.md). */
export const ErrorBodySchema = Type.Object(
  {
    type: StringEnum(['about:blank'] as const),
    title: Type.String({ description: 'The HTTP reason phrase of the status.' }),
    status: Type.Integer({ minimum: 400, maximum: 599 }),
    code: StringEnum(ERROR_CODES, { description: 'What went wrong, one of a closed set.' }),
    detail: Type.String({ description: 'A sentence for a human; a 403 names the missing scope(s).' }),
    requestId: Type.String({ description: 'Also in the X-Request-Id header; quote it when reporting.' }),
    errors: Type.Optional(
      Type.Array(FieldErrorSchema, { description: 'On validation failures: one entry per problem.' }),
    ),
  },
  { title: 'Problem' },
);
export type ErrorBody = Static<typeof ErrorBodySchema>;

/** An error lists at most this many problems: a huge bad body must not get a bigger error back. */
export const MAX_LISTED_ERRORS = 20;

export function errorBody(error: ApiError, requestId: string): ErrorBody {
  const all = error.errors;
  const leftOut = all ? all.length - MAX_LISTED_ERRORS : 0;
  return {
    type: 'about:blank',
    title: TITLES[error.status] ?? 'Error',
    status: error.status,
    code: error.code,
    detail:
      leftOut > 0
        ? `${error.detail} (the first ${MAX_LISTED_ERRORS} problems are listed, ${leftOut} more left out)`
        : error.detail,
    requestId,
    ...(all ? { errors: leftOut > 0 ? all.slice(0, MAX_LISTED_ERRORS) : all } : {}),
  };
}

/** The schemes the API takes a credential by: `Bearer` (API keys, access tokens) and `DPoP` (RFC 9449). */
export type AuthScheme = 'Bearer' | 'DPoP';

/** A challenge's error (RFC 6750 §3.1; RFC 9449 §7.1 adds `invalid_dpop_proof`). */
export type ChallengeError = 'invalid_token' | 'invalid_dpop_proof';

/**
 * Both challenges, each with its parameters: the scheme that failed names its error (without
 * credentials neither does, RFC 6750 §3.1). `error_description` is plain ASCII, no quotes.
 */
export function authenticateChallenges(failed?: {
  scheme: AuthScheme;
  error: ChallengeError;
  description: string;
}): string {
  const bearer = ['realm="hrapi"'];
  const dpop = ['realm="hrapi"', `algs="${DPOP_ALGORITHMS.join(' ')}"`];
  if (failed) {
    const description = failed.description.replace(/[^\x20-\x21\x23-\x5b\x5d-\x7e]/g, ' ');
    (failed.scheme === 'Bearer' ? bearer : dpop).push(
      `error="${failed.error}"`,
      `error_description="${description}"`,
    );
  }
  return `Bearer ${bearer.join(', ')}, DPoP ${dpop.join(', ')}`;
}

/** No credentials, or none the API reads (another scheme, a malformed value). */
export const unauthorized = () =>
  new ApiError(
    'unauthorized',
    'an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof',
    undefined,
    { 'WWW-Authenticate': authenticateChallenges() },
  );

/** A credential presented and refused: `detail` says what, in the token's own words. */
export const refusedCredential = (scheme: AuthScheme, error: ChallengeError, detail: string) =>
  new ApiError('unauthorized', detail, undefined, {
    'WWW-Authenticate': authenticateChallenges({ scheme, error, description: detail }),
  });
export const invalidBody = (detail: string, errors?: FieldError[]) =>
  new ApiError('invalid_body', detail, errors);
export const invalidParameter = (detail: string, errors?: FieldError[]) =>
  new ApiError('invalid_parameter', detail, errors);
