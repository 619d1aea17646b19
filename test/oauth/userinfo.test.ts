import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsoleUser } from '../../src/console/console-users.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { createPartnerApp } from '../../src/partners/partner-apps.ts';
import { testEngines } from '../support/engines.ts';
import { givenOrganization } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { AdminBrowser } from './consent-over-http.ts';
import { authorizationUrl, discover, exchange, insecure, type Partner, partner } from './partner-client.ts';

const ORG = 'org_userinfo';
const ADMIN = { email: 'admin@userinfo.test', password: 'correct horse battery staple' };
const CALLBACK = 'http://127.0.0.1:9/callback';

/** OpenID Connect's user-info endpoint, called as a partner's OpenID Connect library calls it. */
describe.each(testEngines())('the user-info endpoint on %s', (engine) => {
  let t: TestServer;
  let admin: AdminBrowser;
  let adminId: string;
  let appCount = 0;

  beforeAll(async () => {
    t = await startTestServer(engine);
    const db = t.testStore.store.db;
    await givenOrganization(db, ORG, 'Userinfo SAS');
    adminId = (await createConsoleUser(db, { organizationId: ORG, ...ADMIN }, CLI_ACTOR)).id;
    admin = new AdminBrowser(t.baseUrl, ADMIN);
  });
  afterAll(async () => t?.stop());

  async function newApp(): Promise<Partner> {
    const { app, secret } = await createPartnerApp(t.testStore.store.db, {
      name: `Userinfo partner ${++appCount}`,
      redirectUris: [CALLBACK],
      scopes: ['org:employee:read', 'org:company:read'],
    });
    return partner(await discover(t.baseUrl), app.id, secret, CALLBACK);
  }

  async function connect(p: Partner, scope: string): Promise<string> {
    const start = await authorizationUrl(p, scope);
    return (await exchange(p, start, await admin.approve(start.url, CALLBACK))).access_token;
  }

  const userinfo = async (p: Partner, token: string) =>
    oauth.processUserInfoResponse(
      p.as,
      p.client,
      ORG,
      await oauth.userInfoRequest(p.as, p.client, token, insecure),
    );
  const raw = (authorization?: string, method = 'GET') =>
    fetch(`${t.baseUrl}/oauth/userinfo`, {
      method,
      headers: authorization ? { authorization } : {},
    });

  it('is listed in the metadata', async () => {
    const p = await newApp();
    expect(p.as.userinfo_endpoint).toBe(`${t.baseUrl}/oauth/userinfo`);
  });

  it('answers the organization and the approving admin to an access token carrying openid, the one that reads the API', async () => {
    const p = await newApp();
    const token = await connect(p, 'openid org:employee:read');
    expect(admin.lastConsentPage).toContain('your e-mail address, as the administrator who approved it');
    const claims = await userinfo(p, token);
    expect(claims).toMatchObject({
      sub: ORG,
      organization_id: ORG,
      organization_name: 'Userinfo SAS',
      name: 'Userinfo SAS',
      approved_by: { id: adminId, email: ADMIN.email },
    });
    expect(Date.parse(String(claims.approved_at))).not.toBeNaN();
    const posted = await raw(`Bearer ${token}`, 'POST');
    expect(posted.status).toBe(200);
    expect(posted.headers.get('cache-control')).toContain('no-store');
    expect(await posted.json()).toEqual(claims);
    expect((await t.api(`/organizations/${ORG}/collaborators`, { key: token })).status).toBe(200);
  });

  it('refuses an access token without openid with 403 insufficient_scope, and says nothing of the organization', async () => {
    const p = await newApp();
    const token = await connect(p, 'org:employee:read');
    expect(admin.lastConsentPage).not.toContain('your e-mail address');
    const refused = await raw(`Bearer ${token}`);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('www-authenticate')).toMatch(
      /^Bearer .*error="insufficient_scope".*scope="openid"/,
    );
    const body: unknown = await refused.json();
    expect(body).toMatchObject({ error: 'insufficient_scope' });
    expect(JSON.stringify(body)).not.toContain(ORG);
  });

  it('refuses openid to the tokens issued before a narrower re-consent that left it out', async () => {
    const p = await newApp();
    const before = await connect(p, 'openid org:employee:read');
    expect((await raw(`Bearer ${before}`)).status).toBe(200);
    const after = await connect(p, 'org:employee:read');
    expect((await raw(`Bearer ${before}`)).status).toBe(403);
    expect((await raw(`Bearer ${after}`)).status).toBe(403);
  });

  it('refuses a missing, unknown or disconnected token with 401 and a Bearer challenge', async () => {
    const missing = await raw();
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toMatch(/^Bearer realm=/);
    const unknown = await raw('Bearer 0000000000000000000000000000000000000000000');
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get('www-authenticate')).toContain('error="invalid_token"');
    expect(await unknown.json()).toMatchObject({ error: 'invalid_token' });
    expect((await raw('Basic dXNlcjpwYXNz')).status).toBe(401);

    const p = await newApp();
    const token = await connect(p, 'openid org:employee:read');
    const grant = await t.testStore.store.db
      .selectFrom('partner_grants')
      .select('id')
      .where('app_id', '=', p.client.client_id)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    await admin.disconnect(grant.id);
    const revoked = await raw(`Bearer ${token}`);
    expect(revoked.status).toBe(401);
    expect(revoked.headers.get('www-authenticate')).toContain('error="invalid_token"');
  });
});
