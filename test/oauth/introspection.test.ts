import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createConsoleUser } from '../../src/console/console-users.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { createPartnerApp } from '../../src/partners/partner-apps.ts';
import { testEngines } from '../support/engines.ts';
import { givenOrganization } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { AdminBrowser } from './consent-over-http.ts';
import {
  authorizationUrl,
  discover,
  exchange,
  introspect,
  type Partner,
  partner,
  refresh,
} from './partner-client.ts';

// Every notice oidc-provider prints in this file's process, from its first request on: the one of
// a default policy is printed once per process, whichever test meets it first.
const notices: string[] = [];
vi.spyOn(console, 'info').mockImplementation((...parts: unknown[]) => {
  notices.push(parts.map(String).join(' '));
});

const ORG = 'org_introspection';
const ADMIN = { email: 'admin@introspection.test', password: 'correct horse battery staple' };
const CALLBACK = 'http://127.0.0.1:9/callback';
const WIDE = 'org:employee:read org:company:read';
const ACCESS_TTL = 600;
const REFRESH_TTL = 30 * 24 * 3600;

/** RFC 7662 over HTTP, as a partner's code sends it. */
describe.each(testEngines())('token introspection on %s', (engine) => {
  let t: TestServer;
  let admin: AdminBrowser;
  let appCount = 0;

  beforeAll(async () => {
    t = await startTestServer(engine);
    const db = t.testStore.store.db;
    await givenOrganization(db, ORG, 'Introspection SAS');
    await createConsoleUser(db, { organizationId: ORG, ...ADMIN }, CLI_ACTOR);
    admin = new AdminBrowser(t.baseUrl, ADMIN);
  });
  afterAll(async () => t?.stop());

  /** A partner app of its own, registered as the operator does. */
  async function newApp(): Promise<Partner> {
    const { app, secret } = await createPartnerApp(t.testStore.store.db, {
      name: `Partner ${++appCount}`,
      redirectUris: [CALLBACK],
      scopes: ['org:employee:read', 'org:company:read', 'org:absence:read'],
    });
    return partner(await discover(t.baseUrl), app.id, secret, CALLBACK);
  }

  /** The admin approves the app for `scope`; the partner exchanges the code. */
  async function connect(p: Partner, scope: string) {
    const start = await authorizationUrl(p, scope);
    const tokens = await exchange(p, start, await admin.approve(start.url, CALLBACK));
    return { access: tokens.access_token, refresh: tokens.refresh_token ?? '' };
  }

  const grantOf = (p: Partner) =>
    t.testStore.store.db
      .selectFrom('partner_grants')
      .select('id')
      .where('app_id', '=', p.client.client_id)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();

  it('answers another app’s introspection of an app’s access and refresh tokens with {"active": false} alone', async () => {
    const first = await newApp();
    const competitor = await newApp();
    const tokens = await connect(first, WIDE);
    // The competitor is granted by the same organization: its credentials are good, the tokens not its own.
    await connect(competitor, 'org:employee:read');
    expect(await introspect(competitor, tokens.access)).toEqual({ active: false });
    expect(await introspect(competitor, tokens.refresh)).toEqual({ active: false });
    expect((await introspect(first, tokens.access)).active).toBe(true);
    expect((await introspect(first, tokens.refresh)).active).toBe(true);
  });

  it('answers an app’s own access and refresh tokens with the grant’s scopes, organization, expiry and client id', async () => {
    const p = await newApp();
    const issuedAt = Math.floor(Date.now() / 1000);
    const tokens = await connect(p, WIDE);
    const access = await introspect(p, tokens.access);
    expect(access).toMatchObject({
      active: true,
      client_id: p.client.client_id,
      organization_id: ORG,
      sub: ORG,
      scope: WIDE,
      token_type: 'Bearer',
    });
    expect(access.exp).toBeGreaterThanOrEqual(issuedAt + ACCESS_TTL);
    expect(access.exp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + ACCESS_TTL);
    const refreshed = await introspect(p, tokens.refresh);
    expect(refreshed).toMatchObject({
      active: true,
      client_id: p.client.client_id,
      organization_id: ORG,
      sub: ORG,
      scope: WIDE,
    });
    expect(refreshed.exp).toBeGreaterThanOrEqual(issuedAt + REFRESH_TTL);
    expect(refreshed.exp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + REFRESH_TTL);
  });

  it('answers the narrowed scopes after a narrower re-consent, for the tokens issued before it, as the API refuses the rest', async () => {
    const p = await newApp();
    const before = await connect(p, `openid ${WIDE}`);
    expect(await introspect(p, before.access)).toMatchObject({ scope: `openid ${WIDE}` });
    expect((await t.api(`/organizations/${ORG}`, { key: before.access })).status).toBe(200);
    await connect(p, 'openid org:employee:read');
    expect((await t.api(`/organizations/${ORG}`, { key: before.access })).status).toBe(403);
    const narrowed = { active: true, scope: 'openid org:employee:read' };
    expect(await introspect(p, before.access)).toMatchObject(narrowed);
    expect(await introspect(p, before.refresh)).toMatchObject(narrowed);
    // What the old refresh token gives now is what introspection said.
    const renewed = await refresh(p, before.refresh);
    expect(renewed.scope).toBe('openid org:employee:read');
  });

  it('leaves openid out of the scopes of the tokens issued before a re-consent that left it out', async () => {
    const p = await newApp();
    const before = await connect(p, `openid ${WIDE}`);
    await connect(p, WIDE);
    expect(await introspect(p, before.access)).toMatchObject({ active: true, scope: WIDE });
    expect(await introspect(p, before.refresh)).toMatchObject({ active: true, scope: WIDE });
  });

  it('answers {"active": false} for the grant’s access and refresh tokens once the admin disconnects the app', async () => {
    const p = await newApp();
    const tokens = await connect(p, WIDE);
    await admin.disconnect((await grantOf(p)).id);
    expect(await introspect(p, tokens.access)).toEqual({ active: false });
    expect(await introspect(p, tokens.refresh)).toEqual({ active: false });
  });

  it('answers {"active": false} for a grant the store holds revoked, although its tokens are still stored', async () => {
    const p = await newApp();
    const tokens = await connect(p, WIDE);
    const db = t.testStore.store.db;
    const { id } = await grantOf(p);
    await db
      .updateTable('partner_grants')
      .set({ revoked_at: new Date().toISOString(), revoked_by: 'test' })
      .where('id', '=', id)
      .execute();
    expect(await introspect(p, tokens.access)).toEqual({ active: false });
    expect(await introspect(p, tokens.refresh)).toEqual({ active: false });
  });

  it('prints no notice of oidc-provider’s default introspection policy', async () => {
    const p = await newApp();
    const tokens = await connect(p, WIDE);
    expect((await introspect(p, tokens.access)).active).toBe(true);
    expect(notices.filter((notice) => notice.includes('introspection'))).toEqual([]);
  });
});
