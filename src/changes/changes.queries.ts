import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ChangeType } from './change-log.ts';
import { ORGANIZATION_WIDE_TYPES } from './change-scopes.ts';

export interface FeedPosition {
  /** The newest change number: every change up to it has committed and is visible. */
  latest: number;
  /** The highest number pruned by retention: cursors below it have lost changes. */
  prunedThrough: number;
}

export async function feedPosition(db: Kysely<Database>, organizationId: string): Promise<FeedPosition> {
  const row = await db
    .selectFrom('change_counters')
    .select(['last_seq', 'pruned_through'])
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return row
    ? { latest: Number(row.last_seq), prunedThrough: Number(row.pruned_through) }
    : { latest: 0, prunedThrough: 0 };
}

export interface StoredChange {
  seq: number;
  type: ChangeType;
  resourceId: string;
  collaboratorId: string | null;
  establishmentId: string | null;
  occurredAt: string;
}

/** Events numbered in (after, upTo], oldest first, of the given types and establishment. */
export async function listChangeEvents(
  db: Kysely<Database>,
  organizationId: string,
  filter: { after: number; upTo: number; types: readonly ChangeType[]; establishmentId?: string | undefined },
  limit: number,
): Promise<StoredChange[]> {
  if (filter.types.length === 0) return [];
  let query = db
    .selectFrom('change_events')
    .select(['seq', 'type', 'resource_id', 'collaborator_id', 'establishment_id', 'occurred_at'])
    .where('organization_id', '=', organizationId)
    .where('seq', '>', filter.after)
    .where('seq', '<=', filter.upTo)
    .where('type', 'in', [...filter.types]);
  const { establishmentId } = filter;
  if (establishmentId !== undefined) {
    query = query.where((eb) =>
      eb.or([eb('establishment_id', '=', establishmentId), eb('type', 'in', [...ORGANIZATION_WIDE_TYPES])]),
    );
  }
  const rows = await query.orderBy('seq').limit(limit).execute();
  return rows.map((row) => ({
    seq: Number(row.seq),
    type: row.type as ChangeType,
    resourceId: row.resource_id,
    collaboratorId: row.collaborator_id,
    establishmentId: row.establishment_id,
    occurredAt: row.occurred_at,
  }));
}
