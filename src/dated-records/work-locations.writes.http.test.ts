import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/support/engines.ts';
import { givenKey, givenOrganization } from '../../test/support/fixtures.ts';
import { givenCollaborator, givenWorkLocation } from '../../test/support/hr-data.ts';
import { requestState } from '../../test/support/requests.ts';
import { startTestServer, type TestServer } from '../../test/support/server.ts';
import type { Scope } from '../auth/scopes.ts';
import type { Database } from '../db/schema.ts';

const WRITER: Scope[] = ['org:work_location:read', 'org:work_location:write'];
const APPROVER: Scope[] = [...WRITER, 'org:work_location:approve'];

let organizations = 0;

/** An organization's work locations, and their events and audit entries. */
async function stateOf(db: Kysely<Database>, organizationId: string) {
  const { rows, events, audit } = await requestState(db, organizationId, 'work_locations');
  return { workLocations: rows, events, audit };
}

const remote = (collaboratorId: string, values: Record<string, unknown> = {}) => ({
  collaboratorId,
  isRemoteWork: true,
  location: 'Domicile',
  startDate: '2026-04-07',
  endDate: '2026-04-07',
  ...values,
});

describe.each(testEngines())('work-location writes on %s', (engine) => {
  let t: TestServer;
  let db: Kysely<Database>;

  beforeAll(async () => {
    t = await startTestServer(engine);
    db = t.testStore.store.db;
  });
  afterAll(async () => {
    await t?.stop();
  });

  async function given() {
    const org = `org_wl_w_${++organizations}`;
    await givenOrganization(db, org);
    const collaborator = await givenCollaborator(db, org, { id: `col_${org}` });
    const keys = {
      writer: (await givenKey(db, org, WRITER)).secret,
      approver: (await givenKey(db, org, APPROVER)).secret,
    };
    return { org, collaboratorId: collaborator.id, keys, base: `/organizations/${org}/work-locations` };
  }

  it('a remote-work request is made pending, read back at its Location, approved once, then withdrawn', async () => {
    const o = await given();
    const made = await t.api(o.base, { method: 'POST', key: o.keys.writer, body: remote(o.collaboratorId) });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ status: 'pending', isRemoteWork: true, location: 'Domicile' });
    const location = made.headers.get('location') ?? '';
    const read = await t.api(`/${location}`, { key: o.keys.writer });
    expect(read.body).toEqual(made.body);
    expect(read.headers.get('etag')).toBe(made.headers.get('etag'));
    const path = `${o.base}/${made.body.id}`;
    const approved = await t.api(`${path}/approve`, {
      method: 'POST',
      key: o.keys.approver,
      body: { comment: 'ok' },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('approved');
    const before = await stateOf(db, o.org);
    const again = await t.api(`${path}/reject`, { method: 'POST', key: o.keys.approver });
    expect(again.status).toBe(409);
    expect(await stateOf(db, o.org)).toEqual(before);
    expect((await t.api(path, { method: 'DELETE', key: o.keys.writer })).status).toBe(204);
    expect((await t.api(path, { key: o.keys.writer })).status).toBe(404);
    const { events, audit } = await stateOf(db, o.org);
    expect(events.map((e) => e.type)).toEqual([
      'work_location.created',
      'work_location.updated',
      'work_location.deleted',
    ]);
    expect(audit.map((a) => a.action)).toEqual([
      'work_location.requested',
      'work_location.approved',
      'work_location.deleted',
    ]);
  });

  it('PUT creates then replaces; a decided status needs org:work_location:approve (403 naming status)', async () => {
    const o = await given();
    const path = `${o.base}/wl_hris_1`;
    const refused = await t.api(path, {
      method: 'PUT',
      key: o.keys.writer,
      body: remote(o.collaboratorId, { status: 'approved' }),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual([expect.objectContaining({ name: 'status' })]);
    const created = await t.api(path, {
      method: 'PUT',
      key: o.keys.approver,
      body: remote(o.collaboratorId, { status: 'approved' }),
    });
    expect(created.status).toBe(201);
    const replaced = await t.api(path, {
      method: 'PUT',
      key: o.keys.approver,
      body: remote(o.collaboratorId, {
        id: 'wl_hris_1',
        status: 'approved',
        location: 'Lyon',
        isRemoteWork: false,
      }),
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ location: 'Lyon', isRemoteWork: false });
  });

  it('a work location overlapping another of the person is a 409 naming it; a morning and an afternoon do not overlap', async () => {
    const o = await given();
    await givenWorkLocation(db, o.org, o.collaboratorId, {
      id: 'wl_morning',
      start_date: '2026-04-07',
      end_date: '2026-04-07',
      end_half_day: 1,
      status: 'pending',
    });
    const before = await stateOf(db, o.org);
    const whole = await t.api(o.base, { method: 'POST', key: o.keys.writer, body: remote(o.collaboratorId) });
    expect(whole.status).toBe(409);
    expect(whole.body.detail).toContain('wl_morning');
    expect(await stateOf(db, o.org)).toEqual(before);
    const afternoon = await t.api(o.base, {
      method: 'POST',
      key: o.keys.writer,
      body: remote(o.collaboratorId, { startHalfDay: true }),
    });
    expect(afternoon.status).toBe(201);
  });

  it('dates that do not exist and an unknown collaborator are 422 by JSON path; nothing written', async () => {
    const o = await given();
    const before = await stateOf(db, o.org);
    const answer = await t.api(o.base, {
      method: 'POST',
      key: o.keys.writer,
      body: remote('col_nobody', { startDate: '2026-04-31', endDate: '2026-05-01' }),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.map((e: { name: string }) => e.name).sort()).toEqual([
      'collaboratorId',
      'startDate',
    ]);
    expect(await stateOf(db, o.org)).toEqual(before);
  });

  it('twenty racing approve and reject calls on one request: exactly one wins, one event', async () => {
    const o = await given();
    const made = await t.api(o.base, { method: 'POST', key: o.keys.writer, body: remote(o.collaboratorId) });
    const path = `${o.base}/${made.body.id}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.api(`${path}/${i % 2 === 0 ? 'reject' : 'approve'}`, { method: 'POST', key: o.keys.approver }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    const { events } = await stateOf(db, o.org);
    expect(events.map((e) => e.type)).toEqual(['work_location.created', 'work_location.updated']);
  });

  it('a stale If-Match is a 412 and another organization’s work location a 404; nothing written', async () => {
    const o = await given();
    const theirs = await given();
    await givenWorkLocation(db, theirs.org, theirs.collaboratorId, { id: 'wl_theirs', status: 'pending' });
    const made = await t.api(o.base, { method: 'POST', key: o.keys.writer, body: remote(o.collaboratorId) });
    const path = `${o.base}/${made.body.id}`;
    await t.api(path, {
      method: 'PUT',
      key: o.keys.writer,
      body: remote(o.collaboratorId, { status: 'pending', location: 'Nantes' }),
    });
    const before = await stateOf(db, o.org);
    const stale = { 'if-match': made.headers.get('etag') ?? '' };
    expect(
      (await t.api(`${path}/approve`, { method: 'POST', key: o.keys.approver, headers: stale })).status,
    ).toBe(412);
    expect((await t.api(path, { method: 'DELETE', key: o.keys.approver, headers: stale })).status).toBe(412);
    expect(await stateOf(db, o.org)).toEqual(before);
    const theirsBefore = await stateOf(db, theirs.org);
    expect(
      (await t.api(`${o.base}/wl_theirs/approve`, { method: 'POST', key: o.keys.approver })).status,
    ).toBe(404);
    expect((await t.api(`${o.base}/wl_theirs`, { method: 'DELETE', key: o.keys.approver })).status).toBe(404);
    expect(await stateOf(db, theirs.org)).toEqual(theirsBefore);
  });
});
