import type { ContractTable } from '../db/schema.ts';
import { processCache } from '../shared/bounded-cache.ts';
import type { WorkArrangement, WorkingTimeUnit } from './enums.ts';

/**
 * What a contract says beyond v1 (issue 18): the job, the working time, the collective agreement
 * and where the job sits in it, the planned end of a fixed-term contract, the trial period and
 * the reason it ended. The monthly DSN brings them; a JSON document may carry them too. Every
 * field is null when unknown. Dates are `YYYY-MM-DD`.
 */
export interface ContractDetails {
  jobTitle: string | null;
  pcsEse: string | null;
  workingTime: ContractWorkingTime | null;
  collectiveAgreement: string | null;
  classification: Classification | null;
  plannedEndDate: string | null;
  trialPeriodDays: number | null;
  endReason: string | null;
  /** The norm's codes of what only a DSN declares (S21.G00.40.002, .016, .021): DSN_CONTRACT_FIELDS. */
  conventionalStatus: string | null;
  localScheme: string | null;
  recourseReason: string | null;
}

/** What only a monthly DSN declares of a contract: a JSON document neither carries nor erases it. */
export type DsnContractField = 'conventionalStatus' | 'localScheme' | 'recourseReason';

export interface ContractWorkingTime {
  unit: WorkingTimeUnit | null;
  /** The contract's quota, in `unit`s (e.g. 121.33 hours a month). */
  quota: number | null;
  /** The company's full-time quota for the same unit (e.g. 151.67 hours a month). */
  referenceQuota: number | null;
  arrangement: WorkArrangement | null;
  /** Part-time rate as a percentage, when the payroll declares one. */
  partTimeRate: number | null;
}

export interface Classification {
  position: string | null;
  level: string | null;
  step: string | null;
  coefficient: string | null;
}

export type ContractDetailColumns = Pick<
  ContractTable,
  | 'job_title'
  | 'pcs_ese'
  | 'working_time'
  | 'collective_agreement'
  | 'classification'
  | 'planned_end_date'
  | 'trial_period_days'
  | 'end_reason'
>;

export const NO_CONTRACT_DETAILS: ContractDetails = {
  jobTitle: null,
  pcsEse: null,
  workingTime: null,
  collectiveAgreement: null,
  classification: null,
  plannedEndDate: null,
  trialPeriodDays: null,
  endReason: null,
  conventionalStatus: null,
  localScheme: null,
  recourseReason: null,
};

/**
 * The JSON members in a fixed order, absent ones as null, so that the same value is always the
 * same text (an import compares stored text to decide "unchanged"), and an all-null object is
 * stored as null.
 */
function workingTimeText(value: ContractWorkingTime | null): string | null {
  if (value === null) return null;
  const canonical: ContractWorkingTime = {
    unit: value.unit ?? null,
    quota: value.quota ?? null,
    referenceQuota: value.referenceQuota ?? null,
    arrangement: value.arrangement ?? null,
    partTimeRate: value.partTimeRate ?? null,
  };
  return Object.values(canonical).every((v) => v === null) ? null : JSON.stringify(canonical);
}

function classificationText(value: Classification | null): string | null {
  if (value === null) return null;
  const canonical: Classification = {
    position: value.position ?? null,
    level: value.level ?? null,
    step: value.step ?? null,
    coefficient: value.coefficient ?? null,
  };
  return Object.values(canonical).every((v) => v === null) ? null : JSON.stringify(canonical);
}

export function contractDetailColumns(
  details: Omit<ContractDetails, DsnContractField>,
): ContractDetailColumns {
  return {
    job_title: details.jobTitle,
    pcs_ese: details.pcsEse,
    working_time: workingTimeText(details.workingTime),
    collective_agreement: details.collectiveAgreement,
    classification: classificationText(details.classification),
    planned_end_date: details.plannedEndDate,
    trial_period_days: details.trialPeriodDays,
    end_reason: details.endReason,
  };
}

/** Distinct stored texts kept parsed (an organization's contracts share a few dozen), in the metrics. */
const parsedTexts = processCache<string, object | null>('contract-detail-texts', 1024);

/**
 * Stored JSON was written by contractDetailColumns; anything else (hand-edited) reads as unknown.
 * Kept by text: a page of contracts parses the same few working times and classifications again
 * and again. What is kept is only read (contractDetailsOf copies its members).
 */
function parsed<T>(text: string | null): T | null {
  if (text === null) return null;
  return parsedTexts.getOrSet(text, () => parsedObject(text)) as T | null;
}

function parsedObject(text: string): object | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

export function contractDetailsOf(
  row: ContractDetailColumns &
    Partial<Pick<ContractTable, 'conventional_status' | 'local_scheme' | 'recourse_reason'>>,
): ContractDetails {
  const workingTime = parsed<ContractWorkingTime>(row.working_time);
  const classification = parsed<Classification>(row.classification);
  return {
    jobTitle: row.job_title,
    pcsEse: row.pcs_ese,
    workingTime: workingTime && {
      unit: workingTime.unit ?? null,
      quota: workingTime.quota ?? null,
      referenceQuota: workingTime.referenceQuota ?? null,
      arrangement: workingTime.arrangement ?? null,
      partTimeRate: workingTime.partTimeRate ?? null,
    },
    collectiveAgreement: row.collective_agreement,
    classification: classification && {
      position: classification.position ?? null,
      level: classification.level ?? null,
      step: classification.step ?? null,
      coefficient: classification.coefficient ?? null,
    },
    plannedEndDate: row.planned_end_date,
    trialPeriodDays: row.trial_period_days === null ? null : Number(row.trial_period_days),
    endReason: row.end_reason,
    conventionalStatus: row.conventional_status ?? null,
    localScheme: row.local_scheme ?? null,
    recourseReason: row.recourse_reason ?? null,
  };
}
