import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsoleUser } from '../../src/console/console-users.ts';
import { CLI_ACTOR, listAuditEvents } from '../../src/db/audit.ts';
import { createPartnerApp } from '../../src/partners/partner-apps.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import { AdminBrowser } from '../oauth/consent-over-http.ts';
import { authorizationUrl, discover, exchange, partner } from '../oauth/partner-client.ts';
import { signedReceiver, until } from '../partner-apps/signed-receiver.ts';
import { basic } from '../partner-apps/support.ts';
import { testEngines } from '../support/engines.ts';
import { givenOrganization } from '../support/fixtures.ts';
import { givenCollaborator } from '../support/hr-data.ts';
import { callApi } from '../support/server.ts';
import { createTestStore, type TestStore } from '../support/store.ts';
import { HAS_CHROMIUM, launchChromium, screenshot } from './browser.ts';

const ORG = 'org_request_e2e';
const ADMIN = { email: 'admin@request-e2e.test', password: 'correct horse battery staple' };
const CALLBACK = 'http://127.0.0.1:9/callback';
const SCOPES = [
  'org:employee:read',
  'org:absence:read',
  'org:absence:type:read',
  'org:absence:write',
  'org:company:read',
];
// A Wednesday of December 2026, a working day under the person's contract.
const DAY = '2026-12-09';

/**
 * The whole story of issue 45: a partner's token asks for a day off, an admin approves it in the
 * console in a real browser, and the next meal-voucher read and the partner's webhook both know.
 */
describe.skipIf(!HAS_CHROMIUM).each(testEngines())(
  'a request made by a partner, approved in the console, on %s',
  (engine) => {
    let store: TestStore;
    let server: RunningServer;
    let browser: Browser;
    let page: Page;
    let hooks: Awaited<ReturnType<typeof signedReceiver>>;

    beforeAll(async () => {
      store = await createTestStore(engine, { webhooksAllowPrivate: true, webhookRetrySeconds: [1, 1] });
      server = await startServer({ ...store.config, port: 0, host: '127.0.0.1' }, { webhookPollMs: 100 });
      const db = store.store.db;
      await givenOrganization(db, ORG, 'Request E2E SAS');
      await createConsoleUser(db, { organizationId: ORG, ...ADMIN }, CLI_ACTOR);
      hooks = await signedReceiver();
      browser = await launchChromium();
      page = await (
        await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } })
      ).newPage();
    });
    afterAll(async () => {
      await browser?.close();
      await server?.stop();
      await hooks?.close();
      await store?.drop();
    });

    it('is approved in Chromium, is out of the meal-voucher days on the next read, and reaches the partner’s webhook', {
      timeout: 90_000,
    }, async () => {
      const db = store.store.db;
      const person = await givenCollaborator(db, ORG, { first_name: 'Camille', last_name: 'Laurent' });
      const api = (path: string, key: string, init: { method?: string; body?: unknown } = {}) =>
        callApi(server.address, path, { key, ...init });

      // The partner: registered with write scopes, connected by the admin's consent, its endpoint set.
      const { app, secret } = await createPartnerApp(db, {
        name: 'Leave tool',
        redirectUris: [CALLBACK],
        scopes: SCOPES,
      });
      const p = partner(await discover(server.address), app.id, secret, CALLBACK);
      const start = await authorizationUrl(p, SCOPES.join(' '));
      const admin = new AdminBrowser(server.address, ADMIN);
      const token = (await exchange(p, start, await admin.approve(start.url, CALLBACK))).access_token;
      const endpoint = await fetch(`${server.address}/api/public/v1/partner-app/webhook-endpoint`, {
        method: 'PUT',
        headers: { authorization: basic(app.id, secret), 'content-type': 'application/json' },
        body: JSON.stringify({ url: hooks.url, eventTypes: ['absence.created', 'absence.updated'] }),
      });
      expect(endpoint.status).toBe(200);
      const webhookSecret = ((await endpoint.json()) as { data: { secret: string } }).data.secret;

      const days = async () => {
        const answer = await api(
          `/organizations/${ORG}/meal-vouchers/${person.id}/days?year=2026&month=12`,
          token,
        );
        expect(answer.status).toBe(200);
        return answer.body.data as {
          count: number;
          days: { date: string; counted: boolean; reason: string }[];
        };
      };
      const before = await days();
      expect(before.days.find((d) => d.date === DAY)).toMatchObject({ counted: true });

      // The partner's token asks for the day off: a pending request, which counts for nothing yet.
      const asked = await api(`/organizations/${ORG}/absences`, token, {
        method: 'POST',
        body: { collaboratorId: person.id, type: 'conge_paye', startDate: DAY, endDate: DAY },
      });
      expect(asked.status).toBe(201);
      expect(asked.body).toMatchObject({ collaboratorId: person.id, status: 'pending', startDate: DAY });
      const absenceId: string = asked.body.id;
      expect(asked.headers.get('location')).toContain(`/organizations/${ORG}/absences/${absenceId}`);
      expect((await days()).count).toBe(before.count);

      // The admin approves it on the requests page, in Chromium.
      await page.goto(`${server.address}/console/sign-in`);
      await page.getByLabel('E-mail').fill(ADMIN.email);
      await page.getByLabel('Password').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/console\/keys$/);
      await page
        .getByRole('navigation', { name: 'Console sections' })
        .getByRole('link', { name: 'Requests' })
        .click();
      const row = page.locator(`tr[data-request-id="${absenceId}"]`);
      await expect(row.locator('th').textContent()).resolves.toBe('Camille Laurent');
      await screenshot(page, 'console-requests-pending', engine === 'sqlite');
      await row.getByRole('button', { name: /^Approve/ }).click();
      await page.waitForURL(/done=approved/);
      await expect(page.getByRole('status').textContent()).resolves.toContain('approved');

      // The very next read: the day is no longer counted, and says why.
      const after = await days();
      expect(after.days.find((d) => d.date === DAY)).toMatchObject({ counted: false, reason: 'absence' });
      expect(after.count).toBe(before.count - 1);
      const listed = await api(`/organizations/${ORG}/absences`, token);
      expect(listed.body.data.find((a: { id: string }) => a.id === absenceId)).toMatchObject({
        status: 'approved',
      });

      // Who did what, in the audit log: the partner's grant asked, the admin decided.
      const audit = await listAuditEvents(db, ORG, { limit: 20, targetType: 'absence' });
      expect(audit.filter((e) => e.targetId === absenceId).map((e) => [e.action, e.actorType])).toEqual([
        ['absence.approved', 'console_user'],
        ['absence.requested', 'api_key'],
      ]);

      // And the partner's webhook hears of both: the request, then its approval.
      const events = await until('absence.created and absence.updated', () => {
        const mine = hooks.events(webhookSecret).filter((e) => e.data.resourceId === absenceId);
        return mine.some((e) => e.type === 'absence.updated') && mine;
      });
      expect(events.map((e) => e.type)).toEqual(['absence.created', 'absence.updated']);
      expect(events.every((e) => e.data.organizationId === ORG)).toBe(true);
    });
  },
);
