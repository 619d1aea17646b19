import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/auth/keys/api-keys.ts';
import { createConsoleUser } from '../../src/console/console-users.ts';
import { LANG_COOKIE } from '../../src/console/context.ts';
import type { Lang } from '../../src/console/i18n.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { createOrganization } from '../../src/organizations/organizations.queries.ts';
import { shiftYears } from '../../src/privacy/leaver-retention.ts';
import { todayIn } from '../../src/shared/time.ts';
import { contract, dsnText, establishment, header, individual, TEST_SIREN } from '../dsn/builder.ts';
import { givenGrant, givenPartnerApp } from '../partner-apps/support.ts';
import { testEngines } from '../support/engines.ts';
import { givenWebhookEndpoint } from '../support/fixtures.ts';
import { givenCollaborator } from '../support/hr-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { HAS_CHROMIUM, launchChromium } from './browser.ts';

const PASSWORD = 'correct horse battery staple';
const LANGS: Lang[] = ['en', 'fr'];

/**
 * Every destructive action of the console asks first, on a phone's width and in both languages:
 * the first click shows what the action will do and changes nothing; only the confirmation acts.
 */
describe.skipIf(!HAS_CHROMIUM).each(testEngines())('the console’s destructive actions on %s', (engine) => {
  let t: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let orgs = 0;
  const db = () => t.testStore.store.db;
  /** The text of the confirmation on screen: it must name what is destroyed. */
  const confirmation = () => page.locator('[data-confirmation]').first().innerText();
  const confirm = () => page.locator('[data-confirmation] button[type="submit"]').first().click();

  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestServer(engine), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });
  beforeEach(async () => {
    await context?.close();
  });

  /** An organization of its own and its admin signed in, on a 390 px screen in `lang`. */
  async function given(lang: Lang): Promise<string> {
    const org = `org_confirm_${++orgs}`;
    const email = `admin@${org}.test`;
    await createOrganization(db(), { id: org, name: `Confirm ${orgs} SAS`, siren: TEST_SIREN });
    await createConsoleUser(db(), { organizationId: org, email, password: PASSWORD }, CLI_ACTOR);
    context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addCookies([{ name: LANG_COOKIE, value: lang, url: `${t.baseUrl}/console` }]);
    page = await context.newPage();
    await page.goto(`${t.baseUrl}/console/sign-in`);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(/\/console\/keys$/);
    return org;
  }

  describe.each(LANGS)('in %s', (lang) => {
    it('revoking a key asks first, naming the key; the key stays active until the revocation is confirmed', async () => {
      const org = await given(lang);
      const { key } = await createApiKey(
        db(),
        { organizationId: org, name: 'Payroll export', scopes: ['org:employee:read'], kind: 'self_serve' },
        CLI_ACTOR,
      );
      const status = async () =>
        (
          await db()
            .selectFrom('api_keys')
            .select('status')
            .where('id', '=', key.id)
            .executeTakeFirstOrThrow()
        ).status;
      await page.goto(`${t.baseUrl}/console/keys`);
      await page.locator(`tr[data-key-id="${key.id}"] [data-destructive]`).click();
      await expect(confirmation()).resolves.toContain('Payroll export');
      expect(await status()).toBe('active');
      await confirm();
      await page.waitForURL(/\/console\/keys/);
      expect(await status()).toBe('revoked');
    });

    it('deleting a webhook endpoint asks first, naming its URL; it stays until the deletion is confirmed', async () => {
      const org = await given(lang);
      const endpoint = await givenWebhookEndpoint(db(), org);
      const count = async () =>
        (await db().selectFrom('webhook_endpoints').select('id').where('id', '=', endpoint.id).execute())
          .length;
      await page.goto(`${t.baseUrl}/console/webhooks/${endpoint.id}`);
      await page.locator('[data-destructive]').click();
      await expect(confirmation()).resolves.toContain(endpoint.url);
      expect(await count()).toBe(1);
      await confirm();
      await page.waitForURL(/\/console\/webhooks/);
      expect(await count()).toBe(0);
    });

    it('disconnecting an app asks first, naming the app and what it loses; the grant stays until confirmed', async () => {
      const org = await given(lang);
      const app = await givenPartnerApp(db(), { name: 'Mutuelle Atlantique' });
      const grant = await givenGrant(db(), app.clientId, org, ['org:employee:read']);
      const revokedAt = async () =>
        (
          await db()
            .selectFrom('partner_grants')
            .select('revoked_at')
            .where('id', '=', grant)
            .executeTakeFirstOrThrow()
        ).revoked_at;
      await page.goto(`${t.baseUrl}/console/connected-apps`);
      await page.locator(`tr[data-grant="${grant}"] [data-destructive]`).click();
      const words = await confirmation();
      expect(words).toContain('Mutuelle Atlantique');
      expect(words).toContain(`Confirm ${orgs} SAS`);
      expect(await revokedAt()).toBeNull();
      await confirm();
      await page.waitForURL(/\/console\/connected-apps\?revoked=/);
      expect(await revokedAt()).not.toBeNull();
    });

    it('a retention that would erase people shows how many and who before saving; one that erases nobody saves at once', async () => {
      const org = await given(lang);
      const leaver = await givenCollaborator(db(), org, {
        first_name: 'Odile',
        last_name: 'Partie',
        contracts: [{ startDate: '2001-01-01', endDate: shiftYears(todayIn('Europe/Paris'), -5) }],
      });
      const years = async () =>
        (
          await db()
            .selectFrom('organizations')
            .select('leaver_retention_years')
            .where('id', '=', org)
            .executeTakeFirstOrThrow()
        ).leaver_retention_years;
      await page.goto(`${t.baseUrl}/console/privacy`);
      await page.locator('#retention-years').fill('3');
      await page.locator('#retention-form button[type="submit"]').click();
      await page.waitForSelector('#retention-confirm');
      expect(await page.locator('#retention-preview-lead').innerText()).toMatch(/\b1\b/);
      await expect(
        page.locator(`#retention-preview [data-collaborator-id="${leaver.id}"]`).innerText(),
      ).resolves.toContain('Odile Partie');
      expect(await years()).toBeNull();
      await confirm();
      await page.waitForURL(/\/console\/privacy\?saved=1$/);
      expect(await years()).toBe(3);

      await page.locator('#retention-years').fill('40');
      await page.locator('#retention-form button[type="submit"]').click();
      await page.waitForURL(/\/console\/privacy\?saved=1$/);
      expect(await years()).toBe(40);
    });

    it('cancelling a DSN plan asks first, naming its files; they are kept until the discard is confirmed', async () => {
      const org = await given(lang);
      const pending = async () =>
        (await db().selectFrom('pending_uploads').select('id').where('organization_id', '=', org).execute())
          .length;
      await page.goto(`${t.baseUrl}/console/dsn`);
      await page.locator('#dsn-file').setInputFiles({
        name: 'dsn-2026-05.dsn',
        mimeType: 'text/plain',
        buffer: Buffer.from(
          dsnText([...header('052026'), ...establishment(), ...individual(), ...contract()]),
          'latin1',
        ),
      });
      await page.locator('form[enctype="multipart/form-data"] button[type="submit"]').click();
      await page.waitForSelector('#dsn-confirm');
      await page.locator('#dsn-cancel').click();
      await expect(confirmation()).resolves.toContain('dsn-2026-05.dsn');
      expect(await pending()).toBe(1);
      await confirm();
      await page.waitForURL(/\/console\/dsn$/);
      expect(await pending()).toBe(0);
    });
  });
});
