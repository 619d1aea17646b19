import autocannon from 'autocannon';

export interface LoadResult {
  /** Requests per second over the run. */
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Non-2xx answers and socket errors: a ceiling or product run with any is reported as such. */
  failures: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}

/** Drives one URL with autocannon for a fixed time; never throws on HTTP errors, counts them. */
export async function drive(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers ?? {},
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return 0;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
