import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server.ts';
import { uuidv7 } from '../../src/shared/ids.ts';
import { testEngines } from '../support/engines.ts';
import { givenOrganization, givenWebhookEndpoint } from '../support/fixtures.ts';
import { createTestStore, type TestStore } from '../support/store.ts';

const DAY = 86_400_000;
const uniqueOrg = () => `org_whr_${Math.random().toString(36).slice(2, 10)}`;

describe.each(testEngines())('webhook delivery retention on %s', (engine) => {
  let t: TestStore;

  beforeAll(async () => {
    t = await createTestStore(engine, { webhookRetentionDays: 30, webhooksAllowPrivate: true });
  });
  afterAll(async () => t?.drop());

  /** `count` deliveries of the endpoint, settled (or created, when waiting) `daysAgo`, each with one attempt. */
  async function givenDeliveries(
    org: string,
    endpointId: string,
    status: 'pending' | 'succeeded' | 'failed',
    daysAgo: number,
    count = 1,
  ): Promise<string[]> {
    const at = new Date(Date.now() - daysAgo * DAY).toISOString();
    const ids = Array.from({ length: count }, () => uuidv7());
    for (let i = 0; i < ids.length; i += 200) {
      const chunk = ids.slice(i, i + 200);
      await t.store.db
        .insertInto('webhook_deliveries')
        .values(
          chunk.map((id) => ({
            organization_id: org,
            id,
            endpoint_id: endpointId,
            seq: 1,
            event_type: 'absence.created',
            payload: '{}',
            status,
            attempts: status === 'pending' ? 0 : 1,
            // Far in the future for the waiting ones: this test is about retention, not sending.
            next_attempt_at: status === 'pending' ? new Date(Date.now() + 365 * DAY).toISOString() : at,
            locked_until: null,
            created_at: at,
            updated_at: at,
          })),
        )
        .execute();
      await t.store.db
        .insertInto('webhook_attempts')
        .values(
          chunk.map((id) => ({
            organization_id: org,
            id: uuidv7(),
            delivery_id: id,
            attempted_at: at,
            status_code: 200,
            latency_ms: 3,
            response_excerpt: null,
            error: null,
          })),
        )
        .execute();
    }
    return ids;
  }

  const remaining = async (org: string) => {
    const deliveries = await t.store.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('organization_id', '=', org)
      .execute();
    const attempts = await t.store.db
      .selectFrom('webhook_attempts')
      .select('delivery_id')
      .where('organization_id', '=', org)
      .execute();
    return {
      deliveries: new Set(deliveries.map((d) => d.id)),
      attempts: new Set(attempts.map((a) => a.delivery_id)),
    };
  };

  it('deletes settled deliveries older than HRAPI_WEBHOOK_RETENTION_DAYS with their attempts, in batches, and keeps newer and waiting ones', async () => {
    const org = uniqueOrg();
    await givenOrganization(t.store.db, org);
    const endpoint = await givenWebhookEndpoint(t.store.db, org);
    // Disabled, so nothing is sent: only retention is at work.
    await t.store.db
      .updateTable('webhook_endpoints')
      .set({ status: 'disabled', disabled_reason: 'test' })
      .where('organization_id', '=', org)
      .execute();
    const oldDelivered = await givenDeliveries(org, endpoint.id, 'succeeded', 31, 1200);
    const oldFailed = await givenDeliveries(org, endpoint.id, 'failed', 45);
    const recent = await givenDeliveries(org, endpoint.id, 'succeeded', 29);
    const waiting = await givenDeliveries(org, endpoint.id, 'pending', 60);

    const server = await startServer({ ...t.config, port: 0, host: '127.0.0.1' });
    try {
      const deadline = Date.now() + 20_000;
      let left = await remaining(org);
      while (left.deliveries.size > recent.length + waiting.length && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        left = await remaining(org);
      }
      const kept = [...recent, ...waiting];
      expect([...left.deliveries].sort()).toEqual([...kept].sort());
      expect([...left.attempts].sort()).toEqual([...kept].sort());
      expect([...oldDelivered, ...oldFailed].some((id) => left.deliveries.has(id))).toBe(false);
    } finally {
      await server.stop();
    }
  });
});
