/**
 * `node --import tsx bench/hit-cost.ts [--engine postgres] [--rounds 3] [--seconds 4] [--env K=V]`:
 * the fixed cost of a request, without a profiler. A warm hit of one collaborator's detail (1 KB)
 * and (A), a bare Fastify writing the same bytes, alternated, each in its own process beside the
 * load generator's; prints each run's rate and the CPU per request of the server and of the load
 * generator (from /proc), then the ratio of the medians. Run `npm run build` first: the product
 * runs from dist/ as the bench runs it. A minute; the full bench (`npm run bench`) is what judges.
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
import { median } from './harness/stats.ts';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'sqlite' },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '4' },
    env: { type: 'string', multiple: true, default: [] },
  },
});
const engine = args.engine as Engine;
const ORG = 'org_hit_cost';
// Read before anything is set up: a malformed --env stops the probe with nothing to clean.
const extra = envOf(args.env ?? []);
const t = await createTestStore(engine);
const load = startLoadGenerator();
const org = await seedProbeOrganization(t.store, ORG, 1000, 'hit-cost');
const product = await startProduct(engine, storeEnv(t.config), extra, []);
const ceilings = await startCeilings(storeEnv(t.config));
const target = {
  path: `/api/public/v1/organizations/${ORG}/collaborators/${org.collaboratorId}`,
  headers: { authorization: `Bearer ${org.secret}` },
};
const body = await (await fetch(`${product.base}${target.path}`, { headers: target.headers })).text();
await ceilings.keep('detail', body);
await load.run({ base: product.base, targets: [target], connections: 50, seconds: 2 });
await load.run({ base: ceilings.base, targets: [{ path: '/a/detail' }], connections: 50, seconds: 2 });

/** One run against a server, printed with the CPU each side spent per request. */
async function measured(name: string, pid: number, base: string, asked: LoadTarget) {
  const run = { base, targets: [asked], connections: 50, seconds: Number(args.seconds) };
  return (await reportedRunWithCpu(load, name, run, pid)).rps;
}

const productRates: number[] = [];
const bareRates: number[] = [];
for (let i = 0; i < Number(args.rounds); i++) {
  productRates.push(await measured('product', product.child.pid ?? 0, product.base, target));
  bareRates.push(await measured('(A)', ceilings.pid, ceilings.base, { path: '/a/detail' }));
}
console.log(
  `${engine}: a warm hit at ${(median(productRates) / median(bareRates)).toFixed(2)}× (A) (medians)`,
);
product.child.kill('SIGTERM');
ceilings.close();
load.close();
await t.drop();
process.exit(0);
