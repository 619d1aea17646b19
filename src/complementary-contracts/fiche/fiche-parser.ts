import { type SaxesAttributeNS, SaxesParser, type SaxesTagNS } from 'saxes';
import {
  ATTRIBUTE_RULES,
  type AttributeRule,
  attributeProblem,
  type RuledElement,
} from './fiche-attributes.ts';
import type { FicheCompany, FicheEntry, FicheProblem } from './fiche-contracts.ts';

/**
 * Bounds of what the parser reads. A real fiche is a few kilobytes; a LotFicheParam a few hundred.
 * These bounds keep a hostile document from costing more than a large legitimate one.
 */
export const FICHE_LIMITS = {
  maxChars: 1_048_576,
  maxDepth: 16,
  maxElements: 50_000,
  maxAttributesPerElement: 32,
  maxAttributeLength: 1024,
  maxProblems: 50,
};
export type FicheLimits = typeof FICHE_LIMITS;

/** A fiche the API refuses, with every problem found (up to `maxProblems`). */
export class FicheRefused extends Error {
  constructor(readonly problems: FicheProblem[]) {
    super(problems.map(describeProblem).join('; '));
  }
}

export function describeProblem(problem: FicheProblem): string {
  const line = problem.line === undefined ? '' : ` (line ${problem.line})`;
  return problem.where ? `${problem.where}: ${problem.message}${line}` : `${problem.message}${line}`;
}

export interface ParsedFiche {
  companies: FicheCompany[];
  entries: FicheEntry[];
}

type Kind =
  | 'lot'
  | 'fiche'
  | 'entreprise'
  | 'groupe'
  | 'entry'
  | 'organisme'
  | 'contrat'
  | 'option'
  | 'population'
  | 'ignored';

/** Which element is meaningful under which parent; anything else is ignored with its subtree. */
const CHILDREN: Partial<Record<Kind | 'root', Record<string, Kind>>> = {
  root: { LotFicheParam: 'lot', FICHE: 'fiche' },
  lot: { FICHE: 'fiche' },
  fiche: { Entreprise: 'entreprise', GROUPE: 'groupe' },
  groupe: { ParametresContrats: 'entry' },
  entry: { Organisme: 'organisme', Contrat: 'contrat', Option: 'option', Population: 'population' },
};

const RULED: Partial<Record<Kind, RuledElement>> = {
  entreprise: 'Entreprise',
  groupe: 'GROUPE',
  organisme: 'Organisme',
  contrat: 'Contrat',
  option: 'Option',
  population: 'Population',
};

/** Versions 1.3.x of the schema write `Version="13x"`; the kept attributes are the same in all. */
const SUPPORTED_VERSION = /^13[0-9]$/;

type Values = Record<string, string>;
interface FicheState {
  index: number;
  where: string;
  company: FicheCompany | undefined;
  groups: number;
}
interface GroupState {
  index: number;
  where: string;
  values: Values;
  entries: number;
}
interface EntryState {
  where: string;
  line: number;
  parts: Partial<Record<'organisme' | 'contrat' | 'option' | 'population', Values>>;
}

/**
 * Reads a DSN fiche de paramétrage (a FICHE, or a LotFicheParam of several) into its company
 * identities and contract entries. Elements are matched on their local names; values are
 * attributes. A DOCTYPE is refused outright, so no DTD is read and no entity is ever expanded.
 */
export function parseFiche(xml: string, limits: FicheLimits = FICHE_LIMITS): ParsedFiche {
  const problems: FicheProblem[] = [];
  // A fatal problem (malformed XML, DOCTYPE, a bound) comes first: what was noted before it may be noise.
  const refuse = (problem: FicheProblem): never => {
    throw new FicheRefused([problem, ...problems]);
  };
  if (xml.length > limits.maxChars) {
    refuse({ where: '', message: `the document is longer than ${limits.maxChars} characters` });
  }

  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: Kind[] = [];
  const companies: FicheCompany[] = [];
  const entries: FicheEntry[] = [];
  let elements = 0;
  let fiches = 0;
  let fiche: FicheState | undefined;
  let group: GroupState | undefined;
  let entry: EntryState | undefined;
  let lotWhere = '';

  const note = (where: string, message: string) => {
    problems.push({ where, message, line: parser.line });
    if (problems.length >= limits.maxProblems) throw new FicheRefused(problems);
  };

  parser.on('doctype', () =>
    refuse({
      where: '',
      message: 'a DOCTYPE (DTD or entity declaration) is not accepted in a fiche',
      line: parser.line,
    }),
  );
  parser.on('error', (error) =>
    refuse({
      where: '',
      message: `malformed XML: ${error.message.replace(/^\d+:\d+: /, '')}`,
      line: parser.line,
    }),
  );

  parser.on('opentag', (tag: SaxesTagNS) => {
    elements += 1;
    if (elements > limits.maxElements)
      refuse({ where: '', message: `more than ${limits.maxElements} elements` });
    if (stack.length >= limits.maxDepth) {
      refuse({ where: '', message: `elements nested deeper than ${limits.maxDepth}`, line: parser.line });
    }
    const parent = stack.length === 0 ? 'root' : stack[stack.length - 1];
    const kind: Kind = (parent && CHILDREN[parent]?.[tag.local]) ?? 'ignored';
    if (parent === 'root' && kind === 'ignored') {
      refuse({
        where: tag.local,
        message: 'the root element must be FICHE or LotFicheParam',
        line: parser.line,
      });
    }
    stack.push(kind);
    const where = [entry?.where ?? group?.where ?? fiche?.where, tag.local].filter(Boolean).join('/');
    const values = attributesOf(tag, limits, (message) => note(where, message));
    open(kind, tag.local, values);
  });

  parser.on('closetag', () => {
    const kind = stack.pop();
    if (kind === 'entry') closeEntry();
    if (kind === 'groupe') closeGroup();
    if (kind === 'fiche') closeFiche();
    if (kind === 'lot' && fiches === 0) note(lotWhere, 'holds no FICHE');
  });

  function checked(element: RuledElement, where: string, values: Values): Values {
    const rules: Record<string, AttributeRule> = ATTRIBUTE_RULES[element];
    for (const [name, rule] of Object.entries(rules)) {
      const problem = attributeProblem(rule, values[name]);
      if (problem) note(`${where}/@${name}`, problem);
    }
    return values;
  }

  function open(kind: Kind, name: string, values: Values): void {
    const ruled = RULED[kind];
    switch (kind) {
      case 'lot':
        lotWhere = name;
        return;
      case 'fiche': {
        fiches += 1;
        fiche = { index: fiches, where: `FICHE[${fiches}]`, company: undefined, groups: 0 };
        const version = values.Version;
        if (version === undefined || !SUPPORTED_VERSION.test(version)) {
          note(
            `${fiche.where}/@Version`,
            `must be a version 1.3.x of the fiche (13x), got ${version ?? 'none'}`,
          );
        }
        return;
      }
      case 'entreprise': {
        if (!fiche || !ruled) return;
        const where = `${fiche.where}/Entreprise`;
        if (fiche.company) {
          note(where, 'appears more than once');
          return;
        }
        const v = checked(ruled, where, values);
        fiche.company = { siren: v.SIREN ?? '', nic: v.NIC ?? null, where };
        return;
      }
      case 'groupe': {
        if (!fiche || !ruled) return;
        fiche.groups += 1;
        const label = values.NumeroGrp ? `NumeroGrp=${values.NumeroGrp}` : String(fiche.groups);
        const where = `${fiche.where}/GROUPE[${label}]`;
        group = { index: fiche.groups, where, values: checked(ruled, where, values), entries: 0 };
        return;
      }
      case 'entry':
        if (!group) return;
        group.entries += 1;
        entry = {
          where: `${group.where}/ParametresContrats[${group.entries}]`,
          line: parser.line,
          parts: {},
        };
        return;
      case 'organisme':
      case 'contrat':
      case 'option':
      case 'population': {
        if (!entry || !ruled) return;
        const where = `${entry.where}/${name}`;
        if (entry.parts[kind]) {
          note(where, 'appears more than once');
          return;
        }
        entry.parts[kind] = checked(ruled, where, values);
        return;
      }
      case 'ignored':
        return;
    }
  }

  function closeEntry(): void {
    if (!entry || !group) return;
    const { organisme, contrat, option, population } = entry.parts;
    if (!organisme) note(entry.where, 'has no Organisme element');
    if (!contrat) note(entry.where, 'has no Contrat element');
    if (organisme && contrat) {
      entries.push({
        where: entry.where,
        groupName: group.values.LibelleGrp ?? '',
        organismeCode: organisme.CodeOC ?? '',
        organismeDelegationCode: organisme.CodeDELEG ?? '',
        contractReference: contrat.ReferenceContrat ?? '',
        contractName: contrat.LibelleContrat ?? '',
        optionCode: option?.CodeOption ?? '',
        optionName: option?.LibelleOption ?? '',
        populationCode: population?.CodePopulation ?? '',
        populationName: population?.LibellePopulation ?? '',
      });
    }
    entry = undefined;
  }

  function closeGroup(): void {
    if (group && group.entries === 0) note(group.where, 'has no ParametresContrats entry');
    group = undefined;
  }

  function closeFiche(): void {
    if (!fiche) return;
    if (fiche.company) companies.push(fiche.company);
    else note(fiche.where, 'has no Entreprise element');
    if (fiche.groups === 0) note(fiche.where, 'has no GROUPE element');
    fiche = undefined;
  }

  parser.write(xml.startsWith('\uFEFF') ? xml.slice(1) : xml);
  parser.close();
  if (fiches === 0) refuse({ where: '', message: 'the document holds no FICHE' });
  if (problems.length > 0) throw new FicheRefused(problems);
  return { companies, entries };
}

/** Unprefixed attributes by local name, each bounded in number and length. */
function attributesOf(tag: SaxesTagNS, limits: FicheLimits, problem: (message: string) => void): Values {
  const values: Values = {};
  const attributes = Object.values(tag.attributes) as SaxesAttributeNS[];
  if (attributes.length > limits.maxAttributesPerElement) {
    problem(`has more than ${limits.maxAttributesPerElement} attributes`);
    return values;
  }
  for (const attribute of attributes) {
    if (attribute.prefix !== '') continue;
    if (attribute.value.length > limits.maxAttributeLength) {
      problem(`@${attribute.local} is longer than ${limits.maxAttributeLength} characters`);
      continue;
    }
    values[attribute.local] = attribute.value;
  }
  return values;
}
