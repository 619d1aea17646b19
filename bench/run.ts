/**
 * Runs every `bench/*.bench.ts`, one child process each, in name order, each bounded in time, and
 * exits non-zero if one fails or overruns. A benchmark is a script that prints its own figures.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PER_BENCH_TIMEOUT_MS = 15 * 60_000;
const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const benches = fs
  .readdirSync(here)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => only.length === 0 || only.some((wanted) => name.includes(wanted)))
  .sort();

function run(file: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, file)], { stdio: 'inherit' });
    const timer = setTimeout(() => {
      console.error(`${file}: still running after ${PER_BENCH_TIMEOUT_MS / 60_000} min, stopping it`);
      child.kill('SIGTERM');
    }, PER_BENCH_TIMEOUT_MS);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

let failures = 0;
for (const file of benches) {
  console.log(`\n== ${file}`);
  const code = await run(file);
  if (code !== 0) {
    failures++;
    console.error(`${file} failed (exit ${code})`);
  }
}
if (benches.length === 0) console.log('no bench/*.bench.ts found');
process.exit(failures > 0 ? 1 : 0);
