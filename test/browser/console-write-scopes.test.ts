import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listApiKeys } from '../../src/auth/keys/api-keys.ts';
import { WRITE_SCOPES } from '../../src/auth/scopes.ts';
import { createConsoleUser } from '../../src/console/console-users.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { testEngines } from '../support/engines.ts';
import { givenOrganization } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { HAS_CHROMIUM, launchChromium } from './browser.ts';

const ORG = 'org_write_scopes';
const ADMIN = { email: 'admin@write-scopes.test', password: 'correct horse battery staple' };

describe.skipIf(!HAS_CHROMIUM).each(testEngines())(
  'write scopes on the console keys page on %s',
  (engine) => {
    let t: TestServer;
    let browser: Browser;
    let page: Page;

    beforeAll(async () => {
      t = await startTestServer(engine);
      await givenOrganization(t.testStore.store.db, ORG, 'Write Scopes SAS');
      await createConsoleUser(t.testStore.store.db, { organizationId: ORG, ...ADMIN }, CLI_ACTOR);
      browser = await launchChromium();
      page = await (await browser.newContext({ locale: 'en-US' })).newPage();
      await page.goto(`${t.baseUrl}/console/sign-in`);
      await page.getByLabel('E-mail').fill(ADMIN.email);
      await page.getByLabel('Password').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${t.baseUrl}/console/keys`);
    });
    afterAll(async () => {
      await browser?.close();
      await t?.stop();
    });

    it('offers every write scope in a group of its own, apart from the reads', async () => {
      const writes = page.getByRole('group', { name: 'Write: change HR data' });
      const reads = page.getByRole('group', { name: 'Read', exact: true });
      await page.goto(`${t.baseUrl}/console/keys`);
      await writes.waitFor();
      await reads.waitFor();
      const valuesOf = (group: typeof writes) =>
        group
          .locator('input[name="scopes"]')
          .evaluateAll((boxes) => boxes.map((b) => b.getAttribute('value')));
      await expect(valuesOf(writes)).resolves.toEqual([...WRITE_SCOPES]);
      const readValues = await valuesOf(reads);
      expect(readValues).toContain('org:absence:read');
      expect(readValues.some((s) => (WRITE_SCOPES as readonly string[]).includes(s))).toBe(false);
    });

    it('ticks a write scope’s read prerequisite, says so, and creates the key with both', async () => {
      await page.goto(`${t.baseUrl}/console/keys`);
      await page.getByLabel('Descriptive name').fill('Leave tool');
      await page.locator('input[value="org:absence:approve"]').check();
      await expect(page.locator('input[value="org:absence:read"]').isChecked()).resolves.toBe(true);
      await expect(page.locator('#scope-explain').textContent()).resolves.toContain(
        '“Absence requests” was ticked too: “Approve or reject absence requests” needs it',
      );
      await page.locator('input[value="org:absence:write"]').check();
      await page.locator('input[value="org:hr_data:import"]').check();
      // Unticking the read unticks the writes that need it.
      await page.locator('input[value="org:work_location:write"]').check();
      await page.locator('input[value="org:work_location:read"]').uncheck();
      await expect(page.locator('input[value="org:work_location:write"]').isChecked()).resolves.toBe(false);
      await page.getByRole('button', { name: 'Create key' }).click();
      await page.locator('#secret').waitFor();
      const created = (await listApiKeys(t.testStore.store.db, ORG)).find((k) => k.name === 'Leave tool');
      expect(created?.scopes).toEqual([
        'org:absence:read',
        'org:absence:write',
        'org:absence:approve',
        'org:hr_data:import',
      ]);
    });

    it('refuses a write scope without its read prerequisite when the page’s script is bypassed', async () => {
      await page.goto(`${t.baseUrl}/console/keys`);
      await page.getByLabel('Descriptive name').fill('No read');
      // As a browser without JavaScript would send it: the prerequisite is unticked after the script ticked it.
      await page.locator('input[value="org:employee:write"]').check();
      await page.evaluate(`document.querySelector('input[value="org:employee:read"]').checked = false`);
      await page.getByRole('button', { name: 'Create key' }).click();
      await expect(page.locator('#create-problems').textContent()).resolves.toContain(
        '“Write collaborators and their contracts” also needs “Collaborators: last name, first name, personnel number, e-mail”',
      );
      expect((await listApiKeys(t.testStore.store.db, ORG)).some((k) => k.name === 'No read')).toBe(false);
    });
  },
);
