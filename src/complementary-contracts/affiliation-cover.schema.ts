import { Type } from '@sinclair/typebox';
import { Gated } from '../schema/gated.ts';
import { component, Nullable, StringEnum } from '../schema/kit.ts';

const Count = (description: string) => Nullable(Type.Integer({ minimum: 0 }), { description });

/** `S21.G00.70.007` to `.011` of the newest month the DSN declared within the affiliation. */
export const DependantCounts = component(
  'DependantCounts',
  Type.Object({
    children: Count('Children in the collaborator’s charge (S21.G00.70.007).'),
    adults: Count('Adults covered: spouse, partner (S21.G00.70.008).'),
    covered: Count('Dependants covered by the contract (S21.G00.70.009).'),
    others: Count('Other dependants: ascendants, relatives (S21.G00.70.010).'),
    coveredChildren: Count('Children covered (S21.G00.70.011).'),
  }),
);

export const Beneficiary = component(
  'Beneficiary',
  Type.Object({
    type: StringEnum(['adult', 'child', 'other'] as const, {
      description: 'adult: spouse or partner; child; other: ascendant or relative (S21.G00.73.003).',
    }),
    firstName: Nullable(Type.String()),
    lastName: Nullable(Type.String()),
    birthDate: Type.String({ format: 'date-time' }),
    startDate: Nullable(Type.String({ format: 'date-time' }), {
      description:
        'When the cover started (S21.G00.73.004), else the first day of the first month declaring it.',
    }),
    endDate: Nullable(Type.String({ format: 'date-time' }), {
      description:
        'When the cover ended (S21.G00.73.011), or the last day of the last month declaring the dependant once a later month no longer does; null while covered.',
    }),
    socialSecurityNumber: Gated(
      'socialSecurityNumber',
      Nullable(Type.String()),
      'The dependant’s own NIR with its key, when the DSN gives it.',
    ),
  }),
);

export const coverFields = {
  dependants: Nullable(DependantCounts, {
    description: 'The dependants’ counts a monthly DSN declared for the affiliation; null when none did.',
  }),
  beneficiaries: Gated(
    'beneficiaries',
    Type.Array(Beneficiary),
    'The people the affiliation covers (S21.G00.73), each followed from month to month.',
  ),
  portability: Nullable(
    Type.Object({
      startDate: Type.String({ format: 'date-time' }),
      endDate: Type.String({ format: 'date-time' }),
      rule: StringEnum(['L911-8'] as const, {
        description:
          'Article L911-8 of the code de la sécurité sociale: the length of the last contract, 12 months at most.',
      }),
    }),
    {
      description:
        'The cover a leaver keeps after the contract’s end when the DSN says so (S21.G00.62.016); null otherwise.',
    },
  ),
};
