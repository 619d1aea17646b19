import { describe, expect, it } from 'vitest';
import { NdjsonError, ndjsonBatches } from '../src/ndjson.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

/** The body cut into chunks at these byte offsets, as a network may deliver it. */
async function* chunked(body: Uint8Array, cuts: readonly number[]): AsyncGenerator<Uint8Array> {
  let start = 0;
  for (const cut of [...cuts, body.length]) {
    yield body.subarray(start, cut);
    start = cut;
  }
}

async function valuesOf(chunks: AsyncIterable<Uint8Array>) {
  const batches: unknown[][] = [];
  for await (const batch of ndjsonBatches(chunks)) batches.push(batch);
  return { values: batches.flat(), batches: batches.length };
}

const LINES = [
  { list: 'collaborators', data: { id: 'col_1', lastName: 'Lefèvre', city: 'Besançon' } },
  { list: 'absences', data: { id: 'abs_1', note: '日本語 and 🙂' } },
  { cursor: 'MTIuNWJm' },
];
const BODY = bytes(LINES.map((line) => `${JSON.stringify(line)}\n`).join(''));

describe('an NDJSON body is parsed as its bytes arrive', () => {
  it('gives the lines in order, whatever the chunks: one byte at a time, a character split, a line split', async () => {
    const everyByte = Array.from({ length: BODY.length - 1 }, (_, i) => i + 1);
    const insideEmoji = BODY.indexOf(0xf0) + 2;
    const insideAccent = BODY.indexOf(0xc3) + 1;
    for (const cuts of [[], everyByte, [insideEmoji], [insideAccent, insideEmoji], [10, 11, 200]]) {
      expect((await valuesOf(chunked(BODY, cuts))).values).toEqual(LINES);
    }
  });

  it('gives each chunk’s complete lines as soon as the chunk arrives, not at the end of the body', async () => {
    const firstLineEnd = BODY.indexOf(0x0a) + 1;
    const seen: unknown[][] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    async function* slow() {
      yield BODY.subarray(0, firstLineEnd + 5);
      await held;
      yield BODY.subarray(firstLineEnd + 5);
    }
    const batches = ndjsonBatches(slow());
    const first = await batches.next();
    seen.push(first.value as unknown[]);
    expect(seen).toEqual([[LINES[0]]]);
    release();
    for await (const batch of batches) seen.push(batch);
    expect(seen.flat()).toEqual(LINES);
  });

  it('skips empty lines', async () => {
    expect((await valuesOf(chunked(bytes('\n{"a":1}\n\n{"b":2}\n'), [3]))).values).toEqual([
      { a: 1 },
      { b: 2 },
    ]);
  });

  it.each([
    ['ends inside a line', bytes('{"a":1}\n{"b":'), /ends inside line 2/],
    ['ends without its last newline', bytes('{"a":1}\n{"b":2}'), /ends inside line 2/],
    ['ends inside a character', BODY.subarray(0, BODY.indexOf(0xf0) + 2), /inside a character/],
    ['holds a line that is not JSON', bytes('{"a":1}\nnot json\n'), /line 2 is not JSON/],
    ['is not UTF-8', new Uint8Array([0x7b, 0xff, 0x7d, 0x0a]), /not UTF-8/],
  ])('a body that %s is an error, never a quiet end', async (_, body, message) => {
    await expect(valuesOf(chunked(body, [1]))).rejects.toThrow(message);
    await expect(valuesOf(chunked(body, [1]))).rejects.toBeInstanceOf(NdjsonError);
  });
});
