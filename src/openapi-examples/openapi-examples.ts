import type { Static } from '@sinclair/typebox';
import { fieldVisibility } from '../auth/field-visibility.ts';
import { ALL_SCOPES } from '../auth/scopes.ts';
import { encodeCursor } from '../changes/cursor.ts';
import { toCollaborator, toListItem } from '../collaborators/collaborators.projection.ts';
import { toCollaboratorData, toContractData } from '../collaborators/collaborators.queries.ts';
import { toAbsence } from '../dated-records/absences.routes.ts';
import { toWorkLocation } from '../dated-records/work-locations.routes.ts';
import {
  absenceRow,
  collaboratorRow,
  contractRow,
  establishmentRow,
  workLocationRow,
} from '../hr-data/rows.ts';
import { countMealVouchers, explainMealVoucherDays } from '../meal-vouchers/meal-voucher-count.ts';
import { toMealVoucherDay } from '../meal-vouchers/meal-voucher-days.projection.ts';
import type { Organization as OrganizationSchema } from '../organizations/organizations.routes.ts';
import type { OperationExamples } from '../schema/examples.ts';
import { contractExamples } from './contracts.ts';
import { importExamples } from './imports.ts';
import { partnerAppExamples } from './partner-app.ts';
import { requestWriteExamples } from './requests.ts';
import { CREATED_AT, EXAMPLES_SEED, page, type SeedDocument, seeded } from './seed.ts';

type Organization = Static<typeof OrganizationSchema>;
type Examples = Record<string, OperationExamples>;

/** The seed's records, through the same projections the routes use. */
function projected(doc: SeedDocument) {
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
  return { doc, visibility, collaborators, first, absences, workLocations, headOffice, organization };
}
type Projected = ReturnType<typeof projected>;

function readExamples({
  visibility,
  collaborators,
  first,
  absences,
  workLocations,
  organization,
}: Projected) {
  return {
    listCollaborators: {
      response: page(collaborators.map((c) => toListItem(c, EXAMPLES_SEED.asOf, visibility))),
    },
    getCollaborator: { response: toCollaborator(first, EXAMPLES_SEED.asOf, visibility) },
    listAbsences: { response: page(absences) },
    listWorkLocations: { response: page(workLocations) },
    getOrganization: { response: { data: organization } },
  } satisfies Examples;
}

/** The writes of a collaborator: the seed's first one as its document item, written again as it is. */
function collaboratorWriteExamples({ doc, first, visibility }: Projected): Examples {
  const item = doc.collaborators[0];
  const answer = toCollaborator(first, EXAMPLES_SEED.asOf, visibility);
  return {
    putCollaborator: { request: item, response: answer },
    patchCollaborator: {
      request: { phoneNumber: first.phoneNumber, address: { city: first.address.city } },
      response: answer,
    },
  };
}

function mealVoucherExamples({ doc, first, visibility }: Projected): Examples {
  const org = EXAMPLES_SEED.organizationId;
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
  const configuration = {
    voucherValue: doc.mealVoucherConfiguration.voucherValue ?? 0,
    companyShare: doc.mealVoucherConfiguration.companyShare ?? 0,
  };
  return {
    listMealVouchers: {
      response: {
        data: { configuration, mealVouchers },
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
  };
}

function changeExamples({ first, absences }: Projected): Examples {
  const org = EXAMPLES_SEED.organizationId;
  return {
    listChanges: {
      response: {
        data: [
          {
            cursor: encodeCursor(org, 41),
            type: 'collaborator.updated',
            resourceId: first.id,
            collaboratorId: first.id,
            ...(first.establishmentId ? { establishmentId: first.establishmentId } : {}),
            occurredAt: `${EXAMPLES_SEED.asOf}T08:14:03.512Z`,
          },
          {
            cursor: encodeCursor(org, 42),
            type: 'absence.deleted',
            resourceId: absences[0]?.id ?? 'abs_000001_1',
            collaboratorId: absences[0]?.collaboratorId ?? first.id,
            occurredAt: `${EXAMPLES_SEED.asOf}T08:14:03.512Z`,
          },
        ],
        nextCursor: encodeCursor(org, 42),
        hasMore: false,
      },
    },
    getLatestChangeCursor: { response: { cursor: encodeCursor(org, 42) } },
  };
}

/** NDJSON: an example of each kind of line (a record of each list, then the cursor line). */
function snapshotExample({
  collaborators,
  absences,
  workLocations,
  visibility,
}: Projected): OperationExamples {
  const record = (list: string, data: unknown) => ({
    summary: `A line of ${list}: one record, in the list's item shape`,
    value: { list, data },
  });
  const [collaborator] = collaborators;
  return {
    responses: {
      ...(collaborator
        ? { collaborators: record('collaborators', toListItem(collaborator, EXAMPLES_SEED.asOf, visibility)) }
        : {}),
      ...(absences[0] ? { absences: record('absences', absences[0]) } : {}),
      ...(workLocations[0] ? { 'work-locations': record('work-locations', workLocations[0]) } : {}),
      cursor: {
        summary: 'The last line: the change-feed position to follow from',
        value: { cursor: encodeCursor(EXAMPLES_SEED.organizationId, 42) },
      },
    },
  };
}

/**
 * One request and response example per operation, built at document-generation time from the seed
 * generator's French organization (valid SIREN, SIRET, NIR and IBAN) and through the same
 * projections the routes use, so no example is typed by hand in several places.
 */
export async function operationExamples(): Promise<Examples> {
  const data = projected(await seeded());
  return {
    ...readExamples(data),
    ...collaboratorWriteExamples(data),
    ...requestWriteExamples(data.doc, data.absences[0], data.workLocations[0]),
    ...mealVoucherExamples(data),
    ...contractExamples({
      collaboratorIds: data.doc.collaborators.map((c) => c.id),
      headOffice: data.headOffice,
      siren: data.organization.identity.siren,
      companyName: data.organization.name,
    }),
    ...changeExamples(data),
    ...partnerAppExamples(data.organization.name),
    getSnapshot: snapshotExample(data),
    ...importExamples(data.doc.organization),
  };
}
