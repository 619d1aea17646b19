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
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createApiKey } from '../src/auth/keys/api-keys.ts';
import { PARTNER_SCOPES, SELF_SERVE_SCOPES } from '../src/auth/scopes.ts';
import { CLI_ACTOR } from '../src/db/audit.ts';
import type { Engine } from '../src/db/store.ts';
import { todayIn } from '../src/shared/time.ts';
import { storeEnv } from '../test/support/cli.ts';
import { testEngines } from '../test/support/engines.ts';
import { mintAccessToken } from '../test/support/oauth-token.ts';
import { createTestStore, type TestStore } from '../test/support/store.ts';
import { type Ceilings, startCeilings } from './harness/ceilings.ts';
import { compare, type Harness } from './harness/compare.ts';
import { type LoadGenerator, type LoadTarget, startLoadGenerator } from './harness/load.ts';
import { machineLoad, type Product, startProduct, stopParties, timedCli } from './harness/processes.ts';
import { percentile } from './harness/stats.ts';
import {
  CONCLUSIVE_SPREAD_PCT,
  type EngineFigures,
  judge,
  RSS_LIMIT_MIB,
  targetsOf,
  type Verdict,
} from './harness/targets.ts';
import { compareTokenWithKey } from './oauth-cost.ts';
import {
  collaboratorWriter,
  firstReadsAfterWrites,
  mixedLoad,
  organizationsToucher,
  seedTenants,
  walkFeed,
} from './phases.ts';
import { scalingBench } from './scaling.ts';
import {
  collaboratorIds,
  collaboratorsPage,
  details,
  everyPage,
  feedPages,
  type MainOrganization,
  pagesOf,
  tenantPages,
  warmScenarios,
} from './scenarios.ts';
import { runAlone, runScripts, scriptAlone } from './scripts.ts';
import { compareSetting, parseCompareEnv } from './setting-cost.ts';
import { describeSync, syncScenario } from './sync-phase.ts';

// `--only writes`: bench/writes.ts, a script of its own (its options are its own).
const alone = scriptAlone(process.argv.slice(2));
if (alone) process.exit(await runAlone(alone.script, alone.rest));

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
    /** Node.js flags for the product's process, e.g. `--product-node-args=--max-semi-space-size=2`. */
    'product-node-args': { type: 'string' },
    /** Leaves out the sync scenario (a minute of writes), for short runs of the others. */
    'no-sync': { type: 'boolean', default: false },
    'compare-env': { type: 'string' },
    'budget-minutes': { type: 'string' },
    /** `--only sync`: the sync scenario alone (issue 27), after the seeding; `--only scaling`: scaling.ts. */
    only: { type: 'string' },
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
/** `--compare-env NAME=a,b`: the same reads on two servers that differ by one setting only. */
const COMPARE_ENV = parseCompareEnv(args['compare-env']);
const ONLY_SYNC = args.only === 'sync';
/** `--only oauth`: after the seeding, the token-versus-key read alone (issue 28). */
const ONLY_OAUTH = args.only === 'oauth';
/** Seconds of writes, one every 2 s, while a copy follows the feed. */
const SYNC_WRITE_SECONDS = QUICK ? 30 : 60;
const engines = (args.engine ? [args.engine] : testEngines()) as Engine[];

setTimeout(() => {
  console.error(`bench: over its ${BUDGET_MS / 60_000} min budget, giving up`);
  process.exit(1);
}, BUDGET_MS).unref();

async function benchEngine(engine: Engine) {
  const loadAtStart = machineLoad();
  const t: TestStore = await createTestStore(engine);
  const env = storeEnv(t.config);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-bench-'));
  const asOf = todayIn('Europe/Paris');
  let product: Product | undefined;
  let ceilings: Ceilings | undefined;
  let load: LoadGenerator | undefined;
  try {
    product = await startProduct(
      engine,
      env,
      {},
      (args['product-node-args'] ?? '').split(' ').filter(Boolean),
    );
    const imported = await importMain(engine, env, product, path.join(workDir, 'seed.json'), asOf);

    const db = t.store.db;
    const { self, partner } = await benchKeys(db);
    // The sync first, on the imported organization alone and a quiet machine.
    const sync = args['no-sync']
      ? undefined
      : await syncScenario(t, product, ORG, self.secret, SYNC_WRITE_SECONDS);
    if (sync) console.log(describeSync(engine, COLLABORATORS, sync));
    if (ONLY_SYNC) return syncOnly(engine, sync);
    const tenants = ONLY_OAUTH
      ? { organizations: [], seconds: 0 }
      : await seedTenants(t, { count: TENANTS, size: TENANT_SIZE, asOf });
    if (!ONLY_OAUTH)
      console.log(`${engine}: ${TENANTS} organizations of ${TENANT_SIZE} seeded in ${tenants.seconds} s`);

    const ids = await collaboratorIds(db, ORG);
    const main: MainOrganization = {
      id: ORG,
      asOf,
      collaborators: ids.length,
      keys: { self: self.secret, partner: partner.secret },
    };

    ceilings = await startCeilings(env);
    load = startLoadGenerator();
    const { h, figures } = harnessOf(engine, product, ceilings, load, imported, ids.length);
    if (sync) figures.sync = sync;
    const page1 = collaboratorsPage(ORG, self.secret, 1).product;

    // A partner's OAuth access token against a key, on the same warm read (issue 28).
    const token = await mintAccessToken(db, product.base, ORG, [...SELF_SERVE_SCOPES]);
    const oauthCost = await compareTokenWithKey(h, ORG, self.secret, token);
    if (ONLY_OAUTH) return { engine, collaborators: ids.length, oauthCost };

    await readScenarios(h, t, main, ids, tenants.organizations, figures);

    // The first read after a write, many times: each write, then one read of page 1 or a deep page.
    const { deepAfterWrite, writes } = await writeScenarios(h, t, ids, page1, self.secret, figures);

    const settingCost = COMPARE_ENV ? await compareSetting(h, env, main, COMPARE_ENV) : undefined;
    const metrics = await cacheMetrics(product);
    const verdicts = printVerdicts(engine, figures);
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
      sync,
      firstReadAfterWriteDeepPage: deepAfterWrite,
      writesDuringMixedLoad: writes,
      verdicts,
      drains: drainSummary(h),
      cacheMetrics: metrics,
      settingCost,
      oauthCost,
      machineLoad: { start: loadAtStart, end: machineLoad() },
    };
  } finally {
    await stopParties(load, ceilings, product);
    fs.rmSync(workDir, { recursive: true, force: true });
    await t.drop();
  }
}

/** The main organization's document, seeded to a file and imported as an operator would, the server running. */
async function importMain(
  engine: Engine,
  env: ReturnType<typeof storeEnv>,
  product: Product,
  documentFile: string,
  asOf: string,
) {
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

  return imported;
}

/** A self-serve key and a partner key of the main organization. */
async function benchKeys(db: TestStore['store']['db']) {
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
  return { self, partner };
}

/** The read scenarios: the change feed, the misses (every page, the tenants, every detail), then the warm hits. */
async function readScenarios(
  h: Harness,
  t: TestStore,
  main: MainOrganization,
  ids: string[],
  organizations: Awaited<ReturnType<typeof seedTenants>>['organizations'],
  figures: EngineFigures,
) {
  const product = h.product;
  const ceilings = h.ceilings;
  // The change feed first: right after the import, before the runner's writes add to it.
  const walked = await walkFeed(
    `${product.base}/api/public/v1/organizations/${ORG}`,
    main.keys.self,
    FEED_PAGES,
  );
  figures.changes = await compare(
    h,
    `change feed, ${walked.length} pages after the import`,
    feedPages(main, walked),
  );

  // Misses: answers the product has never given, checked by its own hit count (harness/misses.ts).
  const touchMain = { invalidate: organizationsToucher(t, [ORG]) };
  figures.everyPage = await compare(
    h,
    `every page once (${pagesOf(ids.length)} pages)`,
    everyPage(main),
    touchMain,
  );
  const tenantSides = tenantPages(organizations);
  figures.tenants = await compare(
    h,
    `${TENANTS} orgs × ${TENANT_SIZE}, ${tenantSides.product.length} pages`,
    tenantSides,
    {
      invalidate: organizationsToucher(
        t,
        organizations.map((o) => o.id),
      ),
    },
  );
  figures.detail = await compare(h, `detail of every collaborator in turn`, details(main, ids), touchMain);

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
      bytes: Buffer.byteLength(body),
    });
  }
}

/** The first reads after writes (page 1 and a deep page), then the mixed load. */
async function writeScenarios(
  h: Harness,
  t: TestStore,
  ids: string[],
  page1: LoadTarget,
  secret: string,
  figures: EngineFigures,
) {
  const write = collaboratorWriter(t, ORG, ids);
  const deep = collaboratorsPage(ORG, secret, Math.max(1, Math.floor(pagesOf(ids.length) * 0.9))).product;
  const afterWrite = await firstReadsAfterWrites(h, write, { page1, deep }, secret, FIRST_READS);
  figures.firstReadAfterWrite = afterWrite.page1;
  const deepAfterWrite = afterWrite.deep;
  console.log(
    `${h.engine} first read after a write: page 1 p50 ${afterWrite.page1.p50} ms, p99 ${afterWrite.page1.p99} ms; ` +
      `deep page p50 ${deepAfterWrite.p50} ms, p99 ${deepAfterWrite.p99} ms (${FIRST_READS} writes each)`,
  );

  // Mixed load: page 1 under load with no write, a write every second, a write every 100 ms.
  const { figures: mixedFigures, writes } = await mixedLoad(h, page1, write);
  figures.mixed = mixedFigures;

  return { deepAfterWrite, writes };
}

/** `--only sync`: the sync's figures and their verdicts. */
function syncOnly(engine: Engine, sync: EngineFigures['sync']) {
  const figures: EngineFigures = { collaborators: COLLABORATORS, engine, warm: [], serverRss: [] };
  const verdicts = sync ? printVerdicts(engine, { ...figures, sync }) : [];
  return { engine, collaborators: COLLABORATORS, sync, verdicts };
}

/** Each target met, missed or invalid, printed; the verdicts. */
function printVerdicts(engine: Engine, figures: EngineFigures): Verdict[] {
  const verdicts: Verdict[] = targetsOf(figures).map(judge);
  console.log(`\n${engine}: targets (${figures.collaborators.toLocaleString('en-US')} collaborators)`);
  for (const v of verdicts) {
    console.log(`  ${v.invalid ? 'INVALID' : v.met ? 'met   ' : 'MISSED'} ${v.name}: ${v.text}`);
  }
  const inconclusive = verdicts.filter((v) => !v.conclusive).length;
  if (inconclusive > 0) {
    console.log(
      `  ${inconclusive} of ${verdicts.length} verdicts rest on runs that disagree by more than ${CONCLUSIVE_SPREAD_PCT} %`,
    );
  }
  return verdicts;
}

/** The harness the scenarios share, and the engine's figures with the import's. */
function harnessOf(
  engine: Engine,
  product: Product,
  ceilings: Ceilings,
  load: LoadGenerator,
  imported: Awaited<ReturnType<typeof importMain>>,
  collaborators: number,
) {
  const h: Harness = {
    engine,
    rounds: ROUNDS,
    seconds: SECONDS,
    connections: CONNECTIONS,
    product,
    ceilings,
    load,
    drains: [],
    serverRss: [],
  };
  h.serverRss.push({ scenario: 'during the import', maxMiB: imported.watchedPeakMiB });
  const figures: EngineFigures = {
    collaborators,
    engine,
    warm: [],
    serverRss: h.serverRss,
    importPeakMiB: imported.peakMiB,
  };
  return { h, figures };
}

/** The product's cache counters, from its metrics (none when they cannot be read). */
async function cacheMetrics(product: Product): Promise<string[]> {
  return fetch(`${product.base}/metrics`)
    .then((r) => r.text())
    .then((text) => text.split('\n').filter((l) => /^hrapi_\w*cache/.test(l)))
    .catch(() => []);
}

function drainSummary(h: Harness) {
  return {
    count: h.drains.length,
    notIdle: h.drains.filter((d) => !d.idle).length,
    medianWaitMs: percentile(
      h.drains.map((d) => d.waitedMs),
      50,
    ),
  };
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
if (args.only === 'scaling') {
  // Many organizations on PostgreSQL alone (docs/scaling.md): 1,000 of 1,000, 20 with --quick.
  const scaling = await scalingBench({
    organizations: Number(args.tenants ?? (QUICK ? 20 : 1_000)),
    size: Number(args['tenant-size'] ?? 1_000),
    seconds: SECONDS,
    rounds: ROUNDS,
    connections: CONNECTIONS,
  });
  const scalingFile = path.join(dir, `${stamp}-scaling${QUICK ? '-quick' : ''}.json`);
  fs.writeFileSync(
    scalingFile,
    `${JSON.stringify({ machine, at: new Date().toISOString(), scaling }, null, 2)}\n`,
  );
  console.log(`\nresults written to ${path.relative(process.cwd(), scalingFile)}`);
  process.exit(0);
}
for (const engine of engines) {
  results.push(await benchEngine(engine));
  save();
}
if (!args['no-scripts'] && !ONLY_SYNC && !ONLY_OAUTH) {
  scripts = await runScripts({ stamp, dir, quick: QUICK, budgetMs: SCRIPT_BUDGET_MS });
  save();
}
console.log(`\nresults written to ${path.relative(process.cwd(), file)}`);
process.exit(0);
