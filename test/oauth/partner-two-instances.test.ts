import { spawnSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsoleUser } from '../../src/console/console-users.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { createPartnerApp, disablePartnerApp } from '../../src/partners/partner-apps.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import { HAS_CHROMIUM, launchChromium } from '../browser/browser.ts';
import { freePort, OwnRedis } from '../multi-instance/helpers.ts';
import { givenOrganization } from '../support/fixtures.ts';
import { callApi } from '../support/server.ts';
import { createTestStore, type TestStore } from '../support/store.ts';
import {
  authorizationUrl,
  callbackServer,
  consentInBrowser,
  discover,
  exchange,
  oauthError,
  type Partner,
  partner,
  refresh,
} from './partner-client.ts';

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
const ready = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL && hasRedisServer && HAS_CHROMIUM);

const ORG = 'org_oauth_multi';
const ADMIN = { email: 'admin@multi.test', password: 'correct horse battery staple' };
const SCOPE = 'org:employee:read';
const LIMIT = 6;

/**
 * Two instances on one PostgreSQL and one Redis, behind one public URL (A's): a code issued by
 * one is redeemed on the other, and a revocation through one is seen by the other on its next
 * request, the token warm in its cache.
 */
describe.skipIf(!ready)('partner apps across two instances on PostgreSQL and Redis', () => {
  let testStore: TestStore;
  let redis: OwnRedis;
  let a: RunningServer;
  let b: RunningServer;
  let browser: Browser;
  let page: Page;
  let callback: Awaited<ReturnType<typeof callbackServer>>;

  beforeAll(async () => {
    redis = new OwnRedis(await freePort());
    await redis.start();
    const portA = await freePort();
    testStore = await createTestStore('postgres', {
      redisUrl: redis.url,
      rateLimitPerMinute: LIMIT,
      publicUrl: `http://127.0.0.1:${portA}`,
    });
    a = await startServer({ ...testStore.config, port: portA, host: '127.0.0.1' });
    b = await startServer({ ...testStore.config, port: 0, host: '127.0.0.1' });
    callback = await callbackServer();
    const db = testStore.store.db;
    await givenOrganization(db, ORG, 'Multi SAS');
    await createConsoleUser(db, { organizationId: ORG, ...ADMIN }, CLI_ACTOR);
    browser = await launchChromium();
    page = await (await browser.newContext({ locale: 'en-US' })).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await callback?.close();
    await a?.stop();
    await b?.stop();
    await testStore?.drop();
    await redis?.stop();
  });

  /** A partner of its own (so its own grant and rate-limit bucket), whose token endpoint is B's. */
  async function connectedPartner(): Promise<{
    p: Partner;
    appId: string;
    tokens: Awaited<ReturnType<typeof exchange>>;
  }> {
    const { app, secret } = await createPartnerApp(testStore.store.db, {
      name: `Partner ${Math.random().toString(36).slice(2, 8)}`,
      redirectUris: [callback.url],
      scopes: [SCOPE],
    });
    const discovered = await discover(a.address);
    const onB = (endpoint: string | undefined) => endpoint?.replace(a.address, b.address);
    const p = partner(
      {
        ...discovered,
        token_endpoint: onB(discovered.token_endpoint),
        introspection_endpoint: onB(discovered.introspection_endpoint),
      },
      app.id,
      secret,
      callback.url,
    );
    const start = await authorizationUrl(p, SCOPE);
    const tokens = await exchange(
      p,
      start,
      await consentInBrowser(page, start.url, ADMIN, 'Approve', callback.url),
    );
    return { p, appId: app.id, tokens };
  }

  const read = (server: RunningServer, token: string) =>
    callApi(server.address, `/organizations/${ORG}/collaborators`, { key: token });

  it('redeems on one instance a code issued by the other, and ends the grant on both when a rotated refresh token is reused', {
    timeout: 120_000,
  }, async () => {
    const { p, tokens } = await connectedPartner();
    expect(tokens.organization_id).toBe(ORG);
    expect((await read(a, tokens.access_token)).status).toBe(200);
    expect((await read(b, tokens.access_token)).status).toBe(200);
    const renewed = await refresh(p, tokens.refresh_token ?? '');
    expect((await read(a, renewed.access_token)).status).toBe(200);
    expect(await oauthError(refresh(p, tokens.refresh_token ?? ''))).toBe('invalid_grant');
    expect((await read(a, renewed.access_token)).status).toBe(401);
    expect((await read(b, renewed.access_token)).status).toBe(401);
  });

  it('refuses a token warm on one instance on its next request after the console of the other revokes its grant', {
    timeout: 120_000,
  }, async () => {
    const { tokens } = await connectedPartner();
    expect((await read(a, tokens.access_token)).status).toBe(200);
    expect((await read(a, tokens.access_token)).status).toBe(200);
    await page.goto(`${b.address}/console/connected-apps`);
    // Disconnect asks first (its own page, naming the app); the confirmation disconnects.
    await page.click('a:has-text("Disconnect")');
    await page.click('#disconnect-confirm');
    await page.waitForURL(/revoked=/);
    expect((await read(a, tokens.access_token)).status).toBe(401);
    expect((await read(b, tokens.access_token)).status).toBe(401);
  });

  it('refuses every token of a disabled app on both instances on the next request', {
    timeout: 120_000,
  }, async () => {
    const { appId, tokens } = await connectedPartner();
    expect((await read(a, tokens.access_token)).status).toBe(200);
    expect((await read(b, tokens.access_token)).status).toBe(200);
    await disablePartnerApp(testStore.store.db, appId);
    expect((await read(a, tokens.access_token)).status).toBe(401);
    expect((await read(b, tokens.access_token)).status).toBe(401);
  });

  it('limits a grant across both instances with the same headers as a key', {
    timeout: 120_000,
  }, async () => {
    const { tokens } = await connectedPartner();
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) {
      const response = await read(i % 2 === 0 ? a : b, tokens.access_token);
      statuses.push(response.status);
      if (i === 0) expect(response.headers.get('ratelimit-limit')).toBe(String(LIMIT));
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(200), 429]);
    const other = await connectedPartner();
    expect((await read(a, other.tokens.access_token)).status).toBe(200);
  });
});
