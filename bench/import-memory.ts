/**
 * The memory and time of `hrapi import` of a large HR data document, as an operator runs it: the
 * compiled CLI (bin/hrapi, so `npm run build` first) in a process of its own, its peak resident
 * set read from /proc/<pid>/status (VmHWM). Per engine, on a fresh store: the first import (every
 * row created), then the same document again (every row read back and compared, nothing written).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
 *     node --import tsx bench/import-memory.ts [--collaborators 100000] [--engine sqlite] [--runs 1]
 *
 * Without DATABASE_URL, SQLite only. Each run takes a new store; the figures printed per import
 * are the median over the runs. `--bins a/bin/hrapi,b/bin/hrapi` compares builds (say, one of an
 * older commit copied aside with its dist/): they take turns, run after run, on the same document.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Engine } from '../src/db/store.ts';
import { storeEnv } from '../test/support/cli.ts';
import { testEngines } from '../test/support/engines.ts';
import { createTestStore } from '../test/support/store.ts';
import { timedCli } from './harness/processes.ts';
import { memoryOf } from './harness/rss.ts';

const { values: args } = parseArgs({
  options: {
    collaborators: { type: 'string', default: '100000' },
    engine: { type: 'string' },
    runs: { type: 'string', default: '1' },
    bins: { type: 'string', default: path.resolve(import.meta.dirname, '../bin/hrapi') },
  },
});
const COLLABORATORS = Number(args.collaborators);
const RUNS = Math.max(1, Number(args.runs));
const engines = (args.engine ? [args.engine] : testEngines()) as Engine[];
const ORG = 'org_import_memory';
const BINS = (args.bins ?? '').split(',').map((bin) => path.resolve(bin));

/** A bench that never stops by itself is a defect: 30 minutes at most. */
setTimeout(() => {
  console.error('import-memory: over its 30 min budget, giving up');
  process.exit(1);
}, 30 * 60_000).unref();

interface Measure {
  seconds: number;
  peakMiB: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** `bin import FILE`, its high-water mark read from /proc every 50 ms while it runs. */
async function timedImport(bin: string, file: string, env: Record<string, string>): Promise<Measure> {
  const started = performance.now();
  const child = spawn(process.execPath, [bin, 'import', file, '--json'], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let peakMiB = 0;
  const timer = setInterval(() => {
    const m = child.pid ? memoryOf(child.pid) : undefined;
    if (m) peakMiB = Math.max(peakMiB, m.peak);
  }, 50);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearInterval(timer);
  if (code !== 0) throw new Error(`${bin} import exited ${code}`);
  return { seconds: (performance.now() - started) / 1000, peakMiB };
}

async function importTwice(bin: string, engine: Engine, documentFile: string): Promise<[Measure, Measure]> {
  const t = await createTestStore(engine);
  try {
    const env = storeEnv(t.config);
    return [await timedImport(bin, documentFile, env), await timedImport(bin, documentFile, env)];
  } finally {
    await t.drop();
  }
}

function print(engine: Engine, label: string, measures: Measure[]) {
  const seconds = median(measures.map((m) => m.seconds)).toFixed(1);
  const peak = median(measures.map((m) => m.peakMiB));
  const all = measures.map((m) => `${m.peakMiB} MiB/${m.seconds.toFixed(1)} s`).join(', ');
  console.log(`${engine.padEnd(8)} ${label} peak RSS ${peak} MiB, ${seconds} s  (${all})`);
}

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-import-memory-'));
  const documentFile = path.join(workDir, 'document.json');
  try {
    const seedArgs = ['seed', '--collaborators', String(COLLABORATORS), '--seed', 'bench', '--org', ORG];
    // --as-of fixed: the same document from one run of this bench to the next.
    await timedCli([...seedArgs, '--as-of', '2026-01-15', '--out', documentFile, '--json'], {
      DATABASE_URL: '',
      HRAPI_DATA_DIR: workDir,
    });
    const mib = (fs.statSync(documentFile).size / 2 ** 20).toFixed(0);
    console.log(
      `document: ${COLLABORATORS} collaborators, ${mib} MiB; ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)}`,
    );
    for (const engine of engines) {
      const firsts = BINS.map((): Measure[] => []);
      const agains = BINS.map((): Measure[] => []);
      for (let run = 0; run < RUNS; run++) {
        for (const [b, bin] of BINS.entries()) {
          const [first, again] = await importTwice(bin, engine, documentFile);
          firsts[b]?.push(first);
          agains[b]?.push(again);
        }
      }
      for (const [b, bin] of BINS.entries()) {
        if (BINS.length > 1) console.log(bin);
        print(engine, 'first import', firsts[b] ?? []);
        print(engine, 'same again  ', agains[b] ?? []);
      }
    }
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
