import { BLOCK_ANCESTORS, BLOCK_PARENTS, type BlockNode, isEnvelope } from './blocks.ts';
import { dsnDate } from './dates.ts';
import { type DsnEncoding, type DsnSource, detectEncoding, readDsnLines } from './lines.ts';
import { LATEST_NORM, NORMS, type NormTable } from './norm/index.ts';
import type { ProblemList } from './problems.ts';

export interface ParsedFile {
  encoding: DsnEncoding;
  version: string | null;
  /** Each `S20.G00.05` block with the blocks it holds. */
  declarations: BlockNode[];
}

const NIR_RUBRIQUES = new Set(['S21.G00.30.001', 'S21.G00.31.008']);

/**
 * Reads a DSN file whole: every line is checked against the norm's table (length, code list,
 * date), blocks are nested by the norm's hierarchy, and the `S90` totals are compared with the
 * file. Problems go to `problems`; the declarations are returned for mapping.
 */
export async function parseDsn(source: DsnSource, problems: ProblemList): Promise<ParsedFile> {
  const encoding = await detectEncoding(source);
  let norm: NormTable = LATEST_NORM;
  let version: string | null = null;
  const declarations: BlockNode[] = [];
  const open = new Map<string, BlockNode>();
  let current: BlockNode | null = null;
  let lastSuffix = '';
  let rubriques = 0;
  const declared: { rubriques: string | null; declarations: string | null; line: number | null } = {
    rubriques: null,
    declarations: null,
    line: null,
  };

  for await (const read of readDsnLines(source, encoding)) {
    if (read.code === null) {
      problems.error(read.line, undefined, "not a rubrique: expected Sxx.Gxx.xx.xxx,'value'");
      continue;
    }
    const { code, value, line } = read;
    if (isEnvelope(code)) continue;
    rubriques++;
    const kind = code.slice(0, 10);
    const suffix = code.slice(11);

    if (code === 'S10.G00.00.006') {
      const known = NORMS[value];
      if (known) {
        norm = known;
        version = value;
      } else {
        problems.error(
          line,
          code,
          `norm version '${value}' is not supported (${Object.keys(NORMS).join(', ')})`,
        );
      }
    }
    checkValue(norm, code, value, line, problems);

    // A new block: another kind than the previous line's, or the same kind starting over.
    if (current === null || current.kind !== kind || suffix <= lastSuffix) {
      current = null;
      if (kind in BLOCK_PARENTS) {
        const parentKind = BLOCK_PARENTS[kind] ?? null;
        const parent = parentKind ? open.get(parentKind) : undefined;
        if (parentKind && !parent) {
          problems.error(line, code, `block ${kind} has no ${parentKind} block before it`);
        }
        for (const [openKind] of open) {
          if (openKind === kind || BLOCK_ANCESTORS.get(openKind)?.includes(kind)) open.delete(openKind);
        }
        const node: BlockNode = { kind, line, values: {}, lines: {}, children: [] };
        if (parent) parent.children.push(node);
        if (kind === 'S20.G00.05') declarations.push(node);
        open.set(kind, node);
        current = node;
      } else {
        current = { kind, line, values: {}, lines: {}, children: [] }; // read and ignored
      }
    }
    lastSuffix = suffix;
    if (current.kind in BLOCK_PARENTS && norm.rubriques[code]) {
      current.values[suffix] = value;
      current.lines[suffix] = line;
    }
    if (code === 'S90.G00.90.001') {
      declared.rubriques = value;
      declared.line = line;
    }
    if (code === 'S90.G00.90.002') {
      declared.declarations = value;
      declared.line ??= line;
    }
  }

  if (declared.line === null) {
    problems.error(
      rubriques === 0 ? 1 : rubriques,
      'S90.G00.90.001',
      'the file has no S90.G00.90 totals block',
    );
  } else {
    if (declared.rubriques !== null && Number(declared.rubriques) !== rubriques) {
      problems.error(
        declared.line,
        'S90.G00.90.001',
        `the file holds ${rubriques} rubriques from S10 to S90, the total says ${Number(declared.rubriques)}`,
      );
    }
    if (declared.declarations !== null && Number(declared.declarations) !== declarations.length) {
      problems.error(
        declared.line,
        'S90.G00.90.002',
        `the file holds ${declarations.length} declaration(s), the total says ${Number(declared.declarations)}`,
      );
    }
  }
  if (version === null && rubriques > 0) problems.error(1, 'S10.G00.00.006', 'the norm version is missing');
  return { encoding, version, declarations };
}

function checkValue(norm: NormTable, code: string, value: string, line: number, problems: ProblemList): void {
  const rule = norm.rubriques[code];
  if (!rule) return;
  if (NIR_RUBRIQUES.has(code)) {
    if (value.length !== 13) problems.error(line, code, 'a NIR has 13 characters');
    else if (!/^\d{5}(\d{2}|2A|2B)\d{6}$/.test(value)) {
      problems.error(line, code, 'a NIR is 13 digits (2A or 2B for Corsica)');
    }
    return;
  }
  if (value.length > rule.length) {
    problems.error(line, code, `the value has ${value.length} characters, the norm allows ${rule.length}`);
    return;
  }
  if (rule.type === 'D' && dsnDate(value) === null) {
    problems.error(line, code, 'expected a date DDMMYYYY that is a real day');
  } else if (rule.type === 'N' && !/^-?\d+(\.\d+)?$/.test(value)) {
    problems.error(line, code, 'expected a number');
  } else if (rule.codes && !rule.codes.includes(value)) {
    problems.error(line, code, `code '${value}' is not in the norm's list for this rubrique`);
  }
}
