import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKey } from '../../src/auth/keys/api-keys.ts';
import { appendChanges } from '../../src/changes/change-log.ts';
import { accessOf } from '../../src/http/pipeline/answer-identity.ts';
import { matchesAny } from '../../src/http/pipeline/conditional-reads.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { givenCollaborator, givenEstablishment } from '../support/hr-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

describe('If-None-Match against an ETag', () => {
  it.each([
    ['"a"', '"a"', true],
    ['"b", "a"', '"a"', true],
    ['W/"a"', '"a"', true],
    ['"b"', '"a"', false],
    ['a', '"a"', false],
    [undefined, '"a"', false],
  ] as const)('%s matches %s: %s', (header, etag, matches) => {
    expect(matchesAny(header, etag)).toBe(matches);
  });

  it('keys the access of a key by its scopes and any list it holds (withheld fields), in any order', () => {
    const key: ApiKey = {
      id: 'k',
      organizationId: 'o',
      name: 'n',
      kind: 'self_serve',
      scopes: ['org:employee:read', 'org:absence:read'],
      start: 's',
      status: 'active',
      createdAt: '',
      revokedAt: null,
      lastUsedAt: null,
      withheldFields: [],
      expiresAt: null,
      allowedSources: null,
    };
    const withheld: ApiKey = { ...key, withheldFields: ['birthDate'] };
    expect(accessOf(key)).toBe(accessOf({ ...key, scopes: [...key.scopes].reverse(), name: 'other' }));
    expect(accessOf(withheld)).not.toBe(accessOf(key));
  });
});

describe.each(testEngines())('conditional reads on %s', (engine) => {
  let t: TestServer;
  let key: string;
  const ORG = 'org_etag';

  beforeAll(async () => {
    t = await startTestServer(engine);
    const db = t.testStore.store.db;
    await givenOrganization(db, ORG);
    await givenEstablishment(db, ORG, { id: 'est_etag' });
    await givenCollaborator(db, ORG, { id: 'col_etag_1', establishment_id: 'est_etag' });
    key = (await givenKey(db, ORG, ['org:employee:read', 'org:absence:read'])).secret;
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('a GET answers a strong ETag, and 304 with no body to If-None-Match, headers kept', async () => {
    const first = await t.api(`/organizations/${ORG}/collaborators?limit=5`, { key });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    const again = await t.api(`/organizations/${ORG}/collaborators?limit=5`, {
      key,
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('x-request-id')).toBeTruthy();
    expect(again.headers.get('ratelimit-remaining')).toMatch(/^\d+$/);
  });

  it('If-None-Match: * is a 304 on a GET of an existing representation, and leaves a missing one a 404 (RFC 9110 §13.1.2)', async () => {
    const list = await t.api(`/organizations/${ORG}/collaborators?limit=5`, {
      key,
      headers: { 'if-none-match': '*' },
    });
    expect(list.status).toBe(304);
    expect(list.body).toBeUndefined();
    expect(list.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    const one = await t.api(`/organizations/${ORG}/collaborators/col_etag_1`, {
      key,
      headers: { 'if-none-match': '*' },
    });
    expect(one.status).toBe(304);
    const missing = await t.api(`/organizations/${ORG}/collaborators/col_etag_none`, {
      key,
      headers: { 'if-none-match': '*' },
    });
    expect(missing.status).toBe(404);
  });

  it('the ETag is the same for the same query in another order, and differs for another query', async () => {
    const a = await t.api(`/organizations/${ORG}/collaborators?limit=5&page=1`, { key });
    const b = await t.api(`/organizations/${ORG}/collaborators?page=1&limit=5`, { key });
    const c = await t.api(`/organizations/${ORG}/collaborators?limit=6`, { key });
    expect(a.headers.get('etag')).toBe(b.headers.get('etag'));
    expect(c.headers.get('etag')).not.toBe(a.headers.get('etag'));
  });

  it('a write of the organization changes the ETag: the old one gets the new answer', async () => {
    const before = await t.api(`/organizations/${ORG}/collaborators`, { key });
    await givenCollaborator(t.testStore.store.db, ORG, { id: 'col_etag_new', establishment_id: 'est_etag' });
    const after = await t.api(`/organizations/${ORG}/collaborators`, {
      key,
      headers: { 'if-none-match': before.headers.get('etag') ?? '' },
    });
    expect(after.status).toBe(200);
    expect(after.body.total).toBe(before.body.total + 1);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it('another scope set gets another ETag for the same read', async () => {
    const narrow = (await givenKey(t.testStore.store.db, ORG, ['org:employee:read'])).secret;
    const wide = await t.api(`/organizations/${ORG}/collaborators`, { key });
    const other = await t.api(`/organizations/${ORG}/collaborators`, {
      key: narrow,
      headers: { 'if-none-match': wide.headers.get('etag') ?? '' },
    });
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(wide.headers.get('etag'));
  });

  it('the change feed’s ETag moves with the feed, not only with the data version', async () => {
    const before = await t.api(`/organizations/${ORG}/changes/latest`, { key });
    expect(before.headers.get('etag')).toBeTruthy();
    await t.testStore.store.db
      .transaction()
      .execute((trx) =>
        appendChanges(trx, ORG, [{ type: 'collaborator.status_changed', resourceId: 'col_etag_1' }]),
      );
    const after = await t.api(`/organizations/${ORG}/changes/latest`, {
      key,
      headers: { 'if-none-match': before.headers.get('etag') ?? '' },
    });
    expect(after.status).toBe(200);
    expect(after.body.cursor).not.toBe(before.body.cursor);
  });

  it('a refusal is never a 304', async () => {
    const ok = await t.api(`/organizations/${ORG}/collaborators`, { key });
    const refused = await t.api(`/organizations/${ORG}/collaborators?limit=0`, {
      key,
      headers: { 'if-none-match': ok.headers.get('etag') ?? '' },
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('etag')).toBeNull();
  });
});
