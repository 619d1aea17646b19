import type { Kysely } from 'kysely';
import { appendChanges } from '../../src/changes/change-log.ts';
import type { Database } from '../../src/db/schema.ts';

/**
 * An absence a DSN declared as a work stoppage (`S21.G00.60`, reason `.001`), told started in the
 * change feed, as the DSN import does: in one transaction, the stoppage and its event.
 */
export async function givenStoppage(
  db: Kysely<Database>,
  organizationId: string,
  stoppage: { absenceId: string; collaboratorId: string; reason: string },
): Promise<void> {
  const { absenceId, collaboratorId, reason } = stoppage;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('dsn_stoppages')
      .values({
        organization_id: organizationId,
        absence_id: absenceId,
        collaborator_id: collaboratorId,
        reason,
        return_date: null,
      })
      .execute();
    await appendChanges(trx, organizationId, [
      { type: 'absence.stoppage_started', resourceId: absenceId, collaboratorId },
    ]);
  });
}
