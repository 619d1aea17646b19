import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { AccessCategory } from '../access-log/access-log.ts';
import {
  ALL_GATED,
  categoriesShown,
  type FieldVisibility,
  GATED_FIELDS,
  visibilityOfKey,
} from '../auth/field-visibility.ts';
import { listWindow, paginated } from '../http/pagination.ts';
import { idsFilter } from '../http/params.ts';
import { requestKey } from '../http/pipeline/authenticate.ts';
import { answerRecord } from '../http/pipeline/conditional-reads.ts';
import { noteDataAccess, organizationRead } from '../http/request-context.ts';
import { errorResponses, ok } from '../http/responses.ts';
import { requireEstablishment } from '../organizations/establishments.queries.ts';
import { CollaboratorParams, OrganizationParams } from '../schema/params.ts';
import { notFound } from '../shared/domain-errors.ts';
import { toCollaborator, toListItem } from './collaborators.projection.ts';
import { COLLABORATOR_ORDER, findCollaborator } from './collaborators.queries.ts';
import { readCollaboratorPage } from './collaborators.reads.ts';
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

type ListRequest = FastifyRequest<{
  Params: Static<typeof OrganizationParams>;
  Querystring: Static<typeof CollaboratorListQuery>;
}>;

/** A page of the organization's collaborators, each shown as the key may see it. */
export async function handleListCollaborators(request: ListRequest) {
  const { organizationId } = request.params;
  const { page, limit, cursor, establishmentId, status } = request.query;
  const filter = { establishmentId, status, ids: idsFilter(request.query.ids, MAX_IDS, 'collaborators') };
  const scope = { list: 'collaborators', organizationId, filters: filter };
  const window = await listWindow({ page, limit, cursor }, request, scope, COLLABORATOR_ORDER.length);
  const read = await organizationRead(request, organizationId);
  await requireEstablishment(read.db, organizationId, establishmentId);
  const { total, collaborators, nextKey } = await readCollaboratorPage(read, filter, window);
  const visibility = visibilityOfKey(requestKey(request));
  const shown = collaborators.map((c) => c.id);
  noteDataAccess(request, shown, categoriesOf(visibility));
  const items = collaborators.map((c) => toListItem(c, read.state.today, visibility));
  return paginated(items, total, window, nextKey);
}

type GetRequest = FastifyRequest<{
  Params: Static<typeof CollaboratorParams>;
  Querystring: Static<typeof CollaboratorQuery>;
}>;

/** One collaborator, shown as the key may see it; outside the asked establishment, a 404. */
export async function handleGetCollaborator(request: GetRequest) {
  const { organizationId, collaboratorId } = request.params;
  const { establishmentId } = request.query;
  const { db, state } = await organizationRead(request, organizationId);
  await requireEstablishment(db, organizationId, establishmentId);
  const collaborator = await findCollaborator(db, organizationId, collaboratorId);
  if (!collaborator) throw notFound('collaborator');
  if (establishmentId !== undefined && collaborator.establishmentId !== establishmentId) {
    throw notFound('collaborator');
  }
  const visibility = visibilityOfKey(requestKey(request));
  noteDataAccess(request, [collaborator.id], categoriesOf(visibility));
  // The record's own ETag: the one its writes answer and check If-Match against.
  return answerRecord(request, toCollaborator(collaborator, state.today, visibility));
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
