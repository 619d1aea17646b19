import type { Problem } from '../hr-data/checks.ts';
import type { ContributionPlan } from './plan-contributions.ts';
import type { DependantPlan } from './plan-dependants.ts';
import type { EstablishmentPeriod } from './plan-history.ts';
import type { Value } from './plan-rows.ts';
import type {
  AbsenceRow,
  AffiliationRow,
  CollaboratorRow,
  ContractRow,
  DeclarationRecord,
  EstablishmentRow,
  Months,
  ResourceType,
} from './state.ts';

export interface FieldChange {
  field: string;
  /** A yes/no is a boolean here and in the plan's JSON. */
  before: Value;
  after: Value;
  /**
   * Where the value replaced came from: the month of the DSN that declared it, or null when no DSN
   * did (the JSON import, the API, the console) or there was none.
   */
  beforeFrom: string | null;
}
export interface PlannedChange {
  resource: ResourceType;
  id: string;
  fields: FieldChange[];
  /** The collaborator the row is about (the row itself, or the owner of a contract, absence, affiliation). */
  person: { id: string; name: string } | null;
}

/** A work stoppage (`S21.G00.60`) as declared: its start and return are told in the change feed once each. */
export interface PlannedStoppage {
  absenceId: string;
  collaboratorId: string;
  reason: string;
  returnDate: string | null;
}

export type MonthDeclaration = DeclarationRecord & { month: string };

/** What an import will do, computed from the store and the declarations alone: the dry run shows it, the import applies it. */
export interface DsnPlan {
  organizationId: string;
  months: string[];
  created: { resource: ResourceType; id: string }[];
  updated: PlannedChange[];
  unchanged: Record<ResourceType, number>;
  removed: { resource: 'absence' | 'affiliation'; id: string }[];
  warnings: Problem[];
  totalWarnings: number;
  /** What the store refuses (an affiliation against the affiliation rules): the import stops. */
  problems: Problem[];
  totalProblems: number;
  rows: {
    establishments: EstablishmentRow[];
    collaborators: CollaboratorRow[];
    contracts: ContractRow[];
    absences: AbsenceRow[];
    affiliations: AffiliationRow[];
  };
  removedRows: { absences: AbsenceRow[]; affiliations: AffiliationRow[] };
  provenance: { type: ResourceType; id: string; months: Months }[];
  declarations: MonthDeclaration[];
  /** Establishment histories replaced whole, per collaborator. */
  histories: { collaboratorId: string; periods: EstablishmentPeriod[] }[];
  /** Contributions per person, complementary contract and month (`S21.G00.78` code 31). */
  contributions: ContributionPlan;
  /** Dependants' counts and dependants per person, contract and month; leavers' portabilities. */
  dependants: DependantPlan;
  stoppages: PlannedStoppage[];
}
