/**
 * The sliding-window counter: a key's usage is the count of the current fixed window plus the
 * previous window's count weighted by how much of it still overlaps the last minute. It smooths
 * the double burst a plain fixed window allows at its boundary, with two counters per key.
 * Pure arithmetic, shared by the in-memory store and mirrored by the Redis script.
 */

export interface WindowCounts {
  /** Requests counted in the previous fixed window. */
  previous: number;
  /** Requests counted in the current fixed window (after this request, when it was allowed). */
  current: number;
  /** Milliseconds elapsed since the current fixed window began. */
  elapsedMs: number;
}

export interface WindowVerdict {
  allowed: boolean;
  limit: number;
  /** Requests still allowed right now; 0 when refused. */
  remaining: number;
  /** Seconds until the window ends (allowed) or until one more request would be allowed (refused). */
  resetSeconds: number;
}

export function windowIndex(nowMs: number, windowMs: number): number {
  return Math.floor(nowMs / windowMs);
}

export function elapsedInWindow(nowMs: number, windowMs: number): number {
  return nowMs - windowIndex(nowMs, windowMs) * windowMs;
}

/** The weighted usage of the last `windowMs`, as the sliding-window counter estimates it. */
export function estimatedUsage(counts: WindowCounts, windowMs: number): number {
  return (counts.previous * (windowMs - counts.elapsedMs)) / windowMs + counts.current;
}

/** Whether one more request fits, given the counts before it. Same rule as the Redis script. */
export function admits(before: WindowCounts, limit: number, windowMs: number): boolean {
  return estimatedUsage(before, windowMs) + 1 <= limit;
}

/**
 * Milliseconds from now until one more request would fit: the previous window's weight decays
 * linearly, and once the current window ends its count becomes the decaying one.
 */
export function waitBeforeNextMs(counts: WindowCounts, limit: number, windowMs: number): number {
  const untilWindowEnd = windowMs - counts.elapsedMs;
  if (counts.current + 1 <= limit) {
    // Only the previous window's share is in the way: wait until it has decayed enough.
    if (counts.previous === 0) return 0;
    const neededElapsed = windowMs * (1 - (limit - 1 - counts.current) / counts.previous);
    return Math.max(0, Math.min(untilWindowEnd, neededElapsed - counts.elapsedMs));
  }
  // The current window alone is full: it must become the previous one and decay.
  const intoNext = windowMs * (1 - (limit - 1) / counts.current);
  return untilWindowEnd + Math.max(0, intoNext);
}

/** The verdict and header values from the counts after the decision. */
export function verdictOf(
  allowed: boolean,
  after: WindowCounts,
  limit: number,
  windowMs: number,
): WindowVerdict {
  if (!allowed) {
    return {
      allowed,
      limit,
      remaining: 0,
      resetSeconds: Math.max(1, Math.ceil(waitBeforeNextMs(after, limit, windowMs) / 1000)),
    };
  }
  return {
    allowed,
    limit,
    remaining: Math.max(0, Math.floor(limit - estimatedUsage(after, windowMs))),
    resetSeconds: Math.max(1, Math.ceil((windowMs - after.elapsedMs) / 1000)),
  };
}
