/**
 * `node --import tsx bench/memory-probe.ts [--engine sqlite] [--collaborators 20000] [--seconds 15]
 * [--node-args "--max-semi-space-size=4"] [--env MALLOC_ARENA_MAX=2] [--scenario pages|details|pages,details]`: what
 * the server's memory is made of while it computes many distinct answers (every page once, or every
 * collaborator's detail in turn, 50 connections): RSS, V8 heap (used and total), memory outside the heap (Buffers: the read cache's answers)
 * and the rest (the allocator's arenas, code), from /proc and the product's own /metrics, sampled
 * every 3 seconds. For finding what grows from scenario to scenario and what a setting bounds.
 */
import { parseArgs } from 'node:util';
import type { Engine } from '../src/db/store.ts';
import { storeEnv } from '../test/support/cli.ts';
import { createTestStore } from '../test/support/store.ts';
import { startLoadGenerator } from './harness/load.ts';
import { seedProbeOrganization } from './harness/probe-organization.ts';
import { envOf, machineLoad, startProduct } from './harness/processes.ts';
import { memoryOf, productHeap } from './harness/rss.ts';
import { collaboratorIds, details, everyPage } from './scenarios.ts';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'sqlite' },
    collaborators: { type: 'string', default: '20000' },
    seconds: { type: 'string', default: '15' },
    'node-args': { type: 'string', default: '' },
    env: { type: 'string', multiple: true, default: [] },
    scenario: { type: 'string', default: 'pages' },
  },
});
const engine = args.engine as Engine;
const ORG = 'org_memory';

// Read before anything is set up: a malformed --env stops the probe with nothing to clean.
const extraEnv = envOf(args.env ?? []);
const t = await createTestStore(engine);
const load = startLoadGenerator();
try {
  const collaborators = Number(args.collaborators);
  const { asOf, secret } = await seedProbeOrganization(t.store, ORG, collaborators, 'memory');
  const nodeArgs = (args['node-args'] ?? '').split(' ').filter(Boolean);
  const product = await startProduct(engine, storeEnv(t.config), extraEnv, nodeArgs);
  const sample = async (label: string) => {
    const {
      used: heapUsed,
      reserved: heapTotal,
      external,
      readCache: cache,
    } = await productHeap(product.base);
    const memory = memoryOf(product.pid);
    const rss = memory?.rss ?? 0;
    console.log(
      `${label.padEnd(16)} RSS ${rss} MiB (anonymous ${memory?.anonymous}, files ${memory?.file}, shared ${memory?.shared})  ` +
        `heap ${heapUsed.toFixed(0)}/${heapTotal.toFixed(0)}  external ${external.toFixed(0)} ` +
        `(read cache ${cache.toFixed(0)})  rest ${(rss - heapTotal - external).toFixed(0)} MiB`,
    );
  };
  await sample('started');
  const main = { id: ORG, asOf, collaborators, keys: { self: secret, partner: secret } };
  const seconds = Number(args.seconds);
  const ids = await collaboratorIds(t.store.db, ORG);
  // One scenario after the other in the same product, as the bench runs them (`pages,details`).
  for (const scenario of (args.scenario ?? 'pages').split(',')) {
    const targets = scenario === 'details' ? details(main, ids).product : everyPage(main).product;
    const run = load.run({ base: product.base, targets, connections: 50, seconds });
    for (let s = 1; s <= seconds; s += 3) {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await sample(`${scenario} ${s}s`);
    }
    const done = await run;
    console.log(
      `${scenario}: ${done.rps} req/s, ${done.failures} failures; load average ${machineLoad().loadavg.one}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await sample('idle 5 s after');
  }
  product.child.kill('SIGTERM');
} finally {
  load.close();
  await t.drop();
}
process.exit(0);
