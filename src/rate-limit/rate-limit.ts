import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
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
  constructor(
    readonly store: RateLimitStore,
    private readonly limits: Pick<Config, 'rateLimitPerMinute' | 'writeRateLimitPerMinute'>,
    private readonly windowMs = WINDOW_MS,
  ) {}

  bucketsOf(method: string): Bucket[] {
    const all = { name: 'all', limit: this.limits.rateLimitPerMinute };
    return WRITE_METHODS.has(method)
      ? [all, { name: 'write', limit: this.limits.writeRateLimitPerMinute }]
      : [all];
  }

  async check(keyId: string, method: string): Promise<WindowVerdict & { bucket: string }> {
    const buckets = this.bucketsOf(method);
    const { allowed, counts } = await this.store.consume(keyId, buckets, this.windowMs);
    const verdicts = buckets.map((bucket, i) => {
      const bucketCounts = counts[i] ?? { previous: 0, current: 0, elapsedMs: 0 };
      // On a refusal, a bucket that still had room is not the one to report.
      const full = !allowed && !admits(bucketCounts, bucket.limit, this.windowMs);
      return {
        bucket: bucket.name,
        full,
        ...verdictOf(allowed || !full, bucketCounts, bucket.limit, this.windowMs),
      };
    });
    const reported = allowed
      ? minBy(verdicts, (v) => v.remaining)
      : minBy(
          verdicts.filter((v) => v.full),
          (v) => -v.resetSeconds,
        );
    if (!reported) throw new Error('a request belongs to at least one bucket');
    const { full: _full, ...verdict } = reported;
    return allowed ? verdict : { ...verdict, allowed: false };
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

function minBy<T>(items: T[], score: (item: T) => number): T | undefined {
  let best: T | undefined;
  for (const item of items) if (best === undefined || score(item) < score(best)) best = item;
  return best;
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
