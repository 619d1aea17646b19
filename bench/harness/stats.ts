/**
 * The figures a benchmark prints: medians of repeated runs and how far the runs spread, so a
 * reader sees at once whether a ratio is a measurement or noise. Pure, unit-tested.
 */

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Nearest-rank percentile (p in 0..100) of raw samples; 0 for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((Math.min(100, Math.max(0, p)) / 100) * sorted.length);
  return sorted[Math.max(0, rank - 1)] as number;
}

export interface Spread {
  median: number;
  min: number;
  max: number;
  /** (max − min) / median, in percent, rounded: how much the repeated runs disagree. */
  spreadPct: number;
  runs: number;
}

export function spread(values: readonly number[]): Spread {
  if (values.length === 0) return { median: 0, min: 0, max: 0, spreadPct: 0, runs: 0 };
  const m = median(values);
  const min = Math.min(...values);
  const max = Math.max(...values);
  return {
    median: m,
    min,
    max,
    spreadPct: m === 0 ? (max === min ? 0 : 100) : Math.round(((max - min) / m) * 100),
    runs: values.length,
  };
}

/** `1,234 ±12 %` for a table cell; the spread is left out for a single run. */
export function formatSpread(s: Spread, digits = 0): string {
  const value = s.median.toLocaleString('en-US', { maximumFractionDigits: digits });
  return s.runs > 1 ? `${value} ±${s.spreadPct}%` : value;
}
