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
 * are the median over the runs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Engine } from '../src/db/store.ts';
import { storeEnv } from '../test/support/cli.ts';
import { testEngines } from '../test/support/engines.ts';
import { createTestStore } from '../test/support/store.ts';
import { timedCli } from './harness/processes.ts';

const { values: args } = parseArgs({
  options: {
    collaborators: { type: 'string', default: '100000' },
    engine: { type: 'string' },
    runs: { type: 'string', default: '1' },
  },
});
const COLLABORATORS = Number(args.collaborators);
const RUNS = Math.max(1, Number(args.runs));
const engines = (args.engine ? [args.engine] : testEngines()) as Engine[];
const ORG = 'org_import_memory';

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

async function importTwice(engine: Engine, documentFile: string): Promise<[Measure, Measure]> {
  const t = await createTestStore(engine);
  try {
    const env = storeEnv(t.config);
    const first = await timedCli(['import', documentFile, '--json'], env);
    const again = await timedCli(['import', documentFile, '--json'], env);
    return [
      { seconds: first.seconds, peakMiB: first.peakMiB },
      { seconds: again.seconds, peakMiB: again.peakMiB },
    ];
  } finally {
    await t.drop();
  }
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
      const firsts: Measure[] = [];
      const agains: Measure[] = [];
      for (let run = 0; run < RUNS; run++) {
        const [first, again] = await importTwice(engine, documentFile);
        firsts.push(first);
        agains.push(again);
      }
      for (const [label, measures] of [
        ['first import', firsts],
        ['same again  ', agains],
      ] as const) {
        const seconds = median(measures.map((m) => m.seconds)).toFixed(1);
        const peak = median(measures.map((m) => m.peakMiB));
        const all = measures.map((m) => `${m.peakMiB} MiB/${m.seconds.toFixed(1)} s`).join(', ');
        console.log(`${engine.padEnd(8)} ${label} peak RSS ${peak} MiB, ${seconds} s  (${all})`);
      }
    }
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
