import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsoleUser } from '../../src/console/console-users.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { createPartnerApp } from '../../src/partners/partner-apps.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { AdminBrowser } from './consent-over-http.ts';
import { authorizationUrl, discover, exchange, partner } from './partner-client.ts';

const ORG = 'org_write_grants';
const ADMIN = { email: 'admin@write-grants.test', password: 'correct horse battery staple' };
const CALLBACK = 'http://127.0.0.1:9/callback';
const WRITES = [
  'org:absence:read',
  'org:absence:write',
  'org:absence:approve',
  'org:employee:read',
  'org:employee:write',
];
// No route answers every method in every branch: an unknown one under the prefix still admits the caller.
const ROUTE = `/organizations/${ORG}/no-such-resource`;
const LIMIT = 5;
const WRITE_LIMIT = 2;

/** The in-memory store always; Redis when REDIS_URL names one (the shared budget of several instances). */
const stores: [string, string | undefined][] = [
  ['memory', undefined],
  ...(process.env.REDIS_URL ? ([['Redis', process.env.REDIS_URL]] as [string, string][]) : []),
];

describe.each(testEngines())('write scopes granted through consent on %s', (engine) => {
  describe.each(stores)('and write rate limits per grant and per key (%s store)', (_name, redisUrl) => {
    let t: TestServer;
    let admin: AdminBrowser;
    let apps = 0;

    beforeAll(async () => {
      t = await startTestServer(engine, {
        redisUrl,
        rateLimitPerMinute: LIMIT,
        writeRateLimitPerMinute: WRITE_LIMIT,
      });
      await givenOrganization(t.testStore.store.db, ORG, 'Write Grants SAS');
      await createConsoleUser(t.testStore.store.db, { organizationId: ORG, ...ADMIN }, CLI_ACTOR);
      admin = new AdminBrowser(t.baseUrl, ADMIN);
    });
    afterAll(async () => t?.stop());

    /** A partner app registered with write scopes, connected by the admin's consent to `scope`. */
    async function connect(scope: string): Promise<string> {
      const { app, secret } = await createPartnerApp(t.testStore.store.db, {
        name: `Leave tool ${++apps}`,
        redirectUris: [CALLBACK],
        scopes: WRITES,
      });
      const p = partner(await discover(t.baseUrl), app.id, secret, CALLBACK);
      const start = await authorizationUrl(p, scope);
      return (await exchange(p, start, await admin.approve(start.url, CALLBACK))).access_token;
    }

    it('shows the write scopes apart on the consent screen and on Connected apps, and grants them', async () => {
      await connect('org:absence:read org:absence:write org:absence:approve');
      const consent = admin.lastConsentPage;
      const reads = consent.indexOf('id="consent-read"');
      const writes = consent.indexOf('id="consent-write"');
      expect(reads).toBeGreaterThan(0);
      expect(writes).toBeGreaterThan(reads);
      expect(consent.slice(reads, writes)).toContain('<code class="code-secondary">org:absence:read</code>');
      expect(consent.slice(writes)).toContain('<code class="code-secondary">org:absence:write</code>');
      expect(consent.slice(writes)).toContain('Approve or reject absence requests');
      const grants = await t.testStore.store.db
        .selectFrom('partner_grants')
        .select('scopes')
        .where('organization_id', '=', ORG)
        .where('revoked_at', 'is', null)
        .execute();
      expect(grants.map((g) => g.scopes)).toContain('org:absence:read org:absence:write org:absence:approve');
      const apps = await (await admin.request('/console/connected-apps')).text();
      expect(apps).toMatch(
        /class="grant-scopes grant-scopes-write"><span class="small">Write: change HR data:<\/span> <ul class="scope-list"><li><span class="code-words">Write absences and ask for leave<\/span> <code[^>]*>org:absence:write<\/code>/,
      );
    });

    it('gives a grant a write budget of its own, with the same headers, 429 and Retry-After', async () => {
      const token = await connect('org:absence:read org:absence:write');
      const first = await t.api(ROUTE, { key: token, method: 'POST', body: {} });
      expect(first.status).toBe(404);
      expect(first.headers.get('ratelimit-limit')).toBe(String(WRITE_LIMIT));
      expect(first.headers.get('ratelimit-remaining')).toBe('1');
      await t.api(ROUTE, { key: token, method: 'DELETE' });
      const refused = await t.api(ROUTE, {
        key: token,
        method: 'PATCH',
        body: {},
        headers: { 'content-type': 'application/merge-patch+json' },
      });
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('rate_limited');
      expect(refused.body.detail).toContain(`${WRITE_LIMIT} write requests per minute`);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(refused.headers.get('ratelimit-reset')).toBe(String(retryAfter));
      expect(refused.headers.get('ratelimit-remaining')).toBe('0');
      // Reads keep the rest of the general budget.
      const read = await t.api(ROUTE, { key: token });
      expect(read.status).toBe(404);
      expect(read.headers.get('ratelimit-limit')).toBe(String(LIMIT));
      // Another app's grant on the same organization counts on its own.
      const other = await connect('org:absence:read org:absence:write');
      expect((await t.api(ROUTE, { key: other, method: 'POST', body: {} })).status).toBe(404);
    });

    it('counts PATCH and DELETE of a key as writes, apart from its reads', async () => {
      const key = (await givenKey(t.testStore.store.db, ORG, ['org:absence:read', 'org:absence:write']))
        .secret;
      expect((await t.api(ROUTE, { key, method: 'DELETE' })).headers.get('ratelimit-limit')).toBe(
        String(WRITE_LIMIT),
      );
      await t.api(ROUTE, {
        key,
        method: 'PATCH',
        body: {},
        headers: { 'content-type': 'application/merge-patch+json' },
      });
      expect((await t.api(ROUTE, { key, method: 'PUT', body: {} })).status).toBe(429);
      expect((await t.api(ROUTE, { key })).status).toBe(404);
    });
  });
});
