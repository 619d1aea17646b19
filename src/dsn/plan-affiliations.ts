import { pastPeriodOf, pastPeriodStep } from '../affiliations/affiliation-past.ts';
import {
  type AffiliationChoice,
  type AffiliationStep,
  affiliationStepWithin,
  currentPeriods,
  type DateRefusal,
  type EmploymentSpan,
  type StoredAffiliation,
} from '../affiliations/affiliation-plan.ts';
import { dsnIds } from './mapping.ts';
import type { DsnContract, DsnEstablishment } from './model.ts';
import type { Row } from './plan-rows.ts';
import type { WorkingSet } from './plan-working.ts';
import type { ProblemList } from './problems.ts';

type DsnAffiliation = DsnContract['affiliations'][number];

export interface AffiliationContext {
  organizationId: string;
  collaboratorId: string;
  /** The `S21.G00.40` the affiliation is declared under (its start is the default start). */
  contract: DsnContract;
  establishment: DsnEstablishment;
  month: string;
  today: string;
  now: string;
}

/**
 * Plans one `S21.G00.70` through the partner API's own rules (src/affiliations): the complementary
 * contract and option come from the imported fiches (else a warning, and it is skipped); then the
 * step from the pair's current period is the one `affiliationStepWithin` gives, so periods are
 * inclusive on both ends, never overlap, and never fall outside every contract of the
 * collaborator. A declared period that is one of the pair's ended periods (the same first day, or
 * within the same employment contract) is judged against that period, not the current one, so a
 * month with successive contracts imports again unchanged. A refused step is an error naming the
 * line and rubrique. A period a newer month declared is left as it is. Returns the ids of the affiliations the declaration brings.
 */
export function planAffiliation(
  a: DsnAffiliation,
  context: AffiliationContext,
  working: WorkingSet,
  notes: ProblemList,
): string[] {
  const target = ficheOption(a, context.establishment, working, notes);
  if (!target) return [];
  const { collaboratorId, month, today } = context;
  const terminated = a.endDate !== null && a.endDate < today;
  const choice: AffiliationChoice = {
    collaboratorId,
    contractId: target.contractId,
    optionId: target.optionId,
    status: terminated ? 'terminated' : 'active',
    startDate: a.startDate ?? context.contract.startDate,
    endDate: terminated ? (a.endDate ?? undefined) : undefined,
  };
  const periods = periodsOf(working, collaboratorId, target.contractId);
  const current = [...currentPeriods(periods).values()][0];
  const declared = { startDate: choice.startDate ?? '', endDate: a.endDate };
  const contractSpan = { startDate: context.contract.startDate, endDate: context.contract.end?.date ?? null };
  const past = pastPeriodOf(periods, current, declared, contractSpan);
  const judged = past ?? current;
  if (judged && working.newestMonth('affiliation', judged.id) > month) {
    working.seen('affiliation', judged.id);
    return past ? [past.id] : [];
  }
  const step = past
    ? pastPeriodStep(past, periods, choice)
    : affiliationStepWithin(current, choice, today, employmentOf(working, collaboratorId));
  if (step.kind === 'refused' && !past && current && working.newestMonth('affiliation', current.id) === '') {
    if (apiConflict(a, choice, current, context, working, notes, step)) return [current.id];
  }
  if (step.kind === 'refused') {
    refuse(a, step, notes);
    return [];
  }
  return applyStep(step, context, target, working);
}

/**
 * A period written through the partner API (no month declared it) that the declared one
 * conflicts with: for someone to settle, not a reason to refuse the month's payroll data; the
 * API's write stands. False when the declaration is wrong in itself (refused alone too).
 */
function apiConflict(
  a: DsnAffiliation,
  choice: AffiliationChoice,
  current: StoredAffiliation,
  context: AffiliationContext,
  working: WorkingSet,
  notes: ProblemList,
  step: DateRefusal,
): boolean {
  const alone = affiliationStepWithin(
    undefined,
    choice,
    context.today,
    employmentOf(working, context.collaboratorId),
  );
  if (alone.kind === 'refused') return false;
  const declared = `${choice.startDate}${choice.endDate ? ` to ${choice.endDate}` : ''}`;
  const stored = `${current.startDate}${current.endDate ? ` to ${current.endDate}` : ', current'}`;
  notes.warn(
    step.field === 'endDate' ? a.endLine : a.startLine,
    step.field === 'endDate' ? 'S21.G00.70.015' : 'S21.G00.70.014',
    `affiliation not imported: the period it declares (from ${declared}) conflicts with the affiliation written through the API (from ${stored}), which stands until someone settles it`,
  );
  return true;
}

/** A refused step: an error naming the line and rubrique of the start (`.014`) or end (`.015`). */
function refuse(a: DsnAffiliation, step: DateRefusal, notes: ProblemList): void {
  const [line, rubrique] =
    step.field === 'endDate' ? [a.endLine, 'S21.G00.70.015'] : [a.startLine, 'S21.G00.70.014'];
  const subject = step.message.startsWith('the ')
    ? ''
    : `the affiliation's ${step.field === 'endDate' ? 'end' : 'start'} date `;
  notes.error(line, rubrique, `affiliation refused: ${subject}${step.message}`);
}

/** Merges a step into the plan; returns the ids of the periods the declaration brings. */
function applyStep(
  step: AffiliationStep,
  context: AffiliationContext,
  target: { contractId: string; optionId: string },
  working: WorkingSet,
): string[] {
  const { month, collaboratorId } = context;
  const merge = (id: string, wanted: Row) =>
    working.merge('affiliation', id, month, wanted, () => newAffiliation(context, target, id));
  switch (step.kind) {
    case 'unchanged':
      working.seen('affiliation', step.id);
      return [step.id];
    case 'terminate':
      merge(step.id, { status: 'terminated', end_date: step.endDate });
      return [step.id];
    case 'replace':
      merge(step.id, periodColumns(target.contractId, step.period));
      return [step.id];
    case 'succeed': {
      merge(step.id, { end_date: step.endDate });
      const id = dsnIds.affiliation(
        context.organizationId,
        collaboratorId,
        target.contractId,
        step.period.startDate,
      );
      merge(id, periodColumns(target.contractId, step.period));
      return [step.id, id];
    }
    default: {
      const id = dsnIds.affiliation(
        context.organizationId,
        collaboratorId,
        target.contractId,
        step.period.startDate,
      );
      merge(id, periodColumns(target.contractId, step.period));
      return [id];
    }
  }
}

/** The fiche's complementary contract and option an affiliation names, or a warning. */
function ficheOption(
  a: DsnAffiliation,
  establishment: DsnEstablishment,
  working: WorkingSet,
  notes: ProblemList,
): { contractId: string; optionId: string } | undefined {
  const { state } = working;
  const adhesion = a.adhesion === null ? undefined : establishment.adhesions.get(a.adhesion);
  const contract = adhesion
    ? state.complementaryContracts.find(
        (k) => k.organismeCode === adhesion.organism && k.reference === adhesion.reference,
      )
    : undefined;
  if (!adhesion || !contract) {
    const named = adhesion
      ? `organism ${adhesion.organism}, contract reference ${adhesion.reference}`
      : 'no S21.G00.15 adhesion of its establishment';
    notes.warn(
      a.line,
      'S21.G00.70.013',
      `affiliation skipped: ${named} is not a complementary contract of a fiche de paramétrage imported here; import the fiche, then this DSN again`,
    );
    return undefined;
  }
  const option = state.options.find(
    (o) =>
      o.contractId === contract.id &&
      o.optionCode.trim() === (a.option ?? '').trim() &&
      // S21.G00.70.005 is optional: absent in the DSN and empty in the fiche are the same population.
      o.populationCode.trim() === (a.population ?? '').trim(),
  );
  if (!option) {
    notes.warn(
      a.line,
      'S21.G00.70.004',
      `affiliation skipped: option ${a.option ?? ''} for population ${a.population ?? ''} is not in the fiche of organism ${adhesion.organism}, contract reference ${adhesion.reference}`,
    );
    return undefined;
  }
  return { contractId: contract.id, optionId: option.id };
}

/** The pair's periods as the plan leaves them, in the partner API's shape. */
function periodsOf(working: WorkingSet, collaboratorId: string, contractId: string): StoredAffiliation[] {
  const periods: StoredAffiliation[] = [];
  for (const [id, row] of working.rowsOf('affiliation', collaboratorId)) {
    if (row.contract_id !== contractId) continue;
    periods.push({
      id,
      collaboratorId,
      contractId,
      optionId: String(row.option_id),
      status: String(row.status),
      startDate: String(row.start_date),
      endDate: row.end_date === null ? null : String(row.end_date),
    });
  }
  return periods;
}

/** The collaborator's employment contracts as the plan leaves them. */
function employmentOf(working: WorkingSet, collaboratorId: string): EmploymentSpan[] {
  return [...working.rowsOf('contract', collaboratorId)].map(([, row]) => ({
    startDate: String(row.start_date),
    endDate: row.end_date === null ? null : String(row.end_date),
  }));
}

const periodColumns = (
  contractId: string,
  period: { optionId: string; status: string; startDate: string; endDate: string | null },
): Row => ({
  contract_id: contractId,
  option_id: period.optionId,
  status: period.status,
  start_date: period.startDate,
  end_date: period.endDate,
});

function newAffiliation(
  context: AffiliationContext,
  target: { contractId: string; optionId: string },
  id: string,
): Row {
  return {
    organization_id: context.organizationId,
    id,
    collaborator_id: context.collaboratorId,
    contract_id: target.contractId,
    option_id: target.optionId,
    status: 'active',
    start_date: '',
    end_date: null,
    created_at: context.now,
    updated_at: context.now,
  };
}
