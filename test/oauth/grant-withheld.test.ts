import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsoleUser } from '../../src/console/console-users.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { csrfTokenOf } from '../browser/browser.ts';
import { runCli, storeEnv } from '../support/cli.ts';
import { testEngines } from '../support/engines.ts';
import { givenOrganization } from '../support/fixtures.ts';
import { givenCollaborator } from '../support/hr-data.ts';
import { mintAccessToken } from '../support/oauth-token.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const ORG = 'org_grant_withheld';
const SCOPES = ['org:employee:read', 'org:employee:details:read'];
const ADMIN = { email: 'admin@withheld.test', password: 'correct horse battery staple' };

/** The admin's browser, over HTTP: signed in, its session cookie and the page's CSRF token. */
async function consoleSession(baseUrl: string): Promise<{ cookie: string; csrf: string }> {
  const form = await fetch(`${baseUrl}/console/sign-in`);
  const preSession = (form.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const signedIn = await fetch(`${baseUrl}/console/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: preSession, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ _csrf: csrfTokenOf(await form.text()), ...ADMIN }),
  });
  const cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const page = await fetch(`${baseUrl}/console/connected-apps`, { headers: { cookie } });
  return { cookie, csrf: csrfTokenOf(await page.text()) };
}

describe.each(testEngines())('fields withheld from a grant on %s', (engine) => {
  let t: TestServer;
  let token: string;
  let grantId: string;
  let collaboratorId: string;

  beforeAll(async () => {
    t = await startTestServer(engine);
    const db = t.testStore.store.db;
    await givenOrganization(db, ORG);
    collaboratorId = (await givenCollaborator(db, ORG)).id;
    await createConsoleUser(db, { organizationId: ORG, ...ADMIN }, CLI_ACTOR);
    token = await mintAccessToken(db, t.baseUrl, ORG, SCOPES);
    grantId = (
      await db
        .selectFrom('partner_grants')
        .select('id')
        .where('organization_id', '=', ORG)
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => t?.stop());

  const record = async () => {
    const response = await t.api(`/organizations/${ORG}/collaborators/${collaboratorId}`, { key: token });
    expect(response.status).toBe(200);
    return response.body;
  };
  const withhold = (fields: string) =>
    runCli(
      ['grants', 'withhold', '--org', ORG, '--fields', fields, grantId, '--json'],
      storeEnv(t.testStore.config),
    );

  it('stops showing a withheld field to the grant’s tokens on the next request, and shows it again once cleared', async () => {
    expect(await record()).toHaveProperty('socialSecurityNumber');
    const set = await withhold('socialSecurityNumber');
    expect(set.code).toBe(0);
    expect(JSON.parse(set.stdout).withheldFields).toEqual(['socialSecurityNumber']);
    const withheld = await record();
    expect(withheld).not.toHaveProperty('socialSecurityNumber');
    expect(withheld).toHaveProperty('birthDate');
    expect((await withhold('')).code).toBe(0);
    expect(await record()).toHaveProperty('socialSecurityNumber');
  });

  it('refuses a field the grant’s scopes do not grant, or an unknown one, with exit 2 and changes nothing', async () => {
    const before = await t.testStore.store.db.selectFrom('partner_grants').selectAll().execute();
    expect((await withhold('absenceType')).code).toBe(2);
    expect((await withhold('salary')).code).toBe(2);
    expect(await t.testStore.store.db.selectFrom('partner_grants').selectAll().execute()).toEqual(before);
  });

  it('lets the admin withhold a field from the grant in Connected apps, with the console’s CSRF token', async () => {
    const { cookie, csrf } = await consoleSession(t.baseUrl);
    const post = (body: URLSearchParams) =>
      fetch(`${t.baseUrl}/console/connected-apps/${grantId}/withheld`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
    const before = await t.testStore.store.db.selectFrom('partner_grants').selectAll().execute();
    const forged = await post(new URLSearchParams({ withhold: 'socialSecurityNumber' }));
    expect(forged.status).toBe(403);
    expect(await t.testStore.store.db.selectFrom('partner_grants').selectAll().execute()).toEqual(before);

    const saved = await post(new URLSearchParams({ _csrf: csrf, withhold: 'socialSecurityNumber' }));
    expect(saved.status).toBe(303);
    expect(await record()).not.toHaveProperty('socialSecurityNumber');
    const page = await fetch(`${t.baseUrl}${saved.headers.get('location')}`, { headers: { cookie } });
    expect(await page.text()).toMatch(/name="withhold" value="socialSecurityNumber" checked/);

    const cleared = await post(new URLSearchParams({ _csrf: csrf }));
    expect(cleared.status).toBe(303);
    expect(await record()).toHaveProperty('socialSecurityNumber');
  });
});
