import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationKeyCache } from '../../src/auth/keys/generation-key-cache.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { givenAbsence, givenCollaborator } from '../support/hr-data.ts';
import { exampleDocument, importHrDocument } from '../support/hr-document.ts';
import { callApi, startTestServer, type TestServer } from '../support/server.ts';

const uniqueOrg = () => `org_cache_${Math.random().toString(36).slice(2, 10)}`;

describe.each(testEngines())('kept reads on %s', (engine) => {
  let t: TestServer;
  let second: RunningServer;

  beforeAll(async () => {
    t = await startTestServer(engine);
    // A second instance on the same store: what one writes, the other must serve at once.
    second = await startServer({ ...t.testStore.config, port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second?.stop();
    await t?.stop();
  });

  async function organizationWithKey(scopes: Parameters<typeof givenKey>[2] = ['org:employee:read']) {
    const org = uniqueOrg();
    await givenOrganization(t.testStore.store.db, org);
    const { secret } = await givenKey(t.testStore.store.db, org, scopes);
    return { org, secret };
  }

  it('serves the same answer again from the cache, byte for byte', async () => {
    const { org, secret } = await organizationWithKey();
    await givenCollaborator(t.testStore.store.db, org, { last_name: 'Abadie', sort_last_name: 'abadie' });
    const hitsBefore = t.server.app.readCache.hits;
    const first = await t.api(`/organizations/${org}/collaborators`, { key: secret });
    const again = await t.api(`/organizations/${org}/collaborators`, { key: secret });
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(t.server.app.readCache.hits).toBeGreaterThan(hitsBefore);
  });

  it('counts whole answers apart from memoized totals: a page computed after a write is an answer miss, its kept total a query hit', async () => {
    const { org, secret } = await organizationWithKey();
    const db = t.testStore.store.db;
    await givenCollaborator(db, org, { last_name: 'Abadie', sort_last_name: 'abadie' });
    const answers = async () => {
      const { values } = await t.server.app.metrics.readCacheAnswerLookups.get();
      const of = (result: string) => values.find((v) => v.labels.result === result)?.value ?? 0;
      return { hits: of('hit'), misses: of('miss') };
    };
    const before = await answers();
    await t.api(`/organizations/${org}/collaborators?limit=1`, { key: secret });
    await t.api(`/organizations/${org}/collaborators?limit=1`, { key: secret });
    const queryHits = t.server.app.readCache.hits;
    // A phone number moves the answers' version, not the total's.
    await db
      .updateTable('collaborators')
      .set({ phone_number: '+33 6 00 00 00 01' })
      .where('organization_id', '=', org)
      .execute();
    await t.api(`/organizations/${org}/collaborators?limit=1`, { key: secret });
    const after = await answers();
    expect(after).toEqual({ hits: before.hits + 1, misses: before.misses + 2 });
    expect(t.server.app.readCache.hits).toBe(queryHits + 1);
  });

  it('never serves an answer from before a write committed by another process, read back at once on another instance', async () => {
    const { org, secret } = await organizationWithKey();
    const db = t.testStore.store.db;
    await givenCollaborator(db, org, { last_name: 'Bernard', sort_last_name: 'bernard' });
    for (const base of [t.baseUrl, second.address]) {
      expect((await callApi(base, `/organizations/${org}/collaborators`, { key: secret })).body.total).toBe(
        1,
      );
    }
    // Written straight into the store, as the CLI or plain SQL would: no cache is told.
    await givenCollaborator(db, org, { last_name: 'Caron', sort_last_name: 'caron' });
    for (const base of [second.address, t.baseUrl]) {
      const after = await callApi(base, `/organizations/${org}/collaborators`, { key: secret });
      expect(after.body.total).toBe(2);
      expect(after.body.data.map((c: { lastName: string }) => c.lastName)).toEqual(['Bernard', 'Caron']);
    }
    await db.deleteFrom('contracts').where('organization_id', '=', org).execute();
    await db
      .deleteFrom('collaborators')
      .where('organization_id', '=', org)
      .where('last_name', '=', 'Caron')
      .execute();
    const afterDelete = await callApi(second.address, `/organizations/${org}/collaborators`, { key: secret });
    expect(afterDelete.body.total).toBe(1);
  });

  it('never serves one organization the answer of another', async () => {
    const a = await organizationWithKey();
    const b = await organizationWithKey();
    await givenCollaborator(t.testStore.store.db, a.org, { last_name: 'Dupont', sort_last_name: 'dupont' });
    await givenCollaborator(t.testStore.store.db, b.org, { last_name: 'Lefèvre', sort_last_name: 'lefevre' });
    const fromA = await t.api(`/organizations/${a.org}/collaborators`, { key: a.secret });
    const fromB = await t.api(`/organizations/${b.org}/collaborators`, { key: b.secret });
    expect(fromA.body.data[0].lastName).toBe('Dupont');
    expect(fromB.body.data[0].lastName).toBe('Lefèvre');
  });

  it('keeps answers apart by scope set: a key without the details scope never gets another key’s fields', async () => {
    const { org, secret: detailed } = await organizationWithKey([
      'org:employee:read',
      'org:employee:details:read',
    ]);
    const { secret: basic } = await givenKey(t.testStore.store.db, org, ['org:employee:read']);
    await givenCollaborator(t.testStore.store.db, org);
    const withDetails = await t.api(`/organizations/${org}/collaborators`, { key: detailed });
    const withoutDetails = await t.api(`/organizations/${org}/collaborators`, { key: basic });
    expect(withDetails.body.data[0].ssn).toBeDefined();
    expect(withoutDetails.body.data[0]).not.toHaveProperty('ssn');
  });

  it('gives a deep page the same rows as reading the whole list in pages of one', async () => {
    const { org, secret } = await organizationWithKey();
    const names = ['Zola', 'Étienne', 'abel', 'Martin', 'Ève', 'de la Tour', 'Bâ'];
    for (const [i, name] of names.entries()) {
      await givenCollaborator(t.testStore.store.db, org, {
        id: `col_${i}`,
        last_name: name,
        sort_last_name: name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase(),
      });
    }
    const whole = await t.api(`/organizations/${org}/collaborators?limit=100`, { key: secret });
    const oneByOne = [];
    for (let page = 1; page <= names.length + 1; page++) {
      const response = await t.api(`/organizations/${org}/collaborators?limit=1&page=${page}`, {
        key: secret,
      });
      expect(response.body.total).toBe(names.length);
      oneByOne.push(...response.body.data);
    }
    expect(oneByOne).toEqual(whole.body.data);
  });

  it('a warm key is checked without a look-up of its own, and a revocation by plain SQL is refused at once on every instance', async () => {
    const { org, secret } = await organizationWithKey();
    const cache = t.server.app.keyResolver as GenerationKeyCache;
    expect((await t.api(`/organizations/${org}/collaborators`, { key: secret })).status).toBe(200);
    const hits = cache.hits;
    expect((await t.api(`/organizations/${org}/collaborators`, { key: secret })).status).toBe(200);
    expect(cache.hits).toBe(hits + 1);
    for (const base of [t.baseUrl, second.address]) {
      expect((await callApi(base, `/organizations/${org}/collaborators`, { key: secret })).status).toBe(200);
    }
    await t.testStore.store.db
      .updateTable('api_keys')
      .set({ status: 'revoked', revoked_at: new Date().toISOString() })
      .where('organization_id', '=', org)
      .execute();
    for (const base of [second.address, t.baseUrl]) {
      expect((await callApi(base, `/organizations/${org}/collaborators`, { key: secret })).status).toBe(401);
    }
  });

  it('refusals are never kept: a bad query after a good one is still a 400', async () => {
    const { org, secret } = await organizationWithKey();
    expect((await t.api(`/organizations/${org}/collaborators?limit=5`, { key: secret })).status).toBe(200);
    expect((await t.api(`/organizations/${org}/collaborators?limit=500`, { key: secret })).status).toBe(400);
    expect((await t.api(`/organizations/${org}/collaborators?limit=5`, { key: 'hrk_nope' })).status).toBe(
      401,
    );
  });

  it('a kept answer is a 304 on arrival to the ETag it was sent with: the limit headers kept, no data shown, nothing logged as read', async () => {
    const { org, secret } = await organizationWithKey();
    const db = t.testStore.store.db;
    await givenCollaborator(db, org, { last_name: 'Abadie', sort_last_name: 'abadie' });
    const first = await t.api(`/organizations/${org}/collaborators`, { key: secret });
    const etag = first.headers.get('etag') ?? '';
    const hitsBefore = t.server.app.readCache.hits;
    const again = await t.api(`/organizations/${org}/collaborators`, {
      key: secret,
      headers: { 'if-none-match': etag },
    });
    expect(t.server.app.readCache.hits).toBe(hitsBefore + 1);
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('ratelimit-limit')).toBeTruthy();
    expect(again.headers.get('x-request-id')).toBeTruthy();
    await t.server.app.accessLog.flush();
    const logged = await db
      .selectFrom('access_log_months')
      .select('basic_reads')
      .where('organization_id', '=', org)
      .execute();
    // The 200 showed the person once; the 304 showed nothing.
    expect(logged.map((row) => Number(row.basic_reads))).toEqual([1]);
  });

  it('a write of a kind a read does not show keeps its kept answer and its ETag: an absence leaves the collaborators list a 304', async () => {
    const { org, secret } = await organizationWithKey();
    const db = t.testStore.store.db;
    const person = await givenCollaborator(db, org, { last_name: 'Abadie', sort_last_name: 'abadie' });
    const before = await t.api(`/organizations/${org}/collaborators`, { key: secret });
    await givenAbsence(db, org, person.id);
    const hitsBefore = t.server.app.readCache.hits;
    const after = await t.api(`/organizations/${org}/collaborators`, {
      key: secret,
      headers: { 'if-none-match': before.headers.get('etag') ?? '' },
    });
    expect(after.status).toBe(304);
    expect(t.server.app.readCache.hits).toBe(hitsBefore + 1);
    await db
      .updateTable('collaborators')
      .set({ last_name: 'Abadie-Roux' })
      .where('id', '=', person.id)
      .execute();
    const moved = await t.api(`/organizations/${org}/collaborators`, {
      key: secret,
      headers: { 'if-none-match': before.headers.get('etag') ?? '' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data[0].lastName).toBe('Abadie-Roux');
  });

  it('a read is kept as it was sent: its query in any order is one answer, another spelling of the same read is computed and answers the same', async () => {
    const { org, secret } = await organizationWithKey();
    await givenCollaborator(t.testStore.store.db, org, { last_name: 'Abadie', sort_last_name: 'abadie' });
    const answerHits = async () =>
      (await t.server.app.metrics.readCacheAnswerLookups.get()).values.find((v) => v.labels.result === 'hit')
        ?.value ?? 0;
    const first = await t.api(`/organizations/${org}/collaborators?limit=5&page=1`, { key: secret });
    const hits = await answerHits();
    const reordered = await t.api(`/organizations/${org}/collaborators?page=1&limit=5`, { key: secret });
    expect(await answerHits()).toBe(hits + 1);
    expect(reordered.headers.get('etag')).toBe(first.headers.get('etag'));
    // `page=1` is the default: the same read, spelt otherwise, computed on its own.
    const defaulted = await t.api(`/organizations/${org}/collaborators?limit=5`, { key: secret });
    expect(await answerHits()).toBe(hits + 1);
    expect(defaulted.body).toEqual(first.body);
  });

  it('keeps a page of the change feed only until the feed moves: the same cursor then shows the new event, on every instance', async () => {
    const org = uniqueOrg();
    const doc = exampleDocument(org);
    await importHrDocument(t.testStore.store, doc);
    const { secret } = await givenKey(t.testStore.store.db, org, ['org:employee:read']);
    const feed = (base: string) => callApi(base, `/organizations/${org}/changes?limit=1000`, { key: secret });
    const first = await feed(t.baseUrl);
    const hitsBefore = t.server.app.readCache.hits;
    expect((await feed(t.baseUrl)).body).toEqual(first.body);
    expect(t.server.app.readCache.hits).toBe(hitsBefore + 1);
    await feed(second.address);

    const person = doc.collaborators[0];
    person.lastName = `${person.lastName}-Renamed`;
    await importHrDocument(t.testStore.store, doc);
    for (const base of [second.address, t.baseUrl]) {
      const after = await feed(base);
      expect(after.body.data).toHaveLength(first.body.data.length + 1);
      expect(after.body.data.at(-1)).toMatchObject({ type: 'collaborator.updated', resourceId: person.id });
      expect(after.body.nextCursor).not.toBe(first.body.nextCursor);
    }
  });
});
