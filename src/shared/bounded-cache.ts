/**
 * What a cache's bound counts: its entries (the small caches), or the bytes charged for them (the
 * read cache, whose answers weigh from a few hundred bytes to a quarter of its budget).
 */
export type CacheUnit = 'entries' | 'bytes';

/** How full a cache is, its bound, and how well it serves: what every cache of the server tells. */
export interface CacheStats {
  entries: number;
  unit: CacheUnit;
  /** What is held, in `unit` (for a cache bounded by entries, its entries). */
  size: number;
  /** The bound, in `unit`: `size` never stays above it. */
  maxSize: number;
  hits: number;
  misses: number;
  evictions: number;
}

/**
 * The one small interface of the server's in-memory caches: bounded (never grows past its
 * `maxSize`) and measured (`stats`). A cache is only ever a shortcut: whatever it holds can be
 * computed again, so an eviction changes no response.
 */
export interface Cache<K, V> {
  get(key: K): V | undefined;
  /**
   * Keeps `value`, charged `weight` against the bound: its bytes in a cache bounded by bytes; a
   * cache bounded by entries counts each entry once and takes no weight.
   */
  set(key: K, value: V, weight?: number): void;
  /** Forgets every entry (the figures stay). */
  clear(): void;
  stats(): CacheStats;
}

/**
 * Bounded by entries, least recently used first out, over a Map's insertion order (a hit moves
 * its entry last): for small sets of equally cheap values (formatters, holiday years, states).
 */
export class BoundedCache<K, V> implements Cache<K, V> {
  private readonly entries = new Map<K, V>();
  private hits = 0;
  private misses = 0;
  private evictions = 0;

  constructor(readonly maxEntries: number) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1) {
      throw new RangeError(`a cache holds at least one entry, not ${maxEntries}`);
    }
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) {
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
      this.evictions += 1;
    }
  }

  /** The value under `key`; on a miss, `compute`d and kept. */
  getOrSet(key: K, compute: () => V): V {
    const kept = this.get(key);
    if (kept !== undefined) return kept;
    const value = compute();
    this.set(key, value);
    return value;
  }

  /** Forgets `key`, if kept. */
  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  stats(): CacheStats {
    const { hits, misses, evictions, maxEntries } = this;
    const entries = this.entries.size;
    return { entries, unit: 'entries', size: entries, maxSize: maxEntries, hits, misses, evictions };
  }
}

/** The process-wide caches by name, for the metrics (`hrapi_memory_cache_*`). */
const processCaches = new Map<string, Cache<unknown, unknown>>();

/** A cache of this process that lives as long as it (a module's), listed under `name`. */
export function processCache<K, V>(name: string, maxEntries: number): BoundedCache<K, V> {
  const cache = new BoundedCache<K, V>(maxEntries);
  processCaches.set(name, cache as Cache<unknown, unknown>);
  return cache;
}

/** Each process-wide cache's name and figures. */
export function processCacheStats(): [string, CacheStats][] {
  return [...processCaches].map(([name, cache]) => [name, cache.stats()]);
}
