import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectDocumentedError, parseResponse, rawRequest } from '../support/raw-http.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/** Every HTTP/1.1 status line in what the server sent on one connection. */
const statusLines = (text: string) => text.match(/^HTTP\/1\.1 \d{3}/gm) ?? [];

describe('the edge: timeouts and framing', () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer('sqlite', { headersTimeoutMs: 1_000 });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('answers an Expect other than 100-continue with 417 in the error body, with its request id', async () => {
    const text = await rawRequest(t.baseUrl, 'GET /healthz HTTP/1.1\r\nHost: x\r\nExpect: foo\r\n\r\n');
    expect(statusLines(text)).toHaveLength(1);
    const response = parseResponse(text);
    expect(response.body).toMatchObject({ title: 'Expectation Failed', code: 'invalid_parameter' });
    expect(response.body.errors).toEqual([expect.objectContaining({ in: 'header', name: 'expect' })]);
    expectDocumentedError(response, 417, 'invalid_parameter');
  });

  it.each([
    [
      'a malformed chunked body after the GET was answered',
      'Transfer-Encoding: chunked\r\n\r\n5\r\nhello\r\nxyz\r\n\r\n',
    ],
    ['a Transfer-Encoding that is not chunked', 'Transfer-Encoding: foo\r\n\r\n'],
    [
      'a Transfer-Encoding beside a Content-Length',
      'Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ],
  ])('gives one answer to a GET with %s', async (_case, rest) => {
    const text = await rawRequest(t.baseUrl, `GET /healthz HTTP/1.1\r\nHost: x\r\n${rest}`);
    expect(statusLines(text)).toHaveLength(1);
  });

  it('drops 2,000 clients that never finish their headers, and serves the others meanwhile', async () => {
    const { hostname, port } = new URL(t.baseUrl);
    const closed: Promise<string>[] = [];
    for (let i = 0; i < 2_000; i++) {
      closed.push(
        new Promise((resolve) => {
          const socket = net.connect({ host: hostname, port: Number(port) });
          let received = '';
          socket.setEncoding('utf8');
          socket.on('connect', () => socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n'));
          socket.on('data', (chunk) => {
            received += chunk;
          });
          socket.on('error', () => {});
          socket.on('close', () => resolve(received));
        }),
      );
    }
    for (let i = 0; i < 20; i++) expect((await fetch(`${t.baseUrl}/healthz`)).status).toBe(200);
    // Bounded by the test's timeout: each slow connection is closed by the server, none by us.
    const answers = await Promise.all(closed);
    expect(answers).toHaveLength(2_000);
    const timedOut = answers.filter((text) => text.startsWith('HTTP/1.1 408'));
    expect(timedOut.length).toBeGreaterThan(0);
    for (const text of answers) expect(text === '' || text.startsWith('HTTP/1.1 408')).toBe(true);
    expect((await fetch(`${t.baseUrl}/healthz`)).status).toBe(200);
  }, 120_000);
});
