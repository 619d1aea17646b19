import type { AbsenceInput, CollaboratorInput, WorkLocationInput } from '../hr-data/document.schema.ts';
import { ABSENCE_TYPES, type RequestStatus } from '../hr-data/enums.ts';
import { addDays, type SeedShape } from './collaborators.ts';
import { type Random, random } from './random.ts';

/** Every documented type, and one of the organization's own: the first collaborators cover them all. */
const ALL_TYPES = [...ABSENCE_TYPES, 'custom_jour_de_solidarite'];

const TYPE_WEIGHTS: readonly (readonly [string, number])[] = [
  ['conge_paye', 45],
  ['rtt', 20],
  ['maladie_non_professionnelle', 10],
  ['enfant_malade', 4],
  ['recuperation', 4],
  ['evenement_familial', 3],
  ['conge_sans_solde', 2],
  ['paternite', 1],
  ['maternite', 1],
  ['jour_ecole', 2],
  ['absence_remuneree', 2],
  ['custom_jour_de_solidarite', 1],
  ['autre', 1],
];

/** Days an absence of the type usually lasts, at most. */
const LENGTHS: Record<string, number> = {
  conge_paye: 14,
  maternite: 112,
  paternite: 25,
  conge_parental: 90,
  maladie_non_professionnelle: 7,
  accident_du_travail: 20,
  conge_sans_solde: 10,
};

function statusFor(rng: Random, endDate: string, asOf: string): RequestStatus {
  return endDate < asOf
    ? rng.weighted([
        ['approved', 85],
        ['rejected', 10],
        ['pending', 5],
      ] as const)
    : rng.weighted([
        ['approved', 50],
        ['pending', 40],
        ['rejected', 10],
      ] as const);
}

/** A creation instant before the start (never after the reference day), at office hours. */
function createdAt(rng: Random, startDate: string, asOf: string): string {
  const day = addDays(startDate < asOf ? startDate : asOf, -rng.int(0, 30));
  return `${day}T${String(rng.int(7, 18)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00.000Z`;
}

const employed = (collaborator: CollaboratorInput, asOf: string) =>
  (collaborator.contracts ?? []).some((c) => c.startDate <= asOf);

/** The absences of collaborator i: none for someone not yet hired. */
export function absencesOf(shape: SeedShape, i: number, collaborator: CollaboratorInput): AbsenceInput[] {
  if (!employed(collaborator, shape.asOf)) return [];
  const rng = random(`${shape.seed}:absences:${i}`);
  const count = i >= 1 && i <= ALL_TYPES.length ? Math.max(1, rng.int(0, 4)) : rng.int(0, 4);
  const absences: AbsenceInput[] = [];
  for (let k = 0; k < count; k++) {
    const type =
      k === 0 && i >= 1 && i <= ALL_TYPES.length ? (ALL_TYPES[i - 1] as string) : rng.weighted(TYPE_WEIGHTS);
    const startDate = addDays(shape.asOf, rng.int(-120, 150));
    const days = rng.int(1, LENGTHS[type] ?? 3);
    const endDate = addDays(startDate, days - 1);
    const single = days === 1;
    absences.push({
      id: `abs_${String(i).padStart(6, '0')}_${k + 1}`,
      collaboratorId: collaborator.id,
      type,
      status: statusFor(rng, endDate, shape.asOf),
      startDate,
      endDate,
      // A one-day absence may be a half day: the afternoon only.
      startHalfDay: single ? rng.chance(0.25) : rng.chance(0.1),
      endHalfDay: single ? false : rng.chance(0.1),
      createdAt: createdAt(rng, startDate, shape.asOf),
    });
  }
  return absences;
}

/** Remote-work days and days on another site, around the reference day, for people employed then. */
export function workLocationsOf(
  shape: SeedShape,
  i: number,
  collaborator: CollaboratorInput,
  siteName: string,
): WorkLocationInput[] {
  if (!employed(collaborator, shape.asOf)) return [];
  const rng = random(`${shape.seed}:work-locations:${i}`);
  const count = i < 4 ? 2 : rng.int(0, 3);
  const entries: WorkLocationInput[] = [];
  for (let k = 0; k < count; k++) {
    const remote = i < 4 ? k === 0 : rng.chance(0.7);
    const day = addDays(shape.asOf, rng.int(-30, 30));
    const half = rng.chance(0.15);
    entries.push({
      id: `wl_${String(i).padStart(6, '0')}_${k + 1}`,
      collaboratorId: collaborator.id,
      isRemoteWork: remote,
      location: remote ? 'Domicile' : rng.pick([siteName, 'Client – La Défense', 'Espace de coworking']),
      status: statusFor(rng, day, shape.asOf),
      startDate: day,
      endDate: day,
      startHalfDay: half && rng.chance(0.5),
      endHalfDay: half,
      createdAt: createdAt(rng, day, shape.asOf),
    });
  }
  return entries;
}
