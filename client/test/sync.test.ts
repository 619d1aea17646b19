import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appendChanges } from '../../src/changes/change-log.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { importDocument } from '../../src/hr-data/import.ts';
import { seedDocument } from '../../src/seed/document.ts';
import { testEngines } from '../../test/support/engines.ts';
import { startTestServer, type TestServer } from '../../test/support/server.ts';
import { operations } from '../src/generated/operations.ts';
import { createClient, type HrClient, type SyncMessage, type SyncResource } from '../src/index.ts';
import { contractFetch, expectNoContractViolations } from './support/contract-fetch.ts';
import { givenSeededOrganization } from './support/organization.ts';

type Copy = Record<SyncResource, Map<string, { id: string }>>;

/** Applies sync messages to a copy, as an integrator's store would; returns the last cursor. */
async function follow(
  messages: AsyncIterable<SyncMessage>,
  copy: Copy,
): Promise<{ cursor: string; kinds: string[] }> {
  const kinds: string[] = [];
  let cursor = '';
  for await (const message of messages) {
    kinds.push(message.kind);
    if (message.kind === 'reset') for (const map of Object.values(copy)) map.clear();
    if (message.kind === 'upsert') copy[message.resource].set(message.item.id, message.item);
    if (message.kind === 'delete') copy[message.resource].delete(message.id);
    if (message.kind === 'synced') cursor = message.cursor;
  }
  return { cursor, kinds };
}

const emptyCopy = (): Copy => ({ collaborators: new Map(), absences: new Map(), workLocations: new Map() });

/** What a fresh full read returns now, as ids, per resource. */
async function serverIds(hr: HrClient, organizationId: string) {
  const ids = async (items: AsyncIterable<{ id: string }>) => {
    const read: string[] = [];
    for await (const item of items) read.push(item.id);
    return read.sort();
  };
  return {
    collaborators: await ids(hr.paginate('listCollaborators', { organizationId })),
    absences: await ids(hr.paginate('listAbsences', { organizationId })),
    workLocations: await ids(hr.paginate('listWorkLocations', { organizationId })),
  };
}

const idsOf = (copy: Copy) => ({
  collaborators: [...copy.collaborators.keys()].sort(),
  absences: [...copy.absences.keys()].sort(),
  workLocations: [...copy.workLocations.keys()].sort(),
});

// The change feed (issue 12) is served once the document has it; until then there is nothing to sync from.
describe.runIf('listChanges' in operations).each(testEngines())(
  'hr.sync against the real feed (%s)',
  (engine) => {
    let t: TestServer;

    beforeAll(async () => {
      t = await startTestServer(engine);
    });
    afterEach(() => expectNoContractViolations());
    afterAll(async () => {
      await t?.stop();
    });

    function clientOf(apiKey: string) {
      return createClient({ baseUrl: `${t.baseUrl}/api/public/v1`, apiKey, fetch: contractFetch });
    }

    it('a full sync, then the feed after its cursor, keeps a copy equal to the server through an import', async () => {
      const organizationId = 'org_client_sync';
      const { secret } = await givenSeededOrganization(t.testStore.store, organizationId, 60);
      const hr = clientOf(secret);
      const copy = emptyCopy();

      const first = await follow(hr.sync({ organizationId, follow: false }), copy);
      expect(first.kinds[0]).toBe('reset');
      expect(first.kinds.at(-1)).toBe('synced');
      expect(idsOf(copy)).toEqual(await serverIds(hr, organizationId));

      // Another import changes every collaborator, and with --replace deletes and creates absences and work locations.
      const asOf = new Date().toISOString().slice(0, 10);
      const outcome = await importDocument(
        t.testStore.store,
        seedDocument({ collaborators: 70, seed: 'another', organizationId, asOf }),
        { actor: CLI_ACTOR, replace: true },
      );
      expect(outcome.ok).toBe(true);

      const resumed = await follow(hr.sync({ organizationId, cursor: first.cursor, follow: false }), copy);
      expect(resumed.kinds).not.toContain('reset');
      expect(resumed.kinds).toContain('delete');
      expect(idsOf(copy)).toEqual(await serverIds(hr, organizationId));
      const fresh = await hr.getCollaborator({ organizationId, collaboratorId: 'col_000001' });
      expect(copy.collaborators.get('col_000001')).toMatchObject({
        lastName: fresh.lastName,
        email: fresh.email,
      });

      const idle = await follow(hr.sync({ organizationId, cursor: resumed.cursor, follow: false }), copy);
      expect(idle.kinds).toEqual(['synced']);
    });

    it('applies a feed page with one ids read per list that changed, never a re-read of a whole list, and asks for the largest feed page', async () => {
      const organizationId = 'org_client_sync_ids';
      const { secret } = await givenSeededOrganization(t.testStore.store, organizationId, 40);
      const first = await follow(clientOf(secret).sync({ organizationId, follow: false }), emptyCopy());
      const db = t.testStore.store.db;
      const absences = await db
        .selectFrom('absences')
        .select(['id', 'collaborator_id'])
        .where('organization_id', '=', organizationId)
        .orderBy('id')
        .limit(3)
        .execute();
      const places = await db
        .selectFrom('work_locations')
        .select(['id', 'collaborator_id'])
        .where('organization_id', '=', organizationId)
        .orderBy('id')
        .limit(2)
        .execute();
      expect(absences.length).toBe(3);
      expect(places.length).toBe(2);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('absences')
          .set({ status: 'rejected' })
          .where('organization_id', '=', organizationId)
          .where(
            'id',
            'in',
            absences.map((a) => a.id),
          )
          .execute();
        await appendChanges(trx, organizationId, [
          ...absences.map((a) => ({
            type: 'absence.updated' as const,
            resourceId: a.id,
            collaboratorId: a.collaborator_id,
          })),
          ...places.map((w) => ({
            type: 'work_location.updated' as const,
            resourceId: w.id,
            collaboratorId: w.collaborator_id,
          })),
        ]);
      });

      const requests: URL[] = [];
      const counting: typeof fetch = async (input, init) => {
        requests.push(new URL(input instanceof Request ? input.url : String(input)));
        return contractFetch(input, init);
      };
      const hr = createClient({ baseUrl: `${t.baseUrl}/api/public/v1`, apiKey: secret, fetch: counting });
      const copy = emptyCopy();
      const resumed = await follow(hr.sync({ organizationId, cursor: first.cursor, follow: false }), copy);
      expect(resumed.kinds.filter((k) => k === 'upsert')).toHaveLength(5);
      const reads = requests.map((u) => `${u.pathname.split('/').at(-1)} ${u.searchParams.get('ids') ?? ''}`);
      expect(reads.sort()).toEqual(
        [
          'changes ',
          `absences ${absences.map((a) => a.id).join(',')}`,
          `work-locations ${places.map((w) => w.id).join(',')}`,
        ].sort(),
      );
      const feed = requests.find((u) => u.pathname.endsWith('/changes'));
      expect(feed?.searchParams.get('limit')).toBe('1000');
      for (const absence of absences) {
        expect(copy.absences.get(absence.id)).toMatchObject({ status: 'rejected' });
      }
    });

    it('starts from the snapshot: the first full sync is one request, then the feed after its cursor', async () => {
      const organizationId = 'org_client_sync_snapshot';
      const { secret } = await givenSeededOrganization(t.testStore.store, organizationId, 150);
      const requests: URL[] = [];
      const counting: typeof fetch = async (input, init) => {
        requests.push(new URL(input instanceof Request ? input.url : String(input)));
        return contractFetch(input, init);
      };
      const hr = createClient({ baseUrl: `${t.baseUrl}/api/public/v1`, apiKey: secret, fetch: counting });
      const copy = emptyCopy();
      const first = await follow(hr.sync({ organizationId, follow: false }), copy);
      expect(requests.map((u) => u.pathname.split('/').at(-1))).toEqual(['snapshot', 'changes']);
      expect(first.kinds.at(-1)).toBe('synced');
      expect(idsOf(copy)).toEqual(await serverIds(clientOf(secret), organizationId));
    });

    it('a malformed cursor is refused with 400 invalid_parameter', async () => {
      const organizationId = 'org_client_sync_bad';
      const { secret } = await givenSeededOrganization(t.testStore.store, organizationId, 5);
      const hr = clientOf(secret);
      await expect(
        follow(hr.sync({ organizationId, cursor: 'not-a-cursor', follow: false }), emptyCopy()),
      ).rejects.toMatchObject({
        status: 400,
        code: 'invalid_parameter',
      });
    });
  },
);
