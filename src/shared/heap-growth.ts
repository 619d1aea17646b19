import v8 from 'node:v8';

/**
 * While a long stream runs, V8 collects the old generation when it has grown this much past what
 * the last full collection kept (`--heap-growing-percent`). Left to itself, V8 lets it grow up to
 * 4× when collections look cheap, and a stream of short-lived rows (PostgreSQL's driver promotes
 * in proportion to the bytes it reads) turns that into 100 MiB and more of garbage, which the RSS
 * follows and keeps. Every other request runs under V8's own rule: bounded for the whole process,
 * the same setting cost misses of large answers a fifth of their throughput (docs/performance.md).
 */
export const STREAM_HEAP_GROWING_PERCENT = 20;

/** A value given on the command line is the operator's: never changed. */
const chosenAtStart = process.execArgv.some((arg) => arg.startsWith('--heap-growing-percent'));
let streams = 0;

/**
 * Yields what `items` yields, the old generation's growth bounded while at least one such stream
 * runs in the process (a V8 setting read at every full collection: set when the first starts,
 * given back to V8 when the last ends, finished or abandoned).
 */
export async function* withHeapGrowthBounded<T>(items: AsyncIterable<T>): AsyncGenerator<T, void, undefined> {
  if (streams++ === 0 && !chosenAtStart) {
    v8.setFlagsFromString(`--heap-growing-percent=${STREAM_HEAP_GROWING_PERCENT}`);
  }
  try {
    yield* items;
  } finally {
    if (--streams === 0 && !chosenAtStart) v8.setFlagsFromString('--heap-growing-percent=0');
  }
}

/** How many bounded streams run now (their test's probe). */
export const boundedStreams = (): number => streams;
