import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createConsoleUser } from '../../src/console/console-users.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { shiftYears } from '../../src/privacy/leaver-retention.ts';
import { todayIn } from '../../src/shared/time.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { givenCollaborator, givenEstablishment } from '../support/hr-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { HAS_CHROMIUM, launchChromium, screenshot } from './browser.ts';

const PASSWORD = 'correct horse battery staple';
const ADMIN = 'admin@privacy.test';

describe.skipIf(!HAS_CHROMIUM).each(testEngines())('the console’s privacy pages on %s', (engine) => {
  let t: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const shots = engine === 'sqlite';
  const db = () => t.testStore.store.db;

  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestServer(engine), launchChromium()]);
    await givenOrganization(db(), 'org_priv', 'Privacy SAS');
    await createConsoleUser(
      db(),
      { organizationId: 'org_priv', email: ADMIN, password: PASSWORD },
      CLI_ACTOR,
    );
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });
  beforeEach(async () => {
    await context?.close();
    context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 860 } });
    page = await context.newPage();
    await db().deleteFrom('sign_in_attempts').execute();
    await page.goto(`${t.baseUrl}/console/sign-in`);
    await page.getByLabel('E-mail').fill(ADMIN);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/console\/keys$/);
  });

  it('after a key reads page 1 of the collaborators, a collaborator’s page names that key and category; one not on page 1 shows none', async () => {
    const first = await givenCollaborator(db(), 'org_priv', { last_name: 'Aaron' });
    const second = await givenCollaborator(db(), 'org_priv', { last_name: 'Abadie' });
    const third = await givenCollaborator(db(), 'org_priv', { last_name: 'Zola' });
    const { key, secret } = await givenKey(db(), 'org_priv', [
      'org:employee:read',
      'org:employee:details:read',
    ]);
    await t.api('/organizations/org_priv/collaborators?limit=2', { key: secret });
    await t.server.app.accessLog.flush();

    for (const person of [first, second]) {
      await page.goto(`${t.baseUrl}/console/collaborators/${person.id}`);
      const row = page.locator(`#access-log tr[data-key-id="${key.id}"]`);
      await expect(row.locator('.categories').textContent()).resolves.toBe(
        'Name, personnel number, e-mail; Personal data (social security number, address, bank account…)',
      );
      await expect(page.locator('#access-log tbody tr').count()).resolves.toBe(1);
    }
    await screenshot(page, 'console-privacy-collaborator', shots);
    const csv = await page.request.get(`${t.baseUrl}/console/collaborators/${first.id}/access-log.csv`);
    expect(csv.headers()['content-type']).toContain('text/csv');
    expect(await csv.text()).toContain(`${key.id},${key.name},basic,`);

    await page.goto(`${t.baseUrl}/console/collaborators/${third.id}`);
    await expect(page.locator('#no-access').count()).resolves.toBe(1);
  });

  it('an admin downloads a person’s own file from their page, and the download is audited', async () => {
    const person = await givenCollaborator(db(), 'org_priv', { last_name: 'Export' });
    await page.goto(`${t.baseUrl}/console/collaborators/${person.id}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('#export-button').click(),
    ]);
    const stream = await download.createReadStream();
    let text = '';
    for await (const chunk of stream) text += chunk;
    const file = JSON.parse(text);
    expect(file.collaborator.id).toBe(person.id);
    const audited = await db()
      .selectFrom('audit_events')
      .select(['actor_type', 'target_id'])
      .where('action', '=', 'collaborator.exported')
      .where('target_id', '=', person.id)
      .execute();
    expect(audited).toEqual([{ actor_type: 'console_user', target_id: person.id }]);
  });

  it('the privacy page saves the retention and lists who will be erased in the next 30 days', async () => {
    const today = todayIn('Europe/Paris');
    const soon = await givenCollaborator(db(), 'org_priv', {
      last_name: 'Bientot',
      contracts: [{ startDate: '2001-01-01', endDate: shiftYears(today, -5) }],
    });
    const later = await givenCollaborator(db(), 'org_priv', {
      last_name: 'Plustard',
      contracts: [{ startDate: '2001-01-01', endDate: shiftYears(today, -4) }],
    });
    await page.goto(`${t.baseUrl}/console/privacy`);
    await page.locator('#retention-years').fill('5');
    await page.locator('#retention-form button[type="submit"]').click();
    await page.waitForURL(/\/console\/privacy\?saved=1$/);
    await expect(page.locator(`#upcoming tr[data-collaborator-id="${soon.id}"]`).count()).resolves.toBe(1);
    await expect(page.locator(`#upcoming tr[data-collaborator-id="${later.id}"]`).count()).resolves.toBe(0);
    await screenshot(page, 'console-privacy', shots);
    const org = await db()
      .selectFrom('organizations')
      .select('leaver_retention_years')
      .where('id', '=', 'org_priv')
      .executeTakeFirstOrThrow();
    expect(org.leaver_retention_years).toBe(5);
  });

  it('the keys page creates a key with a withheld field and shows it, and warns of an expiry within 14 days', async () => {
    await page.goto(`${t.baseUrl}/console/keys`);
    await page.locator('#key-name').fill('Payroll without NIR');
    await page.locator('input[name="scopes"][value="org:employee:read"]').check();
    await page.locator('input[name="scopes"][value="org:employee:details:read"]').check();
    await page.locator('input[name="withhold"][value="socialSecurityNumber"]').check();
    const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await page.locator('#key-expires').fill(inTenDays);
    const [created201] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/console/keys')),
      page.locator('#create-key-form button[type="submit"]').click(),
    ]);
    expect(created201.status()).toBe(201);
    const created = await db()
      .selectFrom('api_keys')
      .select(['withheld_fields', 'expires_at'])
      .where('organization_id', '=', 'org_priv')
      .where('name', '=', 'Payroll without NIR')
      .executeTakeFirstOrThrow();
    expect(created.withheld_fields).toBe('socialSecurityNumber');
    await page.goto(`${t.baseUrl}/console/keys`);
    await expect(page.locator('.key-withheld').first().textContent()).resolves.toContain(
      'Social security number (NIR)',
    );
    await expect(page.locator('.key-expiry-warning').count()).resolves.toBe(1);
  });

  it('an officer finds a person by the start of a name, accents and case ignored, tells homonyms apart, and opens their access log', async () => {
    const lyon = await givenEstablishment(db(), 'org_priv', { name: 'Agence de Lyon' });
    const nantes = await givenEstablishment(db(), 'org_priv', { name: 'Agence de Nantes' });
    const elder = await givenCollaborator(db(), 'org_priv', {
      first_name: 'Hélène',
      last_name: 'Lefèvre',
      birth_date: '1971-02-03',
      establishment_id: lyon.id,
    });
    const younger = await givenCollaborator(db(), 'org_priv', {
      first_name: 'Hélène',
      last_name: 'Lefèvre',
      birth_date: '1994-11-30',
      establishment_id: nantes.id,
    });
    await givenOrganization(db(), 'org_other_priv');
    const elsewhere = await givenCollaborator(db(), 'org_other_priv', {
      first_name: 'Hélène',
      last_name: 'Lefèvre',
    });
    const { key, secret } = await givenKey(db(), 'org_priv', ['org:employee:read']);
    await t.api(`/organizations/org_priv/collaborators/${younger.id}`, { key: secret });
    await t.server.app.accessLog.flush();

    await page.goto(`${t.baseUrl}/console/privacy`);
    await page.getByLabel('Name or id').fill('LEFEV');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/console\/collaborators\?q=LEFEV$/);
    const rows = page.locator('#people-found tbody tr');
    await expect(
      rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-collaborator-id'))),
    ).resolves.toEqual(expect.arrayContaining([elder.id, younger.id]));
    await expect(
      page.locator(`#people-found tr[data-collaborator-id="${elsewhere.id}"]`).count(),
    ).resolves.toBe(0);
    const youngerRow = page.locator(`#people-found tr[data-collaborator-id="${younger.id}"]`);
    await expect(youngerRow.textContent()).resolves.toMatch(/1994-11-30.*Agence de Nantes/);
    await screenshot(page, 'console-privacy-search', shots);

    // Given name first, then the family name; and the given name alone.
    for (const typed of ['helene lef', 'hél']) {
      await page.goto(`${t.baseUrl}/console/collaborators?q=${encodeURIComponent(typed)}`);
      await expect(
        page.locator(`#people-found tr[data-collaborator-id="${elder.id}"]`).count(),
      ).resolves.toBe(1);
    }
    // An id of the organization's opens that person at once.
    await page.goto(`${t.baseUrl}/console/collaborators?q=${elder.id}`);
    await page.waitForURL(new RegExp(`/console/collaborators/${elder.id}$`));
    await page.goto(`${t.baseUrl}/console/collaborators?q=zzzz`);
    await expect(page.locator('#none-found').count()).resolves.toBe(1);

    await page.goto(`${t.baseUrl}/console/collaborators?q=lefevre`);
    await page.locator(`#people-found tr[data-collaborator-id="${younger.id}"] a`).click();
    await page.waitForURL(new RegExp(`/console/collaborators/${younger.id}$`));
    await expect(page.locator(`#access-log tr[data-key-id="${key.id}"]`).count()).resolves.toBe(1);
  }, 120_000);

  it('lists at most 20 people for a name and says that more match', async () => {
    for (let i = 0; i < 21; i++) {
      await givenCollaborator(db(), 'org_priv', { first_name: `P${i}`, last_name: 'Nombreux' });
    }
    await page.goto(`${t.baseUrl}/console/collaborators?q=nombreux`);
    await expect(page.locator('#people-found tbody tr').count()).resolves.toBe(20);
    await expect(page.locator('#more-found').count()).resolves.toBe(1);
  });

  it('in French, withheld fields are offered in words with what they reveal, and the form still posts the API names', async () => {
    await page.goto(`${t.baseUrl}/console/language?to=fr&back=${encodeURIComponent('/console/keys')}`);
    await page.waitForURL(/\/console\/keys$/);
    const nir = page.locator('label.withhold-field', {
      has: page.locator('input[value="socialSecurityNumber"]'),
    });
    await expect(nir.textContent()).resolves.toContain('Numéro de sécurité sociale (NIR)');
    await expect(nir.textContent()).resolves.toContain('sexe, année, mois et lieu de naissance');
    await expect(page.locator('fieldset.withhold code').count()).resolves.toBe(0);
    await page.locator('#key-name').fill('Paie sans NIR');
    await page.locator('input[name="scopes"][value="org:employee:read"]').check();
    await page.locator('input[name="scopes"][value="org:employee:details:read"]').check();
    await nir.locator('input').check();
    await page.locator('#create-key-form button[type="submit"]').click();
    await page.waitForLoadState();
    const created = await db()
      .selectFrom('api_keys')
      .select(['id', 'withheld_fields'])
      .where('organization_id', '=', 'org_priv')
      .where('name', '=', 'Paie sans NIR')
      .executeTakeFirstOrThrow();
    expect(created.withheld_fields).toBe('socialSecurityNumber');
    await page.goto(`${t.baseUrl}/console/keys`);
    await expect(
      page.locator(`tr[data-key-id="${created.id}"] .key-withheld`).textContent(),
    ).resolves.toContain('Numéro de sécurité sociale (NIR)');
    await page.goto(`${t.baseUrl}/console/language?to=en&back=${encodeURIComponent('/console/keys')}`);
  });
});
