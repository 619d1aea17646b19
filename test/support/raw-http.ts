import net from 'node:net';
import { expect } from 'vitest';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  // biome-ignore lint/suspicious/noExplicitAny: tests assert on parsed bodies freely
  body: any;
}

/** Parses one HTTP/1.1 response with a Content-Length body. */
export function parseResponse(text: string): RawResponse {
  const [head = '', ...rest] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const at = line.indexOf(':');
    headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
  }
  const body = rest.join('\r\n\r\n').slice(0, Number(headers['content-length'] ?? 0));
  return { status: Number(statusLine.split(' ')[1]), headers, body: body ? JSON.parse(body) : undefined };
}

/** Sends bytes as they are (no client-side URL or header checks) and reads until the server closes. */
export function rawRequest(baseUrl: string, request: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('error', (error) => (received ? resolve(received) : reject(error)));
    socket.on('close', () => resolve(received));
    socket.write(request);
    setTimeout(() => socket.end(), 2000).unref();
  });
}

export function expectDocumentedError(response: RawResponse, status: number, code: string): void {
  expect(response.status).toBe(status);
  expect(response.body).toMatchObject({ type: 'about:blank', status, code });
  expect(typeof response.body.detail).toBe('string');
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['x-request-id']).toBe(response.body.requestId);
}
