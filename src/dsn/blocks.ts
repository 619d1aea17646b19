/**
 * The norm's hierarchy of the blocks this import reads: each block belongs to the nearest
 * preceding block of its parent kind. Blocks not listed are read and ignored; the batch envelope
 * (`S05`, `S06`, `S95`, `S96`) is skipped entirely.
 */
export const BLOCK_PARENTS: Readonly<Record<string, string | null>> = {
  'S10.G00.00': null,
  'S10.G00.01': 'S10.G00.00',
  'S10.G00.02': 'S10.G00.01',
  'S20.G00.05': null,
  'S20.G00.07': 'S20.G00.05',
  'S21.G00.06': 'S20.G00.05',
  'S21.G00.11': 'S21.G00.06',
  'S21.G00.15': 'S21.G00.11',
  'S21.G00.30': 'S21.G00.11',
  'S21.G00.31': 'S21.G00.30',
  'S21.G00.40': 'S21.G00.30',
  'S21.G00.41': 'S21.G00.40',
  'S21.G00.60': 'S21.G00.40',
  'S21.G00.62': 'S21.G00.40',
  'S21.G00.65': 'S21.G00.40',
  'S21.G00.70': 'S21.G00.40',
  // The people an affiliation covers (spouse, children, others).
  'S21.G00.73': 'S21.G00.70',
  // Bases (code 31: complementary health and provident), their components and contributions.
  'S21.G00.78': 'S21.G00.30',
  'S21.G00.79': 'S21.G00.78',
  'S21.G00.81': 'S21.G00.78',
  'S90.G00.90': null,
};

/** The ancestors of each block kind, nearest first. */
export const BLOCK_ANCESTORS: ReadonlyMap<string, readonly string[]> = new Map(
  Object.keys(BLOCK_PARENTS).map((kind) => {
    const chain: string[] = [];
    for (let parent = BLOCK_PARENTS[kind]; parent; parent = BLOCK_PARENTS[parent] ?? null) chain.push(parent);
    return [kind, chain];
  }),
);

export const isEnvelope = (code: string) => /^S(05|06|95|96)\./.test(code);

/** One block as read: its rubriques by their last three digits, with the line of each. */
export interface BlockNode {
  kind: string;
  line: number;
  values: Record<string, string>;
  lines: Record<string, number>;
  children: BlockNode[];
}

export const value = (node: BlockNode, suffix: string): string | null => node.values[suffix] ?? null;
export const lineOf = (node: BlockNode, suffix: string): number => node.lines[suffix] ?? node.line;
