import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeApiKey } from '../../src/auth/keys/api-keys.ts';
import { GenerationKeyCache } from '../../src/auth/keys/generation-key-cache.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { retireCursorKey, rotateCursorKey } from '../../src/db/cursor-keys/cursor-keys.queries.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { givenCollaborator } from '../support/hr-data.ts';
import { callApi } from '../support/server.ts';
import { createTestStore, type TestStore } from '../support/store.ts';
import { TcpProxy } from '../support/tcp-proxy.ts';
import { freePort, OwnRedis } from './helpers.ts';

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
const ready = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL && hasRedisServer);
if (!ready) {
  process.stdout.write(
    'two-instance tests skipped: they need DATABASE_URL, REDIS_URL and redis-server on the PATH (the test runs a Redis of its own to stop it)\n',
  );
}

const ORG = 'org_multi';
const ROUTE = `/organizations/${ORG}/no-such-resource`;
const LIST = `/organizations/${ORG}/collaborators`;
const LIMIT = 6;

/**
 * A bound for "at once" and "does not wait": far above what a loaded CI machine adds (two busy
 * processes on two cores), far below the waiting it rules out (forever, or a cache kept until
 * restart). No assertion here leans on a tighter wall-clock budget.
 */
const NO_WAIT_MS = 15_000;

async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!ready)('two instances on the same PostgreSQL and Redis', () => {
  let testStore: TestStore;
  let redis: OwnRedis;
  let proxy: TcpProxy;
  /**
   * A talks to PostgreSQL directly; B goes through a proxy the test can cut. Both keep keys in
   * memory under the store's key generation (the only key cache).
   */
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    redis = new OwnRedis(await freePort());
    await redis.start();
    testStore = await createTestStore('postgres', { redisUrl: redis.url, rateLimitPerMinute: LIMIT });
    const viaProxy = await TcpProxy.inFrontOf(testStore.config.databaseUrl ?? '');
    proxy = viaProxy.proxy;
    a = await startServer({ ...testStore.config, port: 0, host: '127.0.0.1' });
    b = await startServer({
      ...testStore.config,
      databaseUrl: viaProxy.url,
      port: 0,
      host: '127.0.0.1',
    });
    await givenOrganization(testStore.store.db, ORG);
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await proxy?.close();
    await testStore?.drop();
    await redis?.stop();
  });

  const newKey = async () => (await givenKey(testStore.store.db, ORG, ['org:employee:read'])).secret;
  const newKeyWithId = () => givenKey(testStore.store.db, ORG, ['org:employee:read']);

  it('shares one limit per key across instances', async () => {
    const key = await newKey();
    const statuses = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      const server = i % 2 === 0 ? a : b;
      statuses.push((await callApi(server.address, ROUTE, { key })).status);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(404), 429, 429]);
    const refused = await callApi(a.address, ROUTE, { key });
    expect(refused.body.code).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('refuses a key on one instance on the next request after it is revoked through the other', async () => {
    const { key: created, secret: key } = await newKeyWithId();
    expect((await callApi(a.address, ROUTE, { key })).status).toBe(404);
    // Through instance B's store, as the console of B (or the CLI) does.
    expect((await revokeApiKey(b.store.db, ORG, created.id, CLI_ACTOR)).outcome).toBe('revoked');
    expect((await callApi(a.address, ROUTE, { key })).status).toBe(401);
    expect((await callApi(b.address, ROUTE, { key })).status).toBe(401);
  });

  it('refuses a key warm in the cache of an instance on its next request after it is revoked through the other', async () => {
    const { key: created, secret: key } = await newKeyWithId();
    // A served route that names the organization: its request reads the key generation.
    // B has the key in its cache: two requests, the second a hit.
    expect((await callApi(b.address, LIST, { key })).status).toBe(200);
    const cache = b.app.keyResolver;
    expect(cache).toBeInstanceOf(GenerationKeyCache);
    const hits = (cache as GenerationKeyCache).hits;
    expect((await callApi(b.address, LIST, { key })).status).toBe(200);
    expect((cache as GenerationKeyCache).hits).toBe(hits + 1);
    // Through instance A's store, as the console of A (or the CLI) does.
    expect((await revokeApiKey(a.store.db, ORG, created.id, CLI_ACTOR)).outcome).toBe('revoked');
    // No notification to wait for: B's very next request reads the new key generation.
    expect((await callApi(b.address, LIST, { key })).status).toBe(401);
    expect((await callApi(a.address, LIST, { key })).status).toBe(401);
    const lookups = await b.app.metrics.registry.getSingleMetricAsString('hrapi_key_cache_lookups_total');
    expect(lookups).toMatch(/result="hit"\} [1-9]/);
  });

  it('shares the cursor keys: a cursor sealed on one instance continues on the other, and a rotation or retirement through one holds on both at once', async () => {
    for (const lastName of ['Cursor-A', 'Cursor-B', 'Cursor-C'])
      await givenCollaborator(testStore.store.db, ORG, { last_name: lastName });
    const [reader, checker] = [await newKey(), await newKey()];
    const keyIdOf = (cursor: string) => Buffer.from(cursor, 'base64url').readUInt32BE(0);
    const sealedOnA = (await callApi(a.address, `${LIST}?limit=1`, { key: reader })).body
      .nextCursor as string;
    const onB = await callApi(b.address, `${LIST}?limit=1&cursor=${sealedOnA}`, { key: reader });
    expect(onB.status).toBe(200);

    // Rotated through A's store (as the CLI does): B seals with the new key on its next request.
    const rotated = await rotateCursorKey(a.store.db);
    const sealedOnB = (await callApi(b.address, `${LIST}?limit=1`, { key: reader })).body
      .nextCursor as string;
    expect(keyIdOf(sealedOnB)).toBe(rotated.id);
    expect((await callApi(a.address, `${LIST}?limit=1&cursor=${sealedOnB}`, { key: checker })).status).toBe(
      200,
    );
    expect((await callApi(a.address, `${LIST}?limit=1&cursor=${sealedOnA}`, { key: checker })).status).toBe(
      200,
    );

    // Retired through B's store: A refuses the old cursor on its next request.
    expect(await retireCursorKey(b.store.db, keyIdOf(sealedOnA))).toBe('retired');
    const refused = await callApi(a.address, `${LIST}?limit=1&cursor=${sealedOnA}`, { key: checker });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toContainEqual(expect.objectContaining({ in: 'query', name: 'cursor' }));
  });

  it('does not wait for a Redis that hangs: the command times out and the request is served', async () => {
    const key = await newKey();
    redis.pause();
    try {
      const started = Date.now();
      const response = await callApi(a.address, ROUTE, { key });
      expect(response.status).toBe(404);
      expect(Date.now() - started).toBeLessThan(NO_WAIT_MS);
    } finally {
      redis.resume();
    }
  });

  it('keeps serving when Redis goes away, counting per instance, and shares again once it is back', async () => {
    const key = await newKey();
    expect((await callApi(a.address, ROUTE, { key })).status).toBe(404);
    await redis.stop();
    const started = Date.now();
    for (const server of [a, b, a, b]) {
      const response = await callApi(server.address, ROUTE, { key });
      expect(response.status).toBe(404);
      expect(response.headers.get('ratelimit-limit')).toBe(String(LIMIT));
    }
    expect(Date.now() - started).toBeLessThan(NO_WAIT_MS);
    const metrics = await a.app.metrics.registry.getSingleMetricAsString(
      'hrapi_rate_limit_redis_fail_open_total',
    );
    expect(metrics).toMatch(/hrapi_rate_limit_redis_fail_open_total [1-9]/);

    await redis.start();
    const shared = await newKey();
    await until(async () => {
      const response = await callApi(a.address, ROUTE, { key: shared });
      const again = await callApi(b.address, ROUTE, { key: shared });
      // Shared again when B sees A's request in the remaining count.
      return (
        Number(again.headers.get('ratelimit-remaining')) < Number(response.headers.get('ratelimit-remaining'))
      );
    });
  });

  it('answers 503 and fails /readyz while PostgreSQL is unreachable, and recovers by itself', async () => {
    const key = await newKey();
    expect((await callApi(b.address, ROUTE, { key })).status).toBe(404);
    // PostgreSQL goes away: new connections are refused and the open ones dropped.
    await proxy.refuse();
    proxy.cut();

    const started = Date.now();
    const down = await callApi(b.address, ROUTE, { key });
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ status: 503, code: 'service_unavailable' });
    expect(down.headers.get('retry-after')).toBe('5');
    const readiness = await callApi(b.address, '//readyz');
    expect(readiness.status).toBe(503);
    expect(readiness.body.code).toBe('service_unavailable');
    expect(Date.now() - started).toBeLessThan(NO_WAIT_MS);
    // The other instance is untouched.
    expect((await callApi(a.address, ROUTE, { key })).status).toBe(404);

    await proxy.accept();
    await until(async () => (await callApi(b.address, '//readyz')).status === 200);
    expect((await callApi(b.address, ROUTE, { key })).status).toBe(404);
  });
});
