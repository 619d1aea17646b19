/**
 * The cost of privacy (issue 20), measured, not guessed. Run: `npm run bench:privacy`.
 *
 * 1. Read throughput of collaborator pages with the data-access log on and off. Two servers
 *    (`hrapi serve`, separate processes) run on copies of one seeded SQLite store, one with the
 *    log and one without; a load generator in a third process (`bench/privacy-load.ts`) loads one
 *    of them at a time, in short windows alternated off/on/on/off…, so that a slow moment of a
 *    shared machine lands on both sides. Medians, the spread of the per-pair cost, and whether
 *    the median cost is within the 10 % budget. Also the server's CPU time per request (Linux,
 *    from /proc): other processes change how long a request waits, far less what it costs, so on
 *    a shared machine that figure is the steadier one.
 * 2. The write cost of SQLite's `secure_delete`: deleting collaborator-sized rows, on and off.
 * 3. The access log's bytes per row, measured in a migrated store on SQLite and, when
 *    DATABASE_URL is set, on PostgreSQL; and the storage of 100,000 collaborators read in full
 *    daily by three keys.
 *
 * BENCH_COLLABORATORS (2000), BENCH_ROUNDS (10 off/on pairs, 4 with `--quick`), BENCH_SECONDS (3 per window),
 * BENCH_CONCURRENCY (8).
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { type AccessMonth, upsertAccessMonths } from '../src/access-log/access-log.queries.ts';
import { ALL_DAYS } from '../src/access-log/month-bits.ts';
import { ACCESS_CATEGORIES } from '../src/auth/access-categories.ts';
import { createApiKey } from '../src/auth/keys/api-keys.ts';
import { CLI_ACTOR } from '../src/db/audit.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { openStore } from '../src/db/store.ts';
import { SERVE_ENV, SERVE_NODE_FLAGS } from '../src/http/ops/heap.ts';
import type { LoadOrder } from './privacy-load.ts';

const COLLABORATORS = Number(process.env.BENCH_COLLABORATORS ?? 2000);
/** `--quick` (as `npm run bench -- --quick` passes it): 4 off/on pairs instead of 10. */
const QUICK = process.argv.includes('--quick');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (QUICK ? 4 : 10));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const BUDGET_PERCENT = 10;
const BIN = path.resolve(import.meta.dirname, '../bin/hrapi');
const ORG = 'org_bench_privacy';
/** Each server on its own: no shared Redis, no rate limit in the way of the load. */
const SERVER_ENV = {
  LOG_LEVEL: 'silent',
  DATABASE_URL: '',
  REDIS_URL: '',
  HRAPI_RATE_LIMIT_PER_MINUTE: '1000000',
};

function run(args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { ...process.env, ...SERVER_ENV, ...env },
      stdio: 'ignore',
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`hrapi ${args[0]} exited ${code}`)),
    );
  });
}

async function serve(env: Record<string, string>) {
  const port = 39_000 + Math.floor(Math.random() * 1000);
  const child = spawn(process.execPath, [...SERVE_NODE_FLAGS, BIN, 'serve'], {
    env: { ...process.env, ...SERVE_ENV, ...SERVER_ENV, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    /** CPU seconds the server used so far (user + system), or undefined off Linux. */
    cpuSeconds: () => cpuSecondsOf(child.pid),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** User + system CPU time of a process, from /proc/PID/stat (fields 14 and 15, in clock ticks). */
function cpuSecondsOf(pid: number | undefined): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the name: state is field 3, so utime (14) and stime (15) are at 11 and 12 here.
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}
const TICKS_PER_SECOND = 100;

/** The load generator's process, and one window of load through it. */
function loadGenerator() {
  const child: ChildProcess = fork(path.join(import.meta.dirname, 'privacy-load.ts'), {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  return {
    load: (order: LoadOrder) =>
      new Promise<number>((resolve, reject) => {
        child.once('message', (m: { perSecond?: number; error?: string }) =>
          m.error === undefined ? resolve(m.perSecond ?? 0) : reject(new Error(m.error)),
        );
        child.send(order);
      }),
    stop: () => child.disconnect(),
  };
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

async function seededStore(): Promise<{ dir: string; secret: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-bench-privacy-'));
  await run(['seed', '--org', ORG, '--collaborators', String(COLLABORATORS)], { HRAPI_DATA_DIR: dir });
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
  const file = new SQLite(path.join(dir, 'hrapi.sqlite'));
  file.pragma('wal_checkpoint(TRUNCATE)');
  file.close();
  return { dir, secret };
}

async function readThroughput() {
  const { dir: offDir, secret } = await seededStore();
  const onDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-bench-privacy-'));
  fs.copyFileSync(path.join(offDir, 'hrapi.sqlite'), path.join(onDir, 'hrapi.sqlite'));
  const servers = {
    off: await serve({ HRAPI_DATA_DIR: offDir, HRAPI_ACCESS_LOG: 'false' }),
    on: await serve({ HRAPI_DATA_DIR: onDir, HRAPI_ACCESS_LOG: 'true' }),
  };
  const generator = loadGenerator();
  const order = (mode: 'off' | 'on', seconds: number): LoadOrder => ({
    port: servers[mode].port,
    secret,
    organizationId: ORG,
    collaborators: COLLABORATORS,
    concurrency: CONCURRENCY,
    seconds,
  });
  const results: Record<'on' | 'off', number[]> = { on: [], off: [] };
  const cpuPerRequest: Record<'on' | 'off', number[]> = { on: [], off: [] };
  const pairCosts: number[] = [];
  const pairCpuCosts: number[] = [];
  /** One window of load on one server: requests per second and CPU µs per request. */
  const window = async (mode: 'off' | 'on') => {
    const cpuBefore = servers[mode].cpuSeconds();
    const perSecond = await generator.load(order(mode, SECONDS));
    const cpuAfter = servers[mode].cpuSeconds();
    const cpu =
      cpuBefore === undefined || cpuAfter === undefined
        ? undefined
        : ((cpuAfter - cpuBefore) * 1e6) / (perSecond * SECONDS);
    return { perSecond, cpu };
  };
  try {
    // Warm-up: the read cache holds the pages from then on, on both sides.
    for (const mode of ['off', 'on'] as const) await generator.load(order(mode, 2));
    for (let round = 0; round < ROUNDS; round++) {
      const modes = round % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const);
      const pair: Partial<Record<'on' | 'off', { perSecond: number; cpu: number | undefined }>> = {};
      for (const mode of modes) {
        const measured = await window(mode);
        pair[mode] = measured;
        results[mode].push(measured.perSecond);
        if (measured.cpu !== undefined) cpuPerRequest[mode].push(measured.cpu);
      }
      const off = pair.off ?? { perSecond: 1, cpu: undefined };
      const on = pair.on ?? { perSecond: 0, cpu: undefined };
      pairCosts.push(((off.perSecond - on.perSecond) / off.perSecond) * 100);
      // With CPU the limit, throughput goes as 1 / CPU per request: the loss is 1 - off/on.
      if (off.cpu !== undefined && on.cpu !== undefined) pairCpuCosts.push((1 - off.cpu / on.cpu) * 100);
    }
  } finally {
    generator.stop();
    await servers.off.stop();
    await servers.on.stop();
  }
  const log = new SQLite(path.join(onDir, 'hrapi.sqlite'), { readonly: true });
  const sumReads = ACCESS_CATEGORIES.map((c) => `coalesce(sum(${c}_reads), 0)`).join(' + ');
  const rows = log.prepare(`select count(*) as n, ${sumReads} as reads from access_log_months`).get() as {
    n: number;
    reads: number;
  };
  log.close();
  for (const dir of [offDir, onDir]) fs.rmSync(dir, { recursive: true, force: true });
  const off = median(results.off);
  const on = median(results.on);
  return {
    off,
    on,
    costPercent: ((off - on) / off) * 100,
    pairCostMedian: median(pairCosts),
    pairCostMin: Math.min(...pairCosts),
    pairCostMax: Math.max(...pairCosts),
    offRange: [Math.min(...results.off), Math.max(...results.off)],
    onRange: [Math.min(...results.on), Math.max(...results.on)],
    cpuOff: median(cpuPerRequest.off),
    cpuOn: median(cpuPerRequest.on),
    pairCpuCosts,
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

/** 10,000 collaborators × 3 keys × 2 months, each read every day in 3 categories: full rows. */
function fullMonths(): AccessMonth[] {
  const keys = [1, 2, 3].map((k) => `019a0000-0000-7000-8000-00000000000${k}`);
  const months: AccessMonth[] = [];
  for (let c = 0; c < 10_000; c++) {
    for (const keyId of keys) {
      for (const month of ['2026-01', '2026-02']) {
        months.push({
          organizationId: ORG,
          collaboratorId: `019a${String(c).padStart(8, '0')}-0000-7000-8000-000000000000`,
          keyId,
          month,
          days: ACCESS_CATEGORIES.map((_, i) => (i < 3 ? ALL_DAYS : 0)),
          reads: ACCESS_CATEGORIES.map((_, i) => (i < 3 ? 31 : 0)),
        });
      }
    }
  }
  return months;
}

async function sqliteBytesPerRow(months: AccessMonth[]): Promise<number> {
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
  await upsertAccessMonths(store.db, [months]);
  await store.close();
  checkpoint();
  const bytes = (fs.statSync(file).size - before) / months.length;
  fs.rmSync(dir, { recursive: true, force: true });
  return bytes;
}

/** Table, its primary key and index, in a database of its own dropped afterwards. */
async function postgresBytesPerRow(adminUrl: string, months: AccessMonth[]): Promise<number> {
  const name = `hrapi_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const store = openStore({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
    try {
      await migrateToLatest(store);
      const size = async () =>
        Number(
          (
            await store.db
              .selectNoFrom((eb) =>
                eb.fn<number>('pg_total_relation_size', [eb.val('access_log_months')]).as('n'),
              )
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await size();
      await upsertAccessMonths(store.db, [months]);
      return ((await size()) - before) / months.length;
    } finally {
      await store.close();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** A year of reads is 12 months; 400 days (the default retention) span at most 15 months. */
const ROWS_A_YEAR = 100_000 * 3 * 12;
const ROWS_KEPT = 100_000 * 3 * 15;

async function accessLogStorage() {
  const months = fullMonths();
  const sqlite = await sqliteBytesPerRow(months);
  const adminUrl = process.env.DATABASE_URL;
  const postgres = adminUrl ? await postgresBytesPerRow(adminUrl, months) : undefined;
  return { sqlite, postgres };
}

const pct = (v: number) => `${v.toFixed(1)} %`;
const throughput = await readThroughput();
console.log(
  `read throughput (SQLite, ${COLLABORATORS} collaborators, pages of 100, ${CONCURRENCY} concurrent, ${ROUNDS} off/on pairs of ${SECONDS} s, ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)}):`,
);
console.log(
  `  access log off: median ${throughput.off.toFixed(0)} req/s (${throughput.offRange.map((v) => v.toFixed(0)).join('–')})`,
);
console.log(
  `  access log on:  median ${throughput.on.toFixed(0)} req/s (${throughput.onRange.map((v) => v.toFixed(0)).join('–')})`,
);
console.log(
  `  cost: ${pct(throughput.costPercent)} of the medians; per pair median ${pct(throughput.pairCostMedian)}, from ${pct(throughput.pairCostMin)} to ${pct(throughput.pairCostMax)}`,
);
if (throughput.pairCpuCosts.length > 0) {
  const cpuCost = median(throughput.pairCpuCosts);
  console.log(
    `  server CPU per request: off ${throughput.cpuOff.toFixed(0)} µs, on ${throughput.cpuOn.toFixed(0)} µs (medians); cost per pair median ${pct(cpuCost)}, from ${pct(Math.min(...throughput.pairCpuCosts))} to ${pct(Math.max(...throughput.pairCpuCosts))}: budget ${BUDGET_PERCENT} % ${cpuCost <= BUDGET_PERCENT ? 'MET' : 'MISSED'} by CPU`,
  );
}
console.log(
  `  budget ${BUDGET_PERCENT} %: ${throughput.pairCostMedian <= BUDGET_PERCENT ? 'MET' : 'MISSED'} by throughput (per-pair median); the log holds ${throughput.accessLogRows} rows for ${throughput.accessLogReads} collaborator-category reads`,
);
const secure = secureDeleteCost();
console.log(
  `SQLite delete of a collaborator-sized row, one transaction each: secure_delete off ${secure.msPerDeleteOff.toFixed(3)} ms, on ${secure.msPerDeleteOn.toFixed(3)} ms`,
);
const storage = await accessLogStorage();
for (const [engine, bytes] of [
  ['SQLite', storage.sqlite],
  ['PostgreSQL', storage.postgres],
] as const) {
  if (bytes === undefined) {
    console.log(`access log on ${engine}: not measured (set DATABASE_URL to an admin connection)`);
    continue;
  }
  const gib = (rows: number) => ((rows * bytes) / 2 ** 30).toFixed(2);
  console.log(
    `access log on ${engine}: ${bytes.toFixed(0)} bytes per row with its indexes; 100,000 collaborators read in full daily by 3 keys (3 categories): a year = ${(ROWS_A_YEAR / 1e6).toFixed(1)} M rows ≈ ${gib(ROWS_A_YEAR)} GiB; kept at 400 days, at most ${(ROWS_KEPT / 1e6).toFixed(1)} M rows ≈ ${gib(ROWS_KEPT)} GiB`,
  );
}
