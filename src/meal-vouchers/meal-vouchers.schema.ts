import { type Static, Type } from '@sinclair/typebox';
import { Gated } from '../schema/gated.ts';
import { EstablishmentQuery } from '../schema/params.ts';
import { DAY_REASONS } from './meal-voucher-count.ts';

export const MonthQuery = {
  month: Type.Integer({ minimum: 1, maximum: 12, description: 'Month, 1 to 12.' }),
  year: Type.Integer({ minimum: 1900, maximum: 3000, description: 'Year, 1900 to 3000.' }),
};

export const MealVoucherDaysQuery = Type.Object(
  { ...MonthQuery, ...EstablishmentQuery },
  { additionalProperties: false },
);

export const MealVoucherDay = Type.Object({
  date: Type.String({ description: 'YYYY-MM-DD.' }),
  counted: Type.Boolean({ description: 'Whether the day earns a voucher.' }),
  reason: Type.Union(
    DAY_REASONS.map((r) => Type.Literal(r)),
    {
      description:
        'The rule that decided the day, the first that applies in this order: weekend, public_holiday (of the establishment’s region), no_contract, absence (approved; a half day takes the whole day), then remote_work or worked (both counted).',
    },
  ),
  holiday: Type.Optional(Type.String({ description: 'With public_holiday: the holiday’s name.' })),
  absence: Type.Optional(
    Type.Object({
      type: Gated(
        'absenceType',
        Type.String(),
        'The absence type code, e.g. conge_paye: shown as on the absences list, to a key that may read absence types.',
      ),
      halfDay: Type.Boolean({ description: 'Whether this day of the absence was a half day.' }),
    }),
  ),
});

export const MealVoucherDaysResponse = Type.Object({
  data: Type.Object({
    employeeId: Type.String(),
    year: Type.Integer(),
    month: Type.Integer(),
    count: Type.Integer({
      minimum: 0,
      description: 'The counted days: always the count of this collaborator in the monthly list.',
    }),
    days: Type.Array(MealVoucherDay),
  }),
});

export type MealVoucherDay = Static<typeof MealVoucherDay>;
