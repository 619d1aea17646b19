import { type Migration, Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, migrations } from '../../src/db/migrate.ts';
import { uuidv7 } from '../../src/shared/ids.ts';
import { givenGrant, givenPartnerApp, revokeGrant } from '../partner-apps/support.ts';
import { dropEveryTable } from '../support/empty-store.ts';
import { testEngines } from '../support/engines.ts';
import { givenOrganization } from '../support/fixtures.ts';
import { createTestStore, type TestStore } from '../support/store.ts';

const LANES = '0031_partner_webhook_lanes';

/**
 * A store of the release before lanes (every migration but 0031) keeps its partner webhooks'
 * waiting events: each organization with a cursor or a waiting delivery gets its lane, active;
 * then the database refuses a lane that breaks its rules.
 */
describe.each(testEngines())('%s: 0031_partner_webhook_lanes on a store with partner webhooks', (engine) => {
  let t: TestStore;

  beforeAll(async () => {
    t = await createTestStore(engine);
    await dropEveryTable(t.store.db);
    const earlier: Record<string, Migration> = Object.fromEntries(
      Object.entries(migrations(engine)).filter(([name]) => name !== LANES),
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

  it('gives each organization with a cursor or a waiting event its lane, active, and then refuses a lane that breaks the rules', async () => {
    const db = t.store.db;
    const app = await givenPartnerApp(db);
    for (const org of ['org_lane_cursor', 'org_lane_waiting', 'org_lane_none'])
      await givenOrganization(db, org);
    const now = new Date().toISOString();
    await db
      .insertInto('partner_webhook_endpoints')
      .values({
        app_id: app.clientId,
        url: 'https://partner.example/hooks',
        event_types: '*',
        secret: 'whsec_test',
        previous_secret: null,
        previous_secret_until: null,
        status: 'active',
        disabled_reason: null,
        created_at: now,
        updated_at: now,
        lease_owner: null,
        lease_until: null,
      })
      .execute();
    const withCursor = await givenGrant(db, app.clientId, 'org_lane_cursor', ['org:absence:read']);
    await db
      .insertInto('partner_webhook_cursors')
      .values({ grant_id: withCursor, app_id: app.clientId, organization_id: 'org_lane_cursor', cursor: 0 })
      .execute();
    // Revoked since its event was queued: the event still waits (to be withdrawn), so it has a lane.
    const waiting = await givenGrant(db, app.clientId, 'org_lane_waiting', ['org:absence:read']);
    await db
      .insertInto('partner_webhook_deliveries')
      .values({
        app_id: app.clientId,
        id: uuidv7(),
        organization_id: 'org_lane_waiting',
        grant_id: waiting,
        seq: 1,
        event_type: 'absence.created',
        payload: '{}',
        status: 'pending',
        attempts: 2,
        next_attempt_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await revokeGrant(db, waiting);
    await givenGrant(db, app.clientId, 'org_lane_none', ['org:absence:read']);

    expect(await migrateToLatest(t.store)).toEqual([LANES]);
    const lanes = await db
      .selectFrom('partner_webhook_lanes')
      .select(['organization_id', 'status', 'disabled_reason', 'disabled_at', 'lease_owner'])
      .where('app_id', '=', app.clientId)
      .orderBy('organization_id')
      .execute();
    const active = { status: 'active', disabled_reason: null, disabled_at: null, lease_owner: null };
    expect(lanes).toEqual([
      { organization_id: 'org_lane_cursor', ...active },
      { organization_id: 'org_lane_waiting', ...active },
    ]);

    const lane = (organizationId: string) =>
      db
        .updateTable('partner_webhook_lanes')
        .where('app_id', '=', app.clientId)
        .where('organization_id', '=', organizationId);
    await expect(lane('org_lane_cursor').set({ status: 'disabled' }).execute()).rejects.toThrow(/check/i);
    await expect(
      lane('org_lane_cursor').set({ disabled_reason: 'a reason', disabled_at: now }).execute(),
    ).rejects.toThrow(/check/i);
    await expect(
      lane('org_lane_cursor')
        .set({ status: 'paused' as 'disabled' })
        .execute(),
    ).rejects.toThrow(/check/i);
    const orphan = await givenPartnerApp(db);
    await expect(
      db
        .insertInto('partner_webhook_lanes')
        .values({
          app_id: orphan.clientId,
          organization_id: 'org_lane_none',
          status: 'active',
          updated_at: now,
        })
        .execute(),
    ).rejects.toThrow(/foreign key/i);
    await db.deleteFrom('partner_webhook_endpoints').where('app_id', '=', app.clientId).execute();
    expect(
      await db
        .selectFrom('partner_webhook_lanes')
        .select('app_id')
        .where('app_id', '=', app.clientId)
        .execute(),
    ).toEqual([]);
  });
});
