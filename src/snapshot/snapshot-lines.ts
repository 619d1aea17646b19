import type { Kysely, Selectable } from 'kysely';
import { toAbsence } from '../absences/absences.routes.ts';
import type { ApiKey } from '../api-keys/api-keys.ts';
import { visibilityOfKey } from '../auth/field-visibility.ts';
import { latestChangeNumber } from '../changes/change-log.ts';
import { encodeCursor } from '../changes/cursor.ts';
import { toListItem } from '../collaborators/collaborators.projection.ts';
import type { AbsenceTable, Database, WorkLocationTable } from '../db/schema.ts';
import { toWorkLocation } from '../work-locations/work-locations.routes.ts';
import { collaboratorsAfter, datedRequestsAfter } from './snapshot.queries.ts';
import type { SnapshotLine, SnapshotList } from './snapshot.schema.ts';

/** Rows read per statement: memory stays bounded by one batch, whatever the organization's size. */
export const SNAPSHOT_BATCH = 500;

export interface SnapshotRequest {
  organizationId: string;
  lists: readonly SnapshotList[];
  key: ApiKey;
  /** `YYYY-MM-DD` in the organization's time zone: what a collaborator's status is relative to. */
  today: string;
  /** Told the collaborators whose data each batch carried (the access log). */
  onAccess: (collaboratorIds: readonly string[]) => void;
}

/**
 * Every record of the asked lists, one line each in its list's shape (the lists' own projections,
 * withheld fields included), a batch of lines per read from `db`, which the caller holds as one
 * consistent view; then the change-feed cursor of that view, from which to follow. Each list is
 * read in its primary key's order (the cheapest for the store), not in the list's.
 */
export async function* snapshotLines(
  db: Kysely<Database>,
  request: SnapshotRequest,
): AsyncGenerator<SnapshotLine[], void, undefined> {
  const { organizationId, key, today } = request;
  const visibility = visibilityOfKey(key);
  for (const list of request.lists) {
    let after: string | null = null;
    for (;;) {
      let lines: SnapshotLine[];
      if (list === 'collaborators') {
        const batch = await collaboratorsAfter(db, organizationId, after, SNAPSHOT_BATCH);
        request.onAccess(batch.map((c) => c.id));
        lines = batch.map((c) => ({ list, data: toListItem(c, today, visibility) }));
        after = batch.at(-1)?.id ?? null;
      } else if (list === 'absences') {
        const batch: Selectable<AbsenceTable>[] = await datedRequestsAfter(
          db,
          'absences',
          organizationId,
          after,
          SNAPSHOT_BATCH,
        );
        request.onAccess(batch.map((r) => r.collaborator_id));
        lines = batch.map((row) => ({ list, data: toAbsence(row, visibility) }));
        after = batch.at(-1)?.id ?? null;
      } else {
        const batch: Selectable<WorkLocationTable>[] = await datedRequestsAfter(
          db,
          'work_locations',
          organizationId,
          after,
          SNAPSHOT_BATCH,
        );
        request.onAccess(batch.map((r) => r.collaborator_id));
        lines = batch.map((row) => ({ list, data: toWorkLocation(row) }));
        after = batch.at(-1)?.id ?? null;
      }
      if (lines.length > 0) yield lines;
      if (lines.length < SNAPSHOT_BATCH) break;
    }
  }
  yield [{ cursor: encodeCursor(organizationId, await latestChangeNumber(db, organizationId)) }];
}
