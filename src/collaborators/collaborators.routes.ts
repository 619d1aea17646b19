import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { type AccessCategory, noteDataAccess } from '../access-log/access-log.ts';
import {
  ALL_GATED,
  categoriesShown,
  type FieldVisibility,
  GATED_FIELDS,
  visibilityOfKey,
} from '../auth/field-visibility.ts';
import type { CountVersion } from '../db/data-kinds.ts';
import { listWindow, paginated } from '../http/pagination.ts';
import { idsFilter } from '../http/params.ts';
import { requestKey } from '../http/pipeline/authenticate.ts';
import { answerRecord } from '../http/pipeline/conditional-reads.ts';
import { errorResponses, ok } from '../http/responses.ts';
import { requireEstablishment } from '../organizations/establishments.queries.ts';
import { ListPositions } from '../read-cache/bookmarks.ts';
import { countStampOf, type OrganizationReadState } from '../read-cache/organization-state.ts';
import { memoized, NUMBER_BYTES, type ReadCache } from '../read-cache/read-cache.ts';
import { organizationState, readDbOf } from '../read-cache/response-cache.ts';
import { CollaboratorParams, OrganizationParams } from '../schema/params.ts';
import { notFound } from '../shared/domain-errors.ts';
import { toCollaborator, toListItem } from './collaborators.projection.ts';
import {
  COLLABORATOR_ORDER,
  type CollaboratorFilter,
  countCollaborators,
  findCollaborator,
  listCollaborators,
} from './collaborators.queries.ts';
import {
  Collaborator,
  CollaboratorListQuery,
  CollaboratorPage,
  CollaboratorQuery,
  MAX_IDS,
} from './collaborators.schema.ts';

/** The gated fields a collaborator's answer can show: their personal details and contracts. */
const COLLABORATOR_FIELDS = ALL_GATED.filter((field) =>
  (['personal_details', 'contract'] as const).some((category) => GATED_FIELDS[field].category === category),
);

/** The categories of a collaborator's data an answer to this key carries. */
export function categoriesOf(visibility: FieldVisibility): AccessCategory[] {
  return ['basic', ...categoriesShown(visibility, COLLABORATOR_FIELDS)];
}

/**
 * The bookmarks of a filter's order (src/read-cache/bookmarks.ts), by the versions that can move a
 * row of it or change its members (`membership`: a collaborator in or out, their establishment or
 * sort name; `employment` with a status filter) and today: kept through a write of a phone or an
 * address, like the total. None for an `ids` filter, which holds at most 100 rows.
 */
function pagePositions(
  cache: ReadCache,
  organizationId: string,
  state: OrganizationReadState,
  filter: CollaboratorFilter,
) {
  if (filter.ids !== undefined) return undefined;
  const key = `collaborators.positions\u0000${organizationId}\u0000${countStampOf(state, countsOf(filter))}\u0000${filter.establishmentId ?? ''}\u0000${filter.status ?? ''}`;
  return ListPositions.keptIn(cache, key);
}

/** The count versions a filter's members and order depend on. */
const countsOf = (filter: CollaboratorFilter): CountVersion[] =>
  filter.status === undefined ? ['membership'] : ['membership', 'employment'];

/**
 * Every page of one filter set shares its total, kept per membership version (and employment
 * version when filtered by status) and date: a write of a phone or a name keeps it.
 */
const countMatching = (cache: ReadCache) =>
  memoized(cache, 'collaborators.total', countCollaborators, () => NUMBER_BYTES);

type ListRequest = FastifyRequest<{
  Params: Static<typeof OrganizationParams>;
  Querystring: Static<typeof CollaboratorListQuery>;
}>;

/** A page of the organization's collaborators, each shown as the key may see it. */
export async function handleListCollaborators(request: ListRequest) {
  const { readCache } = request.server;
  const { organizationId } = request.params;
  const { page, limit, cursor, establishmentId, status } = request.query;
  const ids = idsFilter(request.query.ids, MAX_IDS, 'collaborators');
  const scope = { list: 'collaborators', organizationId, filters: { establishmentId, status, ids } };
  const window = await listWindow({ page, limit, cursor }, request, scope, COLLABORATOR_ORDER.length);
  const db = await readDbOf(request, organizationId);
  await requireEstablishment(db, organizationId, establishmentId);
  const state = await organizationState(request, organizationId);
  const { today } = state;
  const visibility = visibilityOfKey(requestKey(request));
  const filter = { establishmentId, status, ids, today };
  const positions = pagePositions(readCache, organizationId, state, filter);
  const [total, { collaborators, nextKey }] = await Promise.all([
    countMatching(readCache)(countStampOf(state, countsOf(filter)), db, organizationId, filter),
    listCollaborators(db, organizationId, filter, window, positions),
  ]);
  noteDataAccess(
    request,
    collaborators.map((c) => c.id),
    categoriesOf(visibility),
  );
  return paginated(
    collaborators.map((c) => toListItem(c, today, visibility)),
    total,
    window,
    nextKey,
  );
}

type GetRequest = FastifyRequest<{
  Params: Static<typeof CollaboratorParams>;
  Querystring: Static<typeof CollaboratorQuery>;
}>;

/** One collaborator, shown as the key may see it; outside the asked establishment, a 404. */
export async function handleGetCollaborator(request: GetRequest) {
  const { organizationId, collaboratorId } = request.params;
  const { establishmentId } = request.query;
  const db = await readDbOf(request, request.params.organizationId);
  await requireEstablishment(db, organizationId, establishmentId);
  const collaborator = await findCollaborator(db, organizationId, collaboratorId);
  if (!collaborator) throw notFound('collaborator');
  if (establishmentId !== undefined && collaborator.establishmentId !== establishmentId) {
    throw notFound('collaborator');
  }
  const { today } = await organizationState(request, organizationId);
  const visibility = visibilityOfKey(requestKey(request));
  noteDataAccess(request, [collaborator.id], categoriesOf(visibility));
  // The record's own ETag: the one its writes answer and check If-Match against.
  return answerRecord(request, toCollaborator(collaborator, today, visibility));
}

export const collaboratorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/organizations/:organizationId/collaborators',
    {
      schema: {
        operationId: 'listCollaborators',
        tags: ['Collaborators'],
        summary: 'List collaborators',
        description:
          'A page of the organization’s collaborators, ordered by last name, first name and id (accents and case ignored). Personal fields need org:employee:details:read, `currentContract` needs org:contract:details:read; a field the key may not see is absent.',
        params: OrganizationParams,
        querystring: CollaboratorListQuery,
        response: { 200: ok(CollaboratorPage, 'A page of collaborators.'), ...errorResponses() },
      },
      config: { auth: { scopes: ['org:employee:read'] }, readCache: ['people'] },
    },
    handleListCollaborators,
  );

  app.get(
    '/organizations/:organizationId/collaborators/:collaboratorId',
    {
      schema: {
        operationId: 'getCollaborator',
        tags: ['Collaborators'],
        summary: 'Get a collaborator',
        description:
          'One collaborator, returned directly (no `data` wrapper). Personal fields need org:employee:details:read, `contracts` needs org:contract:details:read; a field the key may not see is absent.',
        params: CollaboratorParams,
        querystring: CollaboratorQuery,
        response: { 200: ok(Collaborator, 'The collaborator.'), ...errorResponses() },
      },
      config: { auth: { scopes: ['org:employee:read'] }, readCache: ['people'], recordEtag: true },
    },
    handleGetCollaborator,
  );
};
