/**
 * `npm run bench [-- --quick]`: the benchmark of issue 21, on SQLite and, when DATABASE_URL is
 * set, PostgreSQL. Every party runs in a process of its own: this runner (seeding, writes,
 * single timed reads), the load generator (autocannon, harness/load-worker.ts), the product
 * (`bin/hrapi serve`, LOG_LEVEL=info, NODE_ENV=production, on PostgreSQL the Redis rate limiter)
 * and the ceilings (harness/ceiling-server.ts: (A) the product's bytes, (B) the queries the
 * product must run). Before every run the runner waits until the product and the ceilings are
 * idle (harness/drain.ts); runs alternate product / (B) / (A), in a rotating order, `--rounds`
 * times; medians and spread are printed, then each target met or missed with its ratio.
 * Writes bench/results/<date>[-quick].json. Bounded in time; stops by itself.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createApiKey } from '../src/api-keys/api-keys.ts';
import { CLI_ACTOR } from '../src/audit/audit.ts';
import { PARTNER_SCOPES, SELF_SERVE_SCOPES } from '../src/auth/scopes.ts';
import { decodeCursor } from '../src/changes/cursor.ts';
import { withLongStatements } from '../src/db/postgres-pool.ts';
import type { Engine } from '../src/db/store.ts';
import { importDocument } from '../src/hr-data/import.ts';
import { seedDocument } from '../src/seed/document.ts';
import { todayIn } from '../src/shared/time.ts';
import { storeEnv } from '../test/support/cli.ts';
import { testEngines } from '../test/support/engines.ts';
import { createTestStore, type TestStore } from '../test/support/store.ts';
import { type Ceilings, startCeilings } from './harness/ceilings.ts';
import { DEFAULT_DRAIN, type DrainOutcome, drain, watchOthers } from './harness/drain.ts';
import {
  type LoadGenerator,
  type LoadResult,
  type LoadRun,
  type LoadTarget,
  startLoadGenerator,
} from './harness/load.ts';
import { memoryOf, sampleMemory } from './harness/rss.ts';
import { formatSpread, median, percentile, spread } from './harness/stats.ts';
import {
  CONCLUSIVE_SPREAD_PCT,
  type Compared,
  type EngineFigures,
  judge,
  RSS_LIMIT_MIB,
  type RunFigures,
  targetsOf,
  type Verdict,
} from './harness/targets.ts';
import {
  collaboratorsPage,
  details,
  everyPage,
  feedPages,
  type MainOrganization,
  pagesOf,
  type Sides,
  tenantPages,
  warmScenarios,
} from './scenarios.ts';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    collaborators: { type: 'string' },
    seconds: { type: 'string' },
    rounds: { type: 'string' },
    engine: { type: 'string' },
    tenants: { type: 'string' },
    'tenant-size': { type: 'string' },
    connections: { type: 'string' },
    'no-scripts': { type: 'boolean', default: false },
    'compare-env': { type: 'string' },
    'budget-minutes': { type: 'string' },
  },
});
const QUICK = args.quick === true;
const COLLABORATORS = Number(args.collaborators ?? (QUICK ? 10_000 : 100_000));
const SECONDS = Number(args.seconds ?? (QUICK ? 3 : 5));
const ROUNDS = Number(args.rounds ?? (QUICK ? 2 : 3));
const CONNECTIONS = Number(args.connections ?? 50);
const TENANTS = Number(args.tenants ?? (QUICK ? 10 : 50));
const TENANT_SIZE = Number(args['tenant-size'] ?? 2_000);
/** Writes followed by one timed read, for the first read after a write. */
const FIRST_READS = QUICK ? 20 : 50;
/** Pages of the change feed walked, then read round-robin. */
const FEED_PAGES = QUICK ? 50 : 200;
const MIXED_SECONDS = Math.max(6, SECONDS * 2);
const BUDGET_MS = Number(args['budget-minutes'] ?? (QUICK ? 25 : 150)) * 60_000;
const SCRIPT_BUDGET_MS = (QUICK ? 10 : 30) * 60_000;
const ORG = 'org_bench';
const BIN = path.resolve(import.meta.dirname, '../bin/hrapi');
/** `--compare-env NAME=a,b`: the same reads on two servers that differ by one setting only. */
const COMPARE_ENV = parseCompareEnv(args['compare-env']);
const engines = (args.engine ? [args.engine] : testEngines()) as Engine[];

setTimeout(() => {
  console.error(`bench: over its ${BUDGET_MS / 60_000} min budget, giving up`);
  process.exit(1);
}, BUDGET_MS).unref();

function parseCompareEnv(raw: string | undefined) {
  if (raw === undefined) return undefined;
  const match = /^([A-Z][A-Z0-9_]*)=([^,]*),([^,]*)$/.exec(raw);
  if (!match) throw new Error('--compare-env must read NAME=a,b (for example HRAPI_SOMETHING=true,false)');
  return { name: match[1] as string, values: [match[2] as string, match[3] as string] as const };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** The machine's load, so that a reader can weigh figures taken on a shared machine. */
function machineLoad() {
  const [one, five, fifteen] = os.loadavg().map((n) => Math.round(n * 100) / 100);
  return { at: new Date().toISOString(), loadavg: { one, five, fifteen }, cpus: os.cpus().length };
}

/** Runs the CLI as an operator would; returns its time, its peak RSS and its JSON output. */
async function timedCli(cliArgs: string[], env: Record<string, string>, alsoWatch?: number) {
  const started = performance.now();
  const child = spawn(process.execPath, [BIN, ...cliArgs], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let peak = 0;
  let watchedPeak = 0;
  const timer = setInterval(() => {
    const m = child.pid ? memoryOf(child.pid) : undefined;
    if (m) peak = Math.max(peak, m.peak);
    const w = alsoWatch ? memoryOf(alsoWatch) : undefined;
    if (w) watchedPeak = Math.max(watchedPeak, w.rss);
  }, 100);
  let stdout = '';
  child.stdout?.on('data', (chunk) => (stdout += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearInterval(timer);
  if (code !== 0) throw new Error(`hrapi ${cliArgs[0]} exited ${code}: ${stdout.slice(0, 500)}`);
  return {
    seconds: (performance.now() - started) / 1000,
    peakMiB: peak,
    watchedPeakMiB: watchedPeak,
    output: JSON.parse(stdout) as unknown,
  };
}

interface Product {
  child: ChildProcess;
  pid: number;
  base: string;
}

/** The real server, as deployed: info logs (written to /dev/null), production mode, one process. */
async function startProduct(
  engine: Engine,
  env: Record<string, string>,
  extra: Record<string, string> = {},
): Promise<Product> {
  const port = await freePort();
  const redis = engine === 'postgres' ? (process.env.REDIS_URL ?? 'redis://127.0.0.1:6379') : '';
  const child = spawn(process.execPath, [BIN, 'serve', '--port', String(port)], {
    env: {
      ...process.env,
      ...env,
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      HRAPI_WORKERS: '1',
      HRAPI_METRICS: 'true',
      REDIS_URL: redis,
      // The limiter runs (in Redis on PostgreSQL) but never refuses: the bench measures answers.
      HRAPI_RATE_LIMIT_PER_MINUTE: '1000000',
      HRAPI_WRITE_RATE_LIMIT_PER_MINUTE: '1000000',
      ...extra,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { child, pid: child.pid ?? 0, base };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

async function timedGet(url: string, secret: string) {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${secret}` } });
  const body = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${body.slice(0, 300)}`);
  return { ms, body };
}

type Measured = LoadResult & { othersCores: number };

function figuresOf(runs: Measured[]): RunFigures {
  return {
    rps: spread(runs.map((r) => r.rps)),
    p50: spread(runs.map((r) => r.p50)),
    p99: spread(runs.map((r) => r.p99)),
    failures: runs.reduce((n, r) => n + r.failures, 0),
    othersCores: Math.round(median(runs.map((r) => r.othersCores)) * 100) / 100,
  };
}

/** One load run, with what the rest of the machine used meanwhile. */
async function measured(h: Harness, run: LoadRun): Promise<Measured> {
  const others = watchOthers([h.product.pid, h.ceilings.pid, h.load.pid, process.pid]);
  const result = await h.load.run(run);
  return { ...result, othersCores: others.stop() };
}

function line(engine: Engine, name: string, c: Compared) {
  const p = c.product;
  const vs = (label: string, ref: RunFigures | undefined) =>
    ref
      ? `  ×${label} ${(p.rps.median / Math.max(1, ref.rps.median)).toFixed(2)} (${formatSpread(ref.rps)})`
      : '';
  console.log(
    `${engine} ${name.padEnd(34)} ${formatSpread(p.rps).padStart(12)} req/s  p50 ${p.p50.median} ms  p99 ${formatSpread(p.p99)} ms` +
      vs('B', c.bare) +
      vs('A', c.bytes) +
      (p.failures ? `  ${p.failures} failures` : '') +
      `  [others: ${p.othersCores ?? 0} cores]`,
  );
}

interface Harness {
  engine: Engine;
  product: Product;
  ceilings: Ceilings;
  load: LoadGenerator;
  drains: DrainOutcome[];
  serverRss: EngineFigures['serverRss'];
}

async function drained(h: Harness) {
  const outcome = await drain([h.product.pid, h.ceilings.pid, h.load.pid], DEFAULT_DRAIN);
  h.drains.push(outcome);
  if (!outcome.idle) console.log(`  (not idle after ${outcome.waitedMs} ms: the run starts anyway)`);
}

/** Product, (B) and (A), alternated in a rotating order, `ROUNDS` times, each after a drain. */
async function compare(h: Harness, name: string, sides: Sides, seconds = SECONDS): Promise<Compared> {
  const kinds = (['product', 'bare', 'bytes'] as const).filter(
    (k) => k === 'product' || (k === 'bare' ? sides.bare : sides.bytes) !== undefined,
  );
  const runs: Record<(typeof kinds)[number], Measured[]> = { product: [], bare: [], bytes: [] };
  let rss = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < kinds.length; i++) {
      const kind = kinds[(i + round) % kinds.length] as (typeof kinds)[number];
      await drained(h);
      const targets: LoadTarget[] =
        kind === 'product'
          ? sides.product
          : kind === 'bare'
            ? (sides.bare ?? [])
            : [{ path: `/a/${encodeURIComponent(sides.bytes ?? '')}` }];
      const base = kind === 'product' ? h.product.base : h.ceilings.base;
      const memory = kind === 'product' ? sampleMemory(h.product.pid) : undefined;
      runs[kind].push(await measured(h, { base, targets, connections: CONNECTIONS, seconds }));
      if (memory) rss = Math.max(rss, memory.stop().maxRss);
    }
  }
  h.serverRss.push({ scenario: name, maxMiB: rss });
  const compared: Compared = { product: figuresOf(runs.product) };
  if (runs.bare.length) compared.bare = figuresOf(runs.bare);
  if (runs.bytes.length) compared.bytes = figuresOf(runs.bytes);
  line(h.engine, name, compared);
  return compared;
}

/** One UPDATE of one collaborator's row, as an import or an operator writes: every collaborators
 * answer depends on it, so it is the write that costs reads the most. */
function collaboratorWriter(t: TestStore, ids: string[]) {
  let n = 0;
  return async () => {
    const id = ids[n % ids.length] as string;
    n += 1;
    const started = performance.now();
    await t.store.db
      .updateTable('collaborators')
      .set({ phone_number: `+33 6 ${String(n % 100_000_000).padStart(8, '0')}` })
      .where('organization_id', '=', ORG)
      .where('id', '=', id)
      .execute();
    return performance.now() - started;
  };
}

/** The product under load on page 1 while the runner writes every `everyMs` (none when undefined). */
async function mixedRun(
  h: Harness,
  page1: LoadTarget,
  write: () => Promise<number>,
  everyMs: number | undefined,
) {
  await drained(h);
  const memory = sampleMemory(h.product.pid);
  const running = measured(h, {
    base: h.product.base,
    targets: [page1],
    connections: CONNECTIONS,
    seconds: MIXED_SECONDS,
  });
  const writeMs: number[] = [];
  let done = false;
  void running.finally(() => {
    done = true;
  });
  if (everyMs !== undefined) {
    while (!done) {
      const tick = performance.now();
      writeMs.push(await write());
      await sleep(Math.max(0, everyMs - (performance.now() - tick)));
    }
  }
  const result = await running;
  return { result, writes: writeMs.length, writeP99: percentile(writeMs, 99), rss: memory.stop().maxRss };
}

async function benchEngine(engine: Engine) {
  const loadAtStart = machineLoad();
  const t: TestStore = await createTestStore(engine);
  const env = storeEnv(t.config);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-bench-'));
  const documentFile = path.join(workDir, 'seed.json');
  const asOf = todayIn('Europe/Paris');
  let product: Product | undefined;
  let ceilings: Ceilings | undefined;
  let load: LoadGenerator | undefined;
  try {
    product = await startProduct(engine, env);
    // The document is written to a file, then imported as an operator would, the server running.
    await timedCli(
      [
        'seed',
        '--collaborators',
        String(COLLABORATORS),
        '--seed',
        'bench',
        '--org',
        ORG,
        '--as-of',
        asOf,
      ].concat(['--out', documentFile, '--json']),
      env,
    );
    const imported = await timedCli(['import', documentFile, '--json'], env, product.pid);
    console.log(
      `${engine}: hrapi import of ${COLLABORATORS} collaborators in ${imported.seconds.toFixed(1)} s, ` +
        `peak RSS ${imported.peakMiB} MiB; server RSS meanwhile ${imported.watchedPeakMiB} MiB`,
    );
    fs.rmSync(documentFile, { force: true });

    // Many small organizations, seeded in this process through the import's own code.
    const tenants: { id: string; secret: string; collaborators: number }[] = [];
    const seedStarted = performance.now();
    for (let i = 0; i < TENANTS; i++) {
      const id = `org_bench_t${String(i).padStart(2, '0')}`;
      const source = seedDocument({
        collaborators: TENANT_SIZE,
        seed: `tenant-${i}`,
        organizationId: id,
        asOf,
      });
      await withLongStatements(t.config.dbImportTimeoutMs, () =>
        importDocument(t.store, source, { organizationId: id, actor: CLI_ACTOR }),
      );
      const key = await createApiKey(
        t.store.db,
        { organizationId: id, name: 'bench', scopes: [...SELF_SERVE_SCOPES], kind: 'self_serve' },
        CLI_ACTOR,
      );
      tenants.push({ id, secret: key.secret, collaborators: TENANT_SIZE });
    }
    console.log(
      `${engine}: ${TENANTS} organizations of ${TENANT_SIZE} seeded in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`,
    );

    const db = t.store.db;
    const self = await createApiKey(
      db,
      { organizationId: ORG, name: 'bench', scopes: [...SELF_SERVE_SCOPES], kind: 'self_serve' },
      CLI_ACTOR,
    );
    const partner = await createApiKey(
      db,
      { organizationId: ORG, name: 'bench partner', scopes: [...PARTNER_SCOPES], kind: 'partner' },
      CLI_ACTOR,
    );
    const ids = (
      await db
        .selectFrom('collaborators')
        .select('id')
        .where('organization_id', '=', ORG)
        .orderBy('id')
        .execute()
    ).map((r) => r.id);
    const main: MainOrganization = {
      id: ORG,
      asOf,
      collaborators: ids.length,
      keys: { self: self.secret, partner: partner.secret },
    };

    ceilings = await startCeilings(env);
    load = startLoadGenerator();
    const h: Harness = { engine, product, ceilings, load, drains: [], serverRss: [] };
    h.serverRss.push({ scenario: 'during the import', maxMiB: imported.watchedPeakMiB });
    const figures: EngineFigures = {
      collaborators: ids.length,
      warm: [],
      serverRss: h.serverRss,
      importPeakMiB: imported.peakMiB,
    };
    const page1 = collaboratorsPage(ORG, self.secret, 1).product;

    // The change feed first: right after the import, before the runner's writes add to it.
    const walked: { cursor: string | undefined; seq: number }[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < FEED_PAGES; i++) {
      walked.push({ cursor, seq: cursor ? (decodeCursor(ORG, cursor) ?? 0) : 0 });
      const url = `${product.base}/api/public/v1/organizations/${ORG}/changes?limit=100${cursor ? `&after=${encodeURIComponent(cursor)}` : ''}`;
      const page = JSON.parse((await timedGet(url, self.secret)).body) as {
        nextCursor: string;
        hasMore: boolean;
      };
      if (!page.hasMore) break;
      cursor = page.nextCursor;
    }
    figures.changes = await compare(
      h,
      `change feed, ${walked.length} pages after the import`,
      feedPages(main, walked),
    );

    // Misses: answers the cache has not seen (or cannot keep).
    figures.everyPage = await compare(h, `every page once (${pagesOf(ids.length)} pages)`, everyPage(main));
    const tenantSides = tenantPages(tenants);
    figures.tenants = await compare(
      h,
      `${TENANTS} orgs × ${TENANT_SIZE}, ${tenantSides.product.length} pages`,
      tenantSides,
    );
    figures.detail = await compare(h, `detail of every collaborator in turn`, details(main, ids));

    // Warm hits: one URL again and again; (A) serves the product's own first answer.
    const detailId = ids[Math.floor(ids.length / 2)] as string;
    for (const { name, sides } of warmScenarios(main, detailId)) {
      const first = sides.product[0] as LoadTarget;
      const answer = await fetch(`${product.base}${first.path}`, { headers: first.headers ?? {} });
      const body = await answer.text();
      if (!answer.ok) throw new Error(`${name}: ${answer.status} ${body.slice(0, 300)}`);
      await ceilings.keep(name, body);
      figures.warm.push({
        name: `${name} (${Math.round(body.length / 1024)} KB)`,
        figures: await compare(h, name, sides),
      });
    }

    // The first read after a write, many times: each write, then one read of page 1 (or a deep page).
    const write = collaboratorWriter(t, ids);
    const deep = collaboratorsPage(
      ORG,
      self.secret,
      Math.max(1, Math.floor(pagesOf(ids.length) * 0.9)),
    ).product;
    const afterWrite: { page1: number[]; deep: number[] } = { page1: [], deep: [] };
    for (let i = 0; i < FIRST_READS * 2; i++) {
      await drained(h);
      await write();
      const target = i % 2 === 0 ? page1 : deep;
      const { ms } = await timedGet(`${product.base}${target.path}`, self.secret);
      (i % 2 === 0 ? afterWrite.page1 : afterWrite.deep).push(ms);
    }
    const summary = (list: number[]) => ({
      samples: list.length,
      p50: Math.round(percentile(list, 50) * 10) / 10,
      p99: Math.round(percentile(list, 99) * 10) / 10,
      max: Math.round(Math.max(...list) * 10) / 10,
    });
    figures.firstReadAfterWrite = summary(afterWrite.page1);
    const deepAfterWrite = summary(afterWrite.deep);
    console.log(
      `${engine} first read after a write: page 1 p50 ${figures.firstReadAfterWrite.p50} ms, p99 ${figures.firstReadAfterWrite.p99} ms; ` +
        `deep page p50 ${deepAfterWrite.p50} ms, p99 ${deepAfterWrite.p99} ms (${FIRST_READS} writes each)`,
    );

    // Mixed load: page 1 under load with no write, a write every second, a write every 100 ms.
    const mixed = {
      noWrite: [] as Measured[],
      every1s: [] as Measured[],
      every100ms: [] as Measured[],
    };
    const writes: Record<string, { writes: number; writeP99: number }[]> = { every1s: [], every100ms: [] };
    let mixedRss = 0;
    const plans = [
      ['noWrite', undefined],
      ['every1s', 1000],
      ['every100ms', 100],
    ] as const;
    for (let round = 0; round < ROUNDS; round++) {
      for (let i = 0; i < plans.length; i++) {
        const [kind, everyMs] = plans[(i + round) % plans.length] as (typeof plans)[number];
        const run = await mixedRun(h, page1, write, everyMs);
        mixed[kind].push(run.result);
        if (kind !== 'noWrite') writes[kind]?.push({ writes: run.writes, writeP99: run.writeP99 });
        mixedRss = Math.max(mixedRss, run.rss);
      }
    }
    figures.mixed = {
      noWrite: figuresOf(mixed.noWrite),
      every1s: figuresOf(mixed.every1s),
      every100ms: figuresOf(mixed.every100ms),
    };
    h.serverRss.push({ scenario: 'mixed load', maxMiB: mixedRss });
    for (const kind of ['noWrite', 'every1s', 'every100ms'] as const) {
      line(
        engine,
        `page 1, ${kind === 'noWrite' ? 'no write' : kind === 'every1s' ? 'a write every 1 s' : 'a write every 100 ms'}`,
        {
          product: figures.mixed[kind],
        },
      );
    }

    const settingCost = COMPARE_ENV ? await compareSetting(h, env, main, COMPARE_ENV) : undefined;
    const metrics = await fetch(`${product.base}/metrics`)
      .then((r) => r.text())
      .then((text) => text.split('\n').filter((l) => /^hrapi_\w*cache/.test(l)))
      .catch(() => []);
    const verdicts: Verdict[] = targetsOf(figures).map(judge);
    console.log(`\n${engine}: targets (${ids.length.toLocaleString('en-US')} collaborators)`);
    for (const v of verdicts) console.log(`  ${v.met ? 'met   ' : 'MISSED'} ${v.name}: ${v.text}`);
    const inconclusive = verdicts.filter((v) => !v.conclusive).length;
    if (inconclusive > 0) {
      console.log(
        `  ${inconclusive} of ${verdicts.length} verdicts rest on runs that disagree by more than ${CONCLUSIVE_SPREAD_PCT} %`,
      );
    }
    return {
      engine,
      collaborators: ids.length,
      tenants: { organizations: TENANTS, collaborators: TENANT_SIZE },
      import: {
        seconds: imported.seconds,
        peakMiB: imported.peakMiB,
        serverPeakMiB: imported.watchedPeakMiB,
      },
      figures,
      firstReadAfterWriteDeepPage: deepAfterWrite,
      writesDuringMixedLoad: writes,
      verdicts,
      drains: {
        count: h.drains.length,
        notIdle: h.drains.filter((d) => !d.idle).length,
        medianWaitMs: percentile(
          h.drains.map((d) => d.waitedMs),
          50,
        ),
      },
      cacheMetrics: metrics,
      settingCost,
      machineLoad: { start: loadAtStart, end: machineLoad() },
    };
  } finally {
    load?.close();
    ceilings?.close();
    product?.child.kill('SIGTERM');
    await sleep(500);
    fs.rmSync(workDir, { recursive: true, force: true });
    await t.drop();
  }
}

/**
 * The cost of one setting (say, an access log on and off): two servers that differ by it alone,
 * run alternately on a warm page and on every page once, after the same drain.
 */
async function compareSetting(
  h: Harness,
  env: Record<string, string>,
  main: MainOrganization,
  setting: NonNullable<typeof COMPARE_ENV>,
) {
  const servers: Product[] = [];
  try {
    for (const value of setting.values)
      servers.push(await startProduct(h.engine, env, { [setting.name]: value }));
    const scenarios = [
      { name: 'collaborators page 1', targets: [collaboratorsPage(main.id, main.keys.self, 1).product] },
      { name: 'every page once', targets: everyPage(main).product },
    ];
    const outcome = [];
    for (const scenario of scenarios) {
      const runs: Measured[][] = servers.map(() => []);
      for (let round = 0; round < ROUNDS; round++) {
        for (let i = 0; i < servers.length; i++) {
          const index = (i + round) % servers.length;
          const server = servers[index] as Product;
          const pids = [server.pid, h.load.pid];
          h.drains.push(await drain(pids, DEFAULT_DRAIN));
          const others = watchOthers([...pids, process.pid]);
          const result = await h.load.run({
            base: server.base,
            targets: scenario.targets,
            connections: CONNECTIONS,
            seconds: SECONDS,
          });
          runs[index]?.push({ ...result, othersCores: others.stop() });
        }
      }
      const [a, b] = runs.map(figuresOf) as [RunFigures, RunFigures];
      console.log(
        `${h.engine} ${setting.name}: ${scenario.name}: ${setting.values[0]} ${formatSpread(a.rps)} req/s p99 ${a.p99.median} ms; ` +
          `${setting.values[1]} ${formatSpread(b.rps)} req/s p99 ${b.p99.median} ms (${(a.rps.median / Math.max(1, b.rps.median)).toFixed(2)}×)`,
      );
      outcome.push({ scenario: scenario.name, [setting.values[0]]: a, [setting.values[1]]: b });
    }
    return { setting: setting.name, values: setting.values, outcome };
  } finally {
    for (const server of servers) server.child.kill('SIGTERM');
  }
}

/**
 * Scenario scripts other parts of the project keep in bench/ (webhook delivery, DSN import, the
 * data-access log's cost): run when present, each in its own process, bounded in time; their
 * output goes to bench/results/ beside this run's JSON.
 */
async function runScripts(stamp: string, dir: string) {
  const scripts = ['webhooks.ts', 'dsn-import.ts', 'access-log.ts'];
  const outcomes = [];
  for (const script of scripts) {
    const file = path.join(import.meta.dirname, script);
    if (!fs.existsSync(file)) continue;
    const log = path.join(dir, `${stamp}-${script.replace(/\.ts$/, '')}${QUICK ? '-quick' : ''}.log`);
    const out = fs.openSync(log, 'w');
    const started = performance.now();
    console.log(`\nbench/${script}: running (output in ${path.relative(process.cwd(), log)})`);
    const child = spawn(process.execPath, ['--import', 'tsx', file, ...(QUICK ? ['--quick'] : [])], {
      stdio: ['ignore', out, out],
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), SCRIPT_BUDGET_MS);
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    clearTimeout(timer);
    fs.closeSync(out);
    const seconds = Math.round((performance.now() - started) / 1000);
    console.log(`bench/${script}: exit ${code} after ${seconds} s`);
    outcomes.push({ script, exitCode: code, seconds, log: path.basename(log) });
  }
  return outcomes;
}

const cpu = os.cpus()[0]?.model ?? 'cpu';
const machine = `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
console.log(
  `bench: ${COLLABORATORS} collaborators, ${TENANTS} × ${TENANT_SIZE} tenants, ${CONNECTIONS} connections, ` +
    `${ROUNDS} × ${SECONDS} s per target (${MIXED_SECONDS} s mixed); RSS goal ${Math.round(RSS_LIMIT_MIB)} MiB; ${machine}`,
);
const start = machineLoad();
console.log(`machine load at start: ${start.loadavg.one} / ${start.loadavg.five} / ${start.loadavg.fifteen}`);
const dir = path.resolve(import.meta.dirname, 'results');
fs.mkdirSync(dir, { recursive: true });
const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');
const file = path.join(dir, `${stamp}${QUICK ? '-quick' : ''}.json`);
const settings = {
  quick: QUICK,
  collaborators: COLLABORATORS,
  seconds: SECONDS,
  mixedSeconds: MIXED_SECONDS,
  rounds: ROUNDS,
  connections: CONNECTIONS,
  tenants: TENANTS,
  tenantSize: TENANT_SIZE,
};
const results: unknown[] = [];
let scripts: unknown[] = [];
/** Written after each engine, so that a run cut by its time budget keeps what it finished. */
function save() {
  const report = {
    machine,
    at: new Date().toISOString(),
    machineLoad: { start, end: machineLoad() },
    settings,
    results,
    scripts,
  };
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}
for (const engine of engines) {
  results.push(await benchEngine(engine));
  save();
}
if (!args['no-scripts']) {
  scripts = await runScripts(stamp, dir);
  save();
}
console.log(`\nresults written to ${path.relative(process.cwd(), file)}`);
process.exit(0);
