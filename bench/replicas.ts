/**
 * `npm run bench -- --only replicas [--seconds N] [--collaborators N] [--rounds N]` (issue 47):
 * a PostgreSQL primary and one streaming standby of the bench's own (test/support/pg-cluster.ts),
 * one organization seeded through the import, and two product processes on it with nothing kept
 * (HRAPI_READ_CACHE_MB=0, every answer a miss): (R) with DATABASE_REPLICA_URLS naming the
 * standby, (P) without. Printed: the share of the routed read statements (R) ran on the primary,
 * and of every transaction of the miss load per server (pg_stat_database), which counts the
 * organization's state read that stays on the primary; the cost of the same reads on (R) and
 * (P) in turns (throughput, p50, p99); and the time from a write's commit to the first read of
 * (R) that shows it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createApiKey } from '../src/auth/keys/api-keys.ts';
import { SELF_SERVE_SCOPES } from '../src/auth/scopes.ts';
import { CLI_ACTOR } from '../src/db/audit.ts';
import { withLongStatements } from '../src/db/postgres-pool.ts';
import { importDocument } from '../src/hr-data/import.ts';
import { collaboratorId } from '../src/seed/collaborators.ts';
import { seedDocument } from '../src/seed/document.ts';
import { todayIn } from '../src/shared/time.ts';
import { type PgCluster, startPgCluster } from '../test/support/pg-cluster.ts';
import { createTestStore, type TestStore } from '../test/support/store.ts';
import { machineLoad, type Product, sleep, startProduct, stopParties } from './harness/processes.ts';
import { percentile } from './harness/stats.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    collaborators: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '4' },
    writes: { type: 'string', default: '30' },
  },
});
const SECONDS = Number(args.seconds);
const SIZE = Number(args.collaborators);
const ROUNDS = Number(args.rounds);
const CONNECTIONS = Number(args.connections);
const ORG = 'org_bench_replicas';

/** The miss load: details and pages in turn, each a different answer. */
function missPaths(size: number): string[] {
  const paths: string[] = [];
  for (let i = 0; i < size; i++) {
    paths.push(`/api/public/v1/organizations/${ORG}/collaborators/${collaboratorId(i)}`);
    if (i % 10 === 0)
      paths.push(`/api/public/v1/organizations/${ORG}/collaborators?page=${1 + (i % 20)}&limit=20`);
  }
  return paths;
}

interface LoadFigures {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** `CONNECTIONS` callers asking the paths in turn for `seconds`. */
async function load(base: string, secret: string, paths: string[], seconds: number): Promise<LoadFigures> {
  const until = performance.now() + seconds * 1000;
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const p = paths[next++ % paths.length] as string;
        const started = performance.now();
        const response = await fetch(base + p, { headers: { authorization: `Bearer ${secret}` } });
        await response.arrayBuffer();
        if (response.status !== 200) errors += 1;
        times.push(performance.now() - started);
      }
    }),
  );
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    requests: times.length,
    perSecond: Math.round(times.length / seconds),
    p50: round(percentile(times, 50)),
    p99: round(percentile(times, 99)),
    errors,
  };
}

async function readStatements(base: string): Promise<{ primary: number; replica: number }> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const of = (store: string) =>
    Number(new RegExp(`hrapi_store_read_statements\\{store="${store}"\\} (\\d+)`).exec(text)?.[1] ?? 0);
  return { primary: of('primary'), replica: of('replica-1') };
}

async function transactions(cluster: PgCluster, database: string) {
  const of = async (member: 'primary' | 'standby') => {
    const [row] = await cluster.query<{ n: string }>(
      member,
      'select xact_commit + xact_rollback as n from pg_stat_database where datname = $1',
      [database],
    );
    return Number(row?.n ?? 0);
  };
  return { primary: await of('primary'), standby: await of('standby') };
}

/** Writes a phone number on the primary, then reads the detail on (R) until it shows it. */
async function firstReadsAfterWrites(t: TestStore, base: string, secret: string, count: number) {
  const delays: number[] = [];
  let staleReads = 0;
  for (let n = 0; n < count; n++) {
    const id = collaboratorId(n % SIZE);
    const phone = `+33 6 ${String(10_000_000 + n).padStart(8, '0')}`;
    await t.store.db
      .updateTable('collaborators')
      .set({ phone_number: phone })
      .where('organization_id', '=', ORG)
      .where('id', '=', id)
      .execute();
    const committed = performance.now();
    for (;;) {
      const response = await fetch(`${base}/api/public/v1/organizations/${ORG}/collaborators/${id}`, {
        headers: { authorization: `Bearer ${secret}` },
      });
      const body = (await response.json()) as { phoneNumber?: string };
      if (body.phoneNumber === phone) break;
      staleReads += 1;
      if (performance.now() - committed > 5_000) throw new Error('a write was not seen within 5 s');
    }
    delays.push(performance.now() - committed);
    await sleep(50);
  }
  delays.sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 100) / 100;
  return {
    writes: count,
    staleReads,
    p50Ms: round(percentile(delays, 50)),
    maxMs: round(delays.at(-1) ?? 0),
  };
}

/** The organization on the cluster's primary, imported, with a key, and replayed on the standby. */
async function seeded(cluster: PgCluster) {
  const shared = process.env.DATABASE_URL;
  process.env.DATABASE_URL = cluster.primaryUrl();
  let t: TestStore;
  try {
    t = await createTestStore('postgres');
  } finally {
    process.env.DATABASE_URL = shared;
  }
  const store = t.store;
  const asOf = todayIn('Europe/Paris');
  const source = seedDocument({ collaborators: SIZE, seed: 'replicas', organizationId: ORG, asOf });
  await withLongStatements(600_000, () =>
    importDocument(store, source, { organizationId: ORG, actor: CLI_ACTOR }),
  );
  const key = await createApiKey(
    store.db,
    { organizationId: ORG, name: 'bench', scopes: [...SELF_SERVE_SCOPES], kind: 'self_serve' },
    CLI_ACTOR,
  );
  await cluster.waitForReplay(120_000);
  const databaseUrl = t.config.databaseUrl ?? '';
  return { t, secret: key.secret, databaseUrl, database: new URL(databaseUrl).pathname.slice(1) };
}

/** (R) and (P) in turns, with what (R)'s load cost each server in transactions. */
async function missRounds(
  cluster: PgCluster,
  database: string,
  sides: { replica: Product; primary: Product },
  secret: string,
) {
  const paths = missPaths(SIZE);
  // Both processes warmed (JIT, connections) before measuring.
  await load(sides.replica.base, secret, paths, 2);
  await load(sides.primary.base, secret, paths, 2);
  const routedBefore = await readStatements(sides.replica.base);
  const xact = { primary: 0, standby: 0 };
  const rounds: { replica: LoadFigures; primary: LoadFigures }[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    // PostgreSQL reports a backend's counts about once a second: wait for them on both sides.
    await sleep(1_500);
    const before = await transactions(cluster, database);
    const replica = await load(sides.replica.base, secret, paths, SECONDS);
    await sleep(1_500);
    const after = await transactions(cluster, database);
    xact.primary += after.primary - before.primary;
    xact.standby += after.standby - before.standby;
    const primary = await load(sides.primary.base, secret, paths, SECONDS);
    rounds.push({ replica, primary });
  }
  const routedAfter = await readStatements(sides.replica.base);
  const routed = {
    primary: routedAfter.primary - routedBefore.primary,
    replica: routedAfter.replica - routedBefore.replica,
  };
  return { rounds, routed, xact };
}

const share = (part: number, other: number) => Math.round((1000 * part) / Math.max(1, part + other)) / 1000;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function main() {
  const cluster = await startPgCluster();
  let t: TestStore | undefined;
  const products: Product[] = [];
  try {
    const seed = await seeded(cluster);
    t = seed.t;
    const env = { DATABASE_URL: seed.databaseUrl, HRAPI_READ_CACHE_MB: '0' };
    const replica = await startProduct('postgres', env, {
      DATABASE_REPLICA_URLS: cluster.standbyUrl(seed.database),
    });
    const primary = await startProduct('postgres', env);
    products.push(replica, primary);
    const { rounds, routed, xact } = await missRounds(
      cluster,
      seed.database,
      { replica, primary },
      seed.secret,
    );
    const p50s = (side: 'replica' | 'primary') => rounds.map((round) => round[side].p50);
    const afterWrites = await firstReadsAfterWrites(t, replica.base, seed.secret, Number(args.writes));
    const figures = {
      scenario: 'replicas',
      machine: machineLoad(),
      collaborators: SIZE,
      seconds: SECONDS,
      connections: CONNECTIONS,
      routedReadStatements: {
        ...routed,
        primaryShare: share(routed.primary, routed.replica),
        target: '<= 0.10',
      },
      // (R)'s load alone, every transaction of each server: the state reads stay on the primary.
      transactionsOfReplicaSide: { ...xact, primaryShare: share(xact.primary, xact.standby) },
      cost: {
        rounds,
        replicaOverPrimaryP50:
          Math.round((100 * median(p50s('replica'))) / Math.max(0.01, median(p50s('primary')))) / 100,
        target: '<= 1.1',
      },
      firstReadAfterWrite: { ...afterWrites, target: 'p50 and max < 50 ms, seen by the first read' },
    };
    console.log(JSON.stringify(figures, null, 2));
    const stamp = new Date().toISOString().slice(0, 16).replace(/[T:]/g, '-');
    const file = path.join(import.meta.dirname, 'results', `${stamp}-replicas.json`);
    fs.writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
    console.log(`written: ${path.relative(process.cwd(), file)}`);
  } finally {
    await stopParties(...products);
    await t?.store.close();
    await cluster.stop();
  }
}

await main();
