import type { Kysely } from 'kysely';
import type { ChangeType } from '../changes/change-log.ts';
import type { ChangeSet } from '../changes/change-set.ts';
import type { Database } from '../db/schema.ts';
import type { WrittenRows } from './upsert.ts';

type Listener = (written: WrittenRows) => Promise<void>;

/**
 * What each table's written rows mean in the change log (docs/sync.md): establishments,
 * collaborators, absences and work locations are resources of their own; a contract belongs to
 * its collaborator, and a renamed team changes how its members read.
 */
export function importChangeListeners(
  trx: Kysely<Database>,
  organizationId: string,
  changes: ChangeSet,
): Record<
  'establishments' | 'teams' | 'collaborators' | 'contracts' | 'absences' | 'workLocations',
  Listener
> {
  const logged =
    (resource: 'establishment' | 'collaborator' | 'absence' | 'work_location'): Listener =>
    (written) =>
      changes.add(
        written.map(({ kind, row }) => {
          const id = String(row.id);
          const type: ChangeType = `${resource}.${kind}`;
          if (resource === 'establishment') return { type, resourceId: id, establishmentId: id };
          if (resource === 'collaborator') {
            const establishmentId = typeof row.establishment_id === 'string' ? row.establishment_id : null;
            return { type, resourceId: id, collaboratorId: id, establishmentId };
          }
          return { type, resourceId: id, collaboratorId: String(row.collaborator_id) };
        }),
      );
  return {
    establishments: logged('establishment'),
    collaborators: logged('collaborator'),
    absences: logged('absence'),
    workLocations: logged('work_location'),
    async contracts(written) {
      for (const { row } of written) changes.touchCollaborator(String(row.collaborator_id));
    },
    async teams(written) {
      const renamed = written.filter((w) => w.kind === 'updated').map((w) => String(w.row.id));
      for (let i = 0; i < renamed.length; i += 1000) {
        const members = await trx
          .selectFrom('collaborators')
          .select('id')
          .where('organization_id', '=', organizationId)
          .where('team_id', 'in', renamed.slice(i, i + 1000))
          .execute();
        for (const member of members) changes.touchCollaborator(member.id);
      }
    },
  };
}
