import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { monthBounds } from '../calendar/calendar-dates.ts';
import { requireEstablishment } from '../establishments/establishments.queries.ts';
import { offsetOf, PaginationQuery } from '../http/pagination.ts';
import { EstablishmentQuery, OrganizationParams } from '../http/params.ts';
import { errorResponses, ok } from '../http/responses.ts';
import { component } from '../http/schema-kit.ts';
import { idsBytes } from '../read-cache/read-cache.ts';
import { organizationState } from '../read-cache/response-cache.ts';
import { countMealVouchers } from './meal-voucher-count.ts';
import {
  collaboratorsUnderContractOrder,
  countCollaboratorsUnderContract,
  findMealVoucherConfiguration,
  pageOfCollaboratorsUnderContract,
  workingTimeOf,
} from './meal-vouchers.queries.ts';

const MealVouchersQuery = Type.Object(
  {
    month: Type.Integer({ minimum: 1, maximum: 12, description: 'Month, 1 to 12.' }),
    year: Type.Integer({ minimum: 1900, maximum: 3000, description: 'Year, 1900 to 3000.' }),
    ...PaginationQuery,
    ...EstablishmentQuery,
  },
  { additionalProperties: false },
);

const MealVouchersResponse = Type.Object({
  data: Type.Object({
    configuration: Type.Object({
      voucherValue: Type.Number({ description: 'Value of one voucher, in euros; 0 when not configured.' }),
      companyShare: Type.Number({
        description: "The employer's fraction of the value; 0 when not configured.",
      }),
    }),
    mealVouchers: Type.Array(
      component(
        'MealVoucherCount',
        Type.Object({
          employeeId: Type.String({ description: "The collaborator's id." }),
          count: Type.Integer({ minimum: 0, description: 'Vouchers due for the month.' }),
        }),
      ),
    ),
  }),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  limit: Type.Integer({ minimum: 1 }),
});

export const mealVoucherRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/organizations/:organizationId/meal-vouchers',
    {
      schema: {
        operationId: 'listMealVouchers',
        tags: ['Meal vouchers'],
        summary: 'Count meal vouchers for a month',
        description:
          'For each collaborator under contract during the month: the working days (Monday to Friday, not a French public holiday) under contract, less the days touched by an approved absence. Paginated over collaborators, in their usual order. Partner keys only.',
        params: OrganizationParams,
        querystring: MealVouchersQuery,
        response: {
          200: ok(MealVouchersResponse, 'Meal-voucher counts for the month.'),
          ...errorResponses(),
        },
      },
      config: { auth: { scopes: ['org:company:read'], partner: true }, readCache: true },
    },
    async (request) => {
      const { organizationId } = request.params;
      const { month, year, page, limit, establishmentId } = request.query;
      const db = app.store.db;
      await requireEstablishment(db, organizationId, establishmentId);
      const range = monthBounds(year, month);
      const configuration = await findMealVoucherConfiguration(db, organizationId);
      let total: number;
      let ids: string[];
      if (app.readCache.budgetBytes > 0) {
        // Who is paid in the month, kept per data version: total is its length, any page a slice.
        const { version } = await organizationState(request, organizationId);
        const order = await app.readCache.memo(
          `meal-vouchers\u0000${organizationId}\u0000${version}\u0000${year}-${month}\u0000${establishmentId ?? ''}`,
          () => collaboratorsUnderContractOrder(db, organizationId, range, establishmentId),
          idsBytes,
        );
        const start = offsetOf({ page, limit });
        ids = order.slice(start, start + limit);
        total = order.length;
      } else {
        [total, ids] = await Promise.all([
          countCollaboratorsUnderContract(db, organizationId, range, establishmentId),
          pageOfCollaboratorsUnderContract(db, organizationId, range, establishmentId, { page, limit }),
        ]);
      }
      const workingTime = await workingTimeOf(db, organizationId, ids, range);
      const mealVouchers = ids.map((employeeId) => {
        const time = workingTime.get(employeeId);
        const count = time ? countMealVouchers(year, month, time.contracts, time.absences) : 0;
        return { employeeId, count };
      });
      return { data: { configuration, mealVouchers }, total, page, limit };
    },
  );
};
