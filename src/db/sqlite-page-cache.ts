/**
 * SQLite's own page cache, per connection, in KiB. better-sqlite3 builds SQLite with 16 MiB a
 * connection; the pages of the store's file are also in the operating system's cache, so a page
 * SQLite does not keep costs a read from there (a copy), not a disk access. What each connection
 * keeps is chosen by how it reads (docs/performance.md, *The server's memory*).
 */

/** A snapshot's connection reads each page once, in order: only the indexes' upper levels repay keeping. */
export const SNAPSHOT_PAGE_CACHE_KIB = 2_048;

/**
 * The reader serves every request's reads, and the read cache keeps their answers: its pages are
 * the indexes' upper levels and the rows read most. At 100,000 collaborators, 4 MiB instead of 16
 * took 8-19 MiB off the server's RSS and up to 5 % off distinct details a second; 8 MiB is between.
 */
export const READER_PAGE_CACHE_KIB = 8_192;
