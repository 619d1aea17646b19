import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../../test/support/engines.ts';
import { givenOrganization } from '../../../test/support/fixtures.ts';
import { mintAccessToken } from '../../../test/support/oauth-token.ts';
import { createTestStore, type TestStore } from '../../../test/support/store.ts';
import { hashArtifactId } from '../../partners/oauth/adapter.ts';
import { recordConsent } from '../../partners/partner-grants.ts';
import { findAccessTokenCaller } from '../tokens/access-tokens.ts';
import { LastUsedRecorder } from './key-resolver.ts';

const ORG = 'org_last_used_recorder';

describe.each(testEngines())('the last-use recorder on %s', (engine) => {
  let t: TestStore;

  beforeAll(async () => {
    t = await createTestStore(engine);
    await givenOrganization(t.store.db, ORG);
  });
  afterAll(async () => t?.drop());

  const stored = (grantId: string) =>
    t.store.db
      .selectFrom('partner_grants')
      .select(['granted_at', 'last_used_at'])
      .where('id', '=', grantId)
      .executeTakeFirstOrThrow();

  it('records the first use after a renewed consent, although the grant was used within the hour', async () => {
    const db = t.store.db;
    const token = await mintAccessToken(db, 'http://127.0.0.1', ORG, ['org:employee:read'], 'Recorder app');
    const caller = async () => {
      const found = await findAccessTokenCaller(db, hashArtifactId(token));
      if (!found?.partnerApp) throw new Error('no caller behind the token');
      return found;
    };
    const errors: unknown[] = [];
    const recorder = new LastUsedRecorder(db, (error) => errors.push(error));
    const first = await caller();
    recorder.record(first);
    await expect.poll(async () => (await stored(first.id)).last_used_at).not.toBeNull();

    await recordConsent(db, {
      appId: first.partnerApp?.id ?? '',
      organizationId: ORG,
      scopes: ['org:employee:read'],
      grantedBy: 'user_1',
    });
    expect((await stored(first.id)).last_used_at).toBeNull();
    recorder.record(await caller());

    await expect.poll(async () => (await stored(first.id)).last_used_at).not.toBeNull();
    const { granted_at, last_used_at } = await stored(first.id);
    expect((last_used_at ?? '') >= granted_at).toBe(true);
    expect(errors).toEqual([]);
  });
});
