/**
 * `node --import tsx bench/miss-cost.ts [--engine postgres] [--read page|detail] [--rounds 3]
 * [--seconds 4] [--collaborators 2000] [--env K=V] [--node-args="--flag=V …"] [--bin path/to/bin/hrapi]`:
 * what a miss costs beside (B), without a profiler. The product runs with its read cache off
 * (`HRAPI_READ_CACHE_MB=0`, every answer computed, as the first read after a write); the load asks
 * for every page of an organization of 2,000 collaborators in turn (the bench's "many
 * organizations" answers) or every collaborator's detail in turn, and (B), in its own process, runs
 * the bare statements of the same answers. Alternated; prints each run's rate and the CPU each
 * server spent per request (from /proc), then the ratio of the medians and the product's peak RSS.
 * `--node-args` starts the product with Node.js flags after its own (a later flag wins);
 * `--bin` measures another build (an altered copy) on the same seed. Run `npm run build` first. A
 * minute or two; the full bench (`npm run bench`) judges.
 */
import { parseArgs } from 'node:util';
import type { Engine } from '../src/db/store.ts';
import { storeEnv } from '../test/support/cli.ts';
import { createTestStore } from '../test/support/store.ts';
import { startCeilings } from './harness/ceilings.ts';
import { reportedRunWithCpu } from './harness/cpu.ts';
import { type LoadTarget, startLoadGenerator } from './harness/load.ts';
import { seedProbeOrganization } from './harness/probe-organization.ts';
import { envOf, startProduct } from './harness/processes.ts';
import { memoryOf } from './harness/rss.ts';
import { median } from './harness/stats.ts';
import { collaboratorIds, collaboratorsPage } from './scenarios.ts';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'sqlite' },
    read: { type: 'string', default: 'page' },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '4' },
    collaborators: { type: 'string', default: '2000' },
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
const LIMIT = 100;
const extra = envOf(args.env ?? []);
const t = await createTestStore(engine);
const load = startLoadGenerator();
const org = await seedProbeOrganization(t.store, ORG, Number(args.collaborators), 'miss-cost');
const product = await startProduct(
  engine,
  storeEnv(t.config),
  { HRAPI_READ_CACHE_MB: '0', ...extra },
  (args['node-args'] ?? '').split(' ').filter(Boolean),
  ...(args.bin ? [args.bin] : []),
);
const ceilings = await startCeilings(storeEnv(t.config));

const productTargets: LoadTarget[] = [];
const bareTargets: LoadTarget[] = [];
if (args.read === 'detail') {
  for (const id of await collaboratorIds(t.store.db, ORG)) {
    productTargets.push({
      path: `/api/public/v1/organizations/${ORG}/collaborators/${id}`,
      headers: { authorization: `Bearer ${org.secret}` },
    });
    bareTargets.push({ path: `/b/collaborators/${id}?org=${ORG}` });
  }
} else {
  for (let page = 1; page <= Math.ceil(Number(args.collaborators) / LIMIT); page++) {
    const sides = collaboratorsPage(ORG, org.secret, page, undefined, LIMIT);
    productTargets.push(sides.product);
    bareTargets.push(sides.bare);
  }
}
await load.run({ base: product.base, targets: productTargets, connections: 50, seconds: 2 });
await load.run({ base: ceilings.base, targets: bareTargets, connections: 50, seconds: 2 });

/** One run against a server, printed with the CPU each side spent per request. */
async function measured(name: string, pid: number, base: string, targets: LoadTarget[]) {
  const run = { base, targets, connections: 50, seconds: Number(args.seconds) };
  const result = await reportedRunWithCpu(load, name, run, pid);
  return { rate: result.rps, cpu: result.serverUsPerRequest };
}

const productRuns: { rate: number; cpu: number }[] = [];
const bareRuns: { rate: number; cpu: number }[] = [];
for (let i = 0; i < Number(args.rounds); i++) {
  productRuns.push(await measured('product', product.child.pid ?? 0, product.base, productTargets));
  bareRuns.push(await measured('(B)', ceilings.pid, ceilings.base, bareTargets));
}
const rate = (runs: { rate: number }[]) => median(runs.map((r) => r.rate));
const cpu = (runs: { cpu: number }[]) => Math.round(median(runs.map((r) => r.cpu)));
console.log(
  `${engine} ${args.read} misses: ${(rate(productRuns) / rate(bareRuns)).toFixed(2)}× (B) (medians); ` +
    `server CPU ${cpu(productRuns)} µs against (B)'s ${cpu(bareRuns)} µs per request; ` +
    `the product's peak RSS ${memoryOf(product.pid)?.peak ?? '?'} MiB`,
);
product.child.kill('SIGTERM');
ceilings.close();
load.close();
await t.drop();
process.exit(0);
