import type { Kysely, Selectable } from 'kysely';
import type { RowWindow } from '../db/keyset.ts';
import type { AbsenceTable, Database } from '../db/schema.ts';
import { type DatedRequestFilter, listDatedRequests } from './dated-requests.queries.ts';

export type AbsenceFilter = DatedRequestFilter;

/** One window of the organization's absences overlapping the range, by start date then id. */
export async function listAbsences(
  db: Kysely<Database>,
  organizationId: string,
  filter: AbsenceFilter,
  window: RowWindow,
): Promise<{ absences: Selectable<AbsenceTable>[]; total: number; nextKey: readonly string[] | null }> {
  const { rows, total, nextKey } = await listDatedRequests(db, 'absences', organizationId, filter, window);
  return { absences: rows, total, nextKey };
}
