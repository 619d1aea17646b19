import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SCOPES, type Scope } from '../../src/auth/scopes.ts';
import {
  contract as dsnContract,
  establishment as dsnEstablishment,
  dsnText,
  header,
  individual,
} from '../../test/dsn/builder.ts';
import { givenGrant, givenPartnerApp } from '../../test/partner-apps/support.ts';
import { testEngines } from '../../test/support/engines.ts';
import { givenKey, givenOrganization } from '../../test/support/fixtures.ts';
import {
  ficheXml,
  givenAbsence,
  givenCollaborator,
  givenComplementaryContract,
  givenEstablishment,
  givenWorkLocation,
} from '../../test/support/hr-data.ts';
import { exampleDocument } from '../../test/support/hr-document.ts';
import { startTestServer, type TestServer } from '../../test/support/server.ts';
import { operations } from '../src/generated/operations.ts';
import { appCredentials, createClient, etagOf, type HrClient, type OperationId } from '../src/index.ts';
import { contractFetch, expectNoContractViolations } from './support/contract-fetch.ts';

/** The change feed's operations, exercised by hr.sync against the real feed (sync.test.ts). */
const FEED_OPERATIONS = ['listChanges', 'getLatestChangeCursor'] as const;
type FeedOperation = (typeof FEED_OPERATIONS)[number];

describe.each(testEngines())('every operation of @hrapi/client against the real server (%s)', (engine) => {
  let t: TestServer;
  let organizations = 0;

  beforeAll(async () => {
    t = await startTestServer(engine);
  });
  afterEach(() => expectNoContractViolations());
  afterAll(async () => {
    await t?.stop();
  });

  /** An organization of its own: one establishment, one collaborator with an absence and a work location. */
  async function given(scopes: Scope[] = [...ALL_SCOPES]) {
    const db = t.testStore.store.db;
    const organizationId = `org_client_${++organizations}`;
    await givenOrganization(db, organizationId);
    const establishment = await givenEstablishment(db, organizationId, { siret: '55210055400013' });
    const collaborator = await givenCollaborator(db, organizationId, { establishment_id: establishment.id });
    const absence = await givenAbsence(db, organizationId, collaborator.id);
    const workLocation = await givenWorkLocation(db, organizationId, collaborator.id);
    const contract = await givenComplementaryContract(db, organizationId);
    const { secret } = await givenKey(db, organizationId, scopes, 'partner');
    const hr = createClient({ baseUrl: `${t.baseUrl}/api/public/v1`, apiKey: secret, fetch: contractFetch });
    return { hr, organizationId, establishment, collaborator, absence, workLocation, contract };
  }
  type Given = Awaited<ReturnType<typeof given>>;

  /** A partner app granted by the organization, and a client authenticated by its credentials. */
  async function appClient(organizationId: string) {
    const db = t.testStore.store.db;
    const app = await givenPartnerApp(db);
    await givenGrant(db, app.clientId, organizationId, ['org:employee:read']);
    const hr = createClient({
      baseUrl: `${t.baseUrl}/api/public/v1`,
      auth: appCredentials(app),
      fetch: contractFetch,
    });
    return { hr, app };
  }
  /** A public address literal: accepted by the URL guard without a DNS look-up; nothing is sent there without events. */
  const HOOK = { url: 'https://93.184.215.14/hooks', eventTypes: ['absence.created'] as 'absence.created'[] };

  /** A collaborator of the HR data document's shape, for the collaborator writes. */
  const person = (g: Given, extra: { email?: string } = {}) => ({
    organizationId: g.organizationId,
    collaboratorId: `col_written_${g.organizationId}`,
    establishmentId: g.establishment.id,
    firstName: 'Léa',
    lastName: 'Martin',
    email: 'lea.martin@example.fr',
    contracts: [
      { contractId: `ctr_written_${g.organizationId}`, startDate: '2024-01-02', natureContrat: 'permanent' },
    ],
    ...extra,
  });

  /** An import followed by `getImport` until it ends. */
  async function untilEnded(hr: HrClient, organizationId: string, importId: string) {
    for (let tries = 0; tries < 600; tries++) {
      const found = await hr.getImport({ organizationId, importId });
      if (found.status === 'succeeded' || found.status === 'failed') return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`import ${importId} did not end`);
  }

  const leave = (g: Given, startDate = '2026-10-05', endDate = '2026-10-09') => ({
    organizationId: g.organizationId,
    collaboratorId: g.collaborator.id,
    type: 'conge_paye' as const,
    startDate,
    endDate,
    startHalfDay: false,
    endHalfDay: false,
  });
  const remoteDay = (g: Given, day = '2026-10-12') => ({
    organizationId: g.organizationId,
    collaboratorId: g.collaborator.id,
    isRemoteWork: true,
    location: 'Domicile',
    startDate: day,
    endDate: day,
    startHalfDay: false,
    endHalfDay: false,
  });

  const affiliation = (g: Given) => ({
    establishmentId: g.establishment.id,
    complementaryContractId: g.contract.id,
    optionId: g.contract.optionIds[0] ?? '',
    status: 'active' as const,
  });

  // Typed over every OperationId: an operation added to the document fails to compile until exercised
  // here, or, for the change feed, by hr.sync in sync.test.ts.
  const exercises: { [Op in Exclude<OperationId, FeedOperation>]: (g: Given) => Promise<void> } = {
    async getSnapshot({ hr, organizationId, collaborator, absence }) {
      // NDJSON: the client gives the lines, in order.
      const lines = (await hr.getSnapshot({ organizationId })) as unknown as {
        list?: string;
        data?: { id: string };
        cursor?: string;
      }[];
      expect(lines.filter((l) => l.list === 'collaborators').map((l) => l.data?.id)).toEqual([
        collaborator.id,
      ]);
      expect(lines.filter((l) => l.list === 'absences').map((l) => l.data?.id)).toEqual([absence.id]);
      expect(lines.at(-1)?.cursor).toEqual(expect.any(String));
    },
    async listCollaborators({ hr, organizationId, collaborator }) {
      const page = await hr.listCollaborators({ organizationId, status: 'active' });
      expect(page).toMatchObject({ total: 1, page: 1, limit: 20 });
      expect(page.data.map((c) => [c.id, c.status, c.birthName])).toEqual([
        [collaborator.id, 'active', 'Martin'],
      ]);
    },
    async getCollaborator({ hr, organizationId, collaborator }) {
      const found = await hr.getCollaborator({ organizationId, collaboratorId: collaborator.id });
      expect([found.id, found.lastName, found.email]).toEqual([
        collaborator.id,
        'Durand',
        collaborator.email,
      ]);
    },
    async listAbsences({ hr, organizationId, absence }) {
      const page = await hr.listAbsences({ organizationId, startDate: '2026-08-01', endDate: '2026-08-31' });
      expect(page.data.map((a) => [a.id, a.startDate, a.endDate])).toEqual([
        [absence.id, '2026-08-03', '2026-08-14'],
      ]);
    },
    async listWorkLocations({ hr, organizationId, workLocation }) {
      const page = await hr.listWorkLocations({ organizationId, limit: 5 });
      expect(page.data.map((w) => w.id)).toEqual([workLocation.id]);
      expect(page.limit).toBe(5);
    },
    async getOrganization({ hr, organizationId, establishment }) {
      const { data } = await hr.getOrganization({ organizationId });
      expect(data.id).toBe(organizationId);
      expect(data.establishments.map((e) => e.siret)).toEqual([establishment.siret]);
    },
    async listMealVouchers({ hr, organizationId, collaborator }) {
      const page = await hr.listMealVouchers({ organizationId, month: 9, year: 2026 });
      // September 2026: 22 weekdays, no public holiday; the collaborator has no absence then.
      expect(page.data.mealVouchers).toEqual([{ employeeId: collaborator.id, count: 22 }]);
    },
    async listMealVoucherDays({ hr, organizationId, collaborator }) {
      const { data } = await hr.listMealVoucherDays({
        organizationId,
        collaboratorId: collaborator.id,
        month: 9,
        year: 2026,
      });
      // The same rule as the monthly list: 22 counted days, each of the 30 explained.
      expect(data.count).toBe(22);
      expect(data.days).toHaveLength(30);
      expect(data.days.filter((d) => d.counted)).toHaveLength(22);
    },
    async putCollaborator(g) {
      const created = await g.hr.putCollaborator(person(g), { idempotencyKey: `put-${g.organizationId}` });
      expect([created.id, created.lastName, created.email]).toEqual([
        `col_written_${g.organizationId}`,
        'Martin',
        'lea.martin@example.fr',
      ]);
      // The same key again is the first answer, not a second write.
      const replayed = await g.hr.putCollaborator(person(g), { idempotencyKey: `put-${g.organizationId}` });
      expect(replayed).toEqual(created);
      const etag = etagOf(created);
      expect(etag).toMatch(/^"/);
      const replaced = await g.hr.putCollaborator(person(g, { email: 'lea@example.fr' }), { ifMatch: etag });
      expect(replaced.email).toBe('lea@example.fr');
      expect(etagOf(replaced)).not.toBe(etag);
      // The ETag of before the replacement is stale now: 412, nothing written.
      await expect(
        g.hr.putCollaborator(person(g, { email: 'stale@example.fr' }), { ifMatch: etag }),
      ).rejects.toMatchObject({ status: 412, code: 'precondition_failed' });
      const read = await g.hr.getCollaborator({
        organizationId: g.organizationId,
        collaboratorId: created.id,
      });
      expect(read.email).toBe('lea@example.fr');
    },
    async patchCollaborator({ hr, organizationId, collaborator }) {
      const before = await hr.getCollaborator({ organizationId, collaboratorId: collaborator.id });
      const patched = await hr.patchCollaborator(
        { organizationId, collaboratorId: collaborator.id, personnelNumber: '0042' },
        { ifMatch: etagOf(before) },
      );
      expect([patched.id, patched.personnelNumber, patched.lastName]).toEqual([
        collaborator.id,
        '0042',
        'Durand',
      ]);
    },
    async importHrDataDocument({ hr, organizationId }) {
      const document = exampleDocument(organizationId);
      const accepted = await hr.importHrDataDocument({ organizationId, body: document });
      expect(accepted.status).toMatch(/^(queued|running|succeeded)$/);
      const ended = await untilEnded(hr, organizationId, accepted.id);
      expect(ended.status, JSON.stringify(ended.problems)).toBe('succeeded');
      const { data } = await hr.listCollaborators({ organizationId, limit: 100 });
      expect(data.map((c) => c.id)).toEqual(
        expect.arrayContaining(document.collaborators.map((c: { id: string }) => c.id)),
      );
    },
    async importDsn({ hr, organizationId }) {
      // A monthly DSN as payroll software writes it, ISO-8859-1, sent byte for byte.
      const file = Buffer.from(
        dsnText([...header('052026'), ...dsnEstablishment(), ...individual(), ...dsnContract()]),
        'latin1',
      );
      const accepted = await hr.importDsn({ organizationId, body: new Uint8Array(file) });
      const ended = await untilEnded(hr, organizationId, accepted.id);
      expect(ended.status, JSON.stringify(ended.problems)).toBe('succeeded');
      expect(ended.months).toEqual(['2026-05']);
    },
    async getImport({ hr, organizationId }) {
      const accepted = await hr.importHrDataDocument({
        organizationId,
        dryRun: true,
        body: JSON.stringify(exampleDocument(organizationId)),
      });
      const ended = await untilEnded(hr, organizationId, accepted.id);
      expect([ended.id, ended.dryRun, ended.status]).toEqual([accepted.id, true, 'succeeded']);
      await expect(
        hr.getImport({ organizationId, importId: '00000000-0000-7000-8000-000000000000' }),
      ).rejects.toMatchObject({ status: 404, code: 'not_found' });
    },
    async requestAbsence(g) {
      const requested = await g.hr.requestAbsence(leave(g));
      expect([requested.status, requested.collaboratorId, requested.startDate]).toEqual([
        'pending',
        g.collaborator.id,
        '2026-10-05',
      ]);
      expect(etagOf(requested)).toMatch(/^"/);
    },
    async getAbsence({ hr, organizationId, absence }) {
      const found = await hr.getAbsence({ organizationId, absenceId: absence.id });
      expect([found.id, found.status, found.startDate]).toEqual([absence.id, 'approved', '2026-08-03']);
      expect(etagOf(found)).toMatch(/^"/);
    },
    async putAbsence(g) {
      const absenceId = `abs_put_${g.organizationId}`;
      const created = await g.hr.putAbsence({ ...leave(g), absenceId, status: 'approved' });
      expect([created.id, created.status]).toEqual([absenceId, 'approved']);
      const replaced = await g.hr.putAbsence(
        { ...leave(g, '2026-10-05', '2026-10-06'), absenceId, status: 'approved' },
        { ifMatch: etagOf(created) },
      );
      expect(replaced.endDate).toBe('2026-10-06');
      await expect(
        g.hr.putAbsence({ ...leave(g), absenceId, status: 'approved' }, { ifMatch: etagOf(created) }),
      ).rejects.toMatchObject({ status: 412, code: 'precondition_failed' });
    },
    async deleteAbsence({ hr, organizationId, absence }) {
      await expect(hr.deleteAbsence({ organizationId, absenceId: absence.id })).resolves.toBeUndefined();
      await expect(hr.getAbsence({ organizationId, absenceId: absence.id })).rejects.toMatchObject({
        status: 404,
        code: 'not_found',
      });
    },
    async approveAbsence(g) {
      const { id } = await g.hr.requestAbsence(leave(g));
      const approved = await g.hr.approveAbsence({ organizationId: g.organizationId, absenceId: id });
      expect(approved.status).toBe('approved');
      // A decided request answers 409 and stays as it was decided.
      await expect(
        g.hr.rejectAbsence({ organizationId: g.organizationId, absenceId: id }),
      ).rejects.toMatchObject({ status: 409, code: 'conflict' });
    },
    async rejectAbsence(g) {
      const { id } = await g.hr.requestAbsence(leave(g));
      const rejected = await g.hr.rejectAbsence({
        organizationId: g.organizationId,
        absenceId: id,
        comment: 'Inventory week',
      });
      expect(rejected.status).toBe('rejected');
    },
    async requestWorkLocation(g) {
      const requested = await g.hr.requestWorkLocation(remoteDay(g));
      expect([requested.status, requested.isRemoteWork, requested.location]).toEqual([
        'pending',
        true,
        'Domicile',
      ]);
    },
    async getWorkLocation({ hr, organizationId, workLocation }) {
      const found = await hr.getWorkLocation({ organizationId, workLocationId: workLocation.id });
      expect([found.id, found.status]).toEqual([workLocation.id, 'approved']);
    },
    async putWorkLocation(g) {
      const workLocationId = `wl_put_${g.organizationId}`;
      const created = await g.hr.putWorkLocation({ ...remoteDay(g), workLocationId, status: 'approved' });
      const replaced = await g.hr.putWorkLocation(
        { ...remoteDay(g), workLocationId, location: 'Coworking Lyon', status: 'approved' },
        { ifMatch: etagOf(created) },
      );
      expect([replaced.id, replaced.location]).toEqual([workLocationId, 'Coworking Lyon']);
    },
    async deleteWorkLocation({ hr, organizationId, workLocation }) {
      await hr.deleteWorkLocation({ organizationId, workLocationId: workLocation.id });
      const { data } = await hr.listWorkLocations({ organizationId });
      expect(data.map((w) => w.id)).not.toContain(workLocation.id);
    },
    async approveWorkLocation(g) {
      const { id } = await g.hr.requestWorkLocation(remoteDay(g));
      const approved = await g.hr.approveWorkLocation({
        organizationId: g.organizationId,
        workLocationId: id,
      });
      expect(approved.status).toBe('approved');
    },
    async rejectWorkLocation(g) {
      const { id } = await g.hr.requestWorkLocation(remoteDay(g));
      const rejected = await g.hr.rejectWorkLocation({
        organizationId: g.organizationId,
        workLocationId: id,
        comment: 'On site that day',
      });
      expect(rejected.status).toBe('rejected');
    },
    async listComplementaryContracts({ hr, organizationId, contract }) {
      const page = await hr.listComplementaryContracts({ organizationId });
      expect(page.data.map((c) => c.id)).toEqual([contract.id]);
    },
    async listContractContributions({ hr, organizationId, contract }) {
      // No DSN declared contributions to this contract: an empty page whose totals are zero.
      const page = await hr.listContractContributions({
        organizationId,
        contractId: contract.id,
        month: 10,
        year: 2026,
      });
      expect([page.data, page.total, page.totals]).toEqual([[], 0, { people: 0, base: 0, contributions: 0 }]);
    },
    async importFicheParametrage({ hr, organizationId, establishment }) {
      const { data } = await hr.importFicheParametrage({
        organizationId,
        establishmentId: establishment.id,
        ficheParametrageXml: ficheXml({ nic: '00013', entries: [{ reference: 'PREV-CLIENT' }] }),
      });
      expect(data.created.map((c) => c.contractReference)).toEqual(['PREV-CLIENT']);
      expect(data.updated).toEqual([]);
    },
    async replaceAffiliations(g) {
      const { establishmentId, ...rest } = affiliation(g);
      const result = await g.hr.replaceAffiliations({
        organizationId: g.organizationId,
        establishmentId,
        affiliations: [{ employeeId: g.collaborator.id, ...rest }],
      });
      expect(result.data).toEqual({ created: 1, deleted: 0 });
    },
    async upsertCollaboratorAffiliation(g) {
      const { data } = await g.hr.upsertCollaboratorAffiliation({
        organizationId: g.organizationId,
        collaboratorId: g.collaborator.id,
        ...affiliation(g),
      });
      expect([data.complementaryContract.id, data.status, data.endDate]).toEqual([
        g.contract.id,
        'active',
        null,
      ]);
    },
    async listCollaboratorAffiliations(g) {
      const { hr, organizationId, collaborator } = g;
      await hr.upsertCollaboratorAffiliation({
        organizationId,
        collaboratorId: collaborator.id,
        ...affiliation(g),
      });
      const page = await hr.listCollaboratorAffiliations({ organizationId, collaboratorId: collaborator.id });
      expect(page.total).toBe(1);
      expect(page.data.map((a) => a.option.id)).toEqual([g.contract.optionIds[0]]);
    },
    // The partner app's own operations take its client credentials, not the organization's key.
    async listPartnerGrants({ organizationId }) {
      const app = await appClient(organizationId);
      const page = await app.hr.listPartnerGrants({});
      expect(page).toMatchObject({ total: 1, page: 1, limit: 20, nextCursor: null });
      expect(page.data.map((grant) => [grant.organizationId, grant.scopes])).toEqual([
        [organizationId, ['org:employee:read']],
      ]);
    },
    async putPartnerWebhookEndpoint({ organizationId }) {
      const { hr } = await appClient(organizationId);
      const created = await hr.putPartnerWebhookEndpoint(HOOK);
      expect(created.data).toMatchObject({ ...HOOK, status: 'active' });
      expect(created.data).toHaveProperty('secret');
    },
    async getPartnerWebhookEndpoint({ organizationId }) {
      const { hr } = await appClient(organizationId);
      await hr.putPartnerWebhookEndpoint(HOOK);
      const read = await hr.getPartnerWebhookEndpoint({});
      expect(read.data).toMatchObject(HOOK);
      expect(read.data).not.toHaveProperty('secret');
    },
    async rotatePartnerWebhookSecret({ organizationId }) {
      const { hr } = await appClient(organizationId);
      await hr.putPartnerWebhookEndpoint(HOOK);
      const rotated = await hr.rotatePartnerWebhookSecret({});
      expect(rotated.data.secret).toMatch(/^whsec_/);
    },
    async deletePartnerWebhookEndpoint({ organizationId }) {
      const { hr } = await appClient(organizationId);
      await hr.putPartnerWebhookEndpoint(HOOK);
      expect((await hr.deletePartnerWebhookEndpoint({})).data).toMatchObject(HOOK);
      await expect(hr.getPartnerWebhookEndpoint({})).rejects.toMatchObject({
        status: 404,
        code: 'not_found',
      });
    },
    async listPartnerWebhookLanes({ organizationId }) {
      const { hr } = await appClient(organizationId);
      await hr.putPartnerWebhookEndpoint(HOOK);
      const page = await hr.listPartnerWebhookLanes({ status: 'active' });
      expect(page.data.map((lane) => [lane.organizationId, lane.status, lane.waiting])).toEqual([
        [organizationId, 'active', 0],
      ]);
    },
    async enablePartnerWebhookLane({ organizationId }) {
      const { hr } = await appClient(organizationId);
      await hr.putPartnerWebhookEndpoint(HOOK);
      const { data } = await hr.enablePartnerWebhookLane({ organizationId });
      expect([data.organizationId, data.status, data.disabledAt]).toEqual([organizationId, 'active', null]);
    },
    async listPartnerWebhookLaneDeliveries({ organizationId }) {
      const { hr } = await appClient(organizationId);
      await hr.putPartnerWebhookEndpoint(HOOK);
      const { data } = await hr.listPartnerWebhookLaneDeliveries({ organizationId });
      expect(data).toEqual([]);
    },
  };

  it.each(Object.keys(exercises) as (keyof typeof exercises)[])(
    '%s resolves to its response body',
    async (operationId) => {
      await exercises[operationId](await given());
    },
  );

  it('exercises every operation of the generated table', () => {
    const exercised: string[] = [...Object.keys(exercises), ...FEED_OPERATIONS];
    expect(Object.keys(operations).filter((id) => !exercised.includes(id))).toEqual([]);
  });

  it('leaves out the fields a key has no scope for (the types make them optional)', async () => {
    const { hr, organizationId, collaborator } = await given(['org:employee:read']);
    const found = await hr.getCollaborator({ organizationId, collaboratorId: collaborator.id });
    expect(found.id).toBe(collaborator.id);
    expect('birthName' in found).toBe(false);
    expect('bankAccount' in found).toBe(false);
  });
});
