import { HrApiError, HrApiNetworkError, HrApiTimeoutError } from './errors.ts';
import { recordEtag } from './etags.ts';
import type { ClientAuth } from './oauth.ts';
import type { OperationSpec } from './operation-spec.ts';
import { buildRequest, normalizeBaseUrl, type ParamObject, type RawBody } from './request.ts';
import { errorOf, parseBody, type RateLimitState, rateLimitOf, streamedValues } from './responses.ts';
import {
  delayBefore,
  KEYED_METHODS,
  RETRY_DEFAULTS,
  type RetryEvent,
  type RetryOptions,
  retryable,
  sleep,
} from './retry.ts';

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
   * The `Idempotency-Key` of a write (POST, PUT, PATCH, DELETE), sent with every attempt of the
   * call. Default: a new random UUID per call. Give your own to make a retry safe across calls
   * (or processes).
   */
  idempotencyKey?: string;
  /**
   * `If-Match`: write only if the record is still the one of this ETag (`etagOf(record)` of what
   * a read or a write gave, or `*` for "it exists"); otherwise the call rejects with 412
   * `precondition_failed` and nothing is written.
   */
  ifMatch?: string;
}

const DEFAULT_TIMEOUT_MS = 30_000;

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

  /** `authorization` and, for a DPoP-bound token, a new proof for this attempt (RFC 9449). */
  private async credentials(
    method: string,
    url: string,
    authorization: string,
  ): Promise<Record<string, string>> {
    const proof = await this.options.auth?.proof?.(method, url, authorization);
    return proof === undefined ? { authorization } : { authorization, dpop: proof };
  }

  /** One attempt: a response (any status) with its whole body read, or a timeout/network error. */
  private async attempt(
    operationId: string,
    spec: OperationSpec,
    url: string,
    body: RawBody | undefined,
    signal: AbortSignal | undefined,
    extraHeaders: Record<string, string>,
    authorizationHeader: string,
  ): Promise<{ response: Response; text: string }> {
    const credentials = await this.credentials(spec.method, url, authorizationHeader);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    const forward = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', forward, { once: true });
    try {
      const sent = { ...this.headers, ...credentials, ...extraHeaders };
      const response = await this.fetchImpl(url, {
        method: spec.method,
        headers:
          body === undefined || spec.bodyMediaType === null
            ? sent
            : { ...sent, 'content-type': spec.bodyMediaType },
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

  private keep(url: string, etag: string, body: unknown): void {
    this.kept.delete(url);
    this.kept.set(url, { etag, body });
    for (const oldest of this.kept.keys()) {
      if (this.kept.size <= (this.options.conditionalReads ?? 0)) break;
      this.kept.delete(oldest);
    }
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
    if (retryNumber > this.retry.retries || !retryable(this.retry, spec, error, keyed)) throw error;
    const delayMs = delayBefore(this.retry, retryNumber, error);
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
    const credentials = await this.credentials(spec.method, url, authorizationHeader);
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
        headers: { ...this.headers, ...credentials },
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
    const idempotency: Record<string, string> = {
      ...(keyed ? { 'idempotency-key': callOptions.idempotencyKey ?? crypto.randomUUID() } : {}),
      ...(callOptions.ifMatch === undefined ? {} : { 'if-match': callOptions.ifMatch }),
    };
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
          return recordEtag(structuredClone(known.body), known.etag);
        }
        if (response.ok) {
          const parsed = parseBody(operationId, response, text);
          const etag = response.headers.get('etag');
          if (conditional && etag !== null) this.keep(url, etag, structuredClone(parsed));
          return recordEtag(parsed, etag);
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
