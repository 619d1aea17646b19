import type { ComplementaryContract } from '../complementary-contracts.schema.ts';
import { contractKey, type FicheContract, optionKey } from './fiche-contracts.ts';

export interface FieldChange {
  field: 'name' | 'contractName';
  before: string;
  after: string;
}

export interface OptionNames {
  optionName: string;
  populationName: string;
}

export interface OptionChange {
  optionCode: string;
  populationCode: string;
  change: 'added' | 'renamed';
  /** null for an added option. */
  before: OptionNames | null;
  after: OptionNames;
}

/** What a fiche changes in one contract the organization already has. */
export interface ContractChange {
  contractId: string;
  organismeCode: string | null;
  organismeDelegationCode: string;
  contractReference: string;
  fields: FieldChange[];
  options: OptionChange[];
}

export interface FichePreview {
  /** Contracts of the fiche the organization does not have yet, in fiche order. */
  create: FicheContract[];
  /** Contracts it has, in fiche order; `change` is null when the fiche leaves one as it is. */
  update: { id: string; contract: FicheContract; change: ContractChange | null }[];
}

/**
 * What importing a fiche changes in the stored contracts, before → after (docs/partner-api.md): a contract is identified
 * by (CodeOC, CodeDELEG, ReferenceContrat), an option by its option and population codes. A known
 * contract may change its group name (`name`) and `contractName`; options are added or renamed,
 * never removed (affiliations may still point at them). The dry run answers it and the import
 * returns it beside what it wrote (fiche-plan.ts, the rows), computed from the same stored state.
 */
export function previewFiche(
  stored: readonly ComplementaryContract[],
  fiche: readonly FicheContract[],
): FichePreview {
  const byKey = new Map(stored.map((c) => [contractKey(c), c]));
  const plan: FichePreview = { create: [], update: [] };
  for (const contract of fiche) {
    const found = byKey.get(contractKey(contract));
    if (!found) {
      plan.create.push(contract);
      continue;
    }
    const fields: FieldChange[] = [];
    if (found.name !== contract.name)
      fields.push({ field: 'name', before: found.name, after: contract.name });
    if (found.contractName !== contract.contractName) {
      fields.push({ field: 'contractName', before: found.contractName, after: contract.contractName });
    }
    const storedOptions = new Map(found.options.map((o) => [optionKey(o), o]));
    const options: OptionChange[] = [];
    for (const option of contract.options) {
      const held = storedOptions.get(optionKey(option));
      const after = { optionName: option.optionName, populationName: option.populationName };
      if (!held) {
        options.push({ ...codes(option), change: 'added', before: null, after });
      } else if (held.optionName !== option.optionName || held.populationName !== option.populationName) {
        const before = { optionName: held.optionName, populationName: held.populationName };
        options.push({ ...codes(option), change: 'renamed', before, after });
      }
    }
    const change =
      fields.length === 0 && options.length === 0
        ? null
        : {
            contractId: found.id,
            organismeCode: found.organismeCode,
            organismeDelegationCode: found.organismeDelegationCode,
            contractReference: found.contractReference,
            fields,
            options,
          };
    plan.update.push({ id: found.id, contract, change });
  }
  return plan;
}

const codes = (o: { optionCode: string; populationCode: string }) => ({
  optionCode: o.optionCode,
  populationCode: o.populationCode,
});
