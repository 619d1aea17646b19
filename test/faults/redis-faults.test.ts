import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LEASE } from '../../src/http/rate-limit/leases.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { createTestStore, type TestStore } from '../support/store.ts';
import { TcpProxy } from '../support/tcp-proxy.ts';

const ready = Boolean(process.env.REDIS_URL);
if (!ready) process.stdout.write('Redis fault tests skipped: set REDIS_URL to run them\n');

const ORG = 'org_redis_faults';
const ROUTE = `/api/public/v1/organizations/${ORG}/collaborators`;
/** The Redis command timeout of src/http/rate-limit/redis-store.ts. */
const COMMAND_TIMEOUT_MS = 250;

/**
 * Whether calls were served without waiting for Redis: a call that waits pays the command timeout,
 * so all but two of them must come in under it. One or two slow calls are a busy machine (a
 * shuffled suite on two cores once took 308 ms for a call that asked nothing of Redis), not a wait:
 * a stage that waited would slow every call.
 */
function servedWithoutWaiting(calls: { status: number; ms: number }[]): void {
  for (const call of calls) expect(call.status).toBe(200);
  const times = calls.map((call) => call.ms).sort((a, b) => a - b);
  expect(times[times.length - 3]).toBeLessThan(COMMAND_TIMEOUT_MS);
}

async function until(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!ready)('rate limits while Redis goes silent', () => {
  let testStore: TestStore;
  let proxy: TcpProxy;
  let server: RunningServer;
  let key: string;

  const timedCall = async () => {
    const started = Date.now();
    const response = await fetch(`${server.address}${ROUTE}`, {
      headers: { authorization: `Bearer ${key}` },
    });
    await response.arrayBuffer();
    return { status: response.status, ms: Date.now() - started };
  };
  const metric = async (name: string) => {
    const text = await server.app.metrics.registry.getSingleMetricAsString(name);
    return text
      .split('\n')
      .filter((line) => !line.startsWith('#'))
      .join('\n');
  };
  const circuit = async () => /state="(\w+)"\} 1/.exec(await metric('hrapi_rate_limit_redis_circuit'))?.[1];
  const failedOpen = async () =>
    Number(/ (\d+)$/.exec(await metric('hrapi_rate_limit_redis_fail_open_total'))?.[1] ?? Number.NaN);

  beforeAll(async () => {
    testStore = await createTestStore('sqlite');
    await givenOrganization(testStore.store.db, ORG);
    key = (await givenKey(testStore.store.db, ORG, ['org:employee:read'])).secret;
    const through = await TcpProxy.inFrontOf(process.env.REDIS_URL ?? '');
    proxy = through.proxy;
    server = await startServer({ ...testStore.config, redisUrl: through.url, port: 0, host: '127.0.0.1' });
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

  it('stops waiting for a black-holed Redis once the circuit opens, and closes it once Redis answers', async () => {
    expect(await timedCall()).toMatchObject({ status: 200 });
    expect(await circuit()).toBe('closed');
    proxy.pause();
    // A few requests pay the command timeout, then the circuit opens. Requests covered by tokens
    // leased before (src/http/rate-limit/leases.ts) do not ask Redis, so they neither wait nor count.
    let paid = 0;
    for (let i = 0; i < 3 + MAX_LEASE && (await circuit()) !== 'open'; i++) {
      const call = await timedCall();
      expect(call.status).toBe(200);
      if (call.ms >= COMMAND_TIMEOUT_MS) paid += 1;
    }
    expect(await circuit()).toBe('open');
    expect(paid).toBeLessThanOrEqual(3);
    const whileOpen = [];
    for (let i = 0; i < 10; i++) whileOpen.push(await timedCall());
    servedWithoutWaiting(whileOpen);

    proxy.resume();
    await until(async () => {
      await timedCall();
      return (await circuit()) === 'closed';
    }, 30_000);
    // Counted in Redis again, not by the per-instance fallback.
    const before = await failedOpen();
    for (let i = 0; i < 3; i++) expect((await timedCall()).status).toBe(200);
    expect(await failedOpen()).toBe(before);
  });

  it('serves without waiting while Redis refuses connections, and shares limits again once it accepts', async () => {
    expect(await timedCall()).toMatchObject({ status: 200 });
    await proxy.refuse();
    proxy.cut();
    const whileRefused = [];
    for (let i = 0; i < 10; i++) whileRefused.push(await timedCall());
    servedWithoutWaiting(whileRefused);
    expect(await circuit()).toBe('open');
    await proxy.accept();
    await until(async () => {
      await timedCall();
      return (await circuit()) === 'closed';
    }, 30_000);
  });

  it('keeps the circuit closed when Redis answers', async () => {
    for (let i = 0; i < 5; i++) expect((await timedCall()).status).toBe(200);
    expect(await circuit()).toBe('closed');
  });
});
