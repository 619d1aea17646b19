import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type AccessCategory, noteDataAccess } from '../access-log/access-log.ts';
import { requestKey } from '../auth/authenticate.ts';
import { requireEstablishment } from '../establishments/establishments.queries.ts';
import { notFound } from '../http/errors.ts';
import { offsetOf, paginated } from '../http/pagination.ts';
import { CollaboratorParams, OrganizationParams } from '../http/params.ts';
import { errorResponses, ok } from '../http/responses.ts';
import { idsBytes } from '../read-cache/read-cache.ts';
import { organizationState } from '../read-cache/response-cache.ts';
import { type CollaboratorData, toCollaborator, toListItem } from './collaborators.projection.ts';
import {
  collaboratorOrder,
  findCollaborator,
  listCollaborators,
  loadCollaborators,
} from './collaborators.queries.ts';
import {
  Collaborator,
  CollaboratorListQuery,
  CollaboratorPage,
  CollaboratorQuery,
} from './collaborators.schema.ts';

/** The categories of a collaborator's data an answer to these scopes carries. */
function categoriesOf(scopes: ReadonlySet<string>): AccessCategory[] {
  return [
    'basic',
    ...(scopes.has('org:employee:details:read') ? (['personal_details'] as const) : []),
    ...(scopes.has('org:contract:details:read') ? (['contract'] as const) : []),
  ];
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
      const { page, limit, establishmentId, status } = request.query;
      const db = app.store.db;
      await requireEstablishment(db, organizationId, establishmentId);
      const { version, today } = await organizationState(request, organizationId);
      const key = requestKey(request);
      const scopes = new Set(key.scopes);
      const filter = { establishmentId, status, today };
      let collaborators: CollaboratorData[];
      let total: number;
      if (app.readCache.budgetBytes > 0) {
        // The order is kept per data version and date: total is its length, any page a slice.
        const order = await app.readCache.memo(
          `collaborators\u0000${organizationId}\u0000${version}\u0000${today}\u0000${establishmentId ?? ''}\u0000${status ?? ''}`,
          () => collaboratorOrder(db, organizationId, filter),
          idsBytes,
        );
        const start = offsetOf({ page, limit });
        collaborators = await loadCollaborators(db, organizationId, order.slice(start, start + limit));
        total = order.length;
      } else {
        ({ collaborators, total } = await listCollaborators(db, organizationId, filter, { page, limit }));
      }
      noteDataAccess(
        request,
        collaborators.map((c) => c.id),
        categoriesOf(scopes),
      );
      return paginated(
        collaborators.map((c) => toListItem(c, today, scopes, key.withheldFields)),
        total,
        { page, limit },
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
      const key = requestKey(request);
      const scopes = new Set(key.scopes);
      noteDataAccess(request, [collaborator.id], categoriesOf(scopes));
      return toCollaborator(collaborator, today, scopes, key.withheldFields);
    },
  );
};
