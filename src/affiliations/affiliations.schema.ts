import { type Static, Type } from '@sinclair/typebox';
import { ContractOption } from '../complementary-contracts/complementary-contracts.schema.ts';
import { CalendarDate, Id } from '../http/params.ts';

export const AFFILIATION_STATUSES = ['active', 'exempted', 'terminated'] as const;
export const AffiliationStatus = Type.Union(
  AFFILIATION_STATUSES.map((s) => Type.Literal(s)),
  { description: 'active, exempted (dispense d’adhésion) or terminated.' },
);

export const Affiliation = Type.Object({
  startDate: Type.String({ format: 'date-time' }),
  endDate: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  complementaryContract: Type.Object({
    id: Type.String(),
    organismeCode: Type.Union([Type.String(), Type.Null()]),
    contractReference: Type.String(),
  }),
  status: Type.String(),
  option: ContractOption,
});
export type Affiliation = Static<typeof Affiliation>;

/** When a change takes effect (issue 14): optional, so every earlier client keeps working. */
const EffectiveDates = {
  startDate: Type.Optional(
    CalendarDate(
      "When a new affiliation (or a changed option or status) starts, YYYY-MM-DD; today in the organization's time zone by default.",
    ),
  ),
  endDate: Type.Optional(
    CalendarDate(
      "When a termination takes effect (status terminated only), YYYY-MM-DD; today in the organization's time zone by default.",
    ),
  ),
};

export const EstablishmentAffiliationsBody = Type.Object(
  {
    establishmentId: Id(),
    affiliations: Type.Array(
      Type.Object(
        {
          employeeId: Id(),
          complementaryContractId: Id(),
          status: AffiliationStatus,
          optionId: Id(),
          ...EffectiveDates,
        },
        { additionalProperties: false },
      ),
      { maxItems: 10_000 },
    ),
  },
  { additionalProperties: false },
);
export type EstablishmentAffiliationsBody = Static<typeof EstablishmentAffiliationsBody>;

export const CollaboratorAffiliationBody = Type.Object(
  {
    establishmentId: Id(),
    complementaryContractId: Id(),
    status: AffiliationStatus,
    optionId: Id(),
    ...EffectiveDates,
  },
  { additionalProperties: false },
);
export type CollaboratorAffiliationBody = Static<typeof CollaboratorAffiliationBody>;
