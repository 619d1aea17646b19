/**
 * The targets of the benchmark (issue 21), judged from one run's figures: each printed met or
 * missed with the measured ratio. Pure, unit-tested; the runner only collects figures.
 */
import type { Spread } from './stats.ts';

/** One load run, repeated: medians and spread of its throughput and latencies. */
export interface RunFigures {
  rps: Spread;
  p50: Spread;
  p99: Spread;
  /** Non-2xx answers, socket errors and time-outs over every repetition. */
  failures: number;
  /** Cores the rest of the machine used meanwhile (median of the runs): what the figures did not get. */
  othersCores?: number;
}

/** The product against its ceilings, in one scenario, with the server's highest RSS during it. */
export interface Compared {
  product: RunFigures;
  /** (B): a bare Fastify running the queries the product must run. */
  bare?: RunFigures;
  /** (A): a bare Fastify writing the product's own bytes. */
  bytes?: RunFigures;
  /** The product's whole answers in these runs: served from its cache (hits) or computed (misses). */
  answers?: { hits: number; misses: number };
  /** A miss scenario: the writes that made its answers new again between runs. */
  invalidations?: number;
  /** A miss scenario in which some answers were hits: its figures do not measure misses. */
  invalid?: string;
}

export interface EngineFigures {
  collaborators: number;
  /** The store the product ran on: the targets of small warm hits differ by engine (issue 31). */
  engine?: 'sqlite' | 'postgres';
  /** Each warm hit, with the size of its answer in bytes (absent in files before issue 31). */
  warm: { name: string; figures: Compared; bytes?: number }[];
  firstReadAfterWrite?: { samples: number; p50: number; p99: number; max: number };
  mixed?: { noWrite: RunFigures; every1s: RunFigures; every100ms: RunFigures };
  tenants?: Compared;
  everyPage?: Compared;
  detail?: Compared;
  changes?: Compared;
  /** The server's highest RSS in each scenario, MiB. */
  serverRss: { scenario: string; maxMiB: number }[];
  /** `hrapi import` of the collaborators: the importing process's peak, MiB. */
  importPeakMiB?: number;
  /** The sync scenario (issue 27), when it ran. */
  sync?: SyncTargetFigures;
}

/** What the sync targets read of the sync scenario's figures (bench/sync-phase.ts). */
export interface SyncTargetFigures {
  snapshot: { seconds: number; serverRssMiB: { peak: number } };
  paginated: { seconds: number };
  lag: { p99Ms: number };
}

interface TargetBase {
  name: string;
  /** Why the figures behind it do not measure what the target is about (a miss run that hit). */
  invalid?: string;
  /** The widest spread, in percent, of the repeated runs behind the figures (0 when not repeated). */
  spreadPct?: number;
  /** A figure printed beside the verdict to read it by, e.g. what (B) measured at the same load. */
  context?: string;
}

export type Target =
  | (TargetBase & { kind: 'ratio'; measured: number; reference: number; atLeast: number; of: string })
  | (TargetBase & { kind: 'limit'; measured: number; limit: number; unit: string; strict: boolean });

/** Past this spread between repeated runs, a verdict is printed as not conclusive. */
export const CONCLUSIVE_SPREAD_PCT = 50;

export interface Verdict {
  name: string;
  met: boolean;
  /** measured / reference for a ratio, measured / limit for a limit; undefined without a reference. */
  ratio: number | undefined;
  /** False when the runs behind it disagree by more than CONCLUSIVE_SPREAD_PCT. */
  conclusive: boolean;
  /** True when the figures do not measure what the target is about: neither met nor missed. */
  invalid?: boolean;
  text: string;
}

const MB_IN_MIB = 1_000_000 / 2 ** 20;
/** 300 MB, the memory goal, in the MiB that /proc reports. */
export const RSS_LIMIT_MIB = 300 * MB_IN_MIB;
/** 150 MB, the snapshot's memory goal (issue 27), in MiB. */
export const SNAPSHOT_RSS_LIMIT_MIB = 150 * MB_IN_MIB;

export function judge(target: Target): Verdict {
  const spreadPct = target.spreadPct ?? 0;
  const conclusive = spreadPct <= CONCLUSIVE_SPREAD_PCT;
  const noise = conclusive ? '' : ` (not conclusive: runs spread ±${spreadPct}%)`;
  if (target.invalid !== undefined) {
    return {
      name: target.name,
      met: false,
      ratio: undefined,
      conclusive,
      invalid: true,
      text: `invalid: ${target.invalid}`,
    };
  }
  if (target.kind === 'ratio') {
    if (!(target.reference > 0)) {
      return {
        name: target.name,
        met: false,
        ratio: undefined,
        conclusive,
        text: `no ${target.of} to compare with`,
      };
    }
    const ratio = target.measured / target.reference;
    return {
      name: target.name,
      met: ratio >= target.atLeast,
      ratio,
      conclusive,
      text: `${ratio.toFixed(2)}× ${target.of} (${round(target.measured)} vs ${round(target.reference)}), target ≥ ${target.atLeast}×${noise}`,
    };
  }
  const ratio = target.limit > 0 ? target.measured / target.limit : undefined;
  const met = target.strict ? target.measured < target.limit : target.measured <= target.limit;
  return {
    name: target.name,
    met,
    ratio,
    conclusive,
    text: `${round(target.measured)} ${target.unit}, target ${target.strict ? '<' : '≤'} ${round(target.limit)} ${target.unit}${noise}${target.context ? `; ${target.context}` : ''}`,
  };
}

function round(n: number): string {
  return n >= 100 ? String(Math.round(n)) : String(Math.round(n * 10) / 10);
}

const ratio = (name: string, a: Spread, b: Spread, atLeast: number, of: string): Target => ({
  name,
  kind: 'ratio',
  measured: a.median,
  reference: b.median,
  atLeast,
  of,
  spreadPct: Math.max(a.spreadPct, b.spreadPct),
});
const below = (
  name: string,
  measured: number,
  limit: number,
  unit: string,
  strict = true,
  spreadPct = 0,
): Target => ({
  name,
  kind: 'limit',
  measured,
  limit,
  unit,
  strict,
  spreadPct,
});
const p99Below = (name: string, p99: Spread, limit: number): Target =>
  below(name, p99.median, limit, 'ms', true, p99.spreadPct);

/** Answers up to this size are "small": their warm hits are judged by issue 31's targets. */
export const SMALL_ANSWER_BYTES = 24 * 1024;

/**
 * What a warm hit must reach against (A): for answers of 1–23 KB, where the fixed cost of a request
 * dominates, 0.5× on SQLite and 0.4× on PostgreSQL (issue 31); for whole pages, where the bytes do,
 * 0.8× (issue 21), as for a file that does not say the answer's size.
 */
function warmAgainstBytes(f: EngineFigures, bytes: number | undefined): number {
  if (bytes === undefined || bytes > SMALL_ANSWER_BYTES || f.engine === undefined) return 0.8;
  return f.engine === 'postgres' ? 0.4 : 0.5;
}

/**
 * Why a scenario's verdicts cannot be judged: answers from the cache in a miss run, and any failed
 * or refused request (answered faster than an answer, it would flatter the rate).
 */
function invalidOf(c: Pick<Compared, 'invalid'>, failures: number): { invalid?: string } {
  const reasons = [c.invalid, failures > 0 ? `${failures} requests failed` : undefined].filter(
    (reason) => reason !== undefined,
  );
  return reasons.length > 0 ? { invalid: reasons.join('; ') } : {};
}

/** The first sync by snapshot against the paginated read, the copy's lag, the snapshot's memory. */
function syncTargets(s: SyncTargetFigures): Target[] {
  return [
    {
      name: 'first sync by snapshot: faster than the paginated read',
      kind: 'ratio',
      measured: s.paginated.seconds,
      reference: s.snapshot.seconds,
      atLeast: 5,
      of: "the paginated read's seconds over the snapshot's",
    },
    below('following copy under a write every 2 s: lag p99', s.lag.p99Ms, 10_000, 'ms'),
    below(
      'snapshot: server RSS at its peak',
      s.snapshot.serverRssMiB.peak,
      SNAPSHOT_RSS_LIMIT_MIB,
      'MiB (150 MB)',
      false,
    ),
  ];
}

/** Every target the figures allow judging; a scenario that did not run yields no target. */
export function targetsOf(f: EngineFigures): Target[] {
  const targets: Target[] = [];
  if (f.mixed) {
    const { noWrite, every1s, every100ms } = f.mixed;
    const invalid = invalidOf({}, noWrite.failures + every1s.failures + every100ms.failures);
    targets.push(
      ...[
        ratio('write every 1 s: throughput', every1s.rps, noWrite.rps, 0.7, 'no-write'),
        p99Below('write every 1 s: p99', every1s.p99, 100),
        ratio('write every 100 ms: throughput', every100ms.rps, noWrite.rps, 0.3, 'no-write'),
        p99Below('write every 100 ms: p99', every100ms.p99, 250),
      ].map((target) => ({ ...target, ...invalid })),
    );
  }
  const againstBare = (name: string, c: Compared | undefined, p99Limit?: number) => {
    if (!c) return;
    const invalid = invalidOf(c, c.product.failures);
    if (c.bare)
      targets.push({ ...ratio(`${name}: throughput`, c.product.rps, c.bare.rps, 1, '(B)'), ...invalid });
    if (p99Limit !== undefined) {
      // A p99 under this many connections is read beside the bare query's at the same load.
      const context = c.bare ? `(B) at the same load: p99 ${round(c.bare.p99.median)} ms` : undefined;
      targets.push({
        ...p99Below(`${name}: p99`, c.product.p99, p99Limit),
        ...(context ? { context } : {}),
        ...invalid,
      });
    }
  };
  againstBare('many organizations, distinct pages', f.tenants, 100);
  againstBare('every page of the list once', f.everyPage);
  againstBare('collaborator detail', f.detail);
  againstBare('change feed after the import', f.changes);
  for (const { name, figures, bytes } of f.warm) {
    const invalid = invalidOf(figures, figures.product.failures);
    if (figures.bytes) {
      targets.push({
        ...ratio(
          `warm hits, ${name}`,
          figures.product.rps,
          figures.bytes.rps,
          warmAgainstBytes(f, bytes),
          '(A)',
        ),
        ...invalid,
      });
    }
    if (figures.bare && bytes !== undefined) {
      targets.push({
        ...ratio(
          `warm hits, ${name}: never slower than (B)`,
          figures.product.rps,
          figures.bare.rps,
          1,
          '(B)',
        ),
        ...invalid,
      });
    }
  }
  if (f.firstReadAfterWrite) {
    const first = f.firstReadAfterWrite;
    targets.push(
      below(
        `first read after a write at ${f.collaborators.toLocaleString('en-US')} (median)`,
        first.p50,
        50,
        'ms',
      ),
    );
  }
  if (f.serverRss.length > 0) {
    const worst = f.serverRss.reduce((a, b) => (b.maxMiB > a.maxMiB ? b : a));
    targets.push(
      below(
        `server RSS, every scenario (highest: ${worst.scenario})`,
        worst.maxMiB,
        RSS_LIMIT_MIB,
        'MiB',
        false,
      ),
    );
  }
  if (f.sync) targets.push(...syncTargets(f.sync));
  if (f.importPeakMiB !== undefined) {
    targets.push(below('hrapi import: peak RSS', f.importPeakMiB, RSS_LIMIT_MIB, 'MiB (300 MB)', false));
  }
  return targets;
}
