import type { Config } from '../config.ts';
import type { Actor } from '../db/audit.ts';
import { withLongStatements } from '../db/postgres-pool.ts';
import type { Store } from '../db/store.ts';
import { importDsn } from '../dsn/import.ts';
import { type DsnSource, dsnFileSource } from '../dsn/lines.ts';
import type { Problem } from '../hr-data/checks.ts';
import { importDocument } from '../hr-data/import.ts';
import { fileSource } from '../hr-data/read.ts';
import { validateDocument } from '../hr-data/validate.ts';
import type { ImportKind } from './imports.queries.ts';
import type { ImportProgressPhase } from './imports.schema.ts';

/** Problems and warnings kept with an import: the CLI's --json lists more, the counts say all. */
export const KEPT_PROBLEMS = 1000;

export interface ImportJob {
  id: string;
  organizationId: string;
  kind: ImportKind;
  dryRun: boolean;
  replace: boolean;
  /** The private temporary file holding the body, and its folder (removed with it). */
  file: string;
  folder: string;
  actor: Actor;
}

/** Where a running import stands, written with its lease at a bounded rate. */
export interface ImportProgress {
  phase: ImportProgressPhase;
  bytesRead: number;
}

/** What the store keeps of an ended import: what the CLI prints, without the DSN plan's values. */
export interface ImportResult {
  counts: Record<string, unknown> | null;
  months?: string[];
  norms?: string[];
  totalProblems: number;
  problems: Problem[];
  totalWarnings: number;
  warnings: Problem[];
}

type JobOutcome = { ok: boolean; result: ImportResult };

const listed = (problems: Problem[], total: number, warnings: Problem[], totalWarnings: number) => ({
  totalProblems: total,
  problems: problems.slice(0, KEPT_PROBLEMS),
  totalWarnings,
  warnings: warnings.slice(0, KEPT_PROBLEMS),
});

/**
 * Runs one import as the CLI does (`hrapi import`, `hrapi dsn import`): the same functions, the
 * organization of the path in place of `--org`. Refusals are values; a throw is unexpected.
 */
export async function runImportJob(
  store: Store,
  config: Pick<Config, 'dbImportTimeoutMs'>,
  job: ImportJob,
  progress: ImportProgress,
): Promise<JobOutcome> {
  return withLongStatements(config.dbImportTimeoutMs, () =>
    job.kind === 'document' ? importDocumentFile(store, job, progress) : importDsnFile(store, job, progress),
  );
}

async function importDocumentFile(
  store: Store,
  job: ImportJob,
  progress: ImportProgress,
): Promise<JobOutcome> {
  const source = fileSource(job.file);
  if (job.dryRun) {
    const plan = await validateDocument(store.db, source, {
      organizationId: job.organizationId,
      onProgress: (bytes) => {
        progress.bytesRead = bytes;
      },
    });
    return {
      ok: plan.totalProblems === 0,
      result: {
        counts: null,
        ...listed(plan.problems, plan.totalProblems, plan.warnings, plan.totalWarnings),
      },
    };
  }
  const outcome = await importDocument(store, source, {
    organizationId: job.organizationId,
    replace: job.replace,
    actor: job.actor,
    onProgress: (phase, bytes) => {
      progress.phase = phase;
      progress.bytesRead = bytes;
    },
  });
  const lists = outcome.ok
    ? listed([], 0, outcome.warnings, outcome.totalWarnings)
    : listed(outcome.problems, outcome.totalProblems, outcome.warnings, outcome.totalWarnings);
  return { ok: outcome.ok, result: { counts: outcome.ok ? { ...outcome.counts } : null, ...lists } };
}

/**
 * The DSN import reads the file three times: its encoding, then its checks, then (in the write
 * transaction unless a dry run) its plan. Each pass counts its bytes from 0.
 */
function countedSource(file: string, dryRun: boolean, progress: ImportProgress): DsnSource {
  const base = dsnFileSource(file);
  let pass = 0;
  return {
    name: 'the DSN',
    async *open() {
      pass++;
      progress.phase = pass >= 3 && !dryRun ? 'writing' : 'validating';
      progress.bytesRead = 0;
      for await (const chunk of base.open()) {
        progress.bytesRead += chunk.length;
        yield chunk;
      }
    },
  };
}

async function importDsnFile(store: Store, job: ImportJob, progress: ImportProgress): Promise<JobOutcome> {
  const outcome = await importDsn(store, [countedSource(job.file, job.dryRun, progress)], {
    organizationId: job.organizationId,
    dryRun: job.dryRun,
    actor: job.actor,
  });
  if (!outcome.ok) {
    return {
      ok: false,
      result: {
        counts: null,
        ...listed(outcome.problems, outcome.totalProblems, outcome.warnings, outcome.totalWarnings),
      },
    };
  }
  const { plan } = outcome;
  return {
    ok: true,
    result: {
      counts: { ...plan.counts },
      months: plan.months,
      norms: plan.norms,
      ...listed([], 0, plan.warnings, plan.totalWarnings),
    },
  };
}
