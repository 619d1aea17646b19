import { addDays, isCalendarDate } from '../shared/calendar/calendar-dates.ts';

/**
 * An affiliation is one period of one collaborator in one complementary contract, with an option
 * and a status. A (collaborator, contract) pair keeps its periods as history; the latest one (by
 * start date, then id) is the current one: open (`endDate` null) while `active` or `exempted`,
 * closed once `terminated`.
 */
export interface AffiliationChoice {
  collaboratorId: string;
  contractId: string;
  optionId: string;
  status: string;
  /** When a new period starts; defaults to today in the organization's time zone. */
  startDate?: string | undefined;
  /** When a termination takes effect; defaults to today in the organization's time zone. */
  endDate?: string | undefined;
}

export interface StoredAffiliation {
  id: string;
  collaboratorId: string;
  contractId: string;
  optionId: string;
  status: string;
  startDate: string;
  endDate: string | null;
}

export interface NewPeriod {
  optionId: string;
  status: string;
  startDate: string;
  endDate: string | null;
}

/** What one wanted affiliation does to the current period of its pair. */
export type AffiliationStep =
  | { kind: 'unchanged'; id: string }
  /** No period yet, or the last one is terminated: a new period starts. */
  | { kind: 'start'; period: NewPeriod }
  /** The current period ends on `endDate`, terminated; it keeps its start date. */
  | { kind: 'terminate'; id: string; endDate: string }
  /** Another option or status from the day after: the current period ends the day before. */
  | { kind: 'succeed'; id: string; endDate: string; period: NewPeriod }
  /** Another option or status from the current period's own first day: it had no day of its own. */
  | { kind: 'replace'; id: string; period: NewPeriod };

export interface DateRefusal {
  kind: 'refused';
  field: 'startDate' | 'endDate';
  message: string;
}

/** An employment contract's span, `YYYY-MM-DD`, both ends inclusive, `endDate` null while open. */
export interface EmploymentSpan {
  startDate: string;
  endDate: string | null;
}

const overlaps = (a: EmploymentSpan, b: EmploymentSpan) =>
  (a.endDate === null || a.endDate >= b.startDate) && (b.endDate === null || b.endDate >= a.startDate);

/**
 * A period of affiliation is one of employment: a new period that shares no day with any of the
 * collaborator's contracts is refused (a complementary contract covers employees; the DSN
 * declares an affiliation under a contract, S21.G00.70 under S21.G00.40).
 */
function outsideEmployment(
  step: AffiliationStep,
  employment: readonly EmploymentSpan[],
): DateRefusal | undefined {
  if (step.kind !== 'start' && step.kind !== 'succeed' && step.kind !== 'replace') return undefined;
  if (employment.some((contract) => overlaps(contract, step.period))) return undefined;
  const end = step.period.endDate === null ? 'open-ended' : `to ${step.period.endDate}`;
  return {
    kind: 'refused',
    field: 'startDate',
    message: `the affiliation (from ${step.period.startDate}, ${end}) is outside every contract of the collaborator`,
  };
}

/**
 * The step for a wanted choice, refused when its new period falls outside every employment
 * contract; `employment` undefined skips that check (a caller that has no contracts to judge by).
 */
export function affiliationStepWithin(
  current: StoredAffiliation | undefined,
  wanted: AffiliationChoice,
  today: string,
  employment: readonly EmploymentSpan[],
): AffiliationStep | DateRefusal {
  const step = affiliationStep(current, wanted, today);
  if (step.kind === 'refused') return step;
  return outsideEmployment(step, employment) ?? step;
}

/**
 * The step that takes a pair from its current period to the wanted choice. Every transition:
 * none → active/exempted/terminated; active ⇄ exempted or another option (succeed, or replace on
 * the same first day); active/exempted → terminated (terminate, whatever option is named: a
 * period ends with the option it had); terminated → active/exempted (a new period, from the day
 * after the previous end at the earliest: both ends are inclusive); the same option and status
 * again → unchanged whatever dates are sent; terminated again → unchanged, but an end before the
 * period's start is still refused.
 */
export function affiliationStep(
  current: StoredAffiliation | undefined,
  wanted: AffiliationChoice,
  today: string,
): AffiliationStep | DateRefusal {
  for (const field of ['startDate', 'endDate'] as const) {
    const value = wanted[field];
    if (value !== undefined && !isCalendarDate(value)) {
      return { kind: 'refused', field, message: 'must be a date that exists, YYYY-MM-DD' };
    }
  }
  const terminating = wanted.status === 'terminated';
  if (!terminating && wanted.endDate !== undefined) {
    return { kind: 'refused', field: 'endDate', message: 'is only for status terminated' };
  }
  if (wanted.startDate !== undefined && wanted.endDate !== undefined && wanted.endDate < wanted.startDate) {
    return { kind: 'refused', field: 'endDate', message: `is before startDate ${wanted.startDate}` };
  }
  const endDate = wanted.endDate ?? today;
  if (!current) {
    // A pair first declared terminated held one period; without a start, it lasted its last day.
    const startDate = wanted.startDate ?? (terminating ? min(endDate, today) : today);
    if (terminating && endDate < startDate) {
      return { kind: 'refused', field: 'endDate', message: `is before startDate ${startDate}` };
    }
    const period = {
      optionId: wanted.optionId,
      status: wanted.status,
      startDate,
      endDate: terminating ? endDate : null,
    };
    return { kind: 'start', period };
  }
  if (terminating) {
    if (endDate < current.startDate) {
      return {
        kind: 'refused',
        field: 'endDate',
        message: `is before the start of the current affiliation, ${current.startDate}`,
      };
    }
    if (current.status === 'terminated') return { kind: 'unchanged', id: current.id };
    return { kind: 'terminate', id: current.id, endDate };
  }
  const startDate = wanted.startDate ?? today;
  const period = { optionId: wanted.optionId, status: wanted.status, startDate, endDate: null };
  if (current.status === 'terminated') {
    // Both ends of a period are inclusive: starting on the day the previous one ended overlaps it.
    const ended = current.endDate ?? current.startDate;
    if (startDate <= ended) {
      return {
        kind: 'refused',
        field: 'startDate',
        message: `is not after the end of the previous affiliation, ${ended} (both ends of a period are inclusive)`,
      };
    }
    return { kind: 'start', period };
  }
  if (current.optionId === wanted.optionId && current.status === wanted.status) {
    return { kind: 'unchanged', id: current.id };
  }
  if (startDate < current.startDate) {
    return {
      kind: 'refused',
      field: 'startDate',
      message: `is before the start of the current affiliation, ${current.startDate}`,
    };
  }
  if (startDate === current.startDate) return { kind: 'replace', id: current.id, period };
  return { kind: 'succeed', id: current.id, endDate: addDays(startDate, -1), period };
}

const min = (a: string, b: string) => (a < b ? a : b);

/** The documented counts (docs/partner-api.md): a new pair is one created; a changed status or option, one deleted and one created. */
export function stepCounts(step: AffiliationStep): { created: number; deleted: number } {
  if (step.kind === 'unchanged') return { created: 0, deleted: 0 };
  if (step.kind === 'start') return { created: 1, deleted: 0 };
  return { created: 1, deleted: 1 };
}

export const affiliationKey = (a: { collaboratorId: string; contractId: string }) =>
  JSON.stringify([a.collaboratorId, a.contractId]);

/** The current period of each pair: the latest by start date, then id. */
export function currentPeriods(stored: readonly StoredAffiliation[]): Map<string, StoredAffiliation> {
  const current = new Map<string, StoredAffiliation>();
  for (const period of stored) {
    const key = affiliationKey(period);
    const held = current.get(key);
    if (
      !held ||
      period.startDate > held.startDate ||
      (period.startDate === held.startDate && period.id > held.id)
    ) {
      current.set(key, period);
    }
  }
  return current;
}

export interface AffiliationPlan {
  steps: { index: number; choice: AffiliationChoice; step: AffiliationStep }[];
  refusals: { index: number; refusal: DateRefusal }[];
  /** Every period of the pairs the list no longer holds. */
  remove: string[];
  created: number;
  deleted: number;
}

/**
 * How to make the stored affiliations equal to `wanted` (docs/partner-api.md): an unchanged one is left
 * alone and counts nowhere; a new one counts in `created`, a pair left out in `deleted`, and a
 * changed option or status in both. `wanted` holds at most one choice per (collaborator, contract).
 */
export function planAffiliations(
  stored: readonly StoredAffiliation[],
  wanted: readonly AffiliationChoice[],
  today: string,
  /** Each collaborator's employment contracts; a new period outside all of them is refused. */
  employment?: ReadonlyMap<string, readonly EmploymentSpan[]>,
): AffiliationPlan {
  const current = currentPeriods(stored);
  const wantedKeys = new Set<string>();
  const plan: AffiliationPlan = { steps: [], refusals: [], remove: [], created: 0, deleted: 0 };
  wanted.forEach((choice, index) => {
    const key = affiliationKey(choice);
    wantedKeys.add(key);
    const step = employment
      ? affiliationStepWithin(current.get(key), choice, today, employment.get(choice.collaboratorId) ?? [])
      : affiliationStep(current.get(key), choice, today);
    if (step.kind === 'refused') {
      plan.refusals.push({ index, refusal: step });
      return;
    }
    plan.steps.push({ index, choice, step });
    const counts = stepCounts(step);
    plan.created += counts.created;
    plan.deleted += counts.deleted;
  });
  const removedKeys = new Set<string>();
  for (const period of stored) {
    const key = affiliationKey(period);
    if (wantedKeys.has(key)) continue;
    plan.remove.push(period.id);
    removedKeys.add(key);
  }
  plan.deleted += removedKeys.size;
  return plan;
}
