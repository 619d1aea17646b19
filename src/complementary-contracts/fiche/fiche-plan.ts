import type { Insertable, Selectable } from 'kysely';
import type { ComplementaryContractOptionTable, ComplementaryContractTable } from '../../db/schema.ts';
import { contractKey, type FicheContract, optionKey } from './fiche-contracts.ts';

export type StoredContract = Selectable<ComplementaryContractTable>;
export type StoredOption = Selectable<ComplementaryContractOptionTable>;

/** The organization's contracts and options, as a fiche import finds them. */
export interface StoredContracts {
  contracts: StoredContract[];
  options: StoredOption[];
}

/** What importing a fiche writes: rows to insert, labels to change, and the ids it reports. */
export interface FichePlan {
  insertContracts: Insertable<ComplementaryContractTable>[];
  renameContracts: { id: string; name: string; contractName: string }[];
  insertOptions: Insertable<ComplementaryContractOptionTable>[];
  renameOptions: { id: string; contractId: string; optionName: string; populationName: string }[];
  created: string[];
  updated: string[];
}

/**
 * How to bring the stored contracts in line with a fiche: a contract is identified by (CodeOC,
 * CodeDELEG, ReferenceContrat) and an option by its option and population codes; known ones keep
 * their id and only their labels change. Options a fiche no longer lists are kept.
 */
export function planFiche(
  organizationId: string,
  contracts: readonly FicheContract[],
  stored: StoredContracts,
  newId: () => string,
  now: string,
): FichePlan {
  const byKey = new Map(
    stored.contracts.map((c) => [
      contractKey({
        organismeCode: c.organisme_code,
        organismeDelegationCode: c.organisme_delegation_code,
        contractReference: c.contract_reference,
      }),
      c,
    ]),
  );
  const optionsByContract = new Map<string, Map<string, StoredOption>>();
  for (const o of stored.options) {
    const options = optionsByContract.get(o.contract_id) ?? new Map<string, StoredOption>();
    options.set(optionKey({ optionCode: o.option_code, populationCode: o.population_code }), o);
    optionsByContract.set(o.contract_id, options);
  }
  const plan: FichePlan = {
    insertContracts: [],
    renameContracts: [],
    insertOptions: [],
    renameOptions: [],
    created: [],
    updated: [],
  };
  for (const contract of contracts) {
    const found = byKey.get(contractKey(contract));
    let id: string;
    if (found) {
      id = found.id;
      plan.updated.push(id);
      if (found.name !== contract.name || found.contract_name !== contract.contractName) {
        plan.renameContracts.push({ id, name: contract.name, contractName: contract.contractName });
      }
    } else {
      id = newId();
      plan.created.push(id);
      plan.insertContracts.push({
        organization_id: organizationId,
        id,
        name: contract.name,
        organisme_code: contract.organismeCode,
        organisme_delegation_code: contract.organismeDelegationCode,
        contract_reference: contract.contractReference,
        contract_name: contract.contractName,
        created_at: now,
        updated_at: now,
      });
    }
    const storedOptions = optionsByContract.get(id);
    for (const option of contract.options) {
      const current = storedOptions?.get(optionKey(option));
      if (!current) {
        plan.insertOptions.push({
          organization_id: organizationId,
          id: newId(),
          contract_id: id,
          option_code: option.optionCode,
          option_name: option.optionName,
          population_code: option.populationCode,
          population_name: option.populationName,
        });
      } else if (
        current.option_name !== option.optionName ||
        current.population_name !== option.populationName
      ) {
        plan.renameOptions.push({
          id: current.id,
          contractId: id,
          optionName: option.optionName,
          populationName: option.populationName,
        });
      }
    }
  }
  return plan;
}
