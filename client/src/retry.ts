/** When a failed call is tried again, and how long it waits first. */
import type { HrApiError } from './errors.ts';
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
   * Also retry an unkeyed call of a method that is not idempotent after a 503, a timeout or a
   * network error. Writes need no such permission: every attempt of one POST, PUT, PATCH or
   * DELETE carries the same `Idempotency-Key`. Default false.
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

export const RETRY_DEFAULTS: Required<RetryOptions> = {
  retries: 5,
  baseDelayMs: 500,
  maxDelayMs: 30_000,
  maxRetryAfterMs: 300_000,
  nonIdempotent: false,
};

/** 429: the server refused before doing anything; 503: it could not serve now. Never other 4xx. */
const RETRIED_STATUSES = new Set([429, 503]);
/** Methods whose every attempt carries one Idempotency-Key: the server applies the call once. */
export const KEYED_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a failure may be retried: never another 4xx but a keyed call's 409 (its first attempt
 * still running); 503 and transport failures only when safe (idempotent, or keyed).
 */
export function retryable(
  retry: Required<RetryOptions>,
  spec: OperationSpec,
  error: HrApiError,
  keyed: boolean,
): boolean {
  if (error.status === 429) return true;
  // `request_in_progress` is the idempotency layer's code, which the generated codes may not list.
  const code: string = error.code;
  if (keyed && code === 'request_in_progress') return true;
  if (error.status !== 0 && !RETRIED_STATUSES.has(error.status)) return false;
  return keyed || IDEMPOTENT_METHODS.has(spec.method) || retry.nonIdempotent;
}

/** Full jitter on the exponential ceiling, but never less than what the server asked for. */
export function delayBefore(retry: Required<RetryOptions>, retryNumber: number, error: HrApiError): number {
  const ceiling = Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** (retryNumber - 1));
  const jittered = Math.random() * ceiling;
  const asked = error.retryAfterSeconds === undefined ? 0 : error.retryAfterSeconds * 1000;
  return Math.max(asked, jittered);
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
