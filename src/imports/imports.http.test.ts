import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contract,
  dsnText,
  establishment,
  header,
  individual,
  rubrique,
  TEST_NIR13,
} from '../../test/dsn/builder.ts';
import { testEngines } from '../../test/support/engines.ts';
import { givenKey, givenOrganization } from '../../test/support/fixtures.ts';
import { exampleDocument, type HrDocument } from '../../test/support/hr-document.ts';
import { givenImport, organizationState, postImport, untilEnded } from '../../test/support/imports.ts';
import { startTestServer, type TestServer } from '../../test/support/server.ts';
import { ALL_SCOPES, type Scope } from '../auth/scopes.ts';

let sequence = 0;
const newOrg = () => `org_http_import_${process.pid}_${++sequence}`;

describe.each(testEngines())('whole documents over HTTP on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine);
  });
  afterAll(async () => t?.stop());

  const db = () => t.testStore.store.db;
  const given = async (scopes: Scope[] = [...ALL_SCOPES]) => {
    const org = newOrg();
    await givenOrganization(db(), org);
    const { key, secret } = await givenKey(db(), org, scopes, scopes.length > 1 ? 'partner' : 'self_serve');
    return { org, key: secret, keyId: key.id };
  };
  const importDocument = async (org: string, key: string, doc: HrDocument, query = '') => {
    const response = await postImport(t, `/organizations/${org}/imports${query}`, key, JSON.stringify(doc));
    expect(response.status, JSON.stringify(response.body)).toBe(202);
    return untilEnded(t, response.headers.get('location') ?? '', key);
  };

  it('a document sent over HTTP is imported as the CLI imports it, and its records read back', async () => {
    const { org, key, keyId } = await given();
    const response = await postImport(
      t,
      `/organizations/${org}/imports`,
      key,
      JSON.stringify(exampleDocument(org)),
    );
    expect(response.status).toBe(202);
    const location = response.headers.get('location');
    expect(location).toBe(`/api/public/v1/organizations/${org}/imports/${response.body.id}`);
    expect(response.headers.get('ratelimit-remaining')).toMatch(/^\d+$/);
    expect(response.body).toMatchObject({ kind: 'document', organizationId: org, dryRun: false });
    expect(['queued', 'running', 'succeeded']).toContain(response.body.status);

    const ended = await untilEnded(t, location ?? '', key);
    expect(ended).toMatchObject({ status: 'succeeded', totalProblems: 0, progress: { phase: 'done' } });
    expect(ended.counts.collaborators.created).toBe(exampleDocument(org).collaborators.length);
    expect(ended.progress.bytesRead).toBe(ended.progress.byteCount);

    const collaborators = await t.api(`/organizations/${org}/collaborators`, { key });
    expect(collaborators.body.data.map((c: { id: string }) => c.id).sort()).toEqual(
      exampleDocument(org)
        .collaborators.map((c: { id: string }) => c.id)
        .sort(),
    );
    // Audited as the CLI's import is, the key as its actor.
    const audit = await db()
      .selectFrom('audit_events')
      .select(['actor_type', 'actor_id'])
      .where('organization_id', '=', org)
      .where('action', '=', 'hr_data.imported')
      .execute();
    expect(audit).toEqual([{ actor_type: 'api_key', actor_id: keyId }]);
  });

  it('a dry run validates the whole document and writes nothing (before = after)', async () => {
    const { org, key } = await given();
    const before = await organizationState(db(), org);
    const ended = await importDocument(org, key, exampleDocument(org), '?dryRun=true');
    expect(ended).toMatchObject({ status: 'succeeded', dryRun: true, counts: null, totalProblems: 0 });
    expect(await organizationState(db(), org)).toEqual(before);
  });

  it('replace=true deletes the absences the document no longer lists', async () => {
    const { org, key } = await given();
    const doc = exampleDocument(org);
    expect((await importDocument(org, key, doc)).status).toBe('succeeded');
    doc.absences = [];
    const ended = await importDocument(org, key, doc, '?replace=true');
    expect(ended).toMatchObject({ status: 'succeeded', replace: true });
    expect(ended.counts.absences.deleted).toBeGreaterThan(0);
    const absences = await t.api(`/organizations/${org}/absences`, { key });
    expect(absences.body.data).toEqual([]);
  });

  it('a bad document fails with every problem by JSON path, and nothing is written (before = after)', async () => {
    const { org, key } = await given();
    const doc = exampleDocument(org);
    doc.collaborators[0].birthDate = '1988-02-31';
    doc.absences[0].collaboratorId = 'col_nobody';
    const before = await organizationState(db(), org);
    const ended = await importDocument(org, key, doc);
    expect(ended.status).toBe('failed');
    expect(ended.problems.map((p: { path: string }) => p.path)).toEqual(
      expect.arrayContaining(['collaborators[0].birthDate', 'absences[0].collaboratorId']),
    );
    expect(ended.totalProblems).toBe(ended.problems.length);
    expect(await organizationState(db(), org)).toEqual(before);
  });

  it("a document naming another organization is refused: the path's organization is the one imported into", async () => {
    const { org, key } = await given();
    const other = newOrg();
    const before = await organizationState(db(), org);
    const ended = await importDocument(org, key, exampleDocument(other));
    expect(ended.status).toBe('failed');
    expect(ended.totalProblems).toBeGreaterThan(0);
    expect(await organizationState(db(), org)).toEqual(before);
    expect(await organizationState(db(), other)).toMatchObject({ organizations: [] });
  });

  const monthly = () => dsnText([...header('052026'), ...establishment(), ...individual(), ...contract()]);

  it.each([
    ['ISO-8859-1', 'latin1'],
    ['UTF-8', 'utf8'],
  ] as const)('a monthly DSN in %s is imported, and its collaborator reads back', async (_, encoding) => {
    const { org, key } = await given();
    const body = Buffer.from(monthly(), encoding);
    const response = await postImport(
      t,
      `/organizations/${org}/dsn-imports`,
      key,
      body,
      'application/octet-stream',
    );
    expect(response.status, JSON.stringify(response.body)).toBe(202);
    const ended = await untilEnded(t, response.headers.get('location') ?? '', key);
    expect(ended, JSON.stringify(ended.problems)).toMatchObject({
      status: 'succeeded',
      kind: 'dsn',
      months: ['2026-05'],
    });
    expect(ended.counts.collaborator.created).toBe(1);
    // The status names counts and problems, never what the file declared of a person.
    expect(JSON.stringify(ended)).not.toContain(TEST_NIR13);
    expect(JSON.stringify(ended)).not.toContain('17031988');
    const collaborators = await t.api(`/organizations/${org}/collaborators`, { key });
    expect(collaborators.body.data.map((c: { firstName: string }) => c.firstName)).toEqual(['Élodie']);
  });

  it('a bad DSN fails with its problems by line and rubrique, and nothing is written (before = after)', async () => {
    const { org, key } = await given();
    const text = dsnText([
      ...header('052026'),
      ...establishment(),
      ...individual(),
      ...contract('01092019', [rubrique('S21.G00.60.001', '01'), rubrique('S21.G00.60.002', '31022026')]),
    ]);
    const line = text.split('\n').findIndex((l) => l.startsWith('S21.G00.60.002')) + 1;
    const before = await organizationState(db(), org);
    const response = await postImport(
      t,
      `/organizations/${org}/dsn-imports`,
      key,
      Buffer.from(text, 'latin1'),
      'application/octet-stream',
    );
    const ended = await untilEnded(t, response.headers.get('location') ?? '', key);
    expect(ended.status).toBe('failed');
    expect(ended.problems).toEqual(
      expect.arrayContaining([expect.objectContaining({ line, rubrique: 'S21.G00.60.002' })]),
    );
    expect(await organizationState(db(), org)).toEqual(before);
  });

  it("another organization's import id is not found, exactly like a missing one", async () => {
    const a = await given();
    const b = await given();
    const response = await postImport(
      t,
      `/organizations/${a.org}/imports`,
      a.key,
      JSON.stringify(exampleDocument(a.org)),
    );
    await untilEnded(t, response.headers.get('location') ?? '', a.key);
    const theirs = await t.api(`/organizations/${b.org}/imports/${response.body.id}`, { key: b.key });
    const missing = await t.api(`/organizations/${b.org}/imports/00000000-0000-7000-8000-000000000000`, {
      key: b.key,
    });
    expect(theirs.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(theirs.body.detail).toBe(missing.body.detail);
  });

  it('a wrong content type is a 415 and keeps nothing', async () => {
    const { org, key } = await given();
    const asText = await postImport(t, `/organizations/${org}/imports`, key, '{}', 'text/plain');
    const jsonDsn = await postImport(t, `/organizations/${org}/dsn-imports`, key, '{}', 'application/json');
    expect([asText.status, jsonDsn.status]).toEqual([415, 415]);
    expect(jsonDsn.body.detail).toMatch(/application\/octet-stream/);
    expect(
      await db().selectFrom('http_imports').select('id').where('organization_id', '=', org).execute(),
    ).toEqual([]);
  });

  it('a key without org:hr_data:import is refused (403) and nothing is imported', async () => {
    const { org, key } = await given(['org:employee:read']);
    const response = await postImport(
      t,
      `/organizations/${org}/imports`,
      key,
      JSON.stringify(exampleDocument(org)),
    );
    expect(response.status).toBe(403);
    expect(response.body.detail).toMatch(/org:hr_data:import/);
    const dsn = await postImport(
      t,
      `/organizations/${org}/dsn-imports`,
      key,
      Buffer.from(monthly()),
      'application/octet-stream',
    );
    expect(dsn.status).toBe(403);
  });

  it('a retry under the same Idempotency-Key gets the first answer and starts no second import; the first runs to success', async () => {
    const { org, key } = await given();
    const body = JSON.stringify(exampleDocument(org));
    const headers = { 'idempotency-key': `import-${org}` };
    const first = await postImport(
      t,
      `/organizations/${org}/imports`,
      key,
      body,
      'application/json',
      headers,
    );
    const again = await postImport(
      t,
      `/organizations/${org}/imports`,
      key,
      body,
      'application/json',
      headers,
    );
    expect(again.status).toBe(202);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    const other = await postImport(
      t,
      `/organizations/${org}/imports`,
      key,
      `${body} `,
      'application/json',
      headers,
    );
    expect(other.status).toBe(422);
    // The job writes after the 202: the key's claim must not fence that later write.
    const ended = await untilEnded(t, first.headers.get('location') ?? '', key);
    expect(ended.status).toBe('succeeded');
    const rows = await db()
      .selectFrom('http_imports')
      .select('id')
      .where('organization_id', '=', org)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('an organization with 4 imports waiting gets a 409 for a fifth, before its body is kept', async () => {
    const { org, key } = await given();
    for (let i = 0; i < 4; i++)
      await givenImport(db(), org, `019a0000-0000-7000-8000-00000000000${i}`, 'queued');
    const response = await postImport(
      t,
      `/organizations/${org}/imports`,
      key,
      JSON.stringify(exampleDocument(org)),
    );
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('conflict');
    const rows = await db()
      .selectFrom('http_imports')
      .select('id')
      .where('organization_id', '=', org)
      .execute();
    expect(rows).toHaveLength(4);
  });

  it('an import whose instance stopped (its lease ran out) is shown failed, not running for ever', async () => {
    const { org, key } = await given();
    const id = '019a0000-0000-7000-8000-0000000000aa';
    const long_ago = '2026-01-01T00:00:00.000Z';
    await db()
      .insertInto('http_imports')
      .values({
        id,
        organization_id: org,
        kind: 'document',
        status: 'running',
        dry_run: 0,
        replace_missing: 0,
        byte_count: 100,
        bytes_read: 40,
        phase: 'writing',
        result: null,
        holder: 'a-crashed-instance',
        heartbeat_at: long_ago,
        created_at: long_ago,
        started_at: long_ago,
        finished_at: null,
      })
      .execute();
    const response = await t.api(`/organizations/${org}/imports/${id}`, { key });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'failed', totalProblems: 1 });
    expect(response.body.problems[0].message).toMatch(/stopped before it ended/);
    // And a later import of the organization is not held up by it.
    expect((await importDocument(org, key, exampleDocument(org))).status).toBe('succeeded');
  });
});

describe.each(testEngines())('the size cap of whole documents over HTTP on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine, { importMaxBytes: 4096, dsnUploadMaxBytes: 4096 });
  });
  afterAll(async () => t?.stop());

  it('a body over the cap is a 413, declared or streamed, and nothing is kept', async () => {
    const org = newOrg();
    await givenOrganization(t.testStore.store.db, org);
    const { secret: key } = await givenKey(t.testStore.store.db, org, ['org:hr_data:import']);
    const big = JSON.stringify({ ...exampleDocument(org), padding: 'x'.repeat(5000) });
    const declared = await postImport(t, `/organizations/${org}/imports`, key, big);
    const streamed = await postImport(
      t,
      `/organizations/${org}/imports`,
      key,
      big,
      'application/json',
      {},
      true,
    );
    const dsn = await postImport(
      t,
      `/organizations/${org}/dsn-imports`,
      key,
      Buffer.alloc(5000, 65),
      'application/octet-stream',
    );
    expect([declared.status, streamed.status, dsn.status]).toEqual([413, 413, 413]);
    expect(
      await t.testStore.store.db
        .selectFrom('http_imports')
        .select('id')
        .where('organization_id', '=', org)
        .execute(),
    ).toEqual([]);
  });
});
