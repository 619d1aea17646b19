import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type pg from 'pg';
import type { Config } from '../config.ts';
import { makePrivateFolder } from '../shared/private-folder.ts';
import { createPostgresPool, DiscardingPool, type PostgresTimeouts, timeoutsOf } from './postgres-pool.ts';
import { ReadReplicas } from './replicas.ts';
import type { Database } from './schema.ts';
import { SqliteStoreDialect } from './sqlite-dialect.ts';
import { READER_PAGE_CACHE_KIB } from './sqlite-page-cache.ts';

export type Engine = 'sqlite' | 'postgres';

/** The store: one Kysely instance over either engine, and what callers need to know of it. */
export interface Store {
  db: Kysely<Database>;
  engine: Engine;
  /** Where the data lives, for messages: the SQLite file or the PostgreSQL database name. */
  location: string;
  /** The PostgreSQL pool, for LISTEN/NOTIFY and pool metrics; absent on SQLite. */
  pool: pg.Pool | undefined;
  /** The read replicas (DATABASE_REPLICA_URLS), when there are any. */
  replicas: ReadReplicas | undefined;
  /**
   * The handle of a read that must see WAL position `position` (the organization's state gives
   * it): a replica that has replayed it, else the primary. `db` where there are no replicas.
   */
  readDb(position: string | null): Kysely<Database>;
  /**
   * A number that changes whenever a commit by any other connection (this process's writer, the
   * CLI, another instance, plain SQL) has become visible to this process's reads since the last
   * call, or `undefined` where the store has no such signal (PostgreSQL). On SQLite it is the
   * reader connection's `pragma data_version`: a few microseconds, against a store round trip.
   */
  commitMark(): number | undefined;
  /** `select 1`; on PostgreSQL, given up (and its connection destroyed) past `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface StoreOptions {
  /** Upper bound of PostgreSQL connections for this process. */
  poolSize?: number;
}

export function openStore(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> &
    Partial<Pick<Config, 'writeWaitMs' | 'databaseReplicaUrls' | 'replicaMaxLag'>> &
    Partial<PostgresTimeouts>,
  options: StoreOptions = {},
): Store {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, options, timeoutsOf(config), config)
    : openSqlite(config.dataDir, config.writeWaitMs ?? DEFAULT_WRITE_WAIT_MS);
}

/** Past 10 s of replay or 16 MB of WAL behind, a replica serves no reads (HRAPI_REPLICA_MAX_LAG). */
export const DEFAULT_REPLICA_MAX_LAG = { ms: 10_000, bytes: 16 * 1024 * 1024 };

/** Until a write gives up waiting for its turn, by default (HRAPI_WRITE_WAIT_MS). */
export const DEFAULT_WRITE_WAIT_MS = 30_000;

/**
 * The store holds social-security numbers and bank accounts: its folder is the owner's only
 * (0700 when we create it) and its files are 0600, which SQLite gives its -wal and -shm as well.
 */
function openSqlite(dataDir: string, writeWaitMs: number): Store {
  makePrivateFolder(dataDir);
  const file = path.join(dataDir, 'hrapi.sqlite');
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  for (const suffix of ['', '-wal', '-shm']) {
    if (fs.existsSync(file + suffix)) fs.chmodSync(file + suffix, 0o600);
  }
  const writer = new SQLite(file);
  writer.pragma('journal_mode = WAL');
  writer.pragma('synchronous = NORMAL');
  // Short: better-sqlite3 waits synchronously, blocking the event loop. Longer waits are async.
  writer.pragma('busy_timeout = 5');
  writer.pragma('foreign_keys = ON');
  // An erased person's values are overwritten with zeros, not left in free space (docs/privacy.md).
  writer.pragma('secure_delete = ON');
  const reader = new SQLite(file);
  reader.pragma('busy_timeout = 100');
  reader.pragma('query_only = ON');
  reader.pragma(`cache_size = -${READER_PAGE_CACHE_KIB}`);
  const db = new Kysely<Database>({ dialect: new SqliteStoreDialect({ writer, reader, writeWaitMs }) });
  // The reader only reads (query_only), so every commit it can see was made by another connection.
  const dataVersion = reader.prepare('pragma data_version').pluck();
  return {
    db,
    engine: 'sqlite',
    location: file,
    pool: undefined,
    replicas: undefined,
    readDb: () => db,
    commitMark: () => Number(dataVersion.get()),
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      await db.destroy();
    },
  };
}

function openPostgres(
  connectionString: string,
  options: StoreOptions,
  timeouts: PostgresTimeouts,
  read: Partial<Pick<Config, 'databaseReplicaUrls' | 'replicaMaxLag'>>,
): Store {
  const poolSize = options.poolSize ?? 10;
  const pool = createPostgresPool(connectionString, poolSize, timeouts);
  const guarded = new DiscardingPool(pool, timeouts);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: guarded }) });
  const urls = read.databaseReplicaUrls ?? [];
  const replicas =
    urls.length > 0
      ? new ReadReplicas(urls, pool, poolSize, timeouts, read.replicaMaxLag ?? DEFAULT_REPLICA_MAX_LAG)
      : undefined;
  return {
    db,
    engine: 'postgres',
    location: new URL(connectionString).pathname.slice(1) || 'postgres',
    pool,
    replicas,
    readDb: replicas ? (position) => replicas.dbFor(position) : () => db,
    commitMark: () => undefined,
    async ping(timeoutMs = timeouts.dbStatementTimeoutMs) {
      await guarded.ping(timeoutMs);
    },
    async close() {
      await replicas?.close();
      await db.destroy();
    },
  };
}
