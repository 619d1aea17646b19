/**
 * `npm run bench [-- --quick]`: the read and write benchmark of issue 13, on SQLite and, when
 * DATABASE_URL is set, PostgreSQL. Seeds an organization through `hrapi seed` and `hrapi import`,
 * starts the real server as a child process, drives it with autocannon (50 connections), and
 * serves in the same run two ceilings from a bare Fastify in this harness: (A) the product's own
 * response bytes, precomputed; (B) the same page by one SELECT straight from the store. Product
 * and ceiling runs alternate so that machine noise hits both. Prints one table per engine and
 * writes bench/results/<date>-<engine>[-quick].json. Bounded in time; stops by itself.
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
import type { Engine } from '../src/db/store.ts';
import { todayIn } from '../src/shared/time.ts';
import { storeEnv } from '../test/support/cli.ts';
import { testEngines } from '../test/support/engines.ts';
import { ficheXml } from '../test/support/hr-data.ts';
import { createTestStore, type TestStore } from '../test/support/store.ts';
import { startCeilings } from './harness/ceilings.ts';
import { drive, median } from './harness/load.ts';
import { memoryOf, sampleMemory } from './harness/rss.ts';
import { readScenarios, type Scenario } from './scenarios.ts';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    collaborators: { type: 'string' },
    seconds: { type: 'string' },
    rounds: { type: 'string' },
    engine: { type: 'string' },
  },
});
const QUICK = args.quick === true;
const COLLABORATORS = Number(args.collaborators ?? (QUICK ? 10_000 : 100_000));
const SECONDS = Number(args.seconds ?? (QUICK ? 2 : 6));
const ROUNDS = Number(args.rounds ?? (QUICK ? 1 : 3));
const CONNECTIONS = 50;
const ORG = 'org_bench';
const BUDGET_MS = (QUICK ? 6 : 90) * 60_000;
const BIN = path.resolve(import.meta.dirname, '../bin/hrapi');
const engines = (args.engine ? [args.engine] : testEngines()) as Engine[];

setTimeout(() => {
  console.error(`bench: over its ${BUDGET_MS / 60_000} min budget, giving up`);
  process.exit(1);
}, BUDGET_MS).unref();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Runs the CLI as a user would; returns its time, the child's peak memory and its JSON output. */
async function timedCli(cliArgs: string[], env: Record<string, string>) {
  const started = performance.now();
  const child = spawn(process.execPath, [BIN, ...cliArgs], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let peak = 0;
  const timer = setInterval(() => {
    const m = child.pid ? memoryOf(child.pid) : undefined;
    if (m) peak = Math.max(peak, m.peak);
  }, 100);
  let stdout = '';
  child.stdout?.on('data', (chunk) => (stdout += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearInterval(timer);
  if (code !== 0) throw new Error(`hrapi ${cliArgs[0]} exited ${code}: ${stdout.slice(0, 500)}`);
  return { seconds: (performance.now() - started) / 1000, peakMiB: peak, output: JSON.parse(stdout) };
}

async function startProduct(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [BIN, 'serve', '--port', String(port)], {
    env: {
      ...process.env,
      ...env,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The benchmark measures reads, not the rate limiter's refusals.
      HRAPI_RATE_LIMIT_PER_MINUTE: '1000000',
      HRAPI_WRITE_RATE_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

async function timedRequest(url: string, init: RequestInit) {
  const started = performance.now();
  const response = await fetch(url, init);
  const body = await response.text();
  if (!response.ok) throw new Error(`${init.method} ${url}: ${response.status} ${body.slice(0, 300)}`);
  return { ms: performance.now() - started, body: JSON.parse(body) };
}

interface Row {
  scenario: string;
  product: { rps: number; p50: number; p99: number; failures: number };
  bare: { rps: number; p99: number };
  bytes: { rps: number; p99: number };
}

async function benchEngine(engine: Engine) {
  const t: TestStore = await createTestStore(engine);
  const env = storeEnv(t.config);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-bench-'));
  const documentFile = path.join(workDir, 'seed.json');
  const asOf = todayIn('Europe/Paris');
  let product: { child: ChildProcess; base: string } | undefined;
  try {
    // The document is written to a file, then imported as an operator would.
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
        '--out',
        documentFile,
        '--json',
      ],
      env,
    );
    const imported = await timedCli(['import', documentFile, '--json'], env);
    console.log(
      `${engine}: hrapi import of ${COLLABORATORS} collaborators in ${imported.seconds.toFixed(1)} s, peak RSS ${imported.peakMiB} MiB`,
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
    product = await startProduct(env);
    const api = `${product.base}/api/public/v1/organizations/${ORG}`;
    const headersOf = (secret: string) => ({ authorization: `Bearer ${secret}` });

    // Writes at scale: a fiche of 1,000 entries, then 10,000 affiliations in one PUT.
    const organization = await db
      .selectFrom('organizations')
      .select('siren')
      .where('id', '=', ORG)
      .executeTakeFirstOrThrow();
    const establishment = await db
      .selectFrom('establishments')
      .select('id')
      .where('organization_id', '=', ORG)
      .orderBy('is_head_office', 'desc')
      .executeTakeFirstOrThrow();
    const entries = Array.from({ length: 1000 }, (_, i) => ({
      reference: `REF-${String(Math.floor(i / 10)).padStart(3, '0')}`,
      contractName: `Prévoyance ${Math.floor(i / 10)}`,
      option: { code: `OPT${i % 10}`, name: `Option ${i % 10}` },
      population: { code: 'CA', name: 'Cadres' },
    }));
    const fiche = await timedRequest(`${api}/complementary-contracts/fiche-parametrage`, {
      method: 'POST',
      headers: { ...headersOf(partner.secret), 'content-type': 'application/json' },
      body: JSON.stringify({
        establishmentId: establishment.id,
        ficheParametrageXml: ficheXml({ siren: organization.siren ?? '', entries }),
      }),
    });
    const contract = fiche.body.data.created[0];
    const members = await db
      .selectFrom('collaborators')
      .select('id')
      .where('organization_id', '=', ORG)
      .where('establishment_id', '=', establishment.id)
      .orderBy('id')
      .limit(10_000)
      .execute();
    const put = await timedRequest(`${api}/complementary-contracts/affiliations`, {
      method: 'PUT',
      headers: { ...headersOf(partner.secret), 'content-type': 'application/json' },
      body: JSON.stringify({
        establishmentId: establishment.id,
        affiliations: members.map((m) => ({
          employeeId: m.id,
          complementaryContractId: contract.id,
          status: 'active',
          optionId: contract.options[0].id,
        })),
      }),
    });
    console.log(
      `${engine}: fiche of 1,000 entries in ${fiche.ms.toFixed(0)} ms; ${members.length} affiliations in one PUT in ${put.ms.toFixed(0)} ms`,
    );

    const ceilings = await startCeilings(db);
    const scenarios: Scenario[] = await readScenarios(db, { organizationId: ORG, asOf });
    const rows: Row[] = [];
    const memory = sampleMemory(product.child.pid ?? 0);
    for (const scenario of scenarios) {
      const secret = scenario.partner ? partner.secret : self.secret;
      const url = `${product.base}/api/public/v1${scenario.path}`;
      const first = await fetch(url, { headers: headersOf(secret) });
      const bytes = await first.text();
      if (!first.ok) throw new Error(`${scenario.name}: ${first.status} ${bytes.slice(0, 300)}`);
      ceilings.add(scenario.name, bytes, scenario.bare);
      const runs = {
        product: [] as Awaited<ReturnType<typeof drive>>[],
        bare: [] as Awaited<ReturnType<typeof drive>>[],
        bytes: [] as Awaited<ReturnType<typeof drive>>[],
      };
      const load = (target: string, headers?: Record<string, string>) =>
        drive({ url: target, connections: CONNECTIONS, seconds: SECONDS, ...(headers ? { headers } : {}) });
      for (let round = 0; round < ROUNDS; round++) {
        runs.product.push(await load(url, headersOf(secret)));
        runs.bare.push(await load(`${ceilings.url}/page/${encodeURIComponent(scenario.name)}`));
        runs.bytes.push(await load(`${ceilings.url}/bytes/${encodeURIComponent(scenario.name)}`));
      }
      const pick = (list: Awaited<ReturnType<typeof drive>>[]) => ({
        rps: median(list.map((r) => r.rps)),
        p50: median(list.map((r) => r.p50)),
        p99: median(list.map((r) => r.p99)),
        failures: list.reduce((n, r) => n + r.failures, 0),
      });
      const p = pick(runs.product);
      const b = pick(runs.bare);
      const a = pick(runs.bytes);
      rows.push({
        scenario: scenario.name,
        product: p,
        bare: { rps: b.rps, p99: b.p99 },
        bytes: { rps: a.rps, p99: a.p99 },
      });
      console.log(
        `${engine} ${scenario.name.padEnd(28)} ${String(p.rps).padStart(6)} req/s  p50 ${String(p.p50).padStart(4)} ms  p99 ${String(p.p99).padStart(5)} ms  ` +
          `×B ${(p.rps / Math.max(1, b.rps)).toFixed(2)} (${b.rps})  ×A ${(p.rps / Math.max(1, a.rps)).toFixed(2)} (${a.rps})` +
          (p.failures ? `  ${p.failures} failures` : ''),
      );
    }
    const rss = memory.stop();
    await ceilings.close();
    console.log(`${engine}: server RSS under load: max ${rss.maxRss} MiB (high-water ${rss.peak} MiB)`);
    return {
      engine,
      collaborators: COLLABORATORS,
      connections: CONNECTIONS,
      secondsPerRun: SECONDS,
      rounds: ROUNDS,
      import: { seconds: imported.seconds, peakMiB: imported.peakMiB },
      fiche1000Ms: fiche.ms,
      affiliationsPut: { items: members.length, ms: put.ms },
      serverRssMiB: rss,
      scenarios: rows,
    };
  } finally {
    product?.child.kill('SIGTERM');
    fs.rmSync(workDir, { recursive: true, force: true });
    await t.drop();
  }
}

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
console.log(
  `bench: ${COLLABORATORS} collaborators, ${CONNECTIONS} connections, ${ROUNDS} × ${SECONDS} s per target; ${machine}`,
);
const results = [];
for (const engine of engines) results.push(await benchEngine(engine));
const dir = path.resolve(import.meta.dirname, 'results');
fs.mkdirSync(dir, { recursive: true });
const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');
const file = path.join(dir, `${stamp}${QUICK ? '-quick' : ''}.json`);
fs.writeFileSync(file, `${JSON.stringify({ machine, at: new Date().toISOString(), results }, null, 2)}\n`);
console.log(`\nresults written to ${path.relative(process.cwd(), file)}`);
process.exit(0);
