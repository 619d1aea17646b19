import type { Kysely, Selectable } from 'kysely';
import type { RowWindow } from '../db/keyset.ts';
import type { Database, WorkLocationTable } from '../db/schema.ts';
import { type DatedRequestFilter, listDatedRequests } from './dated-requests.queries.ts';

export type WorkLocationFilter = DatedRequestFilter;

/** One window of work locations overlapping the range, by start date then id (as absences). */
export async function listWorkLocations(
  db: Kysely<Database>,
  organizationId: string,
  filter: WorkLocationFilter,
  window: RowWindow,
): Promise<{
  workLocations: Selectable<WorkLocationTable>[];
  total: number;
  nextKey: readonly string[] | null;
}> {
  const { rows, total, nextKey } = await listDatedRequests(
    db,
    'work_locations',
    organizationId,
    filter,
    window,
  );
  return { workLocations: rows, total, nextKey };
}
