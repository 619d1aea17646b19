import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAccess } from '../../src/access-log/access-log.queries.ts';
import { createConsoleUser } from '../../src/console/console-users.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { createPartnerApp } from '../../src/partners/partner-apps.ts';
import { HAS_CHROMIUM, launchChromium } from '../browser/browser.ts';
import { testEngines } from '../support/engines.ts';
import { givenOrganization } from '../support/fixtures.ts';
import { givenCollaborator } from '../support/hr-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import {
  authorizationUrl,
  callbackServer,
  consentInBrowser,
  discover,
  exchange,
  introspect,
  oauthError,
  type Partner,
  partner,
  refresh,
  revoke,
} from './partner-client.ts';

const ORG = 'org_oauth_flow';
const ADMIN = { email: 'admin@flow.test', password: 'correct horse battery staple' };
const SCOPE = 'org:employee:read org:company:read';

describe.skipIf(!HAS_CHROMIUM).each(testEngines())(
  'a partner app, from consent to revocation, on %s',
  (engine) => {
    let t: TestServer;
    let browser: Browser;
    let page: Page;
    let callback: Awaited<ReturnType<typeof callbackServer>>;
    let p: Partner;
    let collaboratorId: string;

    beforeAll(async () => {
      t = await startTestServer(engine);
      callback = await callbackServer();
      const db = t.testStore.store.db;
      await givenOrganization(db, ORG, 'Flow SAS');
      await createConsoleUser(db, { organizationId: ORG, ...ADMIN }, CLI_ACTOR);
      collaboratorId = (await givenCollaborator(db, ORG)).id;
      const { app, secret } = await createPartnerApp(db, {
        name: 'Mutuelle Exemple',
        redirectUris: [callback.url],
        scopes: ['org:employee:read', 'org:company:read', 'org:absence:read'],
      });
      p = partner(await discover(t.baseUrl), app.id, secret, callback.url);
      browser = await launchChromium();
      page = await (await browser.newContext({ locale: 'en-US' })).newPage();
    });
    afterAll(async () => {
      await browser?.close();
      await callback?.close();
      await t?.stop();
    });

    const read = (token: string) => t.api(`/organizations/${ORG}/collaborators`, { key: token });
    const partnerRead = (token: string) => t.api(`/organizations/${ORG}`, { key: token });

    it('serves its metadata at the root, with PKCE S256 and the code flow only', () => {
      expect(p.as.issuer).toBe(t.baseUrl);
      expect(p.as.code_challenge_methods_supported).toEqual(['S256']);
      expect(p.as.response_types_supported).toEqual(['code']);
      expect(p.as.grant_types_supported).not.toContain('password');
      expect(p.as.grant_types_supported).not.toContain('implicit');
      expect(p.as.introspection_endpoint).toBe(`${t.baseUrl}/oauth/introspect`);
      expect(p.as.revocation_endpoint).toBe(`${t.baseUrl}/oauth/revoke`);
    });

    it('runs consent, exchange, API calls, rotation, reuse detection and a revocation from the console', {
      timeout: 120_000,
    }, async () => {
      // Consent: the admin signs in on the way and approves in a real browser.
      const start = await authorizationUrl(p, SCOPE);
      const landed = await consentInBrowser(page, start.url, ADMIN, 'Approve', callback.url);
      expect(new URL(landed).searchParams.get('state')).toBe(start.state);
      const tokens = await exchange(p, start, landed);
      expect(tokens.organization_id).toBe(ORG);
      expect(tokens.token_type.toLowerCase()).toBe('bearer');
      expect(tokens.refresh_token).toBeTruthy();
      const grants = await t.testStore.store.db
        .selectFrom('partner_grants')
        .selectAll()
        .where('organization_id', '=', ORG)
        // Another test of this file may have ended a grant of the same app before this one runs.
        .where('revoked_at', 'is', null)
        .execute();
      expect(grants).toHaveLength(1);
      expect(grants[0]?.scopes).toBe(SCOPE);

      // The API takes the token like a key, partner-only endpoints included.
      expect((await read(tokens.access_token)).status).toBe(200);
      expect((await partnerRead(tokens.access_token)).status).toBe(200);
      // The data-access log names the grant, and the app as its reader.
      await t.server.app.accessLog.flush();
      const logged = await listAccess(t.testStore.store.db, ORG, { keyId: grants[0]?.id ?? '' });
      expect(logged.map((e) => [e.collaboratorId, e.keyName])).toContainEqual([
        collaboratorId,
        'Mutuelle Exemple',
      ]);
      await page.goto(`${t.baseUrl}/console/connected-apps/${grants[0]?.id}/access-log`);
      expect(await page.content()).toContain(collaboratorId);
      const introspection = await introspect(p, tokens.access_token);
      expect(introspection.active).toBe(true);
      expect(introspection.organization_id).toBe(ORG);
      expect(introspection.scope).toBe(SCOPE);

      // Refresh rotates; the rotated token's reuse ends the whole grant.
      const renewed = await refresh(p, tokens.refresh_token ?? '');
      expect(renewed.refresh_token).not.toBe(tokens.refresh_token);
      expect(renewed.organization_id).toBe(ORG);
      expect((await read(renewed.access_token)).status).toBe(200);
      expect(await oauthError(refresh(p, tokens.refresh_token ?? ''))).toBe('invalid_grant');
      expect((await read(renewed.access_token)).status).toBe(401);
      expect(await oauthError(refresh(p, renewed.refresh_token ?? ''))).toBe('invalid_grant');
      const ended = await t.testStore.store.db
        .selectFrom('partner_grants')
        .select('revoked_at')
        .where('id', '=', grants[0]?.id ?? '')
        .executeTakeFirst();
      expect(ended?.revoked_at).not.toBeNull();

      // A new consent (already signed in), then the admin disconnects the app in the console.
      const again = await authorizationUrl(p, SCOPE);
      const second = await exchange(
        p,
        again,
        await consentInBrowser(page, again.url, ADMIN, 'Approve', callback.url),
      );
      expect((await read(second.access_token)).status).toBe(200);
      await page.goto(`${t.baseUrl}/console/connected-apps`);
      // Disconnect asks first (its own page, naming the app); the confirmation disconnects.
      await page.click('a:has-text("Disconnect")');
      await page.click('#disconnect-confirm');
      await page.waitForURL(/revoked=/);
      expect((await read(second.access_token)).status).toBe(401);
      expect(await oauthError(refresh(p, second.refresh_token ?? ''))).toBe('invalid_grant');
      expect((await introspect(p, second.access_token)).active).toBe(false);
    });

    it('sends access_denied back to the partner when the admin denies, and grants nothing', {
      timeout: 60_000,
    }, async () => {
      const before = await t.testStore.store.db.selectFrom('partner_grants').selectAll().execute();
      const start = await authorizationUrl(p, SCOPE);
      const landed = new URL(await consentInBrowser(page, start.url, ADMIN, 'Deny', callback.url));
      expect(landed.searchParams.get('error')).toBe('access_denied');
      expect(landed.searchParams.get('state')).toBe(start.state);
      expect(await t.testStore.store.db.selectFrom('partner_grants').selectAll().execute()).toEqual(before);
    });

    it('ends the whole grant when the partner revokes a token (RFC 7009): its tokens are refused on the next request', {
      timeout: 60_000,
    }, async () => {
      const start = await authorizationUrl(p, SCOPE);
      const tokens = await exchange(
        p,
        start,
        await consentInBrowser(page, start.url, ADMIN, 'Approve', callback.url),
      );
      expect((await read(tokens.access_token)).status).toBe(200);
      await revoke(p, tokens.access_token);
      expect((await read(tokens.access_token)).status).toBe(401);
      expect(await oauthError(refresh(p, tokens.refresh_token ?? ''))).toBe('invalid_grant');
      const grant = await t.testStore.store.db
        .selectFrom('partner_grants')
        .select(['revoked_at', 'revoked_by'])
        .where('organization_id', '=', ORG)
        .orderBy('granted_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(grant.revoked_at).not.toBeNull();
      expect(grant.revoked_by).toBe('authorization_server');
    });
  },
);
