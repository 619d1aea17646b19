import {
  HrApiError,
  HrApiNetworkError,
  HrApiTimeoutError,
  type ProblemCode,
  type ProblemError,
} from './errors.ts';
import { NdjsonError, ndjsonBatches } from './ndjson.ts';
import type { ClientAuth } from './oauth.ts';
import { IDEMPOTENT_METHODS, type OperationSpec } from './operation-spec.ts';

export interface RetryOptions {
  /** Attempts after the first one. Default 5; 0 never retries. */
  retries?: number;
  /** The first backoff ceiling; it doubles at each retry. Default 500 ms. */
  baseDelayMs?: number;
  /** The highest backoff ceiling. Default 30 s. */
  maxDelayMs?: number;
  /** A `Retry-After` longer than this is not waited for: the error is thrown. Default 5 min. */
  maxRetryAfterMs?: number;
  /**
   * Also retry PATCH after a 503, a timeout or a network error. POST and PUT need no such
   * permission: every attempt of one call carries the same `Idempotency-Key`. Default false.
   */
  nonIdempotent?: boolean;
}

/** What `onRetry` is told before each wait. */
export interface RetryEvent {
  operationId: string;
  /** 1 for the first retry. */
  attempt: number;
  delayMs: number;
  /** The error that caused the retry (its `status` is 0 for a timeout or a network error). */
  error: HrApiError;
}

export interface TransportOptions {
  baseUrl: string;
  /** An organization's API key (hrk_…). Exactly one of `apiKey` and `auth`. */
  apiKey?: string;
  /**
   * Instead of an API key: `oauthTokenSource(…)` (a partner app's access tokens for one
   * organization, refreshed before they expire and once after a 401), or `appCredentials(…)`.
   */
  auth?: ClientAuth;
  /**
   * Per attempt: from sending the request to the end of the response body. Default 30 s. For a
   * streamed answer (the snapshot), the wait for its headers and then for each next chunk.
   */
  timeoutMs?: number;
  /** Retry policy, or `false` to never retry. */
  retry?: RetryOptions | false;
  /** Called before each retry, e.g. to log or count rate-limit waits. */
  onRetry?: (event: RetryEvent) => void;
  /** The `fetch` to use; the platform's by default. */
  fetch?: typeof fetch;
  /**
   * Conditional reads: keep the last answer of up to this many GET URLs with its ETag and send
   * `If-None-Match`; a 304 resolves to the kept answer. Default 0 (off).
   */
  conditionalReads?: number;
}

export interface CallOptions {
  /** Cancels the call, waits included; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
  /**
   * The `Idempotency-Key` of a POST or PUT, sent with every attempt of the call. Default: a new
   * random UUID per call. Give your own to make a retry safe across calls (or processes).
   */
  idempotencyKey?: string;
}

export type ParamValue =
  | string
  | number
  | boolean
  | readonly (string | number | boolean)[]
  | null
  | undefined;
export type ParamObject = { readonly [name: string]: unknown };

const DEFAULT_TIMEOUT_MS = 30_000;
const RETRY_DEFAULTS: Required<RetryOptions> = {
  retries: 5,
  baseDelayMs: 500,
  maxDelayMs: 30_000,
  maxRetryAfterMs: 300_000,
  nonIdempotent: false,
};

/** 429: the server refused before doing anything; 503: it could not serve now. Never other 4xx. */
const RETRIED_STATUSES = new Set([429, 503]);
/** Methods whose every attempt carries one Idempotency-Key: the server applies the call once. */
const KEYED_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT']);

export const API_BASE_PATH = '/api/public/v1';

export function normalizeBaseUrl(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, '');
  if (!trimmed.endsWith(API_BASE_PATH)) {
    throw new TypeError(`baseUrl must be the API base, ending with ${API_BASE_PATH} (got ${baseUrl})`);
  }
  return trimmed;
}

function toText(operationId: string, name: string, value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  if (Array.isArray(value)) return value.map((v) => toText(operationId, name, v)).join(',');
  throw new TypeError(
    `${operationId}: parameter ${name} must be a string, number, boolean or an array of them`,
  );
}

/** The URL and body of one call, from the operation's spec and the caller's one object of parameters. */
export function buildRequest(
  baseUrl: string,
  operationId: string,
  spec: OperationSpec,
  params: ParamObject,
): { url: string; body: string | undefined } {
  const known = new Set([...spec.pathParams, ...spec.queryParams, ...spec.bodyParams]);
  for (const name of Object.keys(params)) {
    if (!known.has(name) && params[name] !== undefined) {
      throw new TypeError(`${operationId} takes no parameter ${name}; it takes ${[...known].join(', ')}`);
    }
  }
  let path = spec.path;
  for (const name of spec.pathParams) {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`${operationId} needs the path parameter ${name}`);
    }
    path = path.replace(`{${name}}`, encodeURIComponent(toText(operationId, name, value)));
  }
  const query = new URLSearchParams();
  for (const name of spec.queryParams) {
    const value = params[name];
    if (value !== undefined && value !== null) query.set(name, toText(operationId, name, value));
  }
  const search = query.toString() === '' ? '' : `?${query}`;
  let body: string | undefined;
  if (spec.hasBody) {
    const members = Object.fromEntries(
      spec.bodyParams.flatMap((name) => (params[name] === undefined ? [] : [[name, params[name]]])),
    );
    body = JSON.stringify(members);
  }
  return { url: `${baseUrl}${path}${search}`, body };
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

function errorOf(operationId: string, response: Response, text: string): HrApiError {
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

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

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

export interface Transport {
  /** The rate limit the server told on its last answer, if it told one. */
  rateLimit(): RateLimitState | undefined;
  call(
    operationId: string,
    spec: OperationSpec,
    params: ParamObject,
    options?: CallOptions,
  ): Promise<unknown>;
  /**
   * A streamed NDJSON answer (the snapshot), parsed as it arrives: a batch of values per chunk
   * received. Retried as `call` is until the answer starts; a stream cut after it started throws
   * (a network error, or `invalid_response` when it ends inside a line), never ends quietly.
   * Stopping the iteration early closes the connection.
   */
  stream(
    operationId: string,
    spec: OperationSpec,
    params: ParamObject,
    options?: CallOptions,
  ): AsyncGenerator<unknown[], void, undefined>;
}

export function createTransport(options: TransportOptions): Transport {
  const transport = new HttpTransport(options);
  return {
    rateLimit: () => transport.told,
    stream: (operationId, spec, params, callOptions) =>
      transport.stream(operationId, spec, params, callOptions),
    call: (operationId, spec, params, callOptions) => transport.call(operationId, spec, params, callOptions),
  };
}

/** A stream attempt opened: its response, its idle timer, whether that timer fired, and its end. */
interface OpenedStream {
  response: Response;
  waiting: (waiting: boolean) => void;
  timedOut: () => boolean;
  close: () => void;
}

/** The transport's settings and state: the rate limit last told, and the answers kept for ETags. */
class HttpTransport {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly retry: Required<RetryOptions>;
  private readonly fetchImpl: typeof fetch;
  private readonly headers = { accept: 'application/json, application/x-ndjson' };
  private readonly kept = new Map<string, { etag: string; body: unknown }>();
  told: RateLimitState | undefined;

  constructor(private readonly options: TransportOptions) {
    this.baseUrl = normalizeBaseUrl(options.baseUrl);
    if ((options.auth === undefined) === (options.apiKey === undefined)) {
      throw new TypeError('give exactly one of apiKey and auth');
    }
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.retry =
      options.retry === false ? { ...RETRY_DEFAULTS, retries: 0 } : { ...RETRY_DEFAULTS, ...options.retry };
    this.fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  }

  private async authorization(signal: AbortSignal | undefined): Promise<string> {
    const { auth, apiKey } = this.options;
    return auth ? auth.authorization(signal) : `Bearer ${apiKey}`;
  }

  /** One attempt: a response (any status) with its whole body read, or a timeout/network error. */
  private async attempt(
    operationId: string,
    spec: OperationSpec,
    url: string,
    body: string | undefined,
    signal: AbortSignal | undefined,
    extraHeaders: Record<string, string>,
    authorizationHeader: string,
  ): Promise<{ response: Response; text: string }> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    const forward = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', forward, { once: true });
    try {
      const sent = { ...this.headers, authorization: authorizationHeader, ...extraHeaders };
      const response = await this.fetchImpl(url, {
        method: spec.method,
        headers: body === undefined ? sent : { ...sent, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body }),
        signal: controller.signal,
      });
      return { response, text: await response.text() };
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (controller.signal.aborted) throw new HrApiTimeoutError(operationId, this.timeoutMs);
      throw new HrApiNetworkError(operationId, error);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    }
  }

  /**
   * Whether a failure may be retried: never another 4xx but a keyed call's 409 (its first attempt
   * still running); 503 and transport failures only when safe (idempotent, or keyed).
   */
  private retryable(spec: OperationSpec, error: HrApiError, keyed: boolean): boolean {
    if (error.status === 429) return true;
    // `request_in_progress` is the idempotency layer's code, which the generated codes may not list.
    const code: string = error.code;
    if (keyed && code === 'request_in_progress') return true;
    if (error.status !== 0 && !RETRIED_STATUSES.has(error.status)) return false;
    return keyed || IDEMPOTENT_METHODS.has(spec.method) || this.retry.nonIdempotent;
  }

  private keep(url: string, etag: string, body: unknown): void {
    this.kept.delete(url);
    this.kept.set(url, { etag, body });
    for (const oldest of this.kept.keys()) {
      if (this.kept.size <= (this.options.conditionalReads ?? 0)) break;
      this.kept.delete(oldest);
    }
  }

  /** Full jitter on the exponential ceiling, but never less than what the server asked for. */
  private delayBefore(retryNumber: number, error: HrApiError): number {
    const ceiling = Math.min(this.retry.maxDelayMs, this.retry.baseDelayMs * 2 ** (retryNumber - 1));
    const jittered = Math.random() * ceiling;
    const asked = error.retryAfterSeconds === undefined ? 0 : error.retryAfterSeconds * 1000;
    return Math.max(asked, jittered);
  }

  /**
   * After a failed attempt: throws `error` when it may not be retried (or the server asks for a
   * longer wait than allowed), otherwise tells `onRetry` and waits; then the authorization to retry with.
   */
  private async beforeRetry(
    operationId: string,
    spec: OperationSpec,
    error: HrApiError,
    retryNumber: number,
    keyed: boolean,
    signal: AbortSignal | undefined,
  ): Promise<string> {
    if (retryNumber > this.retry.retries || !this.retryable(spec, error, keyed)) throw error;
    const delayMs = this.delayBefore(retryNumber, error);
    if (error.retryAfterSeconds !== undefined && delayMs > this.retry.maxRetryAfterMs) throw error;
    this.options.onRetry?.({ operationId, attempt: retryNumber, delayMs, error });
    await sleep(delayMs, signal);
    return this.authorization(signal);
  }

  /**
   * One attempt of a streamed answer: the response once its headers arrived, its body unread.
   * `waiting(true)` starts the timer that fires after `timeoutMs` without a chunk, `waiting(false)`
   * stops it while the consumer holds a chunk (a slow consumer is no stalled server). `close` ends it.
   */
  private async open(
    operationId: string,
    spec: OperationSpec,
    url: string,
    signal: AbortSignal | undefined,
    authorizationHeader: string,
  ): Promise<OpenedStream> {
    const controller = new AbortController();
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waiting = (on: boolean) => {
      clearTimeout(timer);
      if (!on) return;
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, this.timeoutMs);
    };
    const forward = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', forward, { once: true });
    const close = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
      controller.abort();
    };
    waiting(true);
    try {
      const response = await this.fetchImpl(url, {
        method: spec.method,
        headers: { ...this.headers, authorization: authorizationHeader },
        signal: controller.signal,
      });
      return { response, waiting, timedOut: () => timedOut, close };
    } catch (error) {
      close();
      if (signal?.aborted) throw signal.reason;
      if (timedOut) throw new HrApiTimeoutError(operationId, this.timeoutMs);
      throw new HrApiNetworkError(operationId, error);
    }
  }

  /**
   * An opened stream's answer: its values when it succeeds (nothing retried once they flow: what
   * was yielded cannot be taken back), or the error it answered with (then the caller may retry).
   */
  private async *streamAnswer(
    operationId: string,
    opened: OpenedStream,
    signal: AbortSignal | undefined,
  ): AsyncGenerator<unknown[], HrApiError | undefined, undefined> {
    const { response, waiting, timedOut, close } = opened;
    try {
      this.told = rateLimitOf(response.headers, Date.now()) ?? this.told;
      const body = response.body;
      if (response.ok && body !== null) {
        yield* streamedValues(operationId, response, body, {
          waiting,
          failure: (cause) => {
            if (signal?.aborted) return signal.reason;
            if (timedOut()) return new HrApiTimeoutError(operationId, this.timeoutMs);
            return new HrApiNetworkError(operationId, cause);
          },
        });
        return undefined;
      }
      // An error body, small, read whole (or a success without a body).
      let text: string;
      try {
        text = await response.text();
      } catch (cause) {
        if (signal?.aborted) throw signal.reason;
        throw timedOut()
          ? new HrApiTimeoutError(operationId, this.timeoutMs)
          : new HrApiNetworkError(operationId, cause);
      }
      return response.ok ? undefined : errorOf(operationId, response, text);
    } finally {
      close();
    }
  }

  async *stream(
    operationId: string,
    spec: OperationSpec,
    params: ParamObject,
    callOptions: CallOptions = {},
  ): AsyncGenerator<unknown[], void, undefined> {
    const { url } = buildRequest(this.baseUrl, operationId, spec, params);
    const { auth } = this.options;
    const signal = callOptions.signal;
    let header = await this.authorization(signal);
    // As for `call`: a token source gets one new token after a 401.
    let reauthorized = false;
    for (let retryNumber = 1; ; retryNumber++) {
      const opened = await this.open(operationId, spec, url, signal, header).catch((thrown: unknown) => {
        if (thrown instanceof HrApiError) return thrown;
        throw thrown;
      });
      if (
        !(opened instanceof HrApiError) &&
        opened.response.status === 401 &&
        auth?.refused &&
        !reauthorized
      ) {
        opened.close();
        reauthorized = true;
        header = await auth.refused(header, signal);
        retryNumber--;
        continue;
      }
      const error =
        opened instanceof HrApiError ? opened : yield* this.streamAnswer(operationId, opened, signal);
      if (error === undefined) return;
      header = await this.beforeRetry(operationId, spec, error, retryNumber, false, signal);
    }
  }

  async call(
    operationId: string,
    spec: OperationSpec,
    params: ParamObject,
    callOptions: CallOptions = {},
  ): Promise<unknown> {
    const { url, body } = buildRequest(this.baseUrl, operationId, spec, params);
    const { auth } = this.options;
    const signal = callOptions.signal;
    const keyed = KEYED_METHODS.has(spec.method);
    // One key for every attempt of this call: a retry of an applied write gets its first answer.
    const idempotency: Record<string, string> = keyed
      ? { 'idempotency-key': callOptions.idempotencyKey ?? crypto.randomUUID() }
      : {};
    const conditional = spec.method === 'GET' && (this.options.conditionalReads ?? 0) > 0;
    let header = await this.authorization(signal);
    // A token source gets one new token per call after a 401 (expired early, or the server's clock).
    let reauthorized = false;
    for (let retryNumber = 1; ; retryNumber++) {
      let error: HrApiError;
      const known = conditional ? this.kept.get(url) : undefined;
      const extra = known ? { ...idempotency, 'if-none-match': known.etag } : idempotency;
      try {
        const { response, text } = await this.attempt(operationId, spec, url, body, signal, extra, header);
        if (response.status === 401 && auth?.refused && !reauthorized) {
          reauthorized = true;
          header = await auth.refused(header, signal);
          retryNumber--;
          continue;
        }
        this.told = rateLimitOf(response.headers, Date.now()) ?? this.told;
        if (response.status === 304 && known) {
          this.keep(url, known.etag, known.body);
          return structuredClone(known.body);
        }
        if (response.ok) {
          const parsed = parseBody(operationId, response, text);
          const etag = response.headers.get('etag');
          if (conditional && etag !== null) this.keep(url, etag, structuredClone(parsed));
          return parsed;
        }
        error = errorOf(operationId, response, text);
      } catch (thrown) {
        if (!(thrown instanceof HrApiError)) throw thrown;
        error = thrown;
      }
      header = await this.beforeRetry(operationId, spec, error, retryNumber, keyed, signal);
    }
  }
}

/**
 * The values of a streamed NDJSON body, a batch per chunk; `waiting` is told when a read of the
 * body starts and ends (the idle timer), `failure` turns a broken read into the error to throw.
 */
async function* streamedValues(
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

function parseBody(operationId: string, response: Response, text: string): unknown {
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
