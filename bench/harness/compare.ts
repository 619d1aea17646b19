/** One comparison: the product and its ceilings, alternated, drained, repeated; and mixed load. */
import type { Engine } from '../../src/db/store.ts';
import type { Sides } from '../scenarios.ts';
import type { Ceilings } from './ceilings.ts';
import { DEFAULT_DRAIN, type DrainOutcome, drain, watchOthers } from './drain.ts';
import type { LoadGenerator, LoadResult, LoadRun, LoadTarget } from './load.ts';
import { answerLookups, MissCursor } from './misses.ts';
import type { Product } from './processes.ts';
import { sleep } from './processes.ts';
import { sampleMemory } from './rss.ts';
import { formatSpread, median, percentile, spread } from './stats.ts';
import type { Compared, EngineFigures, RunFigures } from './targets.ts';

export type Measured = LoadResult & { othersCores: number };

export function figuresOf(runs: Measured[]): RunFigures {
  return {
    rps: spread(runs.map((r) => r.rps)),
    p50: spread(runs.map((r) => r.p50)),
    p99: spread(runs.map((r) => r.p99)),
    failures: runs.reduce((n, r) => n + r.failures, 0),
    othersCores: Math.round(median(runs.map((r) => r.othersCores)) * 100) / 100,
  };
}

/** One load run, with what the rest of the machine used meanwhile. */
export async function measured(h: Harness, run: LoadRun): Promise<Measured> {
  const others = watchOthers([h.product.pid, h.ceilings.pid, h.load.pid, process.pid]);
  const result = await h.load.run(run);
  return { ...result, othersCores: others.stop() };
}

export function line(engine: Engine, name: string, c: Compared, rssMiB?: number) {
  const p = c.product;
  const answers = c.answers ? `  answers ${c.answers.hits} hits / ${c.answers.misses} misses` : '';
  const vs = (label: string, ref: RunFigures | undefined) =>
    ref
      ? `  ×${label} ${(p.rps.median / Math.max(1, ref.rps.median)).toFixed(2)} (${formatSpread(ref.rps)})`
      : '';
  console.log(
    `${engine} ${name.padEnd(34)} ${formatSpread(p.rps).padStart(12)} req/s  p50 ${p.p50.median} ms  p99 ${formatSpread(p.p99)} ms` +
      vs('B', c.bare) +
      vs('A', c.bytes) +
      (p.failures ? `  ${p.failures} failures` : '') +
      answers +
      (rssMiB !== undefined ? `  RSS ${rssMiB} MiB` : '') +
      `  [others: ${p.othersCores ?? 0} cores]` +
      (c.invalid ? `\n  INVALID as a miss scenario: ${c.invalid}` : ''),
  );
}

export interface Harness {
  engine: Engine;
  /** Repetitions, seconds per run (twice that, at least 6, for mixed load), connections. */
  rounds: number;
  seconds: number;
  connections: number;
  product: Product;
  ceilings: Ceilings;
  load: LoadGenerator;
  drains: DrainOutcome[];
  serverRss: EngineFigures['serverRss'];
}

export async function drained(h: Harness) {
  const outcome = await drain(
    [h.product.pid, h.ceilings.pid, h.load.pid],
    [`${h.product.base}/healthz`, `${h.ceilings.base}/a/probe`],
    DEFAULT_DRAIN,
  );
  h.drains.push(outcome);
  if (!outcome.idle) console.log(`  (not idle after ${outcome.waitedMs} ms: the run starts anyway)`);
}

export interface CompareOptions {
  seconds?: number;
  /**
   * A miss scenario: every product run asks only for answers never given (see misses.ts), this
   * write making the scenario's answers new when its list runs out; any answer served from the
   * cache meanwhile makes the scenario invalid.
   */
  invalidate?: () => Promise<void>;
}

/**
 * Product, (B) and (A), alternated in a rotating order, `rounds` times, each after a drain. The
 * product's answers served from its cache and computed are counted around each of its runs.
 */
export async function compare(
  h: Harness,
  name: string,
  sides: Sides,
  options: CompareOptions = {},
): Promise<Compared> {
  const seconds = options.seconds ?? h.seconds;
  const cursor = options.invalidate ? new MissCursor(sides.product.length, options.invalidate) : undefined;
  const answers = { hits: 0, misses: 0 };
  const kinds = (['product', 'bare', 'bytes'] as const).filter(
    (k) => k === 'product' || (k === 'bare' ? sides.bare : sides.bytes) !== undefined,
  );
  const runs: Record<(typeof kinds)[number], Measured[]> = { product: [], bare: [], bytes: [] };
  let rss = 0;
  for (let round = 0; round < h.rounds; round++) {
    for (let i = 0; i < kinds.length; i++) {
      const kind = kinds[(i + round) % kinds.length] as (typeof kinds)[number];
      await drained(h);
      const targets: LoadTarget[] =
        kind === 'product'
          ? sides.product
          : kind === 'bare'
            ? (sides.bare ?? [])
            : [{ path: `/a/${encodeURIComponent(sides.bytes ?? '')}` }];
      const base = kind === 'product' ? h.product.base : h.ceilings.base;
      if (kind !== 'product') {
        runs[kind].push(await measured(h, { base, targets, connections: h.connections, seconds }));
        continue;
      }
      const startAt = (await cursor?.start()) ?? 0;
      const before = await answerLookups(base);
      const memory = sampleMemory(h.product.pid);
      const run = await measured(h, { base, targets, connections: h.connections, seconds, startAt });
      rss = Math.max(rss, memory.stop().maxRss);
      runs.product.push(run);
      cursor?.ran(run.next);
      const after = await answerLookups(base);
      answers.hits += after.hits - before.hits;
      answers.misses += after.misses - before.misses;
    }
  }
  h.serverRss.push({ scenario: name, maxMiB: rss });
  const compared: Compared = { product: figuresOf(runs.product), answers };
  if (runs.bare.length) compared.bare = figuresOf(runs.bare);
  if (runs.bytes.length) compared.bytes = figuresOf(runs.bytes);
  if (cursor) {
    compared.invalidations = cursor.invalidations;
    if (answers.hits > 0) {
      compared.invalid = `${answers.hits} of ${answers.hits + answers.misses} answers were served from the cache`;
    }
  }
  line(h.engine, name, compared, rss);
  return compared;
}

/** The product under load on page 1 while the runner writes every `everyMs` (none when undefined). */
export async function mixedRun(
  h: Harness,
  page1: LoadTarget,
  write: () => Promise<number>,
  everyMs: number | undefined,
) {
  await drained(h);
  const memory = sampleMemory(h.product.pid);
  const running = measured(h, {
    base: h.product.base,
    targets: [page1],
    connections: h.connections,
    seconds: Math.max(6, h.seconds * 2),
  });
  const writeMs: number[] = [];
  let done = false;
  void running.finally(() => {
    done = true;
  });
  if (everyMs !== undefined) {
    while (!done) {
      const tick = performance.now();
      writeMs.push(await write());
      await sleep(Math.max(0, everyMs - (performance.now() - tick)));
    }
  }
  const result = await running;
  return { result, writes: writeMs.length, writeP99: percentile(writeMs, 99), rss: memory.stop().maxRss };
}
