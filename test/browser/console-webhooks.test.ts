import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createConsoleUser } from '../../src/console/console-users.ts';
import { CLI_ACTOR, listAuditEvents } from '../../src/db/audit.ts';
import type { Database } from '../../src/db/schema.ts';
import { queueTestEvent, recentDeliveries } from '../../src/webhooks/deliveries.ts';
import { createWebhookEndpoint, listWebhookEndpoints } from '../../src/webhooks/endpoints.ts';
import { testEngines } from '../support/engines.ts';
import { givenOrganization } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { csrfTokenOf, HAS_CHROMIUM, launchChromium, postForm, screenshot } from './browser.ts';

const PASSWORD = 'correct horse battery staple';
const ADMIN_A = 'admin@acme.test';
const ADMIN_B = 'admin@globex.test';
const MEMBER_A = 'member@acme.test';

interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** A receiver on 127.0.0.1 that records each request and answers 200 "received". */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers as Record<string, string>, body });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('received');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function until<T>(what: string, check: () => T | undefined | false | Promise<T | undefined | false>) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Everything the console could write about an organization's webhooks, to compare before and after. */
async function webhookRows(db: Kysely<Database>, organizationId: string) {
  const [endpoints, deliveries, audit] = await Promise.all([
    db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .orderBy('id')
      .execute(),
    listAuditEvents(db, organizationId, { limit: 500, targetType: 'webhook_endpoint' }),
  ]);
  return { endpoints, deliveries, audit };
}

describe.skipIf(!HAS_CHROMIUM).each(testEngines())('the console’s webhook pages on %s', (engine) => {
  let t: TestServer;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let adminAId: string;
  const shots = engine === 'sqlite';
  const url = (path: string) => `${t.baseUrl}${path}`;
  const db = () => t.testStore.store.db;

  beforeAll(async () => {
    // Receivers on 127.0.0.1 are allowed here; a failed attempt disables the endpoint at once.
    [t, receiver, browser] = await Promise.all([
      startTestServer(engine, { webhooksAllowPrivate: true, webhookRetrySeconds: [] }),
      startReceiver(),
      launchChromium(),
    ]);
    await givenOrganization(db(), 'org_acme', 'Acme SAS');
    await givenOrganization(db(), 'org_globex', 'Globex SARL');
    adminAId = (
      await createConsoleUser(
        db(),
        { organizationId: 'org_acme', email: ADMIN_A, password: PASSWORD },
        CLI_ACTOR,
      )
    ).id;
    await createConsoleUser(
      db(),
      { organizationId: 'org_globex', email: ADMIN_B, password: PASSWORD },
      CLI_ACTOR,
    );
    await createConsoleUser(
      db(),
      { organizationId: 'org_acme', email: MEMBER_A, password: PASSWORD, role: 'member' },
      CLI_ACTOR,
    );
  });
  afterAll(async () => {
    await browser?.close();
    await receiver?.close();
    await t?.stop();
  });
  beforeEach(async () => {
    await context?.close();
    context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 860 } });
    page = await context.newPage();
    await db().deleteFrom('sign_in_attempts').execute();
  });

  async function signIn(email: string, base = t.baseUrl) {
    await page.goto(`${base}/console/sign-in`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/console\/keys$/);
  }

  async function sessionCookie(): Promise<string> {
    const cookie = (await context.cookies()).find((c) => c.name === 'hrapi_session');
    if (!cookie) throw new Error('not signed in');
    return `hrapi_session=${cookie.value}`;
  }

  /** An endpoint of org_acme registered with the CLI's function, for tests that start from one. */
  async function givenEndpoint(path: string) {
    return createWebhookEndpoint(
      db(),
      { organizationId: 'org_acme', url: receiver.url(path), eventTypes: ['collaborator.created'] },
      { allowPrivate: true, production: false },
      CLI_ACTOR,
    );
  }

  it('lets an admin register an endpoint (secret once), test it, see the attempt, replay it, rotate and delete', async () => {
    const hookUrl = receiver.url('/hooks/full');
    const received = (n: number) => receiver.received.filter((r) => r.path === '/hooks/full')[n];
    await signIn(ADMIN_A);
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.waitForURL(url('/console/webhooks'));
    await page.getByLabel('Endpoint URL').fill(hookUrl);
    await page.locator('input[value="absence.created"]').check();
    await page.locator('input[value="absence.deleted"]').check();
    const [creation] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/console/webhooks') && r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Register the endpoint' }).click(),
    ]);
    expect(creation.status()).toBe(201);
    expect(creation.headers()['cache-control']).toContain('no-store');
    const secret = await page.locator('#secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    expect(page.url()).not.toContain(secret);
    await expect(page.getByRole('alert').textContent()).resolves.toContain('cannot be read again');
    await screenshot(page, 'webhook-secret-shown-once', shots);
    const registered = (await listWebhookEndpoints(db(), 'org_acme')).filter((e) => e.url === hookUrl);
    expect(registered.map((e) => e.eventTypes)).toEqual([['absence.created', 'absence.deleted']]);
    const endpointId = registered[0]?.id ?? 'missing';

    // A reload re-sends the form: recognised as a replay (409), no secret, no second endpoint.
    const replay = await page.reload();
    expect(replay?.status()).toBe(409);
    expect(await page.content()).not.toContain(secret);
    expect((await listWebhookEndpoints(db(), 'org_acme')).filter((e) => e.url === hookUrl)).toHaveLength(1);

    await page.goto(url('/console/webhooks'));
    const row = page.locator('tr', { hasText: hookUrl });
    await expect(row.textContent()).resolves.toMatch(/absence\.created[\s\S]*absence\.deleted[\s\S]*Active/);
    expect(await page.content()).not.toContain(secret);
    await screenshot(page, 'webhooks-list', shots);

    await row.getByRole('link', { name: /Deliveries/ }).click();
    await page.waitForURL(url(`/console/webhooks/${endpointId}`));
    await page.getByRole('button', { name: 'Send a test event' }).click();
    await page.waitForURL(/\?done=test$/);
    await expect(page.getByRole('status').textContent()).resolves.toContain('test event is queued');
    const test = await until('the test event', () => received(0));
    const verified = new Webhook(secret).verify(test.body, test.headers) as { type: string };
    expect(verified.type).toBe('webhook.test');
    const attempt = page.locator(`tr[data-delivery-id="${test.headers['webhook-id']}"]`);
    await until('the attempt on the page', async () => {
      await page.reload();
      return (await attempt.locator('.status-code-inline').count()) > 0;
    });
    await expect(attempt.locator('.status-code-inline').textContent()).resolves.toBe('200');
    await expect(attempt.locator('.latency').textContent()).resolves.toMatch(/^\d+ ms$/);
    await expect(attempt.locator('.response-excerpt').textContent()).resolves.toBe('received');
    await expect(attempt.locator('.badge').textContent()).resolves.toBe('Delivered');
    await screenshot(page, 'webhook-endpoint', shots);

    // A replay is a new delivery of the same event, with its own id.
    await attempt.getByRole('button', { name: /Replay/ }).click();
    await page.waitForURL(/\?done=replay$/);
    const replayed = await until('the replayed event', () => received(1));
    expect(replayed.body).toBe(test.body);
    expect(replayed.headers['webhook-id']).not.toBe(test.headers['webhook-id']);

    // Rotation: a new secret, once; the old one keeps signing beside it.
    await page.goto(url(`/console/webhooks/${endpointId}`));
    const [rotation] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/rotate')),
      page.getByRole('button', { name: 'Rotate the secret' }).click(),
    ]);
    expect(rotation.headers()['cache-control']).toContain('no-store');
    const newSecret = await page.locator('#secret').inputValue();
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(secret);
    await expect(page.locator('#rotation-overlap').textContent()).resolves.toContain('(24 hours)');
    expect((await page.reload())?.status()).toBe(409);
    expect(await page.content()).not.toContain(newSecret);
    await page.goto(url(`/console/webhooks/${endpointId}`));
    await page.getByRole('button', { name: 'Send a test event' }).click();
    await page.waitForURL(/\?done=test$/);
    const signedTwice = await until('a test event after the rotation', () => received(2));
    for (const key of [secret, newSecret]) {
      expect(new Webhook(key).verify(signedTwice.body, signedTwice.headers)).toBeTruthy();
    }

    await page.getByRole('link', { name: 'Delete the endpoint' }).click();
    await expect(page.locator('main').textContent()).resolves.toContain('immediate and irreversible');
    await page.getByRole('button', { name: 'Delete the endpoint' }).click();
    await page.waitForURL(url('/console/webhooks?deleted=1'));
    await expect(page.getByRole('status').textContent()).resolves.toBe('The endpoint is deleted.');
    expect((await listWebhookEndpoints(db(), 'org_acme')).find((e) => e.id === endpointId)).toBeUndefined();
    expect((await page.goto(url(`/console/webhooks/${endpointId}`)))?.status()).toBe(404);

    const audit = await listAuditEvents(db(), 'org_acme', { limit: 100, targetType: 'webhook_endpoint' });
    for (const action of [
      'webhook.created',
      'webhook.test_queued',
      'webhook.delivery_replayed',
      'webhook.secret_rotated',
      'webhook.deleted',
    ]) {
      expect(audit.find((e) => e.action === action && e.targetId === endpointId)).toMatchObject({
        actorType: 'console_user',
        actorId: adminAId,
      });
    }
    expect(JSON.stringify(audit)).not.toContain(secret.slice(6));
  });

  it('shows why an endpoint was disabled, and enables it again', async () => {
    // Nothing listens on port 1: the first attempt fails, and with no retry left the endpoint is disabled.
    const { endpoint } = await createWebhookEndpoint(
      db(),
      { organizationId: 'org_acme', url: 'http://127.0.0.1:1/closed', eventTypes: ['absence.created'] },
      { allowPrivate: true, production: false },
      CLI_ACTOR,
    );
    await queueTestEvent(db(), 'org_acme', endpoint.id);
    await until('the endpoint to be disabled', async () => {
      const [found] = (await listWebhookEndpoints(db(), 'org_acme')).filter((e) => e.id === endpoint.id);
      return found?.status === 'disabled';
    });
    await signIn(ADMIN_A);
    await page.goto(url('/console/webhooks'));
    const row = page.locator(`tr[data-endpoint-id="${endpoint.id}"]`);
    await expect(row.locator('.badge-disabled').textContent()).resolves.toBe('Disabled');
    // In words for an HR officer; the technical reason stays for the CLI and operators.
    await expect(row.getByRole('alert').textContent()).resolves.toContain(
      'The receiver could not be reached: the connection was refused or cut.',
    );
    await expect(row.getByRole('alert').textContent()).resolves.not.toMatch(/ECONNREFUSED|failed attempts/);
    const [disabled] = (await listWebhookEndpoints(db(), 'org_acme')).filter((e) => e.id === endpoint.id);
    expect(disabled?.disabledReason).toMatch(/after 1 failed attempts .*ECONNREFUSED/);
    expect(disabled?.disabledReasonKind).toBe('connection');
    await screenshot(page, 'webhooks-disabled', shots);
    await row.getByRole('button', { name: /Enable again/ }).click();
    await page.waitForURL(url(`/console/webhooks/${endpoint.id}?done=enable`));
    await expect(page.getByRole('status').textContent()).resolves.toContain('enabled again');
    const [after] = (await listWebhookEndpoints(db(), 'org_acme')).filter((e) => e.id === endpoint.id);
    expect(after).toMatchObject({ status: 'active', disabledReason: null, disabledReasonKind: null });
  });

  it('refuses a private address, a malformed URL and no event type in the form (422), registering nothing', async () => {
    // This server applies the real policy: no loopback or private address.
    const guarded = await startTestServer(engine);
    try {
      const gdb = guarded.testStore.store.db;
      await givenOrganization(gdb, 'org_acme', 'Acme SAS');
      await createConsoleUser(
        gdb,
        { organizationId: 'org_acme', email: ADMIN_A, password: PASSWORD },
        CLI_ACTOR,
      );
      await signIn(ADMIN_A, guarded.baseUrl);
      await page.goto(`${guarded.baseUrl}/console/webhooks`);
      const before = await webhookRows(gdb, 'org_acme');
      await page.getByLabel('Endpoint URL').fill('http://127.0.0.1:8080/hooks');
      await page.locator('input[value="collaborator.created"]').check();
      const [refusal] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        page.getByRole('button', { name: 'Register the endpoint' }).click(),
      ]);
      expect(refusal.status()).toBe(422);
      await expect(page.locator('#create-problems').textContent()).resolves.toContain(
        'ask the operator of this server to allow private addresses',
      );
      // An HR officer is told whom to ask, never which variable to set.
      await expect(page.locator('#create-problems').textContent()).resolves.not.toContain('HRAPI_');
      await expect(page.getByLabel('Endpoint URL').inputValue()).resolves.toBe('http://127.0.0.1:8080/hooks');
      await expect(page.locator('input[value="collaborator.created"]').isChecked()).resolves.toBe(true);

      const pageHtml = await page.content();
      const bare = await postForm(
        `${guarded.baseUrl}/console/webhooks`,
        {
          _csrf: csrfTokenOf(pageHtml),
          basis: /name="basis" value="([^"]*)"/.exec(pageHtml)?.[1] ?? 'missing',
          url: 'not a <url>',
        },
        await sessionCookie(),
      );
      expect(bare.status).toBe(422);
      expect(bare.text).toContain('The URL is not a valid web address.');
      expect(bare.text).toContain('Tick at least one event type, or all of them.');
      expect(bare.text).toContain('value="not a &lt;url&gt;"');
      expect(await webhookRows(gdb, 'org_acme')).toEqual(before);
    } finally {
      await guarded.stop();
    }
  });

  it('gives a member a 403 page and registers nothing for them', async () => {
    const before = await webhookRows(db(), 'org_acme');
    await page.goto(url('/console/sign-in'));
    await page.getByLabel('E-mail').fill(MEMBER_A);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const response = await page.goto(url('/console/webhooks'));
    expect(response?.status()).toBe(403);
    await expect(page.locator('main').textContent()).resolves.toContain('Only an admin');
    // Even with the session's own token (from the sign-out form), the member's POST is refused.
    const forged = await postForm(
      url('/console/webhooks'),
      { _csrf: csrfTokenOf(await page.content()), basis: '', url: receiver.url('/member'), all: 'yes' },
      await sessionCookie(),
    );
    expect(forged.status).toBe(403);
    expect(await webhookRows(db(), 'org_acme')).toEqual(before);
  });

  it('refuses with a 403 page every webhook form posted without its CSRF token, and changes nothing', async () => {
    const { endpoint } = await givenEndpoint('/csrf');
    await signIn(ADMIN_A);
    const cookie = await sessionCookie();
    const before = await webhookRows(db(), 'org_acme');
    const base = `/console/webhooks/${endpoint.id}`;
    for (const [path, fields] of [
      ['/console/webhooks', { basis: '', url: receiver.url('/forged'), all: 'yes' }],
      [`${base}/test`, {}],
      [`${base}/rotate`, { basis: '' }],
      [`${base}/enable`, {}],
      [`${base}/delete`, {}],
      [`${base}/delete`, { _csrf: 'not-the-token' }],
    ] as const) {
      const response = await postForm(url(path), fields, cookie);
      expect(response.status, path).toBe(403);
      expect(response.text).toContain('Nothing was changed');
    }
    expect(await webhookRows(db(), 'org_acme')).toEqual(before);
  });

  it('answers 404 to an admin of another organization for every page and form of an endpoint', async () => {
    const { endpoint } = await givenEndpoint('/other-org');
    const deliveryId = await queueTestEvent(db(), 'org_acme', endpoint.id);
    await until('the delivery to be done', async () => {
      const [delivery] = await recentDeliveries(db(), 'org_acme', endpoint.id);
      return delivery?.status === 'succeeded';
    });
    await signIn(ADMIN_B);
    await page.goto(url('/console/webhooks'));
    expect(await page.content()).not.toContain(endpoint.url);
    const token = csrfTokenOf(await page.content());
    const before = await webhookRows(db(), 'org_acme');
    const base = `/console/webhooks/${endpoint.id}`;
    for (const path of [base, `${base}/delete`]) {
      const response = await page.goto(url(path));
      expect(response?.status(), path).toBe(404);
      await expect(page.locator('h1').textContent()).resolves.toBe('Page not found');
    }
    for (const path of ['test', 'rotate', 'enable', 'delete', `deliveries/${deliveryId}/replay`]) {
      const response = await postForm(
        url(`${base}/${path}`),
        { _csrf: token, basis: '' },
        await sessionCookie(),
      );
      expect(response.status, path).toBe(404);
    }
    expect(await webhookRows(db(), 'org_acme')).toEqual(before);
  });
});
