/**
 * What this process keeps of an organization's reads, under a byte budget, least recently used
 * first out. Every key a caller builds holds the organization's data version (and its date where
 * the answer depends on it), so an entry is never wrong: after a write it is simply never asked
 * for again, and ages out. Concurrent misses of one key share one computation.
 */
export class ReadCache {
  private readonly entries = new Map<string, { value: unknown; bytes: number }>();
  private readonly pending = new Map<string, Promise<unknown>>();
  private used = 0;
  hits = 0;
  misses = 0;

  constructor(readonly budgetBytes: number) {}

  get bytes(): number {
    return this.used;
  }

  get size(): number {
    return this.entries.size;
  }

  get<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    // Re-inserted last: Map order is the recency order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value as T;
  }

  /** Keeps a value of about `bytes`; one larger than a quarter of the budget is not kept at all. */
  set(key: string, value: unknown, bytes: number): void {
    if (bytes > this.budgetBytes / 4) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.used -= previous.bytes;
      this.entries.delete(key);
    }
    this.entries.set(key, { value, bytes });
    this.used += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.used <= this.budgetBytes) break;
      this.entries.delete(oldest);
      this.used -= entry.bytes;
    }
  }

  /** The kept value, or the one `compute` gives (computed once however many callers wait for it). */
  async memo<T>(key: string, compute: () => Promise<T>, sizeOf: (value: T) => number): Promise<T> {
    const kept = this.get<T>(key);
    if (kept !== undefined) return kept;
    const running = this.pending.get(key);
    if (running) return running as Promise<T>;
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

/** About what a list of ids weighs in V8: a pointer and a short string each. */
export function idsBytes(ids: readonly string[]): number {
  let bytes = 64;
  for (const id of ids) bytes += 32 + id.length;
  return bytes;
}
