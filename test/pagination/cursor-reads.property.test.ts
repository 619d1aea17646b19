import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { givenAbsence, givenCollaborator } from '../support/hr-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/** Deletions and creations over all runs of one list, on each engine: at least this many. */
const WRITES = 1_000;
const RUNS = 10;
const INITIAL_ROWS = 60;

type Write = { kind: 'delete'; pick: number } | { kind: 'create'; value: string };

/** A few values only, so rows tie on the sort key and the id decides. */
const value = fc.constantFrom('Aa', 'Bé', 'Cc', 'Dd', 'Ee');
const write: fc.Arbitrary<Write> = fc.oneof(
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('create' as const), value }),
);
const scenario = fc.record({
  limit: fc.integer({ min: 3, max: 8 }),
  initial: fc.array(value, { minLength: INITIAL_ROWS, maxLength: INITIAL_ROWS }),
  // Writes land before each page of the read.
  gaps: fc.array(fc.array(write, { minLength: 15, maxLength: 30 }), { minLength: 40, maxLength: 40 }),
});

interface ListUnderTest {
  name: string;
  path: string;
  create(t: TestServer, organizationId: string, value: string, n: number): Promise<string>;
  remove(t: TestServer, organizationId: string, id: string): Promise<void>;
}

const DAYS: Record<string, string> = { Aa: '01', Bé: '02', Cc: '03', Dd: '04', Ee: '05' };

const LISTS: ListUnderTest[] = [
  {
    name: 'collaborators (by last name, first name, id)',
    path: 'collaborators',
    async create(t, organizationId, value, n) {
      const row = await givenCollaborator(t.testStore.store.db, organizationId, {
        last_name: value,
        first_name: value.toLowerCase(),
        personnel_number: String(n),
        contracts: [],
      });
      return row.id;
    },
    async remove(t, organizationId, id) {
      await t.testStore.store.db
        .deleteFrom('collaborators')
        .where('organization_id', '=', organizationId)
        .where('id', '=', id)
        .execute();
    },
  },
  {
    name: 'absences (by start date, id)',
    path: 'absences',
    async create(t, organizationId, value) {
      const day = `2026-09-${DAYS[value] ?? '01'}`;
      const row = await givenAbsence(t.testStore.store.db, organizationId, 'col_cursor_owner', {
        start_date: day,
        end_date: day,
      });
      return row.id;
    },
    async remove(t, organizationId, id) {
      await t.testStore.store.db
        .deleteFrom('absences')
        .where('organization_id', '=', organizationId)
        .where('id', '=', id)
        .execute();
    },
  },
];

describe.each(testEngines())('a list read by cursor under concurrent writes (%s)', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine, { rateLimitPerMinute: 1_000_000 });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it.each(LISTS)(
    'returns every row that exists for the whole read and is not changed exactly once: $name',
    async (list) => {
      let run = 0;
      let writes = 0;
      await fc.assert(
        fc.asyncProperty(scenario, async ({ limit, initial, gaps }) => {
          const organizationId = `org_cursor_${list.path}_${run++}`;
          const db = t.testStore.store.db;
          await givenOrganization(db, organizationId);
          await givenCollaborator(db, organizationId, {
            id: 'col_cursor_owner',
            last_name: 'Zz',
            contracts: [],
          });
          const key = (await givenKey(db, organizationId, ['org:employee:read', 'org:absence:read'])).secret;
          let n = 0;
          const present: string[] = [];
          for (const v of initial) present.push(await list.create(t, organizationId, v, n++));
          const untouched = new Set(present);

          const read: string[] = [];
          let cursor: string | null | undefined;
          for (let page = 0; cursor !== null; page++) {
            for (const w of gaps[page] ?? []) {
              writes++;
              if (w.kind === 'create') {
                present.push(await list.create(t, organizationId, w.value, n++));
              } else if (present.length > 0) {
                const [gone] = present.splice(w.pick % present.length, 1);
                if (gone === undefined) continue;
                untouched.delete(gone);
                await list.remove(t, organizationId, gone);
              }
            }
            const query = `limit=${limit}${cursor === undefined ? '' : `&cursor=${encodeURIComponent(cursor)}`}`;
            const response = await t.api(`/organizations/${organizationId}/${list.path}?${query}`, { key });
            expect(response.status).toBe(200);
            read.push(...response.body.data.map((item: { id: string }) => item.id));
            cursor = response.body.nextCursor;
          }
          const counts = new Map<string, number>();
          for (const id of read) counts.set(id, (counts.get(id) ?? 0) + 1);
          // Nothing twice, and every untouched row once (the owner of the absences is no absence).
          expect([...counts.values()].every((c) => c === 1)).toBe(true);
          for (const id of untouched) expect(counts.get(id), id).toBe(1);
        }),
        { numRuns: RUNS, ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {}) },
      );
      expect(writes).toBeGreaterThanOrEqual(WRITES);
    },
    600_000,
  );
});
