import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requestKey } from '../auth/authenticate.ts';
import { requireEstablishment } from '../establishments/establishments.queries.ts';
import { invalidParameter, notFound } from '../http/errors.ts';
import { listWindow, paginated } from '../http/pagination.ts';
import { CollaboratorParams, OrganizationParams } from '../http/params.ts';
import { errorResponses, ok } from '../http/responses.ts';
import { organizationState } from '../read-cache/response-cache.ts';
import { toCollaborator, toListItem } from './collaborators.projection.ts';
import { COLLABORATOR_ORDER, findCollaborator, listCollaborators } from './collaborators.queries.ts';
import {
  Collaborator,
  CollaboratorListQuery,
  CollaboratorPage,
  CollaboratorQuery,
  MAX_IDS,
} from './collaborators.schema.ts';

/** The `ids` filter as a list, without repeats; more than MAX_IDS is a 400. */
function idsFilter(ids: string | undefined): string[] | undefined {
  if (ids === undefined) return undefined;
  const unique = [...new Set(ids.split(','))];
  if (unique.length > MAX_IDS) {
    throw invalidParameter(`ids names at most ${MAX_IDS} collaborators`, [
      { in: 'query', name: 'ids', message: `must name at most ${MAX_IDS} collaborators` },
    ]);
  }
  return unique;
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
      config: { auth: { scopes: ['org:employee:read'] }, readCache: true },
    },
    async (request) => {
      const { organizationId } = request.params;
      const { page, limit, cursor, establishmentId, status } = request.query;
      const ids = idsFilter(request.query.ids);
      const scope = { list: 'collaborators', organizationId, filters: { establishmentId, status, ids } };
      const window = listWindow({ page, limit, cursor }, request.url, scope, COLLABORATOR_ORDER.length);
      const db = app.store.db;
      await requireEstablishment(db, organizationId, establishmentId);
      const { today } = await organizationState(request, organizationId);
      const scopes = new Set(requestKey(request).scopes);
      const { collaborators, total, nextKey } = await listCollaborators(
        db,
        organizationId,
        { establishmentId, status, ids, today },
        window,
      );
      return paginated(
        collaborators.map((c) => toListItem(c, today, scopes)),
        total,
        window,
        nextKey,
      );
    },
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
      config: { auth: { scopes: ['org:employee:read'] }, readCache: true },
    },
    async (request) => {
      const { organizationId, collaboratorId } = request.params;
      const { establishmentId } = request.query;
      const db = app.store.db;
      await requireEstablishment(db, organizationId, establishmentId);
      const collaborator = await findCollaborator(db, organizationId, collaboratorId);
      if (!collaborator) throw notFound('collaborator');
      if (establishmentId !== undefined && collaborator.establishmentId !== establishmentId) {
        throw notFound('collaborator');
      }
      const { today } = await organizationState(request, organizationId);
      return toCollaborator(collaborator, today, new Set(requestKey(request).scopes));
    },
  );
};
