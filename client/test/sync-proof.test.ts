import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeEnv } from '../../test/support/cli.ts';
import { testEngines } from '../../test/support/engines.ts';
import { startTestServer, type TestServer } from '../../test/support/server.ts';
import { createClient, type HrClient, type SyncMessage, type SyncResource } from '../src/index.ts';
import { givenSeededOrganization } from './support/organization.ts';

/** The proof of the issue: 50 full syncs per engine (about 35 s each on a quiet machine); SYNC_PROOF_RUNS to change it. */
const RUNS = Number(process.env.SYNC_PROOF_RUNS ?? 50);
const WRITER = path.resolve(import.meta.dirname, 'support/writer-process.ts');

type Copy = Record<SyncResource, Map<string, unknown>>;
const emptyCopy = (): Copy => ({ collaborators: new Map(), absences: new Map(), workLocations: new Map() });

/** Applies sync messages to a copy, as an integrator's store would; returns the last cursor. */
async function apply(messages: AsyncIterable<SyncMessage>, copy: Copy): Promise<string> {
  let cursor = '';
  for await (const message of messages) {
    if (message.kind === 'reset') for (const map of Object.values(copy)) map.clear();
    if (message.kind === 'upsert') copy[message.resource].set(message.item.id, message.item);
    if (message.kind === 'delete') copy[message.resource].delete(message.id);
    if (message.kind === 'synced') cursor = message.cursor;
  }
  return cursor;
}

/** Every item of every synced list, as a fresh read gives it now, sorted by id. */
async function storeNow(hr: HrClient, organizationId: string) {
  const read = async (items: AsyncIterable<{ id: string }>) => {
    const all: { id: string }[] = [];
    for await (const item of items) all.push(item);
    return all.sort((a, b) => (a.id < b.id ? -1 : 1));
  };
  return {
    collaborators: await read(hr.paginate('listCollaborators', { organizationId })),
    absences: await read(hr.paginate('listAbsences', { organizationId })),
    workLocations: await read(hr.paginate('listWorkLocations', { organizationId })),
  };
}

const sortedCopy = (copy: Copy) =>
  Object.fromEntries(
    Object.entries(copy).map(([resource, items]) => [
      resource,
      [...items.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, item]) => item),
    ]),
  );

/** The writer process, driven line by line. */
function startWriter(t: TestServer, organizationId: string) {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    ['--import', 'tsx', WRITER, organizationId],
    {
      env: { ...process.env, LOG_LEVEL: 'silent', ...storeEnv(t.testStore.config) },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const answers = readline.createInterface({ input: child.stdout });
  const waiting: ((line: string) => void)[] = [];
  answers.on('line', (line) => waiting.shift()?.(line));
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return {
    resume: () => child.stdin.write('resume\n'),
    /** Waits until no write is running; returns how many write rounds ran since the last pause. */
    async pause(): Promise<number> {
      const answer = new Promise<string>((resolve, reject) => {
        waiting.push(resolve);
        void exited.then((code) => reject(new Error(`the writer exited (${code}): ${stderr}`)));
      });
      child.stdin.write('pause\n');
      return Number((await answer).split(' ').at(-1));
    },
    async stop() {
      child.stdin.end('stop\n');
      return exited;
    },
  };
}

describe.each(testEngines())('hr.sync is exact under concurrent writes (%s)', (engine) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer(engine, { rateLimitPerMinute: 1_000_000 });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it(`${RUNS} full syncs, each while another process imports with --replace, changes and erases, each end equal to the store`, async () => {
    const organizationId = `org_sync_proof_${engine}`;
    const { secret } = await givenSeededOrganization(t.testStore.store, organizationId, 30);
    const hr = createClient({ baseUrl: `${t.baseUrl}/api/public/v1`, apiKey: secret });
    const writer = startWriter(t, organizationId);
    let writesDuringSyncs = 0;
    try {
      await writer.pause();
      for (let run = 1; run <= RUNS; run++) {
        const copy = emptyCopy();
        writer.resume();
        // Small pages, so writes land between the pages of one list read.
        const cursor = await apply(hr.sync({ organizationId, follow: false, pageLimit: 7 }), copy);
        const rounds = await writer.pause();
        writesDuringSyncs += rounds;
        // The writer has stopped: the feed after the cursor brings the copy up to date.
        await apply(hr.sync({ organizationId, cursor, follow: false, pageLimit: 7 }), copy);
        expect(sortedCopy(copy), `run ${run}`).toEqual(await storeNow(hr, organizationId));
      }
    } finally {
      await writer.stop();
    }
    // The writer did write while the syncs read.
    expect(writesDuringSyncs).toBeGreaterThanOrEqual(RUNS);
  }, 900_000);
});
