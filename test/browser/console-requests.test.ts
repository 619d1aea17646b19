import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createConsoleUser } from '../../src/console/console-users.ts';
import { findRequest } from '../../src/dated-records/requests.queries.ts';
import { decideRequest, makeRequest, withdrawRequest } from '../../src/dated-records/requests.ts';
import { type Actor, CLI_ACTOR, listAuditEvents } from '../../src/db/audit.ts';
import { testEngines } from '../support/engines.ts';
import { givenOrganization } from '../support/fixtures.ts';
import { givenCollaborator } from '../support/hr-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { csrfTokenOf, HAS_CHROMIUM, launchChromium, postForm, screenshot } from './browser.ts';

const PASSWORD = 'correct horse battery staple';
const INTEGRATION: Actor = { type: 'api_key', id: 'key_leave_tool' };

describe.skipIf(!HAS_CHROMIUM).each(testEngines())('the console page of pending requests on %s', (engine) => {
  let t: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let orgs = 0;
  const shots = engine === 'sqlite';

  beforeAll(async () => {
    t = await startTestServer(engine);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });
  beforeEach(async () => {
    await context?.close();
    context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });

  /** An organization of its own, its admin signed in, and one person with a pending absence and remote-work day. */
  async function given(role: 'admin' | 'member' = 'admin') {
    const db = t.testStore.store.db;
    const org = `org_requests_${++orgs}`;
    const email = `${role}@${org}.test`;
    await givenOrganization(db, org, `Requests ${orgs} SAS`);
    await createConsoleUser(db, { organizationId: org, email, password: PASSWORD, role }, CLI_ACTOR);
    const person = await givenCollaborator(db, org, { first_name: 'Inès', last_name: 'Moreau' });
    const absence = await makeRequest(
      t.testStore.store,
      org,
      'absence',
      {
        collaboratorId: person.id,
        type: 'conge_paye',
        startDate: '2026-12-14',
        endDate: '2026-12-15',
        startHalfDay: true,
        endHalfDay: false,
      },
      INTEGRATION,
    );
    const remote = await makeRequest(
      t.testStore.store,
      org,
      'work_location',
      {
        collaboratorId: person.id,
        isRemoteWork: true,
        location: 'Home, Lyon',
        startDate: '2026-12-17',
        endDate: '2026-12-17',
      },
      INTEGRATION,
    );
    await page.goto(`${t.baseUrl}/console/sign-in`);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(/\/console\/keys$/);
    return { org, absence, remote };
  }

  const row = (id: string) => page.locator(`tr[data-request-id="${id}"]`);

  it('lists the person, type or location, dates, half days and asked at of each pending request, from the navigation', async () => {
    const { absence, remote } = await given();
    await page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Requests' })
      .click();
    await page.waitForURL(/\/console\/requests$/);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Requests');
    const leave = row(absence.id);
    await expect(leave.locator('th').textContent()).resolves.toBe('Inès Moreau');
    const cells = await leave.locator('td').allTextContents();
    expect(cells[0]).toBe('conge_paye');
    expect(cells[1]).toBe('2026-12-14 to 2026-12-15');
    expect(cells[2]).toBe('First day: afternoon only');
    expect(cells[3]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);
    const home = await row(remote.id).locator('td').allTextContents();
    expect(home[0]).toContain('Remote work');
    expect(home[0]).toContain('Home, Lyon');
    expect(home[1]).toBe('2026-12-17');
    expect(home[2]).toBe('Full days');
    // Each button and comment field names its person to a screen reader.
    await expect(
      page.getByRole('button', { name: /^Approve\W+request of Inès Moreau$/ }).count(),
    ).resolves.toBe(2);
    await expect(page.getByLabel(/^Comment \(optional\)\W+request of Inès Moreau$/).count()).resolves.toBe(2);
    await screenshot(page, 'console-requests', shots);
  });

  it('approves a request: gone from the list, approved in the store, audited as the admin', async () => {
    const { org, absence, remote } = await given();
    await page.goto(`${t.baseUrl}/console/requests`);
    await row(absence.id)
      .getByRole('button', { name: /^Approve/ })
      .click();
    await page.waitForURL(/done=approved/);
    await expect(page.getByRole('status').textContent()).resolves.toContain('The request was approved');
    await expect(row(absence.id).count()).resolves.toBe(0);
    await expect(row(remote.id).count()).resolves.toBe(1);
    const stored = await findRequest(t.testStore.store.db, org, 'absence', absence.id);
    expect(stored?.status).toBe('approved');
    const events = await listAuditEvents(t.testStore.store.db, org, { limit: 10, targetType: 'absence' });
    expect(events.find((e) => e.action === 'absence.approved')).toMatchObject({
      actorType: 'console_user',
      targetId: absence.id,
    });
  });

  it('rejects a request with a comment kept with the decision', async () => {
    const { org, remote } = await given();
    await page.goto(`${t.baseUrl}/console/requests`);
    await row(remote.id)
      .getByLabel(/^Comment/)
      .fill('Team day on site that week');
    await row(remote.id)
      .getByRole('button', { name: /^Reject/ })
      .click();
    await page.waitForURL(/done=rejected/);
    await expect(page.getByRole('status').textContent()).resolves.toContain('The request was rejected');
    const stored = await findRequest(t.testStore.store.db, org, 'work_location', remote.id);
    expect(stored?.status).toBe('rejected');
    expect(stored).toMatchObject({ decision_comment: 'Team day on site that week' });
  });

  it('says so, and changes nothing, when the request was decided meanwhile or withdrawn', async () => {
    const { org, absence, remote } = await given();
    await page.goto(`${t.baseUrl}/console/requests`);
    // A second tab drawn before the request is withdrawn still shows it.
    const stale = await context.newPage();
    await stale.goto(`${t.baseUrl}/console/requests`);
    await decideRequest(t.testStore.store, org, 'absence', absence.id, 'rejected', INTEGRATION);
    await withdrawRequest(t.testStore.store, org, 'work_location', remote.id, { actor: INTEGRATION });
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      row(absence.id)
        .getByRole('button', { name: /^Approve/ })
        .click(),
    ]);
    expect(answer.status()).toBe(409);
    await expect(page.getByRole('alert').textContent()).resolves.toContain(
      'This request was already rejected',
    );
    expect((await findRequest(t.testStore.store.db, org, 'absence', absence.id))?.status).toBe('rejected');
    const [gone] = await Promise.all([
      stale.waitForResponse((r) => r.request().method() === 'POST'),
      stale
        .locator(`tr[data-request-id="${remote.id}"]`)
        .getByRole('button', { name: /^Approve/ })
        .click(),
    ]);
    expect(gone.status()).toBe(404);
    await expect(stale.getByRole('alert').textContent()).resolves.toContain('This request no longer exists');
    await expect(stale.getByText('No request is waiting for a decision.').count()).resolves.toBe(1);
    expect(await findRequest(t.testStore.store.db, org, 'work_location', remote.id)).toBeUndefined();
  });

  it('refuses a decision without the CSRF token, on another organization’s request, or by a member', async () => {
    const mine = await given();
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const decide = (id: string, fields: Record<string, string>) =>
      postForm(`${t.baseUrl}/console/requests/absences/${id}/decision`, fields, cookie);
    const forged = await decide(mine.absence.id, { decision: 'approve' });
    expect(forged.status).toBe(403);
    expect((await findRequest(t.testStore.store.db, mine.org, 'absence', mine.absence.id))?.status).toBe(
      'pending',
    );
    // An admin of another organization cannot decide it: to them it does not exist.
    await context.clearCookies();
    await given();
    const theirCookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const theirHtml = await (
      await fetch(`${t.baseUrl}/console/requests`, { headers: { cookie: theirCookie } })
    ).text();
    const crossOrg = await postForm(
      `${t.baseUrl}/console/requests/absences/${mine.absence.id}/decision`,
      { _csrf: csrfTokenOf(theirHtml), decision: 'approve' },
      theirCookie,
    );
    expect(crossOrg.status).toBe(404);
    expect(crossOrg.text).toContain('This request no longer exists');
    expect((await findRequest(t.testStore.store.db, mine.org, 'absence', mine.absence.id))?.status).toBe(
      'pending',
    );
    await context.clearCookies();
    await given('member');
    const member = await page.goto(`${t.baseUrl}/console/requests`);
    expect(member?.status()).toBe(403);
  });

  it('speaks French to a French browser', async () => {
    await context.close();
    context = await browser.newContext({ locale: 'fr-FR' });
    page = await context.newPage();
    const { absence } = await given();
    await page.goto(`${t.baseUrl}/console/requests`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Demandes');
    const cells = await row(absence.id).locator('td').allTextContents();
    expect(cells[1]).toBe('du 2026-12-14 au 2026-12-15');
    expect(cells[2]).toBe('Premier jour : après-midi seulement');
    await expect(
      row(absence.id)
        .getByRole('button', { name: /^Approuver/ })
        .count(),
    ).resolves.toBe(1);
  });
});
