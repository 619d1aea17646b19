import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, storeEnv } from '../support/cli.ts';
import { testEngines } from '../support/engines.ts';
import { givenOrganization } from '../support/fixtures.ts';
import { givenCollaborator } from '../support/hr-data.ts';
import { mintAccessToken } from '../support/oauth-token.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const ORG = 'org_grant_withheld';
const SCOPES = ['org:employee:read', 'org:employee:details:read'];

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
});
