import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appendChanges } from '../../src/changes/change-log.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import { uuidv7 } from '../../src/shared/ids.ts';
import { recentDeliveries } from '../../src/webhooks/deliveries.ts';
import { createWebhookEndpoint, listWebhookEndpoints } from '../../src/webhooks/endpoints.ts';
import { errorFailure } from '../../src/webhooks/failure.ts';
import { testEngines } from '../support/engines.ts';
import { givenOrganization, givenWebhookEndpoint } from '../support/fixtures.ts';
import { createTestStore, type TestStore } from '../support/store.ts';

type Receiver = { url: string; close: () => Promise<unknown> };

const listen = async (server: http.Server | net.Server, scheme = 'http'): Promise<Receiver> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `${scheme}://127.0.0.1:${port}/hooks`, close: () => new Promise((r) => server.close(r)) };
};

/** Receivers that fail each in their own way (the kind each failure is stored as). */
const RECEIVERS: Record<string, () => Promise<Receiver>> = {
  http_status: () => listen(http.createServer((_q, r) => r.writeHead(503).end('busy'))),
  timeout: () => listen(http.createServer(() => {})),
  connection: async () => {
    const closed = await listen(http.createServer());
    await closed.close();
    return { url: closed.url, close: async () => {} };
  },
  invalid_answer: () => listen(net.createServer((s) => s.on('data', () => s.end('HELLO\r\n\r\n')))),
  // https to a receiver that speaks plain http: the TLS handshake fails.
  tls: async () => {
    const plain = await listen(http.createServer((_q, r) => r.end('ok')));
    return { url: plain.url.replace('http:', 'https:'), close: plain.close };
  },
};

const uniqueOrg = () => `org_whk_${Math.random().toString(36).slice(2, 10)}`;

async function until<T>(what: string, check: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the kind of a request error', () => {
  it.each([
    ['DEPTH_ZERO_SELF_SIGNED_CERT', 'tls'],
    ['CERT_HAS_EXPIRED', 'tls'],
    ['ERR_TLS_CERT_ALTNAME_INVALID', 'tls'],
    ['EPROTO', 'tls'],
    ['HPE_HEADER_OVERFLOW', 'invalid_answer'],
    ['ECONNREFUSED', 'connection'],
    ['ECONNRESET', 'connection'],
    [undefined, 'connection'],
  ] as const)('%s is %s', (code, kind) => {
    expect(errorFailure(code)).toBe(kind);
  });
});

describe.each(testEngines())(
  'why a webhook attempt failed, stored as a kind beside its text, on %s',
  (engine) => {
    let t: TestStore;
    let server: RunningServer | undefined;

    beforeAll(async () => {
      // No retry: every failure disables its endpoint, whose reason gets the kind too.
      t = await createTestStore(engine, { webhooksAllowPrivate: true, webhookRetrySeconds: [] });
    });
    afterEach(async () => {
      await server?.stop();
      server = undefined;
    });
    afterAll(async () => t?.drop());

    const start = async (allowPrivate: boolean) => {
      server = await startServer(
        { ...t.config, webhooksAllowPrivate: allowPrivate, port: 0, host: '127.0.0.1' },
        { webhookPollMs: 100, webhookTimeoutMs: 1500 },
      );
    };
    const attemptOf = async (org: string, url: string) => {
      const { endpoint } = await createWebhookEndpoint(
        t.store.db,
        { organizationId: org, url, eventTypes: ['absence.created'] },
        { allowPrivate: true, production: false },
        CLI_ACTOR,
      );
      await t.store.db
        .transaction()
        .execute((trx) => appendChanges(trx, org, [{ type: 'absence.created', resourceId: 'abs_kind_1' }]));
      const delivery = await until('the attempt recorded', async () => {
        const [last] = await recentDeliveries(t.store.db, org, endpoint.id);
        return last?.status === 'failed' ? last : undefined;
      });
      const [after] = (await listWebhookEndpoints(t.store.db, org)).filter((e) => e.id === endpoint.id);
      return { attempt: delivery.lastAttempt, endpoint: after };
    };

    it.each(Object.keys(RECEIVERS))(
      'a receiver that fails by %s: the attempt and the disabled endpoint say so',
      async (kind) => {
        await start(true);
        const receiver = await RECEIVERS[kind]?.();
        if (!receiver) throw new Error(kind);
        const org = uniqueOrg();
        await givenOrganization(t.store.db, org);
        try {
          const { attempt, endpoint } = await attemptOf(org, receiver.url);
          expect(attempt?.reasonKind).toBe(kind);
          expect(endpoint).toMatchObject({ status: 'disabled', disabledReasonKind: kind });
          if (kind !== 'http_status') expect(attempt?.error).toBeTruthy();
        } finally {
          await receiver.close();
        }
      },
      20_000,
    );

    it('a private address refused before the delivery keeps its technical text, naming the switch, beside the kind', async () => {
      await start(false);
      const org = uniqueOrg();
      await givenOrganization(t.store.db, org);
      const { attempt, endpoint } = await attemptOf(org, 'http://127.0.0.1:9/hooks');
      expect(attempt).toMatchObject({ statusCode: null, reasonKind: 'private_address' });
      expect(attempt?.error).toMatch(
        /^refused: the URL resolves to a loopback.*HRAPI_WEBHOOKS_ALLOW_PRIVATE/,
      );
      expect(endpoint?.disabledReasonKind).toBe('private_address');
      expect(endpoint?.disabledReason).toMatch(/HRAPI_WEBHOOKS_ALLOW_PRIVATE/);
    }, 20_000);

    it('the store refuses a kind it does not know', async () => {
      const org = uniqueOrg();
      await givenOrganization(t.store.db, org);
      const endpoint = await givenWebhookEndpoint(t.store.db, org);
      const now = new Date().toISOString();
      const delivery = uuidv7();
      await t.store.db
        .insertInto('webhook_deliveries')
        .values({
          organization_id: org,
          id: delivery,
          endpoint_id: endpoint.id,
          seq: null,
          event_type: 'webhook.test',
          payload: '{}',
          status: 'failed',
          attempts: 1,
          next_attempt_at: now,
          locked_until: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const attempt = (reason_kind: string) =>
        t.store.db
          .insertInto('webhook_attempts')
          .values({
            organization_id: org,
            id: uuidv7(),
            delivery_id: delivery,
            attempted_at: now,
            status_code: null,
            latency_ms: 1,
            response_excerpt: null,
            error: 'x',
            reason_kind,
          })
          .execute();
      await expect(attempt('the_moon')).rejects.toThrow(/check|constraint/i);
      await expect(attempt('timeout')).resolves.toBeDefined();
      await expect(
        t.store.db
          .updateTable('webhook_endpoints')
          .set({ disabled_reason_kind: 'the_moon' })
          .where('id', '=', endpoint.id)
          .execute(),
      ).rejects.toThrow(/check|constraint/i);
    });
  },
);
