/**
 * The writes that came before the write API (complementary contracts, affiliations, the partner
 * app's webhook endpoint), each made on instance A through the generated client and read on B.
 */
import { expect } from 'vitest';
import { ficheXml } from '../support/hr-data.ts';
import type { World } from './world.ts';
import type { WriteExercises } from './write-operations.ts';

/** A public address literal: accepted by the URL guard without a DNS look-up; nothing is sent there without events. */
const HOOK = { url: 'https://93.184.215.14/hooks', eventTypes: ['absence.created' as const] };

const affiliation = (w: World) => ({
  complementaryContractId: w.contract.id,
  optionId: w.contract.optionIds[0] ?? '',
  status: 'active' as const,
});

async function affiliationsOnB(w: World) {
  const { data } = await w.onB.GET(
    '/organizations/{organizationId}/collaborators/{collaboratorId}/affiliations',
    {
      params: { path: { organizationId: w.organizationId, collaboratorId: w.collaborator.id } },
    },
  );
  return data?.data.map((a) => [a.complementaryContract.id, a.status]);
}

export const partnerWrites: WriteExercises = {
  async 'POST /organizations/{organizationId}/complementary-contracts/fiche-parametrage'(w) {
    const { data, response } = await w.onA.POST(
      '/organizations/{organizationId}/complementary-contracts/fiche-parametrage',
      {
        params: { path: { organizationId: w.organizationId } },
        body: {
          establishmentId: w.establishment.id,
          ficheParametrageXml: ficheXml({ nic: '00013', entries: [{ reference: 'PREV-WRITES' }] }),
        },
      },
    );
    expect(response.status).toBe(200);
    expect(data?.data.created.map((c) => c.contractReference)).toEqual(['PREV-WRITES']);
    const listed = await w.onB.GET('/organizations/{organizationId}/complementary-contracts', {
      params: { path: { organizationId: w.organizationId } },
    });
    expect(listed.data?.data.map((c) => c.contractReference)).toContain('PREV-WRITES');
  },

  async 'PUT /organizations/{organizationId}/complementary-contracts/affiliations'(w) {
    const { data, response } = await w.onA.PUT(
      '/organizations/{organizationId}/complementary-contracts/affiliations',
      {
        params: { path: { organizationId: w.organizationId } },
        body: {
          establishmentId: w.establishment.id,
          affiliations: [{ employeeId: w.collaborator.id, ...affiliation(w) }],
        },
      },
    );
    expect(response.status).toBe(200);
    expect(data?.data).toEqual({ created: 1, deleted: 0 });
    expect(await affiliationsOnB(w)).toEqual([[w.contract.id, 'active']]);
  },

  async 'PUT /organizations/{organizationId}/collaborators/{collaboratorId}/affiliations'(w) {
    const { response } = await w.onA.PUT(
      '/organizations/{organizationId}/collaborators/{collaboratorId}/affiliations',
      {
        params: { path: { organizationId: w.organizationId, collaboratorId: w.collaborator.id } },
        body: { establishmentId: w.establishment.id, ...affiliation(w) },
      },
    );
    expect(response.status).toBeLessThan(300);
    expect(await affiliationsOnB(w)).toEqual([[w.contract.id, 'active']]);
  },

  async 'PUT /partner-app/webhook-endpoint'(w) {
    const app = await w.partnerApp();
    const { data } = await app.onA.PUT('/partner-app/webhook-endpoint', { body: HOOK });
    expect(data?.data).toMatchObject({ ...HOOK, status: 'active' });
    const read = await app.onB.GET('/partner-app/webhook-endpoint');
    expect(read.data?.data).toMatchObject(HOOK);
  },

  async 'DELETE /partner-app/webhook-endpoint'(w) {
    const app = await w.partnerApp();
    await app.onA.PUT('/partner-app/webhook-endpoint', { body: HOOK });
    const { response } = await app.onA.DELETE('/partner-app/webhook-endpoint');
    expect(response.status).toBe(200);
    const read = await app.onB.GET('/partner-app/webhook-endpoint');
    expect([read.response.status, read.error?.code]).toEqual([404, 'not_found']);
  },

  async 'POST /partner-app/webhook-endpoint/rotate-secret'(w) {
    const app = await w.partnerApp();
    const put = await app.onA.PUT('/partner-app/webhook-endpoint', { body: HOOK });
    const { data } = await app.onA.POST('/partner-app/webhook-endpoint/rotate-secret');
    expect(data?.data.secret).toMatch(/^whsec_/);
    expect(data?.data.secret).not.toBe(put.data?.data.secret);
    // The previous secret stays valid for a while, as the other instance says too.
    const read = await app.onB.GET('/partner-app/webhook-endpoint');
    expect(read.data?.data.previousSecretUntil).toEqual(expect.any(String));
  },

  async 'POST /partner-app/webhook-endpoint/lanes/{organizationId}/enable'(w) {
    const app = await w.partnerApp();
    await app.onA.PUT('/partner-app/webhook-endpoint', { body: HOOK });
    const { data } = await app.onA.POST('/partner-app/webhook-endpoint/lanes/{organizationId}/enable', {
      params: { path: { organizationId: w.organizationId } },
    });
    expect([data?.data.organizationId, data?.data.status]).toEqual([w.organizationId, 'active']);
    const lanes = await app.onB.GET('/partner-app/webhook-endpoint/lanes', { params: { query: {} } });
    expect(lanes.data?.data.map((lane) => [lane.organizationId, lane.status])).toEqual([
      [w.organizationId, 'active'],
    ]);
  },
};
