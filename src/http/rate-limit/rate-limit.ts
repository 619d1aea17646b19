import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { CircuitState } from './circuit.ts';
import { RedisRateLimitStore } from './redis-store.ts';
import { type Bucket, MemoryRateLimitStore, type RateLimitStore } from './store.ts';
import { admits, verdictOf, type WindowVerdict } from './window.ts';

export const WINDOW_MS = 60_000;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface RateLimitEvents {
  limited(bucket: string): void;
  redisFailedOpen(): void;
  redisCircuitChanged(state: CircuitState): void;
}

/**
 * Per API key: every request counts in the `all` bucket (HRAPI_RATE_LIMIT_PER_MINUTE); writes
 * also count in the `write` bucket (HRAPI_WRITE_RATE_LIMIT_PER_MINUTE). A request is served only
 * when every bucket it belongs to has room.
 */
export class RateLimiter {
  /** Each method's buckets, built once: every request asks. */
  private readonly reads: readonly Bucket[];
  private readonly writes: readonly Bucket[];

  constructor(
    readonly store: RateLimitStore,
    private readonly limits: Pick<Config, 'rateLimitPerMinute' | 'writeRateLimitPerMinute'>,
    private readonly windowMs = WINDOW_MS,
  ) {
    const all = { name: 'all', limit: this.limits.rateLimitPerMinute };
    this.reads = Object.freeze([all]);
    this.writes = Object.freeze([all, { name: 'write', limit: this.limits.writeRateLimitPerMinute }]);
  }

  bucketsOf(method: string): readonly Bucket[] {
    return WRITE_METHODS.has(method) ? this.writes : this.reads;
  }

  /**
   * Counts the request in its buckets. Allowed: the verdict of the bucket with the fewest left.
   * Refused: of the full bucket that frees up last (a bucket that still had room is not the one
   * to report).
   */
  async check(keyId: string, method: string): Promise<WindowVerdict & { bucket: string }> {
    const buckets = this.bucketsOf(method);
    const { allowed, counts } = await this.store.consume(keyId, buckets, this.windowMs);
    let reported: (WindowVerdict & { bucket: string }) | undefined;
    let reportedScore = 0;
    for (const [i, bucket] of buckets.entries()) {
      const bucketCounts = counts[i] ?? { previous: 0, current: 0, elapsedMs: 0 };
      if (!allowed && admits(bucketCounts, bucket.limit, this.windowMs)) continue;
      const verdict = {
        bucket: bucket.name,
        ...verdictOf(allowed, bucketCounts, bucket.limit, this.windowMs),
      };
      const score = allowed ? verdict.remaining : -verdict.resetSeconds;
      if (reported === undefined || score < reportedScore) {
        reported = verdict;
        reportedScore = score;
      }
    }
    if (!reported) throw new Error('a request belongs to at least one bucket');
    return reported;
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

/** The in-memory limiter, or the Redis one when REDIS_URL is set (with the memory one as fallback). */
export function createRateLimiter(
  config: Pick<Config, 'redisUrl' | 'rateLimitPerMinute' | 'writeRateLimitPerMinute'>,
  log: FastifyBaseLogger,
  events: Pick<RateLimitEvents, 'redisFailedOpen'> & Partial<Pick<RateLimitEvents, 'redisCircuitChanged'>>,
): RateLimiter {
  const memory = new MemoryRateLimitStore();
  if (!config.redisUrl) return new RateLimiter(memory, config);
  const redis = new RedisRateLimitStore(config.redisUrl, memory, {
    failedOpen(error, firstOfOutage) {
      events.redisFailedOpen();
      if (firstOfOutage) {
        log.warn(
          { err: error instanceof Error ? { message: error.message } : undefined },
          'Redis unreachable: rate limits are counted per instance until it is back',
        );
      }
    },
    recovered() {
      log.info('Redis reachable again: rate limits are shared across instances');
    },
    circuitChanged(state) {
      events.redisCircuitChanged?.(state);
    },
  });
  events.redisCircuitChanged?.(redis.circuit.state);
  return new RateLimiter(redis, config);
}
