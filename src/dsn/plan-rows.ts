import { contractDetailColumns } from '../hr-data/contract-details.ts';
import { addDays } from './dates.ts';
import { estCadre, natureContrat, workingTimeArrangement, workingTimeUnit } from './mapping.ts';
import type { DsnContract } from './model.ts';

/** A value of a plan's row: text, a number, a yes/no as a boolean (src/dsn/plan-store.ts), or null. */
export type Value = string | number | boolean | null;
/** A row as the plan handles it: the store's columns by name. */
export type Row = Record<string, Value>;

/** The columns a `S21.G00.40` contract declares. */
export function contractColumns(c: DsnContract): Row {
  const cadre = estCadre(c.cadre);
  return {
    start_date: c.startDate,
    nature_contrat: natureContrat(c.nature, c.scheme),
    est_cadre: cadre,
    end_date: c.end?.date ?? null,
    conventional_status: c.conventionalStatus,
    local_scheme: c.localScheme,
    recourse_reason: c.recourseReason,
    ...contractDetailColumns({
      jobTitle: c.jobTitle,
      pcsEse: c.pcsEse,
      workingTime: {
        unit: workingTimeUnit(c.unit),
        quota: c.quota,
        referenceQuota: c.referenceQuota,
        arrangement: workingTimeArrangement(c.arrangement),
        partTimeRate: c.partTimeRate,
      },
      collectiveAgreement: c.collectiveAgreement,
      classification: { position: c.position, level: c.level, step: c.step, coefficient: c.coefficient },
      plannedEndDate: c.plannedEndDate,
      trialPeriodDays: c.trialPeriodDays,
      endReason: c.end?.reason ?? null,
    }),
  };
}

export const absenceColumns = (
  type: string,
  reason: string,
  start: string,
  end: string,
  stoppage: { returnReason: string | null; accidentDate: string | null } = {
    returnReason: null,
    accidentDate: null,
  },
): Row => ({
  type,
  status: 'approved',
  start_date: start,
  end_date: end < start ? start : end,
  dsn_reason: reason,
  return_reason: stoppage.returnReason,
  accident_date: stoppage.accidentDate,
});

/** The rows an import creates, before the declaration's columns are merged into them. */
export const newRows = {
  establishment: (org: string, id: string, siret: string, name: string): Row => ({
    organization_id: org,
    id,
    name,
    siret,
    is_head_office: false,
    street: null,
    city: null,
    zip_code: null,
    country: null,
    idcc: null,
  }),
  collaborator: (org: string, id: string): Row => ({
    organization_id: org,
    id,
    establishment_id: null,
    is_profile_complete: false,
    personnel_number: null,
    title: null,
    first_name: '',
    last_name: '',
    sort_last_name: '',
    sort_first_name: '',
    // An e-mail is required by the API; a person the DSN gives none gets a reserved address.
    email: `${id}@dsn.invalid`,
    birth_name: null,
    secondary_email: null,
    phone_number: null,
    birth_date: null,
    birth_city: null,
    country_of_birth: null,
    nationality: null,
    address_street: null,
    address_city: null,
    address_zip_code: null,
    address_country: null,
    seniority_date: null,
    social_security_number: null,
    iban: null,
    bic: null,
    manager_id: null,
    team_id: null,
    temporary_number: null,
  }),
  contract: (org: string, id: string, collaboratorId: string, startDate: string): Row => ({
    organization_id: org,
    id,
    collaborator_id: collaboratorId,
    start_date: startDate,
    end_date: null,
    nature_contrat: 'external_staff',
    est_cadre: null,
    job_title: null,
    pcs_ese: null,
    working_time: null,
    collective_agreement: null,
    classification: null,
    planned_end_date: null,
    trial_period_days: null,
    end_reason: null,
    conventional_status: null,
    local_scheme: null,
    recourse_reason: null,
  }),
  absence: (org: string, id: string, collaboratorId: string, now: string): Row => ({
    organization_id: org,
    id,
    collaborator_id: collaboratorId,
    type: 'autre',
    status: 'approved',
    start_date: '',
    end_date: '',
    start_half_day: false,
    end_half_day: false,
    created_at: now,
    dsn_reason: null,
    return_reason: null,
    accident_date: null,
  }),
};

export const firstDayOf = (month: string): string => `${month}-01`;

export function lastDayOf(month: string): string {
  return addDays(`${month === '' ? '1970-01' : addMonth(month)}-01`, -1);
}

function addMonth(month: string): string {
  const [year = 1970, m = 1] = month.split('-').map(Number);
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}
