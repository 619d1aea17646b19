/**
 * `node --import tsx bench/dsn-import.ts [--individuals 10000] [--engine sqlite|postgres]`: the
 * monthly DSN import at size (issue 18). Generates one declaration of N individuals with
 * `hrapi seed --format dsn` (about 150 lines each, pay blocks included), creates its organization
 * in a fresh store, then times `hrapi dsn import` as a separate process and samples its memory.
 * Target: 10,000 individuals (about 1.5 million lines) in under 60 s and under 300 MB. Standalone:
 * it shares nothing with bench/main.ts. PostgreSQL needs DATABASE_URL; the store is dropped after.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createOrganization } from '../src/organizations/organizations.queries.ts';
import { storeEnv } from '../test/support/cli.ts';
import { createTestStore } from '../test/support/store.ts';
import { sampleMemory } from './harness/rss.ts';

const { values: args } = parseArgs({
  options: {
    individuals: { type: 'string', default: '10000' },
    engine: { type: 'string', default: 'sqlite' },
  },
});
const individuals = Number(args.individuals);
const engine = args.engine === 'postgres' ? 'postgres' : 'sqlite';
const BIN = path.resolve(import.meta.dirname, '../bin/hrapi');

function run(argv: string[], env: Record<string, string>, sample = false) {
  return new Promise<{
    code: number | null;
    stdout: string;
    stderr: string;
    seconds: number;
    peakMb: number;
  }>((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, [BIN, ...argv], {
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const memory = sample && child.pid ? sampleMemory(child.pid, 100) : undefined;
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const peakMb = memory?.stop().peak ?? 0;
      resolve({ code, stdout, stderr, seconds: Number(process.hrtime.bigint() - started) / 1e9, peakMb });
    });
  });
}

const store = await createTestStore(engine);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-dsn-bench-'));
try {
  const env = storeEnv(store.config);
  const org = 'org_dsn_bench';
  const seeded = await run(
    [
      'seed',
      '--format',
      'dsn',
      '--months',
      '2026-03:2026-03',
      '--collaborators',
      String(individuals),
      '--seed',
      'bench',
      '--org',
      org,
      '--out',
      dir,
      '--json',
    ],
    env,
  );
  if (seeded.code !== 0) throw new Error(seeded.stderr);
  const file = path.join(dir, `${org}-2026-03.dsn`);
  const text = fs.readFileSync(file, 'latin1');
  const siren = /S21\.G00\.06\.001,'(\d{9})'/.exec(text)?.[1] ?? '';
  const lines = text.split('\n').length - 1;
  await createOrganization(store.store.db, { id: org, name: 'DSN benchmark', siren });
  await store.store.close();

  const imported = await run(['dsn', 'import', file, '--org', org, '--json'], env, true);
  if (imported.code !== 0) throw new Error(imported.stderr.slice(0, 2000));
  const counts = JSON.parse(imported.stdout).counts;
  const again = await run(['dsn', 'import', file, '--org', org, '--json'], env, true);
  console.log(
    JSON.stringify(
      {
        engine,
        individuals: JSON.parse(seeded.stdout).individuals,
        lines,
        megabytes: Math.round(fs.statSync(file).size / 1e5) / 10,
        import: { seconds: Math.round(imported.seconds * 10) / 10, peakRssMb: imported.peakMb, counts },
        reimport: { seconds: Math.round(again.seconds * 10) / 10, peakRssMb: again.peakMb },
        target: { seconds: 60, peakRssMb: 300 },
      },
      null,
      2,
    ),
  );
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
  await store.drop().catch(() => {});
}
