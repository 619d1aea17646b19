import { addDays } from './dates.ts';

/** One period of a collaborator in an establishment, both ends inclusive, `end_date` null while current. */
export interface EstablishmentPeriod {
  establishment_id: string;
  start_date: string;
  end_date: string | null;
}

const byStart = (a: EstablishmentPeriod, b: EstablishmentPeriod) =>
  a.start_date < b.start_date ? -1 : a.start_date > b.start_date ? 1 : 0;

const covers = (p: EstablishmentPeriod, first: string, last: string) =>
  p.start_date <= first && (p.end_date === null || p.end_date >= last);

/**
 * A collaborator's establishment history once a monthly declaration has said where the person
 * was from `first` to `last` (that month): the month's days go to its establishment, whatever the
 * history said of them. The new period runs on to the day before the next known period, or stays
 * open when none follows (a current period that covered the month ends the day before it: a
 * transfer never rewrites the months before). Returns null when the history already says so.
 */
export function assignEstablishment(
  periods: readonly EstablishmentPeriod[],
  establishmentId: string,
  first: string,
  last: string,
  /** A newer month was declared already: a current period around this month goes on after it. */
  older = false,
): EstablishmentPeriod[] | null {
  if (periods.some((p) => p.establishment_id === establishmentId && covers(p, first, last))) return null;
  const kept: EstablishmentPeriod[] = [];
  for (const p of [...periods].sort(byStart)) {
    if ((p.end_date !== null && p.end_date < first) || p.start_date > last) {
      kept.push(p);
      continue;
    }
    if (p.start_date < first) kept.push({ ...p, end_date: addDays(first, -1) });
    if ((p.end_date !== null && p.end_date > last) || (p.end_date === null && older)) {
      kept.push({ ...p, start_date: addDays(last, 1) });
    }
  }
  const next = kept.find((p) => p.start_date > last);
  kept.push({
    establishment_id: establishmentId,
    start_date: first,
    end_date: next ? addDays(next.start_date, -1) : null,
  });
  return joinAdjacent(kept.sort(byStart));
}

/**
 * The history of a person seen by the DSN for the first time, reaching back to `from` (the start of
 * their first contract): the days before the first imported month follow the first establishment
 * declared, not the one the person is in now. Periods are in start order.
 */
export function reachingBack(periods: readonly EstablishmentPeriod[], from: string): EstablishmentPeriod[] {
  const [first, ...rest] = periods;
  if (!first || first.start_date <= from) return [...periods];
  return [{ ...first, start_date: from }, ...rest];
}

/** Consecutive periods in the same establishment become one. */
function joinAdjacent(periods: EstablishmentPeriod[]): EstablishmentPeriod[] {
  const joined: EstablishmentPeriod[] = [];
  for (const p of periods) {
    const previous = joined.at(-1);
    if (
      previous &&
      previous.establishment_id === p.establishment_id &&
      previous.end_date !== null &&
      addDays(previous.end_date, 1) >= p.start_date
    ) {
      previous.end_date =
        p.end_date === null || previous.end_date === null
          ? null
          : previous.end_date > p.end_date
            ? previous.end_date
            : p.end_date;
      continue;
    }
    joined.push({ ...p });
  }
  return joined;
}

export const samePeriods = (a: readonly EstablishmentPeriod[], b: readonly EstablishmentPeriod[]) =>
  a.length === b.length &&
  a.every(
    (p, i) =>
      p.establishment_id === b[i]?.establishment_id &&
      p.start_date === b[i]?.start_date &&
      p.end_date === b[i]?.end_date,
  );
