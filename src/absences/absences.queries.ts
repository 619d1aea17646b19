import type { Kysely, Selectable } from 'kysely';
import type { AbsenceTable, Database } from '../db/schema.ts';
import type { Page } from '../http/pagination.ts';
import { type DatedRequestFilter, listDatedRequests } from './dated-requests.queries.ts';

export type AbsenceFilter = DatedRequestFilter;

/** One page of the organization's absences overlapping the range, by start date then id. */
export async function listAbsences(
  db: Kysely<Database>,
  organizationId: string,
  filter: AbsenceFilter,
  page: Page,
): Promise<{ absences: Selectable<AbsenceTable>[]; total: number }> {
  const { rows, total } = await listDatedRequests(db, 'absences', organizationId, filter, page);
  return { absences: rows, total };
}
