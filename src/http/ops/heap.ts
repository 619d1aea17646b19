/**
 * The Node.js flags `hrapi serve` is started with (`npm start`, the image's CMD, the benchmark): a
 * young generation of at most two 8 MiB semi-spaces instead of Node.js's 16 MiB ones. Read only
 * when the process starts, so it cannot be set from here (docs/operations.md, *Memory*).
 */
export const SERVE_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=8'];

/**
 * The environment `hrapi serve` is started with, beside the flags, read by glibc's allocator when
 * the process starts: two arenas instead of one per thread that ever allocated (V8's collector
 * threads, libuv's pool), whose freed pages otherwise stay in the RSS; blocks of 64 KiB and more
 * (a page's response, a driver's read) mapped on their own and given back when freed, and free
 * memory at the top of an arena given back past 128 KiB. Setting these two fixes them: by default
 * glibc raises both each time a large block is freed, up to 32 MiB, after which pages of 112 KB
 * are carved from the arenas and their holes stay resident (see docs/performance.md, "Figures
 * behind the code", and docs/operations.md, *Memory*).
 */
export const SERVE_ENV: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '65536',
  MALLOC_TRIM_THRESHOLD_: '131072',
};

const given = (execArgv: readonly string[], flag: string) =>
  execArgv.some((arg) => arg === flag || arg.startsWith(`${flag}=`));

/** What only the process's start can set (SERVE_NODE_FLAGS, SERVE_ENV) and this one was started without. */
export function missingStartSettings(
  execArgv: readonly string[] = process.execArgv,
  env: NodeJS.ProcessEnv = process.env,
): string[] {
  const flags = SERVE_NODE_FLAGS.filter((flag) => !given(execArgv, flag.split('=')[0] ?? flag));
  const vars = Object.entries(SERVE_ENV)
    .filter(([name]) => env[name] === undefined)
    .map(([name, value]) => `${name}=${value}`);
  return [...vars, ...flags];
}
