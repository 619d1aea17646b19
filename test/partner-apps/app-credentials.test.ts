import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { createTestStore, type TestStore } from '../support/store.ts';
import { basic, givenGrant, givenPartnerApp, registeredEndpoints, revokeGrant } from './support.ts';

const unique = (prefix: string) => `${prefix}_${Math.random().toString(36).slice(2, 10)}`;

describe.each(testEngines())('a partner app by its client credentials on %s', (engine) => {
  let t: TestStore;
  let server: RunningServer;
  const url = (path: string) => `${server.address}/api/public/v1${path}`;
  const get = (path: string, authorization?: string) =>
    fetch(url(path), authorization ? { headers: { authorization } } : {});

  beforeAll(async () => {
    t = await createTestStore(engine);
    server = await startServer({ ...t.config, port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server?.stop();
    await t?.drop();
  });

  async function expectAppRefusal(response: Response) {
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Basic realm="hrapi partner apps"/);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ type: 'about:blank', status: 401, code: 'unauthorized' });
    expect(body.requestId).toBe(response.headers.get('x-request-id'));
    expect(String(body.detail)).toContain('client credentials');
  }

  it('lists the organizations that granted the app, with their name, the scopes granted and when', async () => {
    const app = await givenPartnerApp(t.store.db);
    const [a, b] = [unique('org_a'), unique('org_b')].sort() as [string, string];
    await givenOrganization(t.store.db, a, 'Alpha SAS');
    await givenOrganization(t.store.db, b, 'Beta SARL');
    const grantA = await givenGrant(
      t.store.db,
      app.clientId,
      a,
      ['org:employee:read'],
      '2026-03-01T10:00:00.000Z',
    );
    const grantB = await givenGrant(t.store.db, app.clientId, b, ['org:employee:read', 'org:absence:read']);
    const response = await get('/partner-app/grants', basic(app.clientId, app.clientSecret));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      data: [
        {
          id: grantA,
          organizationId: a,
          organizationName: 'Alpha SAS',
          scopes: ['org:employee:read'],
          grantedAt: '2026-03-01T10:00:00.000Z',
        },
        {
          id: grantB,
          organizationId: b,
          organizationName: 'Beta SARL',
          scopes: ['org:employee:read', 'org:absence:read'],
          grantedAt: expect.any(String),
        },
      ],
      total: 2,
      page: 1,
      limit: 20,
      nextCursor: null,
    });
  });

  it('leaves out a revoked grant, and never shows an app the grants of another app', async () => {
    const app = await givenPartnerApp(t.store.db);
    const other = await givenPartnerApp(t.store.db);
    const [kept, revoked, others] = [unique('org_k'), unique('org_r'), unique('org_o')];
    for (const org of [kept, revoked, others]) await givenOrganization(t.store.db, org);
    await givenGrant(t.store.db, app.clientId, kept, ['org:employee:read']);
    await revokeGrant(t.store.db, await givenGrant(t.store.db, app.clientId, revoked, ['org:employee:read']));
    await givenGrant(t.store.db, other.clientId, others, ['org:employee:read']);
    await givenGrant(t.store.db, other.clientId, kept, ['org:absence:read']);
    const mine = (await (await get('/partner-app/grants', basic(app.clientId, app.clientSecret))).json()) as {
      data: { organizationId: string; scopes: string[] }[];
    };
    expect(mine.data).toEqual([
      expect.objectContaining({ organizationId: kept, scopes: ['org:employee:read'] }),
    ]);
    // Another app's secret with this app's id is a bad secret, not a way into its list.
    await expectAppRefusal(await get('/partner-app/grants', basic(app.clientId, other.clientSecret)));
  });

  it('pages the grants with limit and a cursor, each grant exactly once', async () => {
    const app = await givenPartnerApp(t.store.db);
    const orgs = Array.from({ length: 5 }, () => unique('org_p')).sort();
    for (const org of orgs) {
      await givenOrganization(t.store.db, org);
      await givenGrant(t.store.db, app.clientId, org, ['org:employee:read']);
    }
    const auth = basic(app.clientId, app.clientSecret);
    const seen: string[] = [];
    let path = '/partner-app/grants?limit=2';
    for (;;) {
      const page = (await (await get(path, auth)).json()) as {
        data: { organizationId: string }[];
        total: number;
        nextCursor: string | null;
      };
      expect(page.total).toBe(5);
      seen.push(...page.data.map((g) => g.organizationId));
      if (!page.nextCursor) break;
      path = `/partner-app/grants?limit=2&cursor=${page.nextCursor}`;
    }
    expect(seen).toEqual(orgs);
    const second = (await (await get('/partner-app/grants?limit=2&page=2', auth)).json()) as {
      data: { organizationId: string }[];
    };
    expect(second.data.map((g) => g.organizationId)).toEqual(orgs.slice(2, 4));
    const both = await get('/partner-app/grants?page=1&cursor=b3Jn', auth);
    expect(both.status).toBe(400);
    const forged = await get('/partner-app/grants?cursor=%21%21', auth);
    expect(forged.status).toBe(400);
  });

  it('decodes the client id and secret as RFC 6749 §2.3.1 says: each form-urlencoded before base64', async () => {
    const app = await givenPartnerApp(t.store.db, { clientId: `app:with spaces+${unique('x')}` });
    const response = await get('/partner-app/grants', basic(app.clientId, app.clientSecret));
    expect(response.status).toBe(200);
  });

  describe('refuses every bad credential with 401, the error body and WWW-Authenticate: Basic', async () => {
    it.each([
      ['no Authorization header', async () => undefined],
      ['a Bearer scheme', async () => 'Bearer hrk_0000000000000000000000000000000000000000000000000'],
      [
        'base64 that is not client_id:client_secret',
        async () => `Basic ${Buffer.from('nocolon').toString('base64')}`,
      ],
      ['an empty client id', async () => `Basic ${Buffer.from(':secret').toString('base64')}`],
      ['a bad percent-encoding', async () => `Basic ${Buffer.from('app_%E0%A4%A:x').toString('base64')}`],
      ['not base64 at all', async () => 'Basic ***'],
      ['an over-long header', async () => `Basic ${'A'.repeat(5000)}`],
      ['an unknown client', async () => basic('app_never_registered', 'hrs_whatever')],
      [
        'a wrong secret',
        async () => {
          const app = await givenPartnerApp(t.store.db);
          return basic(app.clientId, `${app.clientSecret}x`);
        },
      ],
      [
        'a disabled app, with its right secret',
        async () => {
          const app = await givenPartnerApp(t.store.db, { status: 'disabled' });
          return basic(app.clientId, app.clientSecret);
        },
      ],
    ])('%s', async (_case, header) => {
      const authorization = await header();
      for (const path of ['/partner-app/grants', '/partner-app/webhook-endpoint']) {
        await expectAppRefusal(await get(path, authorization));
      }
      const put = await fetch(url('/partner-app/webhook-endpoint'), {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body: JSON.stringify({ url: 'https://partner.example/hooks', eventTypes: ['*'] }),
      });
      await expectAppRefusal(put);
    });
  });

  it('refuses an organization’s API key on an app route, and the app’s credentials on an organization route', async () => {
    const org = unique('org_x');
    await givenOrganization(t.store.db, org);
    const { secret } = await givenKey(t.store.db, org, ['org:employee:read']);
    await expectAppRefusal(await get('/partner-app/grants', `Bearer ${secret}`));
    const app = await givenPartnerApp(t.store.db);
    await givenGrant(t.store.db, app.clientId, org, ['org:employee:read']);
    const onOrg = await get(`/organizations/${org}/collaborators`, basic(app.clientId, app.clientSecret));
    expect(onOrg.status).toBe(401);
    expect(onOrg.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('refuses a webhook URL on a loopback or private address, as an organization’s endpoint, and writes nothing', async () => {
    const app = await givenPartnerApp(t.store.db);
    const before = await registeredEndpoints(t.store.db);
    for (const target of [
      'http://127.0.0.1:8080/hooks',
      'https://10.0.0.7/hooks',
      'https://169.254.169.254/latest',
    ]) {
      const response = await fetch(url('/partner-app/webhook-endpoint'), {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: basic(app.clientId, app.clientSecret) },
        body: JSON.stringify({ url: target, eventTypes: ['*'] }),
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { code: string; errors: { name: string }[] };
      expect(body.code).toBe('invalid_body');
      expect(body.errors.map((e) => e.name)).toEqual(['/url']);
    }
    expect(await registeredEndpoints(t.store.db)).toEqual(before);
  });

  it('counts an app’s requests against the rate limit, per app, with the limit headers', async () => {
    const limited = await startServer({ ...t.config, port: 0, host: '127.0.0.1', rateLimitPerMinute: 2 });
    try {
      const app = await givenPartnerApp(t.store.db);
      const other = await givenPartnerApp(t.store.db);
      const call = (who: { clientId: string; clientSecret: string }) =>
        fetch(`${limited.address}/api/public/v1/partner-app/grants`, {
          headers: { authorization: basic(who.clientId, who.clientSecret) },
        });
      const first = await call(app);
      expect(first.status).toBe(200);
      expect(first.headers.get('ratelimit-limit')).toBe('2');
      expect(first.headers.get('ratelimit-remaining')).toBe('1');
      expect((await call(app)).status).toBe(200);
      const refused = await call(app);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ code: 'rate_limited' });
      expect(refused.headers.get('retry-after')).toEqual(expect.any(String));
      expect((await call(other)).status).toBe(200);
    } finally {
      await limited.stop();
    }
  });

  it('refuses a disabled app at once, although it was accepted the request before', async () => {
    const app = await givenPartnerApp(t.store.db);
    const auth = basic(app.clientId, app.clientSecret);
    expect((await get('/partner-app/grants', auth)).status).toBe(200);
    await t.store.db
      .updateTable('partner_apps')
      .set({ status: 'disabled' })
      .where('id', '=', app.clientId)
      .execute();
    await expectAppRefusal(await get('/partner-app/grants', auth));
  });
});

describe('what the server logs of a partner app’s credentials', () => {
  it('logs the app id of a request, never its secret nor its Authorization header, even at trace level', async () => {
    const t = await createTestStore('sqlite');
    const lines: string[] = [];
    const app = await buildApp({
      config: { ...t.config, logLevel: 'trace' },
      store: t.store,
      logDestination: { write: (line) => lines.push(line) },
    });
    try {
      const partner = await givenPartnerApp(t.store.db);
      const right = basic(partner.clientId, partner.clientSecret);
      const wrong = basic(partner.clientId, `${partner.clientSecret}x`);
      expect(
        (await app.inject({ url: '/api/public/v1/partner-app/grants', headers: { authorization: right } }))
          .statusCode,
      ).toBe(200);
      expect(
        (await app.inject({ url: '/api/public/v1/partner-app/grants', headers: { authorization: wrong } }))
          .statusCode,
      ).toBe(401);
    } finally {
      await app.close();
      await t.drop();
    }
    const log = lines.join('');
    const partnerLines = lines.filter((line) => line.includes('partner-app/grants'));
    expect(partnerLines.some((line) => line.includes('"appId"'))).toBe(true);
    expect(log).not.toContain('hrs_');
    expect(log.toLowerCase()).not.toContain('basic ');
    expect(log.toLowerCase()).not.toContain('"authorization"');
  });
});
