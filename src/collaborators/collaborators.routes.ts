import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { paginated } from '../db/keyset.ts';
import { idsFilter } from '../http/params.ts';
import { withRecordEtag } from '../http/pipeline/conditional-reads.ts';
import { listOf, noteDataAccess, resolvedListRead, resolvedRead } from '../http/request-context.ts';
import { errorResponses, ok } from '../http/responses.ts';
import { CollaboratorParams, OrganizationParams } from '../schema/params.ts';
import { COLLABORATOR_ORDER } from './collaborators.queries.ts';
import {
  type CollaboratorListFilter,
  readCollaborator,
  readCollaboratorList,
} from './collaborators.reads.ts';
import {
  Collaborator,
  CollaboratorListQuery,
  CollaboratorPage,
  CollaboratorQuery,
  MAX_IDS,
} from './collaborators.schema.ts';

/** The list's filter, from its validated query: at most MAX_IDS distinct ids. */
function collaboratorFilterOf(query: Static<typeof CollaboratorListQuery>): CollaboratorListFilter {
  const { establishmentId, status } = query;
  return { establishmentId, status, ids: idsFilter(query.ids, MAX_IDS, 'collaborators') };
}

const COLLABORATOR_LIST = listOf('collaborators', COLLABORATOR_ORDER.length, collaboratorFilterOf);

/** A page of the organization's collaborators, each shown as the key may see it. */
export async function handleListCollaborators(request: FastifyRequest) {
  const read = resolvedListRead<CollaboratorListFilter>(request);
  const list = await readCollaboratorList(read);
  noteDataAccess(request, list.collaboratorIds, list.categories);
  return paginated(list.data, list.total, read.window, list.nextKey);
}

type GetRequest = FastifyRequest<{
  Params: Static<typeof CollaboratorParams>;
  Querystring: Static<typeof CollaboratorQuery>;
}>;

/** One collaborator, shown as the key may see it; outside the asked establishment, a 404. */
export async function handleGetCollaborator(request: GetRequest) {
  const { collaboratorId } = request.params;
  const shown = await readCollaborator(resolvedRead(request), collaboratorId, request.query.establishmentId);
  noteDataAccess(request, shown.collaboratorIds, shown.categories);
  // The record's own ETag: the one its writes respond with and check If-Match against.
  return withRecordEtag(request, shown.data);
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
      config: {
        auth: { scopes: ['org:employee:read'] },
        readCache: ['people'],
        resolvedRead: COLLABORATOR_LIST,
      },
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
      config: {
        auth: { scopes: ['org:employee:read'] },
        readCache: ['people'],
        recordEtag: true,
        resolvedRead: true,
      },
    },
    handleGetCollaborator,
  );
};
