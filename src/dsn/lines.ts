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

/**
 * The norm's files are ISO-8859-1. A file that is valid UTF-8 and holds at least one multi-byte
 * sequence is read as UTF-8; any other as ISO-8859-1, where every byte is a character, so
 * nothing is ever decoded into U+FFFD.
 *
 * A pass of its own, before the two passes of the import: the values the first pass checks and
 * maps (lengths in characters, the declarations' establishments it keeps) must be decoded in the
 * file's encoding, which only the file's last byte can settle. An ISO-8859-1 file stops at its
 * first byte that is not UTF-8, in its first chunk; only a UTF-8 or pure ASCII file is read whole
 * here, at the speed of the native decoder.
 */
export async function detectEncoding(source: DsnSource): Promise<DsnEncoding> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let multiByte = false;
  try {
    for await (const chunk of source.open()) {
      if (!multiByte && !isAscii(chunk)) multiByte = true;
      decoder.decode(chunk, { stream: true });
    }
    decoder.decode();
  } catch {
    return 'latin1';
  }
  return multiByte ? 'utf8' : 'latin1';
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
