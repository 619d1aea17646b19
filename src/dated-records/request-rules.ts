import type { RequestStatus } from '../hr-data/enums.ts';

// The rules of absence and work-location requests, pure: which two periods overlap, and which
// status a decision leads to. The writes (requests.ts) apply them inside their transaction.

/** An absence or a work location: both are requests of a person over a period, decided alike. */
export type RequestKind = 'absence' | 'work_location';

export type Decision = 'approved' | 'rejected';

/**
 * A period of days, both ends inclusive (`YYYY-MM-DD`). `startHalfDay`: the first day starts at
 * noon (its afternoon only); `endHalfDay`: the last day ends at noon (its morning only).
 */
export interface RequestPeriod {
  startDate: string;
  endDate: string;
  startHalfDay: boolean;
  endHalfDay: boolean;
}

const DAY_MS = 86_400_000;

/** A day as a number of half days since the epoch: its morning is even, its afternoon odd. */
function morningOf(date: string): number {
  return (Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY_MS) * 2;
}

/** The first and last half days the period covers; an empty period (first after last) covers none. */
export function halfDaysOf(period: RequestPeriod): { first: number; last: number } {
  const first = morningOf(period.startDate) + (period.startHalfDay ? 1 : 0);
  const last = morningOf(period.endDate) + (period.endHalfDay ? 0 : 1);
  return { first, last };
}

/** Whether two periods share a half day: a morning and an afternoon of one day do not. */
export function periodsOverlap(a: RequestPeriod, b: RequestPeriod): boolean {
  const x = halfDaysOf(a);
  const y = halfDaysOf(b);
  if (x.first > x.last || y.first > y.last) return false;
  return x.first <= y.last && y.first <= x.last;
}

/** The statuses another request of the same person is held against: a rejected one frees its days. */
export const HOLDING_STATUSES: readonly RequestStatus[] = ['pending', 'approved'];

/** Whether a request with this status takes its days, so that another may not overlap it. */
export const holdsDays = (status: string): boolean =>
  (HOLDING_STATUSES as readonly string[]).includes(status);

/** The first of `others` (another id, a status that holds its days) that `candidate` overlaps. */
export function firstOverlap<T extends RequestPeriod & { id: string; status: string }>(
  candidate: RequestPeriod & { id: string; status: string },
  others: readonly T[],
): T | undefined {
  if (!holdsDays(candidate.status)) return undefined;
  return others.find((o) => o.id !== candidate.id && holdsDays(o.status) && periodsOverlap(candidate, o));
}

/**
 * Where a decision takes a request: only a pending one is decided, to approved or rejected; a
 * decided one stays as it is (`null`: the decision is refused). A system of record setting any
 * status goes through PUT instead, which is no transition.
 */
export function decidedStatus(current: string, decision: Decision): Decision | null {
  return current === 'pending' ? decision : null;
}
