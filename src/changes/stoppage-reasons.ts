import type { Kysely } from 'kysely';
import type { FieldVisibility } from '../auth/field-visibility.ts';
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
  const reasons = new Map<string, string>();
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await db
      .selectFrom('dsn_stoppages')
      .select(['absence_id', 'reason'])
      .where('organization_id', '=', organizationId)
      .where('absence_id', 'in', ids.slice(i, i + 1000))
      .execute();
    for (const row of rows) reasons.set(row.absence_id, row.reason);
  }
  return reasons;
}
