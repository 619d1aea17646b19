import type {
  EstablishmentInput,
  MealVoucherConfigurationInput,
  OrganizationInput,
  TeamInput,
} from '../hr-data/document.schema.ts';
import type { DocumentSource } from '../hr-data/read.ts';
import { collaboratorAt, type SeedShape, teamCount, teamId, teamOf } from './collaborators.ts';
import {
  CITIES,
  COMPANY_NAMES,
  DEPARTMENTS,
  LEGAL_FORMS,
  STREET_NAMES,
  STREET_TYPES,
} from './french-data.ts';
import { siren, siret } from './identifiers.ts';
import { random } from './random.ts';
import { absencesOf, workLocationsOf } from './requests.ts';

export interface SeedOptions {
  collaborators: number;
  seed: string;
  organizationId: string;
  /** The reference day (YYYY-MM-DD) the statuses are spread around. */
  asOf: string;
  /**
   * The organization as it already exists: the seed keeps what it was given at its creation (its
   * name, SIREN, legal form and time zone) and generates only what it lacks.
   */
  existing?: { name: string; siren: string | null; legalForm: string | null; timezone: string } | undefined;
}

const ESTABLISHMENT_CITIES = [
  'Paris',
  'Lyon',
  'Lille',
  'Bordeaux',
  'Nantes',
  'Toulouse',
  'Marseille',
  'Strasbourg',
];

export interface Header {
  organization: OrganizationInput;
  establishments: EstablishmentInput[];
  teams: TeamInput[];
  mealVoucherConfiguration: MealVoucherConfigurationInput;
  shape: SeedShape;
}

export function header(options: SeedOptions): Header {
  const rng = random(`${options.seed}:organization`);
  const company = rng.pick(COMPANY_NAMES);
  const generatedForm = rng.pick(LEGAL_FORMS);
  const generatedSiren = siren(`${rng.int(3, 9)}${rng.digits(7)}`);
  const { existing } = options;
  const legalForm = existing?.legalForm ?? generatedForm;
  const sirenDigits = existing?.siren ?? generatedSiren;
  const count = Math.min(ESTABLISHMENT_CITIES.length, Math.max(2, Math.ceil(options.collaborators / 60)));
  const establishments = ESTABLISHMENT_CITIES.slice(0, count).map((cityName, k): EstablishmentInput => {
    const city = CITIES.find((c) => c.name === cityName) ?? CITIES[0];
    return {
      id: `est_${cityName.toLowerCase()}`,
      name: k === 0 ? `Siège – ${cityName}` : `Agence de ${cityName}`,
      siret: siret(sirenDigits, k + 1),
      isHeadOffice: k === 0,
      address: {
        street: `${rng.int(1, 120)} ${rng.pick(STREET_TYPES)} ${rng.pick(STREET_NAMES)}`,
        city: cityName,
        zipCode: city?.zipCode ?? null,
        country: 'fr',
      },
    };
  });
  const teams = Array.from({ length: teamCount(options.collaborators) }, (_, t): TeamInput => {
    const site = ESTABLISHMENT_CITIES[t % establishments.length];
    const department = DEPARTMENTS[Math.floor(t / establishments.length) % DEPARTMENTS.length];
    const round = Math.floor(t / (establishments.length * DEPARTMENTS.length));
    return { id: teamId(t), name: `${department} ${site}${round > 0 ? ` ${round + 1}` : ''}` };
  });
  const domain = `${company
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '')}.fr`;
  return {
    organization: {
      id: options.organizationId,
      name: existing?.name ?? `${company} ${legalForm}`,
      identity: { siren: sirenDigits, legalForm },
      timezone: existing?.timezone ?? 'Europe/Paris',
    },
    establishments,
    teams,
    mealVoucherConfiguration: {
      voucherValue: rng.pick([9, 10, 11, 12, 13.5]),
      companyShare: rng.pick([0.5, 0.55, 0.6]),
    },
    shape: {
      seed: options.seed,
      collaborators: options.collaborators,
      asOf: options.asOf,
      domain,
      establishments: establishments.map((e) => ({ id: e.id, city: e.address?.city ?? 'Paris' })),
    },
  };
}

/**
 * The generated organization as an HR data document, produced piece by piece: a source that
 * `importDocument` reads twice (validate, then write) and that `--out` writes to a file. Nothing
 * but the current piece is held, whatever the number of collaborators.
 */
export function seedDocument(options: SeedOptions): DocumentSource {
  return { open: () => chunks(options) };
}

async function* chunks(options: SeedOptions): AsyncGenerator<string> {
  const head = header(options);
  const { shape } = head;
  let buffer: string[] = [];
  let length = 0;
  const write = (text: string) => {
    buffer.push(text);
    length += text.length;
  };
  const full = () => length >= 1 << 18;
  const take = () => {
    const text = buffer.join('');
    buffer = [];
    length = 0;
    return text;
  };
  const list = (values: unknown[]) => values.map((v) => JSON.stringify(v)).join(',\n');
  const siteOf = (i: number) => head.establishments[teamOf(i) % head.establishments.length]?.name ?? 'Siège';

  write(`{"organization":${JSON.stringify(head.organization)},\n`);
  write(`"establishments":[\n${list(head.establishments)}],\n`);
  write(`"teams":[\n${list(head.teams)}],\n"collaborators":[\n`);
  for (let i = 0; i < options.collaborators; i++) {
    write(`${i > 0 ? ',\n' : ''}${JSON.stringify(collaboratorAt(shape, i))}`);
    if (full()) yield take();
  }
  for (const section of ['absences', 'workLocations'] as const) {
    write(`],\n"${section}":[\n`);
    let first = true;
    for (let i = 0; i < options.collaborators; i++) {
      const collaborator = collaboratorAt(shape, i);
      const entries =
        section === 'absences'
          ? absencesOf(shape, i, collaborator)
          : workLocationsOf(shape, i, collaborator, siteOf(i));
      for (const entry of entries) {
        write(`${first ? '' : ',\n'}${JSON.stringify(entry)}`);
        first = false;
      }
      if (full()) yield take();
    }
  }
  write(`],\n"mealVoucherConfiguration":${JSON.stringify(head.mealVoucherConfiguration)}}\n`);
  yield take();
}
