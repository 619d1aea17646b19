import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCollaborators } from '../../src/collaborators/collaborators.queries.ts';
import { CursorSealer } from '../../src/db/cursor-keys/keyring.ts';
import type { ListWindow } from '../../src/db/keyset.ts';
import { ListBookmarks } from '../../src/read-cache/bookmarks.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { givenCollaborator, givenEmployees } from '../support/hr-data.ts';
import { callApi, startTestServer, type TestServer } from '../support/server.ts';

/** A list long enough for pages of 100 to reach page 27. */
const SIZE = 2_650;

const windowOf = (page: number, limit: number): ListWindow => ({
  page,
  limit,
  offset: (page - 1) * limit,
  after: null,
  scope: { list: 'collaborators', organizationId: 'x', filters: {} },
  sealer: new CursorSealer({ live: [{ id: 1, material: randomBytes(32) }], retired: new Set() }),
});

describe.each(testEngines())('pages by number deep in a long list on %s', (engine) => {
  let t: TestServer;
  /** A second instance on the same store that keeps nothing, so reads every page from the start. */
  let uncached: RunningServer;
  const org = `org_deep_${engine}`;
  let secret = '';

  beforeAll(async () => {
    t = await startTestServer(engine);
    uncached = await startServer({ ...t.testStore.config, readCacheBytes: 0, port: 0, host: '127.0.0.1' });
    const db = t.testStore.store.db;
    await givenOrganization(db, org);
    secret = (await givenKey(db, org, ['org:employee:read'])).secret;
    const template = await givenCollaborator(db, org, { id: 'c_template', last_name: 'Modèle' });
    const ids = Array.from({ length: SIZE - 1 }, (_, i) => `c${String(i).padStart(5, '0')}`);
    await givenEmployees(db, template, ids);
    // Name order unlike id order: the last digit picks the first letter of the sorted name.
    await sql`
      update collaborators
      set sort_last_name = substr('zyxwvutsrq', cast(substr(id, 6, 1) as integer) + 1, 1) || id,
          last_name = substr('ZYXWVUTSRQ', cast(substr(id, 6, 1) as integer) + 1, 1) || id
      where organization_id = ${org} and id <> 'c_template'`.execute(db);
  }, 180_000);
  afterAll(async () => {
    await uncached?.stop();
    await t?.stop();
  }, 120_000);

  const both = async (path: string) => {
    const [kept, plain] = await Promise.all([
      t.api(path, { key: secret }),
      callApi(uncached.address, path, { key: secret }),
    ]);
    expect(kept.status, path).toBe(200);
    expect(plain.status, path).toBe(200);
    return { kept: kept.body, plain: plain.body };
  };

  it('gives every page the rows a read from the start gives, in any order of pages and sizes', async () => {
    const paths = [25, 27, 3, 14, 27, 1, 21].map(
      (page) => `/organizations/${org}/collaborators?limit=100&page=${page}`,
    );
    paths.push(`/organizations/${org}/collaborators?limit=7&page=333`);
    paths.push(`/organizations/${org}/collaborators?limit=100&page=28`);
    for (const path of paths) {
      const { kept, plain } = await both(path);
      expect(kept, path).toEqual(plain);
    }
    const last = await both(`/organizations/${org}/collaborators?limit=100&page=27`);
    expect(last.kept.data).toHaveLength(SIZE - 2_600);
    expect(last.kept.data.at(-1).lastName).toBe('Zc02640');
  });

  it('after a write that moves a row to the front, deep pages follow it', async () => {
    const path = `/organizations/${org}/collaborators?limit=100&page=26`;
    const before = await both(path);
    expect(before.kept).toEqual(before.plain);
    const db = t.testStore.store.db;
    const membership = async () =>
      Number(
        (
          await db
            .selectFrom('data_versions')
            .select('membership_version')
            .where('organization_id', '=', org)
            .executeTakeFirstOrThrow()
        ).membership_version,
      );
    const version = await membership();
    await sql`update collaborators set sort_last_name = 'a', last_name = 'A' where organization_id = ${org} and id = 'c02640'`.execute(
      db,
    );
    // The bookmarks are keyed by `membership`, which a change of sort name moves (0029).
    expect(await membership()).toBeGreaterThan(version);
    const after = await both(path);
    expect(after.kept).toEqual(after.plain);
    expect(after.kept.data[0].id).not.toBe(before.kept.data[0].id);
    await sql`update collaborators set sort_last_name = 'zc02640', last_name = 'Zc02640' where organization_id = ${org} and id = 'c02640'`.execute(
      db,
    );
  });

  it('after a write that moves no row (a phone number), a deep page read again is the same page', async () => {
    const path = `/organizations/${org}/collaborators?limit=100&page=23`;
    const before = await both(path);
    const db = t.testStore.store.db;
    await sql`update collaborators set phone_number = '+33 6 12 34 56 78' where organization_id = ${org} and id = 'c02200'`.execute(
      db,
    );
    const after = await both(path);
    expect(after.kept).toEqual(after.plain);
    expect(after.kept.data.map((c: { id: string }) => c.id)).toEqual(
      before.kept.data.map((c: { id: string }) => c.id),
    );
  });

  it('a page read by number leaves the bookmark of its own start, so reading it again seeks', async () => {
    const db = t.testStore.store.db;
    const filter = { today: '2026-06-01' };
    const positions = new ListBookmarks();
    const first = await listCollaborators(db, org, filter, windowOf(19, 100), positions);
    expect(positions.nearest(1_800)?.position).toBe(1_800);
    expect(positions.nearest(1_900)?.position).toBe(1_900);
    const again = await listCollaborators(db, org, filter, windowOf(19, 100), positions);
    expect(again.collaborators.map((c) => c.id)).toEqual(first.collaborators.map((c) => c.id));
    const plain = await listCollaborators(db, org, filter, windowOf(19, 100));
    expect(first.collaborators.map((c) => c.id)).toEqual(plain.collaborators.map((c) => c.id));
  });

  /** Walks the list page after page with `positions`, as an integrator reading every page would. */
  async function walk(positions: ListBookmarks, limit: number) {
    const filter = { today: '2026-06-01' };
    const ids: string[] = [];
    for (let page = 1; page <= Math.ceil(SIZE / limit); page++) {
      const { collaborators } = await listCollaborators(
        t.testStore.store.db,
        org,
        filter,
        windowOf(page, limit),
        positions,
      );
      ids.push(...collaborators.map((c) => c.id));
    }
    return ids;
  }

  it('leaves a bookmark per page read, and seeks from them: the pages are those read from the start', async () => {
    const db = t.testStore.store.db;
    const filter = { today: '2026-06-01' };
    const positions = new ListBookmarks();
    const walked = await walk(positions, 100);
    expect(positions.size).toBe(Math.ceil(SIZE / 100) - 1);
    expect(new Set(walked).size).toBe(SIZE);
    for (const [page, limit] of [
      [24, 100],
      [101, 20],
      [1, 50],
      [27, 100],
    ] as const) {
      const plain = await listCollaborators(db, org, filter, windowOf(page, limit));
      const seeking = await listCollaborators(db, org, filter, windowOf(page, limit), positions);
      expect(seeking.collaborators.map((c) => c.id)).toEqual(plain.collaborators.map((c) => c.id));
    }
  });

  it('uses them: a bookmark that lies moves the page (so the seek is what answered)', async () => {
    const db = t.testStore.store.db;
    const filter = { today: '2026-06-01' };
    const truth = new ListBookmarks();
    await walk(truth, 500);
    const at1500 = truth.nearest(1_500);
    expect(at1500?.position).toBe(1_500);
    const lying = new ListBookmarks();
    lying.add({ position: 1_000, key: at1500?.key ?? [] });
    const plain = await listCollaborators(db, org, filter, windowOf(11, 100));
    const seeking = await listCollaborators(db, org, filter, windowOf(11, 100), lying);
    expect(seeking.collaborators[0]?.id).not.toBe(plain.collaborators[0]?.id);
  });
});

describe('the bookmarks of a list', () => {
  it('finds the nearest one at or before an offset, and keeps a known position once', () => {
    const positions = new ListBookmarks();
    for (const position of [500, 100, 300]) positions.add({ position, key: [`k${position}`] });
    positions.add({ position: 300, key: ['other'] });
    expect(positions.size).toBe(3);
    expect(positions.nearest(99)).toBeUndefined();
    expect(positions.nearest(100)?.key).toEqual(['k100']);
    expect(positions.nearest(299)?.key).toEqual(['k100']);
    expect(positions.nearest(300)?.key).toEqual(['k300']);
    expect(positions.nearest(10_000)?.key).toEqual(['k500']);
  });
});
