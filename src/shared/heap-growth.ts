import v8 from 'node:v8';

/**
 * How much V8 lets the old generation grow past what the last full collection kept before the
 * next one (`--heap-growing-percent`, a setting it reads at every full collection). Left to
 * itself, V8 lets it grow several times when collections look cheap, and the RSS follows for no
 * more throughput (bench/memory-probe.ts; see docs/performance.md, "Figures behind the code").
 * `hrapi serve` sets it at start.
 */
export const PROCESS_HEAP_GROWING_PERCENT = 50;

/**
 * Tighter while a long stream runs (a snapshot): PostgreSQL's driver promotes in proportion to
 * the bytes it reads, and a stream of short-lived rows fills the old generation with garbage. Not
 * for the whole process: there it cost misses of large responses a fifth of their throughput.
 */
export const STREAM_HEAP_GROWING_PERCENT = 20;

/** A value given on the command line is the operator's: never changed. */
const chosenAtStart = process.execArgv.some((arg) => arg.startsWith('--heap-growing-percent'));
/** What holds when no stream runs: 0 is V8's own rule (a process that did not call boundHeapGrowth). */
let outsideStreams = 0;
let streams = 0;

function setGrowth(percent: number): void {
  if (!chosenAtStart) v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}

/** Bounds the old generation's growth for the whole process (`hrapi serve`, at start). */
export function boundHeapGrowth(percent = PROCESS_HEAP_GROWING_PERCENT): void {
  outsideStreams = percent;
  if (streams === 0) setGrowth(percent);
}

/**
 * Yields what `items` yields, the growth bounded tighter while at least one such stream runs in
 * the process: set when the first starts, back to the process's own when the last ends, read to
 * the end or abandoned.
 */
export async function* withHeapGrowthBounded<T>(items: AsyncIterable<T>): AsyncGenerator<T, void, undefined> {
  if (streams++ === 0) setGrowth(STREAM_HEAP_GROWING_PERCENT);
  try {
    yield* items;
  } finally {
    if (--streams === 0) setGrowth(outsideStreams);
  }
}

/** How many bounded streams run now (their test's probe). */
export const boundedStreams = (): number => streams;
