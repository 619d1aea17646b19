import { createHash } from 'node:crypto';
import type { WorkArrangement, WorkingTimeUnit } from '../hr-data/enums.ts';

/**
 * The pure rules of the DSN mapping (docs/dsn.md): the norm's codes as the API's values, and the
 * deterministic ids of what an import creates, so that the same declaration always lands on the
 * same rows and a generator can name them in advance.
 */

/** `S21.G00.40.007` nature, with the public-policy scheme `.008` taking precedence. */
export function natureContrat(nature: string | null, scheme: string | null): string {
  if (scheme === '61') return 'professionalization';
  if (scheme === '64' || scheme === '65' || scheme === '81') return 'work_study';
  switch (nature) {
    case '01':
    case '07':
    case '08':
    case '09':
    case '82':
    case '91':
      return 'permanent';
    case '02':
    case '10':
    case '92':
      return 'fixed_term';
    case '29':
      return 'internship';
    case '80':
    case '81':
      return 'officer';
    default:
      return 'external_staff';
  }
}

/** `S21.G00.40.003`: `01`, `02` cadre; `04` non cadre; `98`, `99` (no such status) unknown. */
export function estCadre(code: string | null): boolean | null {
  if (code === '01' || code === '02') return true;
  if (code === '04') return false;
  return null;
}

/** `S21.G00.40.011` unit of the working-time quota. */
const UNITS: Readonly<Record<string, WorkingTimeUnit>> = {
  '10': 'hour',
  '12': 'day',
  '20': 'fixed_days',
  '21': 'fixed_hours',
  '99': 'not_applicable',
};

export function workingTimeUnit(code: string | null): WorkingTimeUnit | null {
  if (code === null) return null;
  return Object.hasOwn(UNITS, code) ? (UNITS[code] ?? 'other') : 'other';
}

/** `S21.G00.40.014` working-time arrangement. */
export function workingTimeArrangement(code: string | null): WorkArrangement | null {
  if (code === null) return null;
  if (code === '10') return 'full_time';
  if (code === '20' || code === '41' || code === '42') return 'part_time';
  return 'other';
}

/** `S21.G00.60.001` reason of a work stoppage; `99` is a cancellation, not a type. */
export function stoppageType(reason: string): string {
  switch (reason) {
    case '01':
      return 'maladie_non_professionnelle';
    case '02':
    case '07':
      return 'maternite';
    case '03':
      return 'paternite';
    case '04':
    case '06':
      return 'accident_du_travail';
    case '05':
      return 'maladie_professionnelle';
    default:
      return 'autre';
  }
}

export const STOPPAGE_CANCELLATION = '99';
export const SUSPENSION_CANCELLATION = '998';

/** `S21.G00.65.001` reason of another suspension; `998` is a cancellation. */
export function suspensionType(reason: string): string {
  return (
    {
      '200': 'conge_paye',
      '501': 'conge_sans_solde',
      '607': 'presence_parentale',
      '632': 'conge_parental',
      '636': 'enfant_malade',
      '637': 'evenement_familial',
    }[reason] ?? 'autre'
  );
}

/** `S21.G00.30.005` sex as the API's title. */
export const title = (sex: string | null): string | null =>
  sex === '01' ? 'mr' : sex === '02' ? 'mrs' : null;

/** The first of the first names (`S21.G00.30.004` holds them all, space-separated). */
export const firstName = (firstNames: string | null): string | null =>
  firstNames?.trim().split(/\s+/)[0] ?? null;

function digest(parts: readonly string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('base64url').slice(0, 24);
}

/** Ids of what the import creates: derived from the organization and the norm's identity. */
export const dsnIds = {
  establishment: (siret: string) => `est_${siret}`,
  collaborator: (organizationId: string, identity: string) => `col_${digest([organizationId, identity])}`,
  contract: (organizationId: string, collaboratorId: string, number: string, startDate: string) =>
    `ctr_${digest([organizationId, collaboratorId, number, startDate])}`,
  stoppage: (organizationId: string, contractId: string, reason: string, lastDayWorked: string) =>
    `abs_${digest([organizationId, contractId, 'stoppage', reason, lastDayWorked])}`,
  suspension: (organizationId: string, contractId: string, reason: string, startDate: string) =>
    `abs_${digest([organizationId, contractId, 'suspension', reason, startDate])}`,
  affiliation: (organizationId: string, collaboratorId: string, contractId: string, startDate: string) =>
    `aff_${digest([organizationId, collaboratorId, contractId, startDate])}`,
};

/** The identity of an individual, in the spec's order: NIR, former NIR, matricule, name and birth. */
export function individualIdentity(individual: {
  nir: string | null;
  formerNir: string | null;
  personnelNumber: string | null;
  birthName: string | null;
  firstNames: string | null;
  birthDate: string | null;
}): string {
  if (individual.nir) return `nir:${individual.nir}`;
  if (individual.formerNir) return `nir:${individual.formerNir}`;
  if (individual.personnelNumber) return `matricule:${individual.personnelNumber}`;
  return `name:${nameKey(individual.birthName, firstName(individual.firstNames), individual.birthDate)}`;
}

export const nameKey = (birthName: string | null, first: string | null, birthDate: string | null): string =>
  `${(birthName ?? '').toLowerCase()}|${(first ?? '').toLowerCase()}|${birthDate ?? ''}`;
