import { type Migration, Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, migrations } from '../../src/db/migrate.ts';
import { uuidv7 } from '../../src/shared/ids.ts';
import { dropEveryTable } from '../support/empty-store.ts';
import { testEngines } from '../support/engines.ts';
import { givenOrganization } from '../support/fixtures.ts';
import { createTestStore, type TestStore } from '../support/store.ts';

const ORG = 'org_upgrade_reason_kind';
const AT = '2026-06-01T10:00:00.000Z';
const PRIVATE =
  'refused: the URL resolves to a loopback, private, link-local or metadata address, or another special-purpose one (loopback; set HRAPI_WEBHOOKS_ALLOW_PRIVATE=true only in a lab)';

/** What an earlier release stored: the last attempt's text, or its status alone. */
const ATTEMPTS: readonly { error: string | null; status: number | null; kind: string | null }[] = [
  { error: PRIVATE, status: null, kind: 'private_address' },
  { error: 'no answer within 10 s', status: null, kind: 'timeout' },
  { error: 'the answer (HTTP 200) did not end within 10 s', status: 200, kind: 'timeout' },
  { error: "the answer's headers exceed 8 KiB", status: null, kind: 'invalid_answer' },
  { error: null, status: 503, kind: 'http_status' },
  { error: null, status: 204, kind: null },
  // A text no release's dispatcher wrote in one known form: no kind is guessed.
  { error: 'connect ECONNREFUSED 127.0.0.1:9', status: null, kind: null },
];

describe.each(testEngines())('0037_delivery_reason_kind on an existing %s store', (engine) => {
  let t: TestStore;

  beforeAll(async () => {
    t = await createTestStore(engine);
    await dropEveryTable(t.store.db);
    const earlier: Record<string, Migration> = Object.fromEntries(
      Object.entries(migrations(engine)).filter(([name]) => name !== '0037_delivery_reason_kind'),
    );
    const migrator = new Migrator({
      db: t.store.db,
      provider: { getMigrations: async () => earlier },
      allowUnorderedMigrations: true,
    });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error;
  });
  afterAll(async () => t?.drop());

  const givenEndpoint = async (disabledReason: string | null) => {
    const id = uuidv7();
    await t.store.db
      .insertInto('webhook_endpoints')
      .values({
        organization_id: ORG,
        id,
        url: 'https://receiver.example/hooks',
        event_types: '*',
        secret: 'whsec_x',
        previous_secret: null,
        previous_secret_until: null,
        status: disabledReason ? 'disabled' : 'active',
        disabled_reason: disabledReason,
        cursor: 0,
        created_at: AT,
        updated_at: AT,
        lease_owner: null,
        lease_until: null,
      })
      .execute();
    return id;
  };

  it('gives the attempts and disabled endpoints stored before the kind their text or status says, and nothing else', async () => {
    const db = t.store.db;
    await givenOrganization(db, ORG);
    const refused = await givenEndpoint(
      `disabled at ${AT} after 8 failed attempts to deliver one event (last: ${PRIVATE})`,
    );
    const failing = await givenEndpoint(
      `disabled at ${AT} after 8 failed attempts to deliver one event (last: HTTP 502)`,
    );
    const active = await givenEndpoint(null);
    const attempts: string[] = [];
    for (const { error, status } of ATTEMPTS) {
      const delivery = uuidv7();
      await db
        .insertInto('webhook_deliveries')
        .values({
          organization_id: ORG,
          id: delivery,
          endpoint_id: active,
          seq: null,
          event_type: 'webhook.test',
          payload: '{}',
          status: 'failed',
          attempts: 1,
          next_attempt_at: AT,
          locked_until: null,
          created_at: AT,
          updated_at: AT,
        })
        .execute();
      const id = uuidv7();
      attempts.push(id);
      await db
        .insertInto('webhook_attempts')
        .values({
          organization_id: ORG,
          id,
          delivery_id: delivery,
          attempted_at: AT,
          status_code: status,
          latency_ms: 1,
          response_excerpt: null,
          error,
        })
        .execute();
    }

    expect(await migrateToLatest(t.store)).toEqual(['0037_delivery_reason_kind']);

    const kinds = await db.selectFrom('webhook_attempts').select(['id', 'reason_kind', 'error']).execute();
    expect(attempts.map((id) => kinds.find((k) => k.id === id)?.reason_kind ?? null)).toEqual(
      ATTEMPTS.map((a) => a.kind),
    );
    // The technical text stays as it was, for the CLI and the operator.
    expect(kinds.map((k) => k.error).sort()).toEqual(ATTEMPTS.map((a) => a.error).sort());
    const endpoints = await db
      .selectFrom('webhook_endpoints')
      .select(['id', 'disabled_reason_kind'])
      .where('organization_id', '=', ORG)
      .execute();
    const kindOf = (id: string) => endpoints.find((e) => e.id === id)?.disabled_reason_kind;
    expect([kindOf(refused), kindOf(failing), kindOf(active)]).toEqual([
      'private_address',
      'http_status',
      null,
    ]);
  });
});
