import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../src/server.ts';
import { FailoverLoad, givenFailoverOrganization } from '../support/failover-load.ts';
import { verifyFailover } from '../support/failover-verify.ts';
import { type PgCluster, startPgCluster } from '../support/pg-cluster.ts';
import { createTestStore, type TestStore } from '../support/store.ts';
import { TcpProxy } from '../support/tcp-proxy.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A primary that changes (the production set-up of docs/deployment.md, with a plain promotion in
 * place of Patroni): the server reaches PostgreSQL through a proxy that follows the primary; the
 * primary, synchronously replicated, is killed (-9) under partner writes, the standby promoted and
 * the proxy pointed at it. Every write answered 2xx is on the new primary, none is applied twice,
 * the change feed is whole, nothing answers 500, and writes are answered again within 30 s.
 */
describe.skipIf(!process.env.DATABASE_URL)('a primary killed and its synchronous standby promoted', () => {
  let cluster: PgCluster;
  let proxy: TcpProxy;
  let testStore: TestStore;
  let server: RunningServer;

  beforeAll(async () => {
    cluster = await startPgCluster({ synchronous: true });
    proxy = await TcpProxy.start({ host: '127.0.0.1', port: cluster.primaryPort });
    const shared = process.env.DATABASE_URL;
    process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:${proxy.port}/postgres`;
    try {
      testStore = await createTestStore('postgres', { dbConnectTimeoutMs: 2_000 });
    } finally {
      process.env.DATABASE_URL = shared;
    }
    server = await startServer({
      ...testStore.config,
      readCacheBytes: 0,
      rateLimitPerMinute: 100_000,
      writeRateLimitPerMinute: 100_000,
      port: 0,
      host: '127.0.0.1',
    });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await testStore?.store.close();
    await proxy?.close();
    await cluster?.stop();
  }, 60_000);

  it('keeps every acknowledged write, applies each once, keeps the feed whole and serves again within 30 s', async () => {
    const o = await givenFailoverOrganization(testStore.store.db, 'org_failover');
    const database = new URL(testStore.config.databaseUrl ?? '').pathname.slice(1);
    const load = new FailoverLoad(server.address, o);
    await load.start();
    await until(() => load.counts.acknowledged >= 30, 60_000);

    const killedAt = Date.now();
    await cluster.killPrimary();
    // The standby was copied with the primary's synchronous_standby_names: alone now, it must not
    // wait for a standby of its own (what Patroni does in synchronous_mode, non-strict).
    await cluster.query('standby', "alter system set synchronous_standby_names = ''");
    await cluster.query('standby', 'select pg_reload_conf()');
    await cluster.promoteStandby();
    proxy.pointAt({ host: '127.0.0.1', port: cluster.standbyPort });
    const before = load.counts.acknowledged;
    await until(() => load.counts.acknowledged >= before + 30, 60_000);
    await load.stop();

    const recoveredAt = load.firstAnswerAfter(killedAt + 1);
    const verdict = await verifyFailover(cluster.standbyUrl(database), server.address, load, o);
    expect(load.counts.unexpected).toEqual([]);
    expect(load.counts.unavailableWithoutRetryAfter).toBe(0);
    expect(verdict.problems).toEqual([]);
    expect(verdict.lost).toBe(0);
    expect(recoveredAt).toBeDefined();
    expect((recoveredAt ?? Number.POSITIVE_INFINITY) - killedAt).toBeLessThan(30_000);
    expect(load.counts.acknowledged).toBeGreaterThanOrEqual(60);
  }, 240_000);
});

async function until(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not met within ${timeoutMs} ms`);
    await pause(50);
  }
}
