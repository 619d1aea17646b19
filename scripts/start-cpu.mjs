// CPU time of a start: `node bin/hrapi serve` on a fresh SQLite data directory, until /readyz
// answers 200. Reads the child's user + system time from /proc (Linux), so the polling of this
// process is not counted. Runs the compiled build (dist/): `npm run build` first.
//
//   node scripts/start-cpu.mjs [--runs 5] [--production] [-- extra node flags]
//
// --production sets NODE_ENV=production (no first-start demo); without it the demo organization
// is seeded, as on a first `hrapi serve`. Prints each run and the median, in ms of CPU.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, untilReady } from './local-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const dashes = args.indexOf('--');
const nodeFlags = dashes >= 0 ? args.slice(dashes + 1) : [];
const own = dashes >= 0 ? args.slice(0, dashes) : args;
const runs = Number(own[own.indexOf('--runs') + 1] ?? 5) || 5;
const production = own.includes('--production');
const TICKS_PER_SECOND = 100; // USER_HZ on Linux
const DEADLINE_MS = 60_000;

/** utime + stime of a process, in ms. */
function cpuMs(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

async function oneStart() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-start-'));
  const port = await freePort();
  const env = { ...process.env, HRAPI_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  if (production) env.NODE_ENV = 'production';
  else delete env.NODE_ENV;
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeFlags, path.join(root, 'bin/hrapi'), 'serve'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const ready = await untilReady(`http://127.0.0.1:${port}`, child, {
      timeoutMs: DEADLINE_MS,
      intervalMs: 10,
    });
    if (!ready) throw new Error(`no /readyz within 60 s (exit code ${child.exitCode})`);
    return { cpu: cpuMs(child.pid), wall: performance.now() - started };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = [];
for (let i = 0; i < runs; i++) {
  const result = await oneStart();
  results.push(result);
  process.stdout.write(`run ${i + 1}: ${result.cpu} ms CPU, ${Math.round(result.wall)} ms wall\n`);
}
process.stdout.write(
  `median of ${runs} (${production ? 'NODE_ENV=production' : 'first start with demo'}): ${median(results.map((r) => r.cpu))} ms CPU, ${Math.round(median(results.map((r) => r.wall)))} ms wall\n`,
);
