import type { Kysely } from 'kysely';
import { toAbsence } from '../absences/absences.routes.ts';
import { listDatedRequests } from '../absences/dated-requests.queries.ts';
import type { ApiKey } from '../api-keys/api-keys.ts';
import { visibilityOfKey } from '../auth/field-visibility.ts';
import { latestChangeNumber } from '../changes/change-log.ts';
import { encodeCursor } from '../changes/cursor.ts';
import { toListItem } from '../collaborators/collaborators.projection.ts';
import { listCollaborators } from '../collaborators/collaborators.queries.ts';
import type { RowWindow } from '../db/keyset.ts';
import type { Database } from '../db/schema.ts';
import { toWorkLocation } from '../work-locations/work-locations.routes.ts';
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

const windowAfter = (organizationId: string, list: string, after: readonly string[] | null): RowWindow => ({
  page: 1,
  limit: SNAPSHOT_BATCH,
  offset: 0,
  after,
  scope: { list, organizationId, filters: {} },
});

/**
 * Every record of the asked lists, one line each in its list's shape (the lists' own projections,
 * withheld fields included), read in keyset batches from `db`, which the caller holds as one
 * consistent view; then the change-feed cursor of that view, from which to follow.
 */
export async function* snapshotLines(
  db: Kysely<Database>,
  request: SnapshotRequest,
): AsyncGenerator<SnapshotLine, void, undefined> {
  const { organizationId, key, today } = request;
  const visibility = visibilityOfKey(key);
  for (const list of request.lists) {
    let after: readonly string[] | null = null;
    do {
      const window = windowAfter(organizationId, list, after);
      if (list === 'collaborators') {
        const page = await listCollaborators(db, organizationId, { today }, window);
        request.onAccess(page.collaborators.map((c) => c.id));
        for (const c of page.collaborators) {
          yield { list, data: toListItem(c, today, visibility) };
        }
        after = page.nextKey;
      } else if (list === 'absences') {
        const page = await listDatedRequests(db, 'absences', organizationId, {}, window, { counted: false });
        request.onAccess(page.rows.map((r) => r.collaborator_id));
        for (const row of page.rows) yield { list, data: toAbsence(row, visibility) };
        after = page.nextKey;
      } else {
        const page = await listDatedRequests(db, 'work_locations', organizationId, {}, window, {
          counted: false,
        });
        request.onAccess(page.rows.map((r) => r.collaborator_id));
        for (const row of page.rows) yield { list, data: toWorkLocation(row) };
        after = page.nextKey;
      }
    } while (after !== null);
  }
  yield { cursor: encodeCursor(organizationId, await latestChangeNumber(db, organizationId)) };
}
