import { type BlockNode, lineOf, value } from './blocks.ts';
import { childrenOf, date, text } from './model-values.ts';
import type { ProblemList } from './problems.ts';

/** `S21.G00.78.001` code 31: the elements of complementary health, provident and supplementary pension contributions. */
export const COMPLEMENTARY_BASE = '31';

/** One `S21.G00.79` component of a base. */
export interface DsnComponent {
  type: string;
  amountCents: number;
  line: number;
}

/** One `S21.G00.81` individual contribution under a base. */
export interface DsnIndividualContribution {
  code: string;
  organism: string | null;
  baseCents: number | null;
  amountCents: number;
  /** `.007`, as the file writes it (a percentage). */
  rate: string | null;
  line: number;
}

/** One `S21.G00.78` base of code 31 with what it holds, tied to an adhesion through its affiliation. */
export interface DsnContributionBase {
  line: number;
  /** The `S21.G00.15.005` the affiliation (`78.005` → `70.012`) names by `70.013`: resolved against the establishment. */
  adhesion: string;
  startDate: string | null;
  endDate: string | null;
  amountCents: number;
  components: DsnComponent[];
  contributions: DsnIndividualContribution[];
}

/**
 * An amount of the norm (`N`, two decimals at most) in cents: integers add up exactly, so totals
 * are the file's. Null when absent; a value that is no number was refused at its line already.
 */
export function cents(v: string | null): number | null {
  if (v === null) return null;
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(v);
  if (!m) return null;
  const units = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] === '-' ? -units : units;
}

/** Cents as the euros the API answers: the file's value exactly. */
export const euros = (amount: number): number => Math.round(amount) / 100;

const isNumber = (v: string | null) => v !== null && /^-?\d+(\.\d+)?$/.test(v);

/** An amount read: a number with more than two decimals is refused here (the norm's amounts have two). */
function amountOf(node: BlockNode, suffix: string, problems: ProblemList): number | null {
  const v = value(node, suffix);
  const parsed = cents(v);
  if (parsed === null && isNumber(v)) {
    problems.error(lineOf(node, suffix), `${node.kind}.${suffix}`, 'an amount has at most two decimals');
  }
  return parsed;
}

/** The affiliations (`S21.G00.70`) of the individual by their technical id `.012`: their adhesion `.013`. */
function affiliationsOf(individual: BlockNode): Map<string, string | null> {
  const byId = new Map<string, string | null>();
  for (const contract of childrenOf(individual, 'S21.G00.40')) {
    for (const a of childrenOf(contract, 'S21.G00.70')) {
      const id = value(a, '012');
      if (id !== null) byId.set(id, value(a, '013'));
    }
  }
  return byId;
}

/**
 * Maps the `S21.G00.78` blocks of code 31 of one individual. Technical ids are the file's own
 * (renumbered each month): `78.005` only finds its affiliation in this individual, and through
 * it the adhesion; the contract itself is known by its reference. Problems name line and rubrique.
 */
export function readContributions(individual: BlockNode, problems: ProblemList): DsnContributionBase[] {
  const affiliations = affiliationsOf(individual);
  const bases: DsnContributionBase[] = [];
  for (const node of childrenOf(individual, 'S21.G00.78')) {
    if (value(node, '001') !== COMPLEMENTARY_BASE) continue;
    const amount = amountOf(node, '004', problems);
    const components = childrenOf(node, 'S21.G00.79').flatMap((c) => {
      const componentAmount = amountOf(c, '004', problems);
      const type = value(c, '001');
      return type === null || componentAmount === null
        ? []
        : [{ type, amountCents: componentAmount, line: c.line }];
    });
    const contributions = childrenOf(node, 'S21.G00.81').flatMap((c) => {
      const contribution = amountOf(c, '004', problems);
      const base = amountOf(c, '003', problems);
      const code = value(c, '001');
      return code === null || contribution === null
        ? []
        : [
            {
              code,
              organism: text(c, '002'),
              baseCents: base,
              amountCents: contribution,
              rate: value(c, '007'),
              line: c.line,
            },
          ];
    });
    if (amount === null) {
      if (value(node, '004') === null) {
        const what =
          components.length + contributions.length > 0 ? 'components without their base' : 'a base';
        problems.error(
          node.line,
          'S21.G00.78.004',
          `${what}: the S21.G00.78 of code 31 has no amount (S21.G00.78.004)`,
        );
      }
      continue;
    }
    const adhesion = adhesionOf(node, affiliations, problems);
    if (adhesion === null) continue;
    bases.push({
      line: node.line,
      adhesion,
      startDate: date(node, '002'),
      endDate: date(node, '003'),
      amountCents: amount,
      components,
      contributions,
    });
  }
  return bases;
}

/** The adhesion a base's affiliation (`78.005`) names, or a problem at the base's line. */
function adhesionOf(
  node: BlockNode,
  affiliations: ReadonlyMap<string, string | null>,
  problems: ProblemList,
): string | null {
  const id = value(node, '005');
  if (id === null) {
    problems.error(
      node.line,
      'S21.G00.78.005',
      'a base of code 31 names the affiliation (S21.G00.70.012) it is for: S21.G00.78.005 is missing',
    );
    return null;
  }
  const adhesion = affiliations.get(id);
  if (adhesion === undefined || adhesion === null) {
    problems.error(
      lineOf(node, '005'),
      'S21.G00.78.005',
      adhesion === undefined
        ? `the base names affiliation '${id}', which no S21.G00.70.012 of the individual has`
        : `the base names affiliation '${id}', whose S21.G00.70 names no adhesion (S21.G00.70.013)`,
    );
    return null;
  }
  return adhesion;
}
