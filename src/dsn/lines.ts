import { isAscii } from 'node:buffer';
import fs from 'node:fs';

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

const CODE = /^S\d{2}\.G\d{2}\.\d{2}\.\d{3}$/;
const COMMA = 0x2c;
const QUOTE = 0x27;

/**
 * Receives each rubrique with its line number; `code` null for a line that is not a rubrique.
 * `value` is null for a rubrique whose value `wants` did not ask for (most lines of a DSN are pay
 * and contributions, never read: their values are not decoded).
 */
export type LineVisitor = (line: number, code: string | null, value: string | null) => void;

/**
 * Reads the file's rubriques in order: `Sxx.Gxx.xx.xxx,'value'`, the value everything between
 * the first `,'` and the last `'` (a value may hold an apostrophe). LF or CRLF; empty lines are
 * skipped but counted. Only the code and the value are decoded, each from its own bytes, so a
 * value kept for later never pins the megabyte chunk it was read in, and no object is made per
 * line: the visitor is called synchronously, one promise per chunk read.
 */
export async function readDsnLines(
  source: DsnSource,
  encoding: DsnEncoding,
  visit: LineVisitor,
  wants: (code: string) => boolean = () => true,
): Promise<void> {
  let rest: Buffer | null = null;
  let line = 0;
  const parse = (bytes: Buffer, start: number, end: number): void => {
    line++;
    const stop = end > start && bytes[end - 1] === 0x0d ? end - 1 : end;
    if (stop === start) return;
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
  for await (const chunk of source.open()) {
    let start = 0;
    if (rest) {
      // Only the line cut by the chunk's edge is copied, never the chunk.
      const end = chunk.indexOf(0x0a);
      if (end < 0) {
        rest = Buffer.concat([rest, chunk]);
        continue;
      }
      const joined = Buffer.concat([rest, chunk.subarray(0, end)]);
      parse(joined, 0, joined.length);
      start = end + 1;
    }
    for (;;) {
      const end = chunk.indexOf(0x0a, start);
      if (end < 0) break;
      parse(chunk, start, end);
      start = end + 1;
    }
    rest = start < chunk.length ? Buffer.from(chunk.subarray(start)) : null;
  }
  if (rest) parse(rest, 0, rest.length);
}
