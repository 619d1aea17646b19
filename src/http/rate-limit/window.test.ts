import { describe, expect, it } from 'vitest';
import { MemoryRateLimitStore } from './store.ts';
import { admits, estimatedUsage, verdictOf, waitBeforeNextMs, windowIndex } from './window.ts';

const MINUTE = 60_000;

describe('sliding-window arithmetic', () => {
  it('aligns windows on the epoch minute', () => {
    expect(windowIndex(0, MINUTE)).toBe(0);
    expect(windowIndex(59_999, MINUTE)).toBe(0);
    expect(windowIndex(60_000, MINUTE)).toBe(1);
  });

  it.each([
    // previous, current, elapsed, expected usage
    [0, 0, 0, 0],
    [0, 7, 30_000, 7],
    [10, 0, 0, 10],
    [10, 0, 30_000, 5],
    [10, 3, 45_000, 5.5],
    [10, 3, 59_999, 3.000_166_666_666_667],
  ])(
    'weights the previous window by its remaining overlap (%i, %i at %i ms → %d)',
    (previous, current, elapsedMs, usage) => {
      expect(estimatedUsage({ previous, current, elapsedMs }, MINUTE)).toBeCloseTo(usage, 9);
    },
  );

  it.each([
    [{ previous: 0, current: 9, elapsedMs: 0 }, 10, true],
    [{ previous: 0, current: 10, elapsedMs: 0 }, 10, false],
    [{ previous: 10, current: 0, elapsedMs: 0 }, 10, false],
    [{ previous: 10, current: 0, elapsedMs: 6_000 }, 10, true],
    [{ previous: 10, current: 4, elapsedMs: 30_000 }, 10, true],
    [{ previous: 10, current: 5, elapsedMs: 30_000 }, 10, false],
  ])(
    'admits one more request only while the estimate stays within the limit (%j, limit %i)',
    (counts, limit, admitted) => {
      expect(admits(counts, limit, MINUTE)).toBe(admitted);
    },
  );

  it('when the current window is full, waits for the next one and for the decay within it', () => {
    // 10 of 10 used, 20 s into the window: 40 s until it ends, then 10 × (1 − t/60) + 1 ≤ 10 → t ≥ 6 s.
    expect(waitBeforeNextMs({ previous: 0, current: 10, elapsedMs: 20_000 }, 10, MINUTE)).toBe(46_000);
    expect(waitBeforeNextMs({ previous: 0, current: 1, elapsedMs: 20_000 }, 1, MINUTE)).toBe(100_000);
  });

  it('when only the previous window is in the way, waits for its weight to decay', () => {
    // 10 × (1 − t/60) + 2 + 1 ≤ 10 → t ≥ 18 s; already 12 s in.
    expect(waitBeforeNextMs({ previous: 10, current: 2, elapsedMs: 12_000 }, 10, MINUTE)).toBeCloseTo(
      6_000,
      6,
    );
    expect(waitBeforeNextMs({ previous: 0, current: 2, elapsedMs: 12_000 }, 10, MINUTE)).toBe(0);
  });

  it('reports whole seconds, never 0, for Retry-After and RateLimit-Reset', () => {
    const refused = verdictOf(false, { previous: 10, current: 2, elapsedMs: 17_900 }, 10, MINUTE);
    expect(refused).toEqual({ allowed: false, limit: 10, remaining: 0, resetSeconds: 1 });
    const allowed = verdictOf(true, { previous: 0, current: 3, elapsedMs: 20_500 }, 10, MINUTE);
    expect(allowed).toEqual({ allowed: true, limit: 10, remaining: 7, resetSeconds: 40 });
  });
});

describe('in-memory counters', () => {
  const buckets = [{ name: 'all', limit: 3 }];

  it('counts allowed requests only, so a client that waits is served again', () => {
    let now = 120_000;
    const store = new MemoryRateLimitStore(() => now);
    const allowed = [1, 2, 3, 4, 5].map(() => store.consumeNow('key', buckets, MINUTE).allowed);
    expect(allowed).toEqual([true, true, true, false, false]);
    expect(store.consumeNow('key', buckets, MINUTE).counts[0]).toEqual({
      previous: 0,
      current: 3,
      elapsedMs: 0,
    });
    now += MINUTE + 20_000; // 3 × (40/60) = 2 → one more fits
    expect(store.consumeNow('key', buckets, MINUTE).allowed).toBe(true);
    expect(store.consumeNow('key', buckets, MINUTE).allowed).toBe(false);
  });

  it('keeps keys apart', () => {
    const store = new MemoryRateLimitStore(() => 0);
    for (let i = 0; i < 3; i++) store.consumeNow('a', buckets, MINUTE);
    expect(store.consumeNow('a', buckets, MINUTE).allowed).toBe(false);
    expect(store.consumeNow('b', buckets, MINUTE).allowed).toBe(true);
  });

  it('counts a write in both buckets, and refuses it when either is full, counting it in neither', () => {
    const store = new MemoryRateLimitStore(() => 0);
    const write = [
      { name: 'all', limit: 5 },
      { name: 'write', limit: 2 },
    ];
    expect(store.consumeNow('k', write, MINUTE).allowed).toBe(true);
    expect(store.consumeNow('k', write, MINUTE).allowed).toBe(true);
    const refused = store.consumeNow('k', write, MINUTE);
    expect(refused.allowed).toBe(false);
    expect(refused.counts.map((c) => c.current)).toEqual([2, 2]);
    expect(store.consumeNow('k', [{ name: 'all', limit: 5 }], MINUTE).counts[0]?.current).toBe(3);
  });

  it('forgets counters of keys idle for two windows', () => {
    let now = 0;
    const store = new MemoryRateLimitStore(() => now);
    for (let i = 0; i < 3; i++) store.consumeNow('idle', buckets, MINUTE);
    now = 3 * MINUTE;
    store.consumeNow('other', buckets, MINUTE);
    expect(store.consumeNow('idle', buckets, MINUTE).counts[0]).toEqual({
      previous: 0,
      current: 1,
      elapsedMs: 0,
    });
  });
});
