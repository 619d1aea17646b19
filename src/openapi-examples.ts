import type { Static } from '@sinclair/typebox';
import { toAbsence } from './absences/absences.routes.ts';
import type { Affiliation } from './affiliations/affiliations.schema.ts';
import { fieldVisibility } from './auth/field-visibility.ts';
import { ALL_SCOPES } from './auth/scopes.ts';
import { encodeCursor } from './changes/cursor.ts';
import { toCollaborator, toListItem } from './collaborators/collaborators.projection.ts';
import { toCollaboratorData, toContractData } from './collaborators/collaborators.queries.ts';
import type {
  ComplementaryContract,
  ComplementaryContractWithAffiliations,
} from './complementary-contracts/complementary-contracts.schema.ts';
import type {
  AbsenceInput,
  CollaboratorInput,
  EstablishmentInput,
  MealVoucherConfigurationInput,
  OrganizationInput,
  TeamInput,
  WorkLocationInput,
} from './hr-data/document.schema.ts';
import {
  absenceRow,
  collaboratorRow,
  contractRow,
  establishmentRow,
  workLocationRow,
} from './hr-data/rows.ts';
import type { OperationExamples } from './http/openapi-examples.ts';
import { countMealVouchers, explainMealVoucherDays } from './meal-vouchers/meal-voucher-count.ts';
import { toMealVoucherDay } from './meal-vouchers/meal-voucher-days.projection.ts';
import type { Organization as OrganizationSchema } from './organizations/organizations.routes.ts';
import { seedDocument } from './seed/document.ts';
import { toWorkLocation } from './work-locations/work-locations.routes.ts';

/** A partner app's own operations: its grants and its webhook endpoint. */
function partnerAppExamples(organizationName: string): Record<string, OperationExamples> {
  const at = `${EXAMPLES_SEED.asOf}T08:14:03.512Z`;
  // An address literal: the URL guard checks it without a DNS look-up, wherever the examples are sent.
  const request = { url: 'https://93.184.215.14/hrapi/events', eventTypes: ['*'] };
  const endpoint = {
    ...request,
    status: 'active',
    disabledReason: null,
    createdAt: at,
    updatedAt: at,
    previousSecretUntil: null,
  };
  const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
  return {
    listPartnerGrants: {
      response: page([
        {
          id: '0195a3c2-7d41-7b9e-a2f0-5c1d9e8b4a21',
          organizationId: EXAMPLES_SEED.organizationId,
          organizationName,
          scopes: ['org:company:read', 'org:employee:read', 'org:employee:health_insurance:manage'],
          grantedAt: at,
        },
      ]),
    },
    putPartnerWebhookEndpoint: { request, response: { data: { ...endpoint, secret } } },
    getPartnerWebhookEndpoint: { response: { data: endpoint } },
    deletePartnerWebhookEndpoint: { response: { data: endpoint } },
    rotatePartnerWebhookSecret: {
      response: { data: { ...endpoint, secret, previousSecretUntil: '2026-03-03T08:14:03.512Z' } },
    },
  };
}

/** The seeded organization the examples come from: fixed, so the document is the same on every run. */
export const EXAMPLES_SEED = {
  collaborators: 3,
  seed: 'openapi-examples',
  organizationId: 'org_exemple',
  asOf: '2026-03-02',
};
type Organization = Static<typeof OrganizationSchema>;

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
const CREATED_AT = `${EXAMPLES_SEED.asOf}T09:30:00.000Z`;

interface SeedDocument {
  organization: OrganizationInput;
  establishments: EstablishmentInput[];
  teams: TeamInput[];
  collaborators: CollaboratorInput[];
  absences: AbsenceInput[];
  workLocations: WorkLocationInput[];
  mealVoucherConfiguration: MealVoucherConfigurationInput;
}

async function seeded(): Promise<SeedDocument> {
  let text = '';
  for await (const chunk of seedDocument(EXAMPLES_SEED).open()) text += chunk;
  return JSON.parse(text) as SeedDocument;
}

const page = <T>(data: T[]) => ({ data, total: data.length, page: 1, limit: 20, nextCursor: null });

/**
 * One request and response example per operation, built at document-generation time from the seed
 * generator's French organization (valid SIREN, SIRET, NIR and IBAN) and through the same
 * projections the routes use, so no example is typed by hand in several places.
 */
export async function operationExamples(): Promise<Record<string, OperationExamples>> {
  const doc = await seeded();
  const org = EXAMPLES_SEED.organizationId;
  const visibility = fieldVisibility(ALL_SCOPES);
  const teamName = new Map(doc.teams.map((t) => [t.id, t.name]));
  const collaborators = doc.collaborators.map((c) =>
    toCollaboratorData(
      { ...collaboratorRow(org, c), team_name: c.teamId ? (teamName.get(c.teamId) ?? null) : null },
      (c.contracts ?? []).map((contract) => toContractData(contractRow(org, c.id, contract))),
    ),
  );
  const first = collaborators[0];
  if (!first) throw new Error('the seed generated no collaborator');
  const dated = <T extends { created_at: string }>(row: T) => ({
    ...row,
    created_at: row.created_at || CREATED_AT,
  });
  const absences = doc.absences.slice(0, 2).map((a) => toAbsence(dated(absenceRow(org, a)), visibility));
  const workLocations = doc.workLocations
    .slice(0, 2)
    .map((w) => toWorkLocation(dated(workLocationRow(org, w))));

  const establishments = doc.establishments.map((e) => establishmentRow(org, e));
  const headOffice = establishments[0];
  if (!headOffice) throw new Error('the seed generated no establishment');
  const organization: Organization = {
    id: org,
    name: doc.organization.name,
    identity: {
      siren: doc.organization.identity?.siren ?? null,
      legalForm: doc.organization.identity?.legalForm ?? null,
    },
    establishments: establishments.map((e) => ({
      id: e.id,
      name: e.name,
      siret: e.siret,
      isHeadOffice: e.is_head_office === 1,
      address: { street: e.street, city: e.city, zipCode: e.zip_code, country: e.country },
    })),
  };

  const [year, month] = [2026, 2];
  const workingTimeOf = (c: (typeof doc.collaborators)[number]) => ({
    region: 'metropolitan' as const,
    contracts: (c.contracts ?? []).map((contract) => toContractData(contractRow(org, c.id, contract))),
    absences: doc.absences
      .filter((a) => a.collaboratorId === c.id)
      .map((a) => absenceRow(org, a))
      .map((a) => ({
        startDate: a.start_date,
        endDate: a.end_date,
        status: a.status,
        type: a.type,
        startHalfDay: a.start_half_day === 1,
        endHalfDay: a.end_half_day === 1,
      })),
    workLocations: [] as never[],
  });
  const firstInput = doc.collaborators.find((c) => c.id === first.id);
  if (!firstInput) throw new Error('the seed generated no collaborator');
  // One rule engine: the example's days are counted by the same function as the monthly counts.
  const days = explainMealVoucherDays(year, month, workingTimeOf(firstInput));
  const mealVouchers = doc.collaborators.map((c) => ({
    employeeId: c.id,
    count: countMealVouchers(year, month, workingTimeOf(c)),
  }));

  // The fiche and affiliations are not part of the HR data the seed generates: one contract of
  // the example fiche (test/fixtures/fiche-parametrage), for the seeded collaborators.
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
  };
  const withAffiliations: ComplementaryContractWithAffiliations = {
    ...contract,
    affiliatedEmployees: doc.collaborators.map((c) => ({
      id: c.id,
      startDate: affiliation.startDate,
      endDate: null,
      status: 'active',
      option: { id: option.id, optionCode: option.optionCode },
    })),
  };
  const affiliationBody = {
    establishmentId: headOffice.id,
    complementaryContractId: contract.id,
    status: 'active',
    optionId: option.id,
  };

  return {
    listCollaborators: {
      response: page(collaborators.map((c) => toListItem(c, EXAMPLES_SEED.asOf, visibility))),
    },
    getCollaborator: { response: toCollaborator(first, EXAMPLES_SEED.asOf, visibility) },
    listAbsences: { response: page(absences) },
    listWorkLocations: { response: page(workLocations) },
    getOrganization: { response: { data: organization } },
    listMealVouchers: {
      response: {
        data: {
          configuration: {
            voucherValue: doc.mealVoucherConfiguration.voucherValue ?? 0,
            companyShare: doc.mealVoucherConfiguration.companyShare ?? 0,
          },
          mealVouchers,
        },
        total: mealVouchers.length,
        page: 1,
        limit: 20,
        nextCursor: null,
      },
    },
    listMealVoucherDays: {
      response: {
        data: {
          employeeId: first.id,
          year,
          month,
          count: days.filter((d) => d.counted).length,
          days: days.map((day) => toMealVoucherDay(day, visibility)),
        },
      },
    },
    listComplementaryContracts: { response: page([withAffiliations]) },
    importFicheParametrage: {
      request: {
        establishmentId: headOffice.id,
        ficheParametrageXml: exampleFiche(
          organization.identity.siren ?? headOffice.siret.slice(0, 9),
          headOffice.siret.slice(9),
          organization.name,
        ),
      },
      response: { data: { created: [contract], updated: [], unchanged: [], changes: [] } },
    },
    replaceAffiliations: {
      request: {
        establishmentId: headOffice.id,
        affiliations: doc.collaborators.map((c) => ({
          employeeId: c.id,
          complementaryContractId: contract.id,
          status: 'active',
          optionId: option.id,
        })),
      },
      response: { data: { created: doc.collaborators.length, deleted: 0 } },
    },
    upsertCollaboratorAffiliation: { request: affiliationBody, response: { data: affiliation } },
    listCollaboratorAffiliations: { response: page([affiliation]) },
    listChanges: {
      response: {
        data: [
          {
            cursor: encodeCursor(EXAMPLES_SEED.organizationId, 41),
            type: 'collaborator.updated',
            resourceId: first.id,
            collaboratorId: first.id,
            ...(first.establishmentId ? { establishmentId: first.establishmentId } : {}),
            occurredAt: `${EXAMPLES_SEED.asOf}T08:14:03.512Z`,
          },
          {
            cursor: encodeCursor(EXAMPLES_SEED.organizationId, 42),
            type: 'absence.deleted',
            resourceId: absences[0]?.id ?? 'abs_000001_1',
            collaboratorId: absences[0]?.collaboratorId ?? first.id,
            occurredAt: `${EXAMPLES_SEED.asOf}T08:14:03.512Z`,
          },
        ],
        nextCursor: encodeCursor(EXAMPLES_SEED.organizationId, 42),
        hasMore: false,
      },
    },
    getLatestChangeCursor: { response: { cursor: encodeCursor(EXAMPLES_SEED.organizationId, 42) } },
    ...partnerAppExamples(organization.name),
    // NDJSON: one line a record, then the cursor line.
    getSnapshot: {
      response: [
        ...collaborators
          .slice(0, 2)
          .map((c) => ({ list: 'collaborators', data: toListItem(c, EXAMPLES_SEED.asOf, visibility) })),
        ...absences.slice(0, 1).map((data) => ({ list: 'absences', data })),
        ...workLocations.slice(0, 1).map((data) => ({ list: 'work-locations', data })),
        { cursor: encodeCursor(EXAMPLES_SEED.organizationId, 42) },
      ]
        .map((line) => `${JSON.stringify(line)}\n`)
        .join(''),
    },
  };
}
