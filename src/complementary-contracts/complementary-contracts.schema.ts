import { type Static, Type } from '@sinclair/typebox';

export const ContractOption = Type.Object({
  id: Type.String(),
  optionCode: Type.String({ description: 'Option@CodeOption; "" when the fiche entry has no Option.' }),
  optionName: Type.String(),
  populationCode: Type.String({
    description: 'Population@CodePopulation; "" when the fiche entry has no Population.',
  }),
  populationName: Type.String(),
});

const contractFields = {
  id: Type.String(),
  name: Type.String({ description: 'GROUPE@LibelleGrp of the fiche.' }),
  organismeCode: Type.Union([Type.String(), Type.Null()], { description: 'Organisme@CodeOC.' }),
  organismeDelegationCode: Type.String({ description: 'Organisme@CodeDELEG; "" when the fiche gives none.' }),
  contractReference: Type.String(),
  contractName: Type.String(),
  options: Type.Array(ContractOption),
};

/** A contract as the fiche import returns it: without affiliatedEmployees. */
export const ComplementaryContract = Type.Object(contractFields);

export const AffiliatedEmployee = Type.Object({
  id: Type.String({ description: "The collaborator's id." }),
  startDate: Type.String({ format: 'date-time' }),
  endDate: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  status: Type.String(),
  option: Type.Object({ id: Type.String(), optionCode: Type.String() }),
});

export const ComplementaryContractWithAffiliations = Type.Object({
  ...contractFields,
  affiliatedEmployees: Type.Array(AffiliatedEmployee),
});

export type ContractOption = Static<typeof ContractOption>;
export type ComplementaryContract = Static<typeof ComplementaryContract>;
export type AffiliatedEmployee = Static<typeof AffiliatedEmployee>;
export type ComplementaryContractWithAffiliations = Static<typeof ComplementaryContractWithAffiliations>;
