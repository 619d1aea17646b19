import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../src/db/migrate.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { givenCollaborator, givenComplementaryContract, givenEstablishment } from '../support/hr-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { createTestStore } from '../support/store.ts';

/** Issue 26: an `Idempotency-Key` belongs to the API key that sent it, as the IETF draft scopes it. */
describe.each(testEngines())('Idempotency-Key is scoped per API key on %s', (engine) => {
  let t: TestServer;
  let partnerA: string;
  let partnerB: string;
  const ORG = 'org_idem_per_key';
  const put = (key: string, optionId: string, idempotencyKey?: string) =>
    t.api(`/organizations/${ORG}/collaborators/cpk1/affiliations`, {
      key,
      method: 'PUT',
      body: { establishmentId: 'est_pk', complementaryContractId: 'cc_pk', status: 'active', optionId },
      ...(idempotencyKey ? { headers: { 'idempotency-key': idempotencyKey } } : {}),
    });
  const optionNow = async () =>
    (
      await t.testStore.store.db
        .selectFrom('affiliations')
        .select('option_id')
        .where('organization_id', '=', ORG)
        .where('collaborator_id', '=', 'cpk1')
        .executeTakeFirstOrThrow()
    ).option_id;
  const changeCount = async () =>
    (
      await t.testStore.store.db
        .selectFrom('change_events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('organization_id', '=', ORG)
        .executeTakeFirstOrThrow()
    ).n;

  beforeAll(async () => {
    t = await startTestServer(engine);
    const db = t.testStore.store.db;
    await givenOrganization(db, ORG);
    await givenEstablishment(db, ORG, { id: 'est_pk' });
    await givenCollaborator(db, ORG, { id: 'cpk1', establishment_id: 'est_pk' });
    await givenComplementaryContract(db, ORG, {
      id: 'cc_pk',
      optionIds: ['opk1', 'opk2'],
      reference: 'PK-1',
    });
    partnerA = (await givenKey(db, ORG, ['org:employee:health_insurance:manage'], 'partner')).secret;
    partnerB = (await givenKey(db, ORG, ['org:employee:health_insurance:manage'], 'partner')).secret;
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('two keys of one organization sending the same Idempotency-Key and body each get their own answer, and each key replays its own', async () => {
    const first = await put(partnerA, 'opk1', 'same-key-1');
    expect(first.status).toBe(200);
    // Another write moves the affiliation on: a write really performed for B brings opk1 back.
    expect((await put(partnerA, 'opk2')).status).toBe(200);
    const changesBefore = Number(await changeCount());

    const second = await put(partnerB, 'opk1', 'same-key-1');
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotency-replayed')).toBeNull();
    expect(await optionNow()).toBe('opk1');
    expect(Number(await changeCount())).toBeGreaterThan(changesBefore);

    // Each key's retry replays its own first answer and writes nothing.
    expect((await put(partnerA, 'opk2')).status).toBe(200);
    const changesAfterMove = Number(await changeCount());
    const retryA = await put(partnerA, 'opk1', 'same-key-1');
    expect(retryA.headers.get('idempotency-replayed')).toBe('true');
    expect(retryA.body).toEqual(first.body);
    const retryB = await put(partnerB, 'opk1', 'same-key-1');
    expect(retryB.headers.get('idempotency-replayed')).toBe('true');
    expect(retryB.body).toEqual(second.body);
    expect(await optionNow()).toBe('opk2');
    expect(Number(await changeCount())).toBe(changesAfterMove);
  });

  it('another key with the same Idempotency-Key and another body is its own request, not 422', async () => {
    expect((await put(partnerA, 'opk1', 'same-key-2')).status).toBe(200);
    const other = await put(partnerB, 'opk2', 'same-key-2');
    expect(other.status).toBe(200);
    expect(await optionNow()).toBe('opk2');
  });
});

describe.each(testEngines())('0026_idempotency_per_key on an existing %s store', (engine) => {
  it('drops the records that name no API key (24 hours at most) and keys the new ones per API key', async () => {
    const t = await createTestStore(engine);
    try {
      const db = t.store.db;
      const migration = migrations(engine)['0026_idempotency_per_key'];
      if (!migration?.down) throw new Error('0026_idempotency_per_key has no down migration');
      await migration.down(db);
      await sql`insert into idempotency_keys (organization_id, idempotency_key, fingerprint, state, response_status, response_body, created_at)
        values ('org_old', 'k', 'f', 'done', 201, '{}', '2026-11-25T00:00:00.000Z')`.execute(db);
      await migration.up(db);
      expect(await db.selectFrom('idempotency_keys').selectAll().execute()).toEqual([]);
      const row = {
        organization_id: 'org_new',
        idempotency_key: 'k',
        fingerprint: 'f',
        state: 'running' as const,
        response_status: null,
        response_body: null,
        created_at: '2026-11-26T00:00:00.000Z',
      };
      await db
        .insertInto('idempotency_keys')
        .values({ ...row, api_key_id: 'key_a' })
        .execute();
      await db
        .insertInto('idempotency_keys')
        .values({ ...row, api_key_id: 'key_b' })
        .execute();
      await expect(
        db
          .insertInto('idempotency_keys')
          .values({ ...row, api_key_id: 'key_a' })
          .execute(),
      ).rejects.toThrow(/unique|primary key|duplicate/i);
    } finally {
      await t.drop();
    }
  });
});
