import { createHash } from 'node:crypto';
import { textProblem } from '../shared/text.ts';
import { BLOCK_ANCESTORS, BLOCK_PARENTS, type BlockNode, isEnvelope } from './blocks.ts';
import { dsnDate } from './dates.ts';
import { type DsnEncoding, type DsnSource, detectEncoding, LINE_TOO_LONG, readDsnLines } from './lines.ts';
import { LATEST_NORM, NORMS, type NormTable, versionsWithCode } from './norm/index.ts';
import type { ProblemList } from './problems.ts';
import { READ_RUBRIQUES } from './read-rubriques.ts';

export interface ParsedFile {
  encoding: DsnEncoding;
  /** A digest of the bytes read, so that a second pass can tell the file did not change. */
  digest: string;
  version: string | null;
  /** Each `S20.G00.05` block with the blocks it holds, individuals (`S21.G00.30`) excepted. */
  declarations: BlockNode[];
}

/**
 * An individual as it closes: its `S21.G00.30` block with its sub-blocks, under the `S21.G00.11`
 * establishment block of the `declaration`-th `S20.G00.05` of the file (0-based).
 */
export type IndividualVisitor = (
  individual: BlockNode,
  declaration: number,
  establishment: BlockNode,
) => void;

const NIR_RUBRIQUES = new Set(['S21.G00.30.001', 'S21.G00.31.008', 'S21.G00.73.007']);
const INDIVIDUAL = 'S21.G00.30';
const VERSION = 'S10.G00.00.006';

/** What the whole-file checks need to remember: the norm in force and the `S90` totals. */
class FileChecks {
  norm: NormTable = LATEST_NORM;
  version: string | null = null;
  rubriques = 0;
  /** Rubriques the file's norm version does not know: the first line of each and how many lines. */
  private readonly unknown = new Map<string, { line: number; count: number }>();
  declarations = 0;
  declared: { rubriques: string | null; declarations: string | null; line: number | null } = {
    rubriques: null,
    declarations: null,
    line: null,
  };

  constructor(
    private readonly problems: ProblemList,
    /** False when the file was checked already and is read again: only the norm version is read. */
    private readonly checkValues: boolean,
  ) {}

  /** The rubriques whose value is needed: those the import reads that the version knows, the totals. */
  wants(code: string): boolean {
    return (
      code === VERSION ||
      code.startsWith('S90.') ||
      (READ_RUBRIQUES.has(code) && this.norm.rubriques[code] !== undefined)
    );
  }

  /** Counts and checks one rubrique against the norm's table (`value` null when not wanted). */
  line(code: string, value: string | null, line: number): void {
    this.rubriques++;
    if (this.checkValues && this.norm.rubriques[code] === undefined && code !== VERSION) {
      const seen = this.unknown.get(code);
      if (seen) seen.count++;
      else this.unknown.set(code, { line, count: 1 });
    }
    if (value === null) return;
    if (this.checkValues) {
      // Before anything else reads it: a NUL or a C1 control (a file in another encoding than
      // its bytes say) is refused here, on both engines, never stored nor repeated.
      const bad = textProblem(value, 'none');
      if (bad !== undefined) {
        this.problems.error(line, code, `the value ${bad}`);
        return;
      }
    }
    if (code === VERSION) this.normVersion(value, line);
    if (code === 'S90.G00.90.001') {
      this.declared.rubriques = value;
      this.declared.line = line;
    }
    if (code === 'S90.G00.90.002') {
      this.declared.declarations = value;
      this.declared.line ??= line;
    }
    if (this.checkValues) checkValue(this.norm, code, value, line, this.problems);
  }

  private normVersion(value: string, line: number): void {
    const known = NORMS[value];
    if (known) {
      this.norm = known;
      this.version = value;
      return;
    }
    this.problems.error(
      line,
      VERSION,
      `norm version '${value}' is not supported (${Object.keys(NORMS).join(', ')})`,
    );
  }

  /** The `S90` totals against the file, the norm version's presence, the rubriques it does not know. */
  finish(): void {
    const { declared, problems, rubriques } = this;
    for (const [code, { line, count }] of this.unknown) {
      const more = count > 1 ? ` (and ${count - 1} more line${count > 2 ? 's' : ''})` : '';
      problems.warn(line, code, `rubrique unknown to norm ${this.norm.version}: not read${more}`);
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
      if (declared.declarations !== null && Number(declared.declarations) !== this.declarations) {
        problems.error(
          declared.line,
          'S90.G00.90.002',
          `the file holds ${this.declarations} declaration(s), the total says ${Number(declared.declarations)}`,
        );
      }
    }
    if (this.version === null && rubriques > 0) problems.error(1, VERSION, 'the norm version is missing');
  }
}

/**
 * Nests blocks by the norm's hierarchy as lines come: a block belongs to the nearest preceding
 * block of its parent kind. An individual (`S21.G00.30` and its sub-blocks) is handed to the
 * visitor as soon as a block outside it starts, then dropped: only the declarations' own blocks
 * (company, establishments, adhesions) stay in memory.
 */
class BlockNester {
  readonly declarations: BlockNode[] = [];
  private readonly open = new Map<string, BlockNode>();
  private current: BlockNode | null = null;
  private lastCode = '';

  constructor(
    private readonly problems: ProblemList,
    private readonly visit: IndividualVisitor | undefined,
  ) {}

  line(code: string, value: string | null, line: number): void {
    // A new block: another kind than the previous line's, or the same kind starting over (within
    // a kind, codes compare as their last three digits do).
    if (this.current === null || !code.startsWith(this.current.kind) || code <= this.lastCode) {
      this.current = this.startBlock(code.slice(0, 10), code, line);
    }
    this.lastCode = code;
    if (value !== null && this.current.kind in BLOCK_PARENTS) {
      const suffix = code.slice(11);
      this.current.values[suffix] = value;
      this.current.lines[suffix] = line;
    }
  }

  private startBlock(kind: string, code: string, line: number): BlockNode {
    const node: BlockNode = { kind, line, values: {}, lines: {}, children: [] };
    if (!(kind in BLOCK_PARENTS)) return node; // read and ignored
    if (!BLOCK_ANCESTORS.get(kind)?.includes(INDIVIDUAL)) this.closeIndividual();
    const parentKind = BLOCK_PARENTS[kind] ?? null;
    const parent = parentKind ? this.open.get(parentKind) : undefined;
    if (parentKind && !parent) {
      this.problems.error(line, code, `block ${kind} has no ${parentKind} block before it`);
    }
    for (const [openKind] of this.open) {
      if (openKind === kind || BLOCK_ANCESTORS.get(openKind)?.includes(kind)) this.open.delete(openKind);
    }
    if (parent && kind !== INDIVIDUAL) parent.children.push(node);
    if (kind === 'S20.G00.05') this.declarations.push(node);
    this.open.set(kind, node);
    return node;
  }

  /** Hands the open individual to the visitor, then forgets it. */
  closeIndividual(): void {
    const individual = this.open.get(INDIVIDUAL);
    if (!individual) return;
    this.open.delete(INDIVIDUAL);
    for (const kind of this.open.keys()) {
      if (BLOCK_ANCESTORS.get(kind)?.includes(INDIVIDUAL)) this.open.delete(kind);
    }
    const establishment = this.open.get('S21.G00.11');
    if (establishment && this.declarations.length > 0) {
      this.visit?.(individual, this.declarations.length - 1, establishment);
    }
  }
}

/**
 * Reads a DSN file in one streaming pass: every line is checked against the norm's table
 * (length, code list, date), blocks are nested by the norm's hierarchy, each individual is handed
 * to `visit` as it closes and then dropped, and the `S90` totals are compared with the file.
 * Problems go to `problems`; the declarations' own blocks are returned for mapping.
 */
export async function parseDsn(
  source: DsnSource,
  problems: ProblemList,
  visit?: IndividualVisitor,
  /** A file read again after its check: its encoding is known, its values were checked. */
  checked?: { encoding: DsnEncoding },
): Promise<ParsedFile> {
  const scan = checked ? { encoding: checked.encoding, mixed: null } : await detectEncoding(source);
  const { encoding, mixed } = scan;
  if (mixed) {
    problems.error(
      mixed.line,
      undefined,
      `the file mixes encodings: this line is not UTF-8 while line ${mixed.utf8Line} is; save the whole file in one encoding (ISO-8859-1 is the norm's)`,
    );
  }
  const checks = new FileChecks(problems, checked === undefined);
  const nester = new BlockNester(problems, visit);
  const hash = createHash('sha256');
  const hashed: DsnSource = {
    name: source.name,
    async *open() {
      for await (const chunk of source.open()) {
        hash.update(chunk);
        yield chunk;
      }
    },
  };
  await readDsnLines(
    hashed,
    encoding,
    (line, code, value) => {
      if (code === null) {
        problems.error(
          line,
          undefined,
          value === null ? LINE_TOO_LONG : "not a rubrique: expected Sxx.Gxx.xx.xxx,'value'",
        );
        return;
      }
      if (isEnvelope(code)) return;
      checks.line(code, value, line);
      nester.line(code, value, line);
    },
    (code) => checks.wants(code),
  );
  nester.closeIndividual();
  checks.declarations = nester.declarations.length;
  checks.finish();
  return {
    encoding,
    digest: hash.digest('base64url'),
    version: checks.version,
    declarations: nester.declarations,
  };
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
  } else if (rule.codes && !Object.hasOwn(rule.codes, value)) {
    const elsewhere = versionsWithCode(code, value);
    problems.error(
      line,
      code,
      `code '${value}' is not in norm ${norm.version}'s list for this rubrique` +
        (elsewhere.length > 0 ? ` (it is a code of ${elsewhere.join(', ')})` : ''),
    );
  }
}
