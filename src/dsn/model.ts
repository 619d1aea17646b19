import { nirKey, sirenValid, siretValid } from '../hr-data/identifiers.ts';
import { type BlockNode, lineOf, value } from './blocks.ts';
import { dsnDate } from './dates.ts';
import { type DsnContract, readContract } from './model-contract.ts';
import { type DsnContributionBase, readContributions } from './model-contributions.ts';
import { childrenOf, date, missing, text } from './model-values.ts';
import type { ProblemList } from './problems.ts';

/** A declaration as this import reads it: typed, checked, with the line of each part. */
export interface DsnDeclaration {
  line: number;
  nature: '01' | '04' | '05' | '07';
  type: '01' | '02' | '03' | '05';
  /** `YYYY-MM`: the month declared (`S20.G00.05.005`). */
  month: string;
  /** `S20.G00.05.006`: the id of the declaration a replacing one (type 03, 05) replaces. */
  replacedId: string | null;
  siren: string;
  sirenLine: number;
  headNic: string | null;
  establishments: DsnEstablishment[];
}

export interface DsnEstablishment {
  line: number;
  nic: string;
  siret: string;
  street: string | null;
  zipCode: string | null;
  city: string | null;
  country: string | null;
  idcc: string | null;
  /** `S21.G00.15` by their technical id (`.005`). */
  adhesions: Map<string, { reference: string; organism: string; delegate: string | null; line: number }>;
}

export interface DsnIndividual {
  line: number;
  /** The 15-character NIR (key computed), or null when the DSN gives none. */
  nir: string | null;
  formerNir: string | null;
  birthName: string | null;
  usageName: string | null;
  firstNames: string | null;
  sex: string | null;
  birthDate: string | null;
  birthCity: string | null;
  countryOfBirth: string | null;
  street: string | null;
  zipCode: string | null;
  city: string | null;
  country: string | null;
  email: string | null;
  personnelNumber: string | null;
  /** `S21.G00.30.020`: the temporary number (NTT) of a person the payroll has no NIR for yet. */
  temporaryNumber: string | null;
  contracts: DsnContract[];
  /** `S21.G00.78` bases of code 31 with their components and contributions. */
  contributionBases: DsnContributionBase[];
}

const APPLIED_NATURES = ['01', '04', '05', '07'] as const;
const APPLIED_TYPES = ['01', '02', '03', '05'] as const;
const NATURE_NAMES: Record<string, string> = {
  '08': 'signalement amorçage des données variables',
  '09': 'DSN de substitution',
  '10': 'signalement déclaration préalable à l’embauche',
};

/**
 * Maps a parsed `S20.G00.05` block with its company and establishments (individuals are read
 * one at a time by `readIndividual`); problems name their line and rubrique.
 */
export function readDeclaration(node: BlockNode, problems: ProblemList): DsnDeclaration | null {
  const nature = value(node, '001');
  const type = value(node, '002');
  let ok = true;
  if (!(APPLIED_NATURES as readonly (string | null)[]).includes(nature)) {
    const name = nature && NATURE_NAMES[nature] ? ` (${NATURE_NAMES[nature]})` : '';
    problems.error(
      lineOf(node, '001'),
      'S20.G00.05.001',
      `nature '${nature ?? ''}'${name} is not imported: only 01, 04, 05 and 07 are`,
    );
    ok = false;
  }
  if (type === '04') {
    problems.error(
      lineOf(node, '002'),
      'S20.G00.05.002',
      'a declaration of type 04 (annule) is not imported: import the declaration that replaces it instead',
    );
    ok = false;
  } else if (!(APPLIED_TYPES as readonly (string | null)[]).includes(type)) {
    problems.error(lineOf(node, '002'), 'S20.G00.05.002', `type '${type ?? ''}' is not imported`);
    ok = false;
  }
  const monthDate = date(node, '005');
  if (!monthDate) {
    if (value(node, '005') === null)
      missing(node, problems, 'the month declared (S20.G00.05.005) is missing');
    ok = false;
  }
  const company = childrenOf(node, 'S21.G00.06')[0];
  if (!company) {
    problems.error(node.line, 'S21.G00.06.001', 'the declaration has no S21.G00.06 company block');
    return null;
  }
  const siren = value(company, '001') ?? '';
  if (!sirenValid(siren)) {
    problems.error(
      lineOf(company, '001'),
      'S21.G00.06.001',
      'the SIREN is 9 digits whose check digit (Luhn) is right',
    );
    ok = false;
  }
  const establishmentNodes = childrenOf(company, 'S21.G00.11');
  if (sirenValid(siren)) sirenOfNoSiret(company, establishmentNodes, problems);
  const establishments = establishmentNodes.map((e) => readEstablishment(e, siren, problems));
  if (!ok || !monthDate) return null;
  return {
    line: node.line,
    nature: nature as DsnDeclaration['nature'],
    type: type as DsnDeclaration['type'],
    month: monthDate.slice(0, 7),
    replacedId: text(node, '006'),
    siren,
    sirenLine: lineOf(company, '001'),
    headNic: text(company, '002'),
    establishments,
  };
}

const siretOk = (siren: string, nic: string) => /^\d{5}$/.test(nic) && siretValid(`${siren}${nic}`);

/**
 * A SIREN with a right check digit that makes a right SIRET with none of the establishments' NICs
 * is most likely the wrong one (a changed `S21.G00.06.001`): named first, at its own line, before
 * each SIRET it breaks.
 */
function sirenOfNoSiret(
  company: BlockNode,
  establishments: readonly BlockNode[],
  problems: ProblemList,
): void {
  const siren = value(company, '001') ?? '';
  if (establishments.length === 0) return;
  if (establishments.some((e) => siretOk(siren, value(e, '001') ?? ''))) return;
  const lines = establishments.map((e) => lineOf(e, '001')).join(', ');
  problems.error(
    lineOf(company, '001'),
    'S21.G00.06.001',
    `the SIREN makes no right SIRET with the NIC of any establishment of the declaration (S21.G00.11.001, line${establishments.length > 1 ? 's' : ''} ${lines}): the SIREN is likely wrong`,
  );
}

function readEstablishment(node: BlockNode, siren: string, problems: ProblemList): DsnEstablishment {
  const nic = value(node, '001') ?? '';
  const siret = `${siren}${nic}`;
  if (!siretOk(siren, nic)) {
    problems.error(
      lineOf(node, '001'),
      'S21.G00.11.001',
      'the SIREN (S21.G00.06.001) + this NIC is not a SIRET whose check digit is right',
    );
  }
  const adhesions: DsnEstablishment['adhesions'] = new Map();
  for (const adhesion of childrenOf(node, 'S21.G00.15')) {
    const id = value(adhesion, '005');
    if (id === null) continue;
    adhesions.set(id, {
      reference: value(adhesion, '001') ?? '',
      organism: value(adhesion, '002') ?? '',
      delegate: text(adhesion, '003'),
      line: adhesion.line,
    });
  }
  return {
    line: node.line,
    nic,
    siret,
    street: text(node, '003'),
    zipCode: text(node, '004'),
    city: text(node, '005'),
    country: (text(node, '015') ?? 'fr').toLowerCase(),
    idcc: text(node, '022'),
    adhesions,
  };
}

/** A NIR's key, or a warning when it cannot be checked (temporary numbers, unknown first digit). */
function fullNir(
  thirteen: string | null,
  line: number,
  rubrique: string,
  problems: ProblemList,
): string | null {
  if (thirteen === null || !/^\d{5}(\d{2}|2A|2B)\d{6}$/.test(thirteen)) return null;
  const first = thirteen[0];
  if (first === '7' || first === '8') {
    problems.warn(line, rubrique, 'a temporary NIR (first digit 7 or 8): its key cannot be checked');
  } else if (first !== '1' && first !== '2') {
    problems.warn(line, rubrique, 'a NIR whose first digit is not 1, 2, 7 or 8');
  }
  return `${thirteen}${nirKey(thirteen)}`;
}

/** Maps one `S21.G00.30` block with its sub-blocks; problems and warnings name their line. */
export function readIndividual(node: BlockNode, problems: ProblemList): DsnIndividual {
  const change = childrenOf(node, 'S21.G00.31').find((c) => value(c, '008') !== null);
  const street = [text(node, '008'), text(node, '016'), text(node, '017')]
    .filter((s) => s !== null)
    .join(' ');
  return {
    line: node.line,
    nir: fullNir(value(node, '001'), lineOf(node, '001'), 'S21.G00.30.001', problems),
    formerNir: change
      ? fullNir(value(change, '008'), lineOf(change, '008'), 'S21.G00.31.008', problems)
      : null,
    birthName: text(node, '002'),
    usageName: text(node, '003'),
    firstNames: text(node, '004'),
    sex: value(node, '005'),
    birthDate: birthDate(node, problems),
    birthCity: text(node, '007'),
    countryOfBirth: text(node, '015')?.toLowerCase() ?? null,
    street: street === '' ? null : street,
    zipCode: text(node, '009'),
    city: text(node, '010'),
    country: (text(node, '011') ?? 'fr').toLowerCase(),
    email: text(node, '018'),
    personnelNumber: text(node, '019'),
    temporaryNumber: text(node, '020'),
    contracts: childrenOf(node, 'S21.G00.40').flatMap((c) => readContract(c, problems) ?? []),
    contributionBases: readContributions(node, problems),
  };
}

/** A birth date may be partly unknown in the norm (`00` day or month); such a date is not kept. */
function birthDate(node: BlockNode, problems: ProblemList): string | null {
  const v = value(node, '006');
  if (v === null) return null;
  const parsed = dsnDate(v);
  if (parsed !== null) return parsed;
  if (!/^\d{8}$/.test(v)) {
    problems.error(lineOf(node, '006'), 'S21.G00.30.006', 'expected a birth date DDMMYYYY');
  } else if (v.slice(0, 2) !== '00' && v.slice(2, 4) !== '00') {
    // Only a `00` day or month says "unknown"; 31 February is a wrong date, not an unknown one.
    problems.error(lineOf(node, '006'), 'S21.G00.30.006', 'expected a birth date that is a real day');
  }
  return null;
}

export type { DsnContract } from './model-contract.ts';
