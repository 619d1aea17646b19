import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../src/server.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { givenEstablishment } from '../support/hr-data.ts';
import { type PgCluster, startPgCluster } from '../support/pg-cluster.ts';
import { callApi } from '../support/server.ts';
import { createTestStore, type TestStore } from '../support/store.ts';

const MONTH = { month: 3, year: 2026 };

/**
 * Read replicas (DATABASE_REPLICA_URLS) on a primary and streaming standby of the suite's own:
 * the server reads on the standby what it has replayed, on the primary what it has not, and a
 * standby that is down or lags serves nothing until it is back. Nothing kept: every read is a miss.
 */
describe.skipIf(!process.env.DATABASE_URL)('read replicas on a primary and a streaming standby', () => {
  let cluster: PgCluster;
  let testStore: TestStore;
  let server: RunningServer;

  beforeAll(async () => {
    cluster = await startPgCluster();
    const shared = process.env.DATABASE_URL;
    process.env.DATABASE_URL = cluster.primaryUrl();
    try {
      testStore = await createTestStore('postgres');
    } finally {
      process.env.DATABASE_URL = shared;
    }
    const database = new URL(testStore.config.databaseUrl ?? '').pathname.slice(1);
    await cluster.waitForReplay();
    server = await startServer({
      ...testStore.config,
      databaseReplicaUrls: [cluster.standbyUrl(database)],
      replicaMaxLag: { ms: 60_000, bytes: 1024 ** 3 },
      readCacheBytes: 0,
      metricsEnabled: true,
      port: 0,
      host: '127.0.0.1',
    });
    await until(() => replicas().status()[0]?.serving === true, 10_000);
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await testStore?.store.close();
    await cluster?.stop();
  }, 60_000);

  const replicas = () => {
    const set = server.store.replicas;
    if (!set) throw new Error('the server has no replicas');
    return set;
  };
  const statements = () => ({
    primary: replicas().statements.get('primary') ?? 0,
    replica: replicas().statements.get('replica-1') ?? 0,
  });

  /** An organization with an establishment, a self-serve key reading everything and a partner key. */
  async function organization() {
    const db = testStore.store.db;
    const org = `org_rep_${Math.random().toString(36).slice(2, 10)}`;
    await givenOrganization(db, org);
    const establishment = await givenEstablishment(db, org);
    const scopes = ['org:employee:read', 'org:employee:details:read', 'org:contract:details:read'] as const;
    const key = (await givenKey(db, org, [...scopes, 'org:employee:write'])).secret;
    const partner = (await givenKey(db, org, ['org:company:read', 'org:employee:read'], 'partner')).secret;
    return { org, establishmentId: establishment.id, key, partner };
  }
  type Org = Awaited<ReturnType<typeof organization>>;

  /** Writes one more collaborator under contract in March 2026, over HTTP. */
  async function hire(o: Org, n: number): Promise<string> {
    const id = `col_${o.org}_${n}`;
    const body = {
      establishmentId: o.establishmentId,
      firstName: 'Léa',
      lastName: `Martin${n}`,
      email: `lea${n}@example.fr`,
      contracts: [{ contractId: `ctr_${o.org}_${n}`, startDate: '2024-01-02', natureContrat: 'permanent' }],
    };
    const put = await callApi(server.address, `/organizations/${o.org}/collaborators/${id}`, {
      method: 'PUT',
      key: o.key,
      body,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(201);
    return id;
  }

  /**
   * Reads of every kind, at once: whether each shows the `hired` collaborators (the detail of the
   * last, the list's total, the change feed, the snapshot, the partner's meal vouchers). A read
   * that answers anything but 200 fails the test.
   */
  async function readsSee(o: Org, hired: string[]): Promise<Record<string, boolean>> {
    const last = hired[hired.length - 1] ?? '';
    const get = (path: string, key = o.key) =>
      callApi(server.address, `/organizations/${o.org}${path}`, { key });
    const [detail, list, changes, vouchers, snapshot] = await Promise.all([
      get(`/collaborators/${last}`),
      get('/collaborators?limit=1'),
      get('/changes?limit=100'),
      get(`/meal-vouchers?month=${MONTH.month}&year=${MONTH.year}&limit=1`, o.partner),
      fetch(`${server.address}/api/public/v1/organizations/${o.org}/snapshot?lists=collaborators`, {
        headers: { authorization: `Bearer ${o.key}` },
      }).then(async (r) => ({ status: r.status, text: await r.text() })),
    ]);
    for (const answer of [detail, list, changes, vouchers, snapshot]) {
      expect(answer.status, JSON.stringify((answer as { body?: unknown }).body ?? '')).toBe(200);
    }
    const changed = new Set(
      (changes.body.data as { collaboratorId?: string; data?: { id?: string } }[]).map(
        (c) => c.collaboratorId ?? c.data?.id,
      ),
    );
    return {
      detail: detail.body.id === last,
      list: list.body.total === hired.length,
      changes: hired.every((id) => changed.has(id)),
      vouchers: vouchers.body.total === hired.length,
      snapshot: hired.every((id) => snapshot.text.includes(`"${id}"`)),
    };
  }

  it('runs the reads of every kind on the standby once it has replayed the organization’s writes', async () => {
    const o = await organization();
    const hired = [await hire(o, 1), await hire(o, 2)];
    await cluster.waitForReplay();
    await replicas().checkAll();
    const before = statements();
    const seen = await readsSee(o, hired);
    expect(seen).toEqual({ detail: true, list: true, changes: true, vouchers: true, snapshot: true });
    const after = statements();
    expect(after.replica - before.replica).toBeGreaterThan(0);
    expect(after.primary - before.primary).toBeLessThanOrEqual((after.replica - before.replica) / 10);
    const metrics = await fetch(`${server.address}/metrics`).then((r) => r.text());
    expect(metrics).toMatch(/hrapi_store_read_statements\{store="replica-1"\} [1-9]/);
    expect(metrics).toMatch(/hrapi_replica_serving\{replica="replica-1",reason="none"\} 1/);
    expect(metrics).toMatch(/hrapi_replica_lag_seconds\{replica="replica-1"\} \d/);
  });

  it('never answers stale when the standby applies WAL 2 s late: a write read at once, 0 of N stale', async () => {
    const o = await organization();
    await cluster.setApplyDelay('2s');
    const stale: string[] = [];
    try {
      const hired: string[] = [];
      for (let n = 1; n <= 8; n++) {
        hired.push(await hire(o, n));
        const seen = await readsSee(o, hired);
        for (const [read, fresh] of Object.entries(seen)) if (!fresh) stale.push(`${read} after write ${n}`);
      }
      // The standby was behind all along: it still misses writes the reads all showed.
      const [row] = await cluster
        .query<{ c: number }>(
          'standby',
          `select count(*)::int as c from collaborators where organization_id = $1`,
          [o.org],
        )
        .catch(() => [{ c: -1 }]);
      expect(row?.c ?? 0).toBeLessThan(hired.length);
    } finally {
      await cluster.setApplyDelay(0);
    }
    expect(stale).toEqual([]);
  }, 60_000);

  it('costs no error when the standby stops, and takes it back when it starts', async () => {
    const o = await organization();
    const hired = [await hire(o, 1)];
    await cluster.waitForReplay();
    await cluster.stopStandby('immediate');
    try {
      // At once, before any check saw it go: its connections fail and the reads run on the primary.
      for (let n = 0; n < 3; n++) expect(Object.values(await readsSee(o, hired)).every(Boolean)).toBe(true);
      await until(() => replicas().status()[0]?.reason === 'down', 5_000);
      hired.push(await hire(o, 2));
      expect(Object.values(await readsSee(o, hired)).every(Boolean)).toBe(true);
    } finally {
      await cluster.startStandby();
    }
    await until(() => replicas().status()[0]?.serving === true, 15_000);
    await cluster.waitForReplay();
    await replicas().checkAll();
    const before = statements();
    expect(Object.values(await readsSee(o, hired)).every(Boolean)).toBe(true);
    expect(statements().replica).toBeGreaterThan(before.replica);
  }, 60_000);

  it('skips a standby lagging past HRAPI_REPLICA_MAX_LAG and takes it back when it catches up', async () => {
    const o = await organization();
    const limit = replicas().limit;
    const kept = { ...limit };
    limit.ms = 1_000;
    await cluster.setApplyDelay('4s');
    try {
      const hired = [await hire(o, 1)];
      await until(() => replicas().status()[0]?.reason === 'lagging', 5_000);
      expect(Object.values(await readsSee(o, hired)).every(Boolean)).toBe(true);
      await cluster.setApplyDelay(0);
      await until(() => replicas().status()[0]?.serving === true, 10_000);
      await cluster.waitForReplay();
      await replicas().checkAll();
      // Taken back within seconds: on a loaded machine the check after the replay can still find
      // it behind for a moment, so the reads are asked again (each time seeing every write) until
      // one of them runs on it.
      const before = statements();
      const deadline = Date.now() + 10_000;
      do expect(Object.values(await readsSee(o, hired)).every(Boolean)).toBe(true);
      while (statements().replica === before.replica && Date.now() < deadline);
      expect(statements().replica).toBeGreaterThan(before.replica);
    } finally {
      Object.assign(limit, kept);
      await cluster.setApplyDelay(0);
    }
  }, 60_000);
});

async function until(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
