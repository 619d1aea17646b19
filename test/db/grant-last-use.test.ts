import { type Migration, Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, migrations } from '../../src/db/migrate.ts';
import { givenGrant, givenPartnerApp } from '../partner-apps/support.ts';
import { dropEveryTable } from '../support/empty-store.ts';
import { testEngines } from '../support/engines.ts';
import { givenOrganization } from '../support/fixtures.ts';
import { createTestStore, type TestStore } from '../support/store.ts';

const GRANTED = '2026-06-01T10:00:00.000Z';
const BEFORE = '2026-06-01T09:59:59.999Z';
const AFTER = '2026-06-01T10:30:00.000Z';

describe.each(testEngines())('the %s store keeps a grant’s last use after its consent', (engine) => {
  let t: TestStore;
  let n = 0;

  beforeAll(async () => {
    t = await createTestStore(engine);
  });
  afterAll(async () => t?.drop());

  async function grant(): Promise<string> {
    n += 1;
    const org = `org_last_use_${n}`;
    await givenOrganization(t.store.db, org);
    const app = await givenPartnerApp(t.store.db);
    return givenGrant(t.store.db, app.clientId, org, ['org:employee:read'], GRANTED);
  }
  const lastUse = async (id: string) =>
    (
      await t.store.db
        .selectFrom('partner_grants')
        .select(['granted_at', 'last_used_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).last_used_at;

  it('refuses to set a grant’s last use before its grantedAt, and keeps the one it had', async () => {
    const id = await grant();
    await t.store.db
      .updateTable('partner_grants')
      .set({ last_used_at: AFTER })
      .where('id', '=', id)
      .execute();
    await expect(
      t.store.db.updateTable('partner_grants').set({ last_used_at: BEFORE }).where('id', '=', id).execute(),
    ).rejects.toThrow(/partner_grants_last_use_after_grant/);
    expect(await lastUse(id)).toBe(AFTER);
  });

  it('refuses to move a grant’s grantedAt past its last use', async () => {
    const id = await grant();
    await t.store.db
      .updateTable('partner_grants')
      .set({ last_used_at: AFTER })
      .where('id', '=', id)
      .execute();
    await expect(
      t.store.db
        .updateTable('partner_grants')
        .set({ granted_at: '2026-06-02T00:00:00.000Z' })
        .where('id', '=', id)
        .execute(),
    ).rejects.toThrow(/partner_grants_last_use_after_grant/);
  });

  it('refuses a new grant whose last use is before its grantedAt', async () => {
    const org = `org_last_use_new_${engine}`;
    await givenOrganization(t.store.db, org);
    const app = await givenPartnerApp(t.store.db);
    await expect(
      t.store.db
        .insertInto('partner_grants')
        .values({
          id: `grant_before_${engine}`,
          app_id: app.clientId,
          organization_id: org,
          scopes: 'org:employee:read',
          granted_by: null,
          granted_at: GRANTED,
          last_used_at: BEFORE,
          revoked_at: null,
          revoked_by: null,
        })
        .execute(),
    ).rejects.toThrow(/partner_grants_last_use_after_grant/);
  });

  it('accepts a last use equal to grantedAt, later, or none', async () => {
    const id = await grant();
    for (const at of [GRANTED, AFTER, null]) {
      await t.store.db.updateTable('partner_grants').set({ last_used_at: at }).where('id', '=', id).execute();
      expect(await lastUse(id)).toBe(at);
    }
  });
});

describe.each(testEngines())('0030_grant_last_use on an existing %s store', (engine) => {
  let t: TestStore;

  beforeAll(async () => {
    t = await createTestStore(engine);
    await dropEveryTable(t.store.db);
    const earlier: Record<string, Migration> = Object.fromEntries(
      Object.entries(migrations(engine)).filter(([name]) => name !== '0030_grant_last_use'),
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

  it('clears the last use of a grant stored before its renewed consent, and keeps every other grant as it was', async () => {
    const db = t.store.db;
    await givenOrganization(db, 'org_upgrade_last_use');
    const app = await givenPartnerApp(db);
    const renewed = await givenGrant(
      db,
      app.clientId,
      'org_upgrade_last_use',
      ['org:employee:read'],
      GRANTED,
    );
    await givenOrganization(db, 'org_upgrade_last_use_b');
    const used = await givenGrant(db, app.clientId, 'org_upgrade_last_use_b', ['org:employee:read'], GRANTED);
    await db.updateTable('partner_grants').set({ last_used_at: BEFORE }).where('id', '=', renewed).execute();
    await db.updateTable('partner_grants').set({ last_used_at: AFTER }).where('id', '=', used).execute();
    const rows = () => db.selectFrom('partner_grants').selectAll().orderBy('id').execute();
    const before = await rows();

    expect(await migrateToLatest(t.store)).toEqual(['0030_grant_last_use']);

    expect(await rows()).toEqual(
      before.map((row) => (row.id === renewed ? { ...row, last_used_at: null } : row)),
    );
    await expect(
      db.updateTable('partner_grants').set({ last_used_at: BEFORE }).where('id', '=', used).execute(),
    ).rejects.toThrow(/partner_grants_last_use_after_grant/);
  });
});
