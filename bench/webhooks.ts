/**
 * `node --import tsx bench/webhooks.ts [--engine sqlite|postgres] [--events 5000] [--rate 50]
 * [--seconds 10]`: webhook delivery at volume (issue 17). The product server and a loopback
 * receiver run as two child processes; this process commits changes to the store as any writer
 * would (the API, an import, the CLI). Measures (1) events per second to one endpoint whose
 * receiver answers at once, from the commit of `--events` changes to the last arrival, and (2)
 * the delay from each commit to its arrival at `--rate` events per second for `--seconds`,
 * p50 and p99. Prints both with the targets (≥ 500/s; p99 < 1 s), met or missed. Standalone,
 * bounded in time, cleans up its store.
 */
import { type ChildProcess, fork } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { appendChanges, type NewChange } from '../src/changes/change-log.ts';
import { loadConfig } from '../src/config.ts';
import { CLI_ACTOR } from '../src/db/audit.ts';
import type { Engine } from '../src/db/store.ts';
import { startServer } from '../src/server.ts';
import { createWebhookEndpoint } from '../src/webhooks/endpoints.ts';
import { storeEnv } from '../test/support/cli.ts';
import { givenOrganization } from '../test/support/fixtures.ts';
import { createTestStore } from '../test/support/store.ts';

const ROLE = process.argv[2];
if (ROLE === 'receiver') runReceiver();
else if (ROLE === 'server') await runServer();
else await main();

interface Arrival {
  resourceId: string;
  at: number;
}

/** Child: answers 204 at once and notes when each event arrived; reports on request. */
function runReceiver() {
  let arrivals: Arrival[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const at = Date.now();
      arrivals.push({ resourceId: JSON.parse(Buffer.concat(chunks).toString()).data.resourceId, at });
      response.writeHead(204).end();
    });
  });
  server.keepAliveTimeout = 30_000;
  server.listen(0, '127.0.0.1', () => {
    process.send?.({ port: (server.address() as AddressInfo).port });
  });
  process.on('message', (message: { take?: boolean }) => {
    if (message.take) {
      process.send?.({ arrivals });
      arrivals = [];
    }
  });
}

/** Child: the product server on the store named by the environment. */
async function runServer() {
  const server = await startServer(loadConfig(process.env), { handleSignals: true });
  process.send?.({ address: server.address });
}

function started<T>(child: ChildProcess): Promise<T> {
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message as T));
    child.once('exit', (code) => reject(new Error(`child exited with ${code} before it was ready`)));
  });
}

/** The command line: the store's engine, the burst's size, the steady rate and how long it lasts. */
function options() {
  const { values: args } = parseArgs({
    args: process.argv.slice(2),
    options: {
      engine: { type: 'string' },
      events: { type: 'string' },
      rate: { type: 'string', default: '50' },
      seconds: { type: 'string' },
      /** As `npm run bench -- --quick` passes it: 2,000 events and 5 s of steady rate. */
      quick: { type: 'boolean', default: false },
    },
  });
  return {
    engine: (args.engine ?? (process.env.DATABASE_URL ? 'postgres' : 'sqlite')) as Engine,
    events: Number(args.events ?? (args.quick ? 2000 : 5000)),
    rate: Number(args.rate),
    seconds: Number(args.seconds ?? (args.quick ? 5 : 10)),
  };
}

type Store = Awaited<ReturnType<typeof createTestStore>>;

/**
 * The receiver child, an organization with one endpoint pointing at it, and the product server
 * child (both pushed on `children` as they start, to be stopped whatever happens).
 */
async function startParties(t: Store, org: string, children: ChildProcess[]): Promise<ChildProcess> {
  const script = import.meta.filename;
  const receiver = fork(script, ['receiver'], { execArgv: ['--import', 'tsx'] });
  children.push(receiver);
  const { port } = await started<{ port: number }>(receiver);
  await givenOrganization(t.store.db, org);
  const policy = { allowPrivate: true, production: false };
  await createWebhookEndpoint(
    t.store.db,
    { organizationId: org, url: `http://127.0.0.1:${port}/hooks`, eventTypes: ['absence.created'] },
    policy,
    CLI_ACTOR,
  );
  const server = fork(script, ['server'], {
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/h17-prof'] : []),
    ],
    env: {
      ...process.env,
      ...storeEnv(t.config),
      PORT: '0',
      LOG_LEVEL: 'warn',
      HRAPI_WEBHOOKS_ALLOW_PRIVATE: 'true',
    },
  });
  children.push(server);
  await started(server);
  return receiver;
}

/** Commits changes as any writer would (`log`, the commit's time), and gathers their arrivals (`collect`). */
function deliveryProbe(t: Store, org: string, receiver: ChildProcess) {
  const take = () =>
    new Promise<Arrival[]>((resolve) => {
      receiver.once('message', (message) => resolve((message as { arrivals: Arrival[] }).arrivals));
      receiver.send({ take: true });
    });
  const log = async (resourceIds: string[]) => {
    const changes: NewChange[] = resourceIds.map((resourceId) => ({ type: 'absence.created', resourceId }));
    await t.store.db.transaction().execute((trx) => appendChanges(trx, org, changes));
    return Date.now();
  };
  const collect = async (count: number, ms: number) => {
    const all: Arrival[] = [];
    const deadline = Date.now() + ms;
    while (all.length < count && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      all.push(...(await take()));
    }
    return all;
  };
  return { log, collect };
}

type Probe = ReturnType<typeof deliveryProbe>;

/** (1) Throughput: one commit of `events` changes, to the last arrival. */
async function throughput(probe: Probe, events: number) {
  const burstIds = Array.from({ length: events }, (_, i) => `abs_burst_${i}`);
  const committed = await probe.log(burstIds);
  const burst = await probe.collect(events, 120_000);
  const last = Math.max(...burst.map((a) => a.at));
  const perSecond = burst.length / ((last - committed) / 1000);
  const inOrder = burst.every((a, i) => a.resourceId === burstIds[i]);
  return { arrived: burst.length, seconds: (last - committed) / 1000, perSecond, inOrder };
}

/** (2) Delay at a steady rate: each commit to its arrival, sorted. */
async function steadyDelays(probe: Probe, rate: number, seconds: number) {
  const writtenAt = new Map<string, number>();
  const total = rate * seconds;
  const start = Date.now();
  for (let i = 0; i < total; i++) {
    const wait = start + (i * 1000) / rate - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    writtenAt.set(`abs_rate_${i}`, await probe.log([`abs_rate_${i}`]));
  }
  const steady = await probe.collect(total, 30_000);
  const delays = steady.map((a) => a.at - (writtenAt.get(a.resourceId) ?? Number.NaN)).sort((a, b) => a - b);
  return { arrived: steady.length, total, delays };
}

async function stopChildren(children: ChildProcess[]) {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) =>
      child.exitCode === null ? new Promise((r) => child.once('exit', r)) : Promise.resolve(),
    ),
  );
}

async function main() {
  const { engine, events, rate, seconds } = options();
  const budget = setTimeout(() => {
    console.error('bench/webhooks: over its 5 min budget, giving up');
    process.exit(1);
  }, 300_000);
  budget.unref();

  const t = await createTestStore(engine);
  const children: ChildProcess[] = [];
  try {
    const org = 'org_bench_webhooks';
    const receiver = await startParties(t, org, children);
    const probe = deliveryProbe(t, org, receiver);

    // Warm-up: the server's first look, connections, JIT.
    await probe.log(['abs_warm']);
    await probe.collect(1, 20_000);

    const burst = await throughput(probe, events);
    const steady = await steadyDelays(probe, rate, seconds);
    const { delays } = steady;
    const pct = (p: number) =>
      delays[Math.min(delays.length - 1, Math.ceil((p / 100) * delays.length) - 1)] ?? NaN;

    const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
    console.log(`webhooks on ${engine} (receiver and server in their own processes)`);
    console.log(
      `  throughput, one endpoint answering at once: ${burst.arrived}/${events} events in ${burst.seconds.toFixed(2)} s = ${Math.round(burst.perSecond)} events/s, in order: ${burst.inOrder}  (target ≥ 500/s: ${verdict(burst.perSecond >= 500 && burst.arrived === events)})`,
    );
    console.log(
      `  write → delivery at ${rate} events/s for ${seconds} s: ${steady.arrived}/${steady.total} arrived, p50 ${pct(50)} ms, p99 ${pct(99)} ms, max ${delays.at(-1)} ms  (target p99 < 1 s: ${verdict(pct(99) < 1000 && steady.arrived === steady.total)})`,
    );
  } finally {
    await stopChildren(children);
    await t.drop();
    clearTimeout(budget);
  }
}
