import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { RedisRateLimitStore } from '../../src/http/rate-limit/redis-store.ts';
import { MemoryRateLimitStore } from '../../src/http/rate-limit/store.ts';

const ready = Boolean(process.env.REDIS_URL);
if (!ready) process.stdout.write('rate-limit lease tests skipped: set REDIS_URL to run them\n');

const WINDOW_MS = 60_000;
let failedOpen = 0;
const events = {
  failedOpen() {
    failedOpen += 1;
  },
  recovered() {},
  circuitChanged() {},
};

/** Two instances' limiters on the same Redis, connected (never counting in their fallback). */
async function instances() {
  const stores = [0, 1].map(
    () => new RedisRateLimitStore(process.env.REDIS_URL ?? '', new MemoryRateLimitStore(), events),
  );
  for (const store of stores) expect(await store.ready(5_000)).toBe(true);
  return stores;
}

/** Out of the last seconds of a minute, so that a test's requests fall in one fixed window. */
async function awayFromTheMinutesEnd() {
  const left = WINDOW_MS - (Date.now() % WINDOW_MS);
  if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 200));
}

describe.skipIf(!ready)('rate-limit tokens leased from Redis in small batches', () => {
  const opened: RedisRateLimitStore[] = [];
  afterAll(async () => {
    for (const store of opened) await store.close();
  });
  afterEach(() => {
    expect(failedOpen).toBe(0);
  });

  /** One instance's limiter and a fresh key limited to 2,000 a minute, away from the minute's end. */
  async function oneInstanceAt2000() {
    await awayFromTheMinutesEnd();
    const [store] = await instances();
    if (!store) throw new Error('no store');
    opened.push(store);
    return {
      store,
      subject: `lease_${randomBytes(6).toString('hex')}`,
      buckets: [{ name: 'all', limit: 2_000 }],
    };
  }

  it('admits exactly the limit from one instance, asking Redis far less often than once a request', async () => {
    const { store, subject, buckets } = await oneInstanceAt2000();
    let allowed = 0;
    for (let i = 0; i < 2_100; i++) if ((await store.consume(subject, buckets, WINDOW_MS)).allowed) allowed++;
    expect(allowed).toBe(2_000);
  });

  it('never admits more than the limit across two instances, and leaves at most a lease unspent on each', async () => {
    await awayFromTheMinutesEnd();
    const stores = await instances();
    opened.push(...stores);
    const subject = `lease_${randomBytes(6).toString('hex')}`;
    const limit = 3_000;
    const buckets = [{ name: 'all', limit }];
    let allowed = 0;
    // Bursts of uneven length on each instance, as a load balancer spreads a client.
    for (let i = 0; i < 3_300; i++) {
      const store = stores[Math.floor(i / 7) % 3 === 0 ? 1 : 0];
      if ((await store?.consume(subject, buckets, WINDOW_MS))?.allowed) allowed++;
    }
    expect(allowed).toBeLessThanOrEqual(limit);
    // Each instance holds at most its cap (30) less one unspent.
    expect(allowed).toBeGreaterThanOrEqual(limit - 2 * 29);
  });

  it('a key’s requests sent side by side share its lease: 50 at a time admit exactly the limit', async () => {
    const { store, subject, buckets } = await oneInstanceAt2000();
    let allowed = 0;
    // 42 waves of 50 concurrent requests: 2,100 against a limit of 2,000.
    for (let wave = 0; wave < 42; wave++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => store.consume(subject, buckets, WINDOW_MS)),
      );
      allowed += answers.filter((a) => a.allowed).length;
    }
    // Asking side by side, each lease replaced the last and left its tokens counted unspent.
    expect(allowed).toBe(2_000);
  });

  it('keeps counting one request at a time under 200 a minute: the limit headers stay exact', async () => {
    await awayFromTheMinutesEnd();
    const [a, b] = await instances();
    if (!a || !b) throw new Error('no store');
    opened.push(a, b);
    const subject = `lease_${randomBytes(6).toString('hex')}`;
    const buckets = [{ name: 'all', limit: 6 }];
    const seen = [];
    for (let i = 0; i < 8; i++) {
      const consumption = await (i % 2 === 0 ? a : b).consume(subject, buckets, WINDOW_MS);
      seen.push(consumption.allowed ? consumption.counts[0]?.current : 'refused');
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 'refused', 'refused']);
  });
});
