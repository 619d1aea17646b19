import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { noteDataAccess } from '../access-log/access-log.ts';
import { visibilityOfKey } from '../auth/field-visibility.ts';
import { CHANGE_TYPES, type ChangeType } from '../changes/change-log.ts';
import {
  EXTENDED_CHANGE_TYPES,
  FEED_SCOPES,
  readableChangeTypes,
  scopeOfChange,
} from '../changes/change-scopes.ts';
import {
  type FeedPosition,
  feedPosition,
  listChangeEvents,
  type StoredChange,
} from '../changes/changes.queries.ts';
import {
  type ChangeEvent,
  ChangeListQuery,
  ChangePage,
  LatestChangeCursor,
} from '../changes/changes.schema.ts';
import { decodeCursor, encodeCursor } from '../changes/cursor.ts';
import { stoppageReasons } from '../changes/stoppage-reasons.ts';
import { ApiError, invalidParameter } from '../http/errors.ts';
import { organizationIdOf } from '../http/params.ts';
import { requestKey } from '../http/pipeline/authenticate.ts';
import { errorResponses, ok } from '../http/responses.ts';
import { requireEstablishment } from '../organizations/establishments.queries.ts';
import { organizationState, readDbOf } from '../read-cache/response-cache.ts';
import { OrganizationParams } from '../schema/params.ts';
import { isOneOf } from '../shared/guards.ts';

const SCOPES_NOTE = `A key sees only the event types whose resources it can read: collaborator events need org:employee:read, absences org:absence:read, work locations org:work_location:read, the organization and its establishments org:company:read, complementary contracts and affiliations org:employee:health_insurance:manage. A key with none of them gets 403.`;

/** The event types the key may read; 403 when it reads none (the route needs any one scope of several). */
function readableTypesOf(scopes: readonly string[]): ChangeType[] {
  const readable = readableChangeTypes(new Set(scopes));
  if (readable.length === 0) {
    throw new ApiError(
      'insufficient_scope',
      `the API key lacks a scope that reads changes: one of ${FEED_SCOPES.join(', ')}`,
    );
  }
  return readable;
}

function requestedTypes(raw: string | undefined, readable: readonly ChangeType[]): readonly ChangeType[] {
  if (raw === undefined) return readable.filter((type) => !EXTENDED_CHANGE_TYPES.includes(type));
  const names = [...new Set(raw.split(',').map((t) => t.trim()))];
  const unknown = names.filter((t) => !isOneOf(CHANGE_TYPES, t));
  if (unknown.length > 0) {
    throw invalidParameter(`types holds unknown event types: ${unknown.join(', ')}`, [
      { in: 'query', name: 'types', message: `must be a comma-separated list of ${CHANGE_TYPES.join(', ')}` },
    ]);
  }
  const wanted = names.filter((t): t is ChangeType => isOneOf(CHANGE_TYPES, t));
  const missing = [...new Set(wanted.filter((t) => !readable.includes(t)).map(scopeOfChange))];
  if (missing.length > 0) {
    throw new ApiError(
      'insufficient_scope',
      `the API key lacks the scope${missing.length > 1 ? 's' : ''} to read these event types: ${missing.join(', ')}`,
    );
  }
  return wanted;
}

function toEvent(organizationId: string, change: StoredChange, reason?: string): ChangeEvent {
  return {
    cursor: encodeCursor(organizationId, change.seq),
    type: change.type,
    resourceId: change.resourceId,
    ...(change.collaboratorId !== null ? { collaboratorId: change.collaboratorId } : {}),
    ...(change.establishmentId !== null ? { establishmentId: change.establishmentId } : {}),
    occurredAt: change.occurredAt,
    ...(reason !== undefined ? { reason } : {}),
  };
}

const expired = () =>
  new ApiError(
    'cursor_expired',
    'the cursor is older than the retention of the change feed: run a full sync again (docs/sync.md)',
  );

/**
 * The feed's position, read with the organization's state (one statement per request, which
 * authentication already runs): its ETag and its page come from the same read.
 */
async function positionOf(request: FastifyRequest): Promise<FeedPosition> {
  const organizationId = organizationIdOf(request);
  if (organizationId === undefined) throw new TypeError('the change feed is read under an organization');
  return (await organizationState(request, organizationId)).feed;
}

/** The feed moves without a data version (status changes at midnight, retention): its ETag says where it is. */
async function feedState(request: FastifyRequest): Promise<string> {
  const { latest, prunedThrough } = await positionOf(request);
  return `${latest}.${prunedThrough}`;
}

type ListRequest = FastifyRequest<{
  Params: Static<typeof OrganizationParams>;
  Querystring: Static<typeof ChangeListQuery>;
}>;

/** The changes after a cursor, oldest first, of the event types the key may read. */
export async function handleListChanges(request: ListRequest) {
  const { organizationId } = request.params;
  const { after, limit, types, establishmentId } = request.query;
  const wanted = requestedTypes(types, readableTypesOf(requestKey(request).scopes));
  const db = await readDbOf(request, request.params.organizationId);
  await requireEstablishment(db, organizationId, establishmentId);
  // Every number up to `latest` has committed: the log is numbered under the counter's lock.
  const { latest, prunedThrough } = await positionOf(request);
  const from = after === undefined ? prunedThrough : decodeCursor(organizationId, after);
  if (from === undefined || from > latest) {
    throw invalidParameter('after is not a cursor of this feed', [
      { in: 'query', name: 'after', message: 'must be a cursor returned by this feed' },
    ]);
  }
  if (from < prunedThrough) throw expired();
  const rows = await listChangeEvents(
    db,
    organizationId,
    { after: from, upTo: latest, types: wanted, establishmentId },
    limit + 1,
  );
  // Pruning may have run meanwhile: a page with a hole is never served.
  if (from < (await feedPosition(db, organizationId)).prunedThrough) throw expired();
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const reasons = await stoppageReasons(db, organizationId, page, visibilityOfKey(requestKey(request)));
  // A stoppage's reason is health data of its collaborator: the answer that shows it is logged.
  noteDataAccess(
    request,
    page.flatMap((row) => (reasons.has(row.resourceId) && row.collaboratorId ? [row.collaboratorId] : [])),
    ['absence_type'],
  );
  return {
    data: page.map((row) => toEvent(organizationId, row, reasons.get(row.resourceId))),
    nextCursor: encodeCursor(organizationId, hasMore && last ? last.seq : latest),
    hasMore,
  };
}

type LatestRequest = FastifyRequest<{ Params: Static<typeof OrganizationParams> }>;

/** The cursor of the newest change now, where a full sync starts following the feed. */
export async function handleLatestChangeCursor(request: LatestRequest) {
  const { organizationId } = request.params;
  readableTypesOf(requestKey(request).scopes);
  const { latest } = await positionOf(request);
  return { cursor: encodeCursor(organizationId, latest) };
}

export const changeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/organizations/:organizationId/changes',
    {
      schema: {
        operationId: 'listChanges',
        tags: ['Changes'],
        summary: 'List the changes after a cursor',
        description: `The organization's change log, oldest first: one dataless event per created, updated or deleted resource, in commit order. Keep the returned nextCursor and pass it as after; an expired cursor is 410 cursor_expired (run a full sync again). ${SCOPES_NOTE}`,
        params: OrganizationParams,
        querystring: ChangeListQuery,
        response: {
          200: ok(ChangePage, 'The changes after the cursor, oldest first.'),
          ...errorResponses({ cursor: true }),
        },
        'x-scopes': FEED_SCOPES,
        'x-scopes-any': true,
      },
      // A page is kept by the feed's position (and the key's scopes and the query): every event
      // up to `latest` is final, and a pruning moves `prunedThrough`.
      config: { auth: { scopes: [] }, conditionalState: feedState, readCache: [] },
    },
    handleListChanges,
  );

  app.get(
    '/organizations/:organizationId/changes/latest',
    {
      schema: {
        operationId: 'getLatestChangeCursor',
        tags: ['Changes'],
        summary: 'Get the cursor of the newest change',
        description: `The position of the newest change now. Take it before reading the lists in full, then read the changes after it (docs/sync.md). ${SCOPES_NOTE}`,
        params: OrganizationParams,
        querystring: Type.Object({}, { additionalProperties: false }),
        response: { 200: ok(LatestChangeCursor, 'The position of the newest change.'), ...errorResponses() },
        'x-scopes': FEED_SCOPES,
        'x-scopes-any': true,
      },
      config: { auth: { scopes: [] }, conditionalState: feedState },
    },
    handleLatestChangeCursor,
  );
};
