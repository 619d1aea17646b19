import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { type DeliveryFailure, errorFailure } from './failure.ts';

export interface SendResult {
  statusCode: number | null;
  latencyMs: number;
  /** The first characters of the response, for the console; never parsed. */
  excerpt: string | null;
  /** Why the attempt failed when no status says it (a refusal, a timeout, a response cut short). */
  error: string | null;
  /** The kind of the failure, for the console's words; null when a 2xx answer delivered. */
  failure: DeliveryFailure | null;
}

/** A 2xx answer, whole (up to what is read of it) within the timeout: the delivery is made. */
export function delivers(result: SendResult): boolean {
  return (
    result.error === null && result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300
  );
}

const EXCERPT_BYTES = 512;
/**
 * The most of a response's body ever read. A receiver owes us a status, not a body: past this the
 * connection is closed, so a receiver that responds with megabytes (or never stops) costs this process
 * no more memory or CPU than one that sends nothing, and no other endpoint waits for it.
 */
export const ANSWER_READ_BYTES = 4096;
/** The most of a response's status line and headers read (Node's default is 16 KiB). */
export const ANSWER_HEADER_BYTES = 8192;

/** Kept-alive connections, shared by the lanes of one dispatcher; a lane sends one request at a time. */
export interface Connections {
  http: http.Agent;
  https: https.Agent;
  close(): void;
}

export function keptAliveConnections(): Connections {
  const options = { keepAlive: true, keepAliveMsecs: 1000, maxFreeSockets: 256, scheduling: 'lifo' as const };
  const agents = { http: new http.Agent(options), https: new https.Agent(options) };
  return {
    ...agents,
    close() {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}

export interface Outgoing {
  url: string;
  /** The address the URL guard checked just before: the only one dialled. */
  address: { address: string; family: number };
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  connections: Connections;
  /** Aborted when the dispatcher stops: the attempt then has no result to record. */
  signal: AbortSignal;
}

/**
 * POSTs one signed event. A new connection goes to `address`, checked by the URL guard just
 * before, whatever the host name resolves to by now (no DNS rebinding); TLS still verifies the
 * host name. A kept-alive connection was dialled the same way. Redirects are not followed. Never
 * throws: a timeout or a refusal is a failed attempt. A kept-alive connection the receiver had
 * closed meanwhile is retried once on a new one, since the request never reached it.
 *
 * One deadline, `timeoutMs`, covers the whole exchange: connecting, the status line and headers
 * (at most ANSWER_HEADER_BYTES) and the body (at most ANSWER_READ_BYTES, then the connection is
 * closed). A receiver that drips its response fails the attempt at the deadline like one that says
 * nothing; one that responds with too much is cut, never read whole.
 */
export async function postEvent(outgoing: Outgoing): Promise<SendResult> {
  const started = performance.now();
  const deadline = started + outgoing.timeoutMs;
  const first = await attempt(outgoing, deadline);
  const result = first.staleConnection ? await attempt(outgoing, deadline) : first;
  return { ...result.result, latencyMs: Math.round(performance.now() - started) };
}

type Outcome = Omit<SendResult, 'latencyMs'>;

/** What an attempt saw: a response, read whole or enough of it, or why it failed. */
function outcome(
  statusCode: number | null,
  excerpt: string | null,
  failed?: { error: string; failure: DeliveryFailure },
): Outcome {
  if (failed) return { statusCode, excerpt, ...failed };
  const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
  return { statusCode, excerpt, error: null, failure: ok ? null : 'http_status' };
}

/** A lookup that answers the address the URL guard checked, whatever the name resolves to now. */
function pinnedLookup(address: Outgoing['address']): LookupFunction {
  return (_hostname, options, callback) => {
    if (typeof options === 'object' && options.all) {
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [address]);
    } else callback(null, address.address, address.family);
  };
}

function attempt(
  outgoing: Outgoing,
  deadline: number,
): Promise<{ result: Outcome; staleConnection: boolean }> {
  const { url, address, headers, body, timeoutMs, connections, signal } = outgoing;
  const target = new URL(url);
  const secure = target.protocol === 'https:';
  return new Promise((resolve) => {
    let settled = false;
    let statusCode: number | null = null;
    const chunks: Buffer[] = [];
    let size = 0;
    const excerpt = () => Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8') || null;
    const seen = (failed?: { error: string; failure: DeliveryFailure }) =>
      outcome(statusCode, excerpt(), failed);
    const finish = (result: Outcome, staleConnection = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ result, staleConnection });
    };
    const request = (secure ? https : http).request(
      target,
      {
        method: 'POST',
        agent: secure ? connections.https : connections.http,
        lookup: pinnedLookup(address),
        signal,
        maxHeaderSize: ANSWER_HEADER_BYTES,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'hrapi-webhooks/1',
        },
      },
      (response) => {
        statusCode = response.statusCode ?? null;
        response.on('data', (chunk: Buffer) => {
          const room = ANSWER_READ_BYTES - size;
          if (room > 0) chunks.push(room >= chunk.length ? chunk : chunk.subarray(0, room));
          size += chunk.length;
          if (size > ANSWER_READ_BYTES) {
            // Enough: the rest is never read, and the connection is not reused.
            finish(seen());
            request.destroy();
          }
        });
        response.on('end', () => finish(seen()));
        response.on('error', (error: NodeJS.ErrnoException) =>
          finish(seen({ error: error.message, failure: errorFailure(error.code) })),
        );
      },
    );
    const timer = setTimeout(
      () => {
        const seconds = timeoutMs / 1000;
        const error =
          statusCode === null
            ? `no answer within ${seconds} s`
            : `the answer (HTTP ${statusCode}) did not end within ${seconds} s`;
        finish(seen({ error, failure: 'timeout' }));
        request.destroy(new Error(error));
      },
      Math.max(0, deadline - performance.now()),
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      const stale =
        request.reusedSocket &&
        statusCode === null &&
        (error.code === 'ECONNRESET' || error.code === 'EPIPE');
      const reason =
        error.code === 'HPE_HEADER_OVERFLOW'
          ? `the answer's headers exceed ${ANSWER_HEADER_BYTES / 1024} KiB`
          : error.message;
      finish(seen({ error: reason, failure: errorFailure(error.code) }), stale && !signal.aborted);
    });
    request.end(body);
  });
}
