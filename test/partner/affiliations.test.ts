import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEvents } from '../../src/db/audit.ts';
import { todayIn } from '../../src/shared/time.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { givenCollaborator, givenComplementaryContract, givenEstablishment } from '../support/hr-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

interface Row {
  employeeId: string;
  complementaryContractId: string;
  optionId: string;
  status: string;
}
const row = (
  employeeId: string,
  complementaryContractId: string,
  optionId: string,
  status = 'active',
): Row => ({
  employeeId,
  complementaryContractId,
  optionId,
  status,
});

describe.each(testEngines())('affiliations on %s', (engine) => {
  let t: TestServer;
  let key: string;
  const today = todayIn('Europe/Paris');
  const bulk = (establishmentId: string, affiliations: Row[]) =>
    t.api('/organizations/org_aff/complementary-contracts/affiliations', {
      key,
      method: 'PUT',
      body: { establishmentId, affiliations },
    });
  const one = (collaboratorId: string, body: Record<string, string>) =>
    t.api(`/organizations/org_aff/collaborators/${collaboratorId}/affiliations`, {
      key,
      method: 'PUT',
      body,
    });
  /** The stored affiliations of an establishment's collaborators, as sorted rows. */
  const stateOf = async (collaborators: string[]) =>
    (
      await t.testStore.store.db
        .selectFrom('affiliations')
        .select(['collaborator_id', 'contract_id', 'option_id', 'status', 'start_date'])
        .where('organization_id', '=', 'org_aff')
        .where('collaborator_id', 'in', collaborators)
        .execute()
    )
      .map((r) => `${r.collaborator_id} ${r.contract_id} ${r.option_id} ${r.status}`)
      .sort();
  const asState = (rows: Row[]) =>
    rows.map((r) => `${r.employeeId} ${r.complementaryContractId} ${r.optionId} ${r.status}`).sort();

  beforeAll(async () => {
    t = await startTestServer(engine);
    const db = t.testStore.store.db;
    await givenOrganization(db, 'org_aff');
    key = (await givenKey(db, 'org_aff', ['org:employee:health_insurance:manage'], 'partner')).secret;
    await givenEstablishment(db, 'org_aff', { id: 'est_a' });
    await givenEstablishment(db, 'org_aff', { id: 'est_b', is_head_office: 0 });
    for (const id of ['c1', 'c2', 'c3'])
      await givenCollaborator(db, 'org_aff', { id, establishment_id: 'est_a' });
    await givenCollaborator(db, 'org_aff', { id: 'c4', establishment_id: 'est_b' });
    await givenComplementaryContract(db, 'org_aff', {
      id: 'cc1',
      optionIds: ['o1a', 'o1b'],
      reference: 'A-1',
    });
    await givenComplementaryContract(db, 'org_aff', { id: 'cc2', optionIds: ['o2a'], reference: 'B-2' });
  });
  afterAll(async () => {
    await t?.stop();
  });

  describe('PUT …/complementary-contracts/affiliations makes the establishment equal to the list', () => {
    it('counts new affiliations as created', async () => {
      await bulk('est_a', []);
      const response = await bulk('est_a', [row('c1', 'cc1', 'o1a'), row('c2', 'cc1', 'o1b', 'exempted')]);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: { created: 2, deleted: 0 } });
    });

    it('changes nothing when the same list is sent again', async () => {
      await bulk('est_a', [row('c1', 'cc1', 'o1a'), row('c2', 'cc1', 'o1b', 'exempted')]);
      const before = await stateOf(['c1', 'c2', 'c3']);
      const response = await bulk('est_a', [row('c1', 'cc1', 'o1a'), row('c2', 'cc1', 'o1b', 'exempted')]);
      expect(response.body).toEqual({ data: { created: 0, deleted: 0 } });
      expect(await stateOf(['c1', 'c2', 'c3'])).toEqual(before);
    });

    it('counts a changed option as one deleted and one created, a new one as created', async () => {
      await bulk('est_a', [row('c1', 'cc1', 'o1a'), row('c2', 'cc1', 'o1b', 'exempted')]);
      const response = await bulk('est_a', [
        row('c1', 'cc1', 'o1a'),
        row('c2', 'cc1', 'o1a'),
        row('c3', 'cc2', 'o2a'),
      ]);
      expect(response.body).toEqual({ data: { created: 2, deleted: 1 } });
    });

    it('counts the affiliations left out of the list as deleted', async () => {
      await bulk('est_a', [row('c1', 'cc1', 'o1a'), row('c2', 'cc1', 'o1a'), row('c3', 'cc2', 'o2a')]);
      const response = await bulk('est_a', [row('c1', 'cc1', 'o1a')]);
      expect(response.body).toEqual({ data: { created: 0, deleted: 2 } });
      expect(await stateOf(['c1', 'c2', 'c3'])).toEqual(['c1 cc1 o1a active']);
    });

    it('leaves the affiliations of other establishments alone', async () => {
      await bulk('est_b', []);
      expect((await bulk('est_b', [row('c4', 'cc2', 'o2a')])).body.data).toEqual({ created: 1, deleted: 0 });
      await bulk('est_a', [row('c1', 'cc1', 'o1a')]);
      expect(await stateOf(['c4'])).toEqual(['c4 cc2 o2a active']);
    });

    it('refuses the whole list when any id is unknown or mismatched, naming them, and writes nothing', async () => {
      const before = await stateOf(['c1', 'c2', 'c3', 'c4']);
      const audits = (await listAuditEvents(t.testStore.store.db, 'org_aff', { limit: 100 })).length;
      const response = await bulk('est_a', [
        row('c1', 'cc1', 'o1a', 'terminated'),
        row('c4', 'cc1', 'o1a'),
        row('c_ghost', 'cc1', 'o1a'),
        row('c2', 'cc_ghost', 'o1a'),
        row('c3', 'cc1', 'o2a'),
        row('c2', 'cc1', 'o_ghost'),
        row('c1', 'cc1', 'o1b'),
      ]);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('invalid_body');
      expect(response.body.errors).toEqual([
        {
          in: 'body',
          name: 'affiliations[1].employeeId',
          message: 'collaborator c4 is not in establishment est_a',
        },
        { in: 'body', name: 'affiliations[2].employeeId', message: 'unknown collaborator c_ghost' },
        {
          in: 'body',
          name: 'affiliations[3].complementaryContractId',
          message: 'unknown complementary contract cc_ghost',
        },
        {
          in: 'body',
          name: 'affiliations[4].optionId',
          message: 'option o2a is not an option of complementary contract cc1',
        },
        { in: 'body', name: 'affiliations[5].optionId', message: 'unknown option o_ghost' },
        {
          in: 'body',
          name: 'affiliations[6]',
          message: 'repeats collaborator c1 in complementary contract cc1 (first at affiliations[0])',
        },
      ]);
      expect(await stateOf(['c1', 'c2', 'c3', 'c4'])).toEqual(before);
      expect((await listAuditEvents(t.testStore.store.db, 'org_aff', { limit: 100 })).length).toBe(audits);
    });

    it.each([
      [
        { establishmentId: 'est_a', affiliations: [row('c1', 'cc1', 'o1a', 'paused')] },
        'affiliations[0].status',
      ],
      [{ establishmentId: 'est_a' }, 'affiliations'],
      [{ establishmentId: 'est_ghost', affiliations: [] }, 'establishmentId'],
    ])('refuses a malformed body naming %#', async (body, name) => {
      const response = await t.api('/organizations/org_aff/complementary-contracts/affiliations', {
        key,
        method: 'PUT',
        body,
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toContainEqual(expect.objectContaining({ in: 'body', name }));
    });

    it('leaves a consistent state when two PUTs race', async () => {
      // Its own start: another test may have left an affiliation of these collaborators that
      // began earlier (the shuffled order of seed 3369356402).
      await t.testStore.store.db
        .deleteFrom('affiliations')
        .where('organization_id', '=', 'org_aff')
        .where('collaborator_id', 'in', ['c1', 'c2', 'c3'])
        .execute();
      const first = [row('c1', 'cc1', 'o1a'), row('c2', 'cc1', 'o1a')];
      const second = [row('c2', 'cc1', 'o1b', 'exempted'), row('c3', 'cc2', 'o2a')];
      for (let round = 0; round < 5; round += 1) {
        const [a, b] = await Promise.all([bulk('est_a', first), bulk('est_a', second)]);
        expect([a.status, b.status]).toEqual([200, 200]);
        const state = await stateOf(['c1', 'c2', 'c3']);
        expect([asState(first), asState(second)]).toContainEqual(state);
        // Whichever ran last saw exactly the state the other one left.
        const again = await bulk('est_a', state.length === 2 && state[0]?.startsWith('c1') ? first : second);
        expect(again.body.data).toEqual({ created: 0, deleted: 0 });
      }
    });
  });

  describe('PUT and GET …/collaborators/{id}/affiliations', () => {
    it('upserts one affiliation and returns it', async () => {
      await bulk('est_a', []);
      const response = await one('c3', {
        establishmentId: 'est_a',
        complementaryContractId: 'cc1',
        status: 'active',
        optionId: 'o1b',
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        data: {
          startDate: `${today}T00:00:00.000Z`,
          endDate: null,
          complementaryContract: { id: 'cc1', organismeCode: 'P0942', contractReference: 'A-1' },
          status: 'active',
          option: {
            id: 'o1b',
            optionCode: 'OPT2',
            optionName: 'Option 2',
            populationCode: 'CA',
            populationName: 'Cadres',
          },
          // Nothing declared by a DSN for it: no dependants' counts, no portability.
          dependants: null,
          portability: null,
        },
      });
      const again = await one('c3', {
        establishmentId: 'est_a',
        complementaryContractId: 'cc1',
        status: 'active',
        optionId: 'o1b',
      });
      expect(again.body).toEqual(response.body);
      expect(await stateOf(['c3'])).toEqual(['c3 cc1 o1b active']);
    });

    it('ends a terminated affiliation today', async () => {
      const response = await one('c3', {
        establishmentId: 'est_a',
        complementaryContractId: 'cc1',
        status: 'terminated',
        optionId: 'o1b',
      });
      expect(response.body.data).toMatchObject({ status: 'terminated', endDate: `${today}T00:00:00.000Z` });
    });

    it.each([
      [
        { establishmentId: 'est_b', complementaryContractId: 'cc1', status: 'active', optionId: 'o1a' },
        'establishmentId',
        'collaborator c3 is not in establishment est_b',
      ],
      [
        { establishmentId: 'est_a', complementaryContractId: 'cc1', status: 'active', optionId: 'o2a' },
        'optionId',
        'option o2a is not an option of complementary contract cc1',
      ],
      [
        { establishmentId: 'est_a', complementaryContractId: 'cc9', status: 'active', optionId: 'o1a' },
        'complementaryContractId',
        'unknown complementary contract cc9',
      ],
    ])('refuses a mismatch with 400 and writes nothing (%#)', async (body, name, message) => {
      const before = await stateOf(['c3']);
      const response = await one('c3', body);
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([{ in: 'body', name, message }]);
      expect(await stateOf(['c3'])).toEqual(before);
    });

    it('answers 404 for a collaborator of no one', async () => {
      const response = await one('c_ghost', {
        establishmentId: 'est_a',
        complementaryContractId: 'cc1',
        status: 'active',
        optionId: 'o1a',
      });
      expect(response.status).toBe(404);
      expect((await t.api('/organizations/org_aff/collaborators/c_ghost/affiliations', { key })).status).toBe(
        404,
      );
    });

    it('lists a collaborator’s affiliations by start date, then id, paginated', async () => {
      const db = t.testStore.store.db;
      await one('c2', {
        establishmentId: 'est_a',
        complementaryContractId: 'cc2',
        status: 'active',
        optionId: 'o2a',
      });
      await one('c2', {
        establishmentId: 'est_a',
        complementaryContractId: 'cc1',
        status: 'exempted',
        optionId: 'o1a',
      });
      await db
        .updateTable('affiliations')
        .set({ start_date: '2024-01-01' })
        .where('collaborator_id', '=', 'c2')
        .where('contract_id', '=', 'cc1')
        .execute();
      const response = await t.api('/organizations/org_aff/collaborators/c2/affiliations', { key });
      expect(response.body.total).toBe(2);
      expect(
        response.body.data.map((a: { complementaryContract: { id: string } }) => a.complementaryContract.id),
      ).toEqual(['cc1', 'cc2']);
      expect(response.body.data[0].startDate).toBe('2024-01-01T00:00:00.000Z');
      const second = await t.api('/organizations/org_aff/collaborators/c2/affiliations?limit=1&page=2', {
        key,
      });
      expect(
        second.body.data.map((a: { complementaryContract: { id: string } }) => a.complementaryContract.id),
      ).toEqual(['cc2']);
    });

    it('shows affiliations as affiliatedEmployees of the contract list, by collaborator id', async () => {
      await bulk('est_a', []);
      await one('c2', {
        establishmentId: 'est_a',
        complementaryContractId: 'cc1',
        status: 'exempted',
        optionId: 'o1a',
      });
      await t.testStore.store.db
        .updateTable('affiliations')
        .set({ start_date: '2024-01-01' })
        .where('collaborator_id', '=', 'c2')
        .where('contract_id', '=', 'cc1')
        .execute();
      await one('c3', {
        establishmentId: 'est_a',
        complementaryContractId: 'cc1',
        status: 'terminated',
        optionId: 'o1b',
      });
      const response = await t.api('/organizations/org_aff/complementary-contracts', { key });
      const cc1 = response.body.data.find((c: { id: string }) => c.id === 'cc1');
      expect(cc1.affiliatedEmployees).toEqual([
        {
          id: 'c2',
          startDate: '2024-01-01T00:00:00.000Z',
          endDate: null,
          status: 'exempted',
          option: { id: 'o1a', optionCode: 'OPT1' },
          dependants: null,
          portability: null,
        },
        {
          id: 'c3',
          startDate: `${today}T00:00:00.000Z`,
          endDate: `${today}T00:00:00.000Z`,
          status: 'terminated',
          option: { id: 'o1b', optionCode: 'OPT2' },
          dependants: null,
          portability: null,
        },
      ]);
    });

    it('audits each write with the key that made it', async () => {
      await bulk('est_a', []);
      await one('c1', {
        establishmentId: 'est_a',
        complementaryContractId: 'cc1',
        status: 'active',
        optionId: 'o1a',
      });
      const events = await listAuditEvents(t.testStore.store.db, 'org_aff', { limit: 100 });
      const upserts = events.filter((e) => e.action === 'affiliation.upserted');
      expect(upserts.length).toBeGreaterThan(0);
      expect(upserts[0]).toMatchObject({ actorType: 'api_key', targetType: 'collaborator' });
      expect(events.some((e) => e.action === 'affiliations.replaced' && e.targetId === 'est_a')).toBe(true);
    });
  });
});
