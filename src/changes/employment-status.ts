/**
 * Employment status and current contract, derived from a collaborator's contracts relative to
 * "today" in the organization's time zone. Dates are calendar dates `YYYY-MM-DD`, which compare
 * correctly as strings; a contract without an end date is open-ended.
 */
export type EmploymentStatus = 'past' | 'active' | 'future';

export const EMPLOYMENT_STATUSES: readonly EmploymentStatus[] = ['past', 'active', 'future'];

export interface ContractPeriod {
  id: string;
  startDate: string;
  endDate: string | null;
}

/** A contract covers `today` when it started on or before it and has not ended before it. */
export function isActiveOn(contract: ContractPeriod, today: string): boolean {
  return contract.startDate <= today && (contract.endDate === null || contract.endDate >= today);
}

export function isUpcomingOn(contract: ContractPeriod, today: string): boolean {
  return contract.startDate > today;
}

/**
 * active: a contract covers today; future: contracts exist and all of them start after today;
 * past: everything else, including a collaborator without any contract ("every contract is
 * inactive" holds vacuously). The SQL filter in collaborators.queries.ts states the same rule.
 */
export function employmentStatus(contracts: readonly ContractPeriod[], today: string): EmploymentStatus {
  if (contracts.some((c) => isActiveOn(c, today))) return 'active';
  if (contracts.length > 0 && contracts.every((c) => isUpcomingOn(c, today))) return 'future';
  return 'past';
}

/**
 * The contract a list item shows: the active one (the latest started if several overlap), else
 * the next upcoming one, else the most recent past one (latest end). Ties fall to the id so the
 * choice never depends on row order.
 */
export function currentContract<C extends ContractPeriod>(
  contracts: readonly C[],
  today: string,
): C | undefined {
  const active = contracts.filter((c) => isActiveOn(c, today));
  if (active.length > 0)
    return pick(active, (a, b) => compare(b.startDate, a.startDate) || compare(b.id, a.id));
  const upcoming = contracts.filter((c) => isUpcomingOn(c, today));
  if (upcoming.length > 0)
    return pick(upcoming, (a, b) => compare(a.startDate, b.startDate) || compare(a.id, b.id));
  // Only ended contracts remain: every one of them has an end date before today.
  return pick(
    [...contracts],
    (a, b) =>
      compare(b.endDate ?? '', a.endDate ?? '') || compare(b.startDate, a.startDate) || compare(b.id, a.id),
  );
}

function pick<C>(candidates: C[], order: (a: C, b: C) => number): C | undefined {
  return [...candidates].sort(order)[0];
}

/** Bytewise comparison, as the store orders text; localeCompare would depend on the host's ICU. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
