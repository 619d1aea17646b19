/**
 * The scenario scripts other parts of the project keep in bench/ (webhook delivery, DSN import,
 * the cost of privacy: the data-access log and `secure_delete`), each in its own process, bounded
 * in time; their output goes to bench/results/ beside the run's JSON.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const SCENARIO_SCRIPTS = [
  'webhooks.ts',
  'dsn-import.ts',
  'dsn-round-trip.ts',
  'privacy.ts',
  'writes.ts',
];

/** The `--only` values that are a script of their own: `npm run bench -- --only writes [its options]`. */
const ALONE: Record<string, string> = {
  writes: 'writes.ts',
  replicas: 'replicas.ts',
  'state-notify': 'state-notify.ts',
  'dsn-import': 'dsn-import.ts',
};

/** The script an `--only` names and the arguments it gets (every other one), or undefined. */
export function scriptAlone(argv: readonly string[]): { script: string; rest: string[] } | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const inline = arg.startsWith('--only=') ? arg.slice('--only='.length) : undefined;
    const value = inline ?? (arg === '--only' ? argv[i + 1] : undefined);
    const script = value === undefined ? undefined : ALONE[value];
    if (script)
      return { script, rest: [...argv.slice(0, i), ...argv.slice(i + (inline === undefined ? 2 : 1))] };
  }
  return undefined;
}

/** Runs one script in its own process, its output on this one's; resolves to its exit code. */
export function runAlone(script: string, rest: readonly string[]): Promise<number> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, script), ...rest],
    {
      stdio: 'inherit',
    },
  );
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

export async function runScripts(options: { stamp: string; dir: string; quick: boolean; budgetMs: number }) {
  const { stamp, dir, quick } = options;
  const outcomes = [];
  for (const script of SCENARIO_SCRIPTS) {
    const file = path.join(import.meta.dirname, script);
    const log = path.join(dir, `${stamp}-${script.replace(/\.ts$/, '')}${quick ? '-quick' : ''}.log`);
    const out = fs.openSync(log, 'w');
    const started = performance.now();
    console.log(`\nbench/${script}: running (output in ${path.relative(process.cwd(), log)})`);
    const child = spawn(process.execPath, ['--import', 'tsx', file, ...(quick ? ['--quick'] : [])], {
      stdio: ['ignore', out, out],
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), options.budgetMs);
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    clearTimeout(timer);
    fs.closeSync(out);
    const seconds = Math.round((performance.now() - started) / 1000);
    console.log(`bench/${script}: exit ${code} after ${seconds} s`);
    // Logs are not committed: a failure keeps its last lines in the run's JSON, to be explained.
    const tail = code === 0 ? undefined : fs.readFileSync(log, 'utf8').split('\n').slice(-15).join('\n');
    if (tail !== undefined) console.log(tail);
    outcomes.push({
      script,
      exitCode: code,
      seconds,
      log: path.basename(log),
      ...(tail === undefined ? {} : { tail }),
    });
  }
  return outcomes;
}
