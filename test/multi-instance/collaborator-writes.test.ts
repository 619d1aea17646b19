import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../src/server.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { givenEstablishment } from '../support/hr-data.ts';
import { callApi } from '../support/server.ts';
import { createTestStore, type TestStore } from '../support/store.ts';

const ORG = 'org_multi_writes';
const URL = `/organizations/${ORG}/collaborators/col_mw`;
const MERGE_PATCH = { 'content-type': 'application/merge-patch+json' };

describe.skipIf(!process.env.DATABASE_URL)('collaborator writes seen by another instance', () => {
  let testStore: TestStore;
  let a: RunningServer;
  let b: RunningServer;
  let key: string;

  beforeAll(async () => {
    testStore = await createTestStore('postgres');
    a = await startServer({ ...testStore.config, port: 0, host: '127.0.0.1' });
    b = await startServer({ ...testStore.config, port: 0, host: '127.0.0.1' });
    const db = testStore.store.db;
    await givenOrganization(db, ORG);
    await givenEstablishment(db, ORG, { id: 'est_mw' });
    key = (
      await givenKey(db, ORG, [
        'org:employee:read',
        'org:employee:details:read',
        'org:contract:details:read',
        'org:employee:write',
      ])
    ).secret;
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await testStore?.drop();
  });

  it('a write on one instance is the next read on the other, with the same ETag, and its If-Match there', async () => {
    const body = { establishmentId: 'est_mw', firstName: 'Léa', lastName: 'Martin', email: 'lea@example.fr' };
    const created = await callApi(a.address, URL, { method: 'PUT', key, body });
    expect(created.status).toBe(201);
    // B reads, and keeps the answer.
    const kept = await callApi(b.address, URL, { key });
    expect(kept.headers.get('etag')).toBe(created.headers.get('etag'));
    const patched = await callApi(a.address, URL, {
      method: 'PATCH',
      key,
      body: { lastName: 'Durand' },
      headers: { ...MERGE_PATCH, 'if-match': kept.headers.get('etag') ?? '' },
    });
    expect(patched.status).toBe(200);
    const next = await callApi(b.address, URL, { key });
    expect(next.body.lastName).toBe('Durand');
    expect(next.headers.get('etag')).toBe(patched.headers.get('etag'));
    // The ETag B gave is the If-Match of a write on B; A's older one is stale there.
    const stale = await callApi(b.address, URL, {
      method: 'PATCH',
      key,
      body: { lastName: 'Petit' },
      headers: { ...MERGE_PATCH, 'if-match': created.headers.get('etag') ?? '' },
    });
    expect(stale.status).toBe(412);
    const fresh = await callApi(b.address, URL, {
      method: 'PATCH',
      key,
      body: { lastName: 'Petit' },
      headers: { ...MERGE_PATCH, 'if-match': next.headers.get('etag') ?? '' },
    });
    expect(fresh.status).toBe(200);
    expect((await callApi(a.address, URL, { key })).body.lastName).toBe('Petit');
  });
});
