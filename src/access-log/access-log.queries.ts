import { type Kysely, sql } from 'kysely';
import type { AccessLogTable, Database } from '../db/schema.ts';

const BATCH = 500;

/** Adds the counts, one statement per batch of rows, in one transaction. */
export async function upsertAccessCounts(
  db: Kysely<Database>,
  rows: readonly AccessLogTable[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += BATCH) {
      await trx
        .insertInto('access_log')
        .values(rows.slice(start, start + BATCH))
        .onConflict((oc) =>
          oc
            .columns(['organization_id', 'collaborator_id', 'key_id', 'category', 'day'])
            .doUpdateSet({ reads: sql`access_log.reads + excluded.reads` }),
        )
        .execute();
    }
  });
}

/** Deletes rows of days before `firstKeptDay`; returns how many. */
export async function pruneAccessLog(db: Kysely<Database>, firstKeptDay: string): Promise<number> {
  const result = await db.deleteFrom('access_log').where('day', '<', firstKeptDay).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface AccessFilter {
  collaboratorId?: string | undefined;
  keyId?: string | undefined;
  /** `YYYY-MM-DD`: only days on or after it. */
  since?: string | undefined;
}

/** Per key, collaborator and category: the first and last day read and how many answers. */
export interface AccessEntry {
  keyId: string;
  keyName: string | null;
  collaboratorId: string;
  category: string;
  firstDay: string;
  lastDay: string;
  reads: number;
}

export async function listAccess(
  db: Kysely<Database>,
  organizationId: string,
  filter: AccessFilter = {},
): Promise<AccessEntry[]> {
  let query = db
    .selectFrom('access_log as l')
    .leftJoin('api_keys as k', (join) =>
      join.onRef('k.id', '=', 'l.key_id').onRef('k.organization_id', '=', 'l.organization_id'),
    )
    .where('l.organization_id', '=', organizationId);
  if (filter.collaboratorId !== undefined)
    query = query.where('l.collaborator_id', '=', filter.collaboratorId);
  if (filter.keyId !== undefined) query = query.where('l.key_id', '=', filter.keyId);
  if (filter.since !== undefined) query = query.where('l.day', '>=', filter.since);
  const rows = await query
    .select((eb) => [
      'l.key_id',
      'l.collaborator_id',
      'l.category',
      eb.fn.min('k.name').as('key_name'),
      eb.fn.min('l.day').as('first_day'),
      eb.fn.max('l.day').as('last_day'),
      eb.fn.sum<number>('l.reads').as('reads'),
    ])
    .groupBy(['l.key_id', 'l.collaborator_id', 'l.category'])
    .orderBy('l.collaborator_id')
    .orderBy('l.key_id')
    .orderBy('l.category')
    .execute();
  return rows.map((r) => ({
    keyId: r.key_id,
    keyName: r.key_name ?? null,
    collaboratorId: r.collaborator_id,
    category: r.category,
    firstDay: r.first_day,
    lastDay: r.last_day,
    reads: Number(r.reads),
  }));
}
