import type { ContractInput, EstablishmentPeriodInput } from '../hr-data/document.schema.ts';
import type { Random } from './random.ts';

type WorkingTime = NonNullable<ContractInput['workingTime']>;

/**
 * Jobs as a payroll declares them: a title and its PCS-ESE code (INSEE's nomenclature of
 * occupations, 2017 edition). Split by the contract's `estCadre`, so the code's category agrees.
 */
type Pair = readonly [string, string];
const EXECUTIVE_JOBS: readonly Pair[] = [
  ['Ingénieure études et développement', '388a'],
  ['Administrateur systèmes et réseaux', '388b'],
  ['Cheffe de projet informatique', '388c'],
  ['Contrôleur de gestion', '372a'],
  ['Responsable des ressources humaines', '372c'],
  ['Cheffe de produit', '375a'],
] as const;
const EMPLOYEE_JOBS: readonly Pair[] = [
  ['Chargée de clientèle', '461d'],
  ['Technicien support informatique', '478d'],
  ['Comptable', '461d'],
  ['Assistante de direction', '461a'],
  ['Gestionnaire de paie', '461e'],
  ['Employé administratif', '543d'],
  ['Technico-commercial', '463a'],
] as const;

/** Syntec (IDCC 1486), the agreement of most software and consulting companies. */
const SYNTEC = '1486';
const EXECUTIVE_GRID: readonly Pair[] = [
  ['1.2', '100'],
  ['2.1', '115'],
  ['2.2', '130'],
  ['2.3', '150'],
  ['3.1', '170'],
] as const;
const EMPLOYEE_GRID: readonly Pair[] = [
  ['1.3.2', '240'],
  ['2.1', '275'],
  ['2.2', '310'],
  ['3.1', '400'],
] as const;

/** Monthly full time: 35 hours a week, 151.67 hours a month; executives on 218 days a year. */
const FULL_TIME: WorkingTime = {
  unit: 'hour',
  quota: 151.67,
  referenceQuota: 151.67,
  arrangement: 'full_time',
  partTimeRate: null,
};
const DAYS_A_YEAR: WorkingTime = {
  unit: 'fixed_days',
  quota: 218,
  referenceQuota: 218,
  arrangement: 'full_time',
  partTimeRate: null,
};
const partTime = (rate: number): WorkingTime => ({
  unit: 'hour',
  quota: Math.round(151.67 * rate) / 100,
  referenceQuota: 151.67,
  arrangement: 'part_time',
  partTimeRate: rate,
});

const FIXED_TERM_NATURES = new Set([
  'fixed_term',
  'work_study',
  'professionalization',
  'internship',
  'internship_not_paid',
]);
const OUTSIDE_PAYROLL = new Set(['freelance', 'external_staff', 'founder']);

/**
 * What a payroll declares of a contract, for the seeded document: job, PCS-ESE, working time,
 * Syntec and its grid, the planned end of a fixed-term contract, a trial period (Code du
 * travail L1221-19: 2 months for employees, 4 for executives; L1242-10 for fixed-term
 * contracts), and the norm's end reason of an ended contract (031 end of a fixed-term contract,
 * 059 resignation, 043 rupture conventionnelle). Contracts outside the payroll carry none.
 */
export function contractDetails(rng: Random, contract: ContractInput): ContractInput {
  if (OUTSIDE_PAYROLL.has(contract.natureContrat)) return contract;
  const executive = contract.estCadre === true;
  const [jobTitle, pcsEse] = rng.pick(executive ? EXECUTIVE_JOBS : EMPLOYEE_JOBS);
  const [position, coefficient] = rng.pick(executive ? EXECUTIVE_GRID : EMPLOYEE_GRID);
  const fixedTerm = FIXED_TERM_NATURES.has(contract.natureContrat);
  const workingTime =
    executive && rng.chance(0.7)
      ? DAYS_A_YEAR
      : rng.chance(0.12)
        ? partTime(rng.pick([50, 60, 80, 90]))
        : FULL_TIME;
  const ended = contract.endDate !== null && contract.endDate !== undefined;
  return {
    ...contract,
    jobTitle,
    pcsEse,
    workingTime: { ...workingTime },
    collectiveAgreement: SYNTEC,
    classification: { position, level: null, step: null, coefficient },
    plannedEndDate: fixedTerm ? (contract.endDate ?? null) : null,
    trialPeriodDays: fixedTerm ? rng.pick([14, 30]) : executive ? 120 : 60,
    endReason: !ended ? null : fixedTerm ? '031' : rng.pick(['059', '043']),
  };
}

/**
 * A collaborator who moved: in `from` until the day before `movedOn`, in `to` since. The last
 * period is open, and its establishment is the collaborator's `establishmentId`.
 */
export function transferHistory(
  from: string,
  to: string,
  hiredOn: string,
  movedOn: string,
  dayBefore: string,
): EstablishmentPeriodInput[] {
  return [
    { establishmentId: from, startDate: hiredOn, endDate: dayBefore },
    { establishmentId: to, startDate: movedOn, endDate: null },
  ];
}
