import type {
  AffiliationChoice,
  AffiliationStep,
  DateRefusal,
  EmploymentSpan,
  StoredAffiliation,
} from './affiliation-plan.ts';

const overlaps = (a: EmploymentSpan, b: EmploymentSpan) =>
  (a.endDate === null || a.endDate >= b.startDate) && (b.endDate === null || b.endDate >= a.startDate);

const within = (period: EmploymentSpan, span: EmploymentSpan) =>
  period.startDate >= span.startDate &&
  (span.endDate === null || (period.endDate !== null && period.endDate <= span.endDate));

/**
 * The stored period, other than the current one, that a declared period is: the one with the same
 * first day, else the only one that shares a day with it and lies within the employment contract
 * it is declared under. A monthly DSN declares each affiliation under its contract, so a period
 * that ended (a fixed-term contract's) comes back every time the month is imported, beside the
 * current one (the next contract's): it is judged against itself, never against the current one.
 */
export function pastPeriodOf(
  periods: readonly StoredAffiliation[],
  current: StoredAffiliation | undefined,
  declared: { startDate: string; endDate: string | null },
  contract: EmploymentSpan,
): StoredAffiliation | undefined {
  const past = periods.filter((p) => p.id !== current?.id);
  const sameStart = past.find((p) => p.startDate === declared.startDate);
  if (sameStart) return sameStart;
  const sharing = past.filter((p) => overlaps(p, declared) && within(p, contract));
  return sharing.length === 1 ? sharing[0] : undefined;
}

/**
 * What a declared period does to the ended period it is (`pastPeriodOf`): the same option and
 * end, unchanged (whatever its status says, a later period decided how it ended); another option,
 * that period's option corrected; another end, that period's end corrected, refused when it would
 * fall before its start or reach the period that follows (both ends are inclusive).
 */
export function pastPeriodStep(
  period: StoredAffiliation,
  periods: readonly StoredAffiliation[],
  wanted: AffiliationChoice,
): AffiliationStep | DateRefusal {
  if (wanted.optionId !== period.optionId) {
    const { status, startDate, endDate } = period;
    return {
      kind: 'replace',
      id: period.id,
      period: { optionId: wanted.optionId, status, startDate, endDate },
    };
  }
  const endDate = wanted.status === 'terminated' ? wanted.endDate : undefined;
  if (endDate === undefined || endDate === period.endDate) return { kind: 'unchanged', id: period.id };
  if (endDate < period.startDate) {
    return {
      kind: 'refused',
      field: 'endDate',
      message: `is before the start of the affiliation it ends, ${period.startDate}`,
    };
  }
  const following = periods
    .filter((p) => p.startDate > period.startDate)
    .reduce<StoredAffiliation | undefined>(
      (a, p) => (a === undefined || p.startDate < a.startDate ? p : a),
      undefined,
    );
  if (following && endDate >= following.startDate) {
    return {
      kind: 'refused',
      field: 'endDate',
      message: `is not before the start of the following affiliation, ${following.startDate}`,
    };
  }
  return { kind: 'terminate', id: period.id, endDate };
}
