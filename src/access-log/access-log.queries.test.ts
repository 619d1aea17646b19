import { describe, expect, it } from 'vitest';
import { batchSizes } from './access-log.queries.ts';

describe('the statements of an access log flush', () => {
  it.each([0, 1, 2, 3, 255, 511, 512, 513, 1_023, 1_024, 5_000, 20_000])(
    'write each of %i rows exactly once, at most 512 a statement, in sizes from a set of ten',
    (rows) => {
      const sizes = batchSizes(rows);
      expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(rows);
      for (const size of sizes) expect([512, 256, 128, 64, 32, 16, 8, 4, 2, 1]).toContain(size);
      // After the full batches, each power of two at most once: at most nine statements for the rest.
      const rest = sizes.filter((size) => size < 512);
      expect(new Set(rest).size).toBe(rest.length);
    },
  );
});
