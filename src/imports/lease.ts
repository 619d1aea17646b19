import type { Engine } from '../db/store.ts';
import type { Problem } from '../hr-data/checks.ts';
import type { ImportResult } from './import-job.ts';

/** How often the holding instance renews the lease of each import it holds, with its progress. */
export const RENEW_EVERY_MS = 1000;

/**
 * How long an import stays `queued` or `running` without a renewal before it is shown failed.
 * PostgreSQL: 60 s, renewals land while the import writes (its transaction locks no row of
 * `http_imports`). SQLite has one writer: a renewal waits behind every write transaction, the
 * import's own included, so the lease covers the longest one with room (see docs/performance.md,
 * "Figures behind the code"): 15 minutes.
 */
export function leaseOf(engine: Engine): number {
  return engine === 'postgres' ? 60_000 : 15 * 60_000;
}

export function staleProblem(heartbeatAt: string): Problem {
  return {
    path: '',
    message: `the server running this import stopped before it ended (no renewal of its lease since ${heartbeatAt}): an import writes all or nothing, so read the data to see whether it landed, or send the file again`,
  };
}

export const staleResult = (heartbeatAt: string): ImportResult => ({
  counts: null,
  totalProblems: 1,
  problems: [staleProblem(heartbeatAt)],
  totalWarnings: 0,
  warnings: [],
});
