/**
 * `npm run bench -- --only writes [--quick]`, or `node --import tsx bench/writes.ts [options]`
 * (bench/harness/writes-plan.ts lists them): the writes of issue 45, on SQLite and, when
 * DATABASE_URL is set, PostgreSQL (`--engine` picks one). Every party in a process of its own:
 * this runner (seeding, the capture, the CLI imports' timing), the load generator (autocannon,
 * harness/load-worker.ts, 16 connections), the product (`bin/hrapi serve` as the bench starts it,
 * harness/processes.ts) and the write ceiling (B) (harness/write-ceiling-server.ts, a bare
 * node:http server replaying the statements the product ran for that kind of write, in one
 * transaction). Bounded in time (`--budget-minutes`), 127.0.0.1 only; stops by itself.
 *
 * 1. Import: the same generated document of N collaborators, `hrapi import` into a fresh
 *    organization against `POST /organizations/{org}/imports` into another, until `succeeded`,
 *    in turns; the server's RSS before and during each HTTP import.
 * 2. Single-record writes at 16 in flight, on the first organization the CLI imported: request
 *    absences (POST), replaced absences (PUT) and replaced collaborators (PUT), each alternated
 *    with (B), `--rounds` times; rate, p50, p99, the ratio to (B).
 * Prints every target met or MISSED; exits 1 when one is missed or invalid. Writes
 * bench/results/<date>-writes[-quick].json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createApiKey } from '../src/auth/keys/api-keys.ts';
import { SELF_SERVE_SCOPES } from '../src/auth/scopes.ts';
import { CLI_ACTOR } from '../src/db/audit.ts';
import type { Engine } from '../src/db/store.ts';
import { createOrganization } from '../src/organizations/organizations.queries.ts';
import { todayIn } from '../src/shared/time.ts';
import { storeEnv } from '../test/support/cli.ts';
import { testEngines } from '../test/support/engines.ts';
import { createTestStore, type TestStore } from '../test/support/store.ts';
import { drained, figuresOf, type Harness, type Measured, measured } from './harness/compare.ts';
import { meterCpu, perRequest } from './harness/cpu.ts';
import { type CpuProfile, summarize } from './harness/cpu-profile.ts';
import { type LoadGenerator, startLoadGenerator } from './harness/load.ts';
import {
  machineLoad,
  type Product,
  sleep,
  startProduct,
  stopParties,
  timedCli,
} from './harness/processes.ts';
import { memoryOf, sampleMemory } from './harness/rss.ts';
import { formatSpread, median } from './harness/stats.ts';
import { judge, type Verdict } from './harness/targets.ts';
import { captureWrite, type WriteRequest } from './harness/write-capture.ts';
import { startWriteCeiling, type WriteCeiling } from './harness/write-ceiling.ts';
import { describeTemplate, inferTemplate, type WriteTemplate } from './harness/write-templates.ts';
import {
  type ImportFigures,
  parseWritesArgs,
  type SingleWriteFigures,
  WRITE_KINDS,
  WRITE_LABELS,
  type WriteFixtures,
  type WriteKind,
  writeTargets,
  writeTargetsOf,
} from './harness/writes-plan.ts';

const options = parseWritesArgs(process.argv.slice(2));
const engines = (options.engines ?? testEngines()) as Engine[];
/** Write requests prepared per run: more than 16 connections can send in a run, so none repeats. */
const PER_RUN = options.seconds * 8_000 + 2_000;
/** Records the writes go round: enough that no two of the 16 in flight touch one record. */
const FIXTURES = 5_000;

setTimeout(() => {
  console.error(`bench/writes: over its ${options.budgetMinutes} min budget, giving up`);
  process.exit(1);
}, options.budgetMinutes * 60_000).unref();

let runNumber = 0;

/** The seeded document, as `hrapi seed` writes it. */
async function seedDocument(env: Record<string, string>, file: string, org: string, asOf: string) {
  await timedCli(
    [
      'seed',
      '--collaborators',
      String(options.collaborators),
      '--seed',
      'bench',
      '--org',
      org,
      '--as-of',
      asOf,
    ].concat(['--out', file, '--json']),
    env,
  );
}

/** A copy of the document for another organization: its id is the document's first `"id"`. */
function documentFor(source: string, from: string, to: string, file: string) {
  const bytes = fs.readFileSync(source);
  const at = bytes.indexOf(`"${from}"`);
  if (at < 0) throw new Error(`${source} does not name ${from}`);
  fs.writeFileSync(
    file,
    Buffer.concat([bytes.subarray(0, at), Buffer.from(`"${to}"`), bytes.subarray(at + from.length + 2)]),
  );
}

/** `POST /imports` of the file, then its status until succeeded or failed; seconds and the server's RSS. */
async function httpImport(product: Product, org: string, secret: string, file: string) {
  const url = `${product.base}/api/public/v1/organizations/${org}/imports`;
  const before = memoryOf(product.pid)?.rss ?? 0;
  const memory = sampleMemory(product.pid, 100);
  const started = performance.now();
  const answer = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: Readable.toWeb(fs.createReadStream(file)) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  const text = await answer.text();
  if (answer.status !== 202) {
    memory.stop();
    throw new Error(`POST ${url} answered ${answer.status} ${text.slice(0, 300)}`);
  }
  const acceptedSeconds = (performance.now() - started) / 1000;
  const location = new URL(answer.headers.get('location') ?? '', product.base).toString();
  for (;;) {
    const status = (await (
      await fetch(location, { headers: { authorization: `Bearer ${secret}` } })
    ).json()) as { status?: string; problems?: unknown };
    if (status.status === 'succeeded') break;
    if (status.status === 'failed') {
      memory.stop();
      throw new Error(`the HTTP import failed: ${JSON.stringify(status).slice(0, 500)}`);
    }
    await sleep(100);
  }
  const seconds = (performance.now() - started) / 1000;
  return { seconds, acceptedSeconds, rss: { before, peak: memory.stop().maxRss } };
}

/** The HTTP import against the CLI's, each into a fresh organization, in turns. */
async function importScenario(
  engine: Engine,
  t: TestStore,
  product: Product,
  seed: { file: string; org: string },
  workDir: string,
): Promise<{ figures: ImportFigures; firstCliOrg: string | undefined }> {
  const env = storeEnv(t.config);
  const figures: ImportFigures = { cliSeconds: [], httpSeconds: [], serverRss: [] };
  let firstCliOrg: string | undefined;
  for (let round = 0; round < options.importRounds; round++) {
    const order = round % 2 === 0 ? (['cli', 'http'] as const) : (['http', 'cli'] as const);
    for (const side of order) {
      const org = `org_${side}_${round}`;
      const file = path.join(workDir, `${org}.json`);
      documentFor(seed.file, seed.org, org, file);
      if (side === 'cli') {
        const cli = await timedCli(['import', file, '--json'], env, product.pid);
        figures.cliSeconds.push(cli.seconds);
        firstCliOrg ??= org;
        console.log(
          `${engine} hrapi import of ${options.collaborators} into ${org}: ${cli.seconds.toFixed(1)} s, its peak RSS ${cli.peakMiB} MiB`,
        );
      } else if (!figures.failed) {
        await createOrganization(t.store.db, { id: org, name: `Import ${round}` });
        const key = await createApiKey(
          t.store.db,
          { organizationId: org, name: 'bench import', scopes: [...SELF_SERVE_SCOPES], kind: 'self_serve' },
          CLI_ACTOR,
        );
        try {
          const http = await httpImport(product, org, key.secret, file);
          figures.httpSeconds.push(http.seconds);
          figures.acceptedSeconds = [...(figures.acceptedSeconds ?? []), http.acceptedSeconds];
          figures.serverRss.push(http.rss);
          console.log(
            `${engine} POST /imports of ${options.collaborators} into ${org}: ${http.seconds.toFixed(1)} s until succeeded (202 after ${http.acceptedSeconds.toFixed(1)} s); ` +
              `server RSS ${http.rss.before} → ${http.rss.peak} MiB (+${http.rss.peak - http.rss.before})`,
          );
        } catch (error) {
          figures.failed = String(error instanceof Error ? error.message : error);
          console.log(`${engine} POST /imports: ${figures.failed}`);
        }
      }
      fs.rmSync(file, { force: true });
    }
  }
  return { figures, firstCliOrg };
}

/** Records of the imported document the writes go round (one contract each, approved absences). */
function fixturesOf(file: string, organizationId: string): WriteFixtures {
  const document = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    collaborators: Record<string, unknown>[];
    absences: Record<string, unknown>[];
  };
  const collaborators = document.collaborators
    .filter((c) => Array.isArray(c.contracts) && c.contracts.length === 1)
    .slice(0, FIXTURES);
  const ranks = new Map<string, number>();
  const absences = document.absences
    .map((record) => {
      const owner = String(record.collaboratorId);
      const rank = ranks.get(owner) ?? 0;
      ranks.set(owner, rank + 1);
      return { record, rank };
    })
    .filter((a) => a.record.status === 'approved')
    .slice(0, FIXTURES);
  return { organizationId, collaborators, absences };
}

const asRequest = (target: { method?: string; path: string; body?: string }): WriteRequest => ({
  method: target.method === 'PUT' ? 'PUT' : 'POST',
  path: target.path,
  body: JSON.parse(target.body ?? '{}') as Record<string, unknown>,
});

/** The statements of each kind of write, captured from the product's code path, as (B)'s templates. */
async function captureTemplates(t: TestStore, fixtures: WriteFixtures, secret: string) {
  const templates: WriteTemplate[] = [];
  const sources: Record<string, string> = {};
  for (const kind of WRITE_KINDS) {
    const one = () =>
      asRequest(
        writeTargets(fixtures, { kind, run: runNumber++, count: 1, side: 'product', secret })[0] as never,
      );
    const warmUp = [one(), one()];
    const captured = await captureWrite(t.store, t.config, secret, warmUp, one());
    const template = inferTemplate(kind, captured.record, captured.statements, captured.capturedAt, {
      organizationId: { from: 'constant', value: fixtures.organizationId },
      // The organization's state on PostgreSQL (src/db/organization-state.ts), read for many.
      organizationIds: { from: 'constant', value: [fixtures.organizationId] },
      collaboratorId: { from: 'record', path: kind === 'collaborator.replace' ? ['id'] : ['collaboratorId'] },
      // The record's own id (src/dated-records/requests.queries.ts compiles its statements once).
      id: { from: 'record', path: ['id'] },
    });
    templates.push(template);
    sources[kind] = captured.source;
    console.log(
      `${WRITE_LABELS[kind]}: ${template.statements.length} statements, captured from ${captured.source === 'route' ? `the route (${captured.status})` : 'writeRecord: the route is not there yet'}`,
    );
    for (const l of describeTemplate(template)) console.log(l);
  }
  return { templates, sources };
}

function printRun(
  engine: Engine,
  kind: WriteKind,
  s: SingleWriteFigures & { cpuUsPerWrite: Record<string, number> },
  rss: number,
) {
  const p = s.product;
  const b = s.bare;
  const ratio = b.rps.median > 0 ? (p.rps.median / b.rps.median).toFixed(2) : '–';
  console.log(
    `${engine} ${WRITE_LABELS[kind].padEnd(28)} product ${formatSpread(p.rps).padStart(12)} w/s p50 ${p.p50.median} ms p99 ${formatSpread(p.p99)} ms` +
      `  (B) ${formatSpread(b.rps)} w/s p50 ${b.p50.median} ms p99 ${b.p99.median} ms  ×B ${ratio}` +
      (p.failures + b.failures ? `  failures ${p.failures} / ${b.failures}` : '') +
      `  RSS ${rss} MiB  [others: ${p.othersCores ?? 0} / ${b.othersCores ?? 0} cores]` +
      `\n  CPU per write: product ${s.cpuUsPerWrite.product} µs, (B) ${s.cpuUsPerWrite.bare} µs` +
      (engine === 'postgres'
        ? `; PostgreSQL's backends ${s.cpuUsPerWrite.productStore} / ${s.cpuUsPerWrite.bareStore} µs`
        : ''),
  );
}

/** One kind of write: the product and (B) alternated, each run with fresh requests. */
async function singleWrites(
  h: Harness,
  fixtures: WriteFixtures,
  secret: string,
  kind: WriteKind,
  productServes: boolean,
  storeDb: TestStore['store']['db'] | undefined,
) {
  const sides = productServes ? (['product', 'bare'] as const) : (['bare'] as const);
  const runs: Record<'product' | 'bare', Measured[]> = { product: [], bare: [] };
  /** µs of CPU per write of the server's process, and of the store's backends (PostgreSQL). */
  const cpuUs: Record<'product' | 'bare', number[]> = { product: [], bare: [] };
  const storeUs: Record<'product' | 'bare', number[]> = { product: [], bare: [] };
  let rss = 0;
  for (let round = 0; round < h.rounds; round++) {
    for (let i = 0; i < sides.length; i++) {
      const side = sides[(i + round) % sides.length] as 'product' | 'bare';
      const targets = writeTargets(fixtures, { kind, run: runNumber++, count: PER_RUN, side, secret });
      await drained(h);
      const base = side === 'product' ? h.product.base : h.ceilings.base;
      const memory = side === 'product' ? sampleMemory(h.product.pid) : undefined;
      const cpu = await meterCpu(side === 'product' ? h.product.pid : h.ceilings.pid, storeDb);
      const run = await measured(h, { base, targets, connections: h.connections, seconds: h.seconds });
      const spent = await cpu.stop();
      cpuUs[side].push(perRequest(spent.productMs, run.requests));
      storeUs[side].push(perRequest(spent.storeMs, run.requests));
      if (memory) rss = Math.max(rss, memory.stop().maxRss);
      // Past its prepared requests a run would repeat them (a request absence twice): counted as failed.
      if (run.requests > targets.length) run.failures += run.requests - targets.length;
      runs[side].push(run);
    }
  }
  const figures = {
    kind,
    product: figuresOf(runs.product),
    bare: figuresOf(runs.bare),
    rssMiB: rss,
    cpuUsPerWrite: {
      product: median(cpuUs.product),
      bare: median(cpuUs.bare),
      productStore: median(storeUs.product),
      bareStore: median(storeUs.bare),
    },
  };
  printRun(h.engine, kind, figures, rss);
  return figures;
}

/** The ceiling and the load generator, once started, for the engine's end to stop. */
interface Parties {
  ceiling?: WriteCeiling;
  load?: LoadGenerator;
}

/** Single-record writes: the organization the CLI imported (one of its own if none), the capture, each kind against (B). */
async function singleScenario(
  engine: Engine,
  t: TestStore,
  product: Product,
  parties: Parties,
  seed: { file: string; org: string },
  workDir: string,
  imported: string | undefined,
) {
  const env = storeEnv(t.config);
  let mainOrg = imported;
  if (!mainOrg) {
    mainOrg = 'org_writes';
    const file = path.join(workDir, `${mainOrg}.json`);
    documentFor(seed.file, seed.org, mainOrg, file);
    await timedCli(['import', file, '--json'], env, product.pid);
    fs.rmSync(file, { force: true });
  }
  const fixtures = fixturesOf(seed.file, mainOrg);
  const key = await createApiKey(
    t.store.db,
    { organizationId: mainOrg, name: 'bench writes', scopes: [...SELF_SERVE_SCOPES], kind: 'self_serve' },
    CLI_ACTOR,
  );
  const captured = await captureTemplates(t, fixtures, key.secret);
  const sources: Record<string, string> = captured.sources;
  parties.ceiling = await startWriteCeiling(env);
  await parties.ceiling.use(captured.templates);
  parties.load = startLoadGenerator();
  const h: Harness = {
    engine,
    rounds: options.rounds,
    seconds: options.seconds,
    connections: options.connections,
    product,
    ceilings: parties.ceiling,
    load: parties.load,
    drains: [],
    serverRss: [],
  };
  const single: Awaited<ReturnType<typeof singleWrites>>[] = [];
  const storeDb = engine === 'postgres' ? t.store.db : undefined;
  for (const kind of WRITE_KINDS) {
    single.push(await singleWrites(h, fixtures, key.secret, kind, sources[kind] === 'route', storeDb));
  }
  return { single, sources };
}

async function benchEngine(engine: Engine) {
  const loadAtStart = machineLoad();
  const t = await createTestStore(engine);
  const env = storeEnv(t.config);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-bench-writes-'));
  const asOf = todayIn('Europe/Paris');
  let product: Product | undefined;
  const parties: Parties = {};
  try {
    const profileDir = options.profile ? fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-writes-profile-')) : '';
    product = await startProduct(engine, env, {}, [
      ...(options.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      ...options.productNodeArgs,
    ]);
    const seed = { file: path.join(workDir, 'seed.json'), org: 'org_writes_seed' };
    await seedDocument(env, seed.file, seed.org, asOf);

    let imported: ImportFigures | undefined;
    let mainOrg: string | undefined;
    if (options.only !== 'single') {
      const outcome = await importScenario(engine, t, product, seed, workDir);
      imported = outcome.figures;
      mainOrg = outcome.firstCliOrg;
    }
    const { single, sources } =
      options.only === 'import'
        ? { single: [], sources: {} }
        : await singleScenario(engine, t, product, parties, seed, workDir, mainOrg);
    const targets = writeTargetsOf(single, imported).map((target) => {
      const kind = WRITE_KINDS.find((k) => target.name.startsWith(WRITE_LABELS[k]));
      return kind && sources[kind] !== 'route'
        ? { ...target, invalid: `the product's route is not there yet; (B) ran alone` }
        : target;
    });
    const verdicts = targets.map(judge);
    printVerdicts(engine, verdicts);
    if (options.profile) {
      const stopping = product;
      product = undefined;
      await profileOf(stopping, profileDir);
    }
    return {
      engine,
      collaborators: options.collaborators,
      connections: options.connections,
      captureSources: sources,
      import: imported,
      single,
      verdicts,
      machineLoad: { start: loadAtStart, end: machineLoad() },
    };
  } finally {
    await stopParties(parties.load, parties.ceiling, product);
    fs.rmSync(workDir, { recursive: true, force: true });
    await t.drop();
  }
}

/** Stops the product, then sums the profile it wrote at its exit (the whole run, seeding and capture aside). */
async function profileOf(product: Product, dir: string) {
  product.child.kill('SIGTERM');
  await new Promise((resolve) => product.child.once('exit', resolve));
  await sleep(200);
  const file = fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) return console.log('no profile was written');
  summarize(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as CpuProfile, 30);
  console.log(`\nprofile: ${path.join(dir, file)}`);
}

function printVerdicts(engine: Engine, verdicts: Verdict[]) {
  console.log(
    `\n${engine}: writes targets (${options.collaborators.toLocaleString('en-US')} collaborators, ${options.connections} in flight)`,
  );
  for (const v of verdicts) {
    console.log(`  ${v.invalid ? 'INVALID' : v.met ? 'met   ' : 'MISSED'} ${v.name}: ${v.text}`);
  }
}

const cpu = os.cpus()[0]?.model ?? 'cpu';
const machine = `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
console.log(
  `bench/writes: ${options.collaborators} collaborators, ${options.connections} in flight, ` +
    `${options.rounds} × ${options.seconds} s per side, ${options.importRounds} import round(s); ${machine}`,
);
const dir = path.resolve(import.meta.dirname, 'results');
fs.mkdirSync(dir, { recursive: true });
const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');
const file = path.join(dir, `${stamp}-writes${options.quick ? '-quick' : ''}.json`);
const results: Awaited<ReturnType<typeof benchEngine>>[] = [];
for (const engine of engines) {
  results.push(await benchEngine(engine));
  fs.writeFileSync(
    file,
    `${JSON.stringify({ machine, at: new Date().toISOString(), options, results }, null, 2)}\n`,
  );
}
const failed = results.flatMap((r) => r.verdicts).filter((v) => v.invalid || !v.met);
console.log(`\nresults written to ${path.relative(process.cwd(), file)}`);
console.log(
  failed.length
    ? `bench/writes: FAIL (${failed.length} targets missed or invalid)`
    : 'bench/writes: every target met',
);
process.exit(failed.length ? 1 : 0);
