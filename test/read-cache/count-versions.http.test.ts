import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../src/server.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { givenCollaborator, givenEstablishment } from '../support/hr-data.ts';
import { callApi, startTestServer, type TestServer } from '../support/server.ts';

const uniqueOrg = () => `org_count_${Math.random().toString(36).slice(2, 10)}`;

/**
 * A list's `total` is kept by the finer versions of migration 0022 (membership, employment), not
 * by the `people` version: these tests write by plain SQL, as an operator or another process
 * would, and check that the next read counts right on an instance that keeps totals, against one
 * that keeps nothing (HRAPI_READ_CACHE_MB=0), and that a write no count depends on recounts nothing.
 */
describe.each(testEngines())('totals kept by membership and employment versions, on %s', (engine) => {
  let t: TestServer;
  let uncached: RunningServer;

  beforeAll(async () => {
    t = await startTestServer(engine);
    uncached = await startServer({ ...t.testStore.config, readCacheBytes: 0, port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await uncached?.stop();
    await t?.stop();
  }, 120_000);

  async function organization() {
    const db = t.testStore.store.db;
    const org = uniqueOrg();
    await givenOrganization(db, org);
    const selfServe = (await givenKey(db, org, ['org:employee:read'])).secret;
    const partner = (await givenKey(db, org, ['org:company:read'], 'partner')).secret;
    const north = (await givenEstablishment(db, org, { name: 'Nord' })).id;
    const south = (await givenEstablishment(db, org, { name: 'Sud', is_head_office: 0 })).id;
    const active = await givenCollaborator(db, org, { last_name: 'Arnaud', establishment_id: north });
    const ending = await givenCollaborator(db, org, {
      last_name: 'Blanc',
      establishment_id: north,
      contracts: [{ id: `${org}_ending`, startDate: '2020-01-01' }],
    });
    const future = await givenCollaborator(db, org, {
      last_name: 'Colin',
      establishment_id: south,
      contracts: [{ startDate: '2099-01-01' }],
    });
    return { org, selfServe, partner, north, south, ids: [active.id, ending.id, future.id] };
  }

  type Org = Awaited<ReturnType<typeof organization>>;

  /** Every filter's total, and a month's meal-voucher population, as both instances answer them. */
  async function totals(o: Org) {
    const lists: [string, string][] = [
      ['/collaborators', o.selfServe],
      ['/collaborators?status=active', o.selfServe],
      ['/collaborators?status=future', o.selfServe],
      ['/collaborators?status=past', o.selfServe],
      [`/collaborators?establishmentId=${o.north}`, o.selfServe],
      [`/collaborators?establishmentId=${o.south}&status=active`, o.selfServe],
      [`/collaborators?ids=${o.ids.join(',')}`, o.selfServe],
      ['/meal-vouchers?month=4&year=2026', o.partner],
    ];
    const kept: Record<string, number> = {};
    const fresh: Record<string, number> = {};
    for (const [path, key] of lists) {
      const url = `/organizations/${o.org}${path}`;
      const answer = await t.api(url, { key });
      expect(answer.status, url).toBe(200);
      kept[path] = answer.body.total;
      fresh[path] = (await callApi(uncached.address, url, { key })).body.total;
    }
    return { kept, fresh };
  }

  async function plainSql(statement: ReturnType<typeof sql>) {
    await statement.execute(t.testStore.store.db);
  }

  it('counts right after every kind of plain-SQL write a total depends on', async () => {
    const o = await organization();
    const [active, ending, future] = o.ids as [string, string, string];
    const start = await totals(o);
    expect(start.kept).toEqual(start.fresh);
    expect(start.kept['/collaborators?status=active']).toBe(2);

    const writes = [
      // One collaborator moves from north to south, in a statement that updates every row.
      sql`update collaborators set establishment_id = case when id = ${ending} then ${o.south} else establishment_id end
          where organization_id = ${o.org}`,
      // A contract ends: active falls, past rises.
      sql`update contracts set end_date = '2021-12-31' where organization_id = ${o.org} and id = ${`${o.org}_ending`}`,
      // The future collaborator's contract starts in the past.
      sql`update contracts set start_date = '2021-01-01' where organization_id = ${o.org} and collaborator_id = ${future}`,
      // A contract changes hands.
      sql`update contracts set collaborator_id = ${ending} where organization_id = ${o.org} and collaborator_id = ${active}`,
      // A collaborator goes, with the contract it held.
      sql`delete from contracts where organization_id = ${o.org} and collaborator_id = ${future}`,
      sql`delete from collaborators where organization_id = ${o.org} and id = ${future}`,
      // One comes, without a contract yet.
      sql`insert into collaborators (organization_id, id, establishment_id, is_profile_complete, first_name, email,
            last_name, sort_first_name, sort_last_name)
          values (${o.org}, ${`${o.org}_new`}, ${o.north}, 0, 'Jean', 'jean.dupont@example.fr', 'Dupont', 'jean', 'dupont')`,
    ];
    let previous = JSON.stringify(start.kept);
    let moved = 0;
    for (const write of writes) {
      await plainSql(write);
      const after = await totals(o);
      expect(after.kept).toEqual(after.fresh);
      if (JSON.stringify(after.kept) !== previous) moved++;
      previous = JSON.stringify(after.kept);
    }
    // Every write but the first delete (a contract gone, its collaborator kept) moved some total.
    expect(moved).toBeGreaterThanOrEqual(writes.length - 1);
  });

  it('keeps every total through a write of fields no total depends on, by plain SQL, one row or all', async () => {
    const o = await organization();
    await totals(o);
    const db = t.testStore.store.db;
    const versions = () =>
      db
        .selectFrom('data_versions')
        .select(['people_version', 'membership_version', 'employment_version'])
        .where('organization_id', '=', o.org)
        .executeTakeFirstOrThrow();
    const before = await versions();
    const [one] = o.ids as [string];
    await plainSql(
      sql`update collaborators set phone_number = '+33600000000' where organization_id = ${o.org} and id = ${one}`,
    );
    await plainSql(
      // The name shown, not the sort name: a change of the list's order moves `membership` (0029).
      sql`update collaborators set last_name = 'Zola' where organization_id = ${o.org}`,
    );
    await plainSql(sql`update contracts set nature_contrat = 'fixed_term' where organization_id = ${o.org}`);
    const after = await versions();
    expect(Number(after.people_version)).toBeGreaterThan(Number(before.people_version));
    expect(Number(after.membership_version)).toBe(Number(before.membership_version));
    expect(Number(after.employment_version)).toBe(Number(before.employment_version));

    // The pages are computed again (their rows changed), the totals are kept: one miss and one hit each.
    const hitsBefore = t.server.app.readCache.hits;
    const missesBefore = t.server.app.readCache.misses;
    const read = await totals(o);
    expect(read.kept).toEqual(read.fresh);
    expect(t.server.app.readCache.hits - hitsBefore).toBe(8);
    expect(t.server.app.readCache.misses - missesBefore).toBe(8);
    const page = await t.api(`/organizations/${o.org}/collaborators`, { key: o.selfServe });
    expect(page.body.data.map((c: { lastName: string }) => c.lastName)).toEqual(['Zola', 'Zola', 'Zola']);
  });
});
