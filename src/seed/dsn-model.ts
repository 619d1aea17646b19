import { dsnIds, stoppageType, suspensionType } from '../dsn/mapping.ts';
import { addDays, collaboratorAt } from './collaborators.ts';
import { header, type SeedOptions } from './document.ts';
import { random } from './random.ts';

/**
 * One model of a seeded organization over a span of months, from which both the monthly DSNs and
 * the equivalent HR data document are written: importing the months in order and importing the
 * document must give the same API answers.
 */
export interface DsnSeedOptions extends SeedOptions {
  /** `YYYY-MM` months, in order. */
  months: string[];
  /** False (`--without-insurer-blocks`): no contributions, dependants or portability flags (the files before issue 46). */
  insurerBlocks?: boolean;
}

export interface GenEstablishment {
  id: string;
  nic: string;
  siret: string;
  street: string | null;
  zipCode: string | null;
  city: string;
  isHeadOffice: boolean;
}

export interface GenJob {
  jobTitle: string;
  pcsEse: string;
  cadre: '01' | '04';
}

export interface GenContract {
  id: string;
  number: string;
  startDate: string;
  nature: '01' | '02';
  job: GenJob;
  /** A change of job declared in `month` (`S21.G00.41`): `job` is the new one, `before` the old. */
  change: { month: string; before: GenJob } | null;
  partTime: boolean;
  plannedEndDate: string | null;
  trialPeriodDays: number | null;
  end: { date: string; reason: string } | null;
}

export interface GenAbsence {
  id: string;
  kind: 'stoppage' | 'suspension';
  reason: string;
  startDate: string;
  endDate: string;
}

export interface GenIndividual {
  id: string;
  establishment: GenEstablishment;
  nir13: string;
  nir: string;
  sex: '01' | '02';
  birthName: string;
  lastName: string;
  firstName: string;
  birthDate: string;
  birthCity: string | null;
  countryOfBirth: string;
  street: string | null;
  zipCode: string | null;
  city: string | null;
  email: string;
  personnelNumber: string;
  contract: GenContract;
  absences: GenAbsence[];
}

export interface GenOrganization {
  id: string;
  name: string;
  siren: string;
  headNic: string;
  establishments: GenEstablishment[];
  months: string[];
  individuals: GenIndividual[];
}

export const SEED_IDCC = '1486';
/** The complementary contract of the project's example fiche (test/fixtures/fiche-parametrage). */
export const SEED_ADHESION = {
  organism: 'P0942',
  delegate: 'D00123',
  reference: 'PREV-2025-0001',
  option: 'OPT1',
};

const JOBS: readonly GenJob[] = [
  { jobTitle: 'Développeur', pcsEse: '388a', cadre: '01' },
  { jobTitle: 'Chargée de clientèle', pcsEse: '461d', cadre: '04' },
  { jobTitle: 'Comptable', pcsEse: '543d', cadre: '04' },
  { jobTitle: 'Technicien de maintenance', pcsEse: '477b', cadre: '04' },
  { jobTitle: 'Responsable commercial', pcsEse: '374b', cadre: '01' },
  { jobTitle: 'Assistant administratif', pcsEse: '542a', cadre: '04' },
];

/** ISO-8859-1 has no Œ: the norm's files are written in it, so the model spells it out. */
export const latin1 = (text: string): string => text.replace(/Œ/g, 'OE').replace(/œ/g, 'oe');

export const firstDayOf = (month: string) => `${month}-01`;
export function lastDayOf(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return addDays(`${next}-01`, -1);
}

type Rng = ReturnType<typeof random>;
type Story = 'stays' | 'hired' | 'leaves' | 'changes';
type SeedCollaborator = ReturnType<typeof collaboratorAt>;

const monthAt = (months: string[], k: number) =>
  months[Math.min(months.length - 1, Math.max(0, k))] ?? months[0] ?? '2026-01';
const dayIn = (rng: Rng, month: string) => `${month}-${String(rng.int(2, 26)).padStart(2, '0')}`;
const contractRuns = (contract: GenContract, month: string) =>
  contract.startDate <= lastDayOf(month) && (contract.end === null || contract.end.date >= firstDayOf(month));

function contractOf(
  rng: Rng,
  months: string[],
  org: string,
  id: string,
  i: number,
  story: Story,
): GenContract {
  const first = months[0] ?? '2026-01';
  const job = rng.pick(JOBS);
  const hiredMonth = monthAt(months, rng.int(1, months.length - 1));
  const startDate =
    story === 'hired' ? dayIn(rng, hiredMonth) : addDays(firstDayOf(first), -rng.int(30, 4000));
  const number = `C${String(i + 1).padStart(6, '0')}`;
  const changeMonth = monthAt(months, rng.int(1, months.length - 1));
  const newJob = JOBS[(JOBS.indexOf(job) + 1) % JOBS.length] ?? job;
  return {
    id: dsnIds.contract(org, id, number, startDate),
    number,
    startDate,
    nature: story === 'hired' ? '02' : '01',
    job: story === 'changes' ? newJob : job,
    change: story === 'changes' ? { month: changeMonth, before: job } : null,
    partTime: rng.chance(0.15),
    plannedEndDate: story === 'hired' ? addDays(startDate, rng.int(200, 400)) : null,
    trialPeriodDays: story === 'hired' ? 60 : null,
    end:
      story === 'leaves'
        ? {
            date: dayIn(rng, monthAt(months, rng.int(0, months.length - 2))),
            reason: rng.pick(['059', '043', '039']),
          }
        : null,
  };
}

/** A work stoppage starting the day after the last day worked, within the months and the contract. */
function stoppageOf(rng: Rng, months: string[], org: string, contract: GenContract): GenAbsence | undefined {
  const last = months[months.length - 1] ?? months[0] ?? '2026-01';
  const month = monthAt(months, rng.int(0, months.length - 1));
  const lastDayWorked = dayIn(rng, month);
  const startAbsence = addDays(lastDayWorked, 1);
  let endDate = addDays(startAbsence, rng.int(2, 40));
  if (endDate >= lastDayOf(last)) endDate = addDays(lastDayOf(last), -1);
  if (contract.end && endDate > contract.end.date) endDate = contract.end.date;
  const reason = rng.pick(['01', '01', '01', '04', '05', '02']);
  if (!contractRuns(contract, month) || lastDayWorked < contract.startDate || endDate < startAbsence) {
    return undefined;
  }
  return {
    id: dsnIds.stoppage(org, contract.id, reason, lastDayWorked),
    kind: 'stoppage',
    reason,
    startDate: startAbsence,
    endDate,
  };
}

function suspensionOf(
  rng: Rng,
  months: string[],
  org: string,
  contract: GenContract,
): GenAbsence | undefined {
  const month = monthAt(months, rng.int(0, months.length - 1));
  const startAbsence = `${month}-${String(rng.int(1, 15)).padStart(2, '0')}`;
  const endDate = addDays(startAbsence, rng.int(0, 10));
  // The generated company pays its paid leave itself: no paid-leave fund (caisse de congés
  // payés, as in building or entertainment), so never `200`, which only a fund's member declares.
  const reason = rng.pick(['501', '501', '637', '636', '607']);
  if (
    !contractRuns(contract, month) ||
    startAbsence < contract.startDate ||
    (contract.end !== null && endDate > contract.end.date)
  ) {
    return undefined;
  }
  return {
    id: dsnIds.suspension(org, contract.id, reason, startAbsence),
    kind: 'suspension',
    reason,
    startDate: startAbsence,
    endDate,
  };
}

function absencesOf(rng: Rng, months: string[], org: string, contract: GenContract): GenAbsence[] {
  const absences: GenAbsence[] = [];
  const stoppage = rng.chance(0.12) ? stoppageOf(rng, months, org, contract) : undefined;
  if (stoppage) absences.push(stoppage);
  const suspension = rng.chance(0.12) ? suspensionOf(rng, months, org, contract) : undefined;
  if (suspension) absences.push(suspension);
  return absences;
}

function individualOf(
  seed: SeedCollaborator,
  i: number,
  parts: Pick<GenIndividual, 'id' | 'establishment' | 'contract' | 'absences'>,
): GenIndividual {
  const nir = seed.socialSecurityNumber ?? '';
  return {
    id: parts.id,
    establishment: parts.establishment,
    nir13: nir.slice(0, 13),
    nir,
    sex: seed.title === 'mrs' ? '02' : '01',
    birthName: latin1(seed.birthName ?? seed.lastName),
    lastName: latin1(seed.lastName),
    firstName: latin1(seed.firstName),
    birthDate: seed.birthDate ?? '1980-01-01',
    birthCity: seed.birthCity ? latin1(seed.birthCity) : null,
    countryOfBirth: seed.countryOfBirth ?? 'fr',
    street: seed.address?.street ? latin1(seed.address.street) : null,
    zipCode: seed.address?.zipCode ?? null,
    city: seed.address?.city ? latin1(seed.address.city) : null,
    email: latin1(seed.email),
    personnelNumber: seed.personnelNumber ?? String(i + 1),
    contract: parts.contract,
    absences: parts.absences,
  };
}

export function dsnSeedOrganization(options: DsnSeedOptions): GenOrganization {
  const head = header(options);
  const siren = head.organization.identity?.siren ?? '';
  const establishments = head.establishments.map((e) => ({
    id: dsnIds.establishment(e.siret),
    nic: e.siret.slice(9),
    siret: e.siret,
    street: e.address?.street ?? null,
    zipCode: e.address?.zipCode ?? null,
    city: e.address?.city ?? 'Paris',
    isHeadOffice: e.isHeadOffice === true,
  }));
  const months = options.months;
  const org = options.organizationId;
  const individuals: GenIndividual[] = [];
  for (let i = 0; i < options.collaborators; i++) {
    const seed = collaboratorAt(head.shape, i);
    const rng = random(`${options.seed}:dsn:${i}`);
    const establishment =
      establishments.find(
        (e) =>
          e.id ===
          dsnIds.establishment(head.establishments.find((h) => h.id === seed.establishmentId)?.siret ?? ''),
      ) ?? establishments[0];
    if (!establishment) continue;
    const id = dsnIds.collaborator(org, `nir:${seed.socialSecurityNumber ?? ''}`);
    const story = rng.weighted([
      ['stays', 78],
      ['hired', 8],
      ['leaves', 7],
      ['changes', 7],
    ] as const);
    const contract = contractOf(rng, months, org, id, i, story);
    const absences = absencesOf(rng, months, org, contract);
    if (!months.some((month) => contractRuns(contract, month))) continue;
    individuals.push(individualOf(seed, i, { id, establishment, contract, absences }));
  }
  return {
    id: org,
    name: head.organization.name,
    siren,
    headNic: establishments.find((e) => e.isHeadOffice)?.nic ?? establishments[0]?.nic ?? '',
    establishments,
    months,
    individuals,
  };
}

/** Whether the individual's contract runs during the month. */
export const presentIn = (individual: GenIndividual, month: string): boolean =>
  individual.contract.startDate <= lastDayOf(month) &&
  (individual.contract.end === null || individual.contract.end.date >= firstDayOf(month));

export const absenceType = (a: GenAbsence): string =>
  a.kind === 'stoppage' ? stoppageType(a.reason) : suspensionType(a.reason);
