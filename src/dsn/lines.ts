import fs from 'node:fs';

/** One line of a NEODeS file: `Sxx.Gxx.xx.xxx,'value'`, with its number (1-based) in the file. */
export interface DsnLine {
  line: number;
  code: string;
  value: string;
}

/** A line that is not a rubrique. */
export interface BadLine {
  line: number;
  code: null;
  value: null;
}

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
 */
export async function detectEncoding(source: DsnSource): Promise<DsnEncoding> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let multiByte = false;
  try {
    for await (const chunk of source.open()) {
      if (!multiByte && chunk.some((byte) => byte >= 0x80)) multiByte = true;
      decoder.decode(chunk, { stream: true });
    }
    decoder.decode();
  } catch {
    return 'latin1';
  }
  return multiByte ? 'utf8' : 'latin1';
}

const RUBRIQUE = /^(S\d{2}\.G\d{2}\.\d{2}\.\d{3}),'(.*)'$/s;

/**
 * Streams the file's rubriques in order: the value is everything between the first `,'` and the
 * last `'` (a value may hold an apostrophe). LF or CRLF; empty lines are skipped but counted.
 * Each line is decoded on its own from the bytes, so a value kept for later holds only its line,
 * never the megabyte chunk it was read in.
 */
export async function* readDsnLines(
  source: DsnSource,
  encoding: DsnEncoding,
): AsyncGenerator<DsnLine | BadLine> {
  let rest: Buffer | null = null;
  let line = 0;
  const parse = (bytes: Buffer, start: number, end: number): DsnLine | BadLine | undefined => {
    line++;
    const stop = end > start && bytes[end - 1] === 0x0d ? end - 1 : end;
    if (stop === start) return undefined;
    const match = RUBRIQUE.exec(bytes.toString(encoding, start, stop));
    if (!match?.[1] || match[2] === undefined) return { line, code: null, value: null };
    return { line, code: match[1], value: match[2] };
  };
  for await (const chunk of source.open()) {
    const bytes: Buffer = rest ? Buffer.concat([rest, chunk]) : chunk;
    let start = 0;
    for (;;) {
      const end = bytes.indexOf(0x0a, start);
      if (end < 0) break;
      const parsed = parse(bytes, start, end);
      if (parsed) yield parsed;
      start = end + 1;
    }
    rest = start < bytes.length ? Buffer.from(bytes.subarray(start)) : null;
  }
  if (rest) {
    const parsed = parse(rest, 0, rest.length);
    if (parsed) yield parsed;
  }
}
