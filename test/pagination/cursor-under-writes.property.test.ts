import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sortKey } from '../../src/shared/names.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { givenCollaborator } from '../support/hr-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/** Names that tie often (the id then decides), with accents and case that sort as their plain form. */
const NAMES = [
  'Martin',
  'martin',
  'Émile',
  'Bernard',
  'Dubois',
  'Zoé',
  'Ørsted',
  'Abadie',
  'de la Tour',
  'Roux',
];
const WRITES = 1000;

type Write = { kind: 'create'; name: string } | { kind: 'delete'; pick: number };

const write: fc.Arbitrary<Write> = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), name: fc.constantFrom(...NAMES) }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
);

describe.each(testEngines())('a list read by cursor during concurrent writes on %s', (engine) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer(engine);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it(`returns every untouched collaborator exactly once, in order, during ${WRITES} creations and deletions`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...NAMES), { minLength: 150, maxLength: 250 }),
        fc.array(write, { minLength: WRITES, maxLength: WRITES }),
        fc.integer({ min: 1, max: 25 }),
        async (initialNames, writes, limit) => {
          const db = t.testStore.store.db;
          const org = `org_prop_${Math.random().toString(36).slice(2, 10)}`;
          await givenOrganization(db, org);
          const { secret } = await givenKey(db, org, ['org:employee:read']);
          const initial: string[] = [];
          for (const name of initialNames)
            initial.push((await givenCollaborator(db, org, { last_name: name })).id);
          const alive = [...initial];
          const deleted = new Set<string>();

          async function apply(w: Write) {
            if (w.kind === 'create') {
              await givenCollaborator(db, org, { last_name: w.name });
              return;
            }
            if (alive.length === 0) return;
            const [id] = alive.splice(w.pick % alive.length, 1);
            if (id === undefined) return;
            deleted.add(id);
            await db
              .deleteFrom('contracts')
              .where('organization_id', '=', org)
              .where('collaborator_id', '=', id)
              .execute();
            await db
              .deleteFrom('collaborators')
              .where('organization_id', '=', org)
              .where('id', '=', id)
              .execute();
          }

          // The writes are spread over the read: each page is read while a share of them commits.
          const pages = Math.ceil((initial.length + WRITES / 2) / limit) + 1;
          const perPage = Math.ceil(WRITES / pages);
          let next = 0;
          const writeShare = async () => {
            const share = writes.slice(next, next + perPage);
            next += share.length;
            for (const w of share) await apply(w);
          };

          const seen: { id: string; lastName: string }[] = [];
          let cursor: string | null = null;
          let first = true;
          while (first || cursor !== null) {
            const url: string = `/organizations/${org}/collaborators?limit=${limit}${cursor === null ? '' : `&cursor=${cursor}`}`;
            const [response] = await Promise.all([t.api(url, { key: secret }), writeShare()]);
            expect(response.status).toBe(200);
            seen.push(...response.body.data);
            cursor = response.body.nextCursor;
            first = false;
          }
          while (next < writes.length) await writeShare();

          const counts = new Map<string, number>();
          for (const { id } of seen) counts.set(id, (counts.get(id) ?? 0) + 1);
          // Nothing twice, created or not; every collaborator never deleted exactly once.
          expect([...counts.values()].every((n) => n === 1)).toBe(true);
          const untouched = initial.filter((id) => !deleted.has(id));
          expect(untouched.filter((id) => counts.get(id) !== 1)).toEqual([]);
          expect(deleted.size).toBeGreaterThan(0);
          // In the list's order: name (accents and case ignored), then id (first names are equal).
          const keys = seen.map((c) => [sortKey(c.lastName), c.id] as const);
          const ordered = keys.every(
            ([name, id], i) =>
              i === 0 ||
              name > (keys[i - 1]?.[0] ?? '') ||
              (name === keys[i - 1]?.[0] && id > (keys[i - 1]?.[1] ?? '')),
          );
          expect(ordered).toBe(true);
        },
      ),
      { numRuns: 3 },
    );
  }, 600_000);
});
