import type { Transaction } from 'kysely';
import { lockChangeLog } from '../changes/change-log.ts';
import { ChangeSet } from '../changes/change-set.ts';
import { type Actor, recordAudit } from '../db/audit.ts';
import type { Database } from '../db/schema.ts';
import type { Store } from '../db/store.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import type { AbsenceInput, WorkLocationInput } from '../hr-data/document.schema.ts';
import { declaredMonths, newestMonth } from '../hr-data/dsn-provenance.ts';
import { writeRecord } from '../hr-data/record-write.ts';
import { Conflict, NotFound } from '../shared/domain-errors.ts';
import { uuidv7 } from '../shared/ids.ts';
import { nowIso } from '../shared/time.ts';
import { type Decision, decidedStatus, firstOverlap, type RequestKind } from './request-rules.ts';
import {
  deleteRequest,
  findRequest,
  REQUEST_TABLES,
  recordDecision,
  recordRequester,
  requestsOverlappingDays,
  type StoredRequest,
} from './requests.queries.ts';

// Absences and work locations as requests: made (pending), decided (approved or rejected),
// replaced by a system of record, withdrawn. Every write of a record goes through the import's
// validator and writer (writeRecord); the rules are pure (request-rules.ts) and checked inside
// the write's transaction, so that two racing writes cannot both pass them.

export type { Decision, RequestKind } from './request-rules.ts';
export { listPendingRequests, type PendingRequest } from './requests.queries.ts';

/** A record of the document's shape: an absence or a work location. */
type RequestRecord<K extends RequestKind> = K extends 'absence' ? AbsenceInput : WorkLocationInput;

export interface RequestWriteOptions<K extends RequestKind> {
  actor: Actor;
  /**
   * Checked in the write's transaction against the request as stored (undefined: there is none):
   * an `If-Match` throws PreconditionFailed there, and nothing is written.
   */
  expect?: ((stored: StoredRequest<K> | undefined) => void) | undefined;
}

/** The audit's actor as the request columns keep it: `type:id`. */
const actorRef = (actor: Actor) => `${actor.type}:${actor.id ?? ''}`;
const what = (kind: RequestKind) => (kind === 'absence' ? 'absence' : 'work location');

/** The request as its record of the document: what writeRecord writes back with a new status. */
function recordOf<K extends RequestKind>(kind: K, row: StoredRequest<K>): RequestRecord<K> {
  const common = {
    id: row.id,
    collaboratorId: row.collaborator_id,
    status: row.status as AbsenceInput['status'],
    startDate: row.start_date,
    endDate: row.end_date,
    startHalfDay: row.start_half_day === 1,
    endHalfDay: row.end_half_day === 1,
  };
  if (kind === 'absence') {
    const absence = row as StoredRequest<'absence'>;
    return { ...common, type: absence.type, dsnReason: absence.dsn_reason } as RequestRecord<K>;
  }
  const workLocation = row as StoredRequest<'work_location'>;
  return {
    ...common,
    isRemoteWork: workLocation.is_remote_work === 1,
    location: workLocation.location,
  } as RequestRecord<K>;
}

/** Refuses a record that overlaps a pending or approved request of the same person (409, naming it). */
async function assertNoOverlap(
  trx: Transaction<Database>,
  organizationId: string,
  kind: RequestKind,
  record: RequestRecord<RequestKind>,
): Promise<void> {
  const startDate = record.startDate.slice(0, 10);
  const endDate = record.endDate.slice(0, 10);
  const candidate = {
    id: record.id,
    status: record.status,
    startDate,
    endDate,
    startHalfDay: record.startHalfDay === true,
    endHalfDay: record.endHalfDay === true,
  };
  const stored = await requestsOverlappingDays(
    trx,
    organizationId,
    kind,
    record.collaboratorId,
    startDate,
    endDate,
  );
  const other = firstOverlap(
    candidate,
    stored.map((row) => ({
      id: row.id,
      status: row.status,
      startDate: row.start_date,
      endDate: row.end_date,
      startHalfDay: row.start_half_day === 1,
      endHalfDay: row.end_half_day === 1,
    })),
  );
  if (other === undefined) return;
  throw new Conflict(
    `the ${what(kind)} overlaps ${what(kind)} ${other.id} (${other.status}, ${other.startDate} to ${other.endDate}) of the same collaborator; nothing was written`,
    [
      {
        in: 'body',
        name: 'startDate',
        message: `overlaps ${what(kind)} ${other.id} (${other.status}, ${other.startDate} to ${other.endDate})`,
      },
    ],
  );
}

/** Reads back, inside the write's transaction, what it wrote. */
async function readBack<K extends RequestKind>(
  trx: Transaction<Database>,
  organizationId: string,
  kind: K,
  id: string,
): Promise<StoredRequest<K>> {
  const row = await findRequest(trx, organizationId, kind, id);
  if (row === undefined) throw new NotFound(what(kind));
  return row;
}

/**
 * Creates or replaces one request whole, in any status: a system of record pushing its own
 * decisions. `record` is the document's shape with the path's id. No overlap with a pending or
 * approved request of the same person; what a DSN declared is refused (writeRecord).
 */
export async function putRequest<K extends RequestKind>(
  store: Store,
  organizationId: string,
  kind: K,
  record: RequestRecord<K>,
  options: RequestWriteOptions<K>,
): Promise<{ created: boolean; request: StoredRequest<K> }> {
  let request: StoredRequest<K> | undefined;
  let decides = false;
  const written = await writeRecord(store, organizationId, REQUEST_TABLES[kind].section, record, {
    actor: options.actor,
    audit: { action: `${kind}.put`, targetType: kind, targetId: record.id },
    async before(trx) {
      const stored = await findRequest(trx, organizationId, kind, record.id, store);
      options.expect?.(stored);
      await assertNoOverlap(trx, organizationId, kind, record);
      // A system of record deciding what was pending: its decision is kept as an approval's is.
      decides = stored?.status === 'pending' && record.status !== 'pending';
      return { stored: stored ?? null };
    },
    async after(trx) {
      if (decides) {
        await recordDecision(trx, organizationId, kind, record.id, {
          decided_at: nowIso(),
          decided_by: actorRef(options.actor),
          decision_comment: null,
        });
      }
      request = await readBack(trx, organizationId, kind, record.id);
    },
  });
  if (request === undefined) throw new NotFound(what(kind));
  return { created: written.created, request };
}

/**
 * Makes a request: the record without id nor status; the server gives it a UUIDv7 id, the status
 * `pending`, and remembers who asked.
 */
export async function makeRequest<K extends RequestKind>(
  store: Store,
  organizationId: string,
  kind: K,
  fields: Omit<RequestRecord<K>, 'id' | 'status'>,
  actor: Actor,
): Promise<StoredRequest<K>> {
  const id = uuidv7();
  const record = { ...fields, id, status: 'pending' } as RequestRecord<K>;
  let request: StoredRequest<K> | undefined;
  await writeRecord(store, organizationId, REQUEST_TABLES[kind].section, record, {
    actor,
    audit: { action: `${kind}.requested`, targetType: kind, targetId: id },
    // writeRecord runs it behind its collaborator's write lock: racing requests of one person check in turn.
    before: async (trx) => {
      await assertNoOverlap(trx, organizationId, kind, record);
      // A UUIDv7 given just now: no row has it, the writer need not look.
      return { stored: null };
    },
    async after(trx) {
      await recordRequester(trx, organizationId, kind, id, actorRef(actor));
      request = await readBack(trx, organizationId, kind, id);
    },
  });
  if (request === undefined) throw new NotFound(what(kind));
  return request;
}

/** A decision refused: the request is no longer pending. */
const decided = (kind: RequestKind, id: string, status: string) =>
  new Conflict(
    `${what(kind)} ${id} is already ${status}: only a pending request is decided; nothing was changed`,
    [{ in: 'path', name: kind === 'absence' ? 'absenceId' : 'workLocationId', message: `already ${status}` }],
  );

/** The stored request changed between the read that built the record and the write's lock. */
class ChangedMeanwhile extends Error {}

/**
 * Approves or rejects a pending request, through the import's writer (one `*.updated` change
 * event, webhooks, data versions, meal vouchers), and remembers who decided, when and why. Of
 * racing decisions on one request exactly one wins: the row is locked (PostgreSQL) or the write
 * lock held (SQLite) while its status is checked; the others find it decided (409). The console
 * and the API both call this.
 */
export async function decideRequest<K extends RequestKind>(
  store: Store,
  organizationId: string,
  kind: K,
  id: string,
  decision: Decision,
  actor: Actor,
  comment?: string | null,
  options: Pick<RequestWriteOptions<K>, 'expect'> = {},
): Promise<StoredRequest<K>> {
  for (let attempt = 0; ; attempt++) {
    const seen = await findRequest(store.db, organizationId, kind, id);
    if (seen === undefined) throw new NotFound(what(kind));
    const status = decidedStatus(seen.status, decision);
    if (status === null) {
      options.expect?.(seen);
      throw decided(kind, id, seen.status);
    }
    const record = { ...recordOf(kind, seen), status } as RequestRecord<K>;
    let request: StoredRequest<K> | undefined;
    try {
      await writeRecord(store, organizationId, REQUEST_TABLES[kind].section, record, {
        actor,
        audit: {
          action: `${kind}.${decision}`,
          targetType: kind,
          targetId: id,
          details: { commented: Boolean(comment) },
        },
        async before(trx) {
          const stored = await findRequest(trx, organizationId, kind, id, store);
          if (stored === undefined) throw new NotFound(what(kind));
          options.expect?.(stored);
          if (decidedStatus(stored.status, decision) === null) throw decided(kind, id, stored.status);
          if (JSON.stringify(recordOf(kind, stored)) !== JSON.stringify(recordOf(kind, seen))) {
            throw new ChangedMeanwhile();
          }
          await recordDecision(trx, organizationId, kind, id, {
            decided_at: nowIso(),
            decided_by: actorRef(actor),
            decision_comment: comment ?? null,
          });
          // The decision's columns just written are none of those the writer compares.
          return { stored };
        },
        async after(trx) {
          request = await readBack(trx, organizationId, kind, id);
        },
      });
    } catch (error) {
      // Replaced between the read and the lock: decide what it is now, not what it was.
      if (error instanceof ChangedMeanwhile && attempt < 3) continue;
      throw error;
    }
    if (request === undefined) throw new NotFound(what(kind));
    return request;
  }
}

/**
 * Withdraws a request, whatever its status: gone from the reads, a `*.deleted` event in the
 * change feed, audited. An absence a DSN declared stays (409): only a DSN changes it.
 */
export async function withdrawRequest<K extends RequestKind>(
  store: Store,
  organizationId: string,
  kind: K,
  id: string,
  options: RequestWriteOptions<K>,
): Promise<void> {
  await writeTransaction(store, async (trx) => {
    await lockChangeLog(trx, organizationId);
    const stored = await findRequest(trx, organizationId, kind, id, store);
    if (stored === undefined) throw new NotFound(what(kind));
    options.expect?.(stored);
    if (kind === 'absence') {
      const months = (await declaredMonths(trx, organizationId, 'absence', [id])).get(id);
      if (months !== undefined) {
        throw new Conflict(
          `absence ${id} was declared by the DSN of ${newestMonth(months)}: only a DSN changes it; nothing was deleted`,
          [{ in: 'path', name: 'absenceId', message: `declared by the DSN of ${newestMonth(months)}` }],
        );
      }
    }
    await deleteRequest(trx, organizationId, kind, id);
    const changes = new ChangeSet(trx, organizationId);
    await changes.add([{ type: `${kind}.deleted`, resourceId: id, collaboratorId: stored.collaborator_id }]);
    await changes.finish();
    await recordAudit(trx, organizationId, options.actor, {
      action: `${kind}.deleted`,
      targetType: kind,
      targetId: id,
      details: { status: stored.status },
    });
  });
}
