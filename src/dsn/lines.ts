import { isAscii } from 'node:buffer';
import fs from 'node:fs';
import { NORMS } from './norm/index.ts';

export type DsnEncoding = 'utf8' | 'latin1';

/** Where a DSN comes from; opened once per pass, so it must give the same bytes each time. */
export interface DsnSource {
  name: string;
  open(): AsyncIterable<Buffer>;
}

export function dsnFileSource(file: string): DsnSource {
  return { name: file, open: () => fs.createReadStream(file, { highWaterMark: 1 << 20 }) };
}

export function dsnBufferSource(name: string, bytes: Buffer): DsnSource {
  return {
    name,
    async *open() {
      yield bytes;
    },
  };
}

/** How a file's bytes decode: its encoding, and the lines that give it away when it mixes two. */
export interface EncodingScan {
  encoding: DsnEncoding;
  /** A file with UTF-8 lines and lines that are not UTF-8: the first of each (1-based). */
  mixed: { line: number; utf8Line: number } | null;
}

/**
 * The norm's files are ISO-8859-1. A file that is valid UTF-8 and holds at least one multi-byte
 * sequence is read as UTF-8; any other as ISO-8859-1, where every byte is a character, so
 * nothing is ever decoded into U+FFFD. A file holding both a valid multi-byte UTF-8 sequence and
 * bytes that are not UTF-8 was pieced together from two encodings: it is `mixed`, and refused.
 *
 * A pass of its own, before the two passes of the import: the values the first pass checks and
 * maps (lengths in characters, the declarations' establishments it keeps) must be decoded in the
 * file's encoding, which only the file's last byte can settle. The bytes are checked as the
 * WHATWG UTF-8 decoder does (overlong forms and surrogates are not UTF-8); a pure ASCII chunk is
 * only searched for its line ends.
 */
export async function detectEncoding(source: DsnSource): Promise<EncodingScan> {
  let line = 1;
  let invalid: number | null = null;
  let multiByte: number | null = null;
  // The multi-byte sequence under way: bytes still needed, the range of the next one, its line.
  let needed = 0;
  let lower = 0x80;
  let upper = 0xbf;
  let sequenceLine = 1;
  const fail = (at: number) => {
    invalid ??= at;
  };
  for await (const chunk of source.open()) {
    if (needed === 0 && isAscii(chunk)) {
      for (let at = chunk.indexOf(0x0a); at >= 0; at = chunk.indexOf(0x0a, at + 1)) line++;
      continue;
    }
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i] ?? 0;
      if (needed > 0) {
        if (byte >= lower && byte <= upper) {
          lower = 0x80;
          upper = 0xbf;
          if (--needed === 0) multiByte ??= sequenceLine;
          continue;
        }
        fail(sequenceLine);
        needed = 0;
        lower = 0x80;
        upper = 0xbf;
      }
      if (byte === 0x0a) line++;
      else if (byte < 0x80) continue;
      else if (byte >= 0xc2 && byte <= 0xdf) needed = 1;
      else if (byte >= 0xe0 && byte <= 0xef) {
        needed = 2;
        if (byte === 0xe0) lower = 0xa0;
        if (byte === 0xed) upper = 0x9f;
      } else if (byte >= 0xf0 && byte <= 0xf4) {
        needed = 3;
        if (byte === 0xf0) lower = 0x90;
        if (byte === 0xf4) upper = 0x8f;
      } else fail(line);
      sequenceLine = line;
    }
    if (invalid !== null && multiByte !== null) break;
  }
  if (needed > 0) fail(sequenceLine);
  if (invalid !== null) {
    return { encoding: 'latin1', mixed: multiByte === null ? null : { line: invalid, utf8Line: multiByte } };
  }
  return { encoding: multiByte === null ? 'latin1' : 'utf8', mixed: null };
}

/** The longest value any rubrique of the norm versions read allows, in characters (120). */
const LONGEST_VALUE = Math.max(
  ...Object.values(NORMS).flatMap((norm) => Object.values(norm.rubriques).map((rule) => rule.length)),
);

/**
 * The longest line the norm allows, in bytes: the rubrique's code (14), `,'`, the longest value
 * at 4 bytes a character (the most UTF-8 takes), the closing `'` and a CR (498). A longer line
 * cannot be a rubrique of the norm: it is refused as it arrives, never gathered in memory.
 */
export const MAX_LINE_BYTES = 14 + 2 + 4 * LONGEST_VALUE + 1 + 1;

/** The problem of a line longer than MAX_LINE_BYTES, the same wherever the file comes in. */
export const LINE_TOO_LONG = `the line is longer than any the norm allows (${MAX_LINE_BYTES} bytes: a rubrique, its longest value of ${LONGEST_VALUE} characters and the quotes); is it a DSN, one rubrique per line?`;

/**
 * Follows a file's lines as its bytes arrive, keeping only the length of the line under way: the
 * first line longer than MAX_LINE_BYTES, for an upload to be refused before it is kept whole.
 */
export class LineLengthGuard {
  private line = 1;
  private length = 0;

  /** The line (1-based) that goes past the bound in this chunk, or null while every line fits. */
  check(chunk: Buffer): number | null {
    let start = 0;
    for (let end = chunk.indexOf(0x0a); end >= 0; end = chunk.indexOf(0x0a, start)) {
      if (this.length + end - start > MAX_LINE_BYTES) return this.line;
      this.line++;
      this.length = 0;
      start = end + 1;
    }
    this.length += chunk.length - start;
    return this.length > MAX_LINE_BYTES ? this.line : null;
  }
}

const CODE = /^S\d{2}\.G\d{2}\.\d{2}\.\d{3}$/;
const COMMA = 0x2c;
const QUOTE = 0x27;

/**
 * Receives each rubrique with its line number; `code` null for a line that is not a rubrique.
 * `value` is null for a rubrique whose value `wants` did not ask for (most lines of a DSN are pay
 * and contributions, never read: their values are not decoded), and, with `code` null, for a line
 * longer than MAX_LINE_BYTES (never read).
 */
export type LineVisitor = (line: number, code: string | null, value: string | null) => void;

/**
 * Reads the file's rubriques in order: `Sxx.Gxx.xx.xxx,'value'`, the value everything between
 * the first `,'` and the last `'` (a value may hold an apostrophe). LF or CRLF; empty lines are
 * skipped but counted. Only the code and the value are decoded, each from its own bytes, so a
 * value kept for later never pins the megabyte chunk it was read in, and no object is made per
 * line: the visitor is called synchronously, one promise per chunk read. A line cut by a chunk's
 * edge is copied, up to MAX_LINE_BYTES: past that it is passed over to its end, so a file without
 * line breaks costs a chunk of memory, not its size.
 */
export async function readDsnLines(
  source: DsnSource,
  encoding: DsnEncoding,
  visit: LineVisitor,
  wants: (code: string) => boolean = () => true,
): Promise<void> {
  let rest: Buffer | null = null;
  /** The line under way is past the bound: its bytes are dropped until its end. */
  let skipping = false;
  let line = 0;
  const parse = (bytes: Buffer, start: number, end: number): void => {
    line++;
    const stop = end > start && bytes[end - 1] === 0x0d ? end - 1 : end;
    if (stop === start) return;
    if (end - start > MAX_LINE_BYTES) {
      visit(line, null, null);
      return;
    }
    if (
      stop - start < 17 ||
      bytes[start + 14] !== COMMA ||
      bytes[start + 15] !== QUOTE ||
      bytes[stop - 1] !== QUOTE
    ) {
      visit(line, null, '');
      return;
    }
    const code = bytes.toString('latin1', start, start + 14);
    if (!CODE.test(code)) visit(line, null, '');
    else visit(line, code, wants(code) ? bytes.toString(encoding, start + 16, stop - 1) : null);
  };
  const tooLong = () => {
    line++;
    visit(line, null, null);
    skipping = false;
  };
  for await (const chunk of source.open()) {
    let start = 0;
    if (skipping || rest) {
      const end = chunk.indexOf(0x0a);
      if (end < 0) {
        if (!skipping && rest && rest.length + chunk.length <= MAX_LINE_BYTES) {
          rest = Buffer.concat([rest, chunk]);
        } else {
          rest = null;
          skipping = true;
        }
        continue;
      }
      // Only the line cut by the chunk's edge is copied, never the chunk.
      if (skipping || !rest || rest.length + end > MAX_LINE_BYTES) tooLong();
      else {
        const joined = Buffer.concat([rest, chunk.subarray(0, end)]);
        parse(joined, 0, joined.length);
      }
      start = end + 1;
    }
    for (;;) {
      const end = chunk.indexOf(0x0a, start);
      if (end < 0) break;
      parse(chunk, start, end);
      start = end + 1;
    }
    const left = chunk.length - start;
    rest = left > 0 && left <= MAX_LINE_BYTES ? Buffer.from(chunk.subarray(start)) : null;
    skipping = left > MAX_LINE_BYTES;
  }
  if (skipping) tooLong();
  else if (rest) parse(rest, 0, rest.length);
}
