import type { Affiliation } from '../affiliations/affiliations.schema.ts';
import type {
  ComplementaryContract,
  ComplementaryContractWithAffiliations,
} from '../complementary-contracts/complementary-contracts.schema.ts';
import type { PersonContribution } from '../dsn/contributions.schema.ts';
import type { OperationExamples } from '../schema/examples.ts';
import { EXAMPLES_SEED, page } from './seed.ts';

/**
 * The complementary contract the affiliation examples name, as the example fiche describes it.
 * A fiche's import gives its contracts ids of their own: a server that accepts the affiliation
 * examples holds this contract under these ids (test/openapi/examples-accepted.test.ts writes it).
 */
export const EXAMPLE_OPTION = {
  id: 'opt_base_ensemble',
  optionCode: 'BASE',
  optionName: 'Base conventionnelle',
  populationCode: 'ENS',
  populationName: 'Ensemble du personnel',
};
export const EXAMPLE_CONTRACT: ComplementaryContract = {
  id: 'cc_sante_2026',
  name: 'Frais de santé',
  organismeCode: 'P0942',
  organismeDelegationCode: '',
  contractReference: 'SANTE-2026-001',
  contractName: 'Complémentaire santé collective',
  options: [EXAMPLE_OPTION],
};

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** A fiche de paramétrage (version 1.3.3) of the example company describing EXAMPLE_CONTRACT. */
function exampleFiche(siren: string, nic: string, companyName: string): string {
  const contract = EXAMPLE_CONTRACT;
  const option = EXAMPLE_OPTION;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<FICHE IdentifiantFiche="FP2026000001" DateHeureCreation="${EXAMPLES_SEED.asOf}T09:30:00" Version="133">`,
    `<Entreprise SIREN="${siren}" RaisonSociale="${xmlText(companyName)}" NIC="${nic}"/>`,
    `<GROUPE NumeroGrp="1" LibelleGrp="${xmlText(contract.name)}">`,
    '<ParametresContrats DateDebutValidite="01012026">',
    `<Organisme CodeOC="${contract.organismeCode}"/>`,
    `<Contrat ReferenceContrat="${contract.contractReference}" LibelleContrat="${xmlText(contract.contractName)}"/>`,
    `<Option CodeOption="${option.optionCode}" LibelleOption="${xmlText(option.optionName)}"/>`,
    `<Population CodePopulation="${option.populationCode}" LibellePopulation="${xmlText(option.populationName)}"/>`,
    '</ParametresContrats>',
    '</GROUPE>',
    '</FICHE>',
  ].join('');
}

interface ContractsContext {
  collaboratorIds: string[];
  headOffice: { id: string; siret: string };
  siren: string | null;
  companyName: string;
}

/**
 * The fiche and affiliations are not part of the HR data the seed generates: one contract of the
 * example fiche (test/fixtures/fiche-parametrage), for the seeded collaborators.
 */
export function contractExamples(context: ContractsContext): Record<string, OperationExamples> {
  const { collaboratorIds, headOffice } = context;
  const option = EXAMPLE_OPTION;
  const contract: ComplementaryContract = EXAMPLE_CONTRACT;
  const affiliation: Affiliation = {
    startDate: `${EXAMPLES_SEED.asOf}T00:00:00.000Z`,
    endDate: null,
    complementaryContract: {
      id: contract.id,
      organismeCode: contract.organismeCode,
      contractReference: contract.contractReference,
    },
    status: 'active',
    option,
    dependants: { children: 2, adults: 1, covered: 3, others: 0, coveredChildren: 2 },
    portability: null,
  };
  const withAffiliations: ComplementaryContractWithAffiliations = {
    ...contract,
    affiliatedEmployees: collaboratorIds.map((id) => ({
      id,
      startDate: affiliation.startDate,
      endDate: null,
      status: 'active',
      option: { id: option.id, optionCode: option.optionCode },
      dependants: affiliation.dependants,
      portability: null,
    })),
  };
  const affiliationBody = {
    establishmentId: headOffice.id,
    complementaryContractId: contract.id,
    status: 'active',
    optionId: option.id,
  };
  return {
    listComplementaryContracts: { response: page([withAffiliations]) },
    importFicheParametrage: {
      request: {
        establishmentId: headOffice.id,
        ficheParametrageXml: exampleFiche(
          context.siren ?? headOffice.siret.slice(0, 9),
          headOffice.siret.slice(9),
          context.companyName,
        ),
      },
      response: { data: { created: [contract], updated: [], unchanged: [], changes: [] } },
    },
    replaceAffiliations: {
      request: {
        establishmentId: headOffice.id,
        affiliations: collaboratorIds.map((employeeId) => ({
          employeeId,
          complementaryContractId: contract.id,
          status: 'active',
          optionId: option.id,
        })),
      },
      response: { data: { created: collaboratorIds.length, deleted: 0 } },
    },
    upsertCollaboratorAffiliation: { request: affiliationBody, response: { data: affiliation } },
    listCollaboratorAffiliations: { response: page([affiliation]) },
    listContractContributions: { response: contributionsExample(collaboratorIds.slice(0, 2)) },
  };
}

/** What a January DSN declared for the contract: a base of code 31 and its contribution per person. */
function contributionsExample(collaboratorIds: string[]) {
  const people: PersonContribution[] = collaboratorIds.map((collaboratorId, i) => {
    const base = 3000 - 500 * i;
    const amount = Math.round(base * 1.5) / 100;
    return {
      collaboratorId,
      month: '2026-01',
      base,
      contributions: amount,
      bases: [
        {
          startDate: '2026-01-01',
          endDate: '2026-01-31',
          amount: base,
          components: [{ type: '11', amount: base }],
          contributions: [
            { code: '059', organism: EXAMPLE_CONTRACT.organismeCode, base, amount, rate: '1.500' },
          ],
        },
      ],
      declaredBy: { declarationType: '01', importedAt: `${EXAMPLES_SEED.asOf}T09:30:00.000Z` },
    };
  });
  const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b * 100, 0)) / 100;
  return {
    ...page(people),
    totals: {
      people: people.length,
      base: sum(people.map((p) => p.base)),
      contributions: sum(people.map((p) => p.contributions)),
    },
  };
}
