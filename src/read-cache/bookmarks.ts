import type { ReadCache } from './read-cache.ts';

/** A place in an ordered list: the rows after `key` begin at `position` (0-based). */
export interface Bookmark {
  position: number;
  key: readonly string[];
}

/** What one bookmark weighs in the cache, its key's characters aside. */
const BOOKMARK_BYTES = 64;

/**
 * Where an ordered list's rows are, for one organization, filter and data version: a page asked
 * for by number seeks to the nearest bookmark at or before its offset, then skips only the rows
 * between, instead of every row before it (OFFSET 50,000 walks 50,000 index entries). Bookmarks
 * come from the pages computed: each leaves the next one's (its last key), so a list walked page
 * after page skips nothing. (A pass over the whole index placing one every 100 rows was tried: on
 * SQLite it cost more than one deep OFFSET, and made the first deep read after each write slower;
 * see docs/performance.md, "Figures behind the code".) They are kept in the read cache under a key holding the data version (a
 * write that can move a row starts a new set) and charged there as they grow, so
 * `HRAPI_READ_CACHE_MB=0` keeps none and every page is read from the start, as before.
 */
export class ListPositions {
  private readonly marks: Bookmark[] = [];
  private bytes = 0;

  /** `kept`: where the cache holds these positions, charged again whenever one is added. */
  constructor(private readonly kept?: { cache: ReadCache; key: string }) {}

  /**
   * The positions of one list kept in `cache` under `key` (which must hold the organization, the
   * data version the order depends on and the filter); undefined when the cache keeps nothing.
   */
  static keptIn(cache: ReadCache, key: string): ListPositions | undefined {
    if (cache.budgetBytes === 0) return undefined;
    const kept = cache.peek<ListPositions>(key);
    if (kept) return kept;
    const positions = new ListPositions({ cache, key });
    cache.set(key, positions, positions.weight);
    return positions;
  }

  /** The bookmark nearest before `offset`, if any. */
  nearest(offset: number): Bookmark | undefined {
    let low = 0;
    let high = this.marks.length - 1;
    let found: Bookmark | undefined;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const mark = this.marks[middle];
      if (mark === undefined) break;
      if (mark.position <= offset) {
        found = mark;
        low = middle + 1;
      } else {
        high = middle - 1;
      }
    }
    return found;
  }

  /** Records a bookmark (a position already known is kept as it is). */
  add(mark: Bookmark): void {
    if (mark.position <= 0) return;
    const before = this.nearest(mark.position);
    if (before?.position === mark.position) return;
    const at = before === undefined ? 0 : this.marks.indexOf(before) + 1;
    this.marks.splice(at, 0, mark);
    this.bytes += BOOKMARK_BYTES + mark.key.reduce((sum, part) => sum + 2 * part.length, 0);
    const { cache, key } = this.kept ?? {};
    if (cache && key && cache.peek<ListPositions>(key) === this) cache.set(key, this, this.weight);
  }

  get size(): number {
    return this.marks.length;
  }

  get weight(): number {
    return this.bytes + BOOKMARK_BYTES;
  }
}
