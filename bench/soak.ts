/**
 * A bounded soak: starts the real server (`bin/hrapi serve`, its own process) on a fresh seeded
 * store (SQLite, or PostgreSQL when DATABASE_URL is set), sends mixed reads and writes at a steady
 * rate for a few minutes, then stops everything by itself. Prints errors by status, latency and
 * server RSS per minute; writes the result as JSON to bench/results/. Exits 1 on any unexpected
 * answer (anything but 200) or if the server died.
 *
 *   npm run soak -- [--minutes 5] [--rate 20] [--collaborators 2000]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { prepareSoakStore, type SoakStore } from './soak-store.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '5' },
    rate: { type: 'string', default: '20' },
    collaborators: { type: 'string', default: '2000' },
  },
});
const minutes = positive('minutes', values.minutes);
const rate = positive('rate', values.rate);
const collaboratorCount = Math.round(positive('collaborators', values.collaborators));
/** Open loop: requests start on schedule; past this many in flight the harness skips (and says so). */
const MAX_IN_FLIGHT = 64;
const REQUEST_TIMEOUT_MS = 30_000;

function positive(name: string, raw: string | undefined): number {
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`--${name} must be a positive number (got "${raw}")`);
    process.exit(2);
  }
  return value;
}

interface Outcome {
  at: number;
  kind: string;
  status: number | 'network error';
  ms: number;
}

const startedAt = Date.now();
const loadAtStart = os.loadavg();
console.log(`soak: ${minutes} min at ${rate} requests/s, ${collaboratorCount} collaborators`);
const soakStore = await prepareSoakStore(collaboratorCount);
console.log(
  `store: ${soakStore.engine} (${soakStore.description}), seeded in ${seconds(Date.now() - startedAt)} s`,
);

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = startServerProcess(soakStore, port);
const serverLog = captureErrors(server);
let serverExit: string | undefined;
server.on('exit', (code, signal) => {
  serverExit = `exit ${code ?? signal}`;
});

const outcomes: Outcome[] = [];
const rss: { at: number; bytes: number }[] = [];
let skipped = 0;
let diedDuringSoak: string | undefined;
/** The first unexpected answers, for the report. */
const firstFailures: string[] = [];
try {
  await waitUntilReady(baseUrl, 60_000);
  const load = await prepareLoad(baseUrl, soakStore);
  const loadStart = Date.now();
  const end = loadStart + minutes * 60_000;
  const sampler = setInterval(() => void sampleRss(baseUrl, loadStart), 5_000);
  await sampleRss(baseUrl, loadStart);
  let inFlight = 0;
  const pending = new Set<Promise<void>>();
  for (let i = 0; ; i++) {
    const due = loadStart + (i * 1000) / rate;
    if (due >= end || serverExit) break;
    await sleep(due - Date.now());
    if (inFlight >= MAX_IN_FLIGHT) {
      skipped++;
      continue;
    }
    inFlight++;
    const request = load.next();
    const done = send(baseUrl, request, loadStart).then((outcome) => {
      outcomes.push(outcome);
      inFlight--;
    });
    pending.add(done);
    void done.finally(() => pending.delete(done));
  }
  await Promise.all(pending);
  clearInterval(sampler);
  await sampleRss(baseUrl, loadStart);
} finally {
  diedDuringSoak = serverExit;
  await stopServer(server);
  await soakStore.drop();
}

const report = summarize();
printReport(report);
const resultsDir = path.join(here, 'results');
fs.mkdirSync(resultsDir, { recursive: true });
const file = path.join(
  resultsDir,
  `soak-${soakStore.engine}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
);
fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nresult written to ${path.relative(process.cwd(), file)}`);
process.exit(report.unexpected === 0 && !report.serverExit ? 0 : 1);

// ---------------------------------------------------------------------------------------------

interface SoakRequest {
  kind: string;
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  body?: unknown;
}

/** The mix: mostly reads across every resource, a tenth writes (affiliation PUTs, fiche imports). */
async function prepareLoad(base: string, store: SoakStore) {
  const org = `/api/public/v1/organizations/${store.organizationId}`;
  const fiche = await call(base, {
    kind: 'fiche import',
    method: 'POST',
    path: `${org}/complementary-contracts/fiche-parametrage`,
    body: store.fiche,
  });
  if (fiche.status !== 200) throw new Error(`the first fiche import answered ${fiche.status}: ${fiche.text}`);
  const imported = JSON.parse(fiche.text) as {
    data: { created: Contract[]; updated: Contract[] };
  };
  const contracts = [...imported.data.created, ...imported.data.updated];
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(Math.random() * items.length)];
    if (item === undefined) throw new Error('nothing to pick from');
    return item;
  };
  const month = () => {
    const date = new Date();
    date.setUTCMonth(date.getUTCMonth() + Math.floor(Math.random() * 7) - 3, 1);
    const y = date.getUTCFullYear();
    const m = date.getUTCMonth() + 1;
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    const mm = String(m).padStart(2, '0');
    return { y, m, start: `${y}-${mm}-01`, end: `${y}-${mm}-${last}` };
  };
  const pages = Math.ceil(store.collaborators.length / 20);
  const mix: [number, () => SoakRequest][] = [
    [
      25,
      () => ({
        kind: 'collaborators list',
        method: 'GET',
        path: `${org}/collaborators?page=${1 + Math.floor(Math.random() * pages)}&limit=20`,
      }),
    ],
    [
      5,
      () => ({
        kind: 'collaborators list, active',
        method: 'GET',
        path: `${org}/collaborators?status=active&limit=50`,
      }),
    ],
    [
      10,
      () => ({
        kind: 'collaborator',
        method: 'GET',
        path: `${org}/collaborators/${pick(store.collaborators).id}`,
      }),
    ],
    [
      15,
      () => {
        const m = month();
        return {
          kind: 'absences',
          method: 'GET',
          path: `${org}/absences?startDate=${m.start}&endDate=${m.end}&limit=100`,
        };
      },
    ],
    [
      10,
      () => {
        const m = month();
        return {
          kind: 'work locations',
          method: 'GET',
          path: `${org}/work-locations?startDate=${m.start}&endDate=${m.end}&limit=100`,
        };
      },
    ],
    [4, () => ({ kind: 'organization', method: 'GET', path: org })],
    [
      6,
      () => {
        const m = month();
        return {
          kind: 'meal vouchers',
          method: 'GET',
          path: `${org}/meal-vouchers?year=${m.y}&month=${m.m}&limit=50`,
        };
      },
    ],
    [
      5,
      () => ({
        kind: 'complementary contracts',
        method: 'GET',
        path: `${org}/complementary-contracts?limit=20`,
      }),
    ],
    [
      8,
      () => ({
        kind: 'affiliations read',
        method: 'GET',
        path: `${org}/collaborators/${pick(store.collaborators).id}/affiliations`,
      }),
    ],
    [
      10,
      () => {
        const collaborator = pick(store.collaborators);
        const contract = pick(contracts);
        return {
          kind: 'affiliation PUT',
          method: 'PUT',
          path: `${org}/collaborators/${collaborator.id}/affiliations`,
          body: {
            establishmentId: collaborator.establishmentId,
            complementaryContractId: contract.id,
            optionId: pick(contract.options).id,
            status: pick(['active', 'active', 'exempted', 'terminated'] as const),
          },
        };
      },
    ],
    [
      2,
      () => ({
        kind: 'fiche import',
        method: 'POST',
        path: `${org}/complementary-contracts/fiche-parametrage`,
        body: store.fiche,
      }),
    ],
  ];
  const total = mix.reduce((sum, [weight]) => sum + weight, 0);
  return {
    next(): SoakRequest {
      let roll = Math.random() * total;
      for (const [weight, make] of mix) {
        roll -= weight;
        if (roll < 0) return make();
      }
      throw new Error('the mix is empty');
    },
  };
}

interface Contract {
  id: string;
  options: { id: string }[];
}

async function call(base: string, request: SoakRequest): Promise<{ status: number; text: string }> {
  const response = await fetch(`${base}${request.path}`, {
    method: request.method,
    headers: {
      authorization: `Bearer ${soakStore.secret}`,
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return { status: response.status, text: await response.text() };
}

async function send(base: string, request: SoakRequest, loadStart: number): Promise<Outcome> {
  const at = Date.now() - loadStart;
  const started = performance.now();
  try {
    const { status, text } = await call(base, request);
    if (status !== 200 && firstFailures.length < 10) {
      firstFailures.push(`${request.kind} ${status}: ${text.slice(0, 300)}`);
    }
    return { at, kind: request.kind, status, ms: performance.now() - started };
  } catch (error) {
    if (firstFailures.length < 10) firstFailures.push(`${request.kind}: ${String(error)}`);
    return { at, kind: request.kind, status: 'network error', ms: performance.now() - started };
  }
}

async function sampleRss(base: string, loadStart: number): Promise<void> {
  try {
    const text = await (await fetch(`${base}/metrics`, { signal: AbortSignal.timeout(5_000) })).text();
    const match = /^hrapi_process_resident_memory_bytes (\d+)/m.exec(text);
    if (match?.[1]) rss.push({ at: Date.now() - loadStart, bytes: Number(match[1]) });
  } catch {
    // A missed sample shows as a gap; a dead server shows in serverExit.
  }
}

function summarize() {
  const byStatus: Record<string, number> = {};
  for (const o of outcomes) byStatus[String(o.status)] = (byStatus[String(o.status)] ?? 0) + 1;
  const perMinute = [];
  for (let m = 0; m < Math.ceil(minutes); m++) {
    const inMinute = outcomes.filter((o) => Math.floor(o.at / 60_000) === m);
    const samples = rss.filter((s) => Math.floor(s.at / 60_000) === m || (m === 0 && s.at === 0));
    perMinute.push({
      minute: m + 1,
      requests: inMinute.length,
      errors: inMinute.filter((o) => o.status !== 200).length,
      ...quantiles(inMinute.map((o) => o.ms)),
      rssMiB: samples.length ? mib(Math.max(...samples.map((s) => s.bytes))) : null,
    });
  }
  const kinds = [...new Set(outcomes.map((o) => o.kind))].sort();
  const perKind = kinds.map((kind) => {
    const of = outcomes.filter((o) => o.kind === kind);
    return {
      kind,
      requests: of.length,
      errors: of.filter((o) => o.status !== 200).length,
      ...quantiles(of.map((o) => o.ms)),
    };
  });
  return {
    startedAt: new Date(startedAt).toISOString(),
    engine: soakStore.engine,
    minutes,
    rate,
    collaborators: collaboratorCount,
    machine: {
      cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown'}`,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      loadAverageAtStart: loadAtStart.map((l) => Math.round(l * 100) / 100),
      loadAverageAtEnd: os.loadavg().map((l) => Math.round(l * 100) / 100),
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
    },
    requests: outcomes.length,
    skippedByHarness: skipped,
    byStatus,
    unexpected: outcomes.filter((o) => o.status !== 200).length,
    overall: quantiles(outcomes.map((o) => o.ms)),
    perMinute,
    perKind,
    rssMiB: {
      first: rss[0] ? mib(rss[0].bytes) : null,
      last: rss.at(-1) ? mib(rss.at(-1)?.bytes ?? 0) : null,
      max: rss.length ? mib(Math.max(...rss.map((s) => s.bytes))) : null,
    },
    serverErrorLogLines: serverLog.errors,
    firstFailures,
    serverExit: diedDuringSoak ?? null,
    serverStopped: serverExit ?? null,
  };
}

function printReport(report: ReturnType<typeof summarize>): void {
  console.log(
    `\n${report.requests} requests in ${report.minutes} min (${report.skippedByHarness} skipped by the harness)`,
  );
  console.log(
    `by status: ${Object.entries(report.byStatus)
      .map(([s, n]) => `${s} × ${n}`)
      .join(', ')}`,
  );
  console.log(
    `unexpected answers: ${report.unexpected}; server error log lines: ${report.serverErrorLogLines}`,
  );
  console.log('\nminute  requests  errors   p50 ms   p99 ms   max ms   RSS MiB');
  for (const m of report.perMinute) {
    console.log(
      `${pad(m.minute, 6)}  ${pad(m.requests, 8)}  ${pad(m.errors, 6)}  ${pad(m.p50, 7)}  ${pad(m.p99, 7)}  ${pad(m.max, 7)}  ${pad(m.rssMiB ?? '-', 8)}`,
    );
  }
  console.log('\nrequest kind                  requests  errors   p50 ms   p99 ms');
  for (const k of report.perKind) {
    console.log(
      `${k.kind.padEnd(28)}  ${pad(k.requests, 8)}  ${pad(k.errors, 6)}  ${pad(k.p50, 7)}  ${pad(k.p99, 7)}`,
    );
  }
  if (report.firstFailures.length) console.log(`\nfirst failures:\n  ${report.firstFailures.join('\n  ')}`);
  if (report.serverExit) console.log(`\nthe server stopped during the soak (${report.serverExit})`);
}

function quantiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => {
    const value = sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
    return value === undefined ? null : Math.round(value * 10) / 10;
  };
  return { p50: at(0.5), p99: at(0.99), max: at(1) };
}

function startServerProcess(store: SoakStore, port: number): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...store.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    HRAPI_METRICS: 'true',
    // The soak measures the server, not the limiter: one key sends everything.
    HRAPI_RATE_LIMIT_PER_MINUTE: '1000000',
    HRAPI_WRITE_RATE_LIMIT_PER_MINUTE: '1000000',
    NODE_ENV: 'production',
  };
  delete env.REDIS_URL;
  delete env.HRAPI_METRICS_TOKEN;
  return spawn(process.execPath, [path.join(here, '..', 'bin', 'hrapi'), 'serve'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Counts error-level log lines (pino level ≥ 50) and echoes the first few. */
function captureErrors(child: ChildProcess): { errors: number } {
  const counts = { errors: 0 };
  const onLine = (line: string) => {
    const level = /"level":(\d+)/.exec(line)?.[1];
    if (level && Number(level) >= 50) {
      counts.errors++;
      if (counts.errors <= 5) console.error(`server: ${line.slice(0, 500)}`);
    }
  };
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
  }
  return counts;
}

async function waitUntilReady(base: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (serverExit) throw new Error(`the server exited before it was ready (${serverExit})`);
    try {
      if ((await fetch(`${base}/readyz`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`the server was not ready within ${timeoutMs / 1000} s`);
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(killer);
}

async function freePort(): Promise<number> {
  const net = await import('node:net');
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}

function pad(value: number | string | null, width: number): string {
  return String(value ?? '-').padStart(width);
}

function mib(bytes: number): number {
  return Math.round((bytes / 2 ** 20) * 10) / 10;
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(1);
}
