import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../../test/support/engines.ts';
import { createTestStore, type TestStore } from '../../../test/support/store.ts';
import { hashArtifactId, StoreAdapter, sweepExpiredArtifacts } from './adapter.ts';
import { loadServerKeys } from './server-keys.ts';

describe.each(testEngines())('the OAuth storage adapter on %s', (engine) => {
  let s: TestStore;
  beforeAll(async () => {
    s = await createTestStore(engine);
  });
  afterAll(async () => s?.drop());

  it('keeps an artifact under the SHA-256 of its id, never the id itself', async () => {
    const adapter = new StoreAdapter(s.store.db, 'AccessToken');
    await adapter.upsert('the-token-value', { grantId: 'g1', scope: 'a' }, 60);
    const rows = await s.store.db
      .selectFrom('oauth_artifacts')
      .selectAll()
      .where('model', '=', 'AccessToken')
      .execute();
    expect(rows.map((r) => r.id_hash)).toEqual([hashArtifactId('the-token-value')]);
    expect(JSON.stringify(rows)).not.toContain('the-token-value');
    expect(await adapter.find('the-token-value')).toMatchObject({ grantId: 'g1', scope: 'a' });
  });

  it('marks a consumed artifact once, and revokes by grant', async () => {
    const codes = new StoreAdapter(s.store.db, 'AuthorizationCode');
    await codes.upsert('code-1', { grantId: 'g2' }, 60);
    await codes.consume('code-1');
    expect((await codes.find('code-1'))?.consumed).toBeTypeOf('number');
    await codes.revokeByGrantId('g2');
    expect(await codes.find('code-1')).toBeUndefined();
  });

  it('refuses a second consumption of a code with invalid_grant and removes everything of its grant', async () => {
    const codes = new StoreAdapter(s.store.db, 'AuthorizationCode');
    // Refresh tokens: the other tests count the access tokens they store.
    const tokens = new StoreAdapter(s.store.db, 'RefreshToken');
    await codes.upsert('code-twice', { grantId: 'g-twice' }, 60);
    await tokens.upsert('token-of-g-twice', { grantId: 'g-twice' }, 60);
    await tokens.upsert('token-of-another-grant', { grantId: 'g-other' }, 60);
    // Two redemptions that both read the code before either consumed it.
    const [first, second] = await Promise.allSettled([
      codes.consume('code-twice'),
      codes.consume('code-twice'),
    ]);
    const outcomes = [first, second].map((o) => o.status).sort();
    expect(outcomes).toEqual(['fulfilled', 'rejected']);
    const refusal = [first, second].find((o) => o.status === 'rejected');
    expect(refusal?.status === 'rejected' && refusal.reason).toMatchObject({ error: 'invalid_grant' });
    expect(await codes.find('code-twice')).toBeUndefined();
    expect(await tokens.find('token-of-g-twice')).toBeUndefined();
    expect(await tokens.find('token-of-another-grant')).toMatchObject({ grantId: 'g-other' });
  });

  it('hides an expired artifact at once and the sweeper deletes it, keeping the live ones and the server keys', async () => {
    await loadServerKeys(s.store.db);
    const sessions = new StoreAdapter(s.store.db, 'Session');
    await sessions.upsert('expired', { uid: 'u-expired' }, 1);
    await sessions.upsert('live', { uid: 'u-live' }, 3600);
    const later = Date.now() + 5_000;
    await s.store.db
      .updateTable('oauth_artifacts')
      .set({ expires_at: Math.floor(Date.now() / 1000) - 1 })
      .where('id_hash', '=', hashArtifactId('expired'))
      .execute();
    expect(await sessions.find('expired')).toBeUndefined();
    expect(await sessions.findByUid('u-live')).toMatchObject({ uid: 'u-live' });
    expect(await sweepExpiredArtifacts(s.store.db, later)).toBeGreaterThanOrEqual(1);
    const left = await s.store.db.selectFrom('oauth_artifacts').select(['model', 'id_hash']).execute();
    expect(left).toContainEqual({ model: 'Session', id_hash: hashArtifactId('live') });
    expect(left).not.toContainEqual({ model: 'Session', id_hash: hashArtifactId('expired') });
    expect(left.some((r) => r.model === 'ServerKeys')).toBe(true);
  });

  it('gives two instances starting at once the same server keys', async () => {
    const [a, b] = await Promise.all([loadServerKeys(s.store.db), loadServerKeys(s.store.db)]);
    expect(a).toEqual(b);
  });
});
