import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/support/engines.ts';
import { givenKey, givenOrganization } from '../../test/support/fixtures.ts';
import { givenAbsence, givenCollaborator, givenEstablishment } from '../../test/support/hr-data.ts';
import { requestState } from '../../test/support/requests.ts';
import { startTestServer, type TestServer } from '../../test/support/server.ts';
import type { Scope } from '../auth/scopes.ts';
import type { Database } from '../db/schema.ts';

const WRITER: Scope[] = ['org:absence:read', 'org:absence:type:read', 'org:absence:write'];
const APPROVER: Scope[] = [...WRITER, 'org:absence:approve'];

let organizations = 0;

/** Everything an organization's absences are, and what was logged and audited of them. */
async function stateOf(db: Kysely<Database>, organizationId: string) {
  const { rows, events, audit } = await requestState(db, organizationId, 'absences');
  return { absences: rows, events, audit };
}

const leave = (collaboratorId: string, values: Record<string, unknown> = {}) => ({
  collaboratorId,
  type: 'conge_paye',
  startDate: '2026-04-06',
  endDate: '2026-04-10',
  ...values,
});

describe.each(testEngines())('absence writes on %s', (engine) => {
  let t: TestServer;
  let db: Kysely<Database>;

  beforeAll(async () => {
    t = await startTestServer(engine);
    db = t.testStore.store.db;
  });
  afterAll(async () => {
    await t?.stop();
  });

  /** An organization of its own for each test: a collaborator and keys of each kind. */
  async function given() {
    const org = `org_abs_w_${++organizations}`;
    await givenOrganization(db, org);
    const establishment = await givenEstablishment(db, org, { id: `est_${org}` });
    const collaborator = await givenCollaborator(db, org, {
      id: `col_${org}`,
      establishment_id: establishment.id,
    });
    const other = await givenCollaborator(db, org, { id: `col2_${org}`, establishment_id: establishment.id });
    const keys = {
      writer: (await givenKey(db, org, WRITER)).secret,
      approver: (await givenKey(db, org, APPROVER)).secret,
      untyped: (await givenKey(db, org, ['org:absence:read', 'org:absence:write', 'org:absence:approve']))
        .secret,
      reader: (await givenKey(db, org, ['org:absence:read', 'org:absence:type:read'])).secret,
    };
    const base = `/organizations/${org}/absences`;
    return { org, collaboratorId: collaborator.id, otherId: other.id, keys, base };
  }

  it('a request is made pending with a server-given id, 201 with Location to its get-by-id and the same ETag', async () => {
    const o = await given();
    const made = await t.api(o.base, { method: 'POST', key: o.keys.writer, body: leave(o.collaboratorId) });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      collaboratorId: o.collaboratorId,
      status: 'pending',
      type: 'conge_paye',
    });
    expect(made.body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    const location = made.headers.get('location');
    expect(location).toBe(`/api/public/v1${o.base}/${made.body.id}`);
    const read = await t.api(`/${location}`, { key: o.keys.writer });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(made.body);
    expect(read.headers.get('etag')).toBe(made.headers.get('etag'));
    const listed = await t.api(`${o.base}?ids=${made.body.id}`, { key: o.keys.writer });
    expect(listed.body.data).toEqual([made.body]);
    const { events, audit } = await stateOf(db, o.org);
    expect(events.map((e) => [e.type, e.resource_id])).toEqual([['absence.created', made.body.id]]);
    expect(audit.map((a) => a.action)).toEqual(['absence.requested']);
  });

  it('a request retried with its Idempotency-Key is made once: the first answer again, Location and ETag kept', async () => {
    const o = await given();
    const call = () =>
      t.api(o.base, {
        method: 'POST',
        key: o.keys.writer,
        body: leave(o.collaboratorId),
        headers: { 'idempotency-key': `retry-${o.org}` },
      });
    const first = await call();
    const again = await call();
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    const { absences, events } = await stateOf(db, o.org);
    expect(absences.map((a) => a.id)).toEqual([first.body.id]);
    expect(events).toHaveLength(1);
  });

  it('a request naming its id or its status is refused (400) and nothing is written', async () => {
    const o = await given();
    const before = await stateOf(db, o.org);
    for (const extra of [{ id: 'abs_mine' }, { status: 'approved' }]) {
      const answer = await t.api(o.base, {
        method: 'POST',
        key: o.keys.approver,
        body: leave(o.collaboratorId, extra),
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0]).toMatchObject({ in: 'body', name: Object.keys(extra)[0] });
    }
    expect(await stateOf(db, o.org)).toEqual(before);
  });

  it('PUT creates (201) then replaces (200) one absence, any status with org:absence:approve', async () => {
    const o = await given();
    const path = `${o.base}/abs_hris_1`;
    const created = await t.api(path, {
      method: 'PUT',
      key: o.keys.approver,
      body: leave(o.collaboratorId, { status: 'approved' }),
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`/api/public/v1${path}`);
    expect(created.body).toMatchObject({ id: 'abs_hris_1', status: 'approved' });
    const replaced = await t.api(path, {
      method: 'PUT',
      key: o.keys.approver,
      body: leave(o.collaboratorId, { id: 'abs_hris_1', status: 'rejected', endDate: '2026-04-08' }),
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ id: 'abs_hris_1', status: 'rejected', endDate: '2026-04-08' });
    expect(replaced.headers.get('etag')).not.toBe(created.headers.get('etag'));
    const { events } = await stateOf(db, o.org);
    expect(events.map((e) => e.type)).toEqual(['absence.created', 'absence.updated']);
  });

  it('PUT of a status other than pending without org:absence:approve is a 403 naming status; nothing is written', async () => {
    const o = await given();
    const before = await stateOf(db, o.org);
    const answer = await t.api(`${o.base}/abs_x`, {
      method: 'PUT',
      key: o.keys.writer,
      body: leave(o.collaboratorId, { status: 'approved' }),
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 'insufficient_scope' });
    expect(answer.body.errors).toEqual([expect.objectContaining({ in: 'body', name: 'status' })]);
    expect(answer.body.detail).toContain('org:absence:approve');
    expect(await stateOf(db, o.org)).toEqual(before);
  });

  it('a key without org:absence:type:read may not write type: 403 naming it, nothing written', async () => {
    const o = await given();
    const before = await stateOf(db, o.org);
    const answers = [
      await t.api(o.base, { method: 'POST', key: o.keys.untyped, body: leave(o.collaboratorId) }),
      await t.api(`${o.base}/abs_y`, {
        method: 'PUT',
        key: o.keys.untyped,
        body: leave(o.collaboratorId, { status: 'pending' }),
      }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.body.errors).toEqual([expect.objectContaining({ in: 'body', name: 'type' })]);
      expect(answer.body.errors[0].message).toContain('org:absence:type:read');
    }
    expect(await stateOf(db, o.org)).toEqual(before);
  });

  it('a body id other than the path’s is a 422 naming id', async () => {
    const o = await given();
    const answer = await t.api(`${o.base}/abs_a`, {
      method: 'PUT',
      key: o.keys.writer,
      body: leave(o.collaboratorId, { id: 'abs_b', status: 'pending' }),
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ code: 'invalid_record' });
    expect(answer.body.errors).toEqual([expect.objectContaining({ in: 'body', name: 'id' })]);
  });

  it('dates that do not exist, an end before its start and an unknown collaborator are 422 by JSON path, all at once; nothing written', async () => {
    const o = await given();
    const before = await stateOf(db, o.org);
    const cases: [Record<string, unknown>, string[]][] = [
      [{ startDate: '2026-02-30', endDate: '2026-03-02' }, ['startDate']],
      [{ startDate: '2026-04-10', endDate: '2026-04-06' }, ['endDate']],
      [{ collaboratorId: 'col_nobody' }, ['collaboratorId']],
      [
        { collaboratorId: 'col_nobody', startDate: '2026-02-30', endDate: '2026-03-02' },
        ['startDate', 'collaboratorId'],
      ],
    ];
    for (const [values, names] of cases) {
      for (const [method, path] of [
        ['POST', o.base],
        ['PUT', `${o.base}/abs_bad`],
      ] as const) {
        const body = leave(o.collaboratorId, {
          ...values,
          ...(method === 'PUT' ? { status: 'pending' } : {}),
        });
        const answer = await t.api(path, { method, key: o.keys.writer, body });
        expect({ method, values, status: answer.status }).toEqual({ method, values, status: 422 });
        expect(answer.body.code).toBe('invalid_record');
        expect(answer.body.errors.map((e: { name: string }) => e.name).sort()).toEqual([...names].sort());
      }
    }
    expect(await stateOf(db, o.org)).toEqual(before);
  });

  it('an absence overlapping a pending or approved one of the same person is a 409 naming it; a morning and an afternoon do not overlap', async () => {
    const o = await given();
    await givenAbsence(db, o.org, o.collaboratorId, {
      id: 'abs_held',
      start_date: '2026-05-04',
      end_date: '2026-05-06',
      end_half_day: 1,
      status: 'approved',
    });
    await givenAbsence(db, o.org, o.collaboratorId, {
      id: 'abs_freed',
      start_date: '2026-05-11',
      end_date: '2026-05-12',
      status: 'rejected',
    });
    const before = await stateOf(db, o.org);
    const overlapping = await t.api(o.base, {
      method: 'POST',
      key: o.keys.writer,
      body: leave(o.collaboratorId, { startDate: '2026-05-01', endDate: '2026-05-04' }),
    });
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.code).toBe('conflict');
    expect(overlapping.body.detail).toContain('abs_held');
    const put = await t.api(`${o.base}/abs_other`, {
      method: 'PUT',
      key: o.keys.writer,
      body: leave(o.collaboratorId, { status: 'pending', startDate: '2026-05-06', endDate: '2026-05-06' }),
    });
    expect(put.status).toBe(409);
    expect(put.body.errors[0].message).toContain('abs_held');
    expect(await stateOf(db, o.org)).toEqual(before);
    const afternoon = await t.api(o.base, {
      method: 'POST',
      key: o.keys.writer,
      body: leave(o.collaboratorId, { startDate: '2026-05-06', endDate: '2026-05-07', startHalfDay: true }),
    });
    expect(afternoon.status).toBe(201);
    const overRejected = await t.api(o.base, {
      method: 'POST',
      key: o.keys.writer,
      body: leave(o.collaboratorId, { startDate: '2026-05-11', endDate: '2026-05-11' }),
    });
    expect(overRejected.status).toBe(201);
    const otherPerson = await t.api(o.base, {
      method: 'POST',
      key: o.keys.writer,
      body: leave(o.otherId, { startDate: '2026-05-04', endDate: '2026-05-05' }),
    });
    expect(otherPerson.status).toBe(201);
  });

  it('a replacement is not held against itself, but against the person’s others', async () => {
    const o = await given();
    await givenAbsence(db, o.org, o.collaboratorId, {
      id: 'abs_self',
      start_date: '2026-06-01',
      end_date: '2026-06-05',
      status: 'pending',
    });
    await givenAbsence(db, o.org, o.collaboratorId, {
      id: 'abs_next',
      start_date: '2026-06-08',
      end_date: '2026-06-08',
      status: 'pending',
    });
    const moved = await t.api(`${o.base}/abs_self`, {
      method: 'PUT',
      key: o.keys.writer,
      body: leave(o.collaboratorId, { status: 'pending', startDate: '2026-06-02', endDate: '2026-06-05' }),
    });
    expect(moved.status).toBe(200);
    const stretched = await t.api(`${o.base}/abs_self`, {
      method: 'PUT',
      key: o.keys.writer,
      body: leave(o.collaboratorId, { status: 'pending', startDate: '2026-06-02', endDate: '2026-06-08' }),
    });
    expect(stretched.status).toBe(409);
    expect(stretched.body.detail).toContain('abs_next');
  });

  it('approve decides a pending request once: a decided one is a 409 and nothing changes', async () => {
    const o = await given();
    const made = await t.api(o.base, { method: 'POST', key: o.keys.writer, body: leave(o.collaboratorId) });
    const path = `${o.base}/${made.body.id}`;
    const approved = await t.api(`${path}/approve`, {
      method: 'POST',
      key: o.keys.approver,
      body: { comment: 'Bonnes vacances' },
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id: made.body.id, status: 'approved' });
    expect(approved.headers.get('etag')).toBe(
      (await t.api(path, { key: o.keys.approver })).headers.get('etag'),
    );
    const before = await stateOf(db, o.org);
    for (const verb of ['approve', 'reject']) {
      const again = await t.api(`${path}/${verb}`, { method: 'POST', key: o.keys.approver });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('conflict');
      expect(again.body.detail).toContain('already approved');
    }
    expect(await stateOf(db, o.org)).toEqual(before);
    expect(before.events.map((e) => e.type)).toEqual(['absence.created', 'absence.updated']);
    expect(before.audit.map((a) => a.action)).toEqual(['absence.requested', 'absence.approved']);
    const decision = await db
      .selectFrom('absences')
      .select(['status'])
      .select((eb) => [
        eb.ref('decided_by' as 'status').as('decided_by'),
        eb.ref('decision_comment' as 'status').as('comment'),
      ])
      .where('organization_id', '=', o.org)
      .executeTakeFirstOrThrow();
    expect(decision).toMatchObject({ status: 'approved', comment: 'Bonnes vacances' });
    expect(decision.decided_by).toMatch(/^api_key:/);
  });

  it('reject without a body rejects; approve and reject need org:absence:approve', async () => {
    const o = await given();
    const made = await t.api(o.base, { method: 'POST', key: o.keys.writer, body: leave(o.collaboratorId) });
    const path = `${o.base}/${made.body.id}`;
    const refused = await t.api(`${path}/approve`, { method: 'POST', key: o.keys.writer });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toContain('org:absence:approve');
    const rejected = await t.api(`${path}/reject`, { method: 'POST', key: o.keys.approver });
    expect(rejected.status).toBe(200);
    expect(rejected.body.status).toBe('rejected');
  });

  it('a key without org:absence:type:read decides a request and is answered without its type', async () => {
    const o = await given();
    const made = await t.api(o.base, { method: 'POST', key: o.keys.writer, body: leave(o.collaboratorId) });
    const path = `${o.base}/${made.body.id}`;
    const approved = await t.api(`${path}/approve`, { method: 'POST', key: o.keys.untyped });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('approved');
    expect(approved.body).not.toHaveProperty('type');
    expect(approved.body).not.toHaveProperty('dsnReason');
    const read = await t.api(path, { key: o.keys.untyped });
    expect(read.body).toEqual(approved.body);
    expect(read.headers.get('etag')).toBe(approved.headers.get('etag'));
  });

  it('twenty racing approve and reject calls on one request: exactly one wins, one event', async () => {
    const o = await given();
    const made = await t.api(o.base, { method: 'POST', key: o.keys.writer, body: leave(o.collaboratorId) });
    const path = `${o.base}/${made.body.id}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.api(`${path}/${i % 2 === 0 ? 'approve' : 'reject'}`, { method: 'POST', key: o.keys.approver }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const winner = answers.find((a) => a.status === 200);
    const { events, absences, audit } = await stateOf(db, o.org);
    expect(events.map((e) => e.type)).toEqual(['absence.created', 'absence.updated']);
    expect(absences[0]?.status).toBe(winner?.body.status);
    expect(audit).toHaveLength(2);
  });

  it('a stale If-Match is a 412 on PUT, approve, reject and DELETE, and nothing is written; the current one passes', async () => {
    const o = await given();
    const made = await t.api(o.base, { method: 'POST', key: o.keys.writer, body: leave(o.collaboratorId) });
    const path = `${o.base}/${made.body.id}`;
    const etag = made.headers.get('etag') ?? '';
    const moved = await t.api(path, {
      method: 'PUT',
      key: o.keys.writer,
      body: leave(o.collaboratorId, { status: 'pending', endDate: '2026-04-09' }),
      headers: { 'if-match': etag },
    });
    expect(moved.status).toBe(200);
    const before = await stateOf(db, o.org);
    const stale = { 'if-match': etag };
    const calls = [
      t.api(path, {
        method: 'PUT',
        key: o.keys.approver,
        body: leave(o.collaboratorId, { status: 'pending' }),
        headers: stale,
      }),
      t.api(`${path}/approve`, { method: 'POST', key: o.keys.approver, headers: stale }),
      t.api(`${path}/reject`, { method: 'POST', key: o.keys.approver, headers: stale }),
      t.api(path, { method: 'DELETE', key: o.keys.approver, headers: stale }),
      t.api(`${o.base}/abs_not_yet`, {
        method: 'PUT',
        key: o.keys.approver,
        body: leave(o.otherId, { status: 'pending' }),
        headers: stale,
      }),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.status).toBe(412);
      expect(answer.body.code).toBe('precondition_failed');
    }
    expect(await stateOf(db, o.org)).toEqual(before);
    const current = { 'if-match': moved.headers.get('etag') ?? '' };
    expect(
      (await t.api(`${path}/approve`, { method: 'POST', key: o.keys.approver, headers: current })).status,
    ).toBe(200);
  });

  it('a body too large is a 413, one not JSON a 415, malformed JSON a 400; nothing is written', async () => {
    const o = await given();
    const before = await stateOf(db, o.org);
    const big = { ...leave(o.collaboratorId), padding: 'x'.repeat(64 * 1024) };
    expect((await t.api(o.base, { method: 'POST', key: o.keys.writer, body: big })).status).toBe(413);
    const text = await t.api(o.base, {
      method: 'POST',
      key: o.keys.writer,
      body: 'type=conge_paye',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    const broken = await t.api(`${o.base}/abs_z`, {
      method: 'PUT',
      key: o.keys.writer,
      body: '{"type":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.code).toBe('invalid_body');
    expect(await stateOf(db, o.org)).toEqual(before);
  });

  it('another organization’s absence is a 404 for every write, and stays as it was', async () => {
    const o = await given();
    const theirs = await given();
    await givenAbsence(db, theirs.org, theirs.collaboratorId, { id: 'abs_theirs', status: 'pending' });
    const before = await stateOf(db, theirs.org);
    const path = `${o.base}/abs_theirs`;
    const answers = [
      await t.api(path, { key: o.keys.approver }),
      await t.api(`${path}/approve`, { method: 'POST', key: o.keys.approver }),
      await t.api(`${path}/reject`, { method: 'POST', key: o.keys.approver }),
      await t.api(path, { method: 'DELETE', key: o.keys.approver }),
      await t.api(`${theirs.base}/abs_theirs/approve`, { method: 'POST', key: o.keys.approver }),
    ];
    for (const answer of answers) expect(answer.status).toBe(404);
    expect(await stateOf(db, theirs.org)).toEqual(before);
  });

  it('DELETE withdraws an absence: gone from the reads, absence.deleted in the feed, audited', async () => {
    const o = await given();
    const made = await t.api(o.base, { method: 'POST', key: o.keys.writer, body: leave(o.collaboratorId) });
    const path = `${o.base}/${made.body.id}`;
    const deleted = await t.api(path, { method: 'DELETE', key: o.keys.writer });
    expect(deleted.status).toBe(204);
    expect((await t.api(path, { key: o.keys.writer })).status).toBe(404);
    expect((await t.api(o.base, { key: o.keys.writer })).body.data).toEqual([]);
    const { events, audit } = await stateOf(db, o.org);
    expect(events.map((e) => [e.type, e.resource_id])).toEqual([
      ['absence.created', made.body.id],
      ['absence.deleted', made.body.id],
    ]);
    expect(audit.map((a) => a.action)).toEqual(['absence.requested', 'absence.deleted']);
    const feed = await t.api(`/organizations/${o.org}/changes`, { key: o.keys.reader });
    expect(feed.body.data.map((e: { type: string }) => e.type)).toContain('absence.deleted');
    expect((await t.api(path, { method: 'DELETE', key: o.keys.writer })).status).toBe(404);
  });

  it('an absence a DSN declared is neither withdrawn (409) nor replaced (409); nothing changes', async () => {
    const o = await given();
    await givenAbsence(db, o.org, o.collaboratorId, {
      id: 'abs_dsn',
      status: 'approved',
      type: 'maladie_non_professionnelle',
      dsn_reason: '01',
      start_date: '2026-03-02',
      end_date: '2026-03-06',
    });
    await db
      .insertInto('dsn_provenance')
      .values({
        organization_id: o.org,
        resource_type: 'absence',
        resource_id: 'abs_dsn',
        months: JSON.stringify({ start_date: '2026-03', end_date: '2026-03', type: '2026-03' }),
      })
      .execute();
    const before = await stateOf(db, o.org);
    const deleted = await t.api(`${o.base}/abs_dsn`, { method: 'DELETE', key: o.keys.approver });
    expect(deleted.status).toBe(409);
    expect(deleted.body.detail).toContain('DSN');
    const replaced = await t.api(`${o.base}/abs_dsn`, {
      method: 'PUT',
      key: o.keys.approver,
      body: leave(o.collaboratorId, {
        status: 'approved',
        type: 'maladie_non_professionnelle',
        dsnReason: '01',
        startDate: '2026-03-02',
        endDate: '2026-03-04',
      }),
    });
    expect(replaced.status).toBe(409);
    expect(replaced.body.errors.map((e: { message: string }) => e.message).join()).toContain('endDate');
    expect(await stateOf(db, o.org)).toEqual(before);
  });
});
