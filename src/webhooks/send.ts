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

/**
 * POSTs one signed event. The connection goes to `address`, checked by the URL guard just before,
 * whatever the host name resolves to by now (no DNS rebinding); TLS still verifies the host name.
 * Redirects are not followed. Never throws: a timeout or a refusal is a failed attempt.
 */
export function postEvent(
  url: string,
  address: { address: string; family: number },
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<SendResult> {
  const started = performance.now();
  const target = new URL(url);
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (typeof options === 'object' && options.all) {
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [address]);
    } else callback(null, address.address, address.family);
  };
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<SendResult, 'latencyMs'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...result, latencyMs: Math.round(performance.now() - started) });
    };
    const request = client.request(
      target,
      {
        method: 'POST',
        lookup: pinned,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'hrapi-webhooks/1',
        },
        timeout: timeoutMs,
      },
      (response) => {
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
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    request.on('error', (error) => finish({ statusCode: null, excerpt: null, error: error.message }));
    request.end(body);
  });
}
