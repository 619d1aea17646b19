import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { errorResponses, ok } from '../http/responses.ts';
import { readDbOf } from '../read-cache/response-cache.ts';
import { CountryCode } from '../schema/country.ts';
import { component, Nullable } from '../schema/kit.ts';
import { EstablishmentQuery, OrganizationParams } from '../schema/params.ts';
import { notFound } from '../shared/domain-errors.ts';
import { requireEstablishment } from './establishments.queries.ts';
import { findOrganizationProfile } from './organizations.queries.ts';

/**
 * A value the system of record did not give is `null`, never an invented empty string. The
 * specification types these as strings; this document says what is served (docs/api.md).
 */
const MaybeString = (description: string) => Nullable(Type.String(), { description });
const UNKNOWN = 'null when the HR data does not give it.';

export const Establishment = component(
  'Establishment',
  Type.Object({
    id: Type.String(),
    name: Type.String(),
    siret: Type.String({ description: '14 digits: the SIREN and the NIC.' }),
    isHeadOffice: Type.Boolean(),
    address: Type.Object(
      {
        street: MaybeString(UNKNOWN),
        city: MaybeString(UNKNOWN),
        zipCode: MaybeString(UNKNOWN),
        country: Nullable(CountryCode, { description: UNKNOWN }),
      },
      { description: 'All four keys are always present.' },
    ),
  }),
);

export const Organization = component(
  'Organization',
  Type.Object({
    id: Type.String(),
    name: Type.String(),
    identity: Type.Object({
      siren: MaybeString(`9 digits; ${UNKNOWN}`),
      legalForm: MaybeString(`e.g. SAS, SARL; ${UNKNOWN}`),
    }),
    establishments: Type.Array(Establishment),
  }),
);

const OrganizationQuery = Type.Object({ ...EstablishmentQuery }, { additionalProperties: false });

type GetOrganizationRequest = FastifyRequest<{
  Params: Static<typeof OrganizationParams>;
  Querystring: Static<typeof OrganizationQuery>;
}>;

/** The company, its identity and its establishments (only the one asked for). */
export async function handleGetOrganization(request: GetOrganizationRequest) {
  const db = await readDbOf(request, request.params.organizationId);
  const { organizationId } = request.params;
  const { establishmentId } = request.query;
  await requireEstablishment(db, organizationId, establishmentId);
  const organization = await findOrganizationProfile(db, organizationId, establishmentId);
  if (!organization) throw notFound('organization');
  return { data: organization };
}

export const organizationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/organizations/:organizationId',
    {
      schema: {
        operationId: 'getOrganization',
        tags: ['Organization'],
        summary: 'Get the organization',
        description:
          'The company, its identity and its establishments (only the one asked for with establishmentId). Partner keys only.',
        params: OrganizationParams,
        querystring: OrganizationQuery,
        response: {
          200: ok(Type.Object({ data: Organization }), 'The organization.'),
          ...errorResponses(),
        },
      },
      config: { auth: { scopes: ['org:company:read'], partner: true }, readCache: ['people'] },
    },
    handleGetOrganization,
  );
};
