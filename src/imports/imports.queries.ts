import type { Kysely, Selectable } from 'kysely';
import { lockChangeLog } from '../changes/change-log.ts';
import type { Database, HttpImportTable } from '../db/schema.ts';
import { writeTransaction } from '../db/write-transaction.ts';

export type HttpImportRow = Selectable<HttpImportTable>;
export type ImportKind = HttpImportTable['kind'];
export type ImportStatus = HttpImportTable['status'];

export interface NewImport {
  id: string;
  organizationId: string;
  kind: ImportKind;
  dryRun: boolean;
  replace: boolean;
  byteCount: number;
  holder: string;
  at: string;
}

export async function insertImport(db: Kysely<Database>, row: NewImport): Promise<void> {
  await db
    .insertInto('http_imports')
    .values({
      id: row.id,
      organization_id: row.organizationId,
      kind: row.kind,
      status: 'queued',
      dry_run: row.dryRun ? 1 : 0,
      replace_missing: row.replace ? 1 : 0,
      byte_count: row.byteCount,
      bytes_read: 0,
      phase: 'queued',
      result: null,
      holder: row.holder,
      heartbeat_at: row.at,
      created_at: row.at,
      started_at: null,
      finished_at: null,
    })
    .execute();
}

export async function findImport(
  db: Kysely<Database>,
  organizationId: string,
  id: string,
): Promise<HttpImportRow | undefined> {
  return db
    .selectFrom('http_imports')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Takes the organization's turn for this import: it becomes `running` unless another import of
 * the organization runs under a live lease (on any instance). The change log's row lock of the
 * organization makes two claims wait for each other on PostgreSQL; SQLite has one writer.
 */
export async function claimImport(
  db: Kysely<Database>,
  organizationId: string,
  id: string,
  liveSince: string,
  at: string,
): Promise<boolean> {
  return writeTransaction(db, async (trx) => {
    await lockChangeLog(trx, organizationId);
    const other = await trx
      .selectFrom('http_imports')
      .select('id')
      .where('organization_id', '=', organizationId)
      .where('status', '=', 'running')
      .where('id', '!=', id)
      .where('heartbeat_at', '>', liveSince)
      .executeTakeFirst();
    if (other) return false;
    const claimed = await trx
      .updateTable('http_imports')
      .set({ status: 'running', phase: 'validating', started_at: at, heartbeat_at: at })
      .where('id', '=', id)
      .where('status', '=', 'queued')
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1;
  });
}

/** Renews the lease of the imports this instance holds, with the progress of each. */
export async function renewLease(
  db: Kysely<Database>,
  id: string,
  progress: { phase: string; bytesRead: number } | null,
  at: string,
): Promise<void> {
  await db
    .updateTable('http_imports')
    .set({ heartbeat_at: at, ...(progress ? { phase: progress.phase, bytes_read: progress.bytesRead } : {}) })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .execute();
}

export async function finishImport(
  db: Kysely<Database>,
  id: string,
  status: 'succeeded' | 'failed',
  result: unknown,
  bytesRead: number,
  at: string,
): Promise<void> {
  await db
    .updateTable('http_imports')
    .set({ status, phase: 'done', bytes_read: bytesRead, result: JSON.stringify(result), finished_at: at })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .execute();
}

/**
 * An import whose lease ran out is failed, with `result`: its instance stopped (a crash, a kill)
 * before recording its end. Conditional, so a renewal that came in between wins.
 */
export async function failStaleImport(
  db: Kysely<Database>,
  id: string,
  heartbeatAt: string,
  result: unknown,
  at: string,
): Promise<void> {
  await db
    .updateTable('http_imports')
    .set({ status: 'failed', phase: 'done', result: JSON.stringify(result), finished_at: at })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .where('heartbeat_at', '=', heartbeatAt)
    .execute();
}
