import { createClient as createInstalledClient } from '@hrapi/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/support/engines.ts';
import { givenKey, givenOrganization } from '../../test/support/fixtures.ts';
import { givenCollaborator, givenComplementaryContract } from '../../test/support/hr-data.ts';
import { startTestServer, type TestServer } from '../../test/support/server.ts';
import { fullSync } from '../examples/full-sync.ts';
import { createClient, HrApiPaginationError } from '../src/index.ts';
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

  it('reads every collaborator once, in the server’s order, 100 a page, until a page shorter than limit', async () => {
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
    // 200 is a multiple of 100: the third page, empty, is the one shorter than limit.
    expect(urls.slice(0, 3).map((u) => [u.searchParams.get('page'), u.searchParams.get('limit')])).toEqual([
      ['1', '100'],
      ['2', '100'],
      ['3', '100'],
    ]);
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

  it('throws HrApiPaginationError when a collaborator is added during the read', async () => {
    const organizationId = 'org_client_moving';
    const { secret: key } = await givenSeededOrganization(t.testStore.store, organizationId, 150);
    const { hr } = counted(key);
    const read: string[] = [];
    const reading = (async () => {
      for await (const collaborator of hr.paginate('listCollaborators', { organizationId })) {
        read.push(collaborator.id);
        if (read.length === 100) {
          // Sorted first: every later row moves one place down, so page 2 would repeat a row.
          await givenCollaborator(t.testStore.store.db, organizationId, {
            first_name: 'Aaron',
            last_name: 'Aaberg',
          });
        }
      }
    })();
    const error = await reading.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(HrApiPaginationError);
    expect(error).toMatchObject({ code: 'pagination_mismatch', seen: 100, total: 150, totalNow: 151 });
    expect(read).toHaveLength(100);
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
