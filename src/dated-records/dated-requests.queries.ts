import type { Kysely, Selectable } from 'kysely';
import { afterKey, type RowWindow, type WindowRows, windowRows } from '../db/keyset.ts';
import type { Database } from '../db/schema.ts';
import type { DateRange } from './date-range.ts';

/** Absences and work locations: requests over a period, read the same way. */
export type DatedRequestTable = 'absences' | 'work_locations';

export interface DatedRequestFilter extends DateRange {
  status?: string | undefined;
  establishmentId?: string | undefined;
  /** Only these requests (the `ids` filter). */
  ids?: readonly string[] | undefined;
}

/** The order of absences and work locations, and what a cursor of theirs holds. */
export const DATED_REQUEST_ORDER = ['start_date', 'id'] as const;

/**
 * One window of the organization's requests overlapping the range (inclusive), by start date then
 * id, and how many match. The `*_by_start_period` indexes (0004) serve the order and the filter
 * but the establishment, which goes through the collaborator.
 */
export async function listDatedRequests<T extends DatedRequestTable>(
  db: Kysely<Database>,
  table: T,
  organizationId: string,
  filter: DatedRequestFilter,
  window: RowWindow,
  options: { counted?: boolean } = {},
): Promise<WindowRows<Selectable<Database[T]>> & { total: number }> {
  // Both tables have these columns; Kysely cannot type a query over a union of table names, so
  // the query is written against one of them and its rows are returned as the caller's table.
  const source = table as 'absences';
  let matching = db.selectFrom(source).where('organization_id', '=', organizationId);
  if (filter.endDate !== undefined) matching = matching.where('start_date', '<=', filter.endDate);
  if (filter.startDate !== undefined) matching = matching.where('end_date', '>=', filter.startDate);
  if (filter.status !== undefined) matching = matching.where('status', '=', filter.status);
  const { establishmentId, ids } = filter;
  if (ids !== undefined) matching = matching.where('id', 'in', ids.length > 0 ? [...ids] : ['']);
  if (establishmentId !== undefined) {
    matching = matching.where('collaborator_id', 'in', (eb) =>
      eb
        .selectFrom('collaborators')
        .select('collaborators.id')
        .where('collaborators.organization_id', '=', organizationId)
        .where('collaborators.establishment_id', '=', establishmentId),
    );
  }
  const { after } = window;
  const rows = await (after === null ? matching : matching.where(afterKey(DATED_REQUEST_ORDER, after)))
    .selectAll()
    .orderBy('start_date')
    .orderBy('id')
    .limit(window.limit + 1)
    .offset(window.offset)
    .execute();
  // A reader going through every row (the snapshot) needs no total: a count per batch would read the table again each time.
  const { total } =
    options.counted === false
      ? { total: -1 }
      : await matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const kept = windowRows(rows, window, (row) => [row.start_date, row.id]);
  return { rows: kept.rows as Selectable<Database[T]>[], nextKey: kept.nextKey, total: Number(total) };
}
