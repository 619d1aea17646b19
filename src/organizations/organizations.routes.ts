import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { requireEstablishment } from '../establishments/establishments.queries.ts';
import { notFound } from '../http/errors.ts';
import { EstablishmentQuery, OrganizationParams } from '../http/params.ts';
import { findOrganizationProfile } from './organizations.queries.ts';

/** A value the system of record did not give is `null`, never an invented empty string. */
const MaybeString = Type.Union([Type.String(), Type.Null()]);

export const Establishment = Type.Object({
  id: Type.String(),
  name: Type.String(),
  siret: Type.String(),
  isHeadOffice: Type.Boolean(),
  address: Type.Object({
    street: MaybeString,
    city: MaybeString,
    zipCode: MaybeString,
    country: MaybeString,
  }),
});

export const Organization = Type.Object({
  id: Type.String(),
  name: Type.String(),
  identity: Type.Object({ siren: MaybeString, legalForm: MaybeString }),
  establishments: Type.Array(Establishment),
});

export const organizationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/organizations/:organizationId',
    {
      schema: {
        params: OrganizationParams,
        querystring: Type.Object({ ...EstablishmentQuery }, { additionalProperties: false }),
        response: { 200: Type.Object({ data: Organization }) },
      },
      config: { auth: { scopes: ['org:company:read'], partner: true }, readCache: true },
    },
    async (request) => {
      const { organizationId } = request.params;
      const { establishmentId } = request.query;
      await requireEstablishment(app.store.db, organizationId, establishmentId);
      const organization = await findOrganizationProfile(app.store.db, organizationId, establishmentId);
      if (!organization) throw notFound('organization');
      return { data: organization };
    },
  );
};
