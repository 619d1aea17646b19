/**
 * Absences and work locations, written on instance A through the generated client and read on B:
 * a system of record's PUT, a request and its decision, a withdrawal, each as the other instance
 * reads it next (by id and in the list).
 */
import { expect } from 'vitest';
import type { World } from './world.ts';
import type { WriteExercises } from './write-operations.ts';

const ABSENCES = '/organizations/{organizationId}/absences';
const ABSENCE = '/organizations/{organizationId}/absences/{absenceId}';
const WORK_LOCATIONS = '/organizations/{organizationId}/work-locations';
const WORK_LOCATION = '/organizations/{organizationId}/work-locations/{workLocationId}';

const leave = (w: World, startDate = '2026-10-05', endDate = '2026-10-09') => ({
  collaboratorId: w.collaborator.id,
  type: 'conge_paye' as const,
  startDate,
  endDate,
  startHalfDay: false,
  endHalfDay: false,
});
const remoteDay = (w: World, day = '2026-10-12') => ({
  collaboratorId: w.collaborator.id,
  isRemoteWork: true,
  location: 'Domicile',
  startDate: day,
  endDate: day,
  startHalfDay: false,
  endHalfDay: false,
});

const absenceOnB = (w: World, absenceId: string) =>
  w.onB.GET(ABSENCE, { params: { path: { organizationId: w.organizationId, absenceId } } });
const workLocationOnB = (w: World, workLocationId: string) =>
  w.onB.GET(WORK_LOCATION, { params: { path: { organizationId: w.organizationId, workLocationId } } });

/** A pending leave request made on A: its id. */
async function requestedAbsence(w: World, startDate?: string, endDate?: string): Promise<string> {
  const { data, response, error } = await w.onA.POST(ABSENCES, {
    params: { path: { organizationId: w.organizationId } },
    body: leave(w, startDate, endDate),
  });
  expect(response.status, JSON.stringify(error)).toBe(201);
  return data?.id ?? '';
}

async function requestedWorkLocation(w: World, day?: string): Promise<string> {
  const { data, response, error } = await w.onA.POST(WORK_LOCATIONS, {
    params: { path: { organizationId: w.organizationId } },
    body: remoteDay(w, day),
  });
  expect(response.status, JSON.stringify(error)).toBe(201);
  return data?.id ?? '';
}

export const requestWrites: WriteExercises = {
  async [`POST ${ABSENCES}`](w) {
    const { data, response } = await w.onA.POST(ABSENCES, {
      params: { path: { organizationId: w.organizationId } },
      body: leave(w),
    });
    expect([response.status, data?.status]).toEqual([201, 'pending']);
    const id = data?.id ?? '';
    expect(response.headers.get('location')).toBe(
      `/api/public/v1/organizations/${w.organizationId}/absences/${id}`,
    );
    const read = await absenceOnB(w, id);
    expect(read.data).toEqual(data);
    expect(read.response.headers.get('etag')).toBe(response.headers.get('etag'));
    // A second request over the same days of the same person is a conflict naming the first.
    const overlapping = await w.onB.POST(ABSENCES, {
      params: { path: { organizationId: w.organizationId } },
      body: leave(w, '2026-10-08', '2026-10-12'),
    });
    expect([overlapping.response.status, overlapping.error?.code]).toEqual([409, 'conflict']);
    expect(JSON.stringify(overlapping.error)).toContain(id);
  },

  async [`PUT ${ABSENCE}`](w) {
    const absenceId = `abs_${w.organizationId}`;
    const path = { organizationId: w.organizationId, absenceId };
    const created = await w.onA.PUT(ABSENCE, { params: { path }, body: { ...leave(w), status: 'approved' } });
    expect([created.response.status, created.data?.status], JSON.stringify(created.error)).toEqual([
      201,
      'approved',
    ]);
    const etag = created.response.headers.get('etag') ?? '';
    const replaced = await w.onA.PUT(ABSENCE, {
      params: { path },
      headers: { 'If-Match': etag },
      body: { ...leave(w, '2026-10-05', '2026-10-06'), status: 'approved' },
    });
    expect([replaced.response.status, replaced.data?.endDate]).toEqual([200, '2026-10-06']);
    const stale = await w.onB.PUT(ABSENCE, {
      params: { path },
      headers: { 'If-Match': etag },
      body: { ...leave(w), status: 'approved' },
    });
    expect([stale.response.status, stale.error?.code]).toEqual([412, 'precondition_failed']);
    const read = await absenceOnB(w, absenceId);
    expect(read.data).toEqual(replaced.data);
  },

  async [`POST ${ABSENCE}/approve`](w) {
    const absenceId = await requestedAbsence(w);
    const path = { organizationId: w.organizationId, absenceId };
    const approved = await w.onA.POST(`${ABSENCE}/approve`, { params: { path }, body: {} });
    expect([approved.response.status, approved.data?.status]).toEqual([200, 'approved']);
    expect((await absenceOnB(w, absenceId)).data?.status).toBe('approved');
    // Decided: a second decision, on the other instance, changes nothing.
    const again = await w.onB.POST(`${ABSENCE}/reject`, { params: { path }, body: {} });
    expect([again.response.status, again.error?.code]).toEqual([409, 'conflict']);
    expect((await absenceOnB(w, absenceId)).data?.status).toBe('approved');
  },

  async [`POST ${ABSENCE}/reject`](w) {
    const absenceId = await requestedAbsence(w);
    const path = { organizationId: w.organizationId, absenceId };
    const rejected = await w.onA.POST(`${ABSENCE}/reject`, {
      params: { path },
      body: { comment: 'Inventory week' },
    });
    expect([rejected.response.status, rejected.data?.status]).toEqual([200, 'rejected']);
    expect((await absenceOnB(w, absenceId)).data?.status).toBe('rejected');
  },

  async [`DELETE ${ABSENCE}`](w) {
    const absenceId = await requestedAbsence(w);
    const { response } = await w.onA.DELETE(ABSENCE, {
      params: { path: { organizationId: w.organizationId, absenceId } },
    });
    expect(response.status).toBe(204);
    const read = await absenceOnB(w, absenceId);
    expect([read.response.status, read.error?.code]).toEqual([404, 'not_found']);
    const listed = await w.onB.GET(ABSENCES, { params: { path: { organizationId: w.organizationId } } });
    expect(listed.data?.data.map((a) => a.id)).not.toContain(absenceId);
  },

  async [`POST ${WORK_LOCATIONS}`](w) {
    const { data, response } = await w.onA.POST(WORK_LOCATIONS, {
      params: { path: { organizationId: w.organizationId } },
      body: remoteDay(w),
    });
    expect([response.status, data?.status]).toEqual([201, 'pending']);
    const id = data?.id ?? '';
    expect(response.headers.get('location')).toBe(
      `/api/public/v1/organizations/${w.organizationId}/work-locations/${id}`,
    );
    const read = await workLocationOnB(w, id);
    expect(read.data).toEqual(data);
    // The morning and the afternoon of one day do not overlap: two half-day requests both stand.
    const morning = await w.onB.POST(WORK_LOCATIONS, {
      params: { path: { organizationId: w.organizationId } },
      body: { ...remoteDay(w, '2026-10-13'), endHalfDay: true },
    });
    const afternoon = await w.onB.POST(WORK_LOCATIONS, {
      params: { path: { organizationId: w.organizationId } },
      body: { ...remoteDay(w, '2026-10-13'), startHalfDay: true },
    });
    expect([morning.response.status, afternoon.response.status]).toEqual([201, 201]);
  },

  async [`PUT ${WORK_LOCATION}`](w) {
    const workLocationId = `wl_${w.organizationId}`;
    const path = { organizationId: w.organizationId, workLocationId };
    const created = await w.onA.PUT(WORK_LOCATION, {
      params: { path },
      body: { ...remoteDay(w), status: 'approved' },
    });
    expect([created.response.status, created.data?.status], JSON.stringify(created.error)).toEqual([
      201,
      'approved',
    ]);
    const etag = created.response.headers.get('etag') ?? '';
    const replaced = await w.onA.PUT(WORK_LOCATION, {
      params: { path },
      headers: { 'If-Match': etag },
      body: { ...remoteDay(w), location: 'Coworking Lyon', status: 'approved' },
    });
    expect([replaced.response.status, replaced.data?.location]).toEqual([200, 'Coworking Lyon']);
    const stale = await w.onB.PUT(WORK_LOCATION, {
      params: { path },
      headers: { 'If-Match': etag },
      body: { ...remoteDay(w), status: 'approved' },
    });
    expect([stale.response.status, stale.error?.code]).toEqual([412, 'precondition_failed']);
    expect((await workLocationOnB(w, workLocationId)).data).toEqual(replaced.data);
  },

  async [`POST ${WORK_LOCATION}/approve`](w) {
    const workLocationId = await requestedWorkLocation(w);
    const path = { organizationId: w.organizationId, workLocationId };
    const approved = await w.onA.POST(`${WORK_LOCATION}/approve`, { params: { path }, body: {} });
    expect([approved.response.status, approved.data?.status]).toEqual([200, 'approved']);
    expect((await workLocationOnB(w, workLocationId)).data?.status).toBe('approved');
    const again = await w.onB.POST(`${WORK_LOCATION}/approve`, { params: { path }, body: {} });
    expect([again.response.status, again.error?.code]).toEqual([409, 'conflict']);
  },

  async [`POST ${WORK_LOCATION}/reject`](w) {
    const workLocationId = await requestedWorkLocation(w);
    const path = { organizationId: w.organizationId, workLocationId };
    const rejected = await w.onA.POST(`${WORK_LOCATION}/reject`, {
      params: { path },
      body: { comment: 'On site that day' },
    });
    expect([rejected.response.status, rejected.data?.status]).toEqual([200, 'rejected']);
    expect((await workLocationOnB(w, workLocationId)).data?.status).toBe('rejected');
  },

  async [`DELETE ${WORK_LOCATION}`](w) {
    const workLocationId = await requestedWorkLocation(w);
    const { response } = await w.onA.DELETE(WORK_LOCATION, {
      params: { path: { organizationId: w.organizationId, workLocationId } },
    });
    expect(response.status).toBe(204);
    const read = await workLocationOnB(w, workLocationId);
    expect([read.response.status, read.error?.code]).toEqual([404, 'not_found']);
  },
};
