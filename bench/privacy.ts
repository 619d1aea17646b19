/**
 * The cost of privacy (issue 20), measured, not guessed. Run: `npm run bench:privacy`.
 *
 * 1. Read throughput of collaborator pages with the data-access log on and off: the server runs
 *    in a separate process (`hrapi serve`) on a seeded SQLite store, loaded from this process.
 * 2. The write cost of SQLite's `secure_delete`: deleting collaborator-sized rows, on and off.
 * 3. The access log's bytes per row, measured in a migrated store, and the storage of 100,000
 *    collaborators read in full daily by three keys for a year.
 *
 * BENCH_COLLABORATORS (2000), BENCH_SECONDS (8 per run), BENCH_CONCURRENCY (8).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { upsertAccessCounts } from '../src/access-log/access-log.queries.ts';
import { createApiKey } from '../src/api-keys/api-keys.ts';
import { CLI_ACTOR } from '../src/audit/audit.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { openStore } from '../src/db/store.ts';

const COLLABORATORS = Number(process.env.BENCH_COLLABORATORS ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const BIN = path.resolve(import.meta.dirname, '../bin/hrapi');
const ORG = 'org_bench_privacy';

function run(args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      stdio: 'ignore',
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`hrapi ${args[0]} exited ${code}`)),
    );
  });
}

async function serve(env: Record<string, string>, port: number) {
  const child = spawn(process.execPath, [BIN, 'serve'], {
    env: { ...process.env, LOG_LEVEL: 'silent', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Requests per second of `CONCURRENCY` loops reading every page of 100 collaborators in turn. */
async function load(port: number, secret: string): Promise<number> {
  const pages = Math.max(1, Math.ceil(COLLABORATORS / 100));
  const end = Date.now() + SECONDS * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      let page = worker % pages;
      while (Date.now() < end) {
        const response = await fetch(
          `http://127.0.0.1:${port}/api/public/v1/organizations/${ORG}/collaborators?limit=100&page=${page + 1}`,
          { headers: { authorization: `Bearer ${secret}` } },
        );
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`status ${response.status}`);
        done++;
        page = (page + 1) % pages;
      }
    }),
  );
  return done / SECONDS;
}

async function readThroughput() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-bench-privacy-'));
  const env = { DATABASE_URL: '', HRAPI_DATA_DIR: dir };
  await run(['seed', '--org', ORG, '--collaborators', String(COLLABORATORS)], env);
  const store = openStore({ databaseUrl: undefined, dataDir: dir });
  const { secret } = await createApiKey(
    store.db,
    {
      organizationId: ORG,
      name: 'bench',
      scopes: ['org:employee:read', 'org:employee:details:read', 'org:contract:details:read'],
      kind: 'self_serve',
    },
    CLI_ACTOR,
  );
  await store.close();
  const results: Record<'on' | 'off', number[]> = { on: [], off: [] };
  // Alternated, twice, so that a slow moment of the machine does not land on one side only.
  for (const mode of ['off', 'on', 'off', 'on'] as const) {
    const port = 39_000 + Math.floor(Math.random() * 1000);
    const server = await serve({ ...env, HRAPI_ACCESS_LOG: mode === 'on' ? 'true' : 'false' }, port);
    await load(port, secret); // warm-up: the read cache holds the pages from then on
    results[mode].push(await load(port, secret));
    await server.stop();
  }
  const rows = new SQLite(path.join(dir, 'hrapi.sqlite'), { readonly: true })
    .prepare('select count(*) as n, sum(reads) as reads from access_log')
    .get() as { n: number; reads: number };
  fs.rmSync(dir, { recursive: true, force: true });
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const on = mean(results.on);
  const off = mean(results.off);
  return {
    on,
    off,
    costPercent: ((off - on) / off) * 100,
    accessLogRows: rows.n,
    accessLogReads: rows.reads,
  };
}

function secureDeleteCost() {
  const timings: Record<string, number> = {};
  for (const mode of ['OFF', 'ON']) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-bench-secdel-'));
    const db = new SQLite(path.join(dir, 'x.sqlite'));
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma(`secure_delete = ${mode}`);
    db.exec('create table c (id text primary key, name text, email text, ssn text, iban text, street text)');
    const insert = db.prepare('insert into c values (?, ?, ?, ?, ?, ?)');
    const rows = 20_000;
    db.transaction(() => {
      for (let i = 0; i < rows; i++) {
        insert.run(
          `col_${i}`,
          `Name ${i}`,
          `person${i}@example.fr`,
          `1880375${String(i).padStart(8, '0')}`,
          `FR76${String(i).padStart(23, '0')}`,
          `${i} rue de la Paix`,
        );
      }
    })();
    const remove = db.prepare('delete from c where id = ?');
    const started = process.hrtime.bigint();
    // One transaction per erasure, as in production.
    for (let i = 0; i < rows; i += 2) db.transaction(() => remove.run(`col_${i}`))();
    timings[mode] = Number(process.hrtime.bigint() - started) / 1e6 / (rows / 2);
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return { msPerDeleteOff: timings.OFF ?? 0, msPerDeleteOn: timings.ON ?? 0 };
}

async function accessLogStorage() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-bench-alog-'));
  const store = openStore({ databaseUrl: undefined, dataDir: dir });
  await migrateToLatest(store);
  const file = path.join(dir, 'hrapi.sqlite');
  const checkpoint = () => {
    const c = new SQLite(file);
    c.pragma('wal_checkpoint(TRUNCATE)');
    c.close();
  };
  checkpoint();
  const before = fs.statSync(file).size;
  const keys = [
    '019a0000-0000-7000-8000-000000000001',
    '019a0000-0000-7000-8000-000000000002',
    '019a0000-0000-7000-8000-000000000003',
  ];
  const categories = ['basic', 'personal_details', 'contract'];
  const days = ['2026-01-01', '2026-01-02'];
  const rows = [];
  for (let c = 0; c < 10_000; c++) {
    for (const key_id of keys) {
      for (const category of categories) {
        for (const day of days) {
          rows.push({
            organization_id: ORG,
            collaborator_id: `019a${String(c).padStart(8, '0')}-0000-7000-8000-000000000000`,
            key_id,
            category,
            day,
            reads: 1,
          });
        }
      }
    }
  }
  await upsertAccessCounts(store.db, rows);
  await store.close();
  checkpoint();
  const bytesPerRow = (fs.statSync(file).size - before) / rows.length;
  fs.rmSync(dir, { recursive: true, force: true });
  const yearRows = 100_000 * 3 * categories.length * 365;
  return { bytesPerRow, yearRows, yearGiB: (yearRows * bytesPerRow) / 2 ** 30 };
}

const throughput = await readThroughput();
console.log(
  `read throughput (${COLLABORATORS} collaborators, pages of 100, ${CONCURRENCY} concurrent, ${SECONDS} s × 2 per mode): access log off ${throughput.off.toFixed(0)} req/s, on ${throughput.on.toFixed(0)} req/s: cost ${throughput.costPercent.toFixed(1)} % (${throughput.accessLogRows} rows for ${throughput.accessLogReads} collaborator-category reads)`,
);
const secure = secureDeleteCost();
console.log(
  `SQLite delete of a collaborator-sized row, one transaction each: secure_delete off ${secure.msPerDeleteOff.toFixed(3)} ms, on ${secure.msPerDeleteOn.toFixed(3)} ms`,
);
const storage = await accessLogStorage();
console.log(
  `access log: ${storage.bytesPerRow.toFixed(0)} bytes per row (SQLite, with its indexes); 100,000 collaborators read in full daily by 3 keys (3 categories) for a year = ${(storage.yearRows / 1e6).toFixed(1)} M rows ≈ ${storage.yearGiB.toFixed(1)} GiB`,
);
