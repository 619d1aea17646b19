import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appendChanges, type ChangeType } from '../../src/changes/change-log.ts';
import { enqueueAppChanges } from '../../src/partners/webhooks/webhook-fan-out.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import { testEngines } from '../support/engines.ts';
import { givenOrganization } from '../support/fixtures.ts';
import { givenCollaborator } from '../support/hr-data.ts';
import { givenStoppage } from '../support/stoppages.ts';
import { createTestStore, type TestStore } from '../support/store.ts';
import { type PartnerEvent, signedReceiver, until } from './signed-receiver.ts';
import { basic, givenGrant, givenPartnerApp, registeredEndpoints, revokeGrant } from './support.ts';

/** An answer of the app's routes: an endpoint in `data`, or an error body. */
interface Answer {
  data: { secret?: string; previousSecretUntil?: string | null } & Record<string, unknown>;
  code?: string;
}

const unique = (prefix: string) => `${prefix}_${Math.random().toString(36).slice(2, 10)}`;

describe.each(testEngines())('the webhook endpoint of a partner app on %s', (engine) => {
  let t: TestStore;
  let servers: RunningServer[] = [];

  beforeAll(async () => {
    t = await createTestStore(engine, { webhooksAllowPrivate: true, webhookRetrySeconds: [1, 1] });
  });
  afterEach(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    servers = [];
  });
  afterAll(async () => t?.drop());

  const start = async () => {
    const server = await startServer({ ...t.config, port: 0, host: '127.0.0.1' }, { webhookPollMs: 100 });
    servers.push(server);
    return server;
  };

  async function call(server: RunningServer, method: string, path: string, auth: string, body?: unknown) {
    const response = await fetch(`${server.address}/api/public/v1${path}`, {
      method,
      headers: { authorization: auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Answer) : undefined };
  }

  async function log(org: string, type: ChangeType, resourceId: string) {
    await t.store.db.transaction().execute((trx) => appendChanges(trx, org, [{ type, resourceId }]));
  }

  it('registers one endpoint per app, shows its secret once, rotates it and deletes it', async () => {
    const server = await start();
    const app = await givenPartnerApp(t.store.db);
    const auth = basic(app.clientId, app.clientSecret);
    const body = { url: 'http://127.0.0.1:9/hooks', eventTypes: ['absence.created'] };
    const created = await call(server, 'PUT', '/partner-app/webhook-endpoint', auth, body);
    expect(created.status).toBe(200);
    expect(created.body?.data).toMatchObject({
      ...body,
      status: 'active',
      secret: expect.stringMatching(/^whsec_/),
    });
    const read = await call(server, 'GET', '/partner-app/webhook-endpoint', auth);
    expect(read.status).toBe(200);
    expect(read.body?.data).not.toHaveProperty('secret');
    const changed = await call(server, 'PUT', '/partner-app/webhook-endpoint', auth, {
      ...body,
      eventTypes: ['*'],
    });
    expect(changed.status).toBe(200);
    expect(changed.body?.data).toMatchObject({ eventTypes: ['*'] });
    expect(changed.body?.data).not.toHaveProperty('secret');
    const rotated = await call(server, 'POST', '/partner-app/webhook-endpoint/rotate-secret', auth);
    expect(rotated.status).toBe(200);
    expect(rotated.body?.data.secret).not.toBe(created.body?.data.secret);
    expect(rotated.body?.data.previousSecretUntil).toEqual(expect.any(String));
    // Another app sees none of it.
    const other = await givenPartnerApp(t.store.db);
    expect(
      (await call(server, 'GET', '/partner-app/webhook-endpoint', basic(other.clientId, other.clientSecret)))
        .status,
    ).toBe(404);
    expect((await call(server, 'DELETE', '/partner-app/webhook-endpoint', auth)).status).toBe(200);
    expect((await call(server, 'GET', '/partner-app/webhook-endpoint', auth)).status).toBe(404);
    expect((await call(server, 'DELETE', '/partner-app/webhook-endpoint', auth)).status).toBe(404);
  });

  it('refuses an unknown event type or a URL that is not http(s), naming each, and writes nothing', async () => {
    const server = await start();
    const app = await givenPartnerApp(t.store.db);
    const auth = basic(app.clientId, app.clientSecret);
    const before = await registeredEndpoints(t.store.db);
    const refused = await call(server, 'PUT', '/partner-app/webhook-endpoint', auth, {
      url: 'ftp://partner.example/hooks',
      eventTypes: ['absence.created', '*'],
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'invalid_body' });
    const unknown = await call(server, 'PUT', '/partner-app/webhook-endpoint', auth, {
      url: 'https://partner.example/hooks',
      eventTypes: ['payroll.created'],
    });
    expect(unknown.status).toBe(400);
    expect(await registeredEndpoints(t.store.db)).toEqual(before);
  });

  it('sends each granting organization’s events with its organizationId, filtered by that grant’s scopes, and none after a revocation', async () => {
    const hook = await signedReceiver();
    try {
      const server = await start();
      const app = await givenPartnerApp(t.store.db);
      const [employeesOnly, both] = [unique('org_e'), unique('org_b')];
      await givenOrganization(t.store.db, employeesOnly);
      await givenOrganization(t.store.db, both);
      // Logged before the grant: never sent.
      await log(both, 'collaborator.created', 'col_before');
      await new Promise((r) => setTimeout(r, 5));
      await givenGrant(t.store.db, app.clientId, employeesOnly, ['org:employee:read']);
      const grantBoth = await givenGrant(t.store.db, app.clientId, both, [
        'org:employee:read',
        'org:absence:read',
      ]);
      const created = await call(
        server,
        'PUT',
        '/partner-app/webhook-endpoint',
        basic(app.clientId, app.clientSecret),
        {
          url: hook.url,
          eventTypes: ['*'],
        },
      );
      const secret = created.body?.data.secret as string;
      await new Promise((r) => setTimeout(r, 5));
      await log(employeesOnly, 'collaborator.created', 'col_e1');
      await log(employeesOnly, 'absence.created', 'abs_e1');
      await log(both, 'collaborator.created', 'col_b1');
      await log(both, 'absence.created', 'abs_b1');
      await until('three events', () => hook.events(secret).length >= 3);
      await new Promise((r) => setTimeout(r, 500));
      const seen = (events: PartnerEvent[]) =>
        events.map((e) => `${e.data.organizationId} ${e.type} ${e.data.resourceId}`).sort();
      expect(seen(hook.events(secret))).toEqual(
        [
          `${employeesOnly} collaborator.created col_e1`,
          `${both} collaborator.created col_b1`,
          `${both} absence.created abs_b1`,
        ].sort(),
      );

      await revokeGrant(t.store.db, grantBoth);
      await log(both, 'collaborator.updated', 'col_b2');
      await log(employeesOnly, 'collaborator.updated', 'col_e2');
      await until('the next event of the organization still granting', () =>
        hook.events(secret).some((e) => e.data.resourceId === 'col_e2'),
      );
      await new Promise((r) => setTimeout(r, 500));
      expect(hook.events(secret).filter((e) => e.data.organizationId === both)).toHaveLength(2);
      expect(hook.events(secret).map((e) => e.data.resourceId)).not.toContain('col_b2');
    } finally {
      await hook.close();
    }
  });

  it('sends a stoppage’s reason (health data) only to a grant that reads absence types and does not withhold them', async () => {
    const hook = await signedReceiver();
    try {
      const server = await start();
      const app = await givenPartnerApp(t.store.db);
      const [typed, untyped, withheld] = [unique('org_t'), unique('org_u'), unique('org_w')];
      const scopes = {
        [typed]: ['org:absence:read', 'org:absence:type:read'],
        [untyped]: ['org:absence:read'],
      };
      for (const org of [typed, untyped, withheld]) {
        await givenOrganization(t.store.db, org);
        const grant = await givenGrant(
          t.store.db,
          app.clientId,
          org,
          scopes[org] ?? ['org:absence:read', 'org:absence:type:read'],
        );
        if (org === withheld) {
          await t.store.db
            .updateTable('partner_grants')
            .set({ withheld_fields: 'absenceType' })
            .where('id', '=', grant)
            .execute();
        }
      }
      const created = await call(
        server,
        'PUT',
        '/partner-app/webhook-endpoint',
        basic(app.clientId, app.clientSecret),
        { url: hook.url, eventTypes: ['*'] },
      );
      const secret = created.body?.data.secret as string;
      await new Promise((r) => setTimeout(r, 5));
      for (const org of [typed, untyped, withheld]) {
        const person = await givenCollaborator(t.store.db, org);
        await givenStoppage(t.store.db, org, {
          absenceId: `abs_${org}`,
          collaboratorId: person.id,
          reason: '01',
        });
      }
      await until('three stoppages', () => hook.events(secret).length >= 3);
      const reasonOf = (org: string) => {
        const event = hook.events(secret).find((e) => e.data.organizationId === org);
        return [event?.type, (event?.data as { reason?: string } | undefined)?.reason];
      };
      expect([reasonOf(typed), reasonOf(untyped), reasonOf(withheld)]).toEqual([
        ['absence.stoppage_started', '01'],
        ['absence.stoppage_started', undefined],
        ['absence.stoppage_started', undefined],
      ]);
    } finally {
      await hook.close();
    }
  });

  it('withdraws the waiting deliveries of a revoked grant, never sending them', async () => {
    const app = await givenPartnerApp(t.store.db);
    const org = unique('org_w');
    await givenOrganization(t.store.db, org);
    const grant = await givenGrant(t.store.db, app.clientId, org, ['org:absence:read']);
    const hook = await signedReceiver();
    try {
      // Registered while no server runs: the deliveries wait in the store.
      const server = await start();
      const created = await call(
        server,
        'PUT',
        '/partner-app/webhook-endpoint',
        basic(app.clientId, app.clientSecret),
        {
          url: hook.url,
          eventTypes: ['absence.created'],
        },
      );
      await server.stop();
      servers = [];
      await new Promise((r) => setTimeout(r, 5));
      await log(org, 'absence.created', 'abs_w1');
      expect(await enqueueAppChanges(t.store, app.clientId)).toBe(1);
      await revokeGrant(t.store.db, grant);
      await start();
      await until('the delivery withdrawn', async () => {
        const rows = await t.store.db
          .selectFrom('partner_webhook_deliveries')
          .select('status')
          .where('app_id', '=', app.clientId)
          .execute();
        return rows.length === 1 && rows[0]?.status === 'withdrawn';
      });
      expect(hook.events(created.body?.data.secret as string)).toEqual([]);
    } finally {
      await hook.close();
    }
  });

  it('sends each event once across two instances sharing the store', async () => {
    const hook = await signedReceiver();
    try {
      const [first] = [await start(), await start()];
      const app = await givenPartnerApp(t.store.db);
      const org = unique('org_m');
      await givenOrganization(t.store.db, org);
      await givenGrant(t.store.db, app.clientId, org, ['org:absence:read']);
      const created = await call(
        first,
        'PUT',
        '/partner-app/webhook-endpoint',
        basic(app.clientId, app.clientSecret),
        {
          url: hook.url,
          eventTypes: ['absence.created'],
        },
      );
      const secret = created.body?.data.secret as string;
      await new Promise((r) => setTimeout(r, 5));
      for (let i = 0; i < 30; i++) await log(org, 'absence.created', `abs_m${i}`);
      await until('thirty events', () => hook.events(secret).length >= 30);
      await new Promise((r) => setTimeout(r, 500));
      const ids = hook.events(secret).map((e) => e.data.resourceId);
      expect(ids).toEqual(Array.from({ length: 30 }, (_, i) => `abs_m${i}`));
    } finally {
      await hook.close();
    }
  });

  it('sends nothing to a disabled app, while another app granted by the same organization hears the event', async () => {
    const hook = await signedReceiver();
    const sentinel = await signedReceiver();
    try {
      const server = await start();
      const org = unique('org_d');
      await givenOrganization(t.store.db, org);
      const disabled = await givenPartnerApp(t.store.db);
      const active = await givenPartnerApp(t.store.db);
      await givenGrant(t.store.db, disabled.clientId, org, ['org:employee:read']);
      await givenGrant(t.store.db, active.clientId, org, ['org:employee:read']);
      const put = (app: { clientId: string; clientSecret: string }, url: string) =>
        call(server, 'PUT', '/partner-app/webhook-endpoint', basic(app.clientId, app.clientSecret), {
          url,
          eventTypes: ['*'],
        });
      const secret = (await put(disabled, hook.url)).body?.data.secret as string;
      const sentinelSecret = (await put(active, sentinel.url)).body?.data.secret as string;
      await t.store.db
        .updateTable('partner_apps')
        .set({ status: 'disabled' })
        .where('id', '=', disabled.clientId)
        .execute();
      await new Promise((r) => setTimeout(r, 5));
      await log(org, 'collaborator.created', 'col_d1');
      await until('the other app’s event', () => sentinel.events(sentinelSecret).length === 1);
      await new Promise((r) => setTimeout(r, 500));
      expect(hook.events(secret)).toEqual([]);
    } finally {
      await hook.close();
      await sentinel.close();
    }
  });
});
