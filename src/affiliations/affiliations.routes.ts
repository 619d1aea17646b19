import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { categoriesShown, visibilityOfKey } from '../auth/field-visibility.ts';
import { auditActorOf } from '../auth/keys/api-keys.ts';
import { paginated } from '../db/keyset.ts';
import { listWindow } from '../http/pagination.ts';
import { requestKey } from '../http/pipeline/authenticate.ts';
import { noteDataAccess, readDbOf } from '../http/request-context.ts';
import { errorResponses, ok } from '../http/responses.ts';
import { requireEstablishment } from '../organizations/establishments.queries.ts';
import { Paginated, PaginationQuery } from '../schema/pagination.ts';
import { CollaboratorParams, EstablishmentQuery, OrganizationParams } from '../schema/params.ts';
import { notFound } from '../shared/domain-errors.ts';
import { replaceEstablishmentAffiliations, upsertCollaboratorAffiliation } from './affiliation-writes.ts';
import {
  AFFILIATION_ORDER,
  countCollaboratorAffiliations,
  listCollaboratorAffiliations,
  requireCollaborator,
} from './affiliations.queries.ts';
import {
  Affiliation,
  BULK_AFFILIATIONS_BODY_LIMIT,
  CollaboratorAffiliationBody,
  EstablishmentAffiliationsBody,
} from './affiliations.schema.ts';

const NoQuery = Type.Object({}, { additionalProperties: false });
const auth = { scopes: ['org:employee:health_insurance:manage' as const], partner: true };

const AffiliationListQuery = Type.Object(
  { ...PaginationQuery, ...EstablishmentQuery },
  { additionalProperties: false },
);

/** Who writes, for the change log: the request's API key, within its organization. */
function writeContext(request: FastifyRequest, organizationId: string) {
  const { store } = request.server;
  return {
    db: store.db,
    engine: store.engine,
    organizationId,
    actor: auditActorOf(requestKey(request)),
  };
}

type ReplaceRequest = FastifyRequest<{
  Params: Static<typeof OrganizationParams>;
  Body: Static<typeof EstablishmentAffiliationsBody>;
}>;

/** Makes an establishment's affiliations equal to the list, atomically. */
export async function handleReplaceAffiliations(request: ReplaceRequest) {
  const data = await replaceEstablishmentAffiliations(
    writeContext(request, request.params.organizationId),
    request.body,
  );
  return { data };
}

type UpsertRequest = FastifyRequest<{
  Params: Static<typeof CollaboratorParams>;
  Body: Static<typeof CollaboratorAffiliationBody>;
}>;

/** Creates or updates one collaborator's affiliation to a contract. */
export async function handleUpsertAffiliation(request: UpsertRequest) {
  const { organizationId, collaboratorId } = request.params;
  const visibility = visibilityOfKey(requestKey(request));
  const data = await upsertCollaboratorAffiliation(
    writeContext(request, organizationId),
    collaboratorId,
    request.body,
    visibility,
  );
  if ((data.beneficiaries ?? []).length > 0) {
    noteDataAccess(
      request,
      [collaboratorId],
      categoriesShown(visibility, ['beneficiaries', 'socialSecurityNumber']),
    );
  }
  return { data };
}

type ListRequest = FastifyRequest<{
  Params: Static<typeof CollaboratorParams>;
  Querystring: Static<typeof AffiliationListQuery>;
}>;

/** A page of one collaborator's affiliations; outside the asked establishment, a 404. */
export async function handleListAffiliations(request: ListRequest) {
  const { organizationId, collaboratorId } = request.params;
  const { page, limit, cursor, establishmentId } = request.query;
  const scope = { list: 'affiliations', organizationId, filters: { collaboratorId, establishmentId } };
  const window = await listWindow({ page, limit, cursor }, request, scope, AFFILIATION_ORDER.length);
  const db = await readDbOf(request, request.params.organizationId);
  const visibility = visibilityOfKey(requestKey(request));
  await requireEstablishment(db, organizationId, establishmentId);
  const collaborator = await requireCollaborator(db, organizationId, collaboratorId);
  // As on the collaborator's own record: outside the establishment asked for, it is not found.
  if (establishmentId !== undefined && collaborator.establishmentId !== establishmentId) {
    throw notFound('collaborator');
  }
  const [total, { rows, nextKey }] = await Promise.all([
    countCollaboratorAffiliations(db, organizationId, collaboratorId),
    listCollaboratorAffiliations(db, organizationId, collaboratorId, window, visibility),
  ]);
  // Dependants are third parties read through their collaborator: their category (and their NIR's) too.
  const shown = rows.some((r) => (r.beneficiaries ?? []).length > 0)
    ? categoriesShown(visibility, ['beneficiaries', 'socialSecurityNumber'])
    : [];
  noteDataAccess(request, rows.length > 0 ? [collaboratorId] : [], ['affiliation', ...shown]);
  return paginated(rows, total, window, nextKey);
}

export const affiliationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/organizations/:organizationId/complementary-contracts/affiliations',
    {
      schema: {
        operationId: 'replaceAffiliations',
        tags: ['Affiliations'],
        summary: 'Replace an establishment’s affiliations',
        description:
          'Makes the establishment’s affiliations equal to the list, atomically. An unchanged affiliation keeps its start date and counts nowhere; a changed option or status counts as one deleted and one created. Unknown ids are a 400 naming them, and nothing is written. Partner keys only.',
        params: OrganizationParams,
        querystring: NoQuery,
        body: EstablishmentAffiliationsBody,
        response: {
          200: ok(
            Type.Object({
              data: Type.Object({
                created: Type.Integer({ minimum: 0 }),
                deleted: Type.Integer({ minimum: 0 }),
              }),
            }),
            'How many affiliations were created and deleted.',
          ),
          ...errorResponses({ body: true }),
        },
      },
      bodyLimit: BULK_AFFILIATIONS_BODY_LIMIT,
      config: { auth },
    },
    handleReplaceAffiliations,
  );

  app.put(
    '/organizations/:organizationId/collaborators/:collaboratorId/affiliations',
    {
      schema: {
        operationId: 'upsertCollaboratorAffiliation',
        tags: ['Affiliations'],
        summary: 'Set a collaborator’s affiliation to a contract',
        description:
          'Creates or updates the collaborator’s affiliation to the given complementary contract and returns it. The collaborator must belong to the establishment and the option to the contract, else 400. Partner keys only.',
        params: CollaboratorParams,
        querystring: NoQuery,
        body: CollaboratorAffiliationBody,
        response: {
          200: ok(Type.Object({ data: Affiliation }), 'The affiliation.'),
          ...errorResponses({ body: true }),
        },
      },
      config: { auth },
    },
    handleUpsertAffiliation,
  );

  app.get(
    '/organizations/:organizationId/collaborators/:collaboratorId/affiliations',
    {
      schema: {
        operationId: 'listCollaboratorAffiliations',
        tags: ['Affiliations'],
        summary: 'List a collaborator’s affiliations',
        description:
          'A page of the collaborator’s affiliations to complementary contracts, ordered by start date then id. Partner keys only.',
        params: CollaboratorParams,
        querystring: AffiliationListQuery,
        response: { 200: ok(Paginated(Affiliation), 'A page of affiliations.'), ...errorResponses() },
      },
      config: { auth, readCache: ['health', 'people'] },
    },
    handleListAffiliations,
  );
};
