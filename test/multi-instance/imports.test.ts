import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../src/server.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { exampleDocument } from '../support/hr-document.ts';
import { postImport, untilEnded } from '../support/imports.ts';
import { callApi } from '../support/server.ts';
import { createTestStore, type TestStore } from '../support/store.ts';

let sequence = 0;
const newOrg = () => `org_imports_two_${process.pid}_${++sequence}`;

describe.each(testEngines())('an import sent to one instance, followed on another (%s)', (engine) => {
  let testStore: TestStore;
  let a: RunningServer;
  let b: RunningServer;
  let tmp: string;
  const previousTmp = process.env.TMPDIR;

  beforeAll(async () => {
    // The instances' temporary files land here, so the test sees every one of them.
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-imports-test-'));
    process.env.TMPDIR = tmp;
    testStore = await createTestStore(engine);
    a = await startServer({ ...testStore.config, port: 0, host: '127.0.0.1' });
    b = await startServer({ ...testStore.config, port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await testStore?.drop();
    if (previousTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmp;
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  const given = async () => {
    const org = newOrg();
    await givenOrganization(testStore.store.db, org);
    const { secret } = await givenKey(
      testStore.store.db,
      org,
      ['org:hr_data:import', 'org:employee:read'],
      'self_serve',
    );
    return { org, key: secret };
  };
  const on = (server: RunningServer) => ({
    baseUrl: server.address,
    api: (p: string, options?: Parameters<typeof callApi>[2]) => callApi(server.address, p, options),
  });

  it('the other instance answers its status from the store, through to its end, and reads its records', async () => {
    const { org, key } = await given();
    const doc = exampleDocument(org);
    const sent = await postImport(on(a), `/organizations/${org}/imports`, key, JSON.stringify(doc));
    expect(sent.status).toBe(202);
    const location = sent.headers.get('location') ?? '';
    const seen = await on(b).api(location.replace('/api/public/v1', ''), { key });
    expect(seen.status).toBe(200);
    expect(seen.body.id).toBe(sent.body.id);
    const ended = await untilEnded(on(b), location, key);
    expect(ended.status).toBe('succeeded');
    const collaborators = await on(b).api(`/organizations/${org}/collaborators`, { key });
    expect(collaborators.body.total).toBe(doc.collaborators.length);
  });

  it('two imports of one organization sent to two instances run one after the other', async () => {
    const { org, key } = await given();
    const doc = JSON.stringify(exampleDocument(org));
    const [first, second] = await Promise.all([
      postImport(on(a), `/organizations/${org}/imports`, key, doc),
      postImport(on(b), `/organizations/${org}/imports`, key, doc),
    ]);
    const ended = await Promise.all(
      [first, second].map((r) => untilEnded(on(a), r.headers.get('location') ?? '', key)),
    );
    expect(ended.map((e) => e.status)).toEqual(['succeeded', 'succeeded']);
    const [x, y] = [...ended].sort((p, q) => (p.startedAt < q.startedAt ? -1 : 1));
    expect(y.startedAt >= x.finishedAt).toBe(true);
  });

  it('the temporary file of the body is removed once the import ends', async () => {
    const { org, key } = await given();
    const sent = await postImport(
      on(a),
      `/organizations/${org}/imports`,
      key,
      JSON.stringify(exampleDocument(org)),
    );
    await untilEnded(on(a), sent.headers.get('location') ?? '', key);
    const left = fs.readdirSync(tmp).filter((name) => name.startsWith('hrapi-import-'));
    expect(left).toEqual([]);
  });
});
