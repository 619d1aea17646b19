import v8 from 'node:v8';

/**
 * The Node.js flags `hrapi serve` is started with (`npm start`, the image's CMD, the benchmark): a
 * young generation of at most two 4 MiB semi-spaces instead of Node.js's 16 MiB ones. Read only
 * when the process starts, so it cannot be set from here (docs/operations.md, *Memory*).
 */
export const SERVE_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=4'];

/**
 * The environment `hrapi serve` is started with, beside the flags: glibc's allocator keeps two
 * arenas instead of one per thread that ever allocated (V8's collector threads, libuv's pool),
 * whose freed pages otherwise stay in the RSS. Read by the C library when the process starts.
 */
export const SERVE_ENV: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: '2' };

/**
 * How much the old generation may grow past what the last full collection kept before the next
 * one: V8 lets it grow up to 4× when collections look cheap, which a stream of short-lived rows
 * (the snapshot, a long list) turns into 100 MiB of garbage and RSS that is never given back.
 */
export const HEAP_GROWING_PERCENT = 20;

const given = (execArgv: readonly string[], flag: string) =>
  execArgv.some((arg) => arg === flag || arg.startsWith(`${flag}=`));

/**
 * Bounds the heap's growth for the whole process (a V8 setting read at every full collection, so
 * it applies when set at start), unless the command line already chose one; names what only the
 * process's start can set and this one was started without (SERVE_NODE_FLAGS, SERVE_ENV).
 */
export function boundHeapGrowth(
  execArgv: readonly string[] = process.execArgv,
  env: NodeJS.ProcessEnv = process.env,
): { missing: string[] } {
  if (!given(execArgv, '--heap-growing-percent')) {
    v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  }
  const flags = SERVE_NODE_FLAGS.filter((flag) => !given(execArgv, flag.split('=')[0] ?? flag));
  const vars = Object.entries(SERVE_ENV)
    .filter(([name]) => env[name] === undefined)
    .map(([name, value]) => `${name}=${value}`);
  return { missing: [...vars, ...flags] };
}
