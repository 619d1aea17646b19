/**
 * `npm run soak:failover -- --patroni`: the failover soak on a real Patroni cluster (etcd, two
 * PostgreSQL 15 servers in synchronous mode, HAProxy on Patroni's /primary check), generated from
 * deploy/one-machine/ by bench/patroni-cluster.ts. The built server (`bin/hrapi serve`, dist/) reaches
 * PostgreSQL through HAProxy only. Per round, under partner writes with Idempotency-Keys and a feed
 * reader, the leader's postmaster is killed (-9); Patroni promotes the synchronous standby, HAProxy
 * follows, the old leader rejoins as the new synchronous standby (the next round kills the other).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  FailoverLoad,
  type FailoverOrganization,
  givenFailoverOrganization,
} from '../test/support/failover-load.ts';
import { verifyFailover } from '../test/support/failover-verify.ts';
import { createTestStore } from '../test/support/store.ts';
import { missingBinaries, PatroniCluster, queryOnce, waitFor } from './patroni-cluster.ts';
import type { MemberName } from './patroni-config.ts';
import { captureErrors, freePort, startServerProcess, stopServer, waitUntilReady } from './soak-server.ts';

export interface PatroniSoakOptions {
  rounds: number;
  before: number;
  after: number;
  /** The whole run, set-up and clean-up included, stops (exit 1) past this. */
  timeoutSeconds: number;
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = (from: number, to: number | undefined) => (to === undefined ? null : (to - from) / 1000);

/** kill -9 of the leader's postmaster under load, and what it cost. */
async function round(
  n: number,
  cluster: PatroniCluster,
  baseUrl: string,
  o: FailoverOrganization & { databaseUrl: string },
  options: PatroniSoakOptions,
) {
  const leader = await cluster.waitHealthy(180_000);
  const load = new FailoverLoad(baseUrl, o);
  await load.start();
  await waitFor(async () => load.counts.acknowledged >= options.before, 120_000, `${options.before} writes`);
  const unavailableBefore = load.counts.unavailable;
  const killedAt = Date.now();
  cluster.killPostmaster(leader);
  const watch = watchSwitch(cluster, leader);
  const acknowledged = load.counts.acknowledged;
  await waitFor(
    async () => load.counts.acknowledged >= acknowledged + options.after,
    120_000,
    `${options.after} writes after the kill`,
  );
  await load.stop();
  const { promotedAt, followedAt, newLeader } = await watch.settled(60_000);
  const database = new URL(o.databaseUrl).pathname.slice(1);
  const verdict = await verifyFailover(cluster.memberUrl(newLeader, database), baseUrl, load, o);
  const rejoinedAt = await cluster
    .waitUntil(
      (m) => m.some((x) => x.name === leader && x.role === 'sync_standby'),
      120_000,
      'the old leader back',
    )
    .then(() => Date.now());
  const serverErrors = load.counts.unexpected.filter((line) =>
    /^(POST|GET changes) 5\d\d /.test(line),
  ).length;
  return {
    round: n,
    killed: leader,
    promoted: newLeader,
    acknowledged: load.counts.acknowledged,
    appliedAnswerLost: load.counts.appliedAnswerLost,
    lost: verdict.lost,
    appliedTwice: verdict.appliedTwice,
    serverErrors,
    unavailableDuringSwitch: load.counts.unavailable - unavailableBefore,
    unavailableWithoutRetryAfter: load.counts.unavailableWithoutRetryAfter,
    inProgress: load.counts.inProgress,
    secondsToPromotion: seconds(killedAt, promotedAt),
    secondsToHaproxy: seconds(killedAt, followedAt),
    secondsToRecover: seconds(killedAt, load.firstAnswerAfter(killedAt + 1)),
    secondsToRejoin: seconds(killedAt, rejoinedAt),
    feedEvents: verdict.feedEvents,
    problems: [...verdict.problems, ...load.counts.unexpected],
  };
}

/** From the kill on: when Patroni names another leader, and when HAProxy's primary port reaches it. */
function watchSwitch(cluster: PatroniCluster, killed: MemberName) {
  let promotedAt: number | undefined;
  let followedAt: number | undefined;
  let newLeader: MemberName | undefined;
  let done = false;
  const polling = (async () => {
    while (!done && followedAt === undefined) {
      const leader = await cluster.leader();
      if (leader && leader !== killed && promotedAt === undefined) {
        promotedAt = Date.now();
        newLeader = leader;
      }
      if (newLeader && promotedAt !== undefined) {
        const port = cluster.pgPort(newLeader);
        const rows = await queryOnce<{ p: number }>(
          cluster.url(cluster.ports.haproxyPrimary),
          'select inet_server_port() as p where not pg_is_in_recovery()',
        ).catch(() => []);
        if (rows[0]?.p === port) followedAt = Date.now();
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  return {
    async settled(timeoutMs: number) {
      await waitFor(async () => followedAt !== undefined, timeoutMs, 'HAProxy on the new leader');
      done = true;
      await polling;
      if (!newLeader) throw new Error('no new leader');
      return { promotedAt, followedAt, newLeader };
    },
  };
}

/** Why the soak cannot run here (a missing package, no build), or undefined. */
function cannotRun(): string | undefined {
  const missing = missingBinaries();
  if (missing.length > 0) {
    return `needs ${missing.join(', ')} (Debian 12: apt-get install -y patroni etcd-server haproxy postgresql-15)`;
  }
  if (!fs.existsSync(path.join(ROOT, 'dist/cli/main.js')))
    return 'runs the built server: run `npm run build` first';
  return undefined;
}

/** A migrated database through HAProxy, one organization and key per round. */
async function prepareOrganizations(cluster: PatroniCluster, rounds: number) {
  process.env.DATABASE_URL = cluster.url(cluster.ports.haproxyPrimary);
  const testStore = await createTestStore('postgres');
  const databaseUrl = testStore.config.databaseUrl ?? '';
  const orgs: (FailoverOrganization & { databaseUrl: string })[] = [];
  for (let n = 1; n <= rounds; n++) {
    const o = await givenFailoverOrganization(testStore.store.db, `org_soak_patroni_${n}`);
    orgs.push({ ...o, databaseUrl });
  }
  // The server process opens the store on its own.
  await testStore.store.close();
  return { databaseUrl, orgs };
}

/** Bounded whatever hangs, and stopped by a signal too: the exit hooks end every process started. */
function guard(timeoutSeconds: number): () => void {
  const abort = (why: string) => {
    process.stderr.write(`soak:failover --patroni: ${why}, stopping\n`);
    process.exit(1);
  };
  const watchdog = setTimeout(() => abort(`not done within ${timeoutSeconds} s`), timeoutSeconds * 1000);
  watchdog.unref();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => abort(signal));
  return () => clearTimeout(watchdog);
}

export async function runPatroniSoak(options: PatroniSoakOptions): Promise<number> {
  const blocked = cannotRun();
  if (blocked) {
    process.stderr.write(`soak:failover --patroni ${blocked}\n`);
    return 2;
  }
  const startedAt = new Date();
  const unguard = guard(options.timeoutSeconds);
  let server: ReturnType<typeof startServerProcess> | undefined;
  const killServer = () => server?.kill('SIGKILL');
  process.on('exit', killServer);
  const cluster = await PatroniCluster.start();
  try {
    await cluster.waitHealthy(180_000);
    const { databaseUrl, orgs } = await prepareOrganizations(cluster, options.rounds);
    const port = await freePort();
    server = startServerProcess({ env: { DATABASE_URL: databaseUrl } }, port, {
      HRAPI_READ_CACHE_MB: '0',
      HRAPI_DB_CONNECT_TIMEOUT_MS: '2000',
    });
    const child = server;
    const serverLog = captureErrors(child);
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitUntilReady(baseUrl, 60_000, () =>
      child.exitCode !== null ? `exit ${child.exitCode}` : (child.signalCode ?? undefined),
    );
    const results: Awaited<ReturnType<typeof round>>[] = [];
    for (const [i, o] of orgs.entries()) {
      const result = await round(i + 1, cluster, baseUrl, o, options);
      results.push(result);
      process.stdout.write(`${JSON.stringify(result)}\n`);
    }
    const failed = results.some(
      (r) =>
        r.problems.length > 0 ||
        r.lost > 0 ||
        r.appliedTwice > 0 ||
        r.serverErrors > 0 ||
        r.unavailableWithoutRetryAfter > 0 ||
        (r.secondsToRecover ?? Number.POSITIVE_INFINITY) >= 30,
    );
    const file = writeResult(startedAt, {
      kind: 'failover-soak-patroni',
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      versions: await cluster.versions(),
      configuration: 'deploy/one-machine (ports, folders and sockets changed), synchronous_mode: true',
      options,
      serverErrorLogLines: serverLog.errors,
      failed,
      rounds: results,
    });
    summarize(results, serverLog.errors, file, failed);
    return failed ? 1 : 0;
  } finally {
    if (server) await stopServer(server);
    process.off('exit', killServer);
    await cluster.stop();
    unguard();
  }
}

function writeResult(startedAt: Date, result: unknown): string {
  const stamp = startedAt.toISOString().slice(0, 16).replace('T', '-').replace(':', '-');
  const file = path.join(ROOT, 'bench/results', `${stamp}-failover-patroni.json`);
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return path.relative(ROOT, file);
}

function summarize(
  results: Awaited<ReturnType<typeof round>>[],
  errorLines: number,
  file: string,
  failed: boolean,
) {
  const total = (pick: (r: (typeof results)[number]) => number) =>
    results.reduce((sum, r) => sum + pick(r), 0);
  process.stdout.write(
    `patroni failover soak, ${results.length} rounds: ${total((r) => r.acknowledged)} writes acknowledged, ` +
      `${total((r) => r.lost)} lost, ${total((r) => r.appliedTwice)} applied twice, ${total((r) => r.serverErrors)} 500s, ` +
      `${total((r) => r.unavailableDuringSwitch)} answers 503 during the switches, recovered in ` +
      `${results.map((r) => r.secondsToRecover).join(' s, ')} s; server error log lines: ${errorLines}; ` +
      `${file}${failed ? ' — FAILED' : ''}\n`,
  );
}
