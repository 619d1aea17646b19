/**
 * The failover soak: the real server on a synchronous primary and standby of its own (never the
 * shared PostgreSQL), behind a proxy that follows the primary; partner writes with Idempotency-Keys
 * and a change-feed reader run while the primary is killed (-9) and the standby promoted, `--rounds`
 * times (each round's new primary gets a fresh standby: a new cluster). Prints writes acknowledged,
 * lost, 503s during the switch and seconds to recover; exits 1 if a write was lost, applied twice,
 * the feed broke, or anything answered other than 201/409/503.
 *
 * The promotion here is a plain `pg_ctl promote` with the proxy repointed. With `--patroni`, the
 * same load runs on a real Patroni + etcd + HAProxy cluster generated from deploy/one-machine/
 * (bench/soak-failover-patroni.ts; needs Debian's patroni, etcd-server and haproxy, and root to run
 * them as postgres), against the built server.
 *
 *   npm run soak:failover -- [--rounds 3] [--before 100] [--after 100]
 *   npm run soak:failover -- --patroni [--rounds 3] [--before 100] [--after 100] [--timeout 900]
 */
import { parseArgs } from 'node:util';
import { startServer } from '../src/server.ts';
import { FailoverLoad, givenFailoverOrganization } from '../test/support/failover-load.ts';
import { verifyFailover } from '../test/support/failover-verify.ts';
import { startPgCluster } from '../test/support/pg-cluster.ts';
import { createTestStore } from '../test/support/store.ts';
import { TcpProxy } from '../test/support/tcp-proxy.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    before: { type: 'string', default: '100' },
    after: { type: 'string', default: '100' },
    patroni: { type: 'boolean', default: false },
    timeout: { type: 'string', default: '900' },
  },
});
if (values.patroni) {
  const { runPatroniSoak } = await import('./soak-failover-patroni.ts');
  process.exit(
    await runPatroniSoak({
      rounds: Number(values.rounds),
      before: Number(values.before),
      after: Number(values.after),
      timeoutSeconds: Number(values.timeout),
    }),
  );
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not met within ${timeoutMs} ms`);
    await pause(50);
  }
}

async function round(n: number) {
  const cluster = await startPgCluster({ synchronous: true });
  const proxy = await TcpProxy.start({ host: '127.0.0.1', port: cluster.primaryPort });
  process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:${proxy.port}/postgres`;
  const testStore = await createTestStore('postgres', { dbConnectTimeoutMs: 2_000 });
  const server = await startServer({
    ...testStore.config,
    readCacheBytes: 0,
    rateLimitPerMinute: 100_000,
    writeRateLimitPerMinute: 100_000,
    port: 0,
    host: '127.0.0.1',
  });
  try {
    const o = await givenFailoverOrganization(testStore.store.db, `org_soak_failover_${n}`);
    const load = new FailoverLoad(server.address, o);
    await load.start();
    await until(() => load.counts.acknowledged >= Number(values.before), 120_000);
    const unavailableBefore = load.counts.unavailable;
    const killedAt = Date.now();
    await cluster.killPrimary();
    await cluster.query('standby', "alter system set synchronous_standby_names = ''");
    await cluster.query('standby', 'select pg_reload_conf()');
    await cluster.promoteStandby();
    proxy.pointAt({ host: '127.0.0.1', port: cluster.standbyPort });
    const acknowledged = load.counts.acknowledged;
    await until(() => load.counts.acknowledged >= acknowledged + Number(values.after), 120_000);
    await load.stop();
    const database = new URL(testStore.config.databaseUrl ?? '').pathname.slice(1);
    const verdict = await verifyFailover(cluster.standbyUrl(database), server.address, load, o);
    const recoveredAt = load.firstAnswerAfter(killedAt + 1);
    return {
      round: n,
      acknowledged: load.counts.acknowledged,
      appliedAnswerLost: load.counts.appliedAnswerLost,
      lost: verdict.lost,
      unavailableDuringSwitch: load.counts.unavailable - unavailableBefore,
      unavailableWithoutRetryAfter: load.counts.unavailableWithoutRetryAfter,
      inProgress: load.counts.inProgress,
      secondsToRecover: recoveredAt === undefined ? null : (recoveredAt - killedAt) / 1000,
      feedEvents: verdict.feedEvents,
      problems: [...verdict.problems, ...load.counts.unexpected],
    };
  } finally {
    await server.stop();
    await testStore.store.close();
    await proxy.close();
    await cluster.stop();
  }
}

const results: Awaited<ReturnType<typeof round>>[] = [];
for (let n = 1; n <= Number(values.rounds); n++) {
  const result = await round(n);
  results.push(result);
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
const failed = results.some((r) => r.problems.length > 0 || r.lost > 0 || r.unavailableWithoutRetryAfter > 0);
const total = (pick: (r: (typeof results)[number]) => number) => results.reduce((sum, r) => sum + pick(r), 0);
process.stdout.write(
  `failover soak, ${results.length} rounds: ${total((r) => r.acknowledged)} writes acknowledged, ${total((r) => r.lost)} lost, ` +
    `${total((r) => r.unavailableDuringSwitch)} answers 503 during the switches, recovered in ` +
    `${results.map((r) => r.secondsToRecover).join(' s, ')} s${failed ? ' — FAILED' : ''}\n`,
);
process.exit(failed ? 1 : 0);
