import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listApiKeys } from '../../src/auth/keys/api-keys.ts';
import { createConsoleUser } from '../../src/console/console-users.ts';
import { CLI_ACTOR, listAuditEvents } from '../../src/db/audit.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { csrfTokenOf, HAS_CHROMIUM, launchChromium, postForm, screenshot } from './browser.ts';

const PASSWORD = 'correct horse battery staple';
const ADMIN_A = 'admin@acme.test';
const ADMIN_B = 'admin@globex.test';
const MEMBER_A = 'member@acme.test';

describe.skipIf(!HAS_CHROMIUM).each(testEngines())('the administration console on %s', (engine) => {
  let t: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let adminAId: string;
  const shots = engine === 'sqlite';
  const url = (path: string) => `${t.baseUrl}${path}`;

  beforeAll(async () => {
    t = await startTestServer(engine);
    const db = t.testStore.store.db;
    await givenOrganization(db, 'org_acme', 'Acme SAS');
    await givenOrganization(db, 'org_globex', 'Globex SARL');
    adminAId = (
      await createConsoleUser(
        db,
        { organizationId: 'org_acme', email: ADMIN_A, password: PASSWORD },
        CLI_ACTOR,
      )
    ).id;
    await createConsoleUser(
      db,
      { organizationId: 'org_globex', email: ADMIN_B, password: PASSWORD },
      CLI_ACTOR,
    );
    await createConsoleUser(
      db,
      { organizationId: 'org_acme', email: MEMBER_A, password: PASSWORD, role: 'member' },
      CLI_ACTOR,
    );
    await givenKey(db, 'org_acme', ['org:company:read'], 'partner');
    await givenKey(db, 'org_globex', ['org:absence:read']);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });
  beforeEach(async () => {
    await context?.close();
    context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 860 } });
    page = await context.newPage();
    // Each test starts with no failed sign-in counted against the shared 127.0.0.1 address.
    await t.testStore.store.db.deleteFrom('sign_in_attempts').execute();
  });

  async function signIn(email: string, password = PASSWORD) {
    await page.goto(url('/console/sign-in'));
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  async function sessionCookie(): Promise<string> {
    const cookie = (await context.cookies()).find((c) => c.name === 'hrapi_session');
    if (!cookie) throw new Error('not signed in');
    return `hrapi_session=${cookie.value}`;
  }

  const collaborators = (secret: string) => t.api('/organizations/org_acme/collaborators', { key: secret });

  it('lets an admin create a key with two scopes, see its secret once, use it, revoke it, and sign out', async () => {
    const db = t.testStore.store.db;
    const sessionsBefore = await db.selectFrom('console_sessions').select('id').orderBy('id').execute();
    await page.goto(url('/console'));
    expect(new URL(page.url()).pathname).toBe('/console/sign-in');
    await screenshot(page, 'sign-in', shots);

    await signIn(ADMIN_A);
    await page.waitForURL(url('/console/keys'));
    await expect(page.locator('#org-id').textContent()).resolves.toBe('org_acme');
    await expect(page.locator('[data-copy-target="org-id"]').isVisible()).resolves.toBe(true);
    // The partner key of the organization is listed, marked as such and revocable.
    const partnerRow = page.locator('tr', { hasText: 'org:company:read' });
    await expect(partnerRow.locator('.badge-partner').textContent()).resolves.toBe('Partner');
    await expect(partnerRow.getByRole('link', { name: /Revoke/ }).count()).resolves.toBe(1);
    // Partner scopes are never offered.
    await expect(page.locator('input[name="scopes"][value="org:company:read"]').count()).resolves.toBe(0);

    await page.getByLabel('Descriptive name').fill('Payroll export');
    await page.locator('input[value="org:employee:details:read"]').check();
    // Its prerequisite is ticked by the page, and the page says why.
    await expect(page.locator('input[value="org:employee:read"]').isChecked()).resolves.toBe(true);
    await expect(page.locator('#scope-explain').textContent()).resolves.toContain(
      '“Collaborators: last name, first name, personnel number, e-mail” was ticked',
    );
    const [creation] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/console/keys') && r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Create key' }).click(),
    ]);
    expect(creation.headers()['cache-control']).toContain('no-store');
    const secret = await page.locator('#secret').inputValue();
    expect(secret).toMatch(/^hrk_[0-9A-Za-z]{49}$/);
    expect(page.url()).not.toContain(secret);
    await expect(page.getByRole('alert').textContent()).resolves.toContain('cannot be read again');
    await screenshot(page, 'secret-shown-once', shots);

    const created = (await listApiKeys(db, 'org_acme')).find((k) => k.name === 'Payroll export');
    expect(created?.scopes).toEqual(['org:employee:read', 'org:employee:details:read']);
    const answer = await collaborators(secret);
    expect(answer.status).not.toBe(401);
    expect([200, 404]).toContain(answer.status);

    // Neither a reload (the form is replayed) nor going back shows the secret again or creates a key.
    // Chromium re-sends the POST on reload: the replay guard answers 409 and creates nothing.
    const replay = await page.reload();
    expect(replay?.status()).toBe(409);
    expect(await page.content()).not.toContain(secret);
    await page.goto(url('/console/keys'));
    await page.goBack();
    expect(await page.content()).not.toContain(secret);
    expect((await listApiKeys(db, 'org_acme')).filter((k) => k.name === 'Payroll export')).toHaveLength(1);

    await page.goto(url('/console/keys'));
    const row = page.locator('tr', { hasText: 'Payroll export' });
    await expect(row.locator('.key-start').textContent()).resolves.toBe(`${secret.slice(0, 8)}…`);
    await expect(row.locator('.badge-active').count()).resolves.toBe(1);
    await screenshot(page, 'keys-list', shots);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'keys-list-mobile', shots);
    await page.setViewportSize({ width: 1280, height: 860 });

    await row.getByRole('link', { name: /Revoke/ }).click();
    await expect(page.locator('main').textContent()).resolves.toMatch(/immediate and irreversible/);
    await screenshot(page, 'revoke-confirmation', shots);
    await page.getByRole('button', { name: 'Revoke the key' }).click();
    await page.waitForURL(/\/console\/keys\?revoked=/);
    await expect(page.getByRole('status').textContent()).resolves.toContain('“Payroll export” is revoked');
    await expect(
      page.locator('tr', { hasText: 'Payroll export' }).locator('.badge-revoked').count(),
    ).resolves.toBe(1);
    expect((await collaborators(secret)).status).toBe(401);

    // The page and the audit log both name the console user as the actor of each change.
    const events = page.locator('.events li');
    await expect(events.first().textContent()).resolves.toMatch(
      /Payroll export\s+revoked[\s\S]*admin@acme\.test/,
    );
    const audit = await listAuditEvents(db, 'org_acme', { limit: 50, targetType: 'api_key' });
    for (const action of ['api_key.created', 'api_key.revoked']) {
      expect(audit.find((e) => e.action === action && e.targetId === created?.id)).toMatchObject({
        actorType: 'console_user',
        actorId: adminAId,
      });
    }

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/console\/sign-in\?signed_out=1/);
    await expect(page.getByRole('status').textContent()).resolves.toBe('You are signed out.');
    await expect(db.selectFrom('console_sessions').select('id').orderBy('id').execute()).resolves.toEqual(
      sessionsBefore,
    );
    await page.goto(url('/console/keys'));
    expect(new URL(page.url()).pathname).toBe('/console/sign-in');
  });

  it('refuses a wrong password, says so, and opens no session', async () => {
    await signIn(ADMIN_A, 'not the password at all');
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'The e-mail or the password is not right.',
    );
    expect(new URL(page.url()).pathname).toBe('/console/sign-in');
    expect((await context.cookies()).map((c) => c.name)).not.toContain('hrapi_session');
  });

  it('refuses with a 403 page a form posted without its CSRF token, and changes nothing', async () => {
    const db = t.testStore.store.db;
    await signIn(ADMIN_A);
    await page.waitForURL(url('/console/keys'));
    const cookie = await sessionCookie();
    const before = await listApiKeys(db, 'org_acme');
    const target = before.find((k) => k.status === 'active');
    if (!target) throw new Error('no active key to aim at');

    const create = { name: 'Forged', scopes: ['org:absence:read'], basis: '' };
    for (const forged of [create, { ...create, _csrf: 'not-the-token' }]) {
      const response = await postForm(url('/console/keys'), forged, cookie);
      expect(response.status).toBe(403);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.text).toContain('Nothing was changed');
    }
    const revoke = await postForm(url(`/console/keys/${target.id}/revoke`), {}, cookie);
    expect(revoke.status).toBe(403);
    const signOut = await postForm(url('/console/sign-out'), {}, cookie);
    expect(signOut.status).toBe(403);
    expect(await listApiKeys(db, 'org_acme')).toEqual(before);
    // The session survived the forged sign-out.
    await page.reload();
    expect(new URL(page.url()).pathname).toBe('/console/keys');
  });

  it('creates no second key when the creation form is sent again (reload, double click)', async () => {
    const db = t.testStore.store.db;
    await signIn(ADMIN_A);
    await page.waitForURL(url('/console/keys'));
    const pageHtml = await page.content();
    const form = {
      _csrf: csrfTokenOf(pageHtml),
      basis: /name="basis" value="([^"]*)"/.exec(pageHtml)?.[1] ?? 'missing',
      name: 'Sent twice',
      scopes: ['org:absence:read', 'org:absence:type:read'],
    };
    const cookie = await sessionCookie();
    const first = await postForm(url('/console/keys'), form, cookie);
    expect(first.status).toBe(201);
    const again = await postForm(url('/console/keys'), form, cookie);
    expect(again.status).toBe(409);
    expect(again.text).not.toMatch(/hrk_[0-9A-Za-z]{49}/);
    expect((await listApiKeys(db, 'org_acme')).filter((k) => k.name === 'Sent twice')).toHaveLength(1);
  });

  it('shows the problems of a refused key in the form and keeps what was typed', async () => {
    await signIn(ADMIN_A);
    await page.waitForURL(url('/console/keys'));
    const pageHtml = await page.content();
    const response = await postForm(
      url('/console/keys'),
      {
        _csrf: csrfTokenOf(pageHtml),
        basis: /name="basis" value="([^"]*)"/.exec(pageHtml)?.[1] ?? 'missing',
        name: '<b>Partner</b> attempt',
        scopes: ['org:company:read', 'org:absence:type:read'],
      },
      await sessionCookie(),
    );
    expect(response.status).toBe(422);
    expect(response.text).toContain('is granted to partner applications only');
    expect(response.text).toContain('“Absence types (leave codes)” also needs “Absence requests”');
    expect(response.text).toContain('value="&lt;b&gt;Partner&lt;/b&gt; attempt"');
    expect(response.text).not.toContain('<b>Partner</b>');
  });

  it('refuses a sign-in form posted without its token', async () => {
    const response = await postForm(url('/console/sign-in'), { email: ADMIN_A, password: PASSWORD }, '');
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie().join()).not.toContain('hrapi_session=');
  });

  it('shows an admin of another organization none of these keys and lets them revoke none (404)', async () => {
    const db = t.testStore.store.db;
    const acmeKey = (await listApiKeys(db, 'org_acme')).find((k) => k.status === 'active');
    if (!acmeKey) throw new Error('no active key in org_acme');
    await signIn(ADMIN_B);
    await page.waitForURL(url('/console/keys'));
    await expect(page.locator('#org-id').textContent()).resolves.toBe('org_globex');
    expect(await page.content()).not.toContain(acmeKey.start);

    const confirmation = await page.goto(url(`/console/keys/${acmeKey.id}/revoke`));
    expect(confirmation?.status()).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toBe('Page not found');

    await page.goto(url('/console/keys'));
    const token = csrfTokenOf(await page.content());
    const forged = await postForm(
      url(`/console/keys/${acmeKey.id}/revoke`),
      { _csrf: token },
      await sessionCookie(),
    );
    expect(forged.status).toBe(404);
    expect((await listApiKeys(db, 'org_acme')).find((k) => k.id === acmeKey.id)?.status).toBe('active');
  });

  it('gives a member of the organization a 403 page instead of the keys', async () => {
    await signIn(MEMBER_A);
    const response = await page.goto(url('/console/keys'));
    expect(response?.status()).toBe(403);
    await expect(page.locator('main').textContent()).resolves.toContain('Only an admin');
  });

  it('blocks an account after 5 failed sign-ins, even with the right password, and says so', async () => {
    for (let i = 0; i < 5; i++) {
      await signIn(ADMIN_A, `wrong password number ${i}`);
      await expect(page.getByRole('alert').textContent()).resolves.toContain('not right');
    }
    await signIn(ADMIN_A);
    expect(new URL(page.url()).pathname).toBe('/console/sign-in');
    await expect(page.getByRole('alert').textContent()).resolves.toMatch(
      /Too many failed sign-ins .* even with the right password/,
    );
    // Another account from the same address is not blocked by this account's failures.
    await signIn(ADMIN_B);
    await page.waitForURL(url('/console/keys'));
  });

  it('blocks an address after 20 failed sign-ins, whatever the account', async () => {
    const signInPage = await fetch(url('/console/sign-in'));
    const cookie = (signInPage.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const _csrf = csrfTokenOf(await signInPage.text());
    for (let i = 0; i < 20; i++) {
      const failure = await postForm(
        url('/console/sign-in'),
        { _csrf, email: `nobody${i}@example.test`, password: 'whatever password' },
        cookie,
      );
      expect(failure.status).toBe(401);
    }
    await signIn(ADMIN_B);
    expect(new URL(page.url()).pathname).toBe('/console/sign-in');
    await expect(page.getByRole('alert').textContent()).resolves.toContain('Too many failed sign-ins');
  });

  it('speaks French to a French browser', async () => {
    const french = await browser.newContext({ locale: 'fr-FR' });
    const frenchPage = await french.newPage();
    await frenchPage.goto(url('/console/sign-in'));
    await expect(frenchPage.locator('h1').textContent()).resolves.toBe('Connexion');
    await expect(frenchPage.locator('html').getAttribute('lang')).resolves.toBe('fr');
    await french.close();
  });

  it('answers console errors with HTML pages while the API keeps its JSON errors', async () => {
    const page404 = await fetch(url('/console/no-such-page'));
    expect(page404.status).toBe(404);
    expect(page404.headers.get('content-type')).toContain('text/html');
    expect(page404.headers.get('content-security-policy')).toContain("script-src 'self'");
    const api = await t.api('/no-such-route');
    expect(api.status).toBe(401);
    expect(api.body.code).toBe('unauthorized');
    const apiForm = await t.api('/organizations/org_acme/collaborators', {
      method: 'POST',
      body: 'a=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(apiForm.headers.get('content-type')).toContain('application/json');
  });
});
