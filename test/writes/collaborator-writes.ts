/**
 * Collaborators and contracts, written on instance A through the generated client and read on B:
 * what B reads is the record A answered, with the same ETag, and If-Match holds across instances.
 */
import { expect } from 'vitest';
import type { World } from './world.ts';
import type { WriteExercises } from './write-operations.ts';

const PATH = '/organizations/{organizationId}/collaborators/{collaboratorId}';

const person = (w: World, email = 'lea.martin@example.fr') => ({
  establishmentId: w.establishment.id,
  firstName: 'Léa',
  lastName: 'Martin',
  email,
  contracts: [{ contractId: `ctr_${w.organizationId}`, startDate: '2024-01-02', natureContrat: 'permanent' }],
});

const readOnB = (w: World, collaboratorId: string) =>
  w.onB.GET(PATH, { params: { path: { organizationId: w.organizationId, collaboratorId } } });

export const collaboratorWrites: WriteExercises = {
  async [`PUT ${PATH}`](w) {
    const collaboratorId = `col_${w.organizationId}`;
    const path = { organizationId: w.organizationId, collaboratorId };
    const idempotencyKey = `put-${w.organizationId}`;
    const created = await w.onA.PUT(PATH, {
      params: { path, header: { 'Idempotency-Key': idempotencyKey } },
      body: person(w),
    });
    expect(created.response.status, JSON.stringify(created.error)).toBe(201);
    expect(created.response.headers.get('location')).toBe(
      `/api/public/v1/organizations/${w.organizationId}/collaborators/${collaboratorId}`,
    );
    const etag = created.response.headers.get('etag') ?? '';
    const read = await readOnB(w, collaboratorId);
    expect(read.data).toEqual(created.data);
    expect(read.response.headers.get('etag')).toBe(etag);

    // The same Idempotency-Key on the other instance is the first answer, not a second write.
    const replayed = await w.onB.PUT(PATH, {
      params: { path, header: { 'Idempotency-Key': idempotencyKey } },
      body: person(w),
    });
    expect([replayed.response.status, replayed.response.headers.get('idempotency-replayed')]).toEqual([
      201,
      'true',
    ]);

    const replaced = await w.onA.PUT(PATH, {
      params: { path },
      headers: { 'If-Match': etag },
      body: person(w, 'lea@example.fr'),
    });
    expect([replaced.response.status, replaced.data?.email]).toEqual([200, 'lea@example.fr']);
    // B holds the new record; A's first ETag is stale there too.
    const stale = await w.onB.PUT(PATH, {
      params: { path },
      headers: { 'If-Match': etag },
      body: person(w, 'stale@example.fr'),
    });
    expect([stale.response.status, stale.error?.code]).toEqual([412, 'precondition_failed']);
    expect((await readOnB(w, collaboratorId)).data?.email).toBe('lea@example.fr');
  },

  async [`PATCH ${PATH}`](w) {
    const path = { organizationId: w.organizationId, collaboratorId: w.collaborator.id };
    const before = await readOnB(w, w.collaborator.id);
    const patched = await w.onA.PATCH(PATH, {
      params: { path },
      headers: {
        'Content-Type': 'application/merge-patch+json',
        'If-Match': before.response.headers.get('etag') ?? '',
      },
      body: { personnelNumber: '0042' },
    });
    expect(patched.response.status, JSON.stringify(patched.error)).toBe(200);
    expect([patched.data?.personnelNumber, patched.data?.lastName]).toEqual(['0042', 'Durand']);
    const after = await readOnB(w, w.collaborator.id);
    expect(after.data).toEqual(patched.data);
    expect(after.response.headers.get('etag')).toBe(patched.response.headers.get('etag'));
    expect(after.response.headers.get('etag')).not.toBe(before.response.headers.get('etag'));
  },
};
