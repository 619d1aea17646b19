import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { visibilityOfKey } from '../auth/field-visibility.ts';
import { nextCursorOf } from '../db/keyset.ts';
import { requestKey } from '../http/pipeline/authenticate.ts';
import { listOf, noteDataAccess, readDbOf, resolvedListRead } from '../http/request-context.ts';
import { errorResponses, ok } from '../http/responses.ts';
import { requireEstablishment } from '../organizations/establishments.queries.ts';
import { component } from '../schema/kit.ts';
import { NextCursor, PaginationQuery } from '../schema/pagination.ts';
import { CollaboratorParams, EstablishmentQuery, OrganizationParams } from '../schema/params.ts';
import { monthBounds } from '../shared/calendar/calendar-dates.ts';
import { notFound } from '../shared/domain-errors.ts';
import { explainMealVoucherDays } from './meal-voucher-count.ts';
import { categoriesOfDays, toMealVoucherDay } from './meal-voucher-days.projection.ts';
import { collaboratorEstablishment, workingTimeOf } from './meal-vouchers.queries.ts';
import { type MealVoucherFilter, readMealVoucherList } from './meal-vouchers.reads.ts';
import { MealVoucherDaysQuery, MealVoucherDaysResponse, MonthQuery } from './meal-vouchers.schema.ts';

const MealVouchersQuery = Type.Object(
  {
    ...MonthQuery,
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
  nextCursor: NextCursor,
});

const MEAL_VOUCHER_LIST = listOf(
  'meal-vouchers',
  3,
  ({ month, year, establishmentId }: Static<typeof MealVouchersQuery>): MealVoucherFilter => ({
    month,
    year,
    establishmentId,
  }),
);

/** The vouchers due for a month, a page of collaborators under contract at a time. */
export async function handleListMealVouchers(request: FastifyRequest) {
  const read = resolvedListRead<MealVoucherFilter>(request);
  const list = await readMealVoucherList(read);
  noteDataAccess(request, list.collaboratorIds, list.categories);
  const { configuration, mealVouchers, total, nextKey } = list;
  const { page, limit } = read.window;
  return {
    data: { configuration, mealVouchers },
    total,
    page,
    limit,
    nextCursor: nextCursorOf(read.window, nextKey),
  };
}

type DaysRequest = FastifyRequest<{
  Params: Static<typeof CollaboratorParams>;
  Querystring: Static<typeof MealVoucherDaysQuery>;
}>;

/** One collaborator's month, day by day, with the rule that counted each day or not. */
export async function handleListMealVoucherDays(request: DaysRequest) {
  const { organizationId, collaboratorId } = request.params;
  const { month, year, establishmentId } = request.query;
  const db = await readDbOf(request, request.params.organizationId);
  await requireEstablishment(db, organizationId, establishmentId);
  const establishment = await collaboratorEstablishment(db, organizationId, collaboratorId);
  if (establishment === undefined) throw notFound('collaborator');
  if (establishmentId !== undefined && establishment !== establishmentId) throw notFound('collaborator');
  const workingTime = await workingTimeOf(db, organizationId, [collaboratorId], monthBounds(year, month));
  const time = workingTime.get(collaboratorId);
  if (!time) throw notFound('collaborator');
  const days = explainMealVoucherDays(year, month, time);
  const visibility = visibilityOfKey(requestKey(request));
  noteDataAccess(request, [collaboratorId], categoriesOfDays(days, visibility));
  return {
    data: {
      employeeId: collaboratorId,
      year,
      month,
      count: days.filter((d) => d.counted).length,
      days: days.map((day) => toMealVoucherDay(day, visibility)),
    },
  };
}

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
      config: {
        auth: { scopes: ['org:company:read'], partner: true },
        readCache: ['people', 'absences', 'work_locations', 'meal_vouchers'],
        resolvedRead: MEAL_VOUCHER_LIST,
      },
    },
    handleListMealVouchers,
  );
  app.get(
    '/organizations/:organizationId/meal-vouchers/:collaboratorId/days',
    {
      schema: {
        operationId: 'listMealVoucherDays',
        tags: ['Meal vouchers'],
        summary: "Explain a collaborator's meal-voucher count, day by day",
        description:
          "Every day of the month, counted or not, with the rule that decided it. The counted days add up to the collaborator's `count` in the monthly list, always: both come from one rule engine. A collaborator with no contract in the month gets every working day as `no_contract` and a count of 0. The type of an absence (`days[].absence.type`) is shown only to a key that may read absence types (org:absence:read and org:absence:type:read, `absenceType` not withheld), as on the absences list. 404 when the collaborator is not the organization's, or not in `establishmentId`.",
        params: CollaboratorParams,
        querystring: MealVoucherDaysQuery,
        response: {
          200: ok(MealVoucherDaysResponse, 'Each day of the month, whether it counts, and why.'),
          ...errorResponses(),
        },
      },
      config: { auth: { scopes: ['org:company:read'], partner: true } },
    },
    handleListMealVoucherDays,
  );
};
