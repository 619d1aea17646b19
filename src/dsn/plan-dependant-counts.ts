import type { DsnDependantTable, DsnPortabilityTable } from '../db/schema.ts';

/** What the plan tells in words of the dependants written: distinct people, never who they are. */
export interface DependantCounts {
  /** Dependants no earlier import declared for the person and contract. */
  added: number;
  /** Dependants declared before whose type, option or cover dates differ. */
  changed: number;
  /** Dependants whose cover gets an end (or another end) in this import. */
  ending: number;
}

/** A leaver's cover opened by this import: the collaborator, the complementary contract's reference, the period. */
export interface OpenedPortability {
  collaboratorId: string;
  reference: string;
  startDate: string;
  endDate: string;
}

const FOLLOWED = ['type', 'option_code', 'start_date', 'end_date'] as const;

/** Each dependant counted once (by its key), against its latest stored month. */
export function dependantCounts(
  written: readonly DsnDependantTable[],
  stored: readonly DsnDependantTable[],
): DependantCounts {
  const before = new Map<string, DsnDependantTable>();
  for (const d of stored) {
    const other = before.get(d.dependant_key);
    if (!other || other.month < d.month) before.set(d.dependant_key, d);
  }
  const latest = new Map<string, DsnDependantTable>();
  for (const d of written) {
    const other = latest.get(d.dependant_key);
    if (!other || other.month < d.month) latest.set(d.dependant_key, d);
  }
  const counts: DependantCounts = { added: 0, changed: 0, ending: 0 };
  for (const [key, d] of latest) {
    const was = before.get(key);
    if (!was) counts.added++;
    else if (FOLLOWED.some((f) => was[f] !== d[f])) counts.changed++;
    if (d.end_date !== null && was?.end_date !== d.end_date) counts.ending++;
  }
  return counts;
}

export function openedPortability(p: DsnPortabilityTable, reference: string | undefined): OpenedPortability {
  return {
    collaboratorId: p.collaborator_id,
    reference: reference ?? p.affiliation_id,
    startDate: p.start_date,
    endDate: p.end_date,
  };
}
