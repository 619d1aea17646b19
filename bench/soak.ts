/**
 * A bounded soak: starts the real server (`bin/hrapi serve`, its own process) on a fresh seeded
 * store (SQLite, or PostgreSQL when DATABASE_URL is set), sends mixed reads and writes at a steady
 * rate for a few minutes, then stops everything by itself. Prints errors by status, latency and
 * server RSS per minute; writes the result as JSON to bench/results/. Exits 1 on any unexpected
 * answer (anything but 200) or if the server died.
 *
 * A warm-up at the same rate comes first (--warmup seconds): its answers count for errors, not
 * for latency (the first second pays for JIT compilation and first query plans).
 *
 *   npm run soak -- [--minutes 5] [--rate 20] [--collaborators 2000] [--warmup 10]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { prepareLoad, type SoakRequest } from './soak-load.ts';
import { captureErrors, freePort, startServerProcess, stopServer, waitUntilReady } from './soak-server.ts';
import { prepareSoakStore } from './soak-store.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '5' },
    rate: { type: 'string', default: '20' },
    collaborators: { type: 'string', default: '2000' },
    warmup: { type: 'string', default: '10' },
  },
});
const minutes = positive('minutes', values.minutes);
const rate = positive('rate', values.rate);
const collaboratorCount = Math.round(positive('collaborators', values.collaborators));
const warmupSeconds = positive('warmup', values.warmup);
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
const warmup: Outcome[] = [];
const rss: { at: number; bytes: number }[] = [];
let skipped = 0;
let diedDuringSoak: string | undefined;
/** The first unexpected answers, for the report. */
const firstFailures: string[] = [];
try {
  await waitUntilReady(baseUrl, 60_000, () => serverExit);
  const load = await prepareLoad((request) => call(baseUrl, request), soakStore);
  // Warm-up at the same rate (JIT, first plans): its answers count as errors, not as latency.
  const warmupStart = Date.now();
  await drive(load, warmupStart, warmupStart + warmupSeconds * 1000, warmup);
  const loadStart = Date.now();
  const sampler = setInterval(() => void sampleRss(baseUrl, loadStart), 5_000);
  await sampleRss(baseUrl, loadStart);
  await drive(load, loadStart, loadStart + minutes * 60_000, outcomes);
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

/** Open loop: one request every 1/rate s from `from` to `until`, whatever the answers take. */
async function drive(load: { next(): SoakRequest }, from: number, until: number, sink: Outcome[]) {
  let inFlight = 0;
  const pending = new Set<Promise<void>>();
  for (let i = 0; ; i++) {
    const due = from + (i * 1000) / rate;
    if (due >= until || serverExit) break;
    await sleep(due - Date.now());
    if (inFlight >= MAX_IN_FLIGHT) {
      skipped++;
      continue;
    }
    inFlight++;
    const done = send(baseUrl, load.next(), from).then((outcome) => {
      sink.push(outcome);
      inFlight--;
    });
    pending.add(done);
    void done.finally(() => pending.delete(done));
  }
  await Promise.all(pending);
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
  for (const o of [...warmup, ...outcomes])
    byStatus[String(o.status)] = (byStatus[String(o.status)] ?? 0) + 1;
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
    warmup: { seconds: warmupSeconds, requests: warmup.length, ...quantiles(warmup.map((o) => o.ms)) },
    skippedByHarness: skipped,
    byStatus,
    unexpected: [...warmup, ...outcomes].filter((o) => o.status !== 200).length,
    overall: quantiles(outcomes.map((o) => o.ms)),
    perMinute,
    perKind,
    rssMiB: {
      first: rss[0] ? mib(rss[0].bytes) : null,
      last: rss.at(-1) ? mib(rss.at(-1)?.bytes ?? 0) : null,
      max: rss.length ? mib(Math.max(...rss.map((s) => s.bytes))) : null,
    },
    slowest: [...outcomes]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 10)
      .map((o) => ({ atSecond: Math.round(o.at / 100) / 10, kind: o.kind, ms: Math.round(o.ms) })),
    serverErrorLogLines: serverLog.errors,
    firstFailures,
    serverExit: diedDuringSoak ?? null,
    serverStopped: serverExit ?? null,
  };
}

function printReport(report: ReturnType<typeof summarize>): void {
  console.log(
    `\n${report.requests} requests in ${report.minutes} min at ${report.rate}/s, after a ${report.warmup.seconds} s warm-up of ${report.warmup.requests} (p99 ${report.warmup.p99} ms, max ${report.warmup.max} ms); ${report.skippedByHarness} skipped by the harness`,
  );
  console.log(
    `by status (warm-up included): ${Object.entries(report.byStatus)
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
  console.log(
    `\nslowest after warm-up: ${report.slowest.map((o) => `${o.ms} ms (${o.kind}, at ${o.atSecond} s)`).join('; ')}`,
  );
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
