import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

export interface SendResult {
  statusCode: number | null;
  latencyMs: number;
  /** The first characters of the answer, for the console; never parsed. */
  excerpt: string | null;
  error: string | null;
}

const EXCERPT_BYTES = 512;

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
 */
export async function postEvent(outgoing: Outgoing): Promise<SendResult> {
  const started = performance.now();
  const first = await attempt(outgoing);
  const result = first.staleConnection ? await attempt(outgoing) : first;
  return { ...result.result, latencyMs: Math.round(performance.now() - started) };
}

function attempt(
  outgoing: Outgoing,
): Promise<{ result: Omit<SendResult, 'latencyMs'>; staleConnection: boolean }> {
  const { url, address, headers, body, timeoutMs, connections, signal } = outgoing;
  const target = new URL(url);
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (typeof options === 'object' && options.all) {
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [address]);
    } else callback(null, address.address, address.family);
  };
  const secure = target.protocol === 'https:';
  return new Promise((resolve) => {
    let settled = false;
    let answered = false;
    const finish = (result: Omit<SendResult, 'latencyMs'>, staleConnection = false) => {
      if (settled) return;
      settled = true;
      resolve({ result, staleConnection });
    };
    const request = (secure ? https : http).request(
      target,
      {
        method: 'POST',
        agent: secure ? connections.https : connections.http,
        lookup: pinned,
        signal,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'hrapi-webhooks/1',
        },
      },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < EXCERPT_BYTES) chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', () =>
          finish({
            statusCode: response.statusCode ?? null,
            excerpt: Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8') || null,
            error: null,
          }),
        );
        response.on('error', (error) =>
          finish({ statusCode: response.statusCode ?? null, excerpt: null, error: error.message }),
        );
      },
    );
    const timer = setTimeout(() => {
      request.destroy(new Error(`no answer within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    request.on('close', () => clearTimeout(timer));
    request.on('error', (error: NodeJS.ErrnoException) => {
      const stale =
        request.reusedSocket && !answered && (error.code === 'ECONNRESET' || error.code === 'EPIPE');
      finish({ statusCode: null, excerpt: null, error: error.message }, stale && !signal.aborted);
    });
    request.end(body);
  });
}
