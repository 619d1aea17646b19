import { admits, elapsedInWindow, type WindowCounts, windowIndex } from './window.ts';

export interface Bucket {
  /** Counter name, unique per key: `all` or `write`. */
  name: string;
  limit: number;
}

export interface Consumption {
  /** True when every bucket had room: then each one counted the request. */
  allowed: boolean;
  /** One entry per bucket, in the order given; after the request when allowed. */
  counts: WindowCounts[];
}

/** Where the counters live: this process, or Redis for a limit shared by every instance. */
export interface RateLimitStore {
  consume(subject: string, buckets: readonly Bucket[], windowMs: number): Promise<Consumption>;
  close(): Promise<void>;
}

interface Counter {
  index: number;
  current: number;
  previous: number;
}

/**
 * Counters in this process. A refused request is not counted, so a client that waits for
 * Retry-After is served, however hard it hammered before.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly counters = new Map<string, Counter>();
  private sweptAt = -1;

  constructor(private readonly now: () => number = Date.now) {}

  async consume(subject: string, buckets: readonly Bucket[], windowMs: number): Promise<Consumption> {
    return this.consumeNow(subject, buckets, windowMs);
  }

  consumeNow(subject: string, buckets: readonly Bucket[], windowMs: number): Consumption {
    const nowMs = this.now();
    const index = windowIndex(nowMs, windowMs);
    const elapsedMs = elapsedInWindow(nowMs, windowMs);
    this.sweep(index);
    const counters = buckets.map((bucket) => this.counterOf(`${subject}:${bucket.name}:${windowMs}`, index));
    const before = counters.map((c) => ({ previous: c.previous, current: c.current, elapsedMs }));
    const allowed = buckets.every((bucket, i) => {
      const counts = before[i];
      return counts !== undefined && admits(counts, bucket.limit, windowMs);
    });
    if (allowed) for (const counter of counters) counter.current += 1;
    return {
      allowed,
      counts: counters.map((c) => ({ previous: c.previous, current: c.current, elapsedMs })),
    };
  }

  async close(): Promise<void> {
    this.counters.clear();
  }

  private counterOf(name: string, index: number): Counter {
    let counter = this.counters.get(name);
    if (!counter) {
      counter = { index, current: 0, previous: 0 };
      this.counters.set(name, counter);
    } else if (counter.index !== index) {
      counter.previous = counter.index === index - 1 ? counter.current : 0;
      counter.current = 0;
      counter.index = index;
    }
    return counter;
  }

  /** Forgets keys idle for two windows, once per window, so memory follows active keys only. */
  private sweep(index: number): void {
    if (this.sweptAt === index) return;
    this.sweptAt = index;
    for (const [name, counter] of this.counters) {
      if (counter.index < index - 1) this.counters.delete(name);
    }
  }
}
