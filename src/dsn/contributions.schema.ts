import { type Static, Type } from '@sinclair/typebox';
import { MonthQuery } from '../meal-vouchers/meal-vouchers.schema.ts';
import { component } from '../schema/kit.ts';
import { NextCursor, paginationQuery } from '../schema/pagination.ts';
import { Id } from '../schema/params.ts';

export const ContributionParams = Type.Object({
  organizationId: Id(),
  contractId: Id('The complementary contract.'),
});

export const ContributionListQuery = Type.Object(
  { ...MonthQuery, ...paginationQuery() },
  { additionalProperties: false },
);

const Amount = (description: string) => Type.Number({ description: `${description} In euros, as declared.` });

const Component = Type.Object({
  type: Type.String({ description: 'S21.G00.79.001, the type of component (11 Tranche A, 12 Tranche 2…).' }),
  amount: Amount('S21.G00.79.004.'),
});

const IndividualContribution = Type.Object({
  code: Type.String({
    description:
      'S21.G00.81.001, the contribution code (059: the individual contribution of health or provident cover).',
  }),
  organism: Type.Union([Type.String(), Type.Null()], {
    description: 'S21.G00.81.002, the organism it is paid to.',
  }),
  base: Type.Union([Type.Number(), Type.Null()], {
    description: 'S21.G00.81.003, the amount it is computed on, in euros.',
  }),
  amount: Amount('S21.G00.81.004.'),
  rate: Type.Union([Type.String(), Type.Null()], {
    description: 'S21.G00.81.007, the rate as the file writes it (a percentage).',
  }),
});

const Base = Type.Object({
  startDate: Type.Union([Type.String(), Type.Null()], {
    description: 'S21.G00.78.002, the start of the period the base is for.',
  }),
  endDate: Type.Union([Type.String(), Type.Null()], { description: 'S21.G00.78.003, its end.' }),
  amount: Amount('S21.G00.78.004, the declared base.'),
  components: Type.Array(Component),
  contributions: Type.Array(IndividualContribution),
});

export const PersonContribution = component(
  'PersonContribution',
  Type.Object({
    collaboratorId: Type.String(),
    month: Type.String({ description: 'The month declared, YYYY-MM (S20.G00.05.005).' }),
    base: Amount('The sum of the declared bases (S21.G00.78.004) of the month for this contract.'),
    contributions: Amount('The sum of the individual contributions (S21.G00.81.004).'),
    bases: Type.Array(Base, {
      description: 'Each S21.G00.78 of code 31, with its components and contributions.',
    }),
    declaredBy: Type.Object({
      declarationType: Type.String({
        description: 'S20.G00.05.002 of the declaration that wrote it: 01 normal, 03 or 05 a replacement.',
      }),
      importedAt: Type.String({ format: 'date-time' }),
    }),
  }),
);

export const ContributionPage = Type.Object({
  data: Type.Array(PersonContribution),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  limit: Type.Integer({ minimum: 1 }),
  nextCursor: NextCursor,
  totals: Type.Object(
    {
      people: Type.Integer({ minimum: 0 }),
      base: Amount('The sum of every affiliated person’s base, on every page.'),
      contributions: Amount('The sum of every affiliated person’s contributions, on every page.'),
    },
    { description: 'The contract’s totals for the month, over the whole list.' },
  ),
});

export type PersonContribution = Static<typeof PersonContribution>;
