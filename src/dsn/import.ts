import { createHash } from 'node:crypto';
import { lockChangeLog } from '../changes/change-log.ts';
import { type Actor, recordAudit } from '../db/audit.ts';
import { refreshStatistics } from '../db/statistics.ts';
import type { Store } from '../db/store.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import type { Problem } from '../hr-data/checks.ts';
import { applyPlan } from './apply.ts';
import type { DsnEncoding, DsnSource } from './lines.ts';
import { type DsnDeclaration, type DsnIndividual, readDeclaration, readIndividual } from './model.ts';
import { NirIdentities } from './nir-identities.ts';
import { parseDsn } from './parse.ts';
import { type DsnPlan, DsnPlanner } from './plan.ts';
import { type ContributionRow, type ContributionSummary, loadContributions } from './plan-contributions.ts';
import { type DependantSummary, loadDependants, type StoredDependants } from './plan-dependants.ts';
import { ProblemList } from './problems.ts';
import { loadState, type ResourceType, type StoreState } from './state.ts';

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
  const { created, updated, removed, unchanged, contributions, dependants } = plan;
  return createHash('sha256')
    .update(JSON.stringify({ created, updated, removed, unchanged, contributions, dependants }))
    .digest('base64url');
}

class PlanChangedError extends Error {}

/** The store refuses part of the plan (an affiliation against its rules): nothing is written. */
class PlanRefusedError extends Error {
  constructor(readonly plan: DsnPlan) {
    super('the plan is refused');
  }
}

function refused(plan: DsnPlan, files: ProblemList): DsnImportOutcome {
  return {
    ok: false,
    problems: plan.problems,
    totalProblems: plan.totalProblems,
    warnings: [...files.warnings, ...plan.warnings],
    totalWarnings: files.totalWarnings + plan.totalWarnings,
  };
}

/** The plan as printed: what each resource gets, with before → after per field. */
export type DsnPlanSummary = Pick<
  DsnPlan,
  'organizationId' | 'months' | 'created' | 'updated' | 'unchanged' | 'removed' | 'warnings' | 'totalWarnings'
> & {
  counts: Record<ResourceType, { created: number; updated: number; unchanged: number; removed: number }>;
  /** The norm versions the files declared (`S10.G00.00.006`), each checked against its own. */
  norms: string[];
  /** The contributions (`S21.G00.78` code 31) the import writes, per month and contract. */
  contributions?: ContributionSummary;
  /** The dependants and portabilities (`S21.G00.70`, `.73`, `S21.G00.62.016`) the import writes. */
  dependants?: DependantSummary;
};

export type DsnImportOutcome =
  | { ok: true; dryRun: boolean; plan: DsnPlanSummary }
  | { ok: false; problems: Problem[]; totalProblems: number; warnings: Problem[]; totalWarnings: number };

/** A declaration read and checked, with the file it comes from, to be read again for planning. */
export interface DeclarationRef {
  source: DsnSource;
  /** Its place among the file's `S20.G00.05` blocks (0-based). */
  index: number;
  /** How problems name the file: its name when several files are read, else null. */
  file: string | null;
  encoding: DsnEncoding;
  /** The norm version the file declares, whose table checked it. */
  norm: string;
  /** The digest of the file's bytes when it was checked. */
  digest: string;
  declaration: DsnDeclaration;
}

/** A file whose bytes are not those that were checked: it changed while it was imported. */
class FileChangedError extends Error {
  constructor(readonly file: string) {
    super(`${file} changed while it was imported`);
  }
}

const establishmentAt = (declaration: DsnDeclaration | undefined, line: number) =>
  declaration?.establishments.find((e) => e.line === line);

/**
 * Reads and checks every file whole in one streaming pass each: every individual is mapped (so
 * that its problems are found) and dropped, unless `onIndividual` wants it. Problems name their
 * file when there are several; the declarations read are returned with them.
 */
export async function readDsnFiles(
  sources: readonly DsnSource[],
  onIndividual?: (individual: DsnIndividual, source: DsnSource) => void,
): Promise<{ declarations: DeclarationRef[]; problems: ProblemList }> {
  const problems = new ProblemList();
  const declarations: DeclarationRef[] = [];
  for (const source of sources) {
    problems.file = sources.length > 1 ? source.name : null;
    const identities = new NirIdentities();
    const parsed = await parseDsn(source, problems, (node, declaration) => {
      const individual = readIndividual(node, problems);
      identities.check(individual, declaration, problems);
      onIndividual?.(individual, source);
    });
    parsed.declarations.forEach((node, index) => {
      const declaration = readDeclaration(node, problems);
      if (declaration) {
        declarations.push({
          source,
          index,
          file: problems.file,
          encoding: parsed.encoding,
          norm: parsed.version ?? '',
          digest: parsed.digest,
          declaration,
        });
      }
    });
  }
  problems.file = null;
  return { declarations, problems };
}

/**
 * Plans the declarations in month order, reading each file again and folding its individuals
 * into the plan one at a time: the block tree of a whole declaration is never held in memory.
 */
async function planFiles(
  state: StoreState,
  refs: readonly DeclarationRef[],
  timezone: string,
  contributions: ReadonlyMap<string, ContributionRow>,
  dependants: StoredDependants,
): Promise<DsnPlan> {
  const planner = new DsnPlanner(state, { timezone, contributions, dependants });
  const inOrder = [...refs].sort((a, b) =>
    a.declaration.month < b.declaration.month ? -1 : a.declaration.month > b.declaration.month ? 1 : 0,
  );
  for (const ref of inOrder) {
    planner.notes.file = ref.file;
    planner.declaration(ref.declaration);
    const ignored = new ProblemList(); // the first pass found them already
    const again = await parseDsn(
      ref.source,
      ignored,
      (node, index, establishmentNode) => {
        if (index !== ref.index) return;
        const establishment = establishmentAt(ref.declaration, establishmentNode.line);
        if (establishment) planner.individual(readIndividual(node, ignored), establishment, ref.declaration);
      },
      { encoding: ref.encoding },
    );
    if (again.digest !== ref.digest) throw new FileChangedError(ref.source.name);
    planner.endDeclaration(ref.declaration);
  }
  planner.notes.file = null;
  return planner.finish();
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
    problems.totalProblems === 0
      ? await resolveOrganization(store, declarations, options, problems).finally(() => {
          problems.file = null;
        })
      : null;
  if (problems.totalProblems > 0 || !organization) {
    return {
      ok: false,
      problems: problems.problems,
      totalProblems: Math.max(1, problems.totalProblems),
      warnings: problems.warnings,
      totalWarnings: problems.totalWarnings,
    };
  }
  try {
    return await planAndApply(store, organization, declarations, problems, options);
  } catch (error) {
    if (error instanceof FileChangedError) {
      return oneProblem(`${error.file} changed while it was imported: nothing was written; import it again`);
    }
    throw error;
  }
}

const oneProblem = (message: string): DsnImportOutcome => ({
  ok: false,
  problems: [{ path: '', message }],
  totalProblems: 1,
  warnings: [],
  totalWarnings: 0,
});

/** Plans the checked files against the store and, unless a dry run, applies the plan in one transaction. */
async function planAndApply(
  store: Store,
  organization: { id: string; timezone: string },
  declarations: readonly DeclarationRef[],
  problems: ProblemList,
  options: DsnImportOptions,
): Promise<DsnImportOutcome> {
  const months = declarations.map((ref) => ref.declaration.month);
  const plan = async (db: Store['db']) =>
    planFiles(
      await loadState(db, organization.id),
      declarations,
      organization.timezone,
      await loadContributions(db, organization.id, months),
      await loadDependants(db, organization.id, months),
    );
  const withFileWarnings = (p: DsnPlan): DsnPlanSummary => summarize(p, problems, declarations);
  if (options.dryRun) {
    const p = await plan(store.db);
    return p.totalProblems > 0 ? refused(p, problems) : { ok: true, dryRun: true, plan: withFileWarnings(p) };
  }

  const planned = await writeTransaction(store, async (trx) => {
    await lockChangeLog(trx, organization.id);
    const p = await plan(trx);
    if (p.totalProblems > 0) throw new PlanRefusedError(p);
    const summary = withFileWarnings(p);
    if (options.confirmedPlan !== undefined && planDigest(summary) !== options.confirmedPlan) {
      throw new PlanChangedError();
    }
    await applyPlan(trx, p);
    await recordAudit(trx, organization.id, options.actor, {
      action: 'dsn.imported',
      targetType: 'organization',
      targetId: organization.id,
      details: { months: p.months, counts: summary.counts, replaced: replacedDeclarations(declarations) },
    });
    return summary;
  }).catch((error: unknown) => {
    if (error instanceof PlanChangedError) return null;
    if (error instanceof PlanRefusedError) return error;
    throw error;
  });
  if (planned instanceof PlanRefusedError) return refused(planned.plan, problems);
  if (planned === null) {
    return oneProblem(
      'the data changed since this plan was shown: nothing was written; preview the file again',
    );
  }
  const written = Object.values(planned.counts).reduce((n, c) => n + c.created + c.updated + c.removed, 0);
  await refreshStatistics(store, written);
  return { ok: true, dryRun: false, plan: planned };
}

/**
 * The organization of the SIREN (`S21.G00.06.001`), or the one `--org` names, whose SIREN must
 * agree. Its problems name the file of the declaration they concern (`problems.file`).
 */
async function resolveOrganization(
  store: Store,
  refs: readonly DeclarationRef[],
  options: DsnImportOptions,
  problems: ProblemList,
): Promise<{ id: string; timezone: string } | null> {
  const first = refs[0]?.declaration;
  problems.file = refs[0]?.file ?? null;
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
        : `no organization has SIREN ${first.siren}: create it first, with its name (a DSN carries none): hrapi org create --siren ${first.siren} --name 'Company name'`,
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
  for (const { declaration: d, file } of refs) {
    problems.file = file;
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

/** The declarations a replacing one (type 03, 05) names by `S20.G00.05.006`, per month: what the audit entry records. */
function replacedDeclarations(refs: readonly DeclarationRef[]): { month: string; declarationId: string }[] {
  return refs.flatMap(({ declaration: d }) =>
    (d.type === '03' || d.type === '05') && d.replacedId !== null
      ? [{ month: d.month, declarationId: d.replacedId }]
      : [],
  );
}

function summarize(plan: DsnPlan, files: ProblemList, refs: readonly DeclarationRef[]): DsnPlanSummary {
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
    norms: [...new Set(refs.map((ref) => ref.norm))].sort(),
    counts,
    created: plan.created,
    updated: plan.updated,
    unchanged: plan.unchanged,
    removed: plan.removed,
    warnings: [...files.warnings, ...plan.warnings],
    totalWarnings: files.totalWarnings + plan.totalWarnings,
    contributions: plan.contributions.summary,
    dependants: plan.dependants.summary,
  };
}
