import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

// No API route exists in every branch: an unknown route under the prefix still authenticates the key.
const ROUTE = '/organizations/org_rl/no-such-resource';

describe.each(testEngines())('rate limit per API key on one instance (%s, in memory)', (engine) => {
  let t: TestServer;
  let other: string;

  beforeAll(async () => {
    t = await startTestServer(engine, {
      redisUrl: undefined,
      rateLimitPerMinute: 3,
      writeRateLimitPerMinute: 2,
    });
    await givenOrganization(t.testStore.store.db, 'org_rl');
    other = (await givenKey(t.testStore.store.db, 'org_rl', ['org:employee:read'])).secret;
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('puts the limit headers on every authenticated API response', async () => {
    const secret = (await givenKey(t.testStore.store.db, 'org_rl', ['org:employee:read'])).secret;
    const response = await t.api(ROUTE, { key: secret });
    expect(response.status).toBe(404);
    expect(response.headers.get('ratelimit-limit')).toBe('3');
    expect(response.headers.get('ratelimit-remaining')).toBe('2');
    expect(Number(response.headers.get('ratelimit-reset'))).toBeGreaterThanOrEqual(1);
    expect(Number(response.headers.get('ratelimit-reset'))).toBeLessThanOrEqual(60);
  });

  it('answers 429 with the error body and Retry-After once the key is over its limit', async () => {
    const secret = (await givenKey(t.testStore.store.db, 'org_rl', ['org:employee:read'])).secret;
    await t.api(ROUTE, { key: secret });
    await t.api(ROUTE, { key: secret });
    await t.api(ROUTE, { key: secret });
    const refused = await t.api(ROUTE, { key: secret });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      type: 'about:blank',
      title: 'Too Many Requests',
      status: 429,
      code: 'rate_limited',
      detail: expect.stringContaining('rate limit of 3 requests per minute'),
      requestId: refused.headers.get('x-request-id'),
    });
    expect(refused.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 120).toBe(true);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(refused.headers.get('ratelimit-reset')).toBe(String(retryAfter));
  });

  it('counts each key on its own', async () => {
    const spent = (await givenKey(t.testStore.store.db, 'org_rl', ['org:employee:read'])).secret;
    for (let i = 0; i < 4; i++) await t.api(ROUTE, { key: spent });
    const response = await t.api(ROUTE, { key: other });
    expect(response.status).toBe(404);
  });

  it('applies the lower write limit to POST and PUT', async () => {
    const key = (await givenKey(t.testStore.store.db, 'org_rl', ['org:employee:read'])).secret;
    const first = await t.api(ROUTE, { key, method: 'POST', body: {} });
    expect(first.status).toBe(404);
    expect(first.headers.get('ratelimit-limit')).toBe('2');
    await t.api(ROUTE, { key, method: 'PUT', body: {} });
    const refused = await t.api(ROUTE, { key, method: 'POST', body: {} });
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toContain('2 write requests per minute');
    // The read budget still has room for one.
    expect((await t.api(ROUTE, { key })).status).toBe(404);
  });

  it('counts refusals after authentication: a 403 and a 404 carry the limit headers', async () => {
    const key = (await givenKey(t.testStore.store.db, 'org_rl', ['org:absence:read'])).secret;
    const forbidden = await t.api('/organizations/org_rl/collaborators', { key });
    expect(forbidden.status).toBe(403);
    expect(forbidden.headers.get('ratelimit-remaining')).toBe('2');
    const elsewhere = await t.api('/organizations/org_not_mine/absences', { key });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.headers.get('ratelimit-remaining')).toBe('1');
    const invalid = await t.api('/organizations/org_rl/absences?limit=0', { key });
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('ratelimit-remaining')).toBe('0');
  });

  it('answers 429, not 403, to a key at its limit that lacks the scope', async () => {
    const key = (await givenKey(t.testStore.store.db, 'org_rl', ['org:absence:read'])).secret;
    for (let i = 0; i < 3; i++) {
      expect((await t.api('/organizations/org_rl/collaborators', { key })).status).toBe(403);
    }
    const refused = await t.api('/organizations/org_rl/collaborators', { key });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
  });

  it('does not count requests without a valid key, nor the health endpoints', async () => {
    for (let i = 0; i < 4; i++) expect((await t.api(ROUTE, { key: 'hrk_wrong' })).status).toBe(401);
    const health = await t.api('//healthz');
    expect(health.headers.get('ratelimit-limit')).toBeNull();
  });
});
