import type { Kysely, Selectable } from 'kysely';
import { compiledOnce } from '../db/compiled-once.ts';
import type { AbsenceTable, Database, RequestDecisionColumns, WorkLocationTable } from '../db/schema.ts';
import type { Engine } from '../db/store.ts';
import type { RequestKind } from './request-rules.ts';

// SQL of absence and work-location requests, always within one organization. The request
// columns of migration 0033 are seen here only: the tables' own types leave them out.

interface RequestDatabase {
  absences: AbsenceTable & RequestDecisionColumns;
  work_locations: WorkLocationTable & RequestDecisionColumns;
  collaborators: Database['collaborators'];
}

/** The table and document section of each kind of request. */
export const REQUEST_TABLES = {
  absence: { table: 'absences', section: 'absences' },
  work_location: { table: 'work_locations', section: 'workLocations' },
} as const satisfies Record<RequestKind, { table: keyof RequestDatabase; section: string }>;

export type StoredAbsence = Selectable<AbsenceTable>;
export type StoredWorkLocation = Selectable<WorkLocationTable>;
export type StoredRequest<K extends RequestKind> = K extends 'absence' ? StoredAbsence : StoredWorkLocation;

// Both tables have these columns; Kysely cannot type a query over a union of table names, so the
// queries are written against absences and their rows returned as the kind's (as dated-requests.queries.ts).
const asRequests = (db: Kysely<Database>) => db as unknown as Kysely<RequestDatabase>;
const tableOf = (kind: RequestKind) => REQUEST_TABLES[kind].table as 'absences';

/** One request by id, compiled once per kind; `locked` for a write on PostgreSQL. */
const requestById = (kind: RequestKind, locked: boolean) =>
  compiledOnce(['organizationId', 'id'] as const, (db, v) => {
    const query = db
      .selectFrom(tableOf(kind))
      .selectAll()
      .where('organization_id', '=', v.organizationId)
      .where('id', '=', v.id);
    return locked ? query.forUpdate() : query;
  });

const REQUEST_BY_ID = {
  absence: { read: requestById('absence', false), locked: requestById('absence', true) },
  work_location: { read: requestById('work_location', false), locked: requestById('work_location', true) },
} as const;

/** One request as stored, or undefined; on PostgreSQL inside a write, locked until it commits. */
export async function findRequest<K extends RequestKind>(
  db: Kysely<Database>,
  organizationId: string,
  kind: K,
  id: string,
  lock?: { engine: Engine },
): Promise<StoredRequest<K> | undefined> {
  // SQLite's write transactions are IMMEDIATE: they already hold the database's write lock.
  const find = REQUEST_BY_ID[kind][lock?.engine === 'postgres' ? 'locked' : 'read'];
  const [row] = await find(db, { organizationId, id });
  return row as StoredRequest<K> | undefined;
}

/** The person's other requests of this kind that share a day with [startDate, endDate]. */
export async function requestsOverlappingDays(
  db: Kysely<Database>,
  organizationId: string,
  kind: RequestKind,
  collaboratorId: string,
  startDate: string,
  endDate: string,
) {
  return OVERLAPPING[kind](db, { organizationId, collaboratorId, startDate, endDate });
}

/** The requests of a person that meet some day of a span, compiled once per kind: every request write asks. */
const overlapping = (kind: RequestKind) =>
  compiledOnce(['organizationId', 'collaboratorId', 'startDate', 'endDate'] as const, (db, v) =>
    db
      .selectFrom(tableOf(kind))
      .select(['id', 'status', 'start_date', 'end_date', 'start_half_day', 'end_half_day'])
      .where('organization_id', '=', v.organizationId)
      .where('collaborator_id', '=', v.collaboratorId)
      .where('start_date', '<=', v.endDate)
      .where('end_date', '>=', v.startDate)
      .orderBy('start_date')
      .orderBy('id'),
  );
const OVERLAPPING = { absence: overlapping('absence'), work_location: overlapping('work_location') } as const;

/** Who asked for a request, written beside the record the import's writer wrote. */
export async function recordRequester(
  db: Kysely<Database>,
  organizationId: string,
  kind: RequestKind,
  id: string,
  requestedBy: string,
): Promise<void> {
  await asRequests(db)
    .updateTable(tableOf(kind))
    .set({ requested_by: requestedBy })
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .execute();
}

/** Who decided a request, when and why. */
export async function recordDecision(
  db: Kysely<Database>,
  organizationId: string,
  kind: RequestKind,
  id: string,
  decision: Pick<RequestDecisionColumns, 'decided_at' | 'decided_by' | 'decision_comment'>,
): Promise<void> {
  await asRequests(db)
    .updateTable(tableOf(kind))
    .set(decision)
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .execute();
}

/** Deletes one request; true when there was one. */
export async function deleteRequest(
  db: Kysely<Database>,
  organizationId: string,
  kind: RequestKind,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom(tableOf(kind))
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A pending request as the console lists it: the person, what and when, and when it was asked. */
export interface PendingRequest {
  kind: RequestKind;
  id: string;
  collaboratorId: string;
  firstName: string;
  lastName: string;
  /** The absence's leave code; null for a work location. */
  type: string | null;
  /** The work location's place and whether it is remote work; null for an absence. */
  location: string | null;
  isRemoteWork: boolean | null;
  startDate: string;
  endDate: string;
  startHalfDay: boolean;
  endHalfDay: boolean;
  createdAt: string;
}

/** Every pending absence and work location of the organization, oldest request first. */
export async function listPendingRequests(
  db: Kysely<Database>,
  organizationId: string,
): Promise<PendingRequest[]> {
  const person = ['collaborators.first_name', 'collaborators.last_name'] as const;
  const [absences, workLocations] = await Promise.all([
    db
      .selectFrom('absences')
      .innerJoin('collaborators', (join) =>
        join
          .onRef('collaborators.organization_id', '=', 'absences.organization_id')
          .onRef('collaborators.id', '=', 'absences.collaborator_id'),
      )
      .selectAll('absences')
      .select(person)
      .where('absences.organization_id', '=', organizationId)
      .where('absences.status', '=', 'pending')
      .execute(),
    db
      .selectFrom('work_locations')
      .innerJoin('collaborators', (join) =>
        join
          .onRef('collaborators.organization_id', '=', 'work_locations.organization_id')
          .onRef('collaborators.id', '=', 'work_locations.collaborator_id'),
      )
      .selectAll('work_locations')
      .select(person)
      .where('work_locations.organization_id', '=', organizationId)
      .where('work_locations.status', '=', 'pending')
      .execute(),
  ]);
  const common = (row: (typeof absences)[number] | (typeof workLocations)[number]) => ({
    id: row.id,
    collaboratorId: row.collaborator_id,
    firstName: row.first_name,
    lastName: row.last_name,
    startDate: row.start_date,
    endDate: row.end_date,
    startHalfDay: row.start_half_day === 1,
    endHalfDay: row.end_half_day === 1,
    createdAt: row.created_at,
  });
  const pending: PendingRequest[] = [
    ...absences.map((row) => ({
      kind: 'absence' as const,
      ...common(row),
      type: row.type,
      location: null,
      isRemoteWork: null,
    })),
    ...workLocations.map((row) => ({
      kind: 'work_location' as const,
      ...common(row),
      type: null,
      location: row.location,
      isRemoteWork: row.is_remote_work === 1,
    })),
  ];
  return pending.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}
