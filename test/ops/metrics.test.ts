import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { callApi, startTestServer, type TestServer } from '../support/server.ts';

const TOKEN = 'metrics-token-0123456789';

describe.each(testEngines())('Prometheus metrics (%s)', (engine) => {
  let t: TestServer;
  let secret: string;

  beforeAll(async () => {
    t = await startTestServer(engine, {
      redisUrl: undefined,
      metricsEnabled: true,
      metricsToken: TOKEN,
      rateLimitPerMinute: 2,
    });
    await givenOrganization(t.testStore.store.db, 'org_metrics');
    secret = (await givenKey(t.testStore.store.db, 'org_metrics', ['org:employee:read'])).secret;
  });
  afterAll(async () => {
    await t?.stop();
  });

  const scrape = () => t.api('//metrics', { headers: { authorization: `Bearer ${TOKEN}` } });

  it('refuses a scrape without the metrics token, and an API key is not that token', async () => {
    expect((await t.api('//metrics')).status).toBe(401);
    const withApiKey = await t.api('//metrics', { key: secret });
    expect(withApiKey.status).toBe(401);
    expect(withApiKey.body.code).toBe('unauthorized');
  });

  it('counts requests by route pattern and status, with latency, and rate-limited requests', async () => {
    for (let i = 0; i < 3; i++) await t.api('/organizations/org_metrics/nothing', { key: secret });
    await t.api('//healthz');
    const response = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = String(response.body);
    expect(text).toContain('hrapi_http_requests_total{method="GET",route="unmatched",status="404"} 2');
    expect(text).toContain('hrapi_http_requests_total{method="GET",route="unmatched",status="429"} 1');
    expect(text).toContain('hrapi_http_requests_total{method="GET",route="/healthz",status="200"} 1');
    expect(text).toMatch(
      /hrapi_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/healthz"\}/,
    );
    expect(text).toContain('hrapi_rate_limited_requests_total{bucket="all"} 1');
    expect(text).toContain('hrapi_rate_limit_redis_fail_open_total 0');
    expect(text).not.toContain('org_metrics');
    if (engine === 'postgres') {
      expect(text).toMatch(/hrapi_store_pool_connections\{state="total"\} [1-9]/);
    }
  });

  it('is not served at all when metrics are off', async () => {
    const off = await startTestServer(engine, { redisUrl: undefined });
    try {
      const response = await callApi(off.baseUrl, '//metrics');
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('not_found');
    } finally {
      await off.stop();
    }
  });
});
