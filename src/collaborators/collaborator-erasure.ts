import { type Kysely, sql, type Transaction } from 'kysely';
import { appendChanges, lockChangeLog, type NewChange } from '../changes/change-log.ts';
import { lockOrganizationForWrite } from '../complementary-contracts/complementary-contracts.queries.ts';
import { type Actor, recordAudit } from '../db/audit.ts';
import type { Database } from '../db/schema.ts';
import type { Engine } from '../db/store.ts';
import { writeTransaction } from '../db/write-transaction.ts';

export interface Erasure {
  contracts: number;
  absences: number;
  workLocations: number;
  affiliations: number;
  /** Collaborators who had the erased one as manager, now without a manager. */
  managedCollaborators: number;
}

/**
 * The right to erasure: the collaborator and everything attached (contracts, absences, work
 * locations, affiliations, the dependants they cover) go in one transaction, and those they managed lose the reference. The
 * audit and the change log keep ids and counts only, never a name or a number of the person.
 * Returns undefined when the organization holds no such collaborator.
 */
export async function eraseCollaborator(
  db: Kysely<Database>,
  engine: Engine,
  organizationId: string,
  collaboratorId: string,
  actor: Actor,
): Promise<Erasure | undefined> {
  return writeTransaction(db, async (trx) => {
    await lockOrganizationForWrite(trx, engine, organizationId);
    await lockChangeLog(trx, organizationId);
    const collaborator = await trx
      .selectFrom('collaborators')
      .select('establishment_id')
      .where('organization_id', '=', organizationId)
      .where('id', '=', collaboratorId)
      .executeTakeFirst();
    if (!collaborator) return undefined;
    const establishmentId = collaborator.establishment_id;
    const attached = { collaboratorId, establishmentId };
    const changes: NewChange[] = [];
    const counts: Record<'contracts' | 'absences' | 'workLocations' | 'affiliations', number> = {
      contracts: 0,
      absences: 0,
      workLocations: 0,
      affiliations: 0,
    };
    for (const [table, count, type] of [
      ['affiliations', 'affiliations', 'affiliation.deleted'],
      ['absences', 'absences', 'absence.deleted'],
      ['work_locations', 'workLocations', 'work_location.deleted'],
      ['contracts', 'contracts', undefined],
    ] as const) {
      const rows = await trx
        .deleteFrom(table)
        .where('organization_id', '=', organizationId)
        .where('collaborator_id', '=', collaboratorId)
        .returning('id')
        .execute();
      counts[count] = rows.length;
      // Contracts are part of the collaborator: its deletion says they are gone.
      if (type) changes.push(...rows.map((row) => ({ type, resourceId: row.id, ...attached })));
    }
    // The people their affiliations covered and the cover they kept as leavers go with them.
    for (const table of ['dsn_dependants', 'dsn_dependant_months', 'dsn_portabilities'] as const) {
      await trx
        .deleteFrom(table)
        .where('organization_id', '=', organizationId)
        .where('collaborator_id', '=', collaboratorId)
        .execute();
    }
    const managed = await trx
      .updateTable('collaborators')
      .set({ manager_id: null })
      .where('organization_id', '=', organizationId)
      .where('manager_id', '=', collaboratorId)
      .returning(['id', 'establishment_id'])
      .execute();
    changes.push(
      ...managed.map((row) => ({
        type: 'collaborator.updated' as const,
        resourceId: row.id,
        collaboratorId: row.id,
        establishmentId: row.establishment_id,
      })),
    );
    await trx
      .deleteFrom('collaborators')
      .where('organization_id', '=', organizationId)
      .where('id', '=', collaboratorId)
      .execute();
    changes.push({ type: 'collaborator.deleted', resourceId: collaboratorId, ...attached });
    await forgetRetriedAnswers(trx, organizationId, collaboratorId);
    await appendChanges(trx, organizationId, changes);
    const erasure: Erasure = { ...counts, managedCollaborators: managed.length };
    await recordAudit(trx, organizationId, actor, {
      action: 'collaborator.erased',
      targetType: 'collaborator',
      targetId: collaboratorId,
      details: { ...erasure },
    });
    return erasure;
  });
}

/** A kept answer of a retried write that names the person would be replayed after the erasure. */
async function forgetRetriedAnswers(
  trx: Transaction<Database>,
  organizationId: string,
  collaboratorId: string,
): Promise<void> {
  await trx
    .deleteFrom('idempotency_keys')
    .where('organization_id', '=', organizationId)
    .where((eb) =>
      eb.or([
        sql<boolean>`response_body like ${mentionOf(collaboratorId)} escape '\\'`,
        sql<boolean>`collaborator_ids like ${`% ${likeEscaped(collaboratorId)} %`} escape '\\'`,
      ]),
    )
    .execute();
}

/** A LIKE pattern matching a JSON text that holds `id` as a string. */
function mentionOf(id: string): string {
  return `%${likeEscaped(JSON.stringify(id))}%`;
}

function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}
