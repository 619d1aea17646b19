import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { givenCollaborator } from '../support/hr-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/** What the environment asks for: CI's second run sets HRAPI_READ_CACHE_MB=0. */
const wanted = loadConfig(process.env).readCacheBytes;

describe.each(testEngines())(
  'the read-cache setting of the environment reaches test servers on %s',
  (engine) => {
    let t: TestServer;
    beforeAll(async () => {
      t = await startTestServer(engine);
    });
    afterAll(async () => t?.stop());

    it(`keeps ${wanted === 0 ? 'nothing' : 'read answers'} after the same list is read twice (HRAPI_READ_CACHE_MB=${wanted / 1024 / 1024})`, async () => {
      expect(t.server.app.config.readCacheBytes).toBe(wanted);
      const org = 'org_cache_setting';
      await givenOrganization(t.testStore.store.db, org);
      await givenCollaborator(t.testStore.store.db, org, { last_name: 'Abadie', sort_last_name: 'abadie' });
      const { secret } = await givenKey(t.testStore.store.db, org, ['org:employee:read']);
      const hits = t.server.app.readCache.hits;
      const first = await t.api(`/organizations/${org}/collaborators`, { key: secret });
      const again = await t.api(`/organizations/${org}/collaborators`, { key: secret });
      expect(again.body).toEqual(first.body);
      expect(first.body.total).toBe(1);
      if (wanted === 0) {
        expect(t.server.app.readCache.hits).toBe(hits);
        expect(t.server.app.readCache.bytes).toBe(0);
      } else {
        expect(t.server.app.readCache.hits).toBeGreaterThan(hits);
      }
    });
  },
);
