import type { Kysely, Selectable } from 'kysely';
import type { AbsenceFilter } from '../absences/absences.queries.ts';
import type { Database, WorkLocationTable } from '../db/schema.ts';
import { offsetOf, type Page } from '../http/pagination.ts';

export type WorkLocationFilter = AbsenceFilter;

/** One page of work locations overlapping the range, by start date then id (as absences). */
export async function listWorkLocations(
  db: Kysely<Database>,
  organizationId: string,
  filter: WorkLocationFilter,
  page: Page,
): Promise<{ workLocations: Selectable<WorkLocationTable>[]; total: number }> {
  let matching = db.selectFrom('work_locations').where('work_locations.organization_id', '=', organizationId);
  if (filter.endDate !== undefined)
    matching = matching.where('work_locations.start_date', '<=', filter.endDate);
  if (filter.startDate !== undefined) {
    matching = matching.where('work_locations.end_date', '>=', filter.startDate);
  }
  if (filter.status !== undefined) matching = matching.where('work_locations.status', '=', filter.status);
  const { establishmentId } = filter;
  if (establishmentId !== undefined) {
    matching = matching.where('work_locations.collaborator_id', 'in', (eb) =>
      eb
        .selectFrom('collaborators')
        .select('collaborators.id')
        .where('collaborators.organization_id', '=', organizationId)
        .where('collaborators.establishment_id', '=', establishmentId),
    );
  }
  const workLocations = await matching
    .selectAll('work_locations')
    .orderBy('work_locations.start_date')
    .orderBy('work_locations.id')
    .limit(page.limit)
    .offset(offsetOf(page))
    .execute();
  const { total } = await matching
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return { workLocations, total: Number(total) };
}
