/** A reason a fiche is refused, with where it is in the document. */
export interface FicheProblem {
  /** Where in the document: `FICHE[1]/GROUPE[NumeroGrp=1]/ParametresContrats[2]/Organisme/@CodeOC`. */
  where: string;
  message: string;
  line?: number;
}

/** The company a FICHE is for: `Entreprise@SIREN` and, when it targets one establishment, `@NIC`. */
export interface FicheCompany {
  siren: string;
  nic: string | null;
  where: string;
}

/** One `ParametresContrats` entry, flattened. Absent Option, Population or CodeDELEG read as "". */
export interface FicheEntry {
  where: string;
  groupName: string;
  organismeCode: string;
  organismeDelegationCode: string;
  contractReference: string;
  contractName: string;
  optionCode: string;
  optionName: string;
  populationCode: string;
  populationName: string;
}

export interface FicheOption {
  optionCode: string;
  optionName: string;
  populationCode: string;
  populationName: string;
}

export interface FicheContract {
  organismeCode: string;
  organismeDelegationCode: string;
  contractReference: string;
  contractName: string;
  name: string;
  options: FicheOption[];
}

export const contractKey = (c: {
  organismeCode: string | null;
  organismeDelegationCode: string;
  contractReference: string;
}) => JSON.stringify([c.organismeCode ?? '', c.organismeDelegationCode, c.contractReference]);

export const optionKey = (o: { optionCode: string; populationCode: string }) =>
  JSON.stringify([o.optionCode, o.populationCode]);

/**
 * One contract per distinct (CodeOC, CodeDELEG, ReferenceContrat), in order of first appearance;
 * each entry adds its (Option, Population) pair once. Labels come from the first entry that
 * names the contract or the pair: a fiche repeats them identically in practice.
 */
export function contractsOf(entries: readonly FicheEntry[]): FicheContract[] {
  const contracts = new Map<string, FicheContract & { seen: Set<string> }>();
  for (const entry of entries) {
    const key = contractKey(entry);
    let contract = contracts.get(key);
    if (!contract) {
      contract = {
        organismeCode: entry.organismeCode,
        organismeDelegationCode: entry.organismeDelegationCode,
        contractReference: entry.contractReference,
        contractName: entry.contractName,
        name: entry.groupName,
        options: [],
        seen: new Set(),
      };
      contracts.set(key, contract);
    }
    const option = optionKey(entry);
    if (contract.seen.has(option)) continue;
    contract.seen.add(option);
    contract.options.push({
      optionCode: entry.optionCode,
      optionName: entry.optionName,
      populationCode: entry.populationCode,
      populationName: entry.populationName,
    });
  }
  return [...contracts.values()].map(({ seen: _seen, ...contract }) => contract);
}

/** The problems that make a fiche another company's: SIREN always, NIC when the fiche names one. */
export function companyProblems(
  companies: readonly FicheCompany[],
  organization: { siren: string | null },
  establishment: { nic: string },
): FicheProblem[] {
  const problems: FicheProblem[] = [];
  for (const company of companies) {
    if (organization.siren === null) {
      problems.push({ where: `${company.where}/@SIREN`, message: 'the organization has no SIREN on record' });
    } else if (company.siren !== organization.siren) {
      problems.push({
        where: `${company.where}/@SIREN`,
        message: `${company.siren} is not the organization's SIREN`,
      });
    }
    if (company.nic !== null && company.nic !== establishment.nic) {
      problems.push({
        where: `${company.where}/@NIC`,
        message: `${company.nic} is not the NIC of the establishment (${establishment.nic})`,
      });
    }
  }
  return problems;
}
