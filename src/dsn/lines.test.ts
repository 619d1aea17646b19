import { describe, expect, it } from 'vitest';
import { LineLengthGuard, MAX_LINE_BYTES, readDsnLines } from './lines.ts';

/** The bytes handed over in pieces of `size`, as a stream or a stored upload cuts them. */
const inPieces = (bytes: Buffer, size: number) => ({
  name: 'pieces.dsn',
  async *open() {
    for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
  },
});

/** What the reader says of each line: its number, and its code, `not a rubrique` or `too long`. */
async function visited(bytes: Buffer, size: number): Promise<string[]> {
  const seen: string[] = [];
  await readDsnLines(inPieces(bytes, size), 'latin1', (line, code, value) =>
    seen.push(`${line} ${code ?? (value === null ? 'too long' : 'not a rubrique')}`),
  );
  return seen;
}

/** A rubrique line of exactly `bytes` bytes, its CR included when `crlf`. */
const lineOf = (bytes: number, crlf = false) => {
  const frame = "S21.G00.30.002,''".length + (crlf ? 1 : 0);
  return `S21.G00.30.002,'${'a'.repeat(bytes - frame)}'${crlf ? '\r' : ''}`;
};

describe('the line bound of a DSN', () => {
  it('is the longest value the norm allows at 4 bytes a character, with the code, the quotes and a CR', () => {
    expect(MAX_LINE_BYTES).toBe(14 + 2 + 4 * 120 + 1 + 1);
  });

  it.each([1, 7, 64, 499, 1 << 20])(
    'reads a line of the bound and refuses one byte more, with the lines after it numbered as the file does (pieces of %i bytes)',
    async (size) => {
      const text = [
        lineOf(MAX_LINE_BYTES, true),
        lineOf(MAX_LINE_BYTES + 1, true),
        lineOf(MAX_LINE_BYTES),
        lineOf(MAX_LINE_BYTES + 1),
        'x'.repeat(10 * MAX_LINE_BYTES),
        "S21.G00.30.004,'Élodie'",
        'x'.repeat(3 * MAX_LINE_BYTES),
      ].join('\n');
      expect(await visited(Buffer.from(text, 'latin1'), size)).toEqual([
        '1 S21.G00.30.002',
        '2 too long',
        '3 S21.G00.30.002',
        '4 too long',
        '5 too long',
        '6 S21.G00.30.004',
        '7 too long',
      ]);
    },
  );

  it('passes over 64 MiB without a line break as one line too long, holding no more than a piece of it', async () => {
    const piece = Buffer.alloc(1 << 20, 0x41);
    let held = 0;
    const source = {
      name: 'flat.dsn',
      async *open() {
        for (let i = 0; i < 64; i++) {
          held = Math.max(held, process.memoryUsage().arrayBuffers);
          yield piece;
        }
      },
    };
    const seen: string[] = [];
    const before = process.memoryUsage().arrayBuffers;
    await readDsnLines(source, 'latin1', (line, code, value) => seen.push(`${line} ${code} ${value}`));
    expect(seen).toEqual(['1 null null']);
    // Today's reader gathered the whole line: 64 MiB and more of buffers.
    expect(held - before).toBeLessThan(16 * 1024 * 1024);
  });

  it('finds, as the bytes arrive, the first line longer than the bound, wherever the pieces are cut', () => {
    const text = Buffer.from(
      [lineOf(MAX_LINE_BYTES, true), lineOf(MAX_LINE_BYTES), 'x'.repeat(MAX_LINE_BYTES + 1), 'ok'].join('\n'),
      'latin1',
    );
    for (const size of [1, 5, 498, 499, 4096]) {
      const guard = new LineLengthGuard();
      let found: number | null = null;
      for (let at = 0; at < text.length && found === null; at += size) {
        found = guard.check(text.subarray(at, at + size));
      }
      expect(found).toBe(3);
    }
    const fits = new LineLengthGuard();
    expect(fits.check(Buffer.from(`${lineOf(MAX_LINE_BYTES)}\n${lineOf(MAX_LINE_BYTES)}`, 'latin1'))).toBe(
      null,
    );
  });
});
