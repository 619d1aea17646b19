import type { WindowCounts } from './window.ts';

/** A lease lives at most this long, and never past the end of the fixed window it was counted in. */
export const LEASE_MS = 1_000;
/** Tokens one lease holds at most. */
export const MAX_LEASE = 64;
/** A lease holds at most this share of the smallest limit of its buckets (1 %). */
export const LEASE_SHARE_OF_LIMIT = 100;
/** Kept apart from a window's end, for the drift between this clock and Redis's. */
const WINDOW_END_MARGIN_MS = 100;
/** Keys remembered; beyond, the expired ones are forgotten. */
const MAX_KEYS = 10_000;

/** The most tokens a lease of buckets with these limits may hold: 1 below 200 a minute (no lease). */
export function leaseCap(limits: readonly number[]): number {
  return Math.max(1, Math.min(MAX_LEASE, Math.floor(Math.min(...limits) / LEASE_SHARE_OF_LIMIT)));
}

interface Held {
  /** Tokens counted in Redis and not spent yet. */
  left: number;
  granted: number;
  takenAt: number;
  until: number;
  /** Redis's position in its fixed window when the tokens were counted. */
  elapsedMs: number;
  /** When that window ends, on this clock. */
  windowEndsAt: number;
  /** Each bucket's counts in Redis once the tokens were counted. */
  counts: readonly WindowCounts[];
  /** When the lease was spent entirely (a busy key asks for more next time). */
  spentAt?: number;
}

/**
 * Rate-limit tokens counted in Redis ahead of use, spent by this instance without a round trip.
 * A busy key's lease doubles each time the last one was spent within LEASE_MS, up to its cap
 * (leaseCap); an idle key asks for one token at a time, as without leases. Every token is counted
 * in Redis, in the fixed window it is spent in, before the request it admits: the shared count is
 * never below what the instances served (no over-admission). What a lease holds unspent when it
 * expires stays counted: the cost is under-admission, at most cap − 1 tokens per instance and key.
 */
export class Leases {
  private readonly held = new Map<string, Held>();

  constructor(private readonly now: () => number = Date.now) {}

  /** A token of `key`'s lease, with the counts to report for it, or undefined (ask Redis). */
  take(key: string): WindowCounts[] | undefined {
    const lease = this.held.get(key);
    const now = this.now();
    if (!lease || lease.left <= 0 || now >= lease.until) return undefined;
    lease.left -= 1;
    if (lease.left === 0) lease.spentAt = now;
    return this.report(lease, now);
  }

  /**
   * How many tokens to ask Redis for, for the request at hand and the next ones: `waiting` more
   * requests of the key are already waiting on the response (never beyond the cap).
   */
  wanted(key: string, limits: readonly number[], waiting = 0): number {
    const cap = leaseCap(limits);
    const last = this.held.get(key);
    const now = this.now();
    const busy =
      last?.spentAt !== undefined &&
      last.spentAt - last.takenAt <= LEASE_MS &&
      now - last.spentAt <= LEASE_MS;
    // Idle, or near the end of the window where a lease would expire unspent: only what is asked now.
    const needed = Math.min(cap, 1 + waiting);
    if (cap === 1 || !busy || now + LEASE_MS > last.windowEndsAt - WINDOW_END_MARGIN_MS) return needed;
    return Math.max(needed, Math.min(cap, last.granted * 2));
  }

  /**
   * Redis counted `granted` tokens (one for the request at hand), at `elapsedMs` into its fixed
   * window of `windowMs`; answers the counts to report for the request at hand.
   */
  keep(
    key: string,
    granted: number,
    counts: readonly WindowCounts[],
    elapsedMs: number,
    windowMs: number,
  ): WindowCounts[] {
    const now = this.now();
    const lease: Held = {
      left: granted - 1,
      granted,
      takenAt: now,
      until: now + Math.min(LEASE_MS, windowMs - elapsedMs - WINDOW_END_MARGIN_MS),
      elapsedMs,
      windowEndsAt: now + windowMs - elapsedMs,
      counts,
    };
    if (lease.left === 0) lease.spentAt = now;
    if (this.held.size >= MAX_KEYS) this.forgetExpired(now);
    this.held.set(key, lease);
    return this.report(lease, now);
  }

  /** Tokens held unspent, for every key (what this instance may leave counted and unserved). */
  get unspent(): number {
    let sum = 0;
    const now = this.now();
    for (const lease of this.held.values()) if (now < lease.until) sum += lease.left;
    return sum;
  }

  /** The counts of a key as this instance sees them: what Redis counted, less what it still holds. */
  private report(lease: Held, now: number): WindowCounts[] {
    const elapsedMs = lease.elapsedMs + (now - lease.takenAt);
    return lease.counts.map((c) => ({ previous: c.previous, current: c.current - lease.left, elapsedMs }));
  }

  private forgetExpired(now: number): void {
    for (const [key, lease] of this.held) if (now - lease.takenAt > LEASE_MS) this.held.delete(key);
    if (this.held.size >= MAX_KEYS) this.held.clear();
  }
}
