import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/support/engines.ts';
import { givenKey } from '../../test/support/fixtures.ts';
import { exampleDocument, type HrDocument, importHrDocument } from '../../test/support/hr-document.ts';
import { startTestServer, type TestServer } from '../../test/support/server.ts';
import { Sync } from '../../test/support/sync.ts';
import { SELF_SERVE_SCOPES } from '../auth/scopes.ts';
import { eraseCollaborator } from '../collaborators/collaborator-erasure.ts';
import { CLI_ACTOR } from '../db/audit.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A small deterministic generator, so a failing run can be replayed. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
}

function collaborator(template: HrDocument, k: number): HrDocument {
  return {
    ...template,
    id: `col_s${k}`,
    personnelNumber: `S${k}`,
    email: `person.${k}@acme.fr`,
    lastName: `Nom${(k * 7) % 13}`,
    socialSecurityNumber: null,
    bankAccount: { iban: null, bic: null },
    managerId: null,
    contracts: [
      {
        contractId: `ctr_s${k}`,
        startDate: '2020-01-01',
        endDate: null,
        natureContrat: 'permanent',
        estCadre: false,
      },
    ],
  };
}
const absence = (template: HrDocument, id: string, collaboratorId: string, day: number) => ({
  ...template,
  id,
  collaboratorId,
  startDate: `2026-08-${String(1 + (day % 28)).padStart(2, '0')}`,
  endDate: `2026-08-${String(1 + (day % 28)).padStart(2, '0')}`,
});

describe.each(testEngines())('the sync recipe on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine, { rateLimitPerMinute: 1_000_000 });
  });
  afterAll(async () => t?.stop());

  it.each([1, 2])(
    'a full sync running while another writer imports, changes and deletes ends equal to the store (run %i)',
    async (run) => {
      const org = `org_sync_${run}`;
      const next = random(run * 7919);
      const doc = exampleDocument(org);
      const [absenceTemplate] = doc.absences;
      const [workTemplate] = doc.workLocations;
      const template = doc.collaborators[0];
      let made = 0;
      doc.collaborators = Array.from({ length: 24 }, () => collaborator(template, made++));
      doc.absences = doc.collaborators.map((c: HrDocument, i: number) =>
        absence(absenceTemplate, `abs_s${i}`, c.id, i),
      );
      doc.workLocations = doc.collaborators.map((c: HrDocument, i: number) =>
        absence(workTemplate, `wl_s${i}`, c.id, i),
      );
      await importHrDocument(t.testStore.store, doc, { replace: true });
      const key = (await givenKey(t.testStore.store.db, org, [...SELF_SERVE_SCOPES])).secret;
      const api = { get: (path: string) => t.api(path, { key }) };

      let writing = true;
      let fullSyncDone = false;
      let serial = 1000;
      const writer = async () => {
        // Writes go on until well after the full sync's reads are done: both overlap, then the feed takes over.
        let after = 0;
        for (let round = 0; round < 150 && after < 6; round++) {
          if (fullSyncDone) after++;
          const people: HrDocument[] = doc.collaborators;
          for (let i = 0; i < 3; i++) {
            const person = people[next(people.length)];
            person.lastName = `Nom${next(50)}`; // moves the person across list pages
          }
          const someone = people[next(people.length)];
          someone.contracts[0].endDate = next(2) ? null : '2030-12-31';
          doc.absences.splice(next(doc.absences.length), 1);
          doc.absences.push(
            absence(absenceTemplate, `abs_s${serial++}`, people[next(people.length)].id, next(28)),
          );
          doc.workLocations.splice(next(doc.workLocations.length), 1);
          doc.workLocations.push(
            absence(workTemplate, `wl_s${serial++}`, people[next(people.length)].id, next(28)),
          );
          if (round % 3 === 0) people.push(collaborator(template, made++));
          await importHrDocument(t.testStore.store, doc, { replace: true });
          if (round % 4 === 1) {
            const gone = people.splice(next(people.length), 1)[0].id;
            doc.absences = doc.absences.filter((a: HrDocument) => a.collaboratorId !== gone);
            doc.workLocations = doc.workLocations.filter((w: HrDocument) => w.collaboratorId !== gone);
            await eraseCollaborator(t.testStore.store.db, t.testStore.store.engine, org, gone, CLI_ACTOR);
          }
          if (round === 0) started();
          // No quiet moment is left for the lists: read by cursor, they need none.
          await sleep(40);
        }
      };

      const sync = new Sync(api, org, 10);
      let started = () => {};
      const firstRound = new Promise<void>((resolve) => {
        started = resolve;
      });
      let writtenDuringSync = 0;
      const syncing = (async () => {
        await firstRound;
        await sync.fullSync();
        fullSyncDone = true;
        while (writing) {
          writtenDuringSync += await sync.poll();
          await sleep(20);
        }
        await sync.poll();
      })();
      await writer();
      writing = false;
      await syncing;
      // The sync did run beside the writer: it applied changes while they were being made.
      expect(writtenDuringSync).toBeGreaterThan(0);

      const store = new Sync(api, org, 100);
      await store.fullSync();
      const sorted = (map: Map<string, unknown>) => [...map.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
      for (const kind of ['collaborators', 'absences', 'workLocations'] as const) {
        expect(sorted(sync.mirror[kind])).toEqual(sorted(store.mirror[kind]));
      }
      expect(store.mirror.collaborators.size).toBe(doc.collaborators.length);
      expect(store.mirror.absences.size).toBe(doc.absences.length);
    },
    90_000,
  );
});
