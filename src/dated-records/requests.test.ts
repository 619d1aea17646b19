import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/support/engines.ts';
import { givenOrganization } from '../../test/support/fixtures.ts';
import { givenAbsence, givenCollaborator, givenWorkLocation } from '../../test/support/hr-data.ts';
import { createTestStore, type TestStore } from '../../test/support/store.ts';
import type { Actor } from '../db/audit.ts';
import { Conflict, NotFound } from '../shared/domain-errors.ts';
import { decideRequest, listPendingRequests, putRequest } from './requests.ts';

const ADMIN: Actor = { type: 'console_user', id: 'usr_admin' };

describe.each(testEngines())('the requests the console decides on %s', (engine) => {
  let t: TestStore;

  beforeAll(async () => {
    t = await createTestStore(engine);
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('lists the organization’s pending absences and work locations with the person, oldest asked first', async () => {
    const { db } = t.store;
    await givenOrganization(db, 'org_pending');
    await givenOrganization(db, 'org_pending_other');
    await givenCollaborator(db, 'org_pending', { id: 'col_p', first_name: 'Léa', last_name: 'Martin' });
    await givenCollaborator(db, 'org_pending_other', { id: 'col_o' });
    await givenAbsence(db, 'org_pending', 'col_p', {
      id: 'abs_p',
      status: 'pending',
      type: 'rtt',
      start_date: '2026-04-06',
      end_date: '2026-04-06',
      end_half_day: 1,
      created_at: '2026-03-02T10:00:00.000Z',
    });
    await givenAbsence(db, 'org_pending', 'col_p', { id: 'abs_done', status: 'approved' });
    await givenWorkLocation(db, 'org_pending', 'col_p', {
      id: 'wl_p',
      status: 'pending',
      location: 'Domicile',
      created_at: '2026-03-01T10:00:00.000Z',
    });
    await givenAbsence(db, 'org_pending_other', 'col_o', { id: 'abs_o', status: 'pending' });
    expect(await listPendingRequests(db, 'org_pending')).toEqual([
      {
        kind: 'work_location',
        id: 'wl_p',
        collaboratorId: 'col_p',
        firstName: 'Léa',
        lastName: 'Martin',
        type: null,
        location: 'Domicile',
        isRemoteWork: true,
        startDate: '2026-09-07',
        endDate: '2026-09-07',
        startHalfDay: false,
        endHalfDay: false,
        createdAt: '2026-03-01T10:00:00.000Z',
      },
      {
        kind: 'absence',
        id: 'abs_p',
        collaboratorId: 'col_p',
        firstName: 'Léa',
        lastName: 'Martin',
        type: 'rtt',
        location: null,
        isRemoteWork: null,
        startDate: '2026-04-06',
        endDate: '2026-04-06',
        startHalfDay: false,
        endHalfDay: true,
        createdAt: '2026-03-02T10:00:00.000Z',
      },
    ]);
  });

  it('a console admin decides a request once: audited under the admin, gone from the pending list', async () => {
    const { db } = t.store;
    await givenOrganization(db, 'org_decide');
    await givenCollaborator(db, 'org_decide', { id: 'col_d' });
    await givenAbsence(db, 'org_decide', 'col_d', { id: 'abs_d', status: 'pending' });
    const decided = await decideRequest(
      t.store,
      'org_decide',
      'absence',
      'abs_d',
      'rejected',
      ADMIN,
      'Trop tard',
    );
    expect(decided).toMatchObject({ id: 'abs_d', status: 'rejected' });
    expect(await listPendingRequests(db, 'org_decide')).toEqual([]);
    const audit = await db
      .selectFrom('audit_events')
      .select(['actor_type', 'actor_id', 'action', 'target_id'])
      .where('organization_id', '=', 'org_decide')
      .where('action', 'like', 'absence.%')
      .execute();
    expect(audit).toEqual([
      { actor_type: 'console_user', actor_id: 'usr_admin', action: 'absence.rejected', target_id: 'abs_d' },
    ]);
    await expect(decideRequest(t.store, 'org_decide', 'absence', 'abs_d', 'approved', ADMIN)).rejects.toThrow(
      Conflict,
    );
    await expect(
      decideRequest(t.store, 'org_decide', 'absence', 'abs_none', 'approved', ADMIN),
    ).rejects.toThrow(NotFound);
  });

  it('a system of record deciding a pending request by PUT is kept as the decider, like an approval', async () => {
    const { db } = t.store;
    await givenOrganization(db, 'org_put_decides');
    await givenCollaborator(db, 'org_put_decides', { id: 'col_s' });
    await givenAbsence(db, 'org_put_decides', 'col_s', { id: 'abs_s', status: 'pending' });
    const record = {
      id: 'abs_s',
      collaboratorId: 'col_s',
      type: 'conge_paye',
      status: 'approved' as const,
      startDate: '2026-08-03',
      endDate: '2026-08-14',
    };
    const tool: Actor = { type: 'api_key', id: 'key_leave_tool' };
    const { created, request } = await putRequest(t.store, 'org_put_decides', 'absence', record, {
      actor: tool,
    });
    expect([created, request.status]).toEqual([false, 'approved']);
    const row = await db
      .selectFrom('absences')
      .select((eb) => [eb.ref('decided_by' as 'status').as('decided_by')])
      .where('organization_id', '=', 'org_put_decides')
      .executeTakeFirstOrThrow();
    expect(row.decided_by).toBe('api_key:key_leave_tool');
  });
});
