import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contract,
  dsnText,
  establishment,
  header,
  individual,
  latin1Source,
  TEST_SIREN,
} from '../../test/dsn/builder.ts';
import { testEngines } from '../../test/support/engines.ts';
import { givenKey, givenOrganization } from '../../test/support/fixtures.ts';
import { givenEstablishment, givenTeam } from '../../test/support/hr-data.ts';
import { importHrDocument } from '../../test/support/hr-document.ts';
import { mintAccessToken } from '../../test/support/oauth-token.ts';
import { startTestServer, type TestServer } from '../../test/support/server.ts';
import { createApiKey } from '../auth/keys/api-keys.ts';
import type { Scope } from '../auth/scopes.ts';
import { CLI_ACTOR } from '../db/audit.ts';
import { importDsn } from '../dsn/import.ts';
import { recordEtag } from '../http/record-etag.ts';
import { uuidv7 } from '../shared/ids.ts';

const READS: Scope[] = ['org:employee:read', 'org:employee:details:read', 'org:contract:details:read'];
const WRITER: Scope[] = [...READS, 'org:employee:write'];
const MERGE_PATCH = { 'content-type': 'application/merge-patch+json' };

const person = (extra: Record<string, unknown> = {}) => ({
  establishmentId: 'est_w',
  firstName: 'Léa',
  lastName: 'Martin',
  email: 'lea.martin@example.fr',
  phoneNumber: '+33612345678',
  address: { street: '1 rue de la Paix', city: 'Paris', zipCode: '75002', country: 'fr' },
  teamId: 'team_w',
  contracts: [{ contractId: 'ctr_w_1', startDate: '2024-01-02', natureContrat: 'permanent' }],
  ...extra,
});

describe.each(testEngines())('collaborator writes on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine);
  });
  afterAll(async () => {
    await t?.stop();
  });
  const db = () => t.testStore.store.db;

  /** An organization of its own, with an establishment and a team, and a key that reads and writes all. */
  const newOrganization = async () => {
    const org = `org_w_${uuidv7()}`;
    await givenOrganization(db(), org);
    await givenEstablishment(db(), org, { id: 'est_w' });
    await givenTeam(db(), org, { id: 'team_w' });
    const key = (await givenKey(db(), org, WRITER)).secret;
    return { org, key };
  };
  const keyOf = async (org: string, scopes: Scope[], withhold: string[] = []) =>
    (
      await createApiKey(
        db(),
        { organizationId: org, name: 'scoped writer', scopes, kind: 'self_serve', withhold },
        CLI_ACTOR,
      )
    ).secret;
  const url = (org: string, id: string) => `/organizations/${org}/collaborators/${id}`;
  const put = (org: string, id: string, key: string, body: unknown, headers: Record<string, string> = {}) =>
    t.api(url(org, id), { method: 'PUT', key, body, headers });
  const patch = (org: string, id: string, key: string, body: unknown, headers: Record<string, string> = {}) =>
    t.api(url(org, id), { method: 'PATCH', key, body, headers: { ...MERGE_PATCH, ...headers } });
  /** What a write could have changed, each table in a stated order. */
  const stored = async (org: string) => ({
    collaborators: await db()
      .selectFrom('collaborators')
      .selectAll()
      .where('organization_id', '=', org)
      .orderBy('id')
      .execute(),
    contracts: await db()
      .selectFrom('contracts')
      .selectAll()
      .where('organization_id', '=', org)
      .orderBy('id')
      .execute(),
    events: await db()
      .selectFrom('change_events')
      .selectAll()
      .where('organization_id', '=', org)
      .orderBy('seq')
      .execute(),
    audit: await db()
      .selectFrom('audit_events')
      .selectAll()
      .where('organization_id', '=', org)
      .orderBy('id')
      .execute(),
  });
  const changes = async (org: string, key: string) => {
    const feed = await t.api(`/organizations/${org}/changes?limit=100`, { key });
    expect(feed.status).toBe(200);
    return (feed.body.data as { type: string; resourceId: string }[]).map((e) => [e.type, e.resourceId]);
  };

  it('PUT creates (201, Location, ETag) the collaborator with its contracts, as the get-by-id shows it', async () => {
    const { org, key } = await newOrganization();
    const created = await put(org, 'col_1', key, person());
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`/api/public/v1${url(org, 'col_1')}`);
    expect(created.body).toMatchObject({
      id: 'col_1',
      firstName: 'Léa',
      team: { id: 'team_w' },
      contracts: [{ contractId: 'ctr_w_1', startDate: '2024-01-02T00:00:00.000Z' }],
    });
    expect(created.headers.get('etag')).toBe(recordEtag(created.body));
    const read = await t.api(url(org, 'col_1'), { key });
    expect(read.body).toEqual(created.body);
    expect(read.headers.get('etag')).toBe(created.headers.get('etag'));
    expect(await changes(org, key)).toContainEqual(['collaborator.created', 'col_1']);
  });

  it('PUT replaces (200) the collaborator whole: fields left out are null, contracts are replaced', async () => {
    const { org, key } = await newOrganization();
    await put(org, 'col_1', key, person());
    const replaced = await put(org, 'col_1', key, {
      ...person({ phoneNumber: undefined, id: 'col_1' }),
      contracts: [
        {
          contractId: 'ctr_w_2',
          startDate: '2025-03-01',
          natureContrat: 'fixed_term',
          endDate: '2025-12-31',
        },
      ],
    });
    expect(replaced.status).toBe(200);
    expect(replaced.headers.get('location')).toBeNull();
    expect(replaced.body.phoneNumber).toBeNull();
    expect(replaced.body.contracts.map((c: { contractId: string }) => c.contractId)).toEqual(['ctr_w_2']);
    expect(await changes(org, key)).toContainEqual(['collaborator.updated', 'col_1']);
  });

  it('PATCH applies a merge patch to the stored record: members replaced, objects merged, null removes, the rest kept', async () => {
    const { org, key } = await newOrganization();
    await put(org, 'col_1', key, person());
    const patched = await patch(org, 'col_1', key, {
      phoneNumber: null,
      address: { city: 'Lyon' },
      lastName: 'Durand',
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      lastName: 'Durand',
      phoneNumber: null,
      address: { street: '1 rue de la Paix', city: 'Lyon', zipCode: '75002', country: 'fr' },
      team: { id: 'team_w' },
      contracts: [{ contractId: 'ctr_w_1' }],
    });
    expect(patched.headers.get('etag')).toBe(recordEtag(patched.body));
    const read = await t.api(url(org, 'col_1'), { key });
    expect(read.body).toEqual(patched.body);
    expect(await changes(org, key)).toEqual([
      ['collaborator.created', 'col_1'],
      ['collaborator.updated', 'col_1'],
    ]);
  });

  it('PATCH of a collaborator that does not exist is a 404, and writes nothing', async () => {
    const { org, key } = await newOrganization();
    const before = await stored(org);
    const missing = await patch(org, 'col_none', key, { lastName: 'Durand' });
    expect(missing.status).toBe(404);
    expect(await stored(org)).toEqual(before);
  });

  it('the ETag a GET gave is a valid If-Match; a stale one is a 412 and nothing is written', async () => {
    const { org, key } = await newOrganization();
    await put(org, 'col_1', key, person());
    const read = await t.api(url(org, 'col_1'), { key });
    const etag = read.headers.get('etag') ?? '';
    const first = await patch(org, 'col_1', key, { lastName: 'Durand' }, { 'if-match': etag });
    expect(first.status).toBe(200);
    const before = await stored(org);
    const stalePatch = await patch(org, 'col_1', key, { lastName: 'Petit' }, { 'if-match': etag });
    expect(stalePatch.status).toBe(412);
    expect(stalePatch.body.code).toBe('precondition_failed');
    const stalePut = await put(org, 'col_1', key, person(), { 'if-match': etag });
    expect(stalePut.status).toBe(412);
    expect(await stored(org)).toEqual(before);
    const fresh = await put(org, 'col_1', key, person(), { 'if-match': first.headers.get('etag') ?? '' });
    expect(fresh.status).toBe(200);
  });

  it('If-Match on a collaborator that does not exist, and If-None-Match: * on one that does, are 412', async () => {
    const { org, key } = await newOrganization();
    const before = await stored(org);
    expect((await put(org, 'col_1', key, person(), { 'if-match': '*' })).status).toBe(412);
    expect(await stored(org)).toEqual(before);
    expect((await put(org, 'col_1', key, person(), { 'if-none-match': '*' })).status).toBe(201);
    expect((await put(org, 'col_1', key, person(), { 'if-none-match': '*' })).status).toBe(412);
    expect((await put(org, 'col_1', key, person(), { 'if-match': '*' })).status).toBe(200);
  });

  it('unknown establishment, team and manager are a 422 naming each by its path, nothing written', async () => {
    const { org, key } = await newOrganization();
    const before = await stored(org);
    const refused = await put(
      org,
      'col_1',
      key,
      person({ establishmentId: 'est_none', teamId: 'team_none', managerId: 'col_none' }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('invalid_record');
    const names = refused.body.errors.map((e: { name: string }) => e.name);
    expect(names).toEqual(expect.arrayContaining(['establishmentId', 'teamId', 'managerId']));
    expect(await stored(org)).toEqual(before);
  });

  it('a date that does not exist and an end before its start are a 422 naming each, nothing written', async () => {
    const { org, key } = await newOrganization();
    const before = await stored(org);
    const refused = await put(
      org,
      'col_1',
      key,
      person({
        birthDate: '1990-02-30',
        contracts: [
          {
            contractId: 'ctr_w_1',
            startDate: '2024-06-01',
            endDate: '2024-05-01',
            natureContrat: 'permanent',
          },
        ],
      }),
    );
    expect(refused.status).toBe(422);
    const names = refused.body.errors.map((e: { name: string }) => e.name);
    expect(names).toEqual(expect.arrayContaining(['birthDate', 'contracts[0].endDate']));
    expect(await stored(org)).toEqual(before);
  });

  it('an id in the body other than the path’s is a 422 naming id', async () => {
    const { org, key } = await newOrganization();
    const refused = await put(org, 'col_1', key, person({ id: 'col_2' }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([expect.objectContaining({ in: 'body', name: 'id' })]);
  });

  it('a field the key may not read is a 403 naming it, and nothing is written', async () => {
    const { org, key } = await newOrganization();
    await put(org, 'col_1', key, person());
    const basic = await keyOf(org, ['org:employee:read', 'org:employee:write']);
    const before = await stored(org);
    const refused = await put(org, 'col_1', basic, person());
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('insufficient_scope');
    expect(refused.body.errors.map((e: { name: string }) => e.name).sort()).toEqual(
      ['address', 'contracts', 'phoneNumber', 'teamId'].sort(),
    );
    const refusedPatch = await patch(org, 'col_1', basic, { phoneNumber: '+33700000000' });
    expect(refusedPatch.status).toBe(403);
    expect(await stored(org)).toEqual(before);
  });

  it('a field the key may not read, left out, is kept as stored; the answer shows what the key sees', async () => {
    const { org, key } = await newOrganization();
    await put(org, 'col_1', key, person());
    const basic = await keyOf(org, ['org:employee:read', 'org:employee:write']);
    const renamed = await put(org, 'col_1', basic, {
      establishmentId: 'est_w',
      firstName: 'Léa',
      lastName: 'Petit',
      email: 'lea@example.fr',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.phoneNumber).toBeUndefined();
    expect(renamed.body.contracts).toBeUndefined();
    const full = await t.api(url(org, 'col_1'), { key });
    expect(full.body).toMatchObject({
      lastName: 'Petit',
      phoneNumber: '+33612345678',
      team: { id: 'team_w' },
    });
    expect(full.body.contracts).toHaveLength(1);
  });

  it('a field the administrator withheld from the key cannot be written, even with its scope', async () => {
    const { org, key } = await newOrganization();
    await put(org, 'col_1', key, person());
    const withheld = await keyOf(org, WRITER, ['phoneNumber']);
    const before = await stored(org);
    const refused = await patch(org, 'col_1', withheld, { phoneNumber: '+33700000000', lastName: 'Petit' });
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({ name: 'phoneNumber', message: expect.stringMatching(/withheld/) }),
    ]);
    expect(await stored(org)).toEqual(before);
  });

  it('a value the last DSN declared is never overwritten: 409 naming it, nothing written', async () => {
    const org = `org_w_dsn_${uuidv7()}`;
    const store = t.testStore.store;
    await importHrDocument(store, {
      organization: { id: org, name: 'Antilles SAS', identity: { siren: TEST_SIREN } },
    });
    const lines = [...header('012026'), ...establishment(), ...individual(), ...contract('01092019')];
    const outcome = await importDsn(store, [latin1Source('2026-01.dsn', dsnText(lines))], {
      organizationId: org,
      dryRun: false,
      actor: CLI_ACTOR,
    });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
    const { id, last_name: lastName } = await db()
      .selectFrom('collaborators')
      .select(['id', 'last_name'])
      .where('organization_id', '=', org)
      .executeTakeFirstOrThrow();
    const key = (await givenKey(db(), org, WRITER)).secret;
    const before = await stored(org);
    const refused = await patch(org, id, key, { lastName: `${lastName}-Autre` });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('conflict');
    expect(refused.body.errors).toEqual([
      expect.objectContaining({ in: 'body', message: expect.stringContaining('lastName') }),
    ]);
    expect(await stored(org)).toEqual(before);
    const removing = await patch(org, id, key, { contracts: [] });
    expect(removing.status).toBe(409);
    expect(removing.body.errors).toEqual([expect.objectContaining({ name: 'contracts' })]);
    expect(await stored(org)).toEqual(before);
    // A field the DSN did not declare is written.
    const phone = await patch(org, id, key, { phoneNumber: '+33612345678' });
    expect(phone.status).toBe(200);
  });

  it('a retry under the same Idempotency-Key replays the first answer, with its ETag and Location, and writes once', async () => {
    const { org, key } = await newOrganization();
    const headers = { 'idempotency-key': `put-${uuidv7()}` };
    const first = await put(org, 'col_1', key, person(), headers);
    const again = await put(org, 'col_1', key, person(), headers);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
    const patchHeaders = { 'idempotency-key': `patch-${uuidv7()}` };
    const patched = await patch(org, 'col_1', key, { lastName: 'Durand' }, patchHeaders);
    const before = await stored(org);
    const replayed = await patch(org, 'col_1', key, { lastName: 'Durand' }, patchHeaders);
    expect(replayed.headers.get('idempotency-replayed')).toBe('true');
    expect(replayed.body).toEqual(patched.body);
    expect(await stored(org)).toEqual(before);
    const reused = await patch(org, 'col_1', key, { lastName: 'Petit' }, patchHeaders);
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe('idempotency_key_reused');
  });

  it('a wrong content type is a 415: PATCH takes only merge patches, PUT only JSON', async () => {
    const { org, key } = await newOrganization();
    await put(org, 'col_1', key, person());
    const json = await t.api(url(org, 'col_1'), { method: 'PATCH', key, body: { lastName: 'Durand' } });
    expect(json.status).toBe(415);
    expect(json.body.detail).toContain('application/merge-patch+json');
    const mergeOnPut = await put(org, 'col_1', key, person(), MERGE_PATCH);
    expect(mergeOnPut.status).toBe(415);
    const malformed = await patch(org, 'col_1', key, '{"lastName":');
    expect(malformed.status).toBe(400);
  });

  it('a body larger than the limit is a 413, and nothing is written', async () => {
    const { org, key } = await newOrganization();
    const before = await stored(org);
    const large = await put(org, 'col_1', key, person({ birthCity: 'x'.repeat(1_100_000) }));
    expect(large.status).toBe(413);
    expect(await stored(org)).toEqual(before);
  });

  it('another organization’s key gets a 404, and nothing is written', async () => {
    const { org, key } = await newOrganization();
    await put(org, 'col_1', key, person());
    const other = await newOrganization();
    const before = await stored(org);
    expect((await put(org, 'col_1', other.key, person())).status).toBe(404);
    expect((await patch(org, 'col_1', other.key, { lastName: 'X' })).status).toBe(404);
    expect(await stored(org)).toEqual(before);
  });

  it('racing patches of different fields all land: each applies to the record as the one before it left it', async () => {
    const { org, key } = await newOrganization();
    await put(org, 'col_1', key, person());
    const patches = [
      { phoneNumber: '+33700000001' },
      { birthCity: 'Nantes' },
      { birthName: 'Morel' },
      { personnelNumber: 'P-42' },
      { address: { city: 'Lille' } },
      { secondaryEmail: 'lea@perso.fr' },
    ];
    const answers = await Promise.all(patches.map((body) => patch(org, 'col_1', key, body)));
    expect(answers.map((a) => a.status)).toEqual(patches.map(() => 200));
    const read = await t.api(url(org, 'col_1'), { key });
    expect(read.body).toMatchObject({
      phoneNumber: '+33700000001',
      birthCity: 'Nantes',
      birthName: 'Morel',
      personnelNumber: 'P-42',
      address: { city: 'Lille', street: '1 rue de la Paix' },
      secondaryEmail: 'lea@perso.fr',
    });
  });

  it('racing writes under one If-Match: exactly one wins, the others are 412', async () => {
    const { org, key } = await newOrganization();
    const created = await put(org, 'col_1', key, person());
    const etag = created.headers.get('etag') ?? '';
    const names = ['Petit', 'Moreau', 'Laurent', 'Simon', 'Michel'];
    const answers = await Promise.all(
      names.map((lastName) => patch(org, 'col_1', key, { lastName }, { 'if-match': etag })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 412, 412, 412, 412]);
    const winner = answers.find((a) => a.status === 200);
    const read = await t.api(url(org, 'col_1'), { key });
    expect(read.body.lastName).toBe(winner?.body.lastName);
    const updates = (await changes(org, key)).filter(([type]) => type === 'collaborator.updated');
    expect(updates).toHaveLength(1);
  });

  it('a partner app’s token writes too, and the audit entry names its grant and app', async () => {
    const { org } = await newOrganization();
    const token = await mintAccessToken(db(), t.baseUrl, org, WRITER, 'writing partner app');
    const created = await put(org, 'col_1', token, person());
    expect(created.status).toBe(201);
    const [entry] = await db()
      .selectFrom('audit_events')
      .selectAll()
      .where('organization_id', '=', org)
      .where('action', '=', 'collaborator.replaced')
      .execute();
    expect(entry?.actor_type).toBe('api_key');
    const details = JSON.parse(entry?.details ?? '{}');
    expect(details).toMatchObject({ grantId: entry?.actor_id, partnerApp: { name: 'writing partner app' } });
  });

  it('the audit log names the key and the fields written, never their values', async () => {
    const { org, key } = await newOrganization();
    await put(org, 'col_1', key, person());
    await patch(org, 'col_1', key, { phoneNumber: '+33799999999' });
    const entries = await db()
      .selectFrom('audit_events')
      .selectAll()
      .where('organization_id', '=', org)
      .where('target_type', '=', 'collaborator')
      .orderBy('id')
      .execute();
    expect(entries.map((e) => [e.action, e.actor_type])).toEqual([
      ['collaborator.replaced', 'api_key'],
      ['collaborator.patched', 'api_key'],
    ]);
    const details = entries.map((e) => e.details ?? '').join(' ');
    expect(details).toContain('phoneNumber');
    expect(details).not.toContain('+33799999999');
    expect(details).not.toContain('Martin');
  });
});
