/**
 * `node --import tsx bench/stage-cost.ts [--engine postgres] [--rounds 3] [--seconds 4] [--only limit,log-line]
 * [--together 'a,b;c,d'] [--misses detail|page]`:
 * what each stage of a warm hit costs, measured by taking it away. A copy of the build (dist/) is
 * altered so that one stage can be switched off by an environment variable (HRAPI_PROBE_OFF),
 * then the warm hit of one collaborator's detail (1 KB) is measured as `bench/hit-cost.ts` does:
 * the product, then (A), alternated, each in its own process beside the load generator, with the
 * CPU each process spent per request read from /proc. Prints, per stage switched off, the
 * server's CPU per hit, what it saved against the whole product, and the rate against (A); last,
 * every stage off at once: what is left is Fastify's own path, its hooks and Node's HTTP.
 * `--misses detail` or `--misses page` measures misses instead, beside (B): the read cache off
 * (`HRAPI_READ_CACHE_MB=0`), every collaborator's detail or every page of 100 of an organization of
 * 2,000 in turn, (B) running the bare statements of the same answers; what is left with every
 * stage off is then the read itself (statements, rows, projection, serialization) and Fastify's path.
 *
 * An experiment on a copy, never a setting of the product: a copy without its authentication or
 * its log line is not something to run. Each alteration is a text replacement in the compiled
 * JavaScript; the probe stops, naming it, if one no longer applies (the source moved on).
 * Run `npm run build` first. About five minutes.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Engine } from '../src/db/store.ts';
import { storeEnv } from '../test/support/cli.ts';
import { createTestStore } from '../test/support/store.ts';
import { startCeilings } from './harness/ceilings.ts';
import { runWithCpu } from './harness/cpu.ts';
import { type LoadTarget, startLoadGenerator } from './harness/load.ts';
import { seedProbeOrganization } from './harness/probe-organization.ts';
import { startProduct } from './harness/processes.ts';
import { median } from './harness/stats.ts';
import { missesOf } from './scenarios.ts';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'sqlite' },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '4' },
    only: { type: 'string' },
    /** Sets of stages switched off together, `a,b;c`: each set a run of its own, after the single stages. */
    together: { type: 'string' },
    misses: { type: 'string' },
  },
});
if (args.misses !== undefined && args.misses !== 'detail' && args.misses !== 'page') {
  throw new Error(`--misses takes detail or page, not ${JSON.stringify(args.misses)}`);
}

/** A stage, and where its code is switched off: file of dist/, text found, text put before it (or after). */
interface Stage {
  name: string;
  what: string;
  alter: { file: string; at: string; insert: string; after?: boolean }[];
}

const OFF = (name: string) => `(process.env.HRAPI_PROBE_OFF ?? '').split(',').includes('${name}')`;

const STAGES: Stage[] = [
  {
    name: 'authentication',
    what: 'the bearer secret parsed, its checksum, its hash, the key cache, the key’s limits',
    alter: [
      {
        file: 'http/pipeline/authenticate.js',
        at: '    const header = request.headers.authorization;\n',
        insert: `    if (${OFF('authentication')} && globalThis.__probeKey) return globalThis.__probeKey;\n`,
      },
      {
        file: 'http/pipeline/authenticate.js',
        at: '    return key;\n}',
        insert: '    globalThis.__probeKey = key;\n',
      },
    ],
  },
  {
    name: 'limit',
    what: 'the rate limit: the key’s tokens and the three RateLimit headers',
    alter: [
      {
        file: 'http/pipeline/rate-limit.js',
        at: '    // Per API key, or per partner app',
        insert: `    if (${OFF('limit')}) return;\n`,
      },
    ],
  },
  {
    name: 'commit-mark',
    what: 'SQLite’s commit mark (pragma data_version) read per request',
    alter: [
      {
        file: 'db/store.js',
        at: 'commitMark: () => Number(dataVersion.get()),',
        // After it: a later property of the object literal wins.
        after: true,
        insert: `\n    ...(${OFF('commit-mark')} ? { commitMark: () => 0 } : {}),`,
      },
    ],
  },
  {
    name: 'state',
    what: 'the organization’s read state (commit mark or shared statement, kept states, today)',
    alter: [
      {
        file: 'http/request-context.js',
        at: '    request.readState ??= readOrganizationState(',
        insert: `    if (${OFF('state')}) { globalThis.__probeState ??= readOrganizationState(request.server.store, organizationId); return globalThis.__probeState; }\n`,
      },
    ],
  },
  {
    name: 'identity',
    what: 'the response’s identity (canonical parameters and query, access, versions)',
    alter: [
      {
        file: 'http/pipeline/response-identity.js',
        at: '    const state = await organizationState(request, organizationId);\n    const { readCache',
        insert: `    if (${OFF('identity')}) return request.url;\n`,
      },
    ],
  },
  {
    name: 'metrics',
    what: 'the request counter and the duration histogram',
    alter: [
      {
        file: 'http/pipeline/access-log.js',
        at: '        metrics.requests.inc(',
        insert: `        if (!${OFF('metrics')}) `,
      },
      {
        file: 'http/pipeline/access-log.js',
        at: '        metrics.duration.observe(',
        insert: `        if (!${OFF('metrics')}) `,
      },
    ],
  },
  {
    name: 'log-line',
    what: 'the request’s log line',
    alter: [
      {
        file: 'http/pipeline/access-log.js',
        at: '        request.log.info(',
        insert: `        if (!${OFF('log-line')}) `,
      },
    ],
  },
  {
    name: 'data-access',
    what: 'the data-access log’s tally of the answer',
    alter: [
      {
        file: 'http/pipeline/access-log.js',
        at: '        if (request.dataAccess && request.apiKey',
        insert: `        if (!${OFF('data-access')}) `,
      },
    ],
  },
];

/** A copy of bin/ and dist/ with every stage's switch put in; its bin/hrapi. */
function alteredBuild(): { bin: string; remove(): void } {
  const root = path.resolve(import.meta.dirname, '..');
  const copy = mkdtempSync(path.join(os.tmpdir(), 'hrapi-stage-cost-'));
  for (const part of ['bin', 'dist', 'package.json'])
    cpSync(path.join(root, part), path.join(copy, part), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
  for (const stage of STAGES) {
    for (const { file, at, insert, after } of stage.alter) {
      const where = path.join(copy, 'dist', file);
      const text = readFileSync(where, 'utf8');
      if (text.split(at).length !== 2) {
        throw new Error(
          `stage ${stage.name}: "${at.trim()}" is not found once in dist/${file} (the source moved on: update the probe)`,
        );
      }
      writeFileSync(where, text.replace(at, after ? at + insert : insert + at));
    }
  }
  return {
    bin: path.join(copy, 'bin', 'hrapi'),
    remove: () => rmSync(copy, { recursive: true, force: true }),
  };
}

const engine = args.engine as Engine;
const ORG = 'org_stage_cost';
const wanted = args.only?.split(',');
const build = alteredBuild();
const t = await createTestStore(engine);
const load = startLoadGenerator();
/** Misses walk every detail or page of 2,000 collaborators; a hit reads one of 1,000. */
const COLLABORATORS = args.misses ? 2000 : 1000;
const org = await seedProbeOrganization(t.store, ORG, COLLABORATORS, 'stage-cost');
const ceilings = await startCeilings(storeEnv(t.config));
/** What the product is asked, and what the ceiling is asked beside it ((A) for hits, (B) for misses). */
const productTargets: LoadTarget[] = [];
const ceilingTargets: LoadTarget[] = [];
if (args.misses) {
  const sides = await missesOf(t.store.db, ORG, org.secret, args.misses, COLLABORATORS);
  productTargets.push(...sides.product);
  ceilingTargets.push(...sides.bare);
} else {
  productTargets.push({
    path: `/api/public/v1/organizations/${ORG}/collaborators/${org.collaboratorId}`,
    headers: { authorization: `Bearer ${org.secret}` },
  });
  ceilingTargets.push({ path: '/a/detail' });
}
const ceiling = args.misses ? '(B)' : '(A)';
const unit = args.misses ? 'miss' : 'hit';
/** Rate and server CPU per request of one server over one run. */
async function measure(pid: number, base: string, asked: LoadTarget[]) {
  const run = await runWithCpu(
    load,
    { base, targets: asked, connections: 50, seconds: Number(args.seconds) },
    pid,
  );
  return { rps: run.rps, us: run.serverUsPerRequest, failures: run.failures };
}

const configurations = [
  { name: 'the whole product', off: '' },
  ...STAGES.filter((s) => !wanted || wanted.includes(s.name)).map((s) => ({ name: s.name, off: s.name })),
  ...(args.together?.split(';') ?? []).map((set) => ({ name: set, off: set })),
  { name: 'every stage above off', off: STAGES.map((s) => s.name).join(',') },
];
const rows: { name: string; us: number; rps: number; bare: number; bareUs: number }[] = [];
for (const configuration of configurations) {
  const product = await startProduct(
    engine,
    storeEnv(t.config),
    { HRAPI_PROBE_OFF: configuration.off, ...(args.misses ? { HRAPI_READ_CACHE_MB: '0' } : {}) },
    [],
    build.bin,
  );
  if (!args.misses) {
    const [first] = productTargets as [LoadTarget];
    await ceilings.keep(
      'detail',
      await (await fetch(`${product.base}${first.path}`, { headers: first.headers })).text(),
    );
  }
  await load.run({ base: product.base, targets: productTargets, connections: 50, seconds: 2 });
  await load.run({ base: ceilings.base, targets: ceilingTargets, connections: 50, seconds: 2 });
  const ours: number[] = [];
  const usPerHit: number[] = [];
  const bare: number[] = [];
  const bareUs: number[] = [];
  for (let i = 0; i < Number(args.rounds); i++) {
    const run = await measure(product.pid, product.base, productTargets);
    if (run.failures > 0) throw new Error(`${configuration.name}: ${run.failures} failed requests`);
    ours.push(run.rps);
    usPerHit.push(run.us);
    const beside = await measure(ceilings.pid, ceilings.base, ceilingTargets);
    bare.push(beside.rps);
    bareUs.push(beside.us);
  }
  product.child.kill('SIGTERM');
  const row = {
    name: configuration.name,
    us: median(usPerHit),
    rps: median(ours),
    bare: median(bare),
    bareUs: median(bareUs),
  };
  rows.push(row);
  console.log(
    `${row.name.padEnd(24)} server ${row.us.toFixed(0).padStart(4)} µs/${unit}  ${row.rps.toFixed(0).padStart(6)} ${unit === 'hit' ? 'hits' : 'misses'}/s  ${(row.rps / row.bare).toFixed(2)}× ${ceiling} (its CPU ${row.bareUs.toFixed(0)} µs)`,
  );
}
const whole = rows[0]?.us ?? 0;
const asked = args.misses
  ? `a miss of ${args.misses === 'detail' ? 'a detail' : 'a page of 100'}`
  : 'a warm hit';
console.log(`\n${engine}: what each stage costs ${asked} (server CPU, medians of ${args.rounds} runs)`);
console.log(
  `| stage switched off | what it does | server µs per ${unit} | saved | × ${ceiling} |\n|---|---|---|---|---|`,
);
for (const row of rows) {
  const stage = STAGES.find((s) => s.name === row.name);
  console.log(
    `| ${row.name} | ${stage?.what ?? ''} | ${row.us.toFixed(0)} | ${row === rows[0] ? '' : (whole - row.us).toFixed(0)} | ${(row.rps / row.bare).toFixed(2)} |`,
  );
}
ceilings.close();
load.close();
await t.drop();
build.remove();
process.exit(0);
