import type { Kysely, Selectable } from 'kysely';
import type { AbsenceTable, Database } from '../db/schema.ts';
import { offsetOf, type Page } from '../http/pagination.ts';
import type { DateRange } from './date-range.ts';

export interface AbsenceFilter extends DateRange {
  status?: string | undefined;
  establishmentId?: string | undefined;
}

/**
 * One page of the organization's absences overlapping the range, by start date then id. The
 * `absences_by_start_period` index (0004) serves the order and the whole filter but the
 * establishment, which goes through the collaborator.
 */
export async function listAbsences(
  db: Kysely<Database>,
  organizationId: string,
  filter: AbsenceFilter,
  page: Page,
): Promise<{ absences: Selectable<AbsenceTable>[]; total: number }> {
  let matching = db.selectFrom('absences').where('absences.organization_id', '=', organizationId);
  if (filter.endDate !== undefined) matching = matching.where('absences.start_date', '<=', filter.endDate);
  if (filter.startDate !== undefined) matching = matching.where('absences.end_date', '>=', filter.startDate);
  if (filter.status !== undefined) matching = matching.where('absences.status', '=', filter.status);
  const { establishmentId } = filter;
  if (establishmentId !== undefined) {
    matching = matching.where('absences.collaborator_id', 'in', (eb) =>
      eb
        .selectFrom('collaborators')
        .select('collaborators.id')
        .where('collaborators.organization_id', '=', organizationId)
        .where('collaborators.establishment_id', '=', establishmentId),
    );
  }
  const absences = await matching
    .selectAll('absences')
    .orderBy('absences.start_date')
    .orderBy('absences.id')
    .limit(page.limit)
    .offset(offsetOf(page))
    .execute();
  const { total } = await matching
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return { absences, total: Number(total) };
}
