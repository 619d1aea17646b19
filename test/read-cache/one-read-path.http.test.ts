import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Metrics } from '../../src/http/ops/metrics.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import {
  givenAbsence,
  givenCollaborator,
  givenComplementaryContract,
  givenWorkLocation,
} from '../support/hr-data.ts';
import { callApi, startTestServer, type TestServer } from '../support/server.ts';

const uniqueOrg = () => `org_path_${Math.random().toString(36).slice(2, 10)}`;

/** The read cache's counters as /metrics shows them. */
async function cacheCounters(metrics: Metrics) {
  const lookups = await metrics.readCacheLookups.get();
  const of = (result: string) => lookups.values.find((v) => v.labels.result === result)?.value ?? 0;
  const waits = (await metrics.readCacheWaits.get()).values[0]?.value ?? 0;
  return { hits: of('hit'), misses: of('miss'), waits };
}

describe.each(testEngines())('one read path, with and without the cache, on %s', (engine) => {
  let t: TestServer;
  /** A second instance on the same store with HRAPI_READ_CACHE_MB=0. */
  let uncached: RunningServer;

  beforeAll(async () => {
    t = await startTestServer(engine);
    uncached = await startServer({ ...t.testStore.config, readCacheBytes: 0, port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await uncached?.stop();
    await t?.stop();
  }, 120_000);

  async function organization() {
    const db = t.testStore.store.db;
    const org = uniqueOrg();
    await givenOrganization(db, org);
    const selfServe = (
      await givenKey(db, org, [
        'org:employee:read',
        'org:employee:details:read',
        'org:contract:details:read',
        'org:absence:read',
        'org:absence:type:read',
        'org:work_location:read',
      ])
    ).secret;
    const partner = (
      await givenKey(db, org, ['org:company:read', 'org:employee:health_insurance:manage'], 'partner')
    ).secret;
    return { org, selfServe, partner };
  }

  it('gives identical answers for every list, page and cursor, with the cache and with HRAPI_READ_CACHE_MB=0', async () => {
    const { org, selfServe, partner } = await organization();
    const db = t.testStore.store.db;
    const ids: string[] = [];
    for (const [i, lastName] of ['Roux', 'Petit', 'Roux', 'Faure', 'Girard', 'André'].entries()) {
      const c = await givenCollaborator(db, org, {
        last_name: lastName,
        contracts: [
          { startDate: i === 1 ? '2099-01-01' : '2021-03-01', endDate: i === 4 ? '2022-01-01' : null },
        ],
      });
      ids.push(c.id);
      await givenAbsence(db, org, c.id, { start_date: `2026-04-0${i + 1}`, end_date: '2026-04-10' });
      await givenWorkLocation(db, org, c.id, { start_date: `2026-04-0${i + 1}`, end_date: '2026-04-03' });
    }
    for (const reference of ['Z', 'M', 'A']) await givenComplementaryContract(db, org, { reference });
    const lists: [string, string][] = [
      [`/organizations/${org}/collaborators`, selfServe],
      [`/organizations/${org}/collaborators?status=active`, selfServe],
      [`/organizations/${org}/collaborators?ids=${ids.slice(0, 4).join(',')}`, selfServe],
      [`/organizations/${org}/absences`, selfServe],
      [`/organizations/${org}/work-locations`, selfServe],
      [`/organizations/${org}/meal-vouchers?month=4&year=2026`, partner],
      [`/organizations/${org}/complementary-contracts`, partner],
      [`/organizations/${org}/collaborators/${ids[0]}/affiliations`, partner],
      [`/organizations/${org}/collaborators/${ids[0]}`, selfServe],
      [`/organizations/${org}`, partner],
    ];
    for (const [path, key] of lists) {
      const single =
        !path.includes('?') && !/(collaborators|absences|work-locations|contracts|affiliations)$/.test(path);
      for (const query of single ? [''] : ['limit=2', 'limit=2&page=2', 'limit=2&page=9']) {
        const url = query === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${query}`;
        // Twice on the cached instance: the second answer is the kept bytes.
        const cachedFirst = await t.api(url, { key });
        const cachedAgain = await t.api(url, { key });
        const plain = await callApi(uncached.address, url, { key });
        expect(plain.status, url).toBe(cachedFirst.status);
        expect(cachedFirst.body, url).toEqual(plain.body);
        expect(cachedAgain.body, url).toEqual(plain.body);
        const cursor = plain.body?.nextCursor;
        if (typeof cursor === 'string') {
          const next = `${path}${path.includes('?') ? '&' : '?'}limit=2&cursor=${cursor}`;
          expect((await t.api(next, { key })).body, next).toEqual(
            (await callApi(uncached.address, next, { key })).body,
          );
        }
      }
    }
  }, 180_000);

  it('keeps a collaborators answer through an absence write, and drops it on a collaborator write', async () => {
    const { org, selfServe } = await organization();
    const db = t.testStore.store.db;
    const c = await givenCollaborator(db, org, { last_name: 'Leroy' });
    const url = `/organizations/${org}/collaborators`;
    await t.api(url, { key: selfServe });
    const before = await cacheCounters(t.server.app.metrics);
    await givenAbsence(db, org, c.id);
    const afterAbsence = await t.api(url, { key: selfServe });
    const kept = await cacheCounters(t.server.app.metrics);
    expect(kept.hits - before.hits).toBe(1);
    expect(kept.misses).toBe(before.misses);
    expect(afterAbsence.body.total).toBe(1);
    // The absences list itself shows the absence at once.
    expect((await t.api(`/organizations/${org}/absences`, { key: selfServe })).body.total).toBe(1);

    await givenCollaborator(db, org, { last_name: 'Morel' });
    const beforeWrite = await cacheCounters(t.server.app.metrics);
    const afterCollaborator = await t.api(url, { key: selfServe });
    const dropped = await cacheCounters(t.server.app.metrics);
    expect(dropped.hits).toBe(beforeWrite.hits);
    expect(afterCollaborator.body.total).toBe(2);
  });

  it('computes concurrent misses of one answer once (single-flight), the others waiting for it', async () => {
    const { org, selfServe } = await organization();
    const db = t.testStore.store.db;
    for (let i = 0; i < 40; i++) await givenCollaborator(db, org, { last_name: `Nom${i}` });
    const url = `/organizations/${org}/collaborators?limit=100`;
    const before = await cacheCounters(t.server.app.metrics);
    const answers = await Promise.all(Array.from({ length: 12 }, () => t.api(url, { key: selfServe })));
    const after = await cacheCounters(t.server.app.metrics);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    // Every request that missed and did not wait computed: the answer once, and its total once.
    expect(after.misses - before.misses - (after.waits - before.waits)).toBe(2);
    expect(after.waits - before.waits + (after.hits - before.hits)).toBe(11);
  });
});
