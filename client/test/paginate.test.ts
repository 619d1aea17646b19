import { createClient as createInstalledClient } from '@hrapi/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eraseCollaborator } from '../../src/collaborators/collaborator-erasure.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { testEngines } from '../../test/support/engines.ts';
import { givenKey, givenOrganization } from '../../test/support/fixtures.ts';
import { givenCollaborator, givenComplementaryContract } from '../../test/support/hr-data.ts';
import { startTestServer, type TestServer } from '../../test/support/server.ts';
import { fullSync } from '../examples/full-sync.ts';
import { createClient } from '../src/index.ts';
import { contractFetch, expectNoContractViolations } from './support/contract-fetch.ts';
import { givenSeededOrganization } from './support/organization.ts';

describe.each(testEngines())('paginate: every item of a list operation (%s)', (engine) => {
  let t: TestServer;
  let secret: string;
  const ORG = 'org_client_pages';

  beforeAll(async () => {
    t = await startTestServer(engine);
    ({ secret } = await givenSeededOrganization(t.testStore.store, ORG, 200));
  });
  afterEach(() => expectNoContractViolations());
  afterAll(async () => {
    await t?.stop();
  });

  function counted(apiKey = secret) {
    const urls: URL[] = [];
    const hr = createClient({
      baseUrl: `${t.baseUrl}/api/public/v1`,
      apiKey,
      fetch: (input, init) => {
        urls.push(new URL(String(input)));
        return contractFetch(input, init);
      },
    });
    return { hr, urls };
  }

  async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
    const read: T[] = [];
    for await (const item of items) read.push(item);
    return read;
  }

  it('reads every collaborator once, in the server’s order, 100 a page by cursor, until nextCursor is null', async () => {
    const { hr, urls } = counted();
    const read = await all(hr.paginate('listCollaborators', { organizationId: ORG }));
    const stored = await t.testStore.store.db
      .selectFrom('collaborators')
      .select('id')
      .where('organization_id', '=', ORG)
      .execute();
    expect(read).toHaveLength(200);
    expect(new Set(read.map((c) => c.id))).toEqual(new Set(stored.map((c) => c.id)));
    const first = await hr.listCollaborators({ organizationId: ORG, limit: 100 });
    expect(read.slice(0, 100)).toEqual(first.data);
    // The first page is an ordinary request; each next one starts after the cursor of the one before.
    const reads = urls.slice(0, -1);
    expect(reads[0]?.searchParams.get('cursor')).toBeNull();
    expect(reads.slice(1).every((u) => u.searchParams.get('cursor'))).toBe(true);
    expect(
      reads.every((u) => u.searchParams.get('page') === null && u.searchParams.get('limit') === '100'),
    ).toBe(true);
  });

  it('pages with the limit it is given, and keeps the other parameters on every page', async () => {
    const { hr, urls } = counted();
    const active = await hr.listCollaborators({ organizationId: ORG, status: 'active', limit: 1 });
    const read = await all(
      hr.paginate('listCollaborators', { organizationId: ORG, status: 'active', limit: 30 }),
    );
    expect(read).toHaveLength(active.total);
    expect(read.every((c) => c.status === 'active')).toBe(true);
    const pages = urls.slice(1);
    expect(pages).toHaveLength(Math.floor(active.total / 30) + 1);
    expect(
      pages.every((u) => u.searchParams.get('status') === 'active' && u.searchParams.get('limit') === '30'),
    ).toBe(true);
  });

  it('reads the meal-voucher counts nested in data.mealVouchers', async () => {
    const { hr } = counted();
    const month = { organizationId: ORG, month: 3, year: 2026 };
    const first = await hr.listMealVouchers({ ...month, limit: 1 });
    const read = await all(hr.paginate('listMealVouchers', month));
    expect(read).toHaveLength(first.total);
    expect(read.length).toBeGreaterThan(100);
    expect(read[0]).toEqual(first.data.mealVouchers[0]);
  });

  it.each(['listAbsences', 'listWorkLocations'] as const)('reads every item of %s', async (operationId) => {
    const { hr } = counted();
    const { total } = await hr[operationId]({ organizationId: ORG, limit: 1 });
    const read = await all(hr.paginate(operationId, { organizationId: ORG }));
    expect(read).toHaveLength(total);
    expect(new Set(read.map((item) => item.id)).size).toBe(total);
  });

  it('runs the README’s full sync with the installed package: every collaborator, absence and work location', async () => {
    const hr = createInstalledClient({
      baseUrl: `${t.baseUrl}/api/public/v1`,
      apiKey: secret,
      fetch: contractFetch,
    });
    const snapshot = await fullSync(hr, ORG);
    const totals = await Promise.all([
      hr.listCollaborators({ organizationId: ORG, limit: 1 }),
      hr.listAbsences({ organizationId: ORG, limit: 1 }),
      hr.listWorkLocations({ organizationId: ORG, limit: 1 }),
    ]);
    expect([snapshot.collaborators.length, snapshot.absences.length, snapshot.workLocations.length]).toEqual(
      totals.map((page) => page.total),
    );
    expect(snapshot.collaborators).toHaveLength(200);
  });

  it('reads every row present for the whole read exactly once, whatever is created or deleted meanwhile', async () => {
    const organizationId = 'org_client_moving';
    const { secret: key } = await givenSeededOrganization(t.testStore.store, organizationId, 150);
    const db = t.testStore.store.db;
    const before = (
      await db
        .selectFrom('collaborators')
        .select('id')
        .where('organization_id', '=', organizationId)
        .execute()
    ).map((c) => c.id);
    const { hr } = counted(key);
    const read: string[] = [];
    let removed = '';
    for await (const collaborator of hr.paginate('listCollaborators', { organizationId, limit: 40 })) {
      read.push(collaborator.id);
      if (read.length === 60) {
        // Sorted first: with page numbers every later row would move one place down and be read twice.
        await givenCollaborator(db, organizationId, { first_name: 'Aaron', last_name: 'Aaberg' });
        // And one already read goes: with page numbers every later row would move up and one be skipped.
        removed = read[0] ?? '';
        await eraseCollaborator(db, t.testStore.store.engine, organizationId, removed, CLI_ACTOR);
      }
    }
    expect(new Set(read).size).toBe(read.length);
    expect(read.sort()).toEqual([...before].sort());
    expect(removed).not.toBe('');
  });

  it('pages with the operation’s own maximum when it is below 100 (10 complementary contracts)', async () => {
    const organizationId = 'org_client_contracts';
    const db = t.testStore.store.db;
    await givenOrganization(db, organizationId);
    for (let i = 0; i < 25; i++) await givenComplementaryContract(db, organizationId);
    const { secret: key } = await givenKey(
      db,
      organizationId,
      ['org:employee:health_insurance:manage'],
      'partner',
    );
    const { hr, urls } = counted(key);
    const read = await all(hr.paginate('listComplementaryContracts', { organizationId }));
    expect(read).toHaveLength(25);
    expect(urls.map((u) => u.searchParams.get('limit'))).toEqual(['10', '10', '10']);
  });

  it('refuses an operation that is not a paginated list', async () => {
    const { hr } = counted();
    // @ts-expect-error getOrganization is not a list: the types refuse it too
    const iterator = hr.paginate('getOrganization', { organizationId: ORG });
    await expect(iterator.next()).rejects.toThrow('getOrganization is not a paginated list');
  });
});
