import { describe, expect, it } from 'vitest';
import { IdIndex } from './id-index.ts';

describe('IdIndex: the ids an import remembers, kept off the JavaScript heap', () => {
  it('answers like a Map for ids it holds and ids it does not', () => {
    const index = new IdIndex(4);
    const reference = new Map<string, number>();
    // Enough ids to grow the table several times; some differ only by case or by their last character.
    for (let i = 0; i < 5000; i++) {
      for (const id of [`col_${i}`, `COL_${i}`, `col_${i}x`]) {
        if (i % 7 === 0 && reference.has(id)) continue;
        index.set(id, i);
        reference.set(id, i);
      }
    }
    expect(index.size).toBe(reference.size);
    for (const [id, value] of reference) expect(index.get(id)).toBe(value);
    for (const absent of ['', 'col_', 'col_5000', 'col_1y', 'col_01']) {
      expect(index.has(absent)).toBe(false);
      expect(index.get(absent)).toBeUndefined();
    }
  });

  it('keeps one entry per id: setting it again updates its value', () => {
    const index = new IdIndex();
    const entry = index.set('abs_1', 0);
    expect(index.set('abs_1', 3)).toBe(entry);
    expect(index.size).toBe(1);
    expect(index.get('abs_1')).toBe(3);
  });

  it('numbers entries in order of addition, for good, and gives back the id of each', () => {
    const index = new IdIndex(2);
    const ids = ['é-ü', '😀 emoji', '', 'x'.repeat(10_000), 'col_000001'];
    ids.forEach((id, i) => {
      expect(index.set(id, i)).toBe(i);
    });
    // Growing the table many times over moves no entry.
    for (let i = 0; i < 3000; i++) index.set(`more_${i}`, i);
    ids.forEach((id, i) => {
      expect(index.entryOf(id)).toBe(i);
      expect(index.keyOf(i)).toBe(id);
    });
    expect(index.entryOf('absent')).toBe(-1);
  });
});
