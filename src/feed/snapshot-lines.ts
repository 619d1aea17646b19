import type { Kysely, Selectable } from 'kysely';
import { visibilityOfKey } from '../auth/field-visibility.ts';
import type { ApiKey } from '../auth/keys/api-keys.ts';
import { latestChangeNumber } from '../changes/change-log.ts';
import { encodeCursor } from '../changes/cursor.ts';
import { toListItem } from '../collaborators/collaborators.projection.ts';
import { toAbsence } from '../dated-records/absences.routes.ts';
import { toWorkLocation } from '../dated-records/work-locations.routes.ts';
import type { AbsenceTable, Database, WorkLocationTable } from '../db/schema.ts';
import { collaboratorsAfter, datedRequestsAfter } from './snapshot.queries.ts';
import type { SnapshotLine, SnapshotList } from './snapshot.schema.ts';

/**
 * Rows read per statement: memory stays bounded by one batch, whatever the organization's size. A
 * small batch also dies young (a larger one outlives collections of the young generation and
 * fills the old one with garbage, which the RSS follows).
 */
export const SNAPSHOT_BATCH = 100;

export interface SnapshotRequest {
  organizationId: string;
  lists: readonly SnapshotList[];
  key: ApiKey;
  /** `YYYY-MM-DD` in the organization's time zone: what a collaborator's status is relative to. */
  today: string;
  /** Told the collaborators whose data each batch carried (the access log). */
  onAccess: (collaboratorIds: readonly string[]) => void;
}

/** Characters per chunk of text (at most twice as many bytes in the heap, UTF-16). */
export const CHUNK_CHARS = 16 * 1024;

/**
 * Every record of the asked lists, one line each in its list's shape (the lists' own projections,
 * withheld fields included), read a batch at a time from `db`, which the caller holds as one
 * consistent view; then the change-feed cursor of that view, from which to follow. Each list is
 * read in its primary key's order (the cheapest for the store), not in the list's.
 */
export async function* snapshotLines(
  db: Kysely<Database>,
  request: SnapshotRequest,
): AsyncGenerator<SnapshotLine, void, undefined> {
  const { organizationId, key, today } = request;
  const visibility = visibilityOfKey(key);
  for (const list of request.lists) {
    for (let after: string | null = null, read = SNAPSHOT_BATCH; read === SNAPSHOT_BATCH; ) {
      if (list === 'collaborators') {
        const batch = await collaboratorsAfter(db, organizationId, after, SNAPSHOT_BATCH);
        request.onAccess(batch.map((c) => c.id));
        for (const c of batch) yield { list, data: toListItem(c, today, visibility) };
        [read, after] = [batch.length, batch.at(-1)?.id ?? null];
      } else if (list === 'absences') {
        const batch: Selectable<AbsenceTable>[] = await datedRequestsAfter(
          db,
          'absences',
          organizationId,
          after,
          SNAPSHOT_BATCH,
        );
        request.onAccess(batch.map((r) => r.collaborator_id));
        for (const row of batch) yield { list, data: toAbsence(row, visibility) };
        [read, after] = [batch.length, batch.at(-1)?.id ?? null];
      } else {
        const batch: Selectable<WorkLocationTable>[] = await datedRequestsAfter(
          db,
          'work_locations',
          organizationId,
          after,
          SNAPSHOT_BATCH,
        );
        request.onAccess(batch.map((r) => r.collaborator_id));
        for (const row of batch) yield { list, data: toWorkLocation(row) };
        [read, after] = [batch.length, batch.at(-1)?.id ?? null];
      }
    }
  }
  yield { cursor: encodeCursor(organizationId, await latestChangeNumber(db, organizationId)) };
}

/**
 * The lines as NDJSON text, gathered into chunks of about `CHUNK_CHARS`: a write per line would
 * cost more than the line's serialization, and a chunk stays a young object of the heap (a string
 * over ~128 KB is a large object, freed only by a full collection; the RSS would follow them).
 */
export async function* ndjsonChunks(
  lines: AsyncIterable<SnapshotLine>,
): AsyncGenerator<string, void, undefined> {
  let chunk = '';
  for await (const line of lines) {
    chunk += `${JSON.stringify(line)}\n`;
    if (chunk.length < CHUNK_CHARS) continue;
    yield chunk;
    chunk = '';
  }
  if (chunk !== '') yield chunk;
}
