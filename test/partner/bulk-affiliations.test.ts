import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import {
  givenCollaborator,
  givenComplementaryContract,
  givenEmployees,
  givenEstablishment,
} from '../support/hr-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const UNTHROTTLED = { rateLimitPerMinute: 1_000_000, writeRateLimitPerMinute: 1_000_000 };

describe.each(testEngines())('bulk and concurrent affiliation writes on %s', (engine) => {
  let t: TestServer | undefined;
  afterEach(async () => {
    await t?.stop();
    t = undefined;
  });

  /** An organization, a partner key, establishment est_x and contract cc_x with options ox1 and ox2. */
  async function arrange(): Promise<{ t: TestServer; key: string }> {
    t = await startTestServer(engine, UNTHROTTLED);
    const db = t.testStore.store.db;
    await givenOrganization(db, 'org_x');
    const key = (await givenKey(db, 'org_x', ['org:employee:health_insurance:manage'], 'partner')).secret;
    await givenEstablishment(db, 'org_x', { id: 'est_x' });
    await givenComplementaryContract(db, 'org_x', { id: 'cc_x', optionIds: ['ox1', 'ox2'] });
    return { t, key };
  }

  it('a PUT of 50,000 affiliations creates, changes and deletes them all (past every engine parameter limit)', async () => {
    const { t, key } = await arrange();
    const db = t.testStore.store.db;
    const template = await givenCollaborator(db, 'org_x', { id: 'col_template', establishment_id: 'est_x' });
    const ids = Array.from({ length: 50_000 }, (_, i) => `col_${i.toString().padStart(5, '0')}`);
    await givenEmployees(db, template, ids);
    const put = (optionId: string, employees: string[]) =>
      t.api('/organizations/org_x/complementary-contracts/affiliations', {
        key,
        method: 'PUT',
        body: {
          establishmentId: 'est_x',
          affiliations: employees.map((employeeId) => ({
            employeeId,
            complementaryContractId: 'cc_x',
            optionId,
            status: 'active',
          })),
        },
      });
    const stored = async (optionId: string) =>
      (
        await db
          .selectFrom('affiliations')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('organization_id', '=', 'org_x')
          .where('option_id', '=', optionId)
          .executeTakeFirstOrThrow()
      ).n;

    /** The rows the planner believes a table holds: -1 or none until it is analyzed. */
    const analyzedRows = async (table: string) => {
      if (engine === 'postgres') {
        const { rows } = await sql<{
          n: number;
        }>`select reltuples as n from pg_class where relname = ${table}`.execute(db);
        return Number(rows[0]?.n ?? -1);
      }
      // sqlite_stat1 itself exists only once something was analyzed.
      const exists = await sql`select 1 from sqlite_master where name = 'sqlite_stat1'`.execute(db);
      if (exists.rows.length === 0) return -1;
      const { rows } = await sql<{
        stat: string;
      }>`select stat from sqlite_stat1 where tbl = ${table}`.execute(db);
      return Number(rows[0]?.stat.split(' ')[0] ?? -1);
    };
    expect(await analyzedRows('affiliations')).toBeLessThanOrEqual(0);

    const created = await put('ox1', ids);
    expect(created.status, JSON.stringify(created.body).slice(0, 500)).toBe(200);
    expect(created.body.data).toEqual({ created: 50_000, deleted: 0 });
    expect(Number(await stored('ox1'))).toBe(50_000);
    // So large a write leaves the planner statistics of what it filled (src/db/statistics.ts).
    expect(await analyzedRows('affiliations')).toBeGreaterThan(0);
    expect(await analyzedRows('change_events')).toBeGreaterThan(0);

    const changed = await put('ox2', ids);
    expect(changed.body.data).toEqual({ created: 50_000, deleted: 50_000 });
    expect(Number(await stored('ox2'))).toBe(50_000);

    const emptied = await put('ox2', []);
    expect(emptied.body.data).toEqual({ created: 0, deleted: 50_000 });
    expect(Number(await stored('ox2'))).toBe(0);
  }, 300_000);

  it('a per-collaborator PUT answers what it committed while bulk PUTs replace the establishment: never a 404, never another write’s option', async () => {
    const { t, key } = await arrange();
    const db = t.testStore.store.db;
    const collaborators = ['col_y1', 'col_y2', 'col_y3', 'col_y4'];
    for (const id of collaborators) await givenCollaborator(db, 'org_x', { id, establishment_id: 'est_x' });
    const statuses: number[] = [];
    const bulk = async (w: number) => {
      for (let i = 0; i < 15; i++) {
        const listed = (i + w) % 2 === 0 ? [] : collaborators;
        const response = await t.api('/organizations/org_x/complementary-contracts/affiliations', {
          key,
          method: 'PUT',
          body: {
            establishmentId: 'est_x',
            affiliations: listed.map((employeeId) => ({
              employeeId,
              complementaryContractId: 'cc_x',
              optionId: 'ox1',
              status: 'active',
            })),
          },
        });
        statuses.push(response.status);
      }
    };
    const one = async (collaborator: string) => {
      for (let i = 0; i < 15; i++) {
        const optionId = i % 2 === 0 ? 'ox1' : 'ox2';
        const response = await t.api(`/organizations/org_x/collaborators/${collaborator}/affiliations`, {
          key,
          method: 'PUT',
          body: { establishmentId: 'est_x', complementaryContractId: 'cc_x', optionId, status: 'active' },
        });
        statuses.push(response.status);
        if (response.status === 200) expect(response.body.data.option.id).toBe(optionId);
      }
    };
    await Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map(bulk).concat(collaborators.map(one)));
    expect(statuses).toHaveLength(180);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  }, 120_000);
});
