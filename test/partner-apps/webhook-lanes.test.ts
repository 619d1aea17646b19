import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appendChanges } from '../../src/changes/change-log.ts';
import { createConsoleUser } from '../../src/console/console-users.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import { csrfTokenOf } from '../browser/browser.ts';
import { testEngines } from '../support/engines.ts';
import { givenOrganization } from '../support/fixtures.ts';
import { createTestStore, type TestStore } from '../support/store.ts';
import { basic, givenGrant, givenPartnerApp, revokeGrant } from './support.ts';

interface Heard {
  organizationId: string;
  resourceId: string;
  answered: number;
}

/**
 * A partner's receiver on 127.0.0.1: it verifies each delivery's signature, answers 500 to the
 * events of the organizations in `failing` and 200 to the others, and keeps what it heard in order.
 */
async function receiver() {
  const heard: Heard[] = [];
  const failing = new Set<string>();
  let secret = '';
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const event = new Webhook(secret).verify(body, request.headers as Record<string, string>) as {
        data: { organizationId: string; resourceId: string };
      };
      const answered = failing.has(event.data.organizationId) ? 500 : 200;
      heard.push({ organizationId: event.data.organizationId, resourceId: event.data.resourceId, answered });
      response.writeHead(answered).end(answered === 200 ? 'ok' : 'not now');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    failing,
    useSecret: (value: string) => {
      secret = value;
    },
    /** The resource ids of an organization's events, as answered (`delivered`: 200 only). */
    of: (organizationId: string, answered?: number) =>
      heard
        .filter(
          (h) => h.organizationId === organizationId && (answered === undefined || h.answered === answered),
        )
        .map((h) => h.resourceId),
    close: () => new Promise((r) => server.close(r)),
  };
}

/** Polls `check`; the deadline is far below the retry waits of these tests, never a speed budget. */
async function until<T>(what: string, check: () => T | undefined | false | Promise<T | undefined | false>) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const unique = (prefix: string) => `${prefix}_${Math.random().toString(36).slice(2, 10)}`;
const PASSWORD = 'correct horse battery staple';

/** An admin's browser on the console: signed in, its cookie and the Connected apps page's CSRF token. */
async function consoleSession(baseUrl: string, email: string) {
  const form = await fetch(`${baseUrl}/console/sign-in`);
  const preSession = (form.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const signedIn = await fetch(`${baseUrl}/console/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: preSession, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ _csrf: csrfTokenOf(await form.text()), email, password: PASSWORD }),
  });
  const cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const page = async () => (await fetch(`${baseUrl}/console/connected-apps`, { headers: { cookie } })).text();
  return { cookie, csrf: csrfTokenOf(await page()), page };
}

describe.each(testEngines())('the lanes of a partner app’s webhook endpoint on %s', (engine) => {
  let t: TestStore;
  let servers: RunningServer[] = [];
  let hooks: Awaited<ReturnType<typeof receiver>>[] = [];

  beforeAll(async () => {
    t = await createTestStore(engine, { webhooksAllowPrivate: true });
  });
  afterEach(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await Promise.all(hooks.map((h) => h.close()));
    servers = [];
    hooks = [];
  });
  afterAll(async () => t?.drop());

  /** A server whose failed attempts wait `retrySeconds` before each retry, then disable. */
  const start = async (retrySeconds: number[]) => {
    const config = { ...t.config, webhookRetrySeconds: retrySeconds, port: 0, host: '127.0.0.1' };
    const server = await startServer(config, { webhookPollMs: 100 });
    servers.push(server);
    return server;
  };

  /** A partner app granted by two organizations, A and B, with its endpoint at a fresh receiver. */
  async function givenAppOfTwo(server: RunningServer) {
    const hook = await receiver();
    hooks.push(hook);
    const app = await givenPartnerApp(t.store.db);
    const auth = basic(app.clientId, app.clientSecret);
    const [a, b] = [unique('org_a'), unique('org_b')];
    for (const org of [a, b]) {
      await givenOrganization(t.store.db, org);
      await givenGrant(t.store.db, app.clientId, org, ['org:absence:read']);
    }
    const put = await partnerCall(server, 'PUT', '/partner-app/webhook-endpoint', auth, {
      url: hook.url,
      eventTypes: ['absence.created'],
    });
    hook.useSecret(put.body.data.secret);
    // Events logged after the endpoint was made.
    await new Promise((r) => setTimeout(r, 5));
    return { app, auth, a, b, hook };
  }

  async function partnerCall(
    server: RunningServer,
    method: string,
    path: string,
    auth: string,
    body?: unknown,
  ) {
    const response = await fetch(`${server.address}/api/public/v1${path}`, {
      method,
      headers: { authorization: auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    // biome-ignore lint/suspicious/noExplicitAny: the test reads the answers freely
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as any };
  }

  async function log(org: string, ...resourceIds: string[]) {
    await t.store.db.transaction().execute((trx) =>
      appendChanges(
        trx,
        org,
        resourceIds.map((resourceId) => ({ type: 'absence.created' as const, resourceId })),
      ),
    );
  }

  const deliveriesOf = (appId: string, org: string) =>
    t.store.db
      .selectFrom('partner_webhook_deliveries')
      .select(['status', 'attempts'])
      .where('app_id', '=', appId)
      .where('organization_id', '=', org)
      .orderBy('created_at')
      .orderBy('seq')
      .execute();

  it('holds one organization’s failing events in its own lane: the other organization’s go out at once, in order, while they wait for their retry', async () => {
    // The first retry waits 300 s: B's events are awaited far below that.
    const server = await start([300, 300]);
    const { app, a, b, hook } = await givenAppOfTwo(server);
    hook.failing.add(a);
    await log(a, 'abs_a1', 'abs_a2');
    await until('A’s first attempt', () => hook.of(a).length === 1);
    await log(b, 'abs_b1', 'abs_b2');
    await until('B’s events', () => hook.of(b, 200).length === 2);
    expect(hook.of(b, 200)).toEqual(['abs_b1', 'abs_b2']);
    // A's first event waits for its retry, and holds only A's second behind it.
    expect(hook.of(a)).toEqual(['abs_a1']);
    expect(await deliveriesOf(app.clientId, a)).toEqual([
      { status: 'pending', attempts: 1 },
      { status: 'pending', attempts: 0 },
    ]);
  });

  it('disables only the lane of an organization whose event failed its last retry: the partner and that organization’s admin see it, the other organization’s events still go, and re-enabling it resumes in order', async () => {
    const server = await start([0.2]);
    const { app, auth, a, b, hook } = await givenAppOfTwo(server);
    const emailA = `${unique('admin')}@lanes.test`;
    const emailB = `${unique('admin')}@lanes.test`;
    await createConsoleUser(t.store.db, { organizationId: a, email: emailA, password: PASSWORD }, CLI_ACTOR);
    await createConsoleUser(t.store.db, { organizationId: b, email: emailB, password: PASSWORD }, CLI_ACTOR);
    hook.failing.add(a);
    await log(a, 'abs_a1', 'abs_a2');
    const disabled = await until('A’s lane disabled', async () => {
      const lanes = await partnerCall(
        server,
        'GET',
        '/partner-app/webhook-endpoint/lanes?status=disabled',
        auth,
      );
      return lanes.body.data.length === 1 && lanes.body;
    });
    expect(disabled).toMatchObject({
      total: 1,
      data: [{ organizationId: a, status: 'disabled', waiting: 2 }],
    });
    expect(disabled.data[0].disabledReason).toMatch(/2 failed attempts.*HTTP 500/);
    expect(hook.of(a)).toEqual(['abs_a1', 'abs_a1']);
    // The partner's delivery list of A's lane says which event is held, and what the receiver answered.
    const deliveries = await partnerCall(
      server,
      'GET',
      `/partner-app/webhook-endpoint/lanes/${a}/deliveries`,
      auth,
    );
    expect(deliveries.status).toBe(200);
    expect(deliveries.body.data).toMatchObject([
      { eventType: 'absence.created', status: 'pending', attempts: 0, lastAttempt: null },
      { status: 'pending', attempts: 2, lastAttempt: { statusCode: 500, excerpt: 'not now' } },
    ]);
    const endpoint = await partnerCall(server, 'GET', '/partner-app/webhook-endpoint', auth);
    expect(endpoint.body.data).toMatchObject({ status: 'active', disabledLanes: 1 });
    const all = await partnerCall(server, 'GET', '/partner-app/webhook-endpoint/lanes', auth);
    expect(all.body.data).toContainEqual(expect.objectContaining({ organizationId: b, status: 'active' }));

    // B's events still go while A's lane is disabled.
    await log(b, 'abs_b1');
    await until('B’s event', () => hook.of(b, 200).length === 1);
    expect(hook.of(a)).toEqual(['abs_a1', 'abs_a1']);

    // A's admin is told on Connected apps, B's is not.
    const pageA = await (await consoleSession(server.address, emailA)).page();
    expect(pageA).toContain('events-stopped');
    expect(pageA).toContain('resume-events');
    expect(await (await consoleSession(server.address, emailB)).page()).not.toContain('events-stopped');

    hook.failing.delete(a);
    const enabled = await partnerCall(
      server,
      'POST',
      `/partner-app/webhook-endpoint/lanes/${a}/enable`,
      auth,
    );
    expect(enabled.status).toBe(200);
    expect(enabled.body.data).toMatchObject({ organizationId: a, status: 'active', disabledReason: null });
    await until('A’s events', () => hook.of(a, 200).length === 2);
    expect(hook.of(a)).toEqual(['abs_a1', 'abs_a1', 'abs_a1', 'abs_a2']);
    const audit = await t.store.db
      .selectFrom('audit_events')
      .select(['action', 'actor_type'])
      .where('organization_id', '=', a)
      .where('target_id', '=', app.clientId)
      .orderBy('occurred_at')
      .execute();
    expect(audit).toEqual([
      { action: 'partner_webhook_lane.disabled', actor_type: 'system' },
      { action: 'partner_webhook_lane.enabled', actor_type: 'api_key' },
    ]);
  });

  it('lets the organization’s admin resume its disabled lane from Connected apps, with the console’s CSRF token', async () => {
    const server = await start([0.2]);
    const { app, a, hook } = await givenAppOfTwo(server);
    const email = `${unique('admin')}@lanes.test`;
    await createConsoleUser(t.store.db, { organizationId: a, email, password: PASSWORD }, CLI_ACTOR);
    hook.failing.add(a);
    await log(a, 'abs_a1', 'abs_a2');
    const lane = () =>
      t.store.db
        .selectFrom('partner_webhook_lanes')
        .select(['status', 'disabled_reason'])
        .where('app_id', '=', app.clientId)
        .where('organization_id', '=', a)
        .executeTakeFirst();
    await until('A’s lane disabled', async () => (await lane())?.status === 'disabled');
    const grant = await t.store.db
      .selectFrom('partner_grants')
      .select('id')
      .where('app_id', '=', app.clientId)
      .where('organization_id', '=', a)
      .executeTakeFirstOrThrow();
    const session = await consoleSession(server.address, email);
    const resume = (body: URLSearchParams) =>
      fetch(`${server.address}/console/connected-apps/${grant.id}/resume-events`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: session.cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
    hook.failing.delete(a);
    const before = await lane();
    expect((await resume(new URLSearchParams())).status).toBe(403);
    expect(await lane()).toEqual(before);

    const resumed = await resume(new URLSearchParams({ _csrf: session.csrf }));
    expect(resumed.status).toBe(303);
    expect(await lane()).toEqual({ status: 'active', disabled_reason: null });
    await until('A’s events', () => hook.of(a, 200).length === 2);
    expect(hook.of(a, 200)).toEqual(['abs_a1', 'abs_a2']);
    expect(await session.page()).not.toContain('events-stopped');
  });

  it('enables no lane of an organization that does not grant the app, nor another app’s, and writes nothing', async () => {
    const server = await start([0.2]);
    const { app, auth, a } = await givenAppOfTwo(server);
    const other = await givenPartnerApp(t.store.db);
    const stranger = unique('org_s');
    await givenOrganization(t.store.db, stranger);
    // The lanes these refusals could touch: this app's and the other app's. An earlier test's app may
    // still be disabling its own lane in the background (seen on a loaded machine).
    const lanes = () =>
      t.store.db
        .selectFrom('partner_webhook_lanes')
        .select(['app_id', 'organization_id', 'status', 'disabled_reason', 'disabled_at', 'updated_at'])
        .where('app_id', 'in', [app.clientId, other.clientId])
        .orderBy('app_id')
        .orderBy('organization_id')
        .execute();
    // The dispatcher makes the app's two lanes at its first look; the refusals must change nothing after.
    await until(
      'the app’s lanes',
      async () => (await lanes()).filter((l) => l.app_id === app.clientId).length === 2,
    );
    const before = await lanes();
    const path = (org: string) => `/partner-app/webhook-endpoint/lanes/${org}/enable`;
    expect((await partnerCall(server, 'POST', path(stranger), auth)).status).toBe(404);
    const otherAuth = basic(other.clientId, other.clientSecret);
    expect((await partnerCall(server, 'POST', path(a), otherAuth)).status).toBe(404);
    expect(
      (await partnerCall(server, 'GET', `/partner-app/webhook-endpoint/lanes/${a}/deliveries`, otherAuth))
        .status,
    ).toBe(404);
    expect(
      (await partnerCall(server, 'GET', `/partner-app/webhook-endpoint/lanes/${stranger}/deliveries`, auth))
        .status,
    ).toBe(404);
    expect((await partnerCall(server, 'GET', '/partner-app/webhook-endpoint/lanes', otherAuth)).status).toBe(
      404,
    );
    expect((await partnerCall(server, 'POST', path('not an id'), auth)).status).toBe(400);
    expect(await lanes()).toEqual(before);
  });

  it('withdraws the events waiting in a disabled lane once its organization revokes the grant, never sending them', async () => {
    const server = await start([0.2]);
    const { app, a, hook } = await givenAppOfTwo(server);
    hook.failing.add(a);
    await log(a, 'abs_a1', 'abs_a2');
    await until('A’s lane disabled', async () => {
      const lane = await t.store.db
        .selectFrom('partner_webhook_lanes')
        .select('status')
        .where('app_id', '=', app.clientId)
        .where('organization_id', '=', a)
        .executeTakeFirst();
      return lane?.status === 'disabled';
    });
    const grant = await t.store.db
      .selectFrom('partner_grants')
      .select('id')
      .where('app_id', '=', app.clientId)
      .where('organization_id', '=', a)
      .executeTakeFirstOrThrow();
    hook.failing.delete(a);
    await revokeGrant(t.store.db, grant.id);
    await until('A’s events withdrawn', async () =>
      (await deliveriesOf(app.clientId, a)).every((d) => d.status === 'withdrawn'),
    );
    expect(hook.of(a, 200)).toEqual([]);
  });

  it('lists one lane per granting organization, by organization id, paged with a cursor and filtered by status', async () => {
    const server = await start([300]);
    const { app, auth, a, b } = await givenAppOfTwo(server);
    const more = [unique('org_l'), unique('org_l'), unique('org_l')];
    for (const org of more) {
      await givenOrganization(t.store.db, org);
      await givenGrant(t.store.db, app.clientId, org, ['org:absence:read']);
    }
    const orgs = [a, b, ...more].sort();
    const seen: string[] = [];
    let path = '/partner-app/webhook-endpoint/lanes?limit=2';
    for (;;) {
      const page = await partnerCall(server, 'GET', path, auth);
      expect(page.status).toBe(200);
      expect(page.body.total).toBe(5);
      seen.push(...page.body.data.map((lane: { organizationId: string }) => lane.organizationId));
      if (!page.body.nextCursor) break;
      path = `/partner-app/webhook-endpoint/lanes?limit=2&cursor=${page.body.nextCursor}`;
    }
    expect(seen).toEqual(orgs);
    // A lane the dispatcher made, then disabled as a last failed retry leaves it.
    await until('the lanes made', async () => {
      const made = await t.store.db
        .selectFrom('partner_webhook_lanes')
        .select('organization_id')
        .where('app_id', '=', app.clientId)
        .execute();
      return made.length === 5;
    });
    const at = new Date().toISOString();
    await t.store.db
      .updateTable('partner_webhook_lanes')
      .set({ status: 'disabled', disabled_reason: 'disabled for the test', disabled_at: at })
      .where('app_id', '=', app.clientId)
      .where('organization_id', '=', b)
      .execute();
    const disabled = await partnerCall(
      server,
      'GET',
      '/partner-app/webhook-endpoint/lanes?status=disabled',
      auth,
    );
    expect(disabled.body).toMatchObject({ total: 1, data: [{ organizationId: b, disabledAt: at }] });
    const active = await partnerCall(
      server,
      'GET',
      '/partner-app/webhook-endpoint/lanes?status=active',
      auth,
    );
    expect(active.body.total).toBe(4);
    const both = await partnerCall(
      server,
      'GET',
      '/partner-app/webhook-endpoint/lanes?page=1&cursor=b3Jn',
      auth,
    );
    expect(both.status).toBe(400);
    const unknown = await partnerCall(
      server,
      'GET',
      '/partner-app/webhook-endpoint/lanes?status=paused',
      auth,
    );
    expect(unknown.status).toBe(400);
  });

  it('sends each event of a healthy organization once and in order across two instances, while another organization’s lane waits', async () => {
    const first = await start([300]);
    await start([300]);
    const { a, b, hook } = await givenAppOfTwo(first);
    hook.failing.add(a);
    await log(a, 'abs_a1');
    const ids = Array.from({ length: 30 }, (_, i) => `abs_b${i}`);
    for (const id of ids) await log(b, id);
    await until('B’s thirty events', () => hook.of(b).length >= 30);
    await new Promise((r) => setTimeout(r, 500));
    expect(hook.of(b)).toEqual(ids);
    expect(hook.of(a)).toEqual(['abs_a1']);
  });
});
