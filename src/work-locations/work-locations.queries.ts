import type { Kysely, Selectable } from 'kysely';
import { type DatedRequestFilter, listDatedRequests } from '../absences/dated-requests.queries.ts';
import type { Database, WorkLocationTable } from '../db/schema.ts';
import type { Page } from '../http/pagination.ts';

export type WorkLocationFilter = DatedRequestFilter;

/** One page of work locations overlapping the range, by start date then id (as absences). */
export async function listWorkLocations(
  db: Kysely<Database>,
  organizationId: string,
  filter: WorkLocationFilter,
  page: Page,
): Promise<{ workLocations: Selectable<WorkLocationTable>[]; total: number }> {
  const { rows, total } = await listDatedRequests(db, 'work_locations', organizationId, filter, page);
  return { workLocations: rows, total };
}
