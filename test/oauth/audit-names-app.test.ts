import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/engines.ts';
import { givenOrganization } from '../support/fixtures.ts';
import { givenCollaborator, givenComplementaryContract, givenEstablishment } from '../support/hr-data.ts';
import { mintAccessToken } from '../support/oauth-token.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const ORG = 'org_oauth_audit';

/** The employer's audit log says which partner app changed its data, and under which grant. */
describe.each(testEngines())('an audited write with a partner token on %s', (engine) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer(engine);
    const db = t.testStore.store.db;
    await givenOrganization(db, ORG);
    await givenEstablishment(db, ORG, { id: 'est_audit' });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('names the app and the grant beside what was written', async () => {
    const db = t.testStore.store.db;
    const contract = await givenComplementaryContract(db, ORG, {
      reference: 'AUD-1',
      optionIds: ['opt_aud'],
    });
    const collaborator = (await givenCollaborator(db, ORG, { establishment_id: 'est_audit' })).id;
    const token = await mintAccessToken(
      db,
      t.baseUrl,
      ORG,
      ['org:employee:health_insurance:manage'],
      'Mutuelle Auditée',
    );
    const grant = await db
      .selectFrom('partner_grants')
      .innerJoin('partner_apps', 'partner_apps.id', 'partner_grants.app_id')
      .select(['partner_grants.id as grantId', 'partner_apps.id as appId'])
      .where('partner_grants.organization_id', '=', ORG)
      .executeTakeFirstOrThrow();

    const written = await t.api(`/organizations/${ORG}/complementary-contracts/affiliations`, {
      key: token,
      method: 'PUT',
      body: {
        establishmentId: 'est_audit',
        affiliations: [
          {
            employeeId: collaborator,
            complementaryContractId: contract.id,
            optionId: 'opt_aud',
            status: 'active',
            startDate: '2024-01-01',
          },
        ],
      },
    });
    expect(written.body).toMatchObject({ data: { created: 1 } });
    expect(written.status).toBe(200);

    const event = await db
      .selectFrom('audit_events')
      .selectAll()
      .where('organization_id', '=', ORG)
      .where('action', '=', 'affiliations.replaced')
      .executeTakeFirstOrThrow();
    expect(event.actor_type).toBe('api_key');
    expect(event.actor_id).toBe(grant.grantId);
    expect(JSON.parse(event.details ?? '{}')).toMatchObject({
      created: 1,
      partnerApp: { id: grant.appId, name: 'Mutuelle Auditée' },
      grantId: grant.grantId,
    });
  });
});
