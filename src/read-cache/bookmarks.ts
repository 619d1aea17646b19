import type { Bookmark, Bookmarks } from '../db/keyset.ts';

/** What one bookmark weighs in the cache, its key's characters aside. */
const BOOKMARK_BYTES = 64;

/** Where a list's bookmarks are held: the read cache, which charges them again as they grow. */
export interface BookmarkStore {
  readonly budgetBytes: number;
  peek<T>(key: string): T | undefined;
  set(key: string, value: unknown, bytes: number): void;
}

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
export class ListBookmarks implements Bookmarks {
  private readonly marks: Bookmark[] = [];
  private bytes = 0;

  /** `cached`: where the cache holds these bookmarks, charged again whenever one is added. */
  constructor(private readonly cached?: { cache: BookmarkStore; key: string }) {}

  /**
   * The bookmarks of one list cached in `cache` under `key` (which must hold the organization, the
   * data version the order depends on and the filter); undefined when the cache keeps nothing.
   */
  static cachedIn(cache: BookmarkStore, key: string): ListBookmarks | undefined {
    if (cache.budgetBytes === 0) return undefined;
    const cached = cache.peek<ListBookmarks>(key);
    if (cached) return cached;
    const bookmarks = new ListBookmarks({ cache, key });
    cache.set(key, bookmarks, bookmarks.weight);
    return bookmarks;
  }

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

  add(mark: Bookmark): void {
    if (mark.position <= 0) return;
    const before = this.nearest(mark.position);
    if (before?.position === mark.position) return;
    const at = before === undefined ? 0 : this.marks.indexOf(before) + 1;
    this.marks.splice(at, 0, mark);
    this.bytes += BOOKMARK_BYTES + mark.key.reduce((sum, part) => sum + 2 * part.length, 0);
    const { cache, key } = this.cached ?? {};
    if (cache && key && cache.peek<ListBookmarks>(key) === this) cache.set(key, this, this.weight);
  }

  get size(): number {
    return this.marks.length;
  }

  get weight(): number {
    return this.bytes + BOOKMARK_BYTES;
  }
}
