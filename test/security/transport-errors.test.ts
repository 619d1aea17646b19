import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_SCOPES, SELF_SERVE_SCOPES } from '../../src/auth/scopes.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { givenEstablishment } from '../support/hr-data.ts';
import { expectDocumentedError, parseResponse, rawRequest } from '../support/raw-http.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

describe.each(testEngines())('errors outside the routes on %s', (engine) => {
  let t: TestServer;
  let partnerKey: string;

  beforeAll(async () => {
    t = await startTestServer(engine);
    const db = t.testStore.store.db;
    await givenOrganization(db, 'org_transport');
    await givenEstablishment(db, 'org_transport', { id: 'est_transport' });
    partnerKey = (await givenKey(db, 'org_transport', [...SELF_SERVE_SCOPES, ...PARTNER_SCOPES], 'partner'))
      .secret;
  });
  afterAll(async () => {
    await t?.stop();
  });

  const get = (target: string, headers = '') =>
    rawRequest(
      t.baseUrl,
      `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}Connection: close\r\n\r\n`,
    ).then(parseResponse);

  it('answers a path with a bad percent-encoding with the documented 400', async () => {
    const response = await get('/api/public/v1/organizations/%E0%A4%A/collaborators');
    expectDocumentedError(response, 400, 'invalid_parameter');
  });

  it('answers a path parameter longer than the router takes like any too-long identifier', async () => {
    const response = await get(`/api/public/v1/organizations/${'a'.repeat(300)}/collaborators`);
    expectDocumentedError(response, 400, 'invalid_parameter');
  });

  it('answers headers over 16 KiB with the documented 400, not a bare parser answer', async () => {
    const response = await get(
      '/api/public/v1/organizations/org_transport',
      `X-Pad: ${'a'.repeat(20_000)}\r\n`,
    );
    expectDocumentedError(response, 400, 'invalid_parameter');
  });

  it('answers a URL over 16 KiB with the documented 400', async () => {
    const response = await get(`/api/public/v1/organizations/org_transport?x=${'a'.repeat(20_000)}`);
    expectDocumentedError(response, 400, 'invalid_parameter');
  });

  it('lists at most 20 problems and says how many were left out', async () => {
    const affiliations = Array.from({ length: 500 }, () => ({ employeeId: 5, status: 'nope' }));
    const response = await t.api('/organizations/org_transport/complementary-contracts/affiliations', {
      method: 'PUT',
      key: partnerKey,
      body: { establishmentId: 'est_transport', affiliations },
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('invalid_body');
    expect(response.body.errors).toHaveLength(20);
    expect(response.body.detail).toMatch(/the first 20 problems are listed, \d+ more left out/);
  });
});
