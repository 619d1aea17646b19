/**
 * What a write exercise starts from: an organization of its own on two instances, one
 * establishment, one collaborator, one complementary contract, a key with every scope, and the
 * generated client on either instance (`onA` writes, `onB` reads).
 */
import { ALL_SCOPES, type Scope } from '../../src/auth/scopes.ts';
import { type GeneratedClient, generatedClient } from '../generated-client/client.ts';
import { basic, givenGrant, givenPartnerApp } from '../partner-apps/support.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { givenCollaborator, givenComplementaryContract, givenEstablishment } from '../support/hr-data.ts';
import type { TwoInstances } from './two-instances.ts';

let organizations = 0;

export async function givenWorld(instances: TwoInstances, scopes: Scope[] = [...ALL_SCOPES]) {
  const db = instances.testStore.store.db;
  const organizationId = `org_writes_${instances.engine}_${++organizations}`;
  await givenOrganization(db, organizationId);
  const establishment = await givenEstablishment(db, organizationId, { siret: '55210055400013' });
  const collaborator = await givenCollaborator(db, organizationId, { establishment_id: establishment.id });
  const contract = await givenComplementaryContract(db, organizationId);
  const { secret } = await givenKey(db, organizationId, scopes, 'partner');
  const bearer = `Bearer ${secret}`;
  return {
    db,
    organizationId,
    establishment,
    collaborator,
    contract,
    onA: generatedClient(instances.a.address, bearer),
    onB: generatedClient(instances.b.address, bearer),
    /** A partner app granted by this organization, by its client credentials on either instance. */
    async partnerApp(): Promise<{ onA: GeneratedClient; onB: GeneratedClient }> {
      const app = await givenPartnerApp(db);
      await givenGrant(db, app.clientId, organizationId, ['org:employee:read']);
      const credentials = basic(app.clientId, app.clientSecret);
      return {
        onA: generatedClient(instances.a.address, credentials),
        onB: generatedClient(instances.b.address, credentials),
      };
    },
  };
}

export type World = Awaited<ReturnType<typeof givenWorld>>;
