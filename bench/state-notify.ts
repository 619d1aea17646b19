/**
 * `npm run bench -- --only state-notify [--rounds 3] [--seconds 4]` (PostgreSQL: DATABASE_URL):
 * warm small hits (one collaborator's detail, 1 KB) on two servers of the same store that differ
 * by one setting only, alternated in the same run: the state kept from notifications
 * (HRAPI_STATE_LEASE_MS=1000, the default) and today's read of the state on each request (0),
 * beside (A), a bare Fastify writing the same bytes. Prints each run, the statements each server
 * sent per hit (its own counter, `hrapi_store_statements` in /metrics), and the ratios of the medians.
 * Run `npm run build` first: the product runs from dist/.
 */
import { parseArgs } from 'node:util';
import { storeEnv } from '../test/support/cli.ts';
import { createTestStore } from '../test/support/store.ts';
import { startCeilings } from './harness/ceilings.ts';
import { reportedRunWithCpu } from './harness/cpu.ts';
import { type LoadTarget, startLoadGenerator } from './harness/load.ts';
import { seedProbeOrganization } from './harness/probe-organization.ts';
import { type Product, startProduct } from './harness/processes.ts';
import { median } from './harness/stats.ts';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '4' },
    engine: { type: 'string', default: 'postgres' },
  },
});
if (!process.env.DATABASE_URL) throw new Error('state-notify runs on PostgreSQL: set DATABASE_URL');
const ORG = 'org_state_notify';
const t = await createTestStore('postgres');
const load = startLoadGenerator();
const org = await seedProbeOrganization(t.store, ORG, 1000, 'state-notify');
const env = storeEnv(t.config);
const notified = await startProduct('postgres', { ...env, HRAPI_STATE_LEASE_MS: '1000' });
const readEach = await startProduct('postgres', { ...env, HRAPI_STATE_LEASE_MS: '0' });
const ceilings = await startCeilings(env);
const target: LoadTarget = {
  path: `/api/public/v1/organizations/${ORG}/collaborators/${org.collaboratorId}`,
  headers: { authorization: `Bearer ${org.secret}` },
};
const body = await (await fetch(`${notified.base}${target.path}`, { headers: target.headers })).text();
await ceilings.keep('detail', body);
for (const base of [notified.base, readEach.base])
  await load.run({ base, targets: [target], connections: 50, seconds: 2 });
await load.run({ base: ceilings.base, targets: [{ path: '/a/detail' }], connections: 50, seconds: 2 });

/** Statements the product has sent through its pool (its /metrics): the state's heartbeats apart. */
async function statementsOf(product: Product): Promise<number> {
  const text = await (await fetch(`${product.base}/metrics`)).text();
  return Number(/^hrapi_store_statements (\d+)/m.exec(text)?.[1] ?? Number.NaN);
}

async function measured(name: string, product: Product) {
  const before = await statementsOf(product);
  const run = { base: product.base, targets: [target], connections: 50, seconds: Number(args.seconds) };
  const result = await reportedRunWithCpu(load, name, run, product.pid);
  // Background ones (webhook polls, the access log's flushes) included: a bound, not an exact count.
  const perHit = ((await statementsOf(product)) - before) / result.requests;
  console.log(`${' '.repeat(9)}statements sent per hit: ${perHit.toFixed(4)}`);
  return result.rps;
}

const rates = { notified: [] as number[], readEach: [] as number[], bare: [] as number[] };
for (let i = 0; i < Number(args.rounds); i++) {
  rates.notified.push(await measured('notified', notified));
  rates.readEach.push(await measured('today', readEach));
  const run = {
    base: ceilings.base,
    targets: [{ path: '/a/detail' }],
    connections: 50,
    seconds: Number(args.seconds),
  };
  rates.bare.push((await reportedRunWithCpu(load, '(A)', run, ceilings.pid)).rps);
}
const [n, r, a] = [median(rates.notified), median(rates.readEach), median(rates.bare)];
console.log(`state kept from notifications: ${n} req/s (${(n / a).toFixed(2)}× (A)), medians`);
console.log(`state read on each request:    ${r} req/s (${(r / a).toFixed(2)}× (A)), medians`);
console.log(`notified / today's: ${(n / r).toFixed(2)}×`);
for (const product of [notified, readEach]) product.child.kill('SIGTERM');
ceilings.close();
load.close();
await t.drop();
process.exit(0);
