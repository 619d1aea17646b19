import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/support/engines.ts';
import { givenKey, givenOrganization } from '../../test/support/fixtures.ts';
import {
  ficheXml,
  givenCollaborator,
  givenComplementaryContract,
  givenEstablishment,
} from '../../test/support/hr-data.ts';
import { startTestServer, type TestServer } from '../../test/support/server.ts';
import { ALL_SCOPES } from '../auth/scopes.ts';

let sequence = 0;

describe.each(testEngines())('partner writes in the change feed on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine);
  });
  afterAll(async () => t?.stop());

  /** A fresh organization with one establishment, one collaborator, a contract with two options, and a key. */
  async function given() {
    const org = `org_pfeed_${process.pid}_${++sequence}`;
    const db = t.testStore.store.db;
    await givenOrganization(db, org);
    const establishment = await givenEstablishment(db, org, { id: `est_${org}` });
    const collaborator = await givenCollaborator(db, org, { establishment_id: establishment.id });
    const contract = await givenComplementaryContract(db, org, { optionIds: [`o1_${org}`, `o2_${org}`] });
    const key = (await givenKey(db, org, [...ALL_SCOPES], 'partner')).secret;
    const latest = async () => (await t.api(`/organizations/${org}/changes/latest`, { key })).body.cursor;
    const changesAfter = async (after: string) => {
      const response = await t.api(`/organizations/${org}/changes?after=${after}`, { key });
      expect(response.status).toBe(200);
      return response.body.data.map((e: Record<string, string>) => [
        e.type,
        e.collaboratorId,
        e.establishmentId,
      ]);
    };
    return { org, establishment, collaborator, contract, key, latest, changesAfter };
  }

  it('a fiche logs its new contracts, and the same fiche again logs nothing', async () => {
    const { org, establishment, key, latest, changesAfter } = await given();
    const post = () =>
      t.api(`/organizations/${org}/complementary-contracts/fiche-parametrage`, {
        key,
        method: 'POST',
        body: { establishmentId: establishment.id, ficheParametrageXml: ficheXml({ nic: '00013' }) },
      });
    const before = await latest();
    expect((await post()).status).toBe(200);
    expect(await changesAfter(before)).toEqual([['complementary_contract.created', undefined, undefined]]);
    const again = await latest();
    expect((await post()).status).toBe(200);
    expect(await changesAfter(again)).toEqual([]);
  });

  it('the collaborator PUT logs created, then updated, then nothing for the same body', async () => {
    const { org, establishment, collaborator, contract, key, latest, changesAfter } = await given();
    const put = (optionId: string) =>
      t.api(`/organizations/${org}/collaborators/${collaborator.id}/affiliations`, {
        key,
        method: 'PUT',
        body: {
          establishmentId: establishment.id,
          complementaryContractId: contract.id,
          status: 'active',
          optionId,
        },
      });
    const before = await latest();
    expect((await put(contract.optionIds[0] as string)).status).toBe(200);
    expect((await put(contract.optionIds[1] as string)).status).toBe(200);
    const middle = await latest();
    expect((await put(contract.optionIds[1] as string)).status).toBe(200);
    const seen = [collaborator.id, establishment.id];
    expect(await changesAfter(before)).toEqual([
      ['affiliation.created', ...seen],
      ['affiliation.updated', ...seen],
    ]);
    expect(await changesAfter(middle)).toEqual([]);
  });

  it('the establishment PUT logs created, updated and deleted affiliations', async () => {
    const { org, establishment, collaborator, contract, key, latest, changesAfter } = await given();
    const put = (affiliations: unknown[]) =>
      t.api(`/organizations/${org}/complementary-contracts/affiliations`, {
        key,
        method: 'PUT',
        body: { establishmentId: establishment.id, affiliations },
      });
    const choice = (optionId: string) => ({
      employeeId: collaborator.id,
      complementaryContractId: contract.id,
      optionId,
      status: 'active',
    });
    const seen = [collaborator.id, establishment.id];
    const before = await latest();
    expect((await put([choice(contract.optionIds[0] as string)])).status).toBe(200);
    expect((await put([choice(contract.optionIds[0] as string)])).status).toBe(200);
    expect((await put([choice(contract.optionIds[1] as string)])).status).toBe(200);
    expect((await put([])).status).toBe(200);
    expect(await changesAfter(before)).toEqual([
      ['affiliation.created', ...seen],
      ['affiliation.updated', ...seen],
      ['affiliation.deleted', ...seen],
    ]);
  });
});
