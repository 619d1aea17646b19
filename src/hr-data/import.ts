import { type Actor, recordAudit } from '../db/audit.ts';
import { refreshStatistics } from '../db/statistics.ts';
import type { Store } from '../db/store.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import type { Problem } from './checks.ts';
import type { DocumentSource } from './read.ts';
import { MAX_LISTED_PROBLEMS, validateDocument } from './validate.ts';
import { type ImportCounts, writeDocument } from './write.ts';

export type ImportPhase = 'validating' | 'writing';

export interface ImportOptions {
  /** `--org`: the organization to import into; the document's `organization.id` must agree. */
  organizationId?: string | undefined;
  /** Delete contracts, absences and work locations the document's sections no longer hold. */
  replace?: boolean;
  actor: Actor;
  onProgress?: (phase: ImportPhase, bytesRead: number) => void;
}

/**
 * What was imported and is said (docs/hr-data.md): NIRs and IBANs whose check digits fail, and
 * what a DSN declared that the document could not change (a second open contract, kept values).
 */
export interface ImportWarnings {
  warnings: Problem[];
  totalWarnings: number;
}

export type ImportOutcome =
  | ({ ok: true; organizationId: string; counts: ImportCounts } & ImportWarnings)
  | ({ ok: false; organizationId: string; problems: Problem[]; totalProblems: number } & ImportWarnings);

/**
 * Imports one HR data document: a first pass validates all of it (and resolves references against
 * the document and the store); only a valid document is then written, by a second pass, in one
 * transaction. A refused document leaves the store exactly as it was.
 */
export async function importDocument(
  store: Store,
  source: DocumentSource,
  options: ImportOptions,
): Promise<ImportOutcome> {
  const plan = await validateDocument(store.db, source, {
    organizationId: options.organizationId,
    onProgress: (bytes) => options.onProgress?.('validating', bytes),
  });
  if (plan.totalProblems > 0) {
    return {
      ok: false,
      organizationId: plan.organizationId,
      problems: plan.problems,
      totalProblems: plan.totalProblems,
      warnings: plan.warnings,
      totalWarnings: plan.totalWarnings,
    };
  }
  const warnings = [...plan.warnings];
  let totalWarnings = plan.totalWarnings;
  const counts = await writeTransaction(store, async (trx) => {
    const written = await writeDocument(trx, source, plan, {
      replace: options.replace ?? false,
      freshIfEmpty: true,
      onProgress: (bytes) => options.onProgress?.('writing', bytes),
      warn: (warning) => {
        totalWarnings++;
        if (warnings.length < MAX_LISTED_PROBLEMS) warnings.push(warning);
      },
    });
    await recordAudit(trx, plan.organizationId, options.actor, {
      action: 'hr_data.imported',
      targetType: 'organization',
      targetId: plan.organizationId,
      details: { replace: options.replace ?? false, counts: written },
    });
    return written;
  });
  const sections = [counts.collaborators, counts.contracts, counts.absences, counts.workLocations];
  await refreshStatistics(
    store,
    sections.reduce((n, s) => n + s.created + s.updated + (s.deleted ?? 0), 0),
  );
  return {
    ok: true,
    organizationId: plan.organizationId,
    counts,
    warnings,
    totalWarnings,
  };
}
