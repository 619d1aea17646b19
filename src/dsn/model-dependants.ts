import { nirKey } from '../hr-data/identifiers.ts';
import { type BlockNode, lineOf, value } from './blocks.ts';
import { childrenOf, date, missing, number, text } from './model-values.ts';
import type { ProblemList } from './problems.ts';

/** `S21.G00.73.003` as the API's type. */
const DEPENDANT_TYPES: Readonly<Record<string, DsnDependant['type']>> = {
  '01': 'adult',
  '02': 'child',
  '03': 'other',
};

/** One `S21.G00.73` person an affiliation covers, as declared. */
export interface DsnDependant {
  line: number;
  type: 'adult' | 'child' | 'other';
  lastName: string | null;
  /** The first of the first names (`.009` holds them all). */
  firstName: string | null;
  birthDate: string;
  /** The 15-character NIR (key computed), or null. */
  nir: string | null;
  option: string | null;
  startDate: string | null;
  endDate: string | null;
}

/** `S21.G00.70.007` to `.011`: each null when the file leaves it out. */
export interface DsnDependantCounts {
  children: number | null;
  adults: number | null;
  covered: number | null;
  others: number | null;
  coveredChildren: number | null;
}

export function readCounts(affiliation: BlockNode): DsnDependantCounts {
  return {
    children: number(affiliation, '007'),
    adults: number(affiliation, '008'),
    covered: number(affiliation, '009'),
    others: number(affiliation, '010'),
    coveredChildren: number(affiliation, '011'),
  };
}

/**
 * The `S21.G00.73` under one affiliation. A dependant without a type or a birth date cannot be
 * followed from month to month (nor told apart from a namesake): refused at its block's line. A
 * date that is no real day was refused at its own line already; one in the future is refused
 * here. Values are never repeated in messages.
 */
export function readDependants(affiliation: BlockNode, problems: ProblemList): DsnDependant[] {
  const today = new Date().toISOString().slice(0, 10);
  return childrenOf(affiliation, 'S21.G00.73').flatMap((node) => {
    const type = DEPENDANT_TYPES[value(node, '003') ?? ''];
    if (value(node, '003') === null) missing(node, problems, 'a dependant needs its type (S21.G00.73.003)');
    const birthDate = date(node, '005');
    if (value(node, '005') === null) {
      missing(node, problems, 'a dependant needs its birth date (S21.G00.73.005)');
    } else if (birthDate !== null && birthDate > today) {
      problems.error(
        lineOf(node, '005'),
        'S21.G00.73.005',
        'a dependant’s birth date is in the future: it cannot be a real one',
      );
      return [];
    }
    if (type === undefined || birthDate === null) return [];
    const nir = value(node, '007');
    return [
      {
        line: node.line,
        type,
        lastName: text(node, '006'),
        firstName: text(node, '009')?.split(/\s+/)[0] ?? null,
        birthDate,
        nir: nir !== null && /^\d{5}(\d{2}|2A|2B)\d{6}$/.test(nir) ? `${nir}${nirKey(nir)}` : null,
        option: text(node, '002'),
        startDate: date(node, '004'),
        endDate: date(node, '011'),
      },
    ];
  });
}

/**
 * `S21.G00.62.016` `01`: the affiliation is maintained after the contract's end (portability).
 * On an end block without its date (`.001`) there is no end to keep it from: a warning, and the
 * flag is not taken.
 */
export function maintainedCover(end: BlockNode | undefined, problems: ProblemList): boolean {
  if (!end || value(end, '016') !== '01') return false;
  if (date(end, '001') === null) {
    problems.warn(
      lineOf(end, '016'),
      'S21.G00.62.016',
      'the affiliation is said to be maintained (portability) on a contract that does not end (no S21.G00.62.001): the flag is not taken',
    );
    return false;
  }
  return true;
}
