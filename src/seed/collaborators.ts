import type { CollaboratorInput, ContractInput } from '../hr-data/document.schema.ts';
import { NATURES_CONTRAT, type NatureContrat } from '../hr-data/enums.ts';
import { contractDetails, transferHistory } from './contract-details.ts';
import {
  BANKS,
  CITIES,
  EMAIL_PROVIDERS,
  FEMALE_FIRST_NAMES,
  FOREIGN_BIRTHPLACES,
  LAST_NAMES,
  MALE_FIRST_NAMES,
  STREET_NAMES,
  STREET_TYPES,
} from './french-data.ts';
import { frenchIban } from './identifiers.ts';
import { type Random, random } from './random.ts';
import { uniqueNir } from './unique-nirs.ts';

export interface SeedShape {
  seed: string;
  collaborators: number;
  /** The reference day: contracts are past, active or future relative to it. */
  asOf: string;
  domain: string;
  establishments: { id: string; city: string }[];
}

export const TEAM_SIZE = 8;
export const teamCount = (collaborators: number) => Math.max(1, Math.ceil((collaborators - 1) / TEAM_SIZE));
export const collaboratorId = (i: number) => `col_${String(i).padStart(6, '0')}`;
export const teamId = (t: number) => `team_${String(t).padStart(4, '0')}`;
/** Collaborator 0 leads the company; a team is a block of 8 led by its last member. */
export const teamOf = (i: number) => (i === 0 ? 0 : Math.floor((i - 1) / TEAM_SIZE));
export const teamHead = (t: number, collaborators: number) =>
  Math.min((t + 1) * TEAM_SIZE, collaborators - 1);

/** Days since 1970-01-01 of a civil date (Howard Hinnant's algorithm): no Date objects in hot loops. */
export function dayNumber(date: string): number {
  let y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const d = Number(date.slice(8, 10));
  y -= m <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function dateOf(days: number): string {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp + (mp < 10 ? 3 : -9);
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, '0')}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
}

export function addDays(date: string, days: number): string {
  return dateOf(dayNumber(date) + days);
}

const NATURE_WEIGHTS: readonly (readonly [NatureContrat, number])[] = [
  ['permanent', 70],
  ['fixed_term', 10],
  ['work_study', 5],
  ['internship', 3],
  ['internship_not_paid', 1],
  ['professionalization', 2],
  ['officer', 1],
  ['freelance', 3],
  ['external_staff', 4],
  ['founder', 0.2],
];
const OPEN_ENDED = new Set<NatureContrat>(['permanent', 'founder', 'officer']);

const asciiCache = new Map<string, string>();
const ascii = (text: string) => {
  let folded = asciiCache.get(text);
  if (folded === undefined) {
    folded = text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/Œ|œ/g, 'oe')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '');
    asciiCache.set(text, folded);
  }
  return folded;
};

export type EmploymentPlan = 'active' | 'past' | 'future';

/**
 * The employment plan and contracts of collaborator i. The first ones cover every nature and
 * status: 1 to 29 are employed (each carries one absence type), 11 has left, 30 is not hired yet.
 */
function contractsOf(rng: Random, i: number, asOf: string, careerStart: string): ContractInput[] {
  const plan: EmploymentPlan =
    i === 11
      ? 'past'
      : i === 30
        ? 'future'
        : i < 30
          ? 'active'
          : rng.weighted([
              ['active', 91],
              ['past', 6],
              ['future', 3],
            ] as const);
  const nature: NatureContrat =
    i === 0
      ? 'founder'
      : i <= NATURES_CONTRAT.length
        ? (NATURES_CONTRAT[i - 1] as NatureContrat)
        : rng.weighted(NATURE_WEIGHTS);
  const cadre = (n: NatureContrat) =>
    n === 'freelance' || n === 'external_staff'
      ? null
      : n === 'founder' || n === 'officer'
        ? true
        : n.startsWith('intern')
          ? false
          : rng.chance(0.3);
  const id = (k: number) => `ctr_${String(i).padStart(6, '0')}_${k}`;
  const latest = addDays(asOf, -30);
  const earliest = careerStart < addDays(asOf, -7000) ? addDays(asOf, -7000) : careerStart;
  const span = Math.max(0, dayNumber(latest) - dayNumber(earliest));
  const start = span > 0 ? addDays(earliest, rng.int(0, span)) : latest;

  if (plan === 'future') {
    return [
      {
        contractId: id(1),
        startDate: addDays(asOf, rng.int(5, 120)),
        endDate: null,
        natureContrat: nature,
        estCadre: cadre(nature),
      },
    ];
  }
  if (plan === 'past') {
    const end = addDays(asOf, -rng.int(1, 600));
    const begin = start < end ? addDays(end, -rng.int(90, 2000)) : addDays(end, -365);
    return [
      { contractId: id(1), startDate: begin, endDate: end, natureContrat: nature, estCadre: cadre(nature) },
    ];
  }
  const contracts: ContractInput[] = [];
  let activeStart = start;
  if (nature === 'permanent' && rng.chance(0.25)) {
    // A fixed-term or work-study contract first, then hired for good: a past contract beside the active one.
    const before = rng.pick(['fixed_term', 'work_study', 'internship'] as const);
    const previousEnd = addDays(activeStart, -1);
    contracts.push({
      contractId: id(1),
      startDate: addDays(previousEnd, -rng.int(120, 700)),
      endDate: previousEnd,
      natureContrat: before,
      estCadre: cadre(before),
    });
  }
  if (activeStart > latest) activeStart = latest;
  contracts.push({
    contractId: id(contracts.length + 1),
    startDate: activeStart,
    endDate: OPEN_ENDED.has(nature) ? null : addDays(asOf, rng.int(10, 400)),
    natureContrat: nature,
    estCadre: cadre(nature),
  });
  return contracts;
}

/** Collaborator i of the organization, regenerated identically from (seed, i). */
export function collaboratorAt(shape: SeedShape, i: number): CollaboratorInput {
  const rng = random(`${shape.seed}:collaborator:${i}`);
  const female = rng.chance(0.5);
  const firstName = rng.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
  const lastName = rng.pick(LAST_NAMES);
  const married = female && rng.chance(0.35);
  const age = rng.int(21, 64);
  const birthYear = Number(shape.asOf.slice(0, 4)) - age;
  const birthMonth = rng.int(1, 12);
  const birthDate = `${birthYear}-${String(birthMonth).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const abroad = rng.chance(0.12);
  const foreign = rng.pick(FOREIGN_BIRTHPLACES);
  const born = rng.pick(CITIES);
  const team = teamOf(i);
  const establishment = shape.establishments[team % shape.establishments.length] ?? shape.establishments[0];
  const home = CITIES.find((c) => c.name === establishment?.city) ?? born;
  const bank = rng.pick(BANKS);
  // Own streams for what issue 18 added, so every value drawn before it stays as it was.
  const detailsRng = random(`${shape.seed}:contract-details:${i}`);
  const contracts = contractsOf(rng, i, shape.asOf, addDays(birthDate, 365 * 20)).map((c) =>
    contractDetails(detailsRng, c),
  );
  const history = transferOf(shape, i, establishment?.id, contracts);
  const head = teamHead(team, shape.collaborators);
  const managerId = i === 0 ? null : i === head ? collaboratorId(0) : collaboratorId(head);
  const login = `${ascii(firstName)}.${ascii(lastName)}`;
  return {
    id: collaboratorId(i),
    establishmentId: establishment?.id ?? null,
    isProfileComplete: rng.chance(0.92),
    personnelNumber: String(i + 1).padStart(6, '0'),
    title: female ? 'mrs' : 'mr',
    firstName,
    lastName,
    email: `${login}.${i + 1}@${shape.domain}`,
    birthName: married ? rng.pick(LAST_NAMES) : lastName,
    secondaryEmail: rng.chance(0.3) ? `${login}${rng.int(1, 99)}@${rng.pick(EMAIL_PROVIDERS)}` : null,
    phoneNumber: `+33${rng.pick(['6', '7'])}${rng.digits(8)}`,
    birthDate,
    birthCity: abroad ? foreign.city : born.name,
    countryOfBirth: abroad ? foreign.country : 'fr',
    nationality: abroad && rng.chance(0.6) ? foreign.country : 'fr',
    address: {
      street: `${rng.int(1, 180)} ${rng.pick(STREET_TYPES)} ${rng.pick(STREET_NAMES)}`,
      city: home.name,
      zipCode: home.zipCode,
      country: 'fr',
    },
    seniorityDate: contracts[0]?.startDate ?? null,
    socialSecurityNumber: uniqueNir(shape, i, {
      sex: female ? 2 : 1,
      birthYear,
      birthMonth,
      department: abroad ? '99' : born.department,
      commune: abroad ? foreign.insee : born.commune,
      order: rng.int(1, 999),
    }),
    bankAccount: { iban: frenchIban(bank.code, rng.digits(5), rng.digits(11)), bic: bank.bic },
    managerId,
    teamId: teamId(team),
    contracts,
    ...(history ? { establishmentHistory: history } : {}),
  };
}

/**
 * One collaborator in twenty with an open contract of more than a year moved to their
 * establishment from another one, some months ago: their past months keep the old one's holidays.
 */
function transferOf(
  shape: SeedShape,
  i: number,
  establishmentId: string | undefined,
  contracts: { startDate: string; endDate?: string | null | undefined }[],
) {
  const rng = random(`${shape.seed}:transfer:${i}`);
  const current = contracts[contracts.length - 1];
  const others = shape.establishments.filter((e) => e.id !== establishmentId);
  if (!establishmentId || !current || current.endDate || others.length === 0 || !rng.chance(0.05))
    return undefined;
  const movedOn = addDays(shape.asOf, -rng.int(30, 300));
  const hiredOn = contracts[0]?.startDate ?? current.startDate;
  if (addDays(hiredOn, 365) > movedOn) return undefined;
  const from = rng.pick(others).id;
  return transferHistory(from, establishmentId, hiredOn, movedOn, addDays(movedOn, -1));
}
