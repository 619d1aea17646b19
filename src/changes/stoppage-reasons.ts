import type { Kysely } from 'kysely';
import type { FieldVisibility } from '../auth/field-visibility.ts';
import { rowsInChunks } from '../db/batches.ts';
import type { Database } from '../db/schema.ts';
import type { StoredChange } from './changes.queries.ts';

const isStoppage = (type: string) => type === 'absence.stoppage_started' || type === 'absence.stoppage_ended';

/**
 * The reason (`S21.G00.60.001`, health data) of the stoppages the events are about, by absence
 * id, for a key or grant that may see absence types (`absenceType`); empty for any other.
 * A stoppage cancelled since has none left.
 */
export async function stoppageReasons(
  db: Kysely<Database>,
  organizationId: string,
  changes: readonly StoredChange[],
  visibility: FieldVisibility,
): Promise<Map<string, string>> {
  const ids = [...new Set(changes.filter((c) => isStoppage(c.type)).map((c) => c.resourceId))];
  if (ids.length === 0 || !visibility.may('absenceType')) return new Map();
  const rows = await rowsInChunks(ids, (some) =>
    db
      .selectFrom('dsn_stoppages')
      .select(['absence_id', 'reason'])
      .where('organization_id', '=', organizationId)
      .where('absence_id', 'in', some)
      .execute(),
  );
  return new Map(rows.map((row) => [row.absence_id, row.reason]));
}
