import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { latestChangeNumber } from '../../src/changes/change-log.ts';
import { createConsoleUser } from '../../src/console/console-users.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { createOrganization } from '../../src/organizations/organizations.queries.ts';
import {
  adhesion,
  affiliation,
  contract,
  dsnText,
  establishment,
  header,
  individual,
  stoppage,
  TEST_SIREN,
  TEST_SIRET,
} from '../dsn/builder.ts';
import { testEngines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { HAS_CHROMIUM, launchChromium, screenshot } from './browser.ts';

const PASSWORD = 'correct horse battery staple';
const ADMIN = 'admin@antilles.test';
const ORG = 'org_antilles';
/** The server's upload cap here: 1 MiB, so that a file past it costs little. */
const CAP = 1024 * 1024;

describe.skipIf(!HAS_CHROMIUM).each(testEngines())('the console’s DSN page on %s', (engine) => {
  let t: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const db = () => t.testStore.store.db;
  const rows = async () => ({
    changes: await latestChangeNumber(db(), ORG),
    collaborators: await db()
      .selectFrom('collaborators')
      .selectAll()
      .where('organization_id', '=', ORG)
      .execute(),
    absences: await db().selectFrom('absences').selectAll().where('organization_id', '=', ORG).execute(),
  });

  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestServer(engine, { dsnUploadMaxBytes: CAP }), launchChromium()]);
    await createOrganization(db(), { id: ORG, name: 'Antilles SAS', siren: TEST_SIREN });
    await createConsoleUser(db(), { organizationId: ORG, email: ADMIN, password: PASSWORD }, CLI_ACTOR);
  });
  beforeEach(async () => {
    await context?.close();
    context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await page.goto(`${t.baseUrl}/console/sign-in`);
    await page.getByLabel('E-mail').fill(ADMIN);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/console\/keys$/);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  it('an admin uploads a DSN, sees the plan before anything is written, and confirms it', async () => {
    await page.getByRole('link', { name: 'DSN' }).click();
    await page.waitForURL(/\/console\/dsn$/);

    const before = await rows();
    const text = dsnText([
      ...header('052026'),
      ...establishment(),
      ...individual(),
      ...contract(),
      ...stoppage('01', '19052026', '29052026'),
    ]);
    await page.getByLabel('DSN file').setInputFiles({
      name: 'dsn-2026-05.dsn',
      mimeType: 'text/plain',
      buffer: Buffer.from(text, 'latin1'),
    });
    await page.getByRole('button', { name: 'Show the plan' }).click();
    await page.waitForSelector('#dsn-confirm');
    expect(
      await page.locator('tr[data-resource="collaborator"] td[data-count="created"]').textContent(),
    ).toBe('1');
    expect(await page.locator('tr[data-resource="absence"] td[data-count="created"]').textContent()).toBe(
      '1',
    );
    expect(await rows()).toEqual(before); // the plan alone writes nothing

    await page.getByRole('button', { name: 'Apply this plan' }).click();
    await page.waitForSelector('#dsn-done');
    const after = await rows();
    expect(after.collaborators).toHaveLength(before.collaborators.length + 1);
    expect(after.absences.map((a) => [a.start_date, a.end_date, a.dsn_reason])).toContainEqual([
      '2026-05-20',
      '2026-05-29',
      '01',
    ]);
  });

  it('an admin uploads several monthly files at once: one plan for the months in order, applied together', async () => {
    await page.goto(`${t.baseUrl}/console/dsn`);
    const before = await rows();
    const pending = async () =>
      (await db().selectFrom('pending_uploads').select('id').where('organization_id', '=', ORG).execute())
        .length;
    const month = (mmyyyy: string, extra: string[] = []) =>
      Buffer.from(
        dsnText([
          ...header(mmyyyy),
          ...establishment(),
          ...adhesion('PREV-0001'),
          ...individual('1790575123456'),
          ...contract(),
          ...extra,
          // No fiche de paramétrage was imported: the affiliation is skipped, with a warning.
          ...affiliation('OPT1', '01082026'),
        ]),
        'latin1',
      );
    await page.getByLabel('DSN files').setInputFiles([
      {
        name: 'dsn-2026-09.dsn',
        mimeType: 'text/plain',
        buffer: month('092026', stoppage('19', '10092026', '14092026')),
      },
      { name: 'dsn-2026-08.dsn', mimeType: 'text/plain', buffer: month('082026') },
    ]);
    await page.getByRole('button', { name: 'Show the plan' }).click();
    await page.waitForSelector('#dsn-confirm');
    expect(await page.locator('.page-head code').textContent()).toBe('dsn-2026-09.dsn, dsn-2026-08.dsn');
    expect(await page.locator('#plan-title + p').textContent()).toContain(
      'Months: August 2026, September 2026',
    );
    expect(await pending()).toBe(2);
    expect(await page.locator('#dsn-warnings summary').first().textContent()).toMatch(
      /^affiliations skipped: their complementary contract is in no fiche de paramétrage imported here .* 2$/,
    );
    await screenshot(page, 'console-dsn-plan', engine === 'sqlite');
    expect(await rows()).toEqual(before);

    await page.getByRole('button', { name: 'Apply this plan' }).click();
    await page.waitForSelector('#dsn-done');
    expect(await pending()).toBe(0);
    expect((await rows()).absences.map((a) => [a.start_date, a.dsn_reason])).toContainEqual([
      '2026-09-11',
      '19',
    ]);
  });

  it('an admin cancels a previewed DSN, confirming the discard: nothing is written and nothing of it is kept', async () => {
    await page.goto(`${t.baseUrl}/console/dsn`);
    const before = await rows();
    const pending = async () =>
      (await db().selectFrom('pending_uploads').select('id').where('organization_id', '=', ORG).execute())
        .length;
    const text = dsnText([...header('072026'), ...establishment(), ...individual(), ...contract()]);
    await page.getByLabel('DSN file').setInputFiles({
      name: 'dsn-2026-07.dsn',
      mimeType: 'text/plain',
      buffer: Buffer.from(text, 'latin1'),
    });
    await page.getByRole('button', { name: 'Show the plan' }).click();
    await page.waitForSelector('#dsn-confirm');
    expect(await pending()).toBe(1);
    await page.locator('#dsn-cancel').click();
    // Cancel only opens what it will do: the files are still there until the discard is confirmed.
    await expect(page.locator('#dsn-cancel-confirm').textContent()).resolves.toContain('dsn-2026-07.dsn');
    expect(await pending()).toBe(1);
    await page.getByRole('button', { name: 'Discard the plan' }).click();
    await page.waitForURL(/\/console\/dsn$/);
    expect(await pending()).toBe(0);
    expect(await rows()).toEqual(before);
  });

  it('a file over the cap is refused with the limit shown, and nothing of it is kept', async () => {
    await page.goto(`${t.baseUrl}/console/dsn`);
    const pending = async () =>
      (await db().selectFrom('pending_uploads').select('id').where('organization_id', '=', ORG).execute())
        .length;
    const before = { rows: await rows(), pending: await pending() };
    await page
      .getByLabel('DSN file')
      .setInputFiles({ name: 'huge.dsn', mimeType: 'text/plain', buffer: Buffer.alloc(2 * CAP, 0x41) });
    await page.getByRole('button', { name: 'Show the plan' }).click();
    await page.waitForSelector('#dsn-too-large');
    expect(await page.locator('#dsn-too-large').textContent()).toContain('larger than 1 MiB');
    expect({ rows: await rows(), pending: await pending() }).toEqual(before);
  });

  it('a refused DSN shows its problems by line and rubrique, and writes nothing', async () => {
    await page.goto(`${t.baseUrl}/console/dsn`);
    const before = await rows();
    const text = dsnText([...header('062026'), ...establishment(), ...individual(), ...contract()], {
      rubriquesTotal: 5,
    });
    await page
      .getByLabel('DSN file')
      .setInputFiles({ name: 'bad.dsn', mimeType: 'text/plain', buffer: Buffer.from(text, 'latin1') });
    await page.getByRole('button', { name: 'Show the plan' }).click();
    await page.waitForSelector('#dsn-refused');
    expect(await page.locator('#dsn-refused').textContent()).toContain('(S90.G00.90.001)');
    expect(await rows()).toEqual(before);
  });

  it('in French, the plan speaks French: counts, changes in words beside the API field names, the agreement named beside its IDCC', async () => {
    await db()
      .insertInto('establishments')
      .values({
        organization_id: ORG,
        id: 'est_fr_plan',
        name: 'Antilles',
        siret: TEST_SIRET,
        is_head_office: 1,
        street: null,
        city: null,
        zip_code: null,
        country: 'fr',
        idcc: null,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await db().updateTable('establishments').set({ idcc: null }).where('organization_id', '=', ORG).execute();
    await page.goto(`${t.baseUrl}/console/language?to=fr&back=${encodeURIComponent('/console/dsn')}`);
    await page.waitForURL(/\/console\/dsn$/);
    const before = await rows();
    await page.getByLabel('Fichiers DSN').setInputFiles({
      name: 'dsn-2026-06.dsn',
      mimeType: 'text/plain',
      buffer: Buffer.from(
        dsnText([...header('062026'), ...establishment(), ...individual(), ...contract()]),
        'latin1',
      ),
    });
    await page.getByRole('button', { name: 'Voir le plan' }).click();
    await page.waitForSelector('#dsn-confirm');
    expect(await page.locator('tr[data-resource="collaborator"] th').textContent()).toBe('Personnes');
    expect(await page.locator('#dsn-summary').textContent()).toMatch(
      /Personnes : \d+ créées?, \d+ modifiées?/,
    );
    // French typography and the month in words: « Mois : juin 2026 ».
    expect(await page.locator('#plan-title + p').textContent()).toContain('Mois : juin 2026');
    const idcc = page.locator('li.change[data-field="idcc"]').first();
    expect(await idcc.textContent()).toMatch(
      /^Convention collective \(IDCC\) idcc : — → 1486 \(Bureaux d'études techniques/,
    );
    await screenshot(page, 'console-dsn-plan-fr', engine === 'sqlite');
    expect(await rows()).toEqual(before);
    await page.locator('#dsn-cancel').click();
    await page.getByRole('button', { name: 'Abandonner le plan' }).click();
    await page.waitForURL(/\/console\/dsn$/);
    await page.goto(`${t.baseUrl}/console/language?to=en&back=${encodeURIComponent('/console/dsn')}`);
  });
});
