/**
 * `node --import tsx bench/profile-hit.ts [--engine postgres] [--collaborators 2000] [--seconds 8]
 * [--path detail|page1|absences] [--misses | --distinct] [--node-args="…"]`: where a warm hit's CPU goes, or with `--misses` a
 * miss's (the read cache off, `HRAPI_READ_CACHE_MB=0`: every answer is computed, as after a write). The product runs as the bench runs
 * it (`bin/hrapi serve`, info logs, production mode, the Redis rate limiter on PostgreSQL) under
 * `node --cpu-prof`; the load generator, in its own process, asks for one URL again and again; the
 * profile written at the server's exit is summed by function and by file, self time, and its path
 * printed for a closer look (Chrome's DevTools open it).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Engine } from '../src/db/store.ts';
import { storeEnv } from '../test/support/cli.ts';
import { createTestStore } from '../test/support/store.ts';
import { type CpuProfile, summarize } from './harness/cpu-profile.ts';
import { startLoadGenerator } from './harness/load.ts';
import { seedProbeOrganization } from './harness/probe-organization.ts';
import { machineLoad, sleep, startProduct } from './harness/processes.ts';
import { monthOf } from './scenarios.ts';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'sqlite' },
    collaborators: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '50' },
    path: { type: 'string', default: 'detail' },
    top: { type: 'string', default: '40' },
    misses: { type: 'boolean', default: false },
    /** Every collaborator's detail in turn, the read cache on (the bench's detail scenario): misses that fill the cache. */
    distinct: { type: 'boolean', default: false },
    /** Node.js flags for the product, after the deployed ones (a later flag wins). */
    'node-args': { type: 'string', default: '' },
  },
});
const engine = args.engine as Engine;
const ORG = 'org_profile';

const t = await createTestStore(engine);
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-profile-'));
const load = startLoadGenerator();
try {
  const {
    asOf,
    secret,
    collaboratorId: id,
  } = await seedProbeOrganization(t.store, ORG, Number(args.collaborators), 'profile');
  const month = monthOf(asOf);
  const paths: Record<string, string> = {
    detail: `collaborators/${id}`,
    page1: 'collaborators?limit=100&page=1',
    absences: `absences?startDate=${month.first}&endDate=${month.last}&limit=100&page=1`,
  };
  const target = {
    path: `/api/public/v1/organizations/${ORG}/${paths[args.path ?? 'detail'] ?? paths.detail}`,
    headers: { authorization: `Bearer ${secret}` },
  };
  const misses: Record<string, string> = args.misses ? { HRAPI_READ_CACHE_MB: '0' } : {};
  const product = await startProduct(engine, storeEnv(t.config), misses, [
    '--cpu-prof',
    `--cpu-prof-dir=${profileDir}`,
    ...(args['node-args'] ?? '').split(' ').filter(Boolean),
  ]);
  const ids = args.distinct
    ? (
        await t.store.db.selectFrom('collaborators').select('id').where('organization_id', '=', ORG).execute()
      ).map((c) => c.id)
    : [];
  const targets = args.distinct
    ? ids.map((each) => ({ ...target, path: `/api/public/v1/organizations/${ORG}/collaborators/${each}` }))
    : [target];
  const run = (seconds: number, only = targets) =>
    load.run({ base: product.base, targets: only, connections: Number(args.connections), seconds });
  // The warm-up reads page 1 in --distinct, so that every detail read after it is a first read.
  await run(
    2,
    args.distinct ? [{ ...target, path: `/api/public/v1/organizations/${ORG}/${paths.page1}` }] : targets,
  );
  const loadBefore = machineLoad().loadavg;
  const result = await run(Number(args.seconds));
  console.log(
    `${engine} ${args.distinct ? `detail of ${ids.length} collaborators in turn` : args.path}${args.misses ? ' (misses)' : ''}: ${result.rps} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.failures} failures; ` +
      `load average ${loadBefore.one} before, ${machineLoad().loadavg.one} after`,
  );
  product.child.kill('SIGTERM');
  await new Promise((resolve) => product.child.once('exit', resolve));
  await sleep(200);
  const file = fs.readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error('no profile was written');
  summarize(JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile, Number(args.top));
  console.log(`\nprofile: ${path.join(profileDir, file)} (the warm-up included)`);
} finally {
  load.close();
  await t.drop();
}
process.exit(0);
