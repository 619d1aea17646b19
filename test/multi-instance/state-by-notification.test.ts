import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeApiKey } from '../../src/auth/keys/api-keys.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { type StateChannel, stateChannelOf } from '../../src/db/state-channel.ts';
import { revokeGrant } from '../../src/partners/partner-grants.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import { type HrapiProcess, killAll, serveHrapi } from '../faults/processes.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { givenEstablishment } from '../support/hr-data.ts';
import { mintAccessToken } from '../support/oauth-token.ts';
import { callApi } from '../support/server.ts';
import { createTestStore, type TestStore } from '../support/store.ts';
import { TcpProxy } from '../support/tcp-proxy.ts';
import { freePort } from './helpers.ts';

const MERGE_PATCH = { 'content-type': 'application/merge-patch+json' };
const SCOPES = [
  'org:employee:read',
  'org:employee:details:read',
  'org:contract:details:read',
  'org:employee:write',
] as const;
const uniqueOrg = () => `org_notify_${Math.random().toString(36).slice(2, 10)}`;

/**
 * Two instances on one PostgreSQL, each keeping organizations' states from LISTEN/NOTIFY
 * (migration 0038, src/db/state-channel.ts): A in this process behind a TCP proxy of the
 * test's own (its statements counted by its pool), B a `hrapi serve` process of its own, so that
 * nothing of what A does in this process can tell B: only the notifications can.
 */
describe.skipIf(!process.env.DATABASE_URL)('organization states kept from notifications', () => {
  let testStore: TestStore;
  let proxy: TcpProxy;
  let a: RunningServer;
  let b: HrapiProcess & { baseUrl: string };
  let channel: StateChannel<unknown>;

  beforeAll(async () => {
    const publicUrl = `http://127.0.0.1:${await freePort()}`;
    testStore = await createTestStore('postgres', { accessLog: false, publicUrl });
    const direct = testStore.config.databaseUrl ?? '';
    const proxied = await TcpProxy.inFrontOf(direct);
    proxy = proxied.proxy;
    // Only A's channel goes through the proxy: its requests keep their store while the channel is cut.
    a = await startServer(
      { ...testStore.config, port: 0, host: '127.0.0.1' },
      // No background poll in this process: every statement A sends is a request's.
      { stateChannelUrl: proxied.url, webhookPollMs: 3_600_000, changeJobsIntervalMs: 3_600_000 },
    );
    b = await serveHrapi({ DATABASE_URL: direct, HRAPI_ACCESS_LOG: 'false', HRAPI_PUBLIC_URL: publicUrl });
    const found = stateChannelOf(a.store);
    if (!found) throw new Error('instance A keeps no state from notifications');
    channel = found;
    await until(() => channel.trusted);
  }, 90_000);
  afterAll(async () => {
    await a?.stop();
    await killAll();
    await proxy?.close();
    await testStore?.drop();
  });

  async function organization() {
    const org = uniqueOrg();
    const db = testStore.store.db;
    await givenOrganization(db, org);
    await givenEstablishment(db, org, { id: `est_${org}` });
    const { key, secret } = await givenKey(db, org, [...SCOPES]);
    const url = `/organizations/${org}/collaborators/col_n`;
    const created = await callApi(a.address, url, {
      method: 'PUT',
      key: secret,
      body: { establishmentId: `est_${org}`, firstName: 'Léa', lastName: 'Martin', email: 'lea@example.fr' },
    });
    expect(created.status).toBe(201);
    return { org, key, secret, url };
  }

  it('a warm hit asks PostgreSQL nothing: 100 warm reads of a detail send no statement', async () => {
    const { secret, url } = await organization();
    for (let i = 0; i < 3; i++) expect((await callApi(a.address, url, { key: secret })).status).toBe(200);
    // The write's own notification may come after these reads (it drops what they kept): let it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await callApi(a.address, url, { key: secret });
    const before = a.store.statementsSent() ?? 0;
    for (let i = 0; i < 100; i++) {
      const hit = await callApi(a.address, url, { key: secret });
      expect(hit.status).toBe(200);
    }
    expect((a.store.statementsSent() ?? 0) - before).toBe(0);
  });

  it('a write on one instance is the very next read on the other, both ways, states warm on both', async () => {
    const { secret, url } = await organization();
    for (const base of [a.address, b.baseUrl, a.address, b.baseUrl])
      await callApi(base, url, { key: secret });
    for (const [writer, reader, lastName] of [
      [a.address, b.baseUrl, 'Durand'],
      [b.baseUrl, a.address, 'Petit'],
    ] as const) {
      const patched = await callApi(writer, url, {
        method: 'PATCH',
        key: secret,
        body: { lastName },
        headers: MERGE_PATCH,
      });
      expect(patched.status).toBe(200);
      const read = await callApi(reader, url, { key: secret });
      expect(read.body.lastName).toBe(lastName);
      expect(read.headers.get('etag')).toBe(patched.headers.get('etag'));
    }
  });

  it('a revoked key fails on its next request on every instance, warm on both', async () => {
    const { org, key, secret, url } = await organization();
    for (const base of [a.address, b.baseUrl, a.address, b.baseUrl]) {
      expect((await callApi(base, url, { key: secret })).status).toBe(200);
    }
    const startedAt = performance.now();
    expect((await revokeApiKey(a.store.db, org, key.id, CLI_ACTOR)).outcome).toBe('revoked');
    // The revocation answers once every instance's lease has passed (settleKeyChange).
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(channel.leaseMs);
    expect((await callApi(b.baseUrl, url, { key: secret })).status).toBe(401);
    expect((await callApi(a.address, url, { key: secret })).status).toBe(401);
  });

  it("a revoked grant's token fails on its next request on every instance, warm on both", async () => {
    const { org, url } = await organization();
    const db = testStore.store.db;
    const token = await mintAccessToken(db, testStore.config.publicUrl ?? '', org, [...SCOPES], 'notify app');
    for (const base of [a.address, b.baseUrl, a.address, b.baseUrl]) {
      expect((await callApi(base, url, { key: token })).status).toBe(200);
    }
    const grant = await db
      .selectFrom('partner_grants')
      .select('id')
      .where('organization_id', '=', org)
      .executeTakeFirstOrThrow();
    expect((await revokeGrant(a.store.db, org, grant.id, CLI_ACTOR)).outcome).toBe('revoked');
    expect((await callApi(b.baseUrl, url, { key: token })).status).toBe(401);
    expect((await callApi(a.address, url, { key: token })).status).toBe(401);
  });

  it('with its channel cut, an instance reads the state on each request, sees writes, and reconnects by itself', async () => {
    const { secret, url } = await organization();
    await callApi(a.address, url, { key: secret });
    const connections = channel.counts.connections;
    await proxy.refuse();
    proxy.cut();
    await until(() => !channel.trusted);
    const before = a.store.statementsSent() ?? 0;
    const patched = await callApi(b.baseUrl, url, {
      method: 'PATCH',
      key: secret,
      body: { lastName: 'Coupé' },
      headers: MERGE_PATCH,
    });
    expect(patched.status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const read = await callApi(a.address, url, { key: secret });
      expect(read.body.lastName).toBe('Coupé');
    }
    // Each request read the state (B's write through its own process, A's pool asked).
    expect((a.store.statementsSent() ?? 0) - before).toBeGreaterThanOrEqual(3);
    expect(channel.trusted).toBe(false);
    await proxy.accept();
    // Back by itself; what was learnt before the gap is read again once, then kept.
    await until(() => channel.trusted && channel.counts.connections > connections);
    const reread = a.store.statementsSent() ?? 0;
    expect((await callApi(a.address, url, { key: secret })).body.lastName).toBe('Coupé');
    expect((a.store.statementsSent() ?? 0) - reread).toBeGreaterThan(0);
    const warm = a.store.statementsSent() ?? 0;
    for (let i = 0; i < 10; i++) await callApi(a.address, url, { key: secret });
    expect((a.store.statementsSent() ?? 0) - warm).toBe(0);
  }, 30_000);
});

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
