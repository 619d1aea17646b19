import { type SaxesAttributeNS, SaxesParser, type SaxesTagNS } from 'saxes';
import { textProblem } from '../../shared/text.ts';
import {
  ATTRIBUTE_RULES,
  type AttributeRule,
  attributeProblem,
  type RuledElement,
} from './fiche-attributes.ts';
import type { FicheCompany, FicheEntry } from './fiche-contracts.ts';
import { type FicheProblem, FicheRefused } from './fiche-problems.ts';

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
type EntryPart = 'organisme' | 'contrat' | 'option' | 'population';
interface EntryState {
  where: string;
  line: number;
  parts: Partial<Record<EntryPart, Values>>;
}

/**
 * Reads a DSN fiche de paramétrage (a FICHE, or a LotFicheParam of several) into its company
 * identities and contract entries. Elements are matched on their local names; values are
 * attributes. A DOCTYPE is refused outright, so no DTD is read and no entity is ever expanded.
 */
export function parseFiche(xml: string, limits: FicheLimits = FICHE_LIMITS): ParsedFiche {
  if (xml.length > limits.maxChars) {
    throw new FicheRefused([
      { where: '', message: `the document is longer than ${limits.maxChars} characters` },
    ]);
  }
  const reader = new FicheReader(limits);
  reader.read(xml.startsWith('\uFEFF') ? xml.slice(1) : xml);
  return reader.result();
}

/** One pass of the SAX parser over a fiche: the open elements, what they hold, the problems. */
class FicheReader {
  private readonly parser = new SaxesParser({ xmlns: true, position: true });
  private readonly problems: FicheProblem[] = [];
  private readonly noted = new Set<string>();
  private readonly stack: Kind[] = [];
  private readonly companies: FicheCompany[] = [];
  private readonly entries: FicheEntry[] = [];
  private elements = 0;
  private fiches = 0;
  private fiche: FicheState | undefined;
  private group: GroupState | undefined;
  private entry: EntryState | undefined;
  private lotWhere = '';

  constructor(private readonly limits: FicheLimits) {
    this.parser.on('doctype', () =>
      this.refuse({ where: '', message: 'a DOCTYPE (DTD or entity declaration) is not accepted in a fiche' }),
    );
    this.parser.on('error', (error) =>
      this.refuse({ where: '', message: `malformed XML: ${error.message.replace(/^\d+:\d+: /, '')}` }),
    );
    this.parser.on('opentag', (tag) => this.onOpenTag(tag));
    this.parser.on('closetag', () => this.onCloseTag());
  }

  read(xml: string): void {
    this.parser.write(xml);
    this.parser.close();
  }

  result(): ParsedFiche {
    if (this.fiches === 0) this.refuse({ where: '', message: 'the document holds no FICHE' });
    if (this.problems.length > 0) throw new FicheRefused(this.problems);
    return { companies: this.companies, entries: this.entries };
  }

  /** A fatal problem (malformed XML, DOCTYPE, a bound) comes first: what was noted before it may be noise. */
  private refuse(problem: FicheProblem): never {
    throw new FicheRefused([{ line: this.parser.line, ...problem }, ...this.problems]);
  }

  private note(where: string, message: string): void {
    // A place is said once: an attribute refused for its text is not also refused by its rule,
    // whose message might repeat the value.
    if (this.noted.has(where)) return;
    this.noted.add(where);
    this.problems.push({ where, message, line: this.parser.line });
    if (this.problems.length >= this.limits.maxProblems) throw new FicheRefused(this.problems);
  }

  private onOpenTag(tag: SaxesTagNS): void {
    this.checkBounds();
    const kind = this.kindOf(tag.local);
    this.stack.push(kind);
    const where = [this.entry?.where ?? this.group?.where ?? this.fiche?.where, tag.local]
      .filter(Boolean)
      .join('/');
    const values = attributesOf(tag, this.limits, (message, attribute) =>
      this.note(attribute === undefined ? where : `${where}/@${attribute}`, message),
    );
    this.open(kind, tag.local, values);
  }

  private onCloseTag(): void {
    const kind = this.stack.pop();
    if (kind === 'entry') this.closeEntry();
    if (kind === 'groupe') this.closeGroup();
    if (kind === 'fiche') this.closeFiche();
    if (kind === 'lot' && this.fiches === 0) this.note(this.lotWhere, 'holds no FICHE');
  }

  private checkBounds(): void {
    this.elements += 1;
    if (this.elements > this.limits.maxElements) {
      this.refuse({ where: '', message: `more than ${this.limits.maxElements} elements` });
    }
    if (this.stack.length >= this.limits.maxDepth) {
      this.refuse({ where: '', message: `elements nested deeper than ${this.limits.maxDepth}` });
    }
  }

  /** What an element is under its parent; at the root, only FICHE or LotFicheParam. */
  private kindOf(name: string): Kind {
    const parent = this.stack.length === 0 ? 'root' : this.stack[this.stack.length - 1];
    const kind: Kind = (parent && CHILDREN[parent]?.[name]) ?? 'ignored';
    if (parent === 'root' && kind === 'ignored') {
      this.refuse({ where: name, message: 'the root element must be FICHE or LotFicheParam' });
    }
    return kind;
  }

  private open(kind: Kind, name: string, values: Values): void {
    switch (kind) {
      case 'lot':
        this.lotWhere = name;
        break;
      case 'fiche':
        this.openFiche(values);
        break;
      case 'entreprise':
        this.openCompany(values);
        break;
      case 'groupe':
        this.openGroup(values);
        break;
      case 'entry':
        this.openEntry();
        break;
      case 'organisme':
      case 'contrat':
      case 'option':
      case 'population':
        this.openPart(kind, name, values);
        break;
      case 'ignored':
        break;
    }
  }

  private openFiche(values: Values): void {
    this.fiches += 1;
    this.fiche = { index: this.fiches, where: `FICHE[${this.fiches}]`, company: undefined, groups: 0 };
    const version = values.Version;
    if (version === undefined || !SUPPORTED_VERSION.test(version)) {
      this.note(
        `${this.fiche.where}/@Version`,
        `must be a version 1.3.x of the fiche (13x), got ${version ?? 'none'}`,
      );
    }
  }

  private openCompany(values: Values): void {
    const fiche = this.fiche;
    if (!fiche) return;
    const where = `${fiche.where}/Entreprise`;
    if (fiche.company) {
      this.note(where, 'appears more than once');
      return;
    }
    const v = this.checked('Entreprise', where, values);
    fiche.company = { siren: v.SIREN ?? '', nic: v.NIC ?? null, where };
  }

  private openGroup(values: Values): void {
    const fiche = this.fiche;
    if (!fiche) return;
    fiche.groups += 1;
    const label = values.NumeroGrp ? `NumeroGrp=${values.NumeroGrp}` : String(fiche.groups);
    const where = `${fiche.where}/GROUPE[${label}]`;
    this.group = { index: fiche.groups, where, values: this.checked('GROUPE', where, values), entries: 0 };
  }

  private openEntry(): void {
    const group = this.group;
    if (!group) return;
    group.entries += 1;
    this.entry = {
      where: `${group.where}/ParametresContrats[${group.entries}]`,
      line: this.parser.line,
      parts: {},
    };
  }

  private openPart(kind: EntryPart, name: string, values: Values): void {
    const entry = this.entry;
    const ruled = RULED[kind];
    if (!entry || !ruled) return;
    const where = `${entry.where}/${name}`;
    if (entry.parts[kind]) {
      this.note(where, 'appears more than once');
      return;
    }
    entry.parts[kind] = this.checked(ruled, where, values);
  }

  private checked(element: RuledElement, where: string, values: Values): Values {
    const rules: Record<string, AttributeRule> = ATTRIBUTE_RULES[element];
    for (const [name, rule] of Object.entries(rules)) {
      const problem = attributeProblem(rule, values[name]);
      if (problem) this.note(`${where}/@${name}`, problem);
    }
    return values;
  }

  private closeEntry(): void {
    const { entry, group } = this;
    if (!entry || !group) return;
    const { organisme, contrat, option, population } = entry.parts;
    if (!organisme) this.note(entry.where, 'has no Organisme element');
    if (!contrat) this.note(entry.where, 'has no Contrat element');
    if (organisme && contrat) {
      this.entries.push({
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
    this.entry = undefined;
  }

  private closeGroup(): void {
    if (this.group && this.group.entries === 0)
      this.note(this.group.where, 'has no ParametresContrats entry');
    this.group = undefined;
  }

  private closeFiche(): void {
    const fiche = this.fiche;
    if (!fiche) return;
    if (fiche.company) this.companies.push(fiche.company);
    else this.note(fiche.where, 'has no Entreprise element');
    if (fiche.groups === 0) this.note(fiche.where, 'has no GROUPE element');
    this.fiche = undefined;
  }
}

/**
 * Unprefixed attributes by local name, each bounded in number and length, and each held to the
 * text rule (src/shared/text.ts): XML 1.0 refuses most C0 controls as characters but lets a
 * character reference (`&#x85;`) or a C1 control through. Tab, CR and LF are XML's own.
 */
function attributesOf(
  tag: SaxesTagNS,
  limits: FicheLimits,
  problem: (message: string, attribute?: string) => void,
): Values {
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
    const bad = textProblem(attribute.value, 'tab-and-line-breaks');
    if (bad !== undefined) problem(bad, attribute.local);
    values[attribute.local] = attribute.value;
  }
  return values;
}
