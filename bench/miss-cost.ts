/**
 * `node --import tsx bench/miss-cost.ts [--engine postgres] [--read page|detail] [--rounds 3]
 * [--seconds 4] [--collaborators 2000] [--organizations 1] [--cached] [--beside N] [--fill] [--env K=V]
 * [--node-args="--flag=V …"] [--bin path/to/bin/hrapi]`:
 * what a miss costs beside (B), without a profiler. The product runs with its read cache off
 * (`HRAPI_READ_CACHE_MB=0`, every answer computed, as the first read after a write); the load asks
 * for every page of an organization of 2,000 collaborators in turn (the bench's "many
 * organizations" answers) or every collaborator's detail in turn, and (B), in its own process, runs
 * the bare statements of the same answers. `--organizations N` seeds N such organizations, a key
 * each, and interleaves their pages as the bench's "many organizations" does; `--cached` keeps the
 * read cache on at its default budget and asks only for answers never given (each run carries on
 * through the list, a write makes them new when it runs out, and the product's hit count must not
 * move), so a miss also pays for being kept; `--beside N` seeds one more organization of N, never
 * read, as the bench's organization of 100,000 sits beside its fifty; `--fill` (with `--cached` and
 * `--beside`) first reads pages of that organization again and again until the read cache holds
 * its budget, as the bench's earlier scenarios leave it, so that each miss meets a full cache whose
 * entries were read more often than it. Alternated; prints each
 * run's rate, p50, p99 and the CPU each server spent per request (from /proc), then the ratio of
 * the medians and the product's peak RSS.
 * `--node-args` starts the product with Node.js flags after its own (a later flag wins);
 * `--bin` measures another build (an altered copy) on the same seed. Run `npm run build` first. A
 * minute or two; the full bench (`npm run bench`) judges.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import type { Engine } from '../src/db/store.ts';
import { storeEnv } from '../test/support/cli.ts';
import { createTestStore } from '../test/support/store.ts';
import { startCeilings } from './harness/ceilings.ts';
import { reportedRunWithCpu } from './harness/cpu.ts';
import { type LoadTarget, startLoadGenerator } from './harness/load.ts';
import { answerLookups, MissCursor } from './harness/misses.ts';
import { seedProbeOrganization } from './harness/probe-organization.ts';
import { envOf, startProduct } from './harness/processes.ts';
import { memoryOf, metricOf } from './harness/rss.ts';
import { median } from './harness/stats.ts';
import { organizationsToucher } from './phases.ts';
import { missesOf, tenantPages } from './scenarios.ts';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'sqlite' },
    read: { type: 'string', default: 'page' },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '4' },
    collaborators: { type: 'string', default: '2000' },
    organizations: { type: 'string', default: '1' },
    /** Collaborators of one more organization, never read: the bench's organization of 100,000 beside the others. */
    beside: { type: 'string', default: '0' },
    cached: { type: 'boolean', default: false },
    fill: { type: 'boolean', default: false },
    env: { type: 'string', multiple: true, default: [] },
    'node-args': { type: 'string', default: '' },
    bin: { type: 'string' },
  },
});
const engine = args.engine as Engine;
if (args.read !== 'page' && args.read !== 'detail') {
  throw new Error(`--read takes page or detail, not ${JSON.stringify(args.read)}`);
}
const ORG = 'org_miss_cost';
const extra = envOf(args.env ?? []);
const COLLABORATORS = Number(args.collaborators);
if (args.fill && !(args.cached && Number(args.beside) > 0))
  throw new Error('--fill needs --cached and --beside N');
const t = await createTestStore(engine);
const load = startLoadGenerator();
const beside =
  Number(args.beside) > 0
    ? await seedProbeOrganization(t.store, `${ORG}_beside`, Number(args.beside), 'beside')
    : undefined;
const organizations: { id: string; secret: string; collaborators: number }[] = [];
for (let i = 0; i < Number(args.organizations); i++) {
  const id = i === 0 ? ORG : `${ORG}_${i}`;
  const seeded = await seedProbeOrganization(t.store, id, COLLABORATORS, `miss-cost-${i}`);
  organizations.push({ id, secret: seeded.secret, collaborators: COLLABORATORS });
}
const org = organizations[0] as (typeof organizations)[number];
const product = await startProduct(
  engine,
  storeEnv(t.config),
  { ...(args.cached ? {} : { HRAPI_READ_CACHE_MB: '0' }), ...extra },
  (args['node-args'] ?? '').split(' ').filter(Boolean),
  ...(args.bin ? [args.bin] : []),
);
const ceilings = await startCeilings(storeEnv(t.config));

const productTargets: LoadTarget[] = [];
const bareTargets: LoadTarget[] = [];
if (args.read === 'detail' || (organizations.length === 1 && !args.cached)) {
  const sides = await missesOf(t.store.db, ORG, org.secret, args.read, COLLABORATORS);
  productTargets.push(...sides.product);
  bareTargets.push(...sides.bare);
} else {
  const sides = tenantPages(organizations);
  productTargets.push(...sides.product);
  bareTargets.push(...(sides.bare ?? []));
}
// With the cache on, every product run (the warm-up's too) starts where the last one stopped.
const cursor = args.cached
  ? new MissCursor(
      productTargets.length,
      organizationsToucher(
        t,
        organizations.map((o) => o.id),
      ),
    )
  : undefined;

/**
 * Reads pages of 100 of the organization beside, each several times (so the cache's admission
 * counts them as read more often than a miss), until the cache's bytes reach 95 % of its budget.
 */
async function filled(secret: string) {
  // The product's own reading of its budget, from the environment it was started with.
  const budget = loadConfig({ ...process.env, ...extra }).readCacheBytes;
  const targets = (await missesOf(t.store.db, `${ORG}_beside`, secret, 'page', Number(args.beside))).product;
  const bytes = async () =>
    metricOf(await (await fetch(`${product.base}/metrics`)).text(), 'hrapi_read_cache_bytes');
  for (let pass = 0; pass < 20 && (await bytes()) < budget * 0.95; pass++) {
    await reportedRunWithCpu(
      load,
      'fill',
      { base: product.base, targets, connections: 50, seconds: 4 },
      product.child.pid ?? 0,
    );
  }
  const held = await bytes();
  if (held < budget * 0.95)
    throw new Error(`the read cache holds ${held} bytes after filling, short of its budget`);
  console.log(`read cache filled: ${(held / 1024 / 1024).toFixed(1)} MiB`);
}

/** One run against a server, printed with the CPU each side spent per request. */
async function measured(name: string, pid: number, base: string, targets: LoadTarget[], seconds: number) {
  const ofProduct = base === product.base;
  const startAt = ofProduct ? await cursor?.start() : undefined;
  const before = ofProduct ? await answerLookups(base) : undefined;
  const run = { base, targets, connections: 50, seconds, ...(startAt === undefined ? {} : { startAt }) };
  const result = await reportedRunWithCpu(load, name, run, pid);
  if (startAt !== undefined) cursor?.ran(result.next);
  if (before && (await answerLookups(base)).hits !== before.hits) {
    throw new Error(`${name}: answers were served from the cache in a run of misses`);
  }
  return { rate: result.rps, cpu: result.serverUsPerRequest };
}

if (args.fill && beside) await filled(beside.secret);
await measured('warm-up', product.child.pid ?? 0, product.base, productTargets, 2);
await measured('warm-up', ceilings.pid, ceilings.base, bareTargets, 2);
const productRuns: { rate: number; cpu: number }[] = [];
const bareRuns: { rate: number; cpu: number }[] = [];
for (let i = 0; i < Number(args.rounds); i++) {
  const seconds = Number(args.seconds);
  productRuns.push(await measured('product', product.child.pid ?? 0, product.base, productTargets, seconds));
  bareRuns.push(await measured('(B)', ceilings.pid, ceilings.base, bareTargets, seconds));
}
const rate = (runs: { rate: number }[]) => median(runs.map((r) => r.rate));
const cpu = (runs: { cpu: number }[]) => Math.round(median(runs.map((r) => r.cpu)));
console.log(
  `${engine} ${args.read} misses${organizations.length > 1 ? ` of ${organizations.length} organizations` : ''}` +
    `${args.cached ? ', read cache on' : ''}: ${(rate(productRuns) / rate(bareRuns)).toFixed(2)}× (B) (medians); ` +
    `server CPU ${cpu(productRuns)} µs against (B)'s ${cpu(bareRuns)} µs per request; ` +
    `the product's peak RSS ${memoryOf(product.pid)?.peak ?? '?'} MiB`,
);
product.child.kill('SIGTERM');
ceilings.close();
load.close();
await t.drop();
process.exit(0);
