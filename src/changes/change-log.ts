import { type Kysely, sql } from 'kysely';
import { compiledOnce } from '../db/compiled-once.ts';
import { isPostgres } from '../db/engine-of.ts';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../shared/time.ts';

/** The closed set of event types of the change feed (docs/sync.md). */
export const CHANGE_TYPES = [
  'collaborator.created',
  'collaborator.updated',
  'collaborator.deleted',
  'collaborator.status_changed',
  'absence.created',
  'absence.updated',
  'absence.deleted',
  'absence.stoppage_started',
  'absence.stoppage_ended',
  'work_location.created',
  'work_location.updated',
  'work_location.deleted',
  'organization.updated',
  'establishment.created',
  'establishment.updated',
  'establishment.deleted',
  'complementary_contract.created',
  'complementary_contract.updated',
  'affiliation.created',
  'affiliation.updated',
  'affiliation.deleted',
  'affiliation.portability_opened',
] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

/** A change about to be logged: what changed, never how (events are dataless). */
export interface NewChange {
  type: ChangeType;
  resourceId: string;
  collaboratorId?: string | null;
  establishmentId?: string | null;
}

/** Rows per INSERT: 7 parameters a row stays far below SQLite's and PostgreSQL's bind limits. */
const BATCH = 500;

/**
 * Appends changes to the organization's log, inside the caller's write transaction. Numbering
 * goes through the organization's counter row: on PostgreSQL its row lock is held until commit,
 * so a second writer of the same organization waits and numbers are visible in commit order (no
 * gap a reader could skip); SQLite has one writer at a time anyway. Nothing to append, nothing
 * bumped: a write that changes nothing leaves the data version as it was.
 */
export async function appendChanges(
  trx: Kysely<Database>,
  organizationId: string,
  changes: readonly NewChange[],
  occurredAt: string = nowIso(),
): Promise<void> {
  if (changes.length === 0) return;
  const [counter] = await bumpCounter(trx, { organizationId, count: changes.length });
  if (!counter) throw new Error(`the change counter of ${organizationId} was not returned`);
  const first = Number(counter.last_seq) - changes.length + 1;
  for (let i = 0; i < changes.length; i += BATCH) {
    const rows = changes.slice(i, i + BATCH).map((change, j) => ({
      organization_id: organizationId,
      seq: first + i + j,
      type: change.type,
      resource_id: change.resourceId,
      collaborator_id: change.collaboratorId ?? null,
      establishment_id: change.establishmentId ?? null,
      occurred_at: occurredAt,
    }));
    const few = FEW_EVENTS[rows.length - 1];
    if (few) await few(trx, eventValues(rows));
    else await trx.insertInto('change_events').values(rows).execute();
  }
}

/** The counter moved by `count`, its new value returned: compiled once (every write runs it). */
const bumpCounter = compiledOnce(['organizationId', 'count'] as const, (db, v) =>
  db
    .insertInto('change_counters')
    .values({ organization_id: v.organizationId, last_seq: v.count as unknown as number })
    .onConflict((oc) =>
      oc.column('organization_id').doUpdateSet({
        last_seq: sql<number>`change_counters.last_seq + ${v.count}`,
      }),
    )
    .returning('last_seq'),
);

const EVENT_COLUMNS = [
  'organization_id',
  'seq',
  'type',
  'resource_id',
  'collaborator_id',
  'establishment_id',
  'occurred_at',
] as const;
type EventRow = Record<(typeof EVENT_COLUMNS)[number], string | number | null>;

/** Each value of `rows`, named by its row and column, as the statements below take them. */
function eventValues(rows: readonly EventRow[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  rows.forEach((row, j) => {
    for (const column of EVENT_COLUMNS) values[`${column}${j}`] = row[column];
  });
  return values;
}

/**
 * The insert of 1 to 4 events, compiled once each: a single-record write appends one to three,
 * and building and compiling the statement each time cost more than SQLite's running it.
 */
const FEW_EVENTS = [1, 2, 3, 4].map((count) => {
  const names = Array.from({ length: count }, (_, j) =>
    EVENT_COLUMNS.map((column) => `${column}${j}`),
  ).flat();
  return compiledOnce(names, (db, v) =>
    db
      .insertInto('change_events')
      .values(
        Array.from({ length: count }, (_, j) =>
          Object.fromEntries(EVENT_COLUMNS.map((column) => [column, v[`${column}${j}`]])),
        ) as never,
      ),
  );
});

/** An advisory lock's key (PostgreSQL): a 64-bit hash of what it stands for. */
const lockKey = (name: string) => sql`hashtextextended(${`hrapi:${name}`}, 0)`;

/**
 * Takes the organization's change-log lock now rather than at the first append, for a write
 * transaction that appends while it still writes rows (an import flushes its events in chunks).
 * Every writer locks in one order, the organization row (partner writes, erasure) then this
 * counter then HR rows, so two writers of one organization wait for each other and never deadlock.
 * On PostgreSQL it first takes the organization's write lock exclusively: such a writer waits for
 * the single-record writes in flight (lockRecordWrite) and they wait for it.
 */
export async function lockChangeLog(trx: Kysely<Database>, organizationId: string): Promise<void> {
  if (isPostgres(trx)) {
    await sql`select pg_advisory_xact_lock(${lockKey(`org:${organizationId}`)})`.execute(trx);
  }
  await trx
    .insertInto('change_counters')
    .values({ organization_id: organizationId, last_seq: 0 })
    .onConflict((oc) =>
      oc.column('organization_id').doUpdateSet({ last_seq: sql<number>`change_counters.last_seq` }),
    )
    .execute();
}

/**
 * What a single-record write takes first instead of the change-log lock, so that one
 * organization's writes of different records run side by side up to their first written row: on
 * PostgreSQL the organization's write lock shared (an import or erasure, lockChangeLog, waits for
 * it and it for them) and, exclusively, a lock per record it reads and writes (`records`: the
 * collaborator, the absence), so its checks (If-Match, overlap, transition) still see what it
 * replaces. Its hot rows (the data version by trigger at its first row, then the change counter
 * at its append) are taken in that order by every single-record write, once its reads are done,
 * and held only to the commit. SQLite's write transactions already hold the one write lock.
 */
export async function lockRecordWrite(
  trx: Kysely<Database>,
  organizationId: string,
  records: readonly string[],
): Promise<void> {
  if (!isPostgres(trx)) return;
  const keys = [...new Set(records)].map((r) => `record:${organizationId}:${r}`).sort();
  await sql`select pg_advisory_xact_lock_shared(${lockKey(`org:${organizationId}`)})`.execute(trx);
  // One statement for the records, in one order for every writer, so two never wait on each other.
  await sql`select pg_advisory_xact_lock(k) from (
      select hashtextextended('hrapi:' || name, 0) as k from unnest(${keys}::text[]) as name order by k
    ) as ordered`.execute(trx);
}

/**
 * The number of the organization's newest change, 0 before any. (The read cache's data version is
 * another counter, `data_versions`, kept by triggers on every table a read shows.)
 */
export async function latestChangeNumber(db: Kysely<Database>, organizationId: string): Promise<number> {
  const row = await db
    .selectFrom('change_counters')
    .select('last_seq')
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return row ? Number(row.last_seq) : 0;
}
