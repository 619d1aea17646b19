import { createHash } from 'node:crypto';
import { type Actor, recordAudit } from '../audit/audit.ts';
import { lockChangeLog } from '../changes/change-log.ts';
import { refreshStatistics } from '../db/statistics.ts';
import type { Store } from '../db/store.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import type { Problem } from '../hr-data/checks.ts';
import { applyPlan } from './apply.ts';
import type { DsnSource } from './lines.ts';
import { type DsnDeclaration, readDeclaration } from './model.ts';
import { parseDsn } from './parse.ts';
import { type DsnPlan, planDeclarations } from './plan.ts';
import { ProblemList } from './problems.ts';
import { loadState, type ResourceType } from './state.ts';

export interface DsnImportOptions {
  /** `--org`: its SIREN must be the declarations' SIREN. */
  organizationId?: string | undefined;
  dryRun: boolean;
  actor: Actor;
  /** The digest of the plan a person confirmed: the import is refused if the plan is now another. */
  confirmedPlan?: string | undefined;
}

/** A short fingerprint of what a plan does, so that a confirmation applies the plan that was shown. */
export function planDigest(plan: DsnPlanSummary): string {
  const { created, updated, removed, unchanged } = plan;
  return createHash('sha256')
    .update(JSON.stringify({ created, updated, removed, unchanged }))
    .digest('base64url');
}

class PlanChangedError extends Error {}

/** The plan as printed: what each resource gets, with before → after per field. */
export type DsnPlanSummary = Pick<
  DsnPlan,
  'organizationId' | 'months' | 'created' | 'updated' | 'unchanged' | 'removed' | 'warnings' | 'totalWarnings'
> & {
  counts: Record<ResourceType, { created: number; updated: number; unchanged: number; removed: number }>;
};

export type DsnImportOutcome =
  | { ok: true; dryRun: boolean; plan: DsnPlanSummary }
  | { ok: false; problems: Problem[]; totalProblems: number; warnings: Problem[]; totalWarnings: number };

/** Reads and checks every file whole; declarations are returned only when no file has a problem. */
export async function readDsnFiles(
  sources: readonly DsnSource[],
): Promise<{ declarations: DsnDeclaration[]; problems: ProblemList }> {
  const all = new ProblemList();
  const declarations: DsnDeclaration[] = [];
  for (const source of sources) {
    const problems = new ProblemList();
    const parsed = await parseDsn(source, problems);
    for (const node of parsed.declarations) {
      const declaration = readDeclaration(node, problems);
      if (declaration) declarations.push(declaration);
    }
    const prefix = sources.length > 1 ? `${source.name}: ` : '';
    for (const p of problems.problems) all.problems.push({ ...p, path: `${prefix}${p.path}` });
    for (const w of problems.warnings) all.warnings.push({ ...w, path: `${prefix}${w.path}` });
    all.totalProblems += problems.totalProblems;
    all.totalWarnings += problems.totalWarnings;
  }
  return { declarations, problems: all };
}

/**
 * Imports monthly DSNs and signalements: every file is validated whole first; then one
 * transaction plans them against the store, in month order, and applies that plan (a dry run
 * stops after planning). A refused file writes nothing.
 */
export async function importDsn(
  store: Store,
  sources: readonly DsnSource[],
  options: DsnImportOptions,
): Promise<DsnImportOutcome> {
  const { declarations, problems } = await readDsnFiles(sources);
  const organization =
    problems.totalProblems === 0 ? await resolveOrganization(store, declarations, options, problems) : null;
  if (problems.totalProblems > 0 || !organization) {
    return {
      ok: false,
      problems: problems.problems,
      totalProblems: Math.max(1, problems.totalProblems),
      warnings: problems.warnings,
      totalWarnings: problems.totalWarnings,
    };
  }
  const plan = async (db: Store['db']) =>
    planDeclarations(await loadState(db, organization.id), declarations, { timezone: organization.timezone });
  const withFileWarnings = (p: DsnPlan): DsnPlanSummary => summarize(p, problems);
  if (options.dryRun) return { ok: true, dryRun: true, plan: withFileWarnings(await plan(store.db)) };

  const planned = await writeTransaction(store, async (trx) => {
    await lockChangeLog(trx, organization.id);
    const p = await plan(trx);
    const summary = withFileWarnings(p);
    if (options.confirmedPlan !== undefined && planDigest(summary) !== options.confirmedPlan) {
      throw new PlanChangedError();
    }
    await applyPlan(trx, p);
    await recordAudit(trx, organization.id, options.actor, {
      action: 'dsn.imported',
      targetType: 'organization',
      targetId: organization.id,
      details: { months: p.months, counts: summary.counts },
    });
    return summary;
  }).catch((error: unknown) => {
    if (error instanceof PlanChangedError) return null;
    throw error;
  });
  if (planned === null) {
    return {
      ok: false,
      problems: [
        {
          path: '',
          message: 'the data changed since this plan was shown: nothing was written; preview the file again',
        },
      ],
      totalProblems: 1,
      warnings: [],
      totalWarnings: 0,
    };
  }
  const written = Object.values(planned.counts).reduce((n, c) => n + c.created + c.updated + c.removed, 0);
  await refreshStatistics(store, written);
  return { ok: true, dryRun: false, plan: planned };
}

/** The organization of the SIREN (`S21.G00.06.001`), or the one `--org` names, whose SIREN must agree. */
async function resolveOrganization(
  store: Store,
  declarations: readonly DsnDeclaration[],
  options: DsnImportOptions,
  problems: ProblemList,
): Promise<{ id: string; timezone: string } | null> {
  const first = declarations[0];
  if (!first) {
    problems.error(1, 'S20.G00.05.001', 'the file holds no declaration');
    return null;
  }
  const query = store.db.selectFrom('organizations').select(['id', 'siren', 'timezone']);
  const candidates = options.organizationId
    ? await query.where('id', '=', options.organizationId).execute()
    : await query.where('siren', '=', first.siren).orderBy('id').execute();
  const organization = candidates[0];
  if (!organization) {
    problems.error(
      first.sirenLine,
      'S21.G00.06.001',
      options.organizationId
        ? `no organization with id "${options.organizationId}"`
        : `no organization has SIREN ${first.siren}: create it first (hrapi org create --siren ${first.siren}), the DSN carries no company name`,
    );
    return null;
  }
  if (candidates.length > 1) {
    problems.error(
      first.sirenLine,
      'S21.G00.06.001',
      `several organizations have SIREN ${first.siren}: name one with --org`,
    );
    return null;
  }
  for (const d of declarations) {
    if (d.siren !== organization.siren) {
      problems.error(
        d.sirenLine,
        'S21.G00.06.001',
        `the SIREN is another company's: organization ${organization.id} has SIREN ${organization.siren ?? '(none)'}`,
      );
    }
  }
  return problems.totalProblems > 0 ? null : { id: organization.id, timezone: organization.timezone };
}

function summarize(plan: DsnPlan, files: ProblemList): DsnPlanSummary {
  const counts = {} as DsnPlanSummary['counts'];
  for (const type of ['establishment', 'collaborator', 'contract', 'absence', 'affiliation'] as const) {
    counts[type] = {
      created: plan.created.filter((c) => c.resource === type).length,
      updated: plan.updated.filter((c) => c.resource === type).length,
      unchanged: plan.unchanged[type],
      removed: plan.removed.filter((c) => c.resource === type).length,
    };
  }
  return {
    organizationId: plan.organizationId,
    months: plan.months,
    counts,
    created: plan.created,
    updated: plan.updated,
    unchanged: plan.unchanged,
    removed: plan.removed,
    warnings: [...files.warnings, ...plan.warnings],
    totalWarnings: files.totalWarnings + plan.totalWarnings,
  };
}
