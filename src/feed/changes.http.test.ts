import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/support/engines.ts';
import { givenKey, givenOrganization } from '../../test/support/fixtures.ts';
import { exampleDocument, importHrDocument } from '../../test/support/hr-document.ts';
import { startTestServer, type TestServer } from '../../test/support/server.ts';
import { ALL_SCOPES, type Scope } from '../auth/scopes.ts';
import { appendChanges } from '../changes/change-log.ts';
import { encodeCursor } from '../changes/cursor.ts';

let sequence = 0;
const newOrg = () => `org_feed_${process.pid}_${++sequence}`;

describe.each(testEngines())('the change feed on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine);
  });
  afterAll(async () => t?.stop());

  const keyFor = async (org: string, scopes: Scope[] = [...ALL_SCOPES]) =>
    (await givenKey(t.testStore.store.db, org, scopes, 'partner')).secret;
  const latest = async (org: string, key: string) => {
    const response = await t.api(`/organizations/${org}/changes/latest`, { key });
    expect(response.status).toBe(200);
    return response.body.cursor as string;
  };
  /** Every event after `after`, page by page. */
  const changesAfter = async (org: string, key: string, after?: string, query = '') => {
    const events = [];
    let cursor = after;
    for (;;) {
      const params = [cursor ? `after=${cursor}` : '', 'limit=2', query].filter(Boolean).join('&');
      const response = await t.api(`/organizations/${org}/changes?${params}`, { key });
      expect(response.status).toBe(200);
      events.push(...response.body.data);
      cursor = response.body.nextCursor;
      if (!response.body.hasMore) return { events, cursor };
    }
  };
  const typed = (events: { type: string; resourceId: string }[]) => events.map((e) => [e.type, e.resourceId]);

  it('an import that changes one collaborator, deletes one absence and adds one work location logs exactly those three', async () => {
    const org = newOrg();
    const doc = exampleDocument(org);
    await importHrDocument(t.testStore.store, doc);
    const key = await keyFor(org);
    const before = await latest(org, key);

    doc.collaborators[0].firstName = 'Élodie-Anne';
    doc.absences = [];
    doc.workLocations.push({
      ...doc.workLocations[0],
      id: 'wl_2',
      startDate: '2026-09-08',
      endDate: '2026-09-08',
    });
    await importHrDocument(t.testStore.store, doc, { replace: true });
    const { events, cursor } = await changesAfter(org, key, before);
    expect(typed(events).sort()).toEqual([
      ['absence.deleted', 'abs_1'],
      ['collaborator.updated', 'col_1'],
      ['work_location.created', 'wl_2'],
    ]);
    for (const event of events) {
      expect(event).toMatchObject({ collaboratorId: 'col_1', establishmentId: 'est_paris' });
      expect(Object.keys(event).sort()).toEqual([
        'collaboratorId',
        'cursor',
        'establishmentId',
        'occurredAt',
        'resourceId',
        'type',
      ]);
    }

    await importHrDocument(t.testStore.store, doc, { replace: true });
    expect((await changesAfter(org, key, cursor)).events).toEqual([]);
    expect(await latest(org, key)).toBe(cursor);
  });

  it('a changed, added or removed contract is an update of its collaborator, once', async () => {
    const org = newOrg();
    const doc = exampleDocument(org);
    await importHrDocument(t.testStore.store, doc);
    const key = await keyFor(org);
    const before = await latest(org, key);
    const contract = doc.collaborators[1].contracts[0];
    doc.collaborators[1].contracts = [
      { ...contract, endDate: '2030-12-31' },
      { ...contract, contractId: 'ctr_extra', startDate: '2031-01-01', endDate: null },
    ];
    await importHrDocument(t.testStore.store, doc, { replace: true });
    expect(typed((await changesAfter(org, key, before)).events)).toEqual([
      ['collaborator.updated', doc.collaborators[1].id],
    ]);
    const again = await latest(org, key);
    doc.collaborators[1].contracts = [contract];
    await importHrDocument(t.testStore.store, doc, { replace: true });
    expect(typed((await changesAfter(org, key, again)).events)).toEqual([
      ['collaborator.updated', doc.collaborators[1].id],
    ]);
  });

  it('renaming a team updates its members, who show its name', async () => {
    const org = newOrg();
    const doc = exampleDocument(org);
    await importHrDocument(t.testStore.store, doc);
    const key = await keyFor(org);
    const before = await latest(org, key);
    doc.teams[0].name = 'Opérations et support';
    await importHrDocument(t.testStore.store, doc);
    const members = doc.collaborators.filter((c: { teamId?: string }) => c.teamId === doc.teams[0].id);
    expect(members.length).toBeGreaterThan(0);
    expect(typed((await changesAfter(org, key, before)).events).sort()).toEqual(
      members.map((c: { id: string }) => ['collaborator.updated', c.id]).sort(),
    );
  });

  it('a first import logs the organization, its establishments, collaborators, absences and work locations', async () => {
    const org = newOrg();
    const doc = exampleDocument(org);
    await importHrDocument(t.testStore.store, doc);
    const { events } = await changesAfter(org, await keyFor(org));
    expect(typed(events)).toEqual([
      ['organization.updated', org],
      ['establishment.created', 'est_paris'],
      ...doc.collaborators.map((c: { id: string }) => ['collaborator.created', c.id]),
      ['absence.created', 'abs_1'],
      ['work_location.created', 'wl_1'],
    ]);
    expect(new Set(events.map((e) => e.cursor)).size).toBe(events.length);
  });

  it('the OpenAPI document describes both operations, their parameters and the expired cursor', async () => {
    const { body } = await t.api('//openapi.json');
    const list = body.paths['/organizations/{organizationId}/changes'].get;
    const latestOp = body.paths['/organizations/{organizationId}/changes/latest'].get;
    // An API key, or a token with any one of the feed's scopes: alternative security requirements.
    expect(list).toMatchObject({ operationId: 'listChanges', tags: ['Changes'] });
    expect(list.security).toContainEqual({ apiKey: [] });
    expect(list.security).toContainEqual({ oauth2: ['org:absence:read'] });
    expect(list.responses['410']).toBeDefined();
    expect(latestOp).toMatchObject({ operationId: 'getLatestChangeCursor', tags: ['Changes'] });
    expect(list.description).toContain('org:employee:health_insurance:manage');
    expect(list.description).toContain('cursor_expired');
    expect(list.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      'If-None-Match',
      'after',
      'establishmentId',
      'limit',
      'organizationId',
      'types',
    ]);
  });

  describe('scopes', () => {
    it.each([
      [['org:employee:read'], ['collaborator.created']],
      [['org:absence:read'], ['absence.created']],
      [['org:work_location:read'], ['work_location.created']],
      [['org:company:read'], ['organization.updated', 'establishment.created']],
    ] as [Scope[], string[]][])('a key with %j sees only %j', async (scopes, types) => {
      const org = newOrg();
      await importHrDocument(t.testStore.store, exampleDocument(org));
      const { events } = await changesAfter(org, await keyFor(org, scopes));
      expect([...new Set(events.map((e) => e.type))]).toEqual(types);
    });

    it('a key with org:employee:health_insurance:manage sees affiliation events', async () => {
      const org = newOrg();
      await givenOrganization(t.testStore.store.db, org);
      await t.testStore.store.db
        .transaction()
        .execute((trx) => appendChanges(trx, org, [{ type: 'affiliation.created', resourceId: 'aff_1' }]));
      const { events } = await changesAfter(org, await keyFor(org, ['org:employee:health_insurance:manage']));
      expect(typed(events)).toEqual([['affiliation.created', 'aff_1']]);
    });

    it('a key without any scope that reads changes gets 403 on both routes', async () => {
      const org = newOrg();
      await givenOrganization(t.testStore.store.db, org);
      // Key creation insists on prerequisites, so such a key only exists by an edit of the store.
      const { key, secret } = await givenKey(t.testStore.store.db, org, [
        'org:employee:read',
        'org:employee:details:read',
      ]);
      await t.testStore.store.db
        .updateTable('api_keys')
        .set({ scopes: 'org:employee:details:read' })
        .where('id', '=', key.id)
        .execute();
      for (const path of ['changes', 'changes/latest']) {
        const response = await t.api(`/organizations/${org}/${path}`, { key: secret });
        expect(response.status).toBe(403);
        expect(response.body.code).toBe('insufficient_scope');
        expect(response.body.detail).toContain('org:employee:read');
      }
    });

    it('asking for types the key cannot read is a 403 naming the scope', async () => {
      const org = newOrg();
      await givenOrganization(t.testStore.store.db, org);
      const key = await keyFor(org, ['org:employee:read']);
      const response = await t.api(`/organizations/${org}/changes?types=absence.deleted`, { key });
      expect(response.status).toBe(403);
      expect(response.body.detail).toContain('org:absence:read');
    });

    it('types narrows the feed, and the next cursor moves past what it left out', async () => {
      const org = newOrg();
      await importHrDocument(t.testStore.store, exampleDocument(org));
      const key = await keyFor(org);
      const response = await t.api(
        `/organizations/${org}/changes?types=absence.created,work_location.created`,
        { key },
      );
      expect(typed(response.body.data)).toEqual([
        ['absence.created', 'abs_1'],
        ['work_location.created', 'wl_1'],
      ]);
      expect(response.body).toMatchObject({ hasMore: false, nextCursor: await latest(org, key) });
    });
  });

  describe('establishments', () => {
    it('establishmentId keeps that establishment’s events and the organization-wide ones', async () => {
      const org = newOrg();
      const doc = exampleDocument(org);
      doc.establishments.push({
        ...doc.establishments[0],
        id: 'est_lyon',
        isHeadOffice: false,
        siret: '55210055400021',
      });
      doc.collaborators[1].establishmentId = 'est_lyon';
      await importHrDocument(t.testStore.store, doc);
      const key = await keyFor(org);
      const { events } = await changesAfter(org, key, undefined, 'establishmentId=est_lyon');
      expect(typed(events)).toEqual([
        ['organization.updated', org],
        ['establishment.created', 'est_lyon'],
        ['collaborator.created', doc.collaborators[1].id],
      ]);
    });

    it("another organization's establishment is a 404", async () => {
      const org = newOrg();
      const other = newOrg();
      await importHrDocument(t.testStore.store, exampleDocument(other));
      await givenOrganization(t.testStore.store.db, org);
      const response = await t.api(`/organizations/${org}/changes?establishmentId=est_paris`, {
        key: await keyFor(org),
      });
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('not_found');
    });
  });

  describe('cursors', () => {
    it.each([
      ['garbage', 'not-a-cursor'],
      ['another organization’s', encodeCursor('org_someone_else', 1)],
      ['one ahead of the feed', null],
    ])('a %s cursor is a 400 invalid_parameter naming after', async (_case, cursor) => {
      const org = newOrg();
      await givenOrganization(t.testStore.store.db, org);
      const after = cursor ?? encodeCursor(org, 1_000_000);
      const response = await t.api(`/organizations/${org}/changes?after=${after}`, {
        key: await keyFor(org),
      });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('invalid_parameter');
      expect(response.body.errors).toContainEqual(expect.objectContaining({ in: 'query', name: 'after' }));
    });

    it.each(['limit=0', 'limit=1001', 'types=collaborator.renamed'])('%s is a 400', async (query) => {
      const org = newOrg();
      await givenOrganization(t.testStore.store.db, org);
      const response = await t.api(`/organizations/${org}/changes?${query}`, { key: await keyFor(org) });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('invalid_parameter');
    });

    it('a cursor older than what retention pruned is a 410 cursor_expired; the oldest retained is not', async () => {
      const org = newOrg();
      await importHrDocument(t.testStore.store, exampleDocument(org));
      const key = await keyFor(org);
      const old = encodeCursor(org, 1);
      await t.testStore.store.db
        .updateTable('change_counters')
        .set({ pruned_through: 2 })
        .where('organization_id', '=', org)
        .execute();
      await t.testStore.store.db
        .deleteFrom('change_events')
        .where('organization_id', '=', org)
        .where('seq', '<=', 2)
        .execute();
      const response = await t.api(`/organizations/${org}/changes?after=${old}`, { key });
      expect(response.status).toBe(410);
      expect(response.body).toMatchObject({ status: 410, code: 'cursor_expired', title: 'Gone' });
      const fromStart = await t.api(`/organizations/${org}/changes`, { key });
      expect(fromStart.status).toBe(200);
      expect(fromStart.body.data[0].cursor).toBe(encodeCursor(org, 3));
    });

    it("another organization's feed is a 404", async () => {
      const org = newOrg();
      const other = newOrg();
      await givenOrganization(t.testStore.store.db, org);
      await givenOrganization(t.testStore.store.db, other);
      const key = await keyFor(org);
      for (const path of ['changes', 'changes/latest']) {
        const response = await t.api(`/organizations/${other}/${path}`, { key });
        expect(response.status).toBe(404);
      }
    });
  });
});
