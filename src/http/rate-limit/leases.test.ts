import { describe, expect, it } from 'vitest';
import { LEASE_MS, Leases, leaseCap, MAX_LEASE } from './leases.ts';

const counts = (current: number) => [{ previous: 0, current, elapsedMs: 1_000 }];

describe('rate-limit leases: tokens counted in Redis ahead of use', () => {
  it('holds at most 1 % of the smallest limit, 64 at most: none below 200 a minute', () => {
    expect(leaseCap([600])).toBe(6);
    expect(leaseCap([600, 120])).toBe(1);
    expect(leaseCap([199])).toBe(1);
    expect(leaseCap([1_000_000])).toBe(MAX_LEASE);
  });

  it('asks for one token at a time for an idle key, and doubles for a key that spends its lease quickly', () => {
    let now = 1_000;
    const leases = new Leases(() => now);
    expect(leases.wanted('k', [6_400])).toBe(1);
    leases.keep('k', 1, counts(1), 1_000, 60_000);
    expect(leases.wanted('k', [6_400])).toBe(2);
    leases.keep('k', 2, counts(3), 1_000, 60_000);
    expect(leases.take('k')).toBeDefined();
    expect(leases.take('k')).toBeUndefined();
    expect(leases.wanted('k', [6_400])).toBe(4);
    // Idle for longer than a lease lives: back to one.
    now += LEASE_MS + 1;
    expect(leases.wanted('k', [6_400])).toBe(1);
  });

  it('asks for as many tokens as requests wait on the answer, never beyond the cap', () => {
    const leases = new Leases(() => 1_000);
    expect(leases.wanted('k', [6_400], 9)).toBe(10);
    expect(leases.wanted('k', [6_400], 200)).toBe(64);
    expect(leases.wanted('k', [150], 9)).toBe(1);
  });

  it('spends a lease without asking, reporting what Redis counted less what is still held', () => {
    const leases = new Leases(() => 5_000);
    const first = leases.keep('k', 4, counts(10), 2_000, 60_000);
    expect(first[0]?.current).toBe(7);
    expect(leases.take('k')?.[0]?.current).toBe(8);
    expect(leases.take('k')?.[0]?.current).toBe(9);
    expect(leases.take('k')?.[0]?.current).toBe(10);
    expect(leases.take('k')).toBeUndefined();
  });

  it('never spends a token after its lease expired, or past the end of the window it was counted in', () => {
    let now = 0;
    const leases = new Leases(() => now);
    leases.keep('k', 10, counts(10), 1_000, 60_000);
    now = LEASE_MS;
    expect(leases.take('k')).toBeUndefined();
    now = 0;
    // Counted 300 ms before its window ends: spendable for 200 ms only.
    leases.keep('w', 10, counts(10), 59_700, 60_000);
    now = 150;
    expect(leases.take('w')).toBeDefined();
    now = 250;
    expect(leases.take('w')).toBeUndefined();
  });
});
