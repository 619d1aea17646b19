import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTransaction } from '../../src/db/write-transaction.ts';
import { uuidv7 } from '../../src/shared/ids.ts';
import { recentDeliveries } from '../../src/webhooks/deliveries.ts';
import { testEngines } from '../support/engines.ts';
import { givenOrganization, givenWebhookEndpoint } from '../support/fixtures.ts';
import { createTestStore, type TestStore } from '../support/store.ts';

const uniqueOrg = () => `org_whd_${Math.random().toString(36).slice(2, 10)}`;

describe.each(testEngines())('the recent deliveries of an endpoint on %s', (engine) => {
  let t: TestStore;

  beforeAll(async () => {
    t = await createTestStore(engine, { webhooksAllowPrivate: true });
  });
  afterAll(async () => t?.drop());

  it('shows a delivery and its last attempt from one view of the data, even when an attempt commits while they are read', async () => {
    const org = uniqueOrg();
    await givenOrganization(t.store.db, org);
    const endpoint = await givenWebhookEndpoint(t.store.db, org);
    const deliveryId = uuidv7();
    const now = new Date().toISOString();
    await t.store.db
      .insertInto('webhook_deliveries')
      .values({
        organization_id: org,
        id: deliveryId,
        endpoint_id: endpoint.id,
        seq: 1,
        event_type: 'absence.created',
        payload: '{}',
        status: 'pending',
        attempts: 0,
        next_attempt_at: now,
        locked_until: null,
        created_at: now,
        updated_at: now,
      })
      .execute();

    // The dispatcher records an attempt and counts it in one transaction, held open until the
    // read has run its first statement, then committed before that statement's rows come back.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const attempt = writeTransaction(t.store.db, async (trx) => {
      await trx
        .insertInto('webhook_attempts')
        .values({
          organization_id: org,
          id: uuidv7(),
          delivery_id: deliveryId,
          attempted_at: now,
          status_code: 500,
          latency_ms: 4,
          response_excerpt: null,
          error: null,
        })
        .execute();
      await trx.updateTable('webhook_deliveries').set({ attempts: 1 }).where('id', '=', deliveryId).execute();
      await released;
    });
    let statements = 0;
    const commitAfterTheFirstStatement: KyselyPlugin = {
      transformQuery: (args) => args.node,
      async transformResult(args) {
        statements += 1;
        if (statements === 1) {
          release();
          await attempt;
        }
        return args.result;
      },
    };

    const [seen] = await recentDeliveries(
      t.store.db.withPlugin(commitAfterTheFirstStatement),
      org,
      endpoint.id,
    );
    expect(seen).toBeDefined();
    expect(seen?.lastAttempt === null ? 0 : 1).toBe(seen?.attempts);
    await attempt;
    const [after] = await recentDeliveries(t.store.db, org, endpoint.id);
    expect(after?.attempts).toBe(1);
    expect(after?.lastAttempt).toMatchObject({ statusCode: 500, latencyMs: 4 });
  });
});
