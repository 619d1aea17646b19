import { type Static, Type } from '@sinclair/typebox';
import { component, Nullable, StringEnum } from '../schema/kit.ts';
import { coverFields } from './affiliation-cover.schema.ts';

export const AFFILIATION_STATUSES = ['active', 'exempted', 'terminated'] as const;
export const AffiliationStatus = component(
  'AffiliationStatus',
  StringEnum(AFFILIATION_STATUSES, { description: 'active, exempted (dispense d’adhésion) or terminated.' }),
);

export const ContractOption = component(
  'ContractOption',
  Type.Object({
    id: Type.String(),
    optionCode: Type.String({ description: 'Option@CodeOption; "" when the fiche entry has no Option.' }),
    optionName: Type.String(),
    populationCode: Type.String({
      description: 'Population@CodePopulation; "" when the fiche entry has no Population.',
    }),
    populationName: Type.String(),
  }),
);

const contractFields = {
  id: Type.String(),
  name: Type.String({ description: 'GROUPE@LibelleGrp of the fiche.' }),
  organismeCode: Nullable(Type.String(), { description: 'Organisme@CodeOC; nullable since 1.11.0.' }),
  organismeDelegationCode: Type.String({ description: 'Organisme@CodeDELEG; "" when the fiche gives none.' }),
  contractReference: Type.String(),
  contractName: Type.String(),
  options: Type.Array(ContractOption),
};

/** A contract as the fiche import returns it: without affiliatedEmployees. */
export const ComplementaryContract = component('ComplementaryContract', Type.Object(contractFields));

/** A contract a fiche dry run would create: the import's shape, without the ids it would get. */
export const ContractPreview = component(
  'ContractPreview',
  Type.Object({
    name: contractFields.name,
    organismeCode: contractFields.organismeCode,
    organismeDelegationCode: contractFields.organismeDelegationCode,
    contractReference: contractFields.contractReference,
    contractName: contractFields.contractName,
    options: Type.Array(
      Type.Object({
        optionCode: ContractOption.properties.optionCode,
        optionName: ContractOption.properties.optionName,
        populationCode: ContractOption.properties.populationCode,
        populationName: ContractOption.properties.populationName,
      }),
    ),
  }),
);

const OptionNames = Type.Object({ optionName: Type.String(), populationName: Type.String() });

/** What a fiche changes in a contract the organization already has: before → after. */
export const ContractChange = Type.Object({
  contractId: Type.String(),
  organismeCode: Type.Union([Type.String(), Type.Null()]),
  organismeDelegationCode: Type.String(),
  contractReference: Type.String(),
  fields: Type.Array(
    Type.Object({
      field: Type.Union([Type.Literal('name'), Type.Literal('contractName')]),
      before: Type.String(),
      after: Type.String(),
    }),
  ),
  options: Type.Array(
    Type.Object({
      optionCode: Type.String(),
      populationCode: Type.String(),
      change: Type.Union([Type.Literal('added'), Type.Literal('renamed')]),
      before: Type.Union([OptionNames, Type.Null()]),
      after: OptionNames,
    }),
  ),
});

/** An affiliation's end: null while it runs (the specification types it as a date-time; docs/api.md). */
export const AffiliationEnd = Nullable(Type.String({ format: 'date-time' }), {
  description: 'null while the affiliation runs (open-ended).',
});

export const AffiliatedEmployee = component(
  'AffiliatedEmployee',
  Type.Object({
    id: Type.String({ description: "The collaborator's id." }),
    startDate: Type.String({ format: 'date-time' }),
    endDate: AffiliationEnd,
    status: AffiliationStatus,
    option: Type.Object({ id: Type.String(), optionCode: Type.String() }),
    ...coverFields,
  }),
);

export const ComplementaryContractWithAffiliations = component(
  'ComplementaryContractWithAffiliations',
  Type.Object({
    ...contractFields,
    affiliatedEmployees: Type.Array(AffiliatedEmployee),
  }),
);

export type ContractOption = Static<typeof ContractOption>;
export type ContractPreview = Static<typeof ContractPreview>;
export type ComplementaryContract = Static<typeof ComplementaryContract>;
export type AffiliatedEmployee = Static<typeof AffiliatedEmployee>;
export type ComplementaryContractWithAffiliations = Static<typeof ComplementaryContractWithAffiliations>;
