import { describe, expect, it } from 'vitest';
import { uuidv7 } from './ids.ts';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('uuidv7 (request ids, resource ids)', () => {
  it('is a version 7, variant 10 UUID carrying the time in its first 48 bits', () => {
    const now = Date.UTC(2026, 10, 25, 12, 0, 0, 123);
    const id = uuidv7(now);
    expect(id).toMatch(UUID_V7);
    expect(Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16)).toBe(now);
  });

  it('never repeats, across many refills of its pool of random bytes', () => {
    const now = Date.now();
    const ids = Array.from({ length: 20_000 }, () => uuidv7(now));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids.slice(0, 50)) expect(id).toMatch(UUID_V7);
  });

  it('draws random bits that vary in every position of the random part', () => {
    const seen = Array.from({ length: 32 }, () => new Set<string>());
    for (let i = 0; i < 2_000; i++) {
      const hex = uuidv7(0).replaceAll('-', '');
      for (let p = 0; p < 32; p++) seen[p]?.add(hex[p] ?? '');
    }
    // Positions 0-11: the time (0 here). 12: the version. 16: the variant (8-b). The rest: random.
    for (let p = 13; p < 32; p++) if (p !== 16) expect(seen[p]?.size, `hex digit ${p}`).toBe(16);
    expect([...(seen[16] ?? [])].sort()).toEqual(['8', '9', 'a', 'b']);
  });
});
