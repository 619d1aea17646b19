/**
 * SQLite's own page cache, per connection, in KiB. better-sqlite3 builds SQLite with 16 MiB a
 * connection; the pages of the store's file are also in the operating system's cache, so a page
 * SQLite does not keep costs a read from there (a copy), not a disk access. What each connection
 * keeps is chosen by how it reads (docs/performance.md, *The server's memory*).
 */

/** A snapshot's connection reads each page once, in order: only the indexes' upper levels repay keeping. */
export const SNAPSHOT_PAGE_CACHE_KIB = 2_048;

/**
 * The reader serves every request's reads, and the read cache keeps their responses: its pages are
 * the indexes' upper levels and the rows read most. A smaller cache saves RSS and costs a little
 * throughput; 8 MiB is between (see docs/performance.md, "Figures behind the code").
 */
export const READER_PAGE_CACHE_KIB = 8_192;
