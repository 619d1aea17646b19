import type { Database, Flag, UpsertRow } from '../db/schema.ts';
import { sortKey } from '../shared/names.ts';
import { contractDetailColumns } from './contract-details.ts';
import type {
  AbsenceInput,
  CollaboratorInput,
  ContractInput,
  EstablishmentInput,
  EstablishmentPeriodInput,
  TeamInput,
  WorkLocationInput,
} from './document.schema.ts';

/** Document records as table rows: dates cut to `YYYY-MM-DD`, booleans as 0/1, absent as null. */
const flag = (value: boolean | undefined | null, fallback: boolean): Flag => ((value ?? fallback) ? 1 : 0);
const date = (value: string | null | undefined): string | null => (value ? value.slice(0, 10) : null);
const text = (value: string | null | undefined): string | null => value ?? null;

/** A createdAt the document leaves out: kept as stored, or the time of the import for a new row. */
export const KEEP_CREATED_AT = '';

export function establishmentRow(organizationId: string, e: EstablishmentInput): Database['establishments'] {
  return {
    organization_id: organizationId,
    id: e.id,
    name: e.name,
    siret: e.siret,
    is_head_office: flag(e.isHeadOffice, false),
    street: text(e.address?.street),
    city: text(e.address?.city),
    zip_code: text(e.address?.zipCode),
    country: text(e.address?.country),
    idcc: text(e.idcc),
  };
}

export function teamRow(organizationId: string, t: TeamInput): Database['teams'] {
  return { organization_id: organizationId, id: t.id, name: t.name };
}

export function collaboratorRow(organizationId: string, c: CollaboratorInput): UpsertRow<'collaborators'> {
  return {
    organization_id: organizationId,
    id: c.id,
    establishment_id: text(c.establishmentId),
    is_profile_complete: flag(c.isProfileComplete, true),
    personnel_number: text(c.personnelNumber),
    title: text(c.title),
    first_name: c.firstName,
    last_name: c.lastName,
    sort_last_name: sortKey(c.lastName),
    sort_first_name: sortKey(c.firstName),
    email: c.email,
    birth_name: text(c.birthName),
    secondary_email: text(c.secondaryEmail),
    phone_number: text(c.phoneNumber),
    birth_date: date(c.birthDate),
    birth_city: text(c.birthCity),
    country_of_birth: text(c.countryOfBirth),
    nationality: text(c.nationality),
    address_street: text(c.address?.street),
    address_city: text(c.address?.city),
    address_zip_code: text(c.address?.zipCode),
    address_country: text(c.address?.country),
    seniority_date: date(c.seniorityDate),
    social_security_number: text(c.socialSecurityNumber),
    iban: text(c.bankAccount?.iban),
    bic: text(c.bankAccount?.bic),
    manager_id: text(c.managerId),
    team_id: text(c.teamId),
  };
}

export function contractRow(
  organizationId: string,
  collaboratorId: string,
  c: ContractInput,
): UpsertRow<'contracts'> {
  return {
    organization_id: organizationId,
    id: c.contractId,
    collaborator_id: collaboratorId,
    start_date: c.startDate.slice(0, 10),
    end_date: date(c.endDate),
    nature_contrat: c.natureContrat,
    est_cadre: c.estCadre === undefined || c.estCadre === null ? null : c.estCadre ? 1 : 0,
    ...contractDetailColumns({
      jobTitle: text(c.jobTitle),
      pcsEse: text(c.pcsEse),
      workingTime: c.workingTime
        ? {
            unit: c.workingTime.unit ?? null,
            quota: c.workingTime.quota ?? null,
            referenceQuota: c.workingTime.referenceQuota ?? null,
            arrangement: c.workingTime.arrangement ?? null,
            partTimeRate: c.workingTime.partTimeRate ?? null,
          }
        : null,
      collectiveAgreement: text(c.collectiveAgreement),
      classification: c.classification
        ? {
            position: text(c.classification.position),
            level: text(c.classification.level),
            step: text(c.classification.step),
            coefficient: text(c.classification.coefficient),
          }
        : null,
      plannedEndDate: date(c.plannedEndDate),
      trialPeriodDays: c.trialPeriodDays ?? null,
      endReason: text(c.endReason),
    }),
  };
}

/** A collaborator's establishment history as rows, in the document's order. */
export function establishmentPeriodRows(
  organizationId: string,
  collaboratorId: string,
  periods: readonly EstablishmentPeriodInput[],
): Database['collaborator_establishments'][] {
  return periods.map((p) => ({
    organization_id: organizationId,
    collaborator_id: collaboratorId,
    establishment_id: p.establishmentId,
    start_date: p.startDate.slice(0, 10),
    end_date: date(p.endDate),
  }));
}

const createdAt = (value: string | undefined) =>
  value === undefined ? KEEP_CREATED_AT : new Date(value).toISOString();

export function absenceRow(organizationId: string, a: AbsenceInput): UpsertRow<'absences'> {
  return {
    organization_id: organizationId,
    id: a.id,
    collaborator_id: a.collaboratorId,
    type: a.type,
    status: a.status,
    start_date: a.startDate.slice(0, 10),
    end_date: a.endDate.slice(0, 10),
    start_half_day: flag(a.startHalfDay, false),
    end_half_day: flag(a.endHalfDay, false),
    created_at: createdAt(a.createdAt),
    dsn_reason: text(a.dsnReason),
  };
}

export function workLocationRow(organizationId: string, w: WorkLocationInput): Database['work_locations'] {
  return {
    organization_id: organizationId,
    id: w.id,
    collaborator_id: w.collaboratorId,
    is_remote_work: flag(w.isRemoteWork, false),
    location: w.location,
    status: w.status,
    start_date: w.startDate.slice(0, 10),
    end_date: w.endDate.slice(0, 10),
    start_half_day: flag(w.startHalfDay, false),
    end_half_day: flag(w.endHalfDay, false),
    created_at: createdAt(w.createdAt),
  };
}
