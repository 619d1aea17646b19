/** What an answer says: its body (JSON, or NDJSON as it streams), its error, its rate limit. */
import { HrApiError, type ProblemCode, type ProblemError } from './errors.ts';
import { NdjsonError, ndjsonBatches } from './ndjson.ts';

/** What the server's rate-limit headers said on its last answer. */
export interface RateLimitState {
  limit: number;
  remaining: number;
  /** When the window resets, in `Date.now()` milliseconds. */
  resetAt: number;
}

/**
 * The `RateLimit-Limit`/`-Remaining`/`-Reset` headers this server sends, or the structured
 * `RateLimit: "p";r=..;t=..` with `RateLimit-Policy: "p";q=..` of the later drafts.
 */
export function rateLimitOf(headers: Headers, now: number): RateLimitState | undefined {
  const number = (value: string | null | undefined) =>
    value === null || value === undefined || value.trim() === '' ? undefined : Number(value);
  const member = (header: string | null, key: string) =>
    header === null ? undefined : new RegExp(`;\\s*${key}=(\\d+)`).exec(header)?.[1];
  const structured = headers.get('ratelimit');
  const remaining = number(headers.get('ratelimit-remaining')) ?? number(member(structured, 'r'));
  const reset = number(headers.get('ratelimit-reset')) ?? number(member(structured, 't'));
  const limit =
    number(headers.get('ratelimit-limit')) ?? number(member(headers.get('ratelimit-policy'), 'q'));
  if (remaining === undefined || reset === undefined || !Number.isFinite(remaining + reset)) return undefined;
  return { limit: limit ?? remaining, remaining, resetAt: now + reset * 1000 };
}

function retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function isProblemErrors(value: unknown): value is ProblemError[] {
  return (
    Array.isArray(value) &&
    value.every(
      (e: unknown) =>
        typeof e === 'object' && e !== null && 'message' in e && 'name' in e && typeof e.message === 'string',
    )
  );
}

export function errorOf(operationId: string, response: Response, text: string): HrApiError {
  let problem: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null) problem = parsed as Record<string, unknown>;
  } catch {
    // Not a problem body (a proxy's page, say): the status speaks for itself.
  }
  const retryAfter = retryAfterMs(response.headers.get('retry-after'), Date.now());
  return new HrApiError({
    operationId,
    status: response.status,
    // The document closes the set of codes; a body without one is not the API's (a proxy's page).
    code: typeof problem.code === 'string' ? (problem.code as ProblemCode) : 'http_error',
    detail:
      typeof problem.detail === 'string'
        ? problem.detail
        : `${response.status} ${response.statusText}`.trim(),
    requestId:
      typeof problem.requestId === 'string'
        ? problem.requestId
        : (response.headers.get('x-request-id') ?? undefined),
    errors: isProblemErrors(problem.errors) ? problem.errors : undefined,
    retryAfterSeconds: retryAfter === undefined ? undefined : retryAfter / 1000,
  });
}

/**
 * The values of a streamed NDJSON body, a batch per chunk; `waiting` is told when a read of the
 * body starts and ends (the idle timer), `failure` turns a broken read into the error to throw.
 */
export async function* streamedValues(
  operationId: string,
  response: Response,
  body: ReadableStream<Uint8Array>,
  hooks: { waiting: (waiting: boolean) => void; failure: (cause: unknown) => unknown },
): AsyncGenerator<unknown[], void, undefined> {
  async function* chunks(): AsyncGenerator<Uint8Array, void, undefined> {
    const reader = body.getReader();
    try {
      for (;;) {
        let read: Awaited<ReturnType<typeof reader.read>>;
        hooks.waiting(true);
        try {
          read = await reader.read();
        } catch (cause) {
          throw hooks.failure(cause);
        } finally {
          hooks.waiting(false);
        }
        if (read.done) return;
        yield read.value;
      }
    } finally {
      // Stopped early (or failed): the rest of the body is not wanted.
      await reader.cancel().catch(() => {});
    }
  }
  try {
    yield* ndjsonBatches(chunks());
  } catch (cause) {
    if (!(cause instanceof NdjsonError)) throw cause;
    throw new HrApiError({
      operationId,
      status: response.status,
      code: 'invalid_response',
      detail: cause.message,
      requestId: response.headers.get('x-request-id') ?? undefined,
      cause,
    });
  }
}

export function parseBody(operationId: string, response: Response, text: string): unknown {
  if (text === '') return undefined;
  try {
    // NDJSON (the snapshot): the lines, in order, each parsed.
    if (response.headers.get('content-type')?.startsWith('application/x-ndjson')) {
      return text
        .split('\n')
        .filter((line) => line !== '')
        .map((line): unknown => JSON.parse(line));
    }
    return JSON.parse(text);
  } catch (cause) {
    throw new HrApiError({
      operationId,
      status: response.status,
      code: 'invalid_response',
      detail: 'the response body is not JSON',
      requestId: response.headers.get('x-request-id') ?? undefined,
      cause,
    });
  }
}
