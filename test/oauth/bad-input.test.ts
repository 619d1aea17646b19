import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsoleUser } from '../../src/console/console-users.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { createPartnerApp } from '../../src/partners/partner-apps.ts';
import { HAS_CHROMIUM, launchChromium } from '../browser/browser.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import {
  type AuthorizationStart,
  authorizationUrl,
  callbackServer,
  consentInBrowser,
  discover,
  exchange,
  oauthError,
  openConsent,
  type Partner,
  partner,
} from './partner-client.ts';

const ORG = 'org_oauth_bad';
const OTHER_ORG = 'org_oauth_other';
const ADMIN = { email: 'admin@bad.test', password: 'correct horse battery staple' };
const SCOPE = 'org:employee:read';

describe.skipIf(!HAS_CHROMIUM).each(testEngines())('bad input to the OAuth server on %s', (engine) => {
  let t: TestServer;
  let browser: Browser;
  let page: Page;
  let callback: Awaited<ReturnType<typeof callbackServer>>;
  let p: Partner;
  let other: Partner;
  let secret: string;

  beforeAll(async () => {
    t = await startTestServer(engine);
    callback = await callbackServer();
    const db = t.testStore.store.db;
    await givenOrganization(db, ORG, 'Bad SAS');
    await givenOrganization(db, OTHER_ORG, 'Other SAS');
    await createConsoleUser(db, { organizationId: ORG, ...ADMIN }, CLI_ACTOR);
    const as = await discover(t.baseUrl);
    const first = await createPartnerApp(db, {
      name: 'First',
      redirectUris: [callback.url],
      scopes: [SCOPE],
    });
    const second = await createPartnerApp(db, {
      name: 'Second',
      redirectUris: [callback.url],
      scopes: [SCOPE],
    });
    p = partner(as, first.app.id, first.secret, callback.url);
    secret = first.secret;
    other = partner(as, second.app.id, second.secret, callback.url);
    browser = await launchChromium();
    page = await (await browser.newContext({ locale: 'en-US' })).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await callback?.close();
    await t?.stop();
  });

  const db = () => t.testStore.store.db;
  const stored = async () => ({
    grants: await db().selectFrom('partner_grants').selectAll().orderBy('id').execute(),
    tokens: await db()
      .selectFrom('oauth_artifacts')
      .select(['model', 'id_hash', 'consumed_at'])
      .where('model', 'in', ['AuthorizationCode', 'AccessToken', 'RefreshToken', 'Grant'])
      .orderBy('id_hash')
      .execute(),
  });
  const authorize = (url: URL) => fetch(url, { redirect: 'manual' });
  /** Where a refused authorization request sends the browser, if anywhere. */
  const errorAtCallback = (response: Response) => {
    const location = response.headers.get('location');
    if (!location?.startsWith(callback.url)) return undefined;
    const url = new URL(location);
    // An implicit request's error goes in the fragment, where its tokens would have gone.
    return url.searchParams.get('error') ?? new URLSearchParams(url.hash.slice(1)).get('error');
  };
  const approved = async (client: Partner): Promise<{ start: AuthorizationStart; callbackUrl: string }> => {
    const start = await authorizationUrl(client, SCOPE);
    return { start, callbackUrl: await consentInBrowser(page, start.url, ADMIN, 'Approve', callback.url) };
  };

  it('answers a redirect_uri that is not registered with an error page, never a redirect', async () => {
    const before = await stored();
    const start = await authorizationUrl({ ...p, redirectUri: `${callback.url}/elsewhere` }, SCOPE);
    const response = await authorize(start.url);
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('redirect_uri');
    expect(await stored()).toEqual(before);
  });

  it('answers a missing redirect_uri with an error page, never a redirect', async () => {
    const start = await authorizationUrl(p, SCOPE);
    start.url.searchParams.delete('redirect_uri');
    const response = await authorize(start.url);
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });

  it('answers an unknown client with an error page, never a redirect', async () => {
    const start = await authorizationUrl({ ...p, client: { client_id: 'no-such-client' } }, SCOPE);
    const response = await authorize(start.url);
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('invalid_client');
  });

  it('refuses an authorization without a PKCE challenge with invalid_request', async () => {
    const before = await stored();
    const start = await authorizationUrl(p, SCOPE);
    start.url.searchParams.delete('code_challenge');
    start.url.searchParams.delete('code_challenge_method');
    expect(errorAtCallback(await authorize(start.url))).toBe('invalid_request');
    expect(await stored()).toEqual(before);
  });

  it('refuses a plain PKCE challenge with invalid_request', async () => {
    const start = await authorizationUrl(p, SCOPE);
    start.url.searchParams.set('code_challenge', start.verifier);
    start.url.searchParams.set('code_challenge_method', 'plain');
    expect(errorAtCallback(await authorize(start.url))).toBe('invalid_request');
  });

  it('refuses the implicit flow', async () => {
    const start = await authorizationUrl(p, SCOPE);
    start.url.searchParams.set('response_type', 'token');
    expect(errorAtCallback(await authorize(start.url))).toBe('unsupported_response_type');
  });

  it('refuses a scope outside the app’s with invalid_scope', async () => {
    const before = await stored();
    const start = await authorizationUrl(p, `${SCOPE} org:absence:read`);
    expect(errorAtCallback(await authorize(start.url))).toBe('invalid_scope');
    expect(await stored()).toEqual(before);
  });

  it('refuses the password grant', async () => {
    const response = await fetch(`${t.baseUrl}/oauth/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${p.client.client_id}:${secret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'password', username: 'a', password: 'b' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe('unsupported_grant_type');
  });

  it('refuses a code presented with a bad client secret (invalid_client), and it stays unredeemed', {
    timeout: 60_000,
  }, async () => {
    const { start, callbackUrl } = await approved(p);
    const impostor = partner(p.as, p.client.client_id, 'hrcs_not-the-secret', callback.url);
    expect(await oauthError(exchange(impostor, start, callbackUrl))).toBe('invalid_client');
    expect((await exchange(p, start, callbackUrl)).organization_id).toBe(ORG);
  });

  it('refuses a reused code with invalid_grant and revokes what it gave', { timeout: 60_000 }, async () => {
    const { start, callbackUrl } = await approved(p);
    const tokens = await exchange(p, start, callbackUrl);
    expect((await t.api(`/organizations/${ORG}/collaborators`, { key: tokens.access_token })).status).toBe(
      200,
    );
    expect(await oauthError(exchange(p, start, callbackUrl))).toBe('invalid_grant');
    expect((await t.api(`/organizations/${ORG}/collaborators`, { key: tokens.access_token })).status).toBe(
      401,
    );
  });

  it('refuses an expired code with invalid_grant', { timeout: 60_000 }, async () => {
    const { start, callbackUrl } = await approved(p);
    await db()
      .updateTable('oauth_artifacts')
      .set({ expires_at: Math.floor(Date.now() / 1000) - 1 })
      .where('model', '=', 'AuthorizationCode')
      .where('consumed_at', 'is', null)
      .execute();
    expect(await oauthError(exchange(p, start, callbackUrl))).toBe('invalid_grant');
  });

  it('refuses a code issued to another client with invalid_grant', { timeout: 60_000 }, async () => {
    const { start, callbackUrl } = await approved(p);
    expect(await oauthError(exchange(other, start, callbackUrl))).toBe('invalid_grant');
  });

  it('does nothing with a consent form posted without the console’s CSRF token', {
    timeout: 60_000,
  }, async () => {
    const start = await authorizationUrl(p, SCOPE);
    const consentUrl = await openConsent(page, start.url, ADMIN);
    const before = await stored();
    const forged = await page
      .context()
      .request.post(consentUrl, { form: { decision: 'approve' }, maxRedirects: 0 });
    expect(forged.status()).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it('forbids framing the consent screen', { timeout: 60_000 }, async () => {
    const start = await authorizationUrl(p, SCOPE);
    const consentUrl = await openConsent(page, start.url, ADMIN);
    const response = await page.context().request.get(consentUrl);
    expect(response.status()).toBe(200);
    expect(response.headers()['x-frame-options']).toBe('DENY');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('answers a token of one organization on another organization’s URL as for a key: not found', {
    timeout: 60_000,
  }, async () => {
    const { start, callbackUrl } = await approved(p);
    const tokens = await exchange(p, start, callbackUrl);
    const key = await givenKey(db(), ORG, [SCOPE]);
    const withToken = await t.api(`/organizations/${OTHER_ORG}/collaborators`, { key: tokens.access_token });
    const withKey = await t.api(`/organizations/${OTHER_ORG}/collaborators`, { key: key.secret });
    expect(withToken.status).toBe(404);
    expect(withToken.body.code).toBe(withKey.body.code);
  });

  it('refuses a token that is not one (401), like an unknown key', async () => {
    const forged = 'A'.repeat(43);
    expect((await t.api(`/organizations/${ORG}/collaborators`, { key: forged })).status).toBe(401);
  });
});
