import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit.ts';
import { MemoryRateLimitStore } from './store.ts';

describe('rate limiter per API key', () => {
  const limiter = (now: () => number) =>
    new RateLimiter(new MemoryRateLimitStore(now), { rateLimitPerMinute: 4, writeRateLimitPerMinute: 2 });

  it('reads count against the general limit only', async () => {
    const rl = limiter(() => 30_000);
    expect(rl.bucketsOf('GET').map((b) => b.name)).toEqual(['all']);
    expect(rl.bucketsOf('PUT').map((b) => b.name)).toEqual(['all', 'write']);
    const verdicts = [];
    for (let i = 0; i < 5; i++) verdicts.push(await rl.check('key', 'GET'));
    expect(verdicts.map((v) => v.remaining)).toEqual([3, 2, 1, 0, 0]);
    expect(verdicts[4]).toMatchObject({ allowed: false, bucket: 'all', limit: 4 });
  });

  it('reports the write limit on writes, and names the bucket that refused', async () => {
    const rl = limiter(() => 30_000);
    expect(await rl.check('key', 'POST')).toMatchObject({
      allowed: true,
      bucket: 'write',
      limit: 2,
      remaining: 1,
    });
    expect(await rl.check('key', 'POST')).toMatchObject({ allowed: true, bucket: 'write', remaining: 0 });
    expect(await rl.check('key', 'POST')).toMatchObject({ allowed: false, bucket: 'write', limit: 2 });
    expect(await rl.check('key', 'GET')).toMatchObject({ allowed: true, bucket: 'all', remaining: 1 });
  });

  it('gives a Retry-After that really is the wait until the next request fits', async () => {
    let now = 50_000;
    const rl = limiter(() => now);
    for (let i = 0; i < 4; i++) await rl.check('key', 'GET');
    const refused = await rl.check('key', 'GET');
    expect(refused.allowed).toBe(false);
    // 10 s to the window's end, then 4 × (1 − t/60) + 1 ≤ 4 → t ≥ 15 s.
    expect(refused.resetSeconds).toBe(25);
    now += 24_000;
    expect((await rl.check('key', 'GET')).allowed).toBe(false);
    now += 1_000;
    expect((await rl.check('key', 'GET')).allowed).toBe(true);
  });
});
