import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAL_TABLES } from '../../src/privacy/scrub.ts';
import { runCli, storeEnv } from '../support/cli.ts';
import { testEngines } from '../support/engines.ts';
import { givenOrganization } from '../support/fixtures.ts';
import { givenCollaborator } from '../support/hr-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/**
 * The store's files themselves: SQLite's database file and WAL; PostgreSQL's relation files (the
 * personal tables, their indexes and TOAST) under the data directory, after a CHECKPOINT has
 * written the shared buffers out. The PostgreSQL case needs the data directory to be readable by
 * the test (it is where the suite runs as the database's owner or root); else it is skipped.
 */
async function storeFiles(t: TestServer): Promise<string[] | undefined> {
  const store = t.testStore.store;
  if (store.engine === 'sqlite') {
    return [store.location, `${store.location}-wal`].filter((f) => fs.existsSync(f));
  }
  await sql`checkpoint`.execute(store.db);
  const dataDir = (await sql<{ d: string }>`select current_setting('data_directory') as d`.execute(store.db))
    .rows[0]?.d;
  if (!dataDir) return undefined;
  try {
    fs.accessSync(dataDir, fs.constants.R_OK);
  } catch {
    return undefined;
  }
  const files: string[] = [];
  for (const table of PERSONAL_TABLES) {
    const relations = await sql<{ f: string | null }>`
      select pg_relation_filepath(c.oid) as f from pg_class c
      where c.oid = ${table}::regclass
         or c.oid in (select indexrelid from pg_index where indrelid = ${table}::regclass)
         or c.oid = (select reltoastrelid from pg_class where oid = ${table}::regclass)`.execute(store.db);
    for (const { f } of relations.rows) {
      if (!f) continue;
      const base = path.join(dataDir, f);
      for (const segment of fs.readdirSync(path.dirname(base))) {
        if (segment === path.basename(base) || segment.startsWith(`${path.basename(base)}.`)) {
          files.push(path.join(path.dirname(base), segment));
        }
      }
    }
  }
  return files;
}

/**
 * Sessions of this database, other than the CLI's own (those opened since `since`), holding a
 * snapshot: the test server's pool and background work, other tests' connections.
 */
async function olderSnapshots(db: TestServer['testStore']['store']['db'], since: string): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`
    select count(*) as n from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid() and backend_xmin is not null
      and backend_start < ${since}::timestamptz`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

async function untilNoOlderSnapshot(db: TestServer['testStore']['store']['db']): Promise<void> {
  const { rows } = await sql<{ at: string }>`select clock_timestamp()::text as at`.execute(db);
  const at = rows[0]?.at ?? '';
  for (let i = 0; i < 600; i++) {
    const older = await sql<{ n: number | string }>`
      select count(*) as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and backend_xmin is not null
        and xact_start < ${at}::timestamptz`.execute(db);
    if (Number(older.rows[0]?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function filesHolding(files: string[], value: string): string[] {
  const needle = Buffer.from(value, 'utf8');
  return files.filter((f) => fs.readFileSync(f).includes(needle));
}

describe.each(testEngines())('erasure that reaches the disk on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine);
  });
  afterAll(async () => t?.stop());

  it('after hrapi collaborators erase, none of the person’s values is left in the store’s files', async () => {
    const db = t.testStore.store.db;
    await givenOrganization(db, 'org_disk');
    const values = {
      email: 'zoe.quartz-erasure@example.fr',
      social_security_number: '294117512399917',
      iban: 'FR7612739000705912345678904',
      phone_number: '+33699887766',
      address_street: '17 impasse des Effacées',
    };
    const person = await givenCollaborator(db, 'org_disk', { ...values, last_name: 'Quartzeffacee' });
    for (let i = 0; i < 20; i++) await givenCollaborator(db, 'org_disk');
    const files = await storeFiles(t);
    if (!files) {
      console.warn('the data directory is not readable by the test: the file check is skipped');
      return;
    }
    // The check can see them before: it is not blind.
    expect(filesHolding(files, values.social_security_number).length).toBeGreaterThan(0);

    // Other sessions' snapshots, sampled all through the erasure (see below).
    const since =
      engine === 'postgres'
        ? ((await sql<{ at: string }>`select clock_timestamp()::text as at`.execute(db)).rows[0]?.at ?? '')
        : '';
    let sawOlderSnapshot = engine === 'postgres' && (await olderSnapshots(db, since)) > 0;
    let erasing = true;
    const sampling = (async () => {
      while (erasing && engine === 'postgres') {
        if ((await olderSnapshots(db, since)) > 0) sawOlderSnapshot = true;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const result = await runCli(
      ['collaborators', 'erase', '--org', 'org_disk', person.id],
      storeEnv(t.testStore.config),
    ).finally(() => {
      erasing = false;
    });
    await sampling;
    expect(result.code).toBe(0);
    // The rule of docs/privacy.md: a snapshot older than the erasure (here, another test's
    // transaction on the same database) keeps the rows until the next VACUUM. Only then is the
    // next VACUUM run here, once that snapshot is gone; without one, the erasure's own must do.
    if (sawOlderSnapshot) {
      await untilNoOlderSnapshot(db);
      await sql.raw(`vacuum ${PERSONAL_TABLES.join(', ')}`).execute(db);
    }
    const after = (await storeFiles(t)) ?? [];
    for (const value of [...Object.values(values), 'Quartzeffacee']) {
      expect(filesHolding(after, value), value).toEqual([]);
    }
  });
});
