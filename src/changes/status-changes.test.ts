import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/support/engines.ts';
import { givenKey, givenOrganization } from '../../test/support/fixtures.ts';
import { givenCollaborator } from '../../test/support/hr-data.ts';
import { callApi } from '../../test/support/server.ts';
import { createTestStore, type TestStore } from '../../test/support/store.ts';
import { startServer } from '../server.ts';
import { appendChanges, latestChangeNumber } from './change-log.ts';
import { encodeCursor } from './cursor.ts';
import { pruneChanges } from './status-changes.ts';

let sequence = 0;
const newOrg = () => `org_status_${process.pid}_${++sequence}`;

describe.each(testEngines())('time-driven changes on %s', (engine) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await createTestStore(engine);
  });
  afterAll(async () => t?.drop());

  const eventsAfter = (org: string, version: number) =>
    t.store.db
      .selectFrom('change_events')
      .select(['type', 'resource_id'])
      .where('organization_id', '=', org)
      .where('seq', '>', version)
      .orderBy('seq')
      .execute();

  it('two instances log each status change once, at midnight in the organization’s time zone, and a restarted one logs what it missed', async () => {
    const org = newOrg();
    const db = t.store.db;
    await givenOrganization(db, org);
    const starts = await givenCollaborator(db, org, { contracts: [{ startDate: '2026-03-10' }] });
    const ends = await givenCollaborator(db, org, {
      contracts: [{ startDate: '2020-01-01', endDate: '2026-03-09' }],
    });
    const endsLater = await givenCollaborator(db, org, {
      contracts: [{ startDate: '2020-01-01', endDate: '2026-03-12' }],
    });
    await givenCollaborator(db, org, { contracts: [{ startDate: '2020-01-01' }] });

    let now = new Date('2026-03-09T12:00:00.000Z');
    const options = { clock: () => now, changeJobsIntervalMs: 3_600_000 };
    const config = { ...t.config, port: 0, host: '127.0.0.1' };
    const a = await startServer(config, options);
    const b = await startServer(config, options);
    try {
      await Promise.all([a.changeJobs.runOnce(), b.changeJobs.runOnce()]);
      const version = await latestChangeNumber(db, org);

      now = new Date('2026-03-09T22:30:00.000Z'); // 23:30 in Paris: still the 9th
      await Promise.all([a.changeJobs.runOnce(), b.changeJobs.runOnce()]);
      expect(await eventsAfter(org, version)).toEqual([]);

      now = new Date('2026-03-09T23:30:00.000Z'); // 00:30 in Paris: the 10th
      await Promise.all([a.changeJobs.runOnce(), b.changeJobs.runOnce(), a.changeJobs.runOnce()]);
      expect(await eventsAfter(org, version)).toEqual(
        [starts.id, ends.id].sort().map((id) => ({ type: 'collaborator.status_changed', resource_id: id })),
      );
    } finally {
      await a.stop();
      await b.stop();
    }

    const beforeRestart = await latestChangeNumber(db, org);
    now = new Date('2026-03-15T12:00:00.000Z');
    const c = await startServer(config, options);
    try {
      await c.changeJobs.runOnce();
      expect(await eventsAfter(org, beforeRestart)).toEqual([
        { type: 'collaborator.status_changed', resource_id: endsLater.id },
      ]);
    } finally {
      await c.stop();
    }
  });

  it('a server prunes what is older than its retention in the background, and the feed answers 410 to a cursor before it', async () => {
    const org = newOrg();
    const db = t.store.db;
    await givenOrganization(db, org);
    const key = (await givenKey(db, org, ['org:company:read'], 'partner')).secret;
    const change = { type: 'organization.updated' as const, resourceId: org };
    await db.transaction().execute((trx) => appendChanges(trx, org, [change], '2026-01-01T00:00:00.000Z'));
    const old = await latestChangeNumber(db, org);
    await db.transaction().execute((trx) => appendChanges(trx, org, [change], '2026-03-30T00:00:00.000Z'));
    const server = await startServer(
      { ...t.config, port: 0, host: '127.0.0.1', changesRetentionDays: 7 },
      { clock: () => new Date('2026-04-01T00:00:00.000Z'), changeJobsIntervalMs: 3_600_000 },
    );
    try {
      await server.changeJobs.runOnce();
      const call = (query: string) =>
        callApi(server.address, `/organizations/${org}/changes${query}`, { key });
      const expired = await call(`?after=${encodeCursor(org, old - 1)}`);
      expect(expired.status).toBe(410);
      expect(expired.body.code).toBe('cursor_expired');
      const fromOldest = await call('');
      expect(fromOldest.body.data.map((e: { cursor: string }) => e.cursor)).toEqual([
        encodeCursor(org, old + 1),
      ]);
    } finally {
      await server.stop();
    }
  });

  it('retention drops old events but keeps numbering, and remembers what it pruned', async () => {
    const org = newOrg();
    const db = t.store.db;
    const now = new Date('2026-06-01T00:00:00.000Z');
    const change = { type: 'organization.updated' as const, resourceId: org };
    await db
      .transaction()
      .execute((trx) => appendChanges(trx, org, [change, change], '2026-02-01T00:00:00.000Z'));
    await db.transaction().execute((trx) => appendChanges(trx, org, [change], '2026-05-20T00:00:00.000Z'));
    const version = await latestChangeNumber(db, org);

    await pruneChanges(db, now, 90);
    const left = await db
      .selectFrom('change_events')
      .select('seq')
      .where('organization_id', '=', org)
      .execute();
    expect(left.map((r) => Number(r.seq))).toEqual([version]);
    const counter = await db
      .selectFrom('change_counters')
      .select(['last_seq', 'pruned_through'])
      .where('organization_id', '=', org)
      .executeTakeFirstOrThrow();
    expect([Number(counter.last_seq), Number(counter.pruned_through)]).toEqual([version, version - 1]);

    await db.transaction().execute((trx) => appendChanges(trx, org, [change]));
    expect(await latestChangeNumber(db, org)).toBe(version + 1);
  });
});
