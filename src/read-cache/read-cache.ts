import type { Kysely } from 'kysely';
import { BoundedCache as FrequencyCache, RemovalReason } from 'transitory';
import type { FieldVisibility } from '../auth/field-visibility.ts';
import type { ListWindow } from '../db/keyset.ts';
import type { OrganizationReadState } from '../db/organization-state.ts';
import type { Database } from '../db/schema.ts';
import type { Cache, CacheStats } from '../shared/bounded-cache.ts';
import { ListBookmarks } from './bookmarks.ts';

/**
 * What a look-up was for: a route's whole answer (response-cache.ts), or a memoized query's
 * value (a list's total). A miss of an answer may still hit its total; a benchmark of misses
 * checks the answers' hits alone.
 */
export type LookupKind = 'answer' | 'query';

/** What a read cache reports as it works; `/metrics` counts it (src/http/ops/metrics.ts). */
export interface ReadCacheEvents {
  hit(kind: LookupKind): void;
  miss(kind: LookupKind): void;
  eviction(): void;
  /** A caller that found the answer being computed and waited for it instead of computing it. */
  wait(): void;
  bytesChanged(bytes: number): void;
}

const SILENT: ReadCacheEvents = {
  hit() {},
  miss() {},
  eviction() {},
  wait() {},
  bytesChanged() {},
};

/** A kept value and the bytes it is charged. */
interface Entry {
  value: unknown;
  bytes: number;
}

/**
 * What this process keeps of an organization's reads, under a byte budget. Which answers stay
 * when they do not all fit is W-TinyLFU's rule (the `transitory` library; docs/performance.md says
 * why it and not a hand-made one): a new answer enters a small recency window, and leaves it for
 * the main space only if it has been asked for more often than the answer it would push out, as
 * counted by a frequency sketch that halves its counts as it goes. A scan of pages read once does
 * not push out the ones read all day, and answers read round-robin that cannot all fit keep a
 * stable share of hits instead of none (least recently used first out drops each page just before
 * its turn comes again). Every key (a namespace's, or a whole answer's) holds the data versions
 * the answer depends on (and its date where it matters), so an entry is never wrong: after a write
 * it is simply never asked for again, and ages out. Concurrent misses of one key share one computation, whatever the
 * budget (with a budget of 0 nothing is kept, and the code that runs is the same).
 */
export class ReadCache implements Cache<string, unknown> {
  private readonly entries: FrequencyCache<string, Entry>;
  private readonly pending = new Map<string, Promise<unknown>>();
  private readonly namespaces = new Map<string, CacheNamespace>();
  hits = 0;
  misses = 0;
  evictions = 0;
  waits = 0;

  constructor(
    readonly budgetBytes: number,
    private readonly events: ReadCacheEvents = SILENT,
  ) {
    this.entries = new FrequencyCache<string, Entry>({
      maxSize: Math.max(budgetBytes, 1),
      weigher: (_key, entry) => entry.bytes,
      removalListener: (_key, _entry, reason) => {
        if (reason !== RemovalReason.SIZE) return;
        this.evictions++;
        this.events.eviction();
      },
    });
  }

  get bytes(): number {
    return this.entries.weightedSize;
  }

  get size(): number {
    return this.entries.size;
  }

  get<T>(key: string, kind: LookupKind = 'query'): T | undefined {
    const entry = this.entries.getIfPresent(key);
    if (entry === null) {
      this.misses++;
      this.events.miss(kind);
      return undefined;
    }
    this.hits++;
    this.events.hit(kind);
    return entry.value as T;
  }

  /** The kept value, counted as a use, without counting a hit or a miss (for the cache's own helpers). */
  peek<T>(key: string): T | undefined {
    const entry = this.entries.getIfPresent(key);
    return entry === null ? undefined : (entry.value as T);
  }

  /**
   * Keeps a value of `bytes`, charged once (an answer is kept as a Buffer, whose bytes are its
   * size); one larger than a quarter of the budget is not kept at all. The entries to drop are
   * chosen at once (the library would otherwise wait for a timer), so the budget holds after
   * every call.
   */
  set(key: string, value: unknown, bytes: number): void {
    if (bytes > this.budgetBytes / 4) return;
    this.entries.set(key, { value, bytes });
    this.entries.cleanUp();
    this.events.bytesChanged(this.entries.weightedSize);
  }

  /** Forgets every entry (the figures stay). */
  clear(): void {
    this.entries.clear();
    this.events.bytesChanged(0);
  }

  stats(): CacheStats {
    const { hits, misses, evictions } = this;
    const size = this.entries.weightedSize;
    return {
      entries: this.entries.size,
      unit: 'bytes',
      size,
      maxSize: this.budgetBytes,
      hits,
      misses,
      evictions,
    };
  }

  /**
   * For a computation run elsewhere (a whole answer, by its route): the one running for `key`,
   * counted as a wait, or undefined when none is, after which the caller should `begin` its own.
   */
  join<T>(key: string): Promise<T | undefined> | undefined {
    const running = this.pending.get(key);
    if (!running) return undefined;
    this.waits++;
    this.events.wait();
    return running as Promise<T | undefined>;
  }

  /** Announces a computation of `key`; the returned function settles it (undefined: nothing to share). */
  begin<T>(key: string): (value: T | undefined) => void {
    let settle: (value: T | undefined) => void = () => {};
    const running = new Promise<T | undefined>((resolve) => {
      settle = resolve;
    });
    this.pending.set(key, running);
    let settled = false;
    return (value) => {
      if (settled) return;
      settled = true;
      if (this.pending.get(key) === running) this.pending.delete(key);
      settle(value);
    };
  }

  /** The namespace `name` of this cache (one object per name). */
  namespace(name: string): CacheNamespace {
    let namespace = this.namespaces.get(name);
    if (!namespace) {
      namespace = new CacheNamespace(this, name);
      this.namespaces.set(name, namespace);
    }
    return namespace;
  }

  /** The kept value, or the one `compute` gives (computed once however many callers wait for it). */
  async memo<T>(key: string, compute: () => Promise<T>, sizeOf: (value: T) => number): Promise<T> {
    const kept = this.get<T>(key);
    if (kept !== undefined) return kept;
    const running = this.pending.get(key);
    if (running) {
      this.waits++;
      this.events.wait();
      return running as Promise<T>;
    }
    const computing = compute()
      .then((value) => {
        this.set(key, value, sizeOf(value));
        return value;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, computing);
    return computing;
  }
}

/**
 * One named kind of value in the read cache (a list's totals, its bookmarks), Unkey-style: a
 * read names its namespace and hands its loader; the keys are built here alone, from the
 * namespace, the organization, a stamp (the data versions the value depends on, and the date where
 * it matters) and the read's other arguments. The read cache and the no-cache setting run the same
 * loader, and concurrent callers of one value share one computation.
 */
export class CacheNamespace {
  constructor(
    private readonly cache: ReadCache,
    readonly name: string,
  ) {}

  private keyOf(organizationId: string, stamp: string, args: readonly unknown[]): string {
    return `${this.name}\u0000${organizationId}\u0000${stamp}\u0000${JSON.stringify(args)}`;
  }

  /** The cached value, or the one `load` gives. */
  memo<T>(
    organizationId: string,
    stamp: string,
    args: readonly unknown[],
    load: () => Promise<T>,
    sizeOf: (value: T) => number,
  ): Promise<T> {
    return this.cache.memo(this.keyOf(organizationId, stamp, args), load, sizeOf);
  }

  /** The bookmarks of one list (src/read-cache/bookmarks.ts); undefined when the cache keeps nothing. */
  bookmarks(organizationId: string, stamp: string, args: readonly unknown[]): ListBookmarks | undefined {
    return ListBookmarks.cachedIn(this.cache, this.keyOf(organizationId, stamp, args));
  }
}

/** What a read of one organization runs against: its store handle, its read state and the cache. */
export interface OrganizationRead {
  db: Kysely<Database>;
  organizationId: string;
  state: OrganizationReadState;
  cache: ReadCache;
}

/**
 * A read resolved before its handler runs (src/http/pipeline/resolved-read.ts): the organization's
 * read and what the request's key may see. A resource's reads module takes it whole.
 */
export interface ResolvedRead extends OrganizationRead {
  visibility: FieldVisibility;
}

/** A list's resolved read: also its filter as parsed and the window of rows asked for. */
export interface ListRead<F> extends ResolvedRead {
  filter: F;
  window: ListWindow;
}

/** What a kept number weighs, key included, about. */
export const NUMBER_BYTES = 128;
