import { type Static, Type } from '@sinclair/typebox';
import { coverFields } from '../complementary-contracts/affiliation-cover.schema.ts';
import {
  AFFILIATION_STATUSES,
  AffiliationEnd,
  AffiliationStatus,
  ContractOption,
} from '../complementary-contracts/complementary-contracts.schema.ts';
import { component, Nullable } from '../schema/kit.ts';
import { CalendarDate, Id } from '../schema/params.ts';

export { AFFILIATION_STATUSES, AffiliationStatus };

export const Affiliation = component(
  'Affiliation',
  Type.Object({
    startDate: Type.String({ format: 'date-time' }),
    endDate: AffiliationEnd,
    complementaryContract: Type.Object({
      id: Type.String(),
      organismeCode: Nullable(Type.String(), { description: 'Nullable since 1.11.0.' }),
      contractReference: Type.String(),
    }),
    status: AffiliationStatus,
    option: ContractOption,
    ...coverFields,
  }),
);
export type Affiliation = Static<typeof Affiliation>;

/** The most affiliations one bulk PUT lists: an establishment of 50,000 collaborators in one contract. */
export const MAX_BULK_AFFILIATIONS = 50_000;

/**
 * An item is at most 275 bytes as compact JSON with 64-character ids, about 300 pretty-printed
 * (187 with UUIDs): 16 MiB holds 50,000 of them, about 335 bytes each.
 */
export const BULK_AFFILIATIONS_BODY_LIMIT = 16 * 1024 * 1024;

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

export const EstablishmentAffiliationsBody = component(
  'EstablishmentAffiliations',
  Type.Object(
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
        { maxItems: MAX_BULK_AFFILIATIONS },
      ),
    },
    { additionalProperties: false },
  ),
);
export type EstablishmentAffiliationsBody = Static<typeof EstablishmentAffiliationsBody>;

export const CollaboratorAffiliationBody = component(
  'CollaboratorAffiliationInput',
  Type.Object(
    {
      establishmentId: Id(),
      complementaryContractId: Id(),
      status: AffiliationStatus,
      optionId: Id(),
      ...EffectiveDates,
    },
    { additionalProperties: false },
  ),
);
export type CollaboratorAffiliationBody = Static<typeof CollaboratorAffiliationBody>;
