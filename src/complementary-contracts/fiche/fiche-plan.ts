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

/** The stored contracts by their fiche key, and each one's options by theirs. */
function storedByKey(stored: StoredContracts) {
  const byKey = new Map(
    stored.contracts.map((storedContract) => [
      contractKey({
        organismeCode: storedContract.organisme_code,
        organismeDelegationCode: storedContract.organisme_delegation_code,
        contractReference: storedContract.contract_reference,
      }),
      storedContract,
    ]),
  );
  const optionsByContract = new Map<string, Map<string, StoredOption>>();
  for (const storedOption of stored.options) {
    const options = optionsByContract.get(storedOption.contract_id) ?? new Map<string, StoredOption>();
    options.set(
      optionKey({ optionCode: storedOption.option_code, populationCode: storedOption.population_code }),
      storedOption,
    );
    optionsByContract.set(storedOption.contract_id, options);
  }
  return { byKey, optionsByContract };
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
  const { byKey, optionsByContract } = storedByKey(stored);
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
