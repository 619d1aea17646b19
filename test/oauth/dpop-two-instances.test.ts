import { spawnSync } from 'node:child_process';
import { Redis } from 'ioredis';
import * as oauth from 'oauth4webapi';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DPOP_IAT_WINDOW_SECONDS } from '../../src/auth/tokens/oauth-paths.ts';
import { createConsoleUser } from '../../src/console/console-users.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { sweepExpiredArtifacts } from '../../src/partners/oauth/adapter.ts';
import { createPartnerApp } from '../../src/partners/partner-apps.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import { HAS_CHROMIUM, launchChromium } from '../browser/browser.ts';
import { freePort, OwnRedis } from '../multi-instance/helpers.ts';
import { givenOrganization } from '../support/fixtures.ts';
import { createTestStore, type TestStore } from '../support/store.ts';
import { type DpopKey, dpopGet, dpopKey, proof } from './dpop-proofs.ts';
import {
  authorizationUrl,
  callbackServer,
  consentInBrowser,
  discover,
  exchange,
  partner,
} from './partner-client.ts';

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
const ready = Boolean(process.env.DATABASE_URL && hasRedisServer && HAS_CHROMIUM);

const ORG = 'org_dpop_multi';
const ADMIN = { email: 'admin@dpop-multi.test', password: 'correct horse battery staple' };
const SCOPE = 'org:employee:read';
const PATH = `/organizations/${ORG}/collaborators`;

/**
 * Four instances on one PostgreSQL, behind one public URL (A's): A and B share a Redis, C and D
 * none. A proof accepted by one instance is refused by the other of its pair, and every proof
 * names the public URL, wherever the request lands.
 */
describe.skipIf(!ready)('DPoP proofs across instances on PostgreSQL, with and without Redis', () => {
  let testStore: TestStore;
  let redis: OwnRedis;
  let a: RunningServer;
  let b: RunningServer;
  let c: RunningServer;
  let d: RunningServer;
  let browser: Browser;
  let callback: Awaited<ReturnType<typeof callbackServer>>;
  let key: DpopKey;
  let accessToken: string;
  /** The URL of the API call as the partner sees it: the public one. */
  let htu: string;

  beforeAll(async () => {
    redis = new OwnRedis(await freePort());
    await redis.start();
    const portA = await freePort();
    testStore = await createTestStore('postgres', {
      redisUrl: redis.url,
      publicUrl: `http://127.0.0.1:${portA}`,
    });
    a = await startServer({ ...testStore.config, port: portA, host: '127.0.0.1' });
    b = await startServer({ ...testStore.config, port: 0, host: '127.0.0.1' });
    c = await startServer({ ...testStore.config, redisUrl: undefined, port: 0, host: '127.0.0.1' });
    d = await startServer({ ...testStore.config, redisUrl: undefined, port: 0, host: '127.0.0.1' });
    htu = `${a.address}/api/public/v1${PATH}`;
    callback = await callbackServer();
    const db = testStore.store.db;
    await givenOrganization(db, ORG, 'DPoP Multi SAS');
    await createConsoleUser(db, { organizationId: ORG, ...ADMIN }, CLI_ACTOR);
    const { app, secret } = await createPartnerApp(db, {
      name: 'Santé Exemple',
      redirectUris: [callback.url],
      scopes: [SCOPE],
    });
    const p = partner(await discover(a.address), app.id, secret, callback.url);
    key = await dpopKey();
    browser = await launchChromium();
    const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
    const start = await authorizationUrl(p, SCOPE);
    const tokens = await exchange(
      p,
      start,
      await consentInBrowser(page, start.url, ADMIN, 'Approve', callback.url),
      oauth.DPoP(p.client, key),
    );
    accessToken = tokens.access_token;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await callback?.close();
    for (const server of [a, b, c, d]) await server?.stop();
    await testStore?.drop();
    await redis?.stop();
  });

  const fresh = () => proof(key, { htm: 'GET', htu, accessToken });

  it('refuses on one instance a proof the other accepted, the jti kept in Redis no longer than its window', async () => {
    const once = await fresh();
    expect((await dpopGet(a.address, PATH, accessToken, once)).status).toBe(200);
    expect((await dpopGet(b.address, PATH, accessToken, once)).status).toBe(401);
    expect((await dpopGet(a.address, PATH, accessToken, once)).status).toBe(401);
    expect((await dpopGet(b.address, PATH, accessToken, await fresh())).status).toBe(200);
    const client = new Redis(redis.url);
    try {
      const kept = await client.keys('hrapi:dpop:*');
      expect(kept.length).toBeGreaterThanOrEqual(2);
      for (const name of kept) {
        const ttl = await client.ttl(name);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(DPOP_IAT_WINDOW_SECONDS + 1);
      }
    } finally {
      client.disconnect();
    }
  });

  it('refuses on one instance a proof the other accepted without Redis, through the store, until the sweep past its window', async () => {
    const once = await fresh();
    expect((await dpopGet(c.address, PATH, accessToken, once)).status).toBe(200);
    expect((await dpopGet(d.address, PATH, accessToken, once)).status).toBe(401);
    expect((await dpopGet(c.address, PATH, accessToken, await fresh())).status).toBe(200);
    const db = testStore.store.db;
    const kept = await db
      .selectFrom('oauth_artifacts')
      .select('expires_at')
      .where('model', '=', 'DPoPProof')
      .execute();
    const now = Math.floor(Date.now() / 1000);
    expect(kept.length).toBeGreaterThanOrEqual(2);
    for (const row of kept)
      expect(Number(row.expires_at)).toBeLessThanOrEqual(now + DPOP_IAT_WINDOW_SECONDS + 2);
    // The proofs' iat is now: past the window, the sweep removes them (not the 10-minute token).
    await sweepExpiredArtifacts(db, Date.now() + (DPOP_IAT_WINDOW_SECONDS + 5) * 1000);
    expect(
      await db.selectFrom('oauth_artifacts').select('id_hash').where('model', '=', 'DPoPProof').execute(),
    ).toEqual([]);
  });

  it('still refuses a replay while Redis does not answer: the store checks instead', async () => {
    redis.pause();
    try {
      const once = await fresh();
      expect((await dpopGet(a.address, PATH, accessToken, once)).status).toBe(200);
      expect((await dpopGet(b.address, PATH, accessToken, once)).status).toBe(401);
    } finally {
      redis.resume();
    }
  });

  it('wants the public URL as htu, not the address of the instance that received the request', async () => {
    const local = await proof(key, { htm: 'GET', htu: `${b.address}/api/public/v1${PATH}`, accessToken });
    const response = await dpopGet(b.address, PATH, accessToken, local);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain('error="invalid_dpop_proof"');
    expect(response.body.detail).toContain(`htu is not ${htu}`);
  });
});
