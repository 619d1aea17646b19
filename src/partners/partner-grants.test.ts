import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenPartnerApp } from '../../test/partner-apps/support.ts';
import { testEngines } from '../../test/support/engines.ts';
import { givenOrganization } from '../../test/support/fixtures.ts';
import { createTestStore, type TestStore } from '../../test/support/store.ts';
import { touchGrant } from '../auth/tokens/access-tokens.ts';
import { findGrant, type PartnerGrant, recordConsent } from './partner-grants.ts';

const SCOPES = ['org:employee:read'] as const;
const later = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

describe.each(testEngines())('a grant’s last use on %s', (engine) => {
  let t: TestStore;
  let n = 0;

  beforeAll(async () => {
    t = await createTestStore(engine);
  });
  afterAll(async () => t?.drop());

  /** A consent of its own: an organization and an app. */
  async function consented(): Promise<{ grant: PartnerGrant; renew: () => Promise<PartnerGrant> }> {
    n += 1;
    const organizationId = `org_grant_last_use_${n}`;
    await givenOrganization(t.store.db, organizationId);
    const app = await givenPartnerApp(t.store.db);
    const consent = { appId: app.clientId, organizationId, scopes: SCOPES, grantedBy: 'user_1' };
    return {
      grant: await recordConsent(t.store.db, consent),
      renew: () => recordConsent(t.store.db, consent),
    };
  }
  const reread = async (grant: PartnerGrant) => {
    const found = await findGrant(t.store.db, grant.organizationId, grant.id);
    if (!found) throw new Error('the grant is gone');
    return found;
  };

  it('a renewed consent starts the last use again, so it is never before the new grantedAt', async () => {
    const { grant, renew } = await consented();
    await touchGrant(t.store.db, grant.id, later(grant.grantedAt, 1));
    expect((await reread(grant)).lastUsedAt).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const renewed = await renew();
    expect(renewed.id).toBe(grant.id);
    expect(renewed.grantedAt > grant.grantedAt).toBe(true);
    expect(renewed.lastUsedAt).toBeNull();
  });

  it('a use written after a renewed consent but made before it is dropped', async () => {
    const { grant, renew } = await consented();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const renewed = await renew();
    await touchGrant(t.store.db, grant.id, later(renewed.grantedAt, -1));
    expect((await reread(grant)).lastUsedAt).toBeNull();
    const use = later(renewed.grantedAt, 1);
    await touchGrant(t.store.db, grant.id, use);
    expect((await reread(grant)).lastUsedAt).toBe(use);
  });

  it('a use written late never moves the last use back', async () => {
    const { grant } = await consented();
    const first = later(grant.grantedAt, 60_000);
    await touchGrant(t.store.db, grant.id, first);
    const before = await reread(grant);
    await touchGrant(t.store.db, grant.id, later(grant.grantedAt, 30_000));
    expect(await reread(grant)).toEqual(before);
    const next = later(grant.grantedAt, 3_600_000);
    await touchGrant(t.store.db, grant.id, next);
    expect((await reread(grant)).lastUsedAt).toBe(next);
  });
});
