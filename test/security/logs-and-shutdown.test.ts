import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { SELF_SERVE_SCOPES } from '../../src/auth/scopes.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { parseResponse, rawRequest } from '../support/raw-http.ts';
import { createTestStore, type TestStore } from '../support/store.ts';

describe('what the server writes in its logs and while it stops', () => {
  let testStore: TestStore | undefined;
  afterEach(async () => {
    await testStore?.drop();
    testStore = undefined;
  });

  async function listening(
    logLevel: 'trace' | 'info',
    register: (app: Awaited<ReturnType<typeof buildApp>>) => void = () => undefined,
  ) {
    testStore = await createTestStore('sqlite');
    const lines: string[] = [];
    const app = await buildApp({
      config: { ...testStore.config, logLevel },
      store: testStore.store,
      logDestination: { write: (line) => lines.push(line) },
    });
    register(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const bound = app.server.address();
    const port = typeof bound === 'object' && bound ? bound.port : 0;
    return { app, lines, baseUrl: `http://127.0.0.1:${port}` };
  }

  it('logs no key, no query string and no Authorization header at trace level, even for malformed requests', async () => {
    const { app, lines, baseUrl } = await listening('trace');
    if (!testStore) throw new Error('no store');
    await givenOrganization(testStore.store.db, 'org_logs');
    const { secret } = await givenKey(testStore.store.db, 'org_logs', [...SELF_SERVE_SCOPES]);
    const auth = `Authorization: Bearer ${secret}\r\n`;
    const query = '?startDate=2026-03-01&leak=q_marker_123';
    const requests = [
      // Headers over the parser's bound: the raw packet holds the key.
      `GET /api/public/v1/organizations/org_logs/absences${query} HTTP/1.1\r\nHost: x\r\n${auth}X-Pad: ${'a'.repeat(20_000)}\r\n\r\n`,
      // A bad percent-encoding, a normal call, a refused call and an unknown route, all with the key.
      `GET /api/public/v1/organizations/%E0%A4%A/absences${query} HTTP/1.1\r\nHost: x\r\n${auth}Connection: close\r\n\r\n`,
      `GET /api/public/v1/organizations/org_logs/collaborators HTTP/1.1\r\nHost: x\r\n${auth}Connection: close\r\n\r\n`,
      `GET /api/public/v1/organizations/org_logs/absences${query} HTTP/1.1\r\nHost: x\r\n${auth}Connection: close\r\n\r\n`,
      `GET /api/public/v1/nowhere${query} HTTP/1.1\r\nHost: x\r\n${auth}Connection: close\r\n\r\n`,
      `GET /api/public/v1/organizations/org_logs/collaborators HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer hrk_${'x'.repeat(49)}\r\nConnection: close\r\n\r\n`,
    ];
    for (const request of requests) await rawRequest(baseUrl, request);
    await app.close();
    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(5);
    expect(log).not.toContain('hrk_');
    expect(log).not.toContain(secret.slice(4, 20));
    expect(log).not.toContain('q_marker_123');
    expect(log).not.toContain('startDate=');
    expect(log.toLowerCase()).not.toContain('bearer');
    expect(log.toLowerCase()).not.toContain('"authorization"');
  });

  it('answers a request arriving while it stops with the documented 503 and Connection: close', async () => {
    let release: () => void = () => undefined;
    let entered: () => void = () => undefined;
    const inHandler = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const { app, baseUrl } = await listening('info', (app) =>
      app.get('/test/slow', async () => {
        entered();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return { ok: true };
      }),
    );
    const { hostname, port } = new URL(baseUrl);
    const socket = net.connect({ host: hostname, port: Number(port) });
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      received += chunk;
    });
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write('GET /test/slow HTTP/1.1\r\nHost: x\r\n\r\n');
    await inHandler;
    const closing = app.close();
    // Pipelined behind the slow one on the same connection: it reaches the router while closing.
    socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 3000))]);
    socket.destroy();
    await closing;
    const second = received.slice(received.indexOf('HTTP/1.1', 1));
    const response = parseResponse(second);
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({ type: 'about:blank', status: 503, code: 'service_unavailable' });
    expect(response.headers['x-request-id']).toBe(response.body.requestId);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.connection).toBe('close');
  });
});
