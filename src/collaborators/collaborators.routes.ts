import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requestKey } from '../auth/authenticate.ts';
import { requireEstablishment } from '../establishments/establishments.queries.ts';
import { notFound } from '../http/errors.ts';
import { paginated } from '../http/pagination.ts';
import { CollaboratorParams, OrganizationParams } from '../http/params.ts';
import { errorResponses, ok } from '../http/responses.ts';
import { toCollaborator, toListItem } from './collaborators.projection.ts';
import { findCollaborator, listCollaborators, organizationToday } from './collaborators.queries.ts';
import {
  Collaborator,
  CollaboratorListQuery,
  CollaboratorPage,
  CollaboratorQuery,
} from './collaborators.schema.ts';

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
      config: { auth: { scopes: ['org:employee:read'] } },
    },
    async (request) => {
      const { organizationId } = request.params;
      const { page, limit, establishmentId, status } = request.query;
      const db = app.store.db;
      await requireEstablishment(db, organizationId, establishmentId);
      const today = await organizationToday(db, organizationId);
      const scopes = new Set(requestKey(request).scopes);
      const { collaborators, total } = await listCollaborators(
        db,
        organizationId,
        { establishmentId, status, today },
        { page, limit },
      );
      return paginated(
        collaborators.map((c) => toListItem(c, today, scopes)),
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
      config: { auth: { scopes: ['org:employee:read'] } },
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
      const today = await organizationToday(db, organizationId);
      return toCollaborator(collaborator, today, new Set(requestKey(request).scopes));
    },
  );
};
