import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEtag } from '../../src/http/record-etag.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { givenCollaborator } from '../support/hr-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

describe.each(
  testEngines().flatMap(
    (engine) =>
      [
        [engine, 'with the read cache', {}],
        [engine, 'with nothing kept', { readCacheBytes: 0 }],
      ] as const,
  ),
)('the collaborator’s own ETag on %s, %s', (engine, _cache, overrides) => {
  let t: TestServer;
  let key: string;
  let basicKey: string;
  const ORG = 'org_record_etag';

  beforeAll(async () => {
    t = await startTestServer(engine, overrides);
    const db = t.testStore.store.db;
    await givenOrganization(db, ORG);
    await givenCollaborator(db, ORG, { id: 'col_re_1' });
    await givenCollaborator(db, ORG, { id: 'col_re_2' });
    key = (
      await givenKey(db, ORG, ['org:employee:read', 'org:employee:details:read', 'org:contract:details:read'])
    ).secret;
    basicKey = (await givenKey(db, ORG, ['org:employee:read'])).secret;
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('the get-by-id answers the digest of the record as the key sees it, on a miss and on a hit', async () => {
    const first = await t.api(`/organizations/${ORG}/collaborators/col_re_1`, { key });
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBe(recordEtag(first.body));
    const again = await t.api(`/organizations/${ORG}/collaborators/col_re_1`, { key });
    expect(again.headers.get('etag')).toBe(recordEtag(first.body));
  });

  it('If-None-Match with the record’s ETag is a 304 with the ETag, on a miss and on a hit', async () => {
    const first = await t.api(`/organizations/${ORG}/collaborators/col_re_1`, { key });
    const etag = first.headers.get('etag') ?? '';
    for (const headers of [{ 'if-none-match': etag }, { 'if-none-match': `W/${etag}` }]) {
      const held = await t.api(`/organizations/${ORG}/collaborators/col_re_1`, { key, headers });
      expect(held.status).toBe(304);
      expect(held.body).toBeUndefined();
      expect(held.headers.get('etag')).toBe(etag);
    }
    const other = await t.api(`/organizations/${ORG}/collaborators/col_re_1`, {
      key,
      headers: { 'if-none-match': '"another"' },
    });
    expect(other.status).toBe(200);
  });

  it('a key that sees fewer fields gets another ETag, the digest of what it sees', async () => {
    const full = await t.api(`/organizations/${ORG}/collaborators/col_re_1`, { key });
    const basic = await t.api(`/organizations/${ORG}/collaborators/col_re_1`, { key: basicKey });
    expect(basic.headers.get('etag')).toBe(recordEtag(basic.body));
    expect(basic.headers.get('etag')).not.toBe(full.headers.get('etag'));
  });

  it('a write of another collaborator keeps the record’s ETag; a write of the record moves it', async () => {
    const db = t.testStore.store.db;
    const before = await t.api(`/organizations/${ORG}/collaborators/col_re_1`, { key });
    const etag = before.headers.get('etag') ?? '';
    await db
      .updateTable('collaborators')
      .set({ phone_number: '+33700000000' })
      .where('organization_id', '=', ORG)
      .where('id', '=', 'col_re_2')
      .execute();
    const kept = await t.api(`/organizations/${ORG}/collaborators/col_re_1`, {
      key,
      headers: { 'if-none-match': etag },
    });
    expect(kept.status).toBe(304);
    await db
      .updateTable('collaborators')
      .set({ phone_number: '+33799999999' })
      .where('organization_id', '=', ORG)
      .where('id', '=', 'col_re_1')
      .execute();
    const moved = await t.api(`/organizations/${ORG}/collaborators/col_re_1`, {
      key,
      headers: { 'if-none-match': etag },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.phoneNumber).toBe('+33799999999');
    expect(moved.headers.get('etag')).toBe(recordEtag(moved.body));
    expect(moved.headers.get('etag')).not.toBe(etag);
  });

  it('a missing collaborator stays a 404 whatever If-None-Match says', async () => {
    const missing = await t.api(`/organizations/${ORG}/collaborators/col_re_none`, {
      key,
      headers: { 'if-none-match': '*' },
    });
    expect(missing.status).toBe(404);
  });
});
