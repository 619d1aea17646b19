import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.ts';

/** Reads each key as the response cache does: a miss computes the answer (100 bytes) and keeps it. */
function readThrough(cache: ReadCache, keys: readonly string[]): void {
  for (const key of keys) if (cache.get(key, 'answer') === undefined) cache.set(key, key, 100);
}

describe('the read cache', () => {
  it('never holds more bytes than its budget after a value is kept', () => {
    const cache = new ReadCache(1_000);
    for (let i = 0; i < 50; i++) {
      cache.set(`page ${i}`, i, 100);
      expect(cache.bytes).toBeLessThanOrEqual(1_000);
    }
    expect(cache.stats()).toMatchObject({ unit: 'bytes', maxSize: 1_000, size: cache.bytes });
    expect(cache.stats().evictions).toBeGreaterThan(0);
  });

  it('keeps the frequently read answers through a scan of answers read once', () => {
    const cache = new ReadCache(10_000);
    const hot = Array.from({ length: 20 }, (_, i) => `hot ${i}`);
    const readHot = () => readThrough(cache, hot);
    for (let round = 0; round < 3; round++) readHot();
    const before = cache.stats();
    // 2,000 pages read once, twenty times what the budget holds; the hot ones read now and then.
    for (let i = 0; i < 2_000; i++) {
      readThrough(cache, [`once ${i}`]);
      if (i % 100 === 99) readHot();
    }
    readHot();
    const after = cache.stats();
    expect(after.hits - before.hits).toBe(hot.length * 21);
    expect(after.misses - before.misses).toBe(2_000);
    expect(after.evictions - before.evictions).toBeGreaterThan(1_000);
  });

  it('keeps a stable share of answers read round-robin when they do not all fit', () => {
    // Least recently used first out would drop each page just before its turn: no hit at all.
    const cache = new ReadCache(10_000);
    const pages = Array.from({ length: 200 }, (_, i) => `page ${i}`);
    const round = () => readThrough(cache, pages);
    for (let warm = 0; warm < 3; warm++) round();
    const before = cache.stats();
    round();
    const hits = cache.stats().hits - before.hits;
    expect(hits).toBeGreaterThanOrEqual(pages.length / 4);
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
  });

  it('does not keep a value larger than a quarter of its budget', () => {
    const cache = new ReadCache(400);
    cache.set('big', 'x', 101);
    expect(cache.get('big')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('computes once for concurrent misses of the same key', async () => {
    const cache = new ReadCache(10_000);
    let runs = 0;
    const compute = async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 10));
      return ['x'];
    };
    const results = await Promise.all(Array.from({ length: 5 }, () => cache.memo('k', compute, () => 10)));
    expect(runs).toBe(1);
    expect(results.every((r) => r[0] === 'x')).toBe(true);
    await cache.memo('k', compute, () => 10);
    expect(runs).toBe(1);
  });

  it('keeps nothing when the computation fails, so the next caller tries again', async () => {
    const cache = new ReadCache(10_000);
    await expect(
      cache.memo(
        'k',
        () => Promise.reject(new Error('down')),
        () => 1,
      ),
    ).rejects.toThrow('down');
    expect(
      await cache.memo(
        'k',
        async () => 'ok',
        () => 1,
      ),
    ).toBe('ok');
  });
});
