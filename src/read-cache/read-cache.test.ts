import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.ts';

describe('the read cache', () => {
  it('drops the least recently used entries once over its byte budget', () => {
    const cache = new ReadCache(400);
    cache.set('a', 'A', 100);
    cache.set('b', 'B', 100);
    cache.set('c', 'C', 100);
    expect(cache.get('a')).toBe('A');
    cache.set('d', 'D', 100);
    cache.set('e', 'E', 100);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.bytes).toBeLessThanOrEqual(400);
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
