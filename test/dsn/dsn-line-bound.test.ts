import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryOf } from '../../bench/harness/rss.ts';
import { createConsoleUser } from '../../src/console/console-users.ts';
import { openSession } from '../../src/console/sessions.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { LINE_TOO_LONG } from '../../src/dsn/lines.ts';
import { createOrganization } from '../../src/organizations/organizations.queries.ts';
import { pushUpload } from '../console/upload-client.ts';
import { killAll, serveHrapi, startHrapi } from '../faults/processes.ts';
import { storeEnv } from '../support/cli.ts';
import { testEngines } from '../support/engines.ts';
import { createTestStore, type TestStore } from '../support/store.ts';
import { TEST_SIREN } from './builder.ts';

/** A DSN file as large as an upload may be, without a single line break. */
const FLAT_BYTES = 60 * 1024 * 1024;
/** What the server, or the CLI, may add to its resident set to refuse it. */
const ADDED_BOUND_MIB = 50;

/** The memory settings production runs with (npm start, the image): the figures are theirs. */
const AS_IN_PRODUCTION = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '65536',
  MALLOC_TRIM_THRESHOLD_: '131072',
  NODE_OPTIONS: '--max-semi-space-size=8',
};

/** The highest resident set `pid` reaches while `work` runs, sampled from its high-water mark. */
async function peakWhile(pid: number, work: Promise<unknown>): Promise<number> {
  let peak = memoryOf(pid)?.peak ?? 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, memoryOf(pid)?.peak ?? 0);
  }, 10);
  await work.finally(() => clearInterval(timer));
  return Math.max(peak, memoryOf(pid)?.peak ?? 0);
}

describe.each(testEngines())('a DSN line longer than the norm allows on %s', (engine) => {
  let store: TestStore | undefined;
  const folders: string[] = [];
  afterEach(async () => {
    await killAll();
    await store?.drop();
    store = undefined;
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('is refused as the console upload arrives, naming the line, with under 50 MiB added to the server (the defect: 425 MiB)', async () => {
    store = await createTestStore(engine);
    const db = store.store.db;
    await createOrganization(db, { id: 'org_flat', name: 'Flat SAS', siren: TEST_SIREN });
    const user = await createConsoleUser(
      db,
      {
        organizationId: 'org_flat',
        email: `flat-${engine}@uploads.test`,
        password: 'correct horse battery staple',
      },
      CLI_ACTOR,
    );
    const { token, session } = await openSession(db, user);
    const server = await serveHrapi({
      ...storeEnv(store.config),
      ...AS_IN_PRODUCTION,
      HRAPI_DSN_UPLOAD_MAX_MB: '64',
    });
    const pid = server.child.pid ?? 0;
    const upload = (bytes: number) =>
      pushUpload(server.baseUrl, `/console/dsn?_csrf=${session.csrfToken}`, {
        cookie: `hrapi_session=${token}`,
        declared: null,
        bodyBytes: bytes,
      });
    const before = { chunks: await chunkCount(store), uploads: await uploadCount(store) };
    // The same refusal of a small file first: what the route needs once is in the baseline.
    expect((await upload(64 * 1024)).status).toBe(422);
    const baseline = memoryOf(pid)?.peak ?? 0;
    let pushed: Awaited<ReturnType<typeof upload>> | undefined;
    const peak = await peakWhile(
      pid,
      upload(FLAT_BYTES).then((p) => {
        pushed = p;
      }),
    );
    expect(pushed?.status).toBe(422);
    expect(pushed?.answer).toContain(`big.dsn: line 1: ${LINE_TOO_LONG}`);
    expect(peak - baseline).toBeLessThan(ADDED_BOUND_MIB);
    expect({ chunks: await chunkCount(store), uploads: await uploadCount(store) }).toEqual(before);
  });

  it('is refused by `hrapi dsn import`, naming the line, with under 50 MiB more than a small file takes', async () => {
    store = await createTestStore(engine);
    await createOrganization(store.store.db, { id: 'org_flat', name: 'Flat SAS', siren: TEST_SIREN });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-flat-'));
    folders.push(dir);
    const small = path.join(dir, 'small.dsn');
    const flat = path.join(dir, 'flat.dsn');
    fs.writeFileSync(small, Buffer.alloc(64 * 1024, 0x41));
    const out = fs.openSync(flat, 'w');
    for (let written = 0; written < FLAT_BYTES; written += 1 << 20)
      fs.writeSync(out, Buffer.alloc(1 << 20, 0x41));
    fs.closeSync(out);
    const env = storeEnv(store.config);
    const run = async (file: string) => {
      const cli = startHrapi(['dsn', 'import', file, '--org', 'org_flat'], {
        ...env,
        ...AS_IN_PRODUCTION,
        LOG_LEVEL: 'silent',
      });
      const peak = await peakWhile(cli.child.pid ?? 0, cli.exited);
      return { code: await cli.exited, output: cli.output(), peak };
    };
    const baseline = await run(small);
    const refused = await run(flat);
    expect([baseline.code, refused.code]).toEqual([1, 1]);
    expect(refused.output).toContain(`line 1: ${LINE_TOO_LONG}`);
    expect(refused.peak - baseline.peak).toBeLessThan(ADDED_BOUND_MIB);
  });
});

async function chunkCount(store: TestStore): Promise<number> {
  const row = await store.store.db
    .selectFrom('pending_upload_chunks')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function uploadCount(store: TestStore): Promise<number> {
  const rows = await store.store.db.selectFrom('pending_uploads').select('id').execute();
  return rows.length;
}
