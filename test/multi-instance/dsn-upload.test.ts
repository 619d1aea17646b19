import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsoleUser } from '../../src/console/console-users.ts';
import { openSession } from '../../src/console/sessions.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { createOrganization } from '../../src/organizations/organizations.queries.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import { contract, dsnText, establishment, header, individual, TEST_SIREN } from '../dsn/builder.ts';
import { createTestStore, type TestStore } from '../support/store.ts';

const ORG = 'org_two_instances_dsn';

describe.skipIf(!process.env.DATABASE_URL)('a DSN uploaded on one instance and confirmed on another', () => {
  let testStore: TestStore;
  let a: RunningServer;
  let b: RunningServer;
  let user: { id: string; organizationId: string };

  beforeAll(async () => {
    testStore = await createTestStore('postgres');
    a = await startServer({ ...testStore.config, port: 0, host: '127.0.0.1' });
    b = await startServer({ ...testStore.config, port: 0, host: '127.0.0.1' });
    const db = testStore.store.db;
    await createOrganization(db, { id: ORG, name: 'Two Instances SAS', siren: TEST_SIREN });
    user = await createConsoleUser(
      db,
      { organizationId: ORG, email: 'admin@two-instances.test', password: 'correct horse battery staple' },
      CLI_ACTOR,
    );
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await testStore?.drop();
  });

  /**
   * The two instances share this process: each step runs with a temporary folder of its own, as
   * on two machines, so that a file left in one folder could not be found from the other.
   */
  async function onMachine<T>(name: string, step: () => Promise<T>): Promise<T> {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), `hrapi-machine-${name}-`));
    const previous = process.env.TMPDIR;
    process.env.TMPDIR = folder;
    try {
      return await step();
    } finally {
      if (previous === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = previous;
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }

  it('is confirmed by the instance that did not receive the file (the store holds it, not a folder)', async () => {
    const db = testStore.store.db;
    const { token: sessionToken, session } = await openSession(db, user);
    const cookie = `hrapi_session=${sessionToken}`;
    const file = dsnText([...header('052026'), ...establishment(), ...individual(), ...contract()]);
    const form = new FormData();
    form.append('file', new Blob([Buffer.from(file, 'latin1')]), 'dsn-2026-05.dsn');
    const { status, page } = await onMachine('a', async () => {
      const plan = await fetch(`${a.address}/console/dsn?_csrf=${session.csrfToken}`, {
        method: 'POST',
        headers: { cookie },
        body: form,
      });
      return { status: plan.status, page: await plan.text() };
    });
    expect(status).toBe(200);
    const token = /name="token" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const digest = /name="digest" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const collaborators = async () =>
      (await db.selectFrom('collaborators').select('id').where('organization_id', '=', ORG).execute()).length;
    const before = await collaborators();

    const confirmed = await onMachine('b', async () => {
      const answer = await fetch(`${b.address}/console/dsn/confirm`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ _csrf: session.csrfToken, token, digest }).toString(),
      });
      return { status: answer.status, page: await answer.text() };
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.page).toContain('id="dsn-done"');
    expect(await collaborators()).toBe(before + 1);
    expect(
      await db.selectFrom('pending_uploads').select('id').where('organization_id', '=', ORG).execute(),
    ).toEqual([]);
  });
});
