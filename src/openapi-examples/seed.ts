import type {
  AbsenceInput,
  CollaboratorInput,
  EstablishmentInput,
  MealVoucherConfigurationInput,
  OrganizationInput,
  TeamInput,
  WorkLocationInput,
} from '../hr-data/document.schema.ts';
import { seedDocument } from '../seed/document.ts';

/** The seeded organization the examples come from: fixed, so the document is the same on every run. */
export const EXAMPLES_SEED = {
  collaborators: 3,
  seed: 'openapi-examples',
  organizationId: 'org_exemple',
  asOf: '2026-03-02',
};
export const CREATED_AT = `${EXAMPLES_SEED.asOf}T09:30:00.000Z`;

export interface SeedDocument {
  organization: OrganizationInput;
  establishments: EstablishmentInput[];
  teams: TeamInput[];
  collaborators: CollaboratorInput[];
  absences: AbsenceInput[];
  workLocations: WorkLocationInput[];
  mealVoucherConfiguration: MealVoucherConfigurationInput;
}

export async function seeded(): Promise<SeedDocument> {
  let text = '';
  for await (const chunk of seedDocument(EXAMPLES_SEED).open()) text += chunk;
  return JSON.parse(text) as SeedDocument;
}

export const page = <T>(data: T[]) => ({ data, total: data.length, page: 1, limit: 20, nextCursor: null });
