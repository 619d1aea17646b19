import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createOrganization } from '../organizations/organizations.queries.ts';
import { migrateToLatest } from './migrate.ts';
import { readOrganizationState, SharedStateReads } from './organization-state.ts';
import { openStore, type Store } from './store.ts';

const opened: { store: Store; dir: string }[] = [];
afterEach(async () => {
  for (const { store, dir } of opened.splice(0)) {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

async function sqliteStore(): Promise<{ store: Store; file: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-state-'));
  const store = openStore({ databaseUrl: undefined, dataDir: dir });
  opened.push({ store, dir });
  await migrateToLatest(store);
  await createOrganization(store.db, { id: 'org_a', name: 'A', timezone: 'Pacific/Kiritimati' });
  await createOrganization(store.db, { id: 'org_b', name: 'B' });
  return { store, file: path.join(dir, 'hrapi.sqlite') };
}

/** Another process's connection, as the CLI or an operator's plain SQL would write. */
function otherConnection(file: string): SQLite.Database {
  const other = new SQLite(file);
  other.pragma('busy_timeout = 2000');
  return other;
}

describe("an organization's read state on SQLite (cached between commits)", () => {
  it('sees a commit by another process on the very next read', async () => {
    const { store, file } = await sqliteStore();
    const before = await readOrganizationState(store, 'org_a');
    expect(await readOrganizationState(store, 'org_a')).toEqual(before);
    const other = otherConnection(file);
    try {
      other.prepare("update organizations set name = 'A2' where id = 'org_a'").run();
      other.prepare('update key_generation set generation = generation + 1 where id = 1').run();
    } finally {
      other.close();
    }
    const after = await readOrganizationState(store, 'org_a');
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.kinds.people).toBeGreaterThan(before.kinds.people);
    expect(after.keyGeneration).toBe(before.keyGeneration + 1);
  });

  it("sees this process's own writes, and a time zone changed, on the next read", async () => {
    const { store } = await sqliteStore();
    const before = await readOrganizationState(store, 'org_b');
    await sql`update organizations set timezone = 'Pacific/Kiritimati' where id = 'org_b'`.execute(store.db);
    const after = await readOrganizationState(store, 'org_b');
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.today).toBe((await readOrganizationState(store, 'org_a')).today);
  });

  it('keeps organizations apart, and a commit for one moves nothing of the other', async () => {
    const { store } = await sqliteStore();
    const a = await readOrganizationState(store, 'org_a');
    const b = await readOrganizationState(store, 'org_b');
    await sql`update organizations set name = 'B2' where id = 'org_b'`.execute(store.db);
    expect(await readOrganizationState(store, 'org_a')).toEqual(a);
    expect((await readOrganizationState(store, 'org_b')).version).toBeGreaterThan(b.version);
  });

  it('hands out a state no request can change for the next one', async () => {
    const { store } = await sqliteStore();
    const state = await readOrganizationState(store, 'org_a');
    expect(() => {
      (state.kinds as Record<string, number>).people = -1;
    }).toThrow(TypeError);
    expect((await readOrganizationState(store, 'org_a')).kinds.people).not.toBe(-1);
  });
});

describe('state reads shared by the requests that arrive together (PostgreSQL)', () => {
  /** A store answering each statement when the test says so, with the version it held when it was sent. */
  function controlledStore() {
    let version = 1;
    const sent: { ids: string[]; answer(): void }[] = [];
    const reads = new SharedStateReads(
      (ids) =>
        new Promise((resolve) => {
          const rows = ids.map((id) => ({ organization_id: id, version }));
          sent.push({ ids, answer: () => resolve(rows) });
        }),
    );
    return {
      reads,
      sent,
      commit: () => {
        version += 1;
      },
    };
  }
  const turn = () => new Promise((resolve) => setImmediate(resolve));

  it('asks once for every organization read in the same turn of the event loop', async () => {
    const { reads, sent } = controlledStore();
    const answers = Promise.all([reads.read('org_a'), reads.read('org_b'), reads.read('org_a')]);
    await turn();
    expect(sent.map((s) => s.ids)).toEqual([['org_a', 'org_b']]);
    sent[0]?.answer();
    expect((await answers).map((s) => s.version)).toEqual([1, 1, 1]);
  });

  it('never hands a request a read sent before it arrived: a commit meanwhile is seen', async () => {
    const { reads, sent, commit } = controlledStore();
    const first = reads.read('org_a');
    await turn();
    // The first statement is in flight; a write commits; a request arrives.
    commit();
    const second = reads.read('org_a');
    await turn();
    expect(sent).toHaveLength(2);
    // The statement in flight answers from before the commit (its snapshot was older), after the second.
    sent[1]?.answer();
    sent[0]?.answer();
    expect((await second).version).toBe(2);
    expect((await first).version).toBe(1);
    expect(reads.statements).toBe(2);
  });

  it('fails the requests of a failed statement only', async () => {
    let calls = 0;
    const reads = new SharedStateReads(async (ids) => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
      return ids.map((id) => ({ organization_id: id, version: 7 }));
    });
    await expect(reads.read('org_a')).rejects.toThrow('connection lost');
    expect((await reads.read('org_a')).version).toBe(7);
  });
});
