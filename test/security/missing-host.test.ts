import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { expectDocumentedError, parseResponse, rawRequest } from '../support/raw-http.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/** Issue 26: every 400 the edge writes has the error body and the request id, a missing Host included. */
describe.each(testEngines())('an HTTP/1.1 request without Host on %s', (engine) => {
  let t: TestServer;
  let key: string;

  beforeAll(async () => {
    t = await startTestServer(engine);
    await givenOrganization(t.testStore.store.db, 'org_hostless');
    key = (await givenKey(t.testStore.store.db, 'org_hostless', ['org:employee:read'])).secret;
  });
  afterAll(async () => {
    await t?.stop();
  });

  const send = (request: string) => rawRequest(t.baseUrl, request).then(parseResponse);

  it.each([
    ['an API read', '/api/public/v1/organizations/org_hostless/collaborators'],
    ['an unknown path', '/no/such/path'],
    ['the console', '/console/login'],
    ['the readiness probe', '/readyz'],
  ])(
    '%s without Host is the documented 400 naming the header, with X-Request-Id, and the connection closes',
    async (_what, target) => {
      const response = await send(`GET ${target} HTTP/1.1\r\nAuthorization: Bearer ${key}\r\n\r\n`);
      expectDocumentedError(response, 400, 'invalid_parameter');
      expect(response.body.errors).toEqual([expect.objectContaining({ in: 'header', name: 'host' })]);
      expect(response.headers.connection).toBe('close');
    },
  );

  it('a write without Host is refused before it is read or run', async () => {
    const body = JSON.stringify({ name: 'x' });
    const response = await send(
      `POST /api/public/v1/organizations/org_hostless/collaborators HTTP/1.1\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    expectDocumentedError(response, 400, 'invalid_parameter');
    expect(response.body.errors).toEqual([expect.objectContaining({ in: 'header', name: 'host' })]);
  });

  it('HTTP/1.0, where Host is optional, is served without it', async () => {
    const response = await send('GET /readyz HTTP/1.0\r\n\r\n');
    expect(response.status).toBe(200);
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
  });
});
