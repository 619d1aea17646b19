import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ABANDONED_AFTER_MS,
  claimIdempotencyKey,
  IDEMPOTENCY_TTL_MS,
  pruneIdempotencyKeys,
  settleIdempotencyKey,
} from '../../src/http/idempotency.queries.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { givenCollaborator, givenComplementaryContract, givenEstablishment } from '../support/hr-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

describe.each(testEngines())('safe retries with Idempotency-Key on %s', (engine) => {
  let t: TestServer;
  let key: string;
  const ORG = 'org_idem';
  const put = (collaboratorId: string, optionId: string, idempotencyKey?: string) =>
    t.api(`/organizations/${ORG}/collaborators/${collaboratorId}/affiliations`, {
      key,
      method: 'PUT',
      body: { establishmentId: 'est_idem', complementaryContractId: 'cc_idem', status: 'active', optionId },
      ...(idempotencyKey ? { headers: { 'idempotency-key': idempotencyKey } } : {}),
    });
  const stateOf = async () => ({
    affiliations: await t.testStore.store.db
      .selectFrom('affiliations')
      .select(['collaborator_id', 'option_id', 'status', 'updated_at'])
      .where('organization_id', '=', ORG)
      .orderBy('collaborator_id')
      .execute(),
    changes: await t.testStore.store.db
      .selectFrom('change_events')
      .select(['seq', 'type'])
      .where('organization_id', '=', ORG)
      .orderBy('seq')
      .execute(),
  });

  beforeAll(async () => {
    t = await startTestServer(engine);
    const db = t.testStore.store.db;
    await givenOrganization(db, ORG);
    await givenEstablishment(db, ORG, { id: 'est_idem' });
    for (const id of ['ci1', 'ci2', 'ci3', 'ci4', 'ci5']) {
      await givenCollaborator(db, ORG, { id, establishment_id: 'est_idem' });
    }
    await givenComplementaryContract(db, ORG, { id: 'cc_idem', optionIds: ['oi1', 'oi2'], reference: 'I-1' });
    key = (await givenKey(db, ORG, ['org:employee:health_insurance:manage'], 'partner')).secret;
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('a retried PUT with the same key and body returns the first answer and writes nothing', async () => {
    const first = await put('ci1', 'oi1', 'retry-1');
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotency-replayed')).toBeNull();
    // Another write moves the affiliation on; replaying the first PUT must not bring it back.
    expect((await put('ci1', 'oi2')).status).toBe(200);
    const before = await stateOf();
    const retry = await put('ci1', 'oi1', 'retry-1');
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('idempotency-replayed')).toBe('true');
    expect(await stateOf()).toEqual(before);
  });

  it('the same key with another body is 422 idempotency_key_reused, and writes nothing', async () => {
    expect((await put('ci2', 'oi1', 'reused-1')).status).toBe(200);
    const before = await stateOf();
    const reused = await put('ci2', 'oi2', 'reused-1');
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ code: 'idempotency_key_reused', title: 'Unprocessable Content' });
    expect(await stateOf()).toEqual(before);
  });

  it('the same key on another path is 422 too', async () => {
    expect((await put('ci3', 'oi1', 'path-1')).status).toBe(200);
    expect((await put('ci4', 'oi1', 'path-1')).status).toBe(422);
  });

  it('while the first request runs, a retry is 409 request_in_progress with Retry-After', async () => {
    expect((await put('ci5', 'oi1', 'running-1')).status).toBe(200);
    // The first request as if still being served (a real race is not deterministic).
    await t.testStore.store.db
      .updateTable('idempotency_keys')
      .set({ state: 'running' })
      .where('organization_id', '=', ORG)
      .where('idempotency_key', '=', 'running-1')
      .execute();
    const before = await stateOf();
    const busy = await put('ci5', 'oi1', 'running-1');
    expect(busy.status).toBe(409);
    expect(busy.body).toMatchObject({ code: 'request_in_progress', title: 'Conflict' });
    expect(busy.headers.get('retry-after')).toBe('1');
    expect(await stateOf()).toEqual(before);
  });

  it('keys are per organization: another organization may use the same one', async () => {
    const db = t.testStore.store.db;
    await givenOrganization(db, 'org_idem_b');
    const other = (await givenKey(db, 'org_idem_b', ['org:employee:health_insurance:manage'], 'partner'))
      .secret;
    expect((await put('ci1', 'oi1', 'shared-1')).status).toBe(200);
    const elsewhere = await t.api('/organizations/org_idem_b/collaborators/x/affiliations', {
      key: other,
      method: 'PUT',
      body: { establishmentId: 'e', complementaryContractId: 'c', status: 'active', optionId: 'o' },
      headers: { 'idempotency-key': 'shared-1' },
    });
    expect(elsewhere.status).not.toBe(422);
  });

  it('a malformed Idempotency-Key is a 400 naming the header', async () => {
    const response = await put('ci1', 'oi1', 'x'.repeat(256));
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('invalid_parameter');
    expect(response.body.errors).toEqual([
      expect.objectContaining({ in: 'header', name: 'idempotency-key' }),
    ]);
  });

  describe('the stored keys', () => {
    const now = new Date('2026-11-25T12:00:00.000Z');
    const at = (ms: number) => new Date(now.getTime() + ms);
    const OWNER = { organizationId: ORG, apiKeyId: 'key_stored' };

    it('replays a settled key, refuses another fingerprint, and frees an expired one', async () => {
      const store = t.testStore.store;
      expect(await claimIdempotencyKey(store, OWNER, 'k-ttl', 'f1', now)).toMatchObject({ kind: 'claimed' });
      expect(await claimIdempotencyKey(store, OWNER, 'k-ttl', 'f1', now)).toEqual({ kind: 'running' });
      await settleIdempotencyKey(store.db, OWNER, 'k-ttl', 201, '{"a":1}');
      expect(await claimIdempotencyKey(store, OWNER, 'k-ttl', 'f1', at(1000))).toEqual({
        kind: 'replay',
        status: 201,
        body: '{"a":1}',
      });
      expect(await claimIdempotencyKey(store, OWNER, 'k-ttl', 'f2', at(1000))).toEqual({ kind: 'reused' });
      expect(await claimIdempotencyKey(store, OWNER, 'k-ttl', 'f2', at(IDEMPOTENCY_TTL_MS))).toMatchObject({
        kind: 'claimed',
      });
    });

    it('frees a key whose request was abandoned (its process died) after a while', async () => {
      const store = t.testStore.store;
      expect(await claimIdempotencyKey(store, OWNER, 'k-dead', 'f', now)).toMatchObject({ kind: 'claimed' });
      expect(await claimIdempotencyKey(store, OWNER, 'k-dead', 'f', at(ABANDONED_AFTER_MS - 1))).toEqual({
        kind: 'running',
      });
      expect(await claimIdempotencyKey(store, OWNER, 'k-dead', 'f', at(ABANDONED_AFTER_MS))).toMatchObject({
        kind: 'claimed',
      });
    });

    it('pruning deletes the keys older than 24 hours and keeps the others', async () => {
      const store = t.testStore.store;
      await claimIdempotencyKey(store, OWNER, 'k-old', 'f', at(-IDEMPOTENCY_TTL_MS - 1000));
      await claimIdempotencyKey(store, OWNER, 'k-young', 'f', at(-1000));
      await pruneIdempotencyKeys(store.db, now);
      const left = await store.db
        .selectFrom('idempotency_keys')
        .select('idempotency_key')
        .where('organization_id', '=', ORG)
        .where('idempotency_key', 'in', ['k-old', 'k-young'])
        .execute();
      expect(left.map((r) => r.idempotency_key)).toEqual(['k-young']);
    });
  });
});
