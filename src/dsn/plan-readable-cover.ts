import type { DsnPlanSummary } from './import.ts';
import type { PlanVocabulary } from './plan-vocabulary.ts';

/** Dependants in counts only (third parties' data stays out), then each portability opened. */
export function dependantLines(
  plan: DsnPlanSummary,
  words: PlanVocabulary,
): { label: string; counts: string }[] {
  const d = plan.dependants;
  const lines: { label: string; counts: string }[] = [];
  if (d?.counts && d.counts.added + d.counts.changed + d.counts.ending > 0) {
    lines.push({ label: words.dependants, counts: words.dependantCounts(d.counts) });
  }
  const opened = d?.opened ?? [];
  if (opened.length === 0) return lines;
  // The leaver's name as the plan's changes show it (their contract ends in this import), else their id.
  const names = new Map(plan.updated.flatMap((u) => (u.person?.name ? [[u.person.id, u.person.name]] : [])));
  lines.push({ label: words.portabilities, counts: words.portabilityCount(opened.length) });
  for (const p of opened) {
    const name = names.get(p.collaboratorId);
    lines.push({
      label: '',
      counts: words.portabilityOpened({
        person: name ? `${name} (${p.collaboratorId})` : p.collaboratorId,
        reference: p.reference,
        from: p.startDate,
        to: p.endDate,
      }),
    });
  }
  return lines;
}
