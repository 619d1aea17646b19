import { describe, expect, it } from 'vitest';
import { BoundedCache, processCache, processCacheStats } from './bounded-cache.ts';

describe('a bounded cache', () => {
  it('never holds more than its bound, the least recently used going first', () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.stats()).toEqual({
      entries: 2,
      unit: 'entries',
      size: 2,
      maxSize: 2,
      hits: 3,
      misses: 1,
      evictions: 1,
    });
  });

  it('computes a value once and serves it after', () => {
    const cache = new BoundedCache<string, string>(10);
    let computed = 0;
    const compute = () => {
      computed += 1;
      return 'value';
    };
    expect(cache.getOrSet('k', compute)).toBe('value');
    expect(cache.getOrSet('k', compute)).toBe('value');
    expect(computed).toBe(1);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1 });
  });

  it('refuses a bound below one entry', () => {
    expect(() => new BoundedCache(0)).toThrow(RangeError);
  });

  it('lists a process-wide cache under its name with its figures, for the metrics', () => {
    const cache = processCache<string, number>('test-listed-cache', 3);
    cache.getOrSet('a', () => 1);
    const listed = new Map(processCacheStats()).get('test-listed-cache');
    expect(listed).toEqual({
      entries: 1,
      unit: 'entries',
      size: 1,
      maxSize: 3,
      hits: 0,
      misses: 1,
      evictions: 0,
    });
  });
});
