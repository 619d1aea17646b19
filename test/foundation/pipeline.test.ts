import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_AFFILIATIONS_BODY_LIMIT } from '../../src/affiliations/affiliations.schema.ts';
import { appOperations, openApiKey } from '../support/app-routes.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

describe.each(testEngines())('request pipeline on %s', (engine) => {
  let t: TestServer;
  let secret: string;

  beforeAll(async () => {
    t = await startTestServer(engine);
    await givenOrganization(t.testStore.store.db, 'org_pipe');
    secret = (await givenKey(t.testStore.store.db, 'org_pipe', ['org:employee:read'])).secret;
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('serves /healthz and /readyz without a key', async () => {
    expect((await t.api('//healthz')).body).toEqual({ status: 'ok' });
    expect((await t.api('//readyz')).body).toEqual({ status: 'ok', store: engine });
  });

  it('asks for a key before saying a path under the API prefix does not exist', async () => {
    const response = await t.api('/no-such-route');
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain('Bearer');
  });

  it('answers an unknown route with the documented 404 body once the key is valid', async () => {
    const response = await t.api('/no-such-route', { key: secret });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      type: 'about:blank',
      title: 'Not Found',
      status: 404,
      code: 'not_found',
      detail: 'no route GET /api/public/v1/no-such-route',
      requestId: response.headers.get('x-request-id'),
    });
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers outside the prefix with 404 and the error body, no key needed', async () => {
    const response = await t.api('//nothing-here');
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('not_found');
  });

  it('keeps a well-formed incoming X-Request-Id and generates one otherwise', async () => {
    const kept = await t.api('//healthz', { headers: { 'x-request-id': 'trace-0123456789' } });
    expect(kept.headers.get('x-request-id')).toBe('trace-0123456789');
    const replaced = await t.api('//healthz', { headers: { 'x-request-id': 'bad id\twith spaces' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('records that a key was used, coarsely', async () => {
    await t.api('/no-such-route', { key: secret });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const row = await t.testStore.store.db
      .selectFrom('api_keys')
      .select('last_used_at')
      .where('organization_id', '=', 'org_pipe')
      .executeTakeFirstOrThrow();
    expect(row.last_used_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

/** The documentation itself, if it is ever served under the API prefix, is not an operation. */
const PUBLIC_DOCS = /\/(openapi\.json|docs)(\/|\*|$)/;

describe.each(testEngines())('OpenAPI document on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('is served at /openapi.json and documents exactly the operations of the API routes', async () => {
    const response = await t.api('//openapi.json');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      openapi: '3.1.0',
      info: { version: '1.12.0', 'x-spec-version': '1.11.0' },
      servers: [
        { url: '{baseUrl}', variables: { baseUrl: { default: 'http://127.0.0.1:3000/api/public/v1' } } },
      ],
    });
    // Paths are relative to the server URL, the API base: /organizations/…, never /console or /healthz.
    const documented = Object.entries(response.body.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} /api/public/v1${path}`),
    );
    const served = appOperations(t.server.app)
      .filter((operation) => operation.url.startsWith('/api/public/v1/') && !PUBLIC_DOCS.test(operation.url))
      .map(openApiKey);
    expect(served.length).toBeGreaterThanOrEqual(11);
    expect(documented.sort()).toEqual(served.sort());
  });
});

describe.each(testEngines())('request bodies on %s', (engine) => {
  let t: TestServer;
  let partner: string;
  const path = '/organizations/org_body/complementary-contracts/affiliations';
  beforeAll(async () => {
    t = await startTestServer(engine);
    await givenOrganization(t.testStore.store.db, 'org_body');
    partner = (
      await givenKey(t.testStore.store.db, 'org_body', ['org:employee:health_insurance:manage'], 'partner')
    ).secret;
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('answers a body that is not JSON with 415 unsupported_media_type', async () => {
    const response = await t.api(path, {
      key: partner,
      method: 'PUT',
      body: 'establishmentId=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.status).toBe(415);
    expect(response.body.code).toBe('unsupported_media_type');
  });

  it('answers malformed JSON with 400 invalid_body', async () => {
    const response = await t.api(path, { key: partner, method: 'PUT', body: '{"establishmentId":' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'invalid_body',
      detail: 'the request body is not valid JSON',
    });
  });

  it('answers a JSON value that is not an object with a detail that says so', async () => {
    const response = await t.api(path, { key: partner, method: 'PUT', body: '[]' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'invalid_body', detail: 'the request body must be object' });
  });

  it('answers a body over the limit with 413 payload_too_large', async () => {
    const body = { pad: 'x'.repeat(BULK_AFFILIATIONS_BODY_LIMIT) };
    const response = await t.api(path, { key: partner, method: 'PUT', body });
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('payload_too_large');
  });
});
