import fs from 'node:fs';
import { StringDecoder } from 'node:string_decoder';

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
 */
export async function* readDsnLines(
  source: DsnSource,
  encoding: DsnEncoding,
): AsyncGenerator<DsnLine | BadLine> {
  const decoder = new StringDecoder(encoding);
  let rest = '';
  let line = 0;
  const parse = (text: string): DsnLine | BadLine | undefined => {
    line++;
    const body = text.endsWith('\r') ? text.slice(0, -1) : text;
    if (body === '') return undefined;
    const match = RUBRIQUE.exec(body);
    if (!match?.[1] || match[2] === undefined) return { line, code: null, value: null };
    return { line, code: match[1], value: match[2] };
  };
  for await (const chunk of source.open()) {
    const text = rest + decoder.write(chunk);
    let start = 0;
    for (;;) {
      const end = text.indexOf('\n', start);
      if (end < 0) break;
      const parsed = parse(text.slice(start, end));
      if (parsed) yield parsed;
      start = end + 1;
    }
    rest = text.slice(start);
  }
  rest += decoder.end();
  if (rest !== '') {
    const parsed = parse(rest);
    if (parsed) yield parsed;
  }
}
