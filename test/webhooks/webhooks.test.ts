import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appendChanges } from '../../src/changes/change-log.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import { recentDeliveries } from '../../src/webhooks/deliveries.ts';
import { runCli, storeEnv } from '../support/cli.ts';
import { testEngines } from '../support/engines.ts';
import { givenOrganization } from '../support/fixtures.ts';
import { createTestStore, type TestStore } from '../support/store.ts';

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** A receiver on 127.0.0.1 that answers each request with the next status of `answers` (then 200). */
async function receiver(answers: number[] = []) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers as Record<string, string>, body });
      response.writeHead(answers.shift() ?? 200, { 'content-type': 'text/plain' }).end('thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () => new Promise((r) => server.close(r)),
  };
}

async function until<T>(
  what: string,
  check: () => T | undefined | false | Promise<T | undefined | false>,
  ms = 15_000,
) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const uniqueOrg = () => `org_wh_${Math.random().toString(36).slice(2, 10)}`;

describe.each(testEngines())('webhooks on %s', (engine) => {
  let t: TestStore;
  let servers: RunningServer[] = [];
  const env = () => ({ ...storeEnv(t.config), HRAPI_WEBHOOKS_ALLOW_PRIVATE: 'true' });

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

  async function endpointFor(org: string, url: string, events = '*') {
    const created = await runCli(
      ['webhooks', 'create', '--org', org, '--url', url, '--events', events, '--json'],
      env(),
    );
    expect(created.code, created.stderr).toBe(0);
    return JSON.parse(created.stdout) as { id: string; secret: string };
  }

  async function logChange(org: string, resourceId: string) {
    await t.store.db
      .transaction()
      .execute((trx) =>
        appendChanges(trx, org, [{ type: 'absence.created', resourceId, collaboratorId: 'col_1' }]),
      );
  }

  it('signs each event per Standard Webhooks, verified by an independent implementation, and retries after a 500', async () => {
    const org = uniqueOrg();
    await givenOrganization(t.store.db, org);
    const hook = await receiver([500]);
    try {
      const endpoint = await endpointFor(org, hook.url, 'absence.created,absence.deleted');
      await start();
      await logChange(org, 'abs_1');
      await until('the retry', () => hook.received.length >= 2);
      const [first, retry] = hook.received as [Received, Received];
      expect(retry.headers['webhook-id']).toBe(first.headers['webhook-id']);
      const event = new Webhook(endpoint.secret).verify(retry.body, retry.headers) as {
        type: string;
        data: { type: string; resourceId: string; cursor: string };
      };
      expect(event.type).toBe('absence.created');
      expect(event.data).toMatchObject({
        type: 'absence.created',
        resourceId: 'abs_1',
        collaboratorId: 'col_1',
      });
      expect(event.data.cursor).toEqual(expect.any(String));
      const [delivery] = await until('the delivery recorded', async () => {
        const list = await recentDeliveries(t.store.db, org, endpoint.id);
        return list[0]?.status === 'succeeded' ? list : undefined;
      });
      expect(delivery).toMatchObject({ attempts: 2, lastAttempt: { statusCode: 200, excerpt: 'thanks' } });
    } finally {
      await hook.close();
    }
  });

  it('sends only the event types the endpoint asked for', async () => {
    const org = uniqueOrg();
    await givenOrganization(t.store.db, org);
    const hook = await receiver();
    try {
      await endpointFor(org, hook.url, 'collaborator.deleted');
      await start();
      await logChange(org, 'abs_2');
      await t.store.db
        .transaction()
        .execute((trx) =>
          appendChanges(trx, org, [
            { type: 'collaborator.deleted', resourceId: 'col_9', collaboratorId: 'col_9' },
          ]),
        );
      await until('the delivery', () => hook.received.length >= 1);
      await new Promise((r) => setTimeout(r, 400));
      expect(hook.received.map((r) => JSON.parse(r.body).type)).toEqual(['collaborator.deleted']);
    } finally {
      await hook.close();
    }
  });

  it('disables the endpoint after the last retry fails, and says so', async () => {
    const org = uniqueOrg();
    await givenOrganization(t.store.db, org);
    const hook = await receiver([500, 500, 500, 500]);
    try {
      const endpoint = await endpointFor(org, hook.url);
      await start();
      await logChange(org, 'abs_3');
      const listed = await until('the endpoint disabled', async () => {
        const list = await runCli(['webhooks', 'list', '--org', org, '--json'], env());
        const found = JSON.parse(list.stdout).endpoints.find((e: { id: string }) => e.id === endpoint.id);
        return found?.status === 'disabled' ? found : undefined;
      });
      expect(hook.received).toHaveLength(3);
      expect(listed.disabledReason).toMatch(/3 failed attempts.*HTTP 500/);
    } finally {
      await hook.close();
    }
  });

  it('two instances on one store never send the same event twice', async () => {
    const org = uniqueOrg();
    await givenOrganization(t.store.db, org);
    const hook = await receiver();
    try {
      await endpointFor(org, hook.url);
      await Promise.all([start(), start()]);
      for (let i = 0; i < 15; i++) await logChange(org, `abs_many_${i}`);
      await until('every event', () => hook.received.length >= 15);
      await new Promise((r) => setTimeout(r, 500));
      const ids = hook.received.map((r) => r.headers['webhook-id']);
      expect(new Set(ids).size).toBe(15);
      expect(ids).toHaveLength(15);
      // In order per endpoint: the resources arrive as they were logged.
      expect(hook.received.map((r) => JSON.parse(r.body).data.resourceId)).toEqual(
        Array.from({ length: 15 }, (_, i) => `abs_many_${i}`),
      );
    } finally {
      await hook.close();
    }
  });

  it('deliveries wait in the store across a restart', async () => {
    const org = uniqueOrg();
    await givenOrganization(t.store.db, org);
    const hook = await receiver();
    try {
      await endpointFor(org, hook.url);
      await logChange(org, 'abs_while_down');
      expect(hook.received).toHaveLength(0);
      await start();
      await until('the delivery after the start', () => hook.received.length >= 1);
      expect(JSON.parse((hook.received[0] as Received).body).data.resourceId).toBe('abs_while_down');
    } finally {
      await hook.close();
    }
  });

  it('after a rotation both the new and the old secret verify, for 24 hours', async () => {
    const org = uniqueOrg();
    await givenOrganization(t.store.db, org);
    const hook = await receiver();
    try {
      const endpoint = await endpointFor(org, hook.url);
      const rotated = await runCli(['webhooks', 'rotate-secret', '--org', org, endpoint.id, '--json'], env());
      const { secret } = JSON.parse(rotated.stdout) as { secret: string };
      expect(secret).not.toBe(endpoint.secret);
      await start();
      await logChange(org, 'abs_rotated');
      const received = await until('the delivery', () => hook.received[0]);
      expect(() => new Webhook(secret).verify(received.body, received.headers)).not.toThrow();
      expect(() => new Webhook(endpoint.secret).verify(received.body, received.headers)).not.toThrow();
    } finally {
      await hook.close();
    }
  });

  it("--events '*' is stored as * (every type, present and future), listed as *, and delivers every type", async () => {
    const org = uniqueOrg();
    await givenOrganization(t.store.db, org);
    const hook = await receiver();
    try {
      const endpoint = await endpointFor(org, hook.url, '*');
      const stored = await t.store.db
        .selectFrom('webhook_endpoints')
        .select('event_types')
        .where('organization_id', '=', org)
        .where('id', '=', endpoint.id)
        .executeTakeFirstOrThrow();
      // Not today's list of types: a type the feed gains later is read from `*` at each fan-out.
      expect(stored.event_types).toBe('*');
      const listed = await runCli(['webhooks', 'list', '--org', org, '--json'], env());
      expect(JSON.parse(listed.stdout).endpoints[0].eventTypes).toEqual(['*']);
      const table = await runCli(['webhooks', 'list', '--org', org], env());
      expect(table.stdout).toMatch(new RegExp(`${endpoint.id}.*\\s\\*\\s`));
      await start();
      await logChange(org, 'abs_star');
      await t.store.db
        .transaction()
        .execute((trx) => appendChanges(trx, org, [{ type: 'organization.updated', resourceId: org }]));
      await until('both deliveries', () => hook.received.length >= 2);
      expect(hook.received.map((r) => JSON.parse(r.body).type)).toEqual([
        'absence.created',
        'organization.updated',
      ]);
    } finally {
      await hook.close();
    }
  });

  it('refuses a private URL at creation unless HRAPI_WEBHOOKS_ALLOW_PRIVATE is set, and writes nothing', async () => {
    const org = uniqueOrg();
    await givenOrganization(t.store.db, org);
    const strict = { ...storeEnv(t.config), HRAPI_WEBHOOKS_ALLOW_PRIVATE: 'false', NODE_ENV: 'production' };
    const refused = await runCli(
      [
        'webhooks',
        'create',
        '--org',
        org,
        '--url',
        'https://169.254.169.254/latest',
        '--events',
        '*',
        '--json',
      ],
      strict,
    );
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/URL resolves to a loopback, private, link-local or metadata address/);
    expect(
      await t.store.db
        .selectFrom('webhook_endpoints')
        .where('organization_id', '=', org)
        .selectAll()
        .execute(),
    ).toEqual([]);
  });
});
