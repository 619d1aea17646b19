import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.ts';

/**
 * Everything an organization's absences or work locations are, with what was logged (change
 * events) and audited of them: the before and after of a refused request write.
 */
export async function requestState(
  db: Kysely<Database>,
  organizationId: string,
  table: 'absences' | 'work_locations',
) {
  const prefix = table === 'absences' ? 'absence.%' : 'work_location.%';
  const [rows, events, audit] = await Promise.all([
    db.selectFrom(table).selectAll().where('organization_id', '=', organizationId).orderBy('id').execute(),
    db
      .selectFrom('change_events')
      .select(['seq', 'type', 'resource_id'])
      .where('organization_id', '=', organizationId)
      .where('type', 'like', prefix)
      .orderBy('seq')
      .execute(),
    db
      .selectFrom('audit_events')
      .select(['id', 'action'])
      .where('organization_id', '=', organizationId)
      .where('action', 'like', prefix)
      .orderBy('id')
      .execute(),
  ]);
  return { rows, events, audit };
}
