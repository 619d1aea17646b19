import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config.ts';
import { withLongStatements } from '../../src/db/postgres-pool.ts';
import { openStore, type Store } from '../../src/db/store.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { givenCollaborator } from '../support/hr-data.ts';
import { createTestStore, type TestStore } from '../support/store.ts';
import { TcpProxy } from '../support/tcp-proxy.ts';

const ready = Boolean(process.env.DATABASE_URL);
if (!ready) process.stdout.write('PostgreSQL fault tests skipped: set DATABASE_URL to run them\n');

const ORG = 'org_pg_faults';
const ROUTE = `/api/public/v1/organizations/${ORG}/collaborators`;
/** Short timeouts, so the test sees in seconds what production sees in its own settings. */
const TIMEOUTS = {
  dbStatementTimeoutMs: 1_000,
  dbConnectTimeoutMs: 1_000,
  dbPoolSize: 4,
} satisfies Partial<Config>;
/** Statement timeout, the client's margin over it, and slack for a loaded machine. */
const ANSWER_WITHIN_MS = 4_000;
const BLACK_HOLE_MS = 5_000;

interface Answer {
  status: number | 'no answer';
  ms: number;
  code?: string;
  retryAfter?: string | null;
}

async function call(baseUrl: string, path: string, key?: string): Promise<Answer> {
  const started = Date.now();
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      headers: key ? { authorization: `Bearer ${key}` } : {},
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json()) as { code?: string };
    return {
      status: response.status,
      ms: Date.now() - started,
      ...(body.code ? { code: body.code } : {}),
      retryAfter: response.headers.get('retry-after'),
    };
  } catch {
    return { status: 'no answer', ms: Date.now() - started };
  }
}

async function until(condition: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not recovered within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

function expectFastUnavailable(answers: Answer[]): void {
  for (const answer of answers) {
    expect(answer).toMatchObject({ status: 503, code: 'service_unavailable' });
    expect(answer.retryAfter).toMatch(/^[1-9][0-9]*$/);
    expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
  }
}

describe.skipIf(!ready)('an API instance whose PostgreSQL goes silent or away', () => {
  let testStore: TestStore;
  let proxy: TcpProxy;
  let server: RunningServer;
  let key: string;
  const api = (path = ROUTE) => call(server.address, path, key);
  // A warm read is answered from the state kept under its lease (HRAPI_STATE_LEASE_MS) without the
  // store: the requests that must meet the fault ask for a page never asked before.
  let pages = 0;
  const miss = () => api(`${ROUTE}?page=${++pages + 1}`);
  const healthy = async () => (await api()).status === 200 && (await api('/readyz')).status === 200;

  beforeAll(async () => {
    testStore = await createTestStore('postgres');
    const db = testStore.store.db;
    await givenOrganization(db, ORG);
    await givenCollaborator(db, ORG, { id: 'col_pg_faults' });
    key = (await givenKey(db, ORG, ['org:employee:read'])).secret;
    const databaseUrl = testStore.config.databaseUrl ?? '';
    const through = await TcpProxy.inFrontOf(databaseUrl);
    proxy = through.proxy;
    server = await startServer({
      ...testStore.config,
      ...TIMEOUTS,
      databaseUrl: through.url,
      port: 0,
      host: '127.0.0.1',
    });
  });
  afterEach(async () => {
    proxy.resume();
    await proxy.accept();
  });
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await testStore?.drop();
  });

  it('answers 503 with Retry-After within the timeout while PostgreSQL is black-holed, and serves again within seconds after', async () => {
    expect(await healthy()).toBe(true);
    proxy.pause();
    const pausedAt = Date.now();
    // Twice the pool: some requests hold a connection that never answers, the others wait for one.
    const during = await Promise.all([
      ...Array.from({ length: 2 * TIMEOUTS.dbPoolSize }, () => miss()),
      api('/readyz'),
    ]);
    expectFastUnavailable(during);
    await sleep(BLACK_HOLE_MS - (Date.now() - pausedAt));
    proxy.resume();

    await until(healthy, 5_000);
    // Nothing wedged stays in the pool: a burst as wide as two pools is served whole.
    const after = await Promise.all(Array.from({ length: 2 * TIMEOUTS.dbPoolSize }, () => api()));
    expect(after.map((answer) => answer.status)).toEqual(after.map(() => 200));
  });

  it('answers 503 at once when its connections are cut and refused, and serves again within seconds after', async () => {
    expect(await healthy()).toBe(true);
    await proxy.refuse();
    proxy.cut();
    const during = await Promise.all([miss(), miss(), api('/readyz')]);
    expectFastUnavailable(during);
    await proxy.accept();
    await until(healthy, 5_000);
  });

  it('answers 503 when a statement runs past the statement timeout (here: waiting on a lock)', async () => {
    const trx = await testStore.store.db.startTransaction().execute();
    try {
      // Every API request reads its organization's row (data version, time zone) first.
      await sql`lock table organizations in access exclusive mode`.execute(trx);
      const blocked = await miss();
      expectFastUnavailable([blocked]);
      expect(blocked.ms).toBeGreaterThanOrEqual(TIMEOUTS.dbStatementTimeoutMs - 100);
    } finally {
      await trx.rollback().execute();
    }
    expect(await healthy()).toBe(true);
  });

  it('answers 503 at once to requests whose connection is cut under them, and serves the next ones', async () => {
    expect(await healthy()).toBe(true);
    proxy.pause();
    const inFlight = Promise.all([miss(), miss()]);
    await sleep(300);
    proxy.cut();
    proxy.resume();
    expectFastUnavailable(await inFlight);
    await until(healthy, 5_000);
  });
});

describe.skipIf(!ready)('the PostgreSQL pool', () => {
  let testStore: TestStore;
  let proxy: TcpProxy;
  let store: Store;

  beforeAll(async () => {
    testStore = await createTestStore('postgres');
    const through = await TcpProxy.inFrontOf(testStore.config.databaseUrl ?? '');
    proxy = through.proxy;
    store = openStore({ ...testStore.config, ...TIMEOUTS, databaseUrl: through.url }, { poolSize: 1 });
  });
  afterAll(async () => {
    await store?.close();
    await proxy?.close();
    await testStore?.drop();
  });

  const backend = async () =>
    (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(store.db)).rows[0]?.pid;

  it('destroys a connection whose statement got no answer, instead of handing it out again', async () => {
    const before = await backend();
    proxy.pause();
    const started = Date.now();
    await expect(sql`select 1`.execute(store.db)).rejects.toThrow(/timeout/i);
    expect(Date.now() - started).toBeLessThan(ANSWER_WITHIN_MS);
    proxy.resume();
    const after = await backend();
    expect(after).toBeTypeOf('number');
    expect(after).not.toBe(before);
  });

  it('lets the server cancel a statement past the statement timeout, and keeps the connection', async () => {
    const before = await backend();
    await expect(sql`select pg_sleep(3)`.execute(store.db)).rejects.toMatchObject({ code: '57014' });
    expect(await backend()).toBe(before);
  });

  it('gives migrations and imports a longer timeout of their own', async () => {
    await expect(
      withLongStatements(5_000, () => sql`select pg_sleep(1.5)`.execute(store.db)),
    ).resolves.toBeDefined();
    // And only to them: the next statement has the API's timeout again.
    await expect(sql`select pg_sleep(1.5)`.execute(store.db)).rejects.toMatchObject({ code: '57014' });
  });

  it('keeps an import’s longer timeout while another one that ran beside it ends', async () => {
    const long = withLongStatements(5_000, async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return sql`select pg_sleep(1.5)`.execute(store.db);
    });
    await withLongStatements(5_000, () => sql`select 1`.execute(store.db));
    await expect(long).resolves.toBeDefined();
    await expect(sql`select pg_sleep(1.5)`.execute(store.db)).rejects.toMatchObject({ code: '57014' });
  });
});
