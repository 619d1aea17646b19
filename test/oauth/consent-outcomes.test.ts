import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsoleUser } from '../../src/console/console-users.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { createPartnerApp } from '../../src/partners/partner-apps.ts';
import { basic } from '../partner-apps/support.ts';
import { testEngines } from '../support/engines.ts';
import { givenOrganization } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { AdminBrowser } from './consent-over-http.ts';
import {
  authorizationUrl,
  discover,
  exchange,
  oauthError,
  type Partner,
  partner,
  refresh,
} from './partner-client.ts';

const ADMIN = { email: 'admin@consent-outcomes.test', password: 'correct horse battery staple' };
const EMPLOYEES = 'org:employee:read';
const COMPANY = 'org:company:read';

/**
 * What docs/partners.md promises of a code presented twice and of a second, narrower consent,
 * run over HTTP as a partner and an admin's browser would.
 */
describe.each(testEngines())('what a replayed code and a narrower consent do to a grant on %s', (engine) => {
  let t: TestServer;
  let n = 0;

  beforeAll(async () => {
    t = await startTestServer(engine);
  });
  afterAll(async () => t?.stop());

  /** An organization of its own, its admin, and an app that may ask for both scopes. */
  async function given(): Promise<{ org: string; p: Partner; admin: AdminBrowser; secret: string }> {
    n += 1;
    const db = t.testStore.store.db;
    const org = `org_consent_outcomes_${n}`;
    await givenOrganization(db, org);
    const admin = { ...ADMIN, email: `admin${n}@consent-outcomes.test` };
    await createConsoleUser(db, { organizationId: org, ...admin }, CLI_ACTOR);
    const callback = 'http://127.0.0.1:9/callback';
    const { app, secret } = await createPartnerApp(db, {
      name: `Outcomes ${n}`,
      redirectUris: [callback],
      scopes: [EMPLOYEES, COMPANY],
    });
    const p = partner(await discover(t.baseUrl), app.id, secret, callback);
    return { org, p, admin: new AdminBrowser(t.baseUrl, admin), secret };
  }

  async function approved(p: Partner, admin: AdminBrowser, scope: string) {
    const start = await authorizationUrl(p, scope);
    return { start, callbackUrl: await admin.approve(start.url, p.redirectUri) };
  }

  const grantsOf = (org: string) =>
    t.testStore.store.db
      .selectFrom('partner_grants')
      .select(['id', 'scopes', 'revoked_at', 'revoked_by'])
      .where('organization_id', '=', org)
      .execute();
  const employees = (org: string, token: string) =>
    t.api(`/organizations/${org}/collaborators`, { key: token });
  const company = (org: string, token: string) => t.api(`/organizations/${org}`, { key: token });
  const appGrants = async (p: Partner, secret: string) => {
    const response = await fetch(`${t.baseUrl}/api/public/v1/partner-app/grants`, {
      headers: { authorization: basic(p.client.client_id, secret) },
    });
    return ((await response.json()) as { data: { organizationId: string; scopes: string[] }[] }).data;
  };

  it('a code presented twice revokes the grant: its tokens, its refresh token and the organization’s grant end', async () => {
    const { org, p, admin, secret } = await given();
    const { start, callbackUrl } = await approved(p, admin, EMPLOYEES);
    const tokens = await exchange(p, start, callbackUrl);
    expect((await employees(org, tokens.access_token)).status).toBe(200);

    expect(await oauthError(exchange(p, start, callbackUrl))).toBe('invalid_grant');

    expect((await employees(org, tokens.access_token)).status).toBe(401);
    expect(await oauthError(refresh(p, tokens.refresh_token ?? ''))).toBe('invalid_grant');
    const [grant, ...others] = await grantsOf(org);
    expect(others).toEqual([]);
    expect(grant?.revoked_at).not.toBeNull();
    expect(grant?.revoked_by).toBe('authorization_server');
    expect((await appGrants(p, secret)).map((g) => g.organizationId)).not.toContain(org);
  });

  it('a code redeemed several times at once is answered with tokens once at most, and its grant ends', async () => {
    const { org, p, admin } = await given();
    const { start, callbackUrl } = await approved(p, admin, EMPLOYEES);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, () => exchange(p, start, callbackUrl)),
    );
    const answered = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value.access_token] : []));
    expect(answered.length).toBeLessThanOrEqual(1);
    for (const refused of outcomes.filter((o) => o.status === 'rejected'))
      expect(await oauthError(Promise.reject(refused.reason))).toBe('invalid_grant');
    for (const token of answered) expect((await employees(org, token)).status).toBe(401);
    expect((await grantsOf(org))[0]?.revoked_by).toBe('authorization_server');
  });

  it('a narrower consent narrows the live grant: tokens issued before it lose the scopes it left out on their next request', async () => {
    const { org, p, admin, secret } = await given();
    const wide = await approved(p, admin, `${EMPLOYEES} ${COMPANY}`);
    const before = await exchange(p, wide.start, wide.callbackUrl);
    expect((await company(org, before.access_token)).status).toBe(200);

    const narrow = await approved(p, admin, EMPLOYEES);
    const after = await exchange(p, narrow.start, narrow.callbackUrl);

    // One live grant, narrowed in place: the app sees the narrower scopes.
    const grants = await grantsOf(org);
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ scopes: EMPLOYEES, revoked_at: null });
    expect((await appGrants(p, secret)).find((g) => g.organizationId === org)?.scopes).toEqual([EMPLOYEES]);
    // The access token issued under the wider consent keeps only what is still granted.
    expect((await company(org, before.access_token)).status).toBe(403);
    expect((await employees(org, before.access_token)).status).toBe(200);
    // Its refresh token still works, for the narrower scopes only.
    const refreshed = await refresh(p, before.refresh_token ?? '');
    expect(refreshed.scope?.split(' ')).not.toContain(COMPANY);
    expect((await company(org, refreshed.access_token)).status).toBe(403);
    expect((await employees(org, refreshed.access_token)).status).toBe(200);
    // And the new consent's own token holds the narrower scopes alone.
    expect(after.scope?.split(' ')).not.toContain(COMPANY);
    expect((await company(org, after.access_token)).status).toBe(403);
  });

  it('a wider consent reaches only the tokens of its own code: those issued before keep their scopes', async () => {
    const { org, p, admin } = await given();
    const narrow = await approved(p, admin, EMPLOYEES);
    const before = await exchange(p, narrow.start, narrow.callbackUrl);
    const wide = await approved(p, admin, `${EMPLOYEES} ${COMPANY}`);
    const after = await exchange(p, wide.start, wide.callbackUrl);
    expect((await company(org, after.access_token)).status).toBe(200);
    expect((await company(org, before.access_token)).status).toBe(403);
    const refreshed = await refresh(p, before.refresh_token ?? '');
    expect((await company(org, refreshed.access_token)).status).toBe(403);
    expect((await employees(org, refreshed.access_token)).status).toBe(200);
  });

  it('one refresh token presented twice at once is answered once at most, and its grant ends', async () => {
    const { org, p, admin } = await given();
    const { start, callbackUrl } = await approved(p, admin, EMPLOYEES);
    const tokens = await exchange(p, start, callbackUrl);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, () => refresh(p, tokens.refresh_token ?? '')),
    );
    const answered = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value.access_token] : []));
    expect(answered.length).toBeLessThanOrEqual(1);
    for (const refused of outcomes.filter((o) => o.status === 'rejected'))
      expect(await oauthError(Promise.reject(refused.reason))).toBe('invalid_grant');
    for (const token of [tokens.access_token, ...answered])
      expect((await employees(org, token)).status).toBe(401);
    expect((await grantsOf(org))[0]?.revoked_by).toBe('authorization_server');
  });

  it('a renewed consent never leaves the grant’s last use before its grantedAt, and the next use is recorded', async () => {
    const { org, p, admin } = await given();
    const first = await approved(p, admin, EMPLOYEES);
    const tokens = await exchange(p, first.start, first.callbackUrl);
    const stored = async () =>
      t.testStore.store.db
        .selectFrom('partner_grants')
        .select(['granted_at', 'last_used_at'])
        .where('organization_id', '=', org)
        .executeTakeFirstOrThrow();
    expect((await employees(org, tokens.access_token)).status).toBe(200);
    await expect.poll(async () => (await stored()).last_used_at).not.toBeNull();

    await approved(p, admin, EMPLOYEES);
    const renewed = await stored();
    expect(renewed.last_used_at).toBeNull();

    expect((await employees(org, tokens.access_token)).status).toBe(200);
    await expect.poll(async () => (await stored()).last_used_at).not.toBeNull();
    const used = await stored();
    expect(used.granted_at).toBe(renewed.granted_at);
    expect((used.last_used_at ?? '') >= used.granted_at).toBe(true);
  });
});
