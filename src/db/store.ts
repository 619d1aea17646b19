import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { Database } from './schema.ts';
import { withKeptStatements } from './sqlite-statements.ts';

export type Engine = 'sqlite' | 'postgres';

/** The store: one Kysely instance over either engine, and what callers need to know of it. */
export interface Store {
  db: Kysely<Database>;
  engine: Engine;
  /** Where the data lives, for messages: the SQLite file or the PostgreSQL database name. */
  location: string;
  /** The PostgreSQL pool, for LISTEN/NOTIFY and pool metrics; absent on SQLite. */
  pool: pg.Pool | undefined;
  ping(): Promise<void>;
  close(): Promise<void>;
}

// bigint counts come back as JS numbers: counts of HR rows stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number.parseInt(value, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value: string) => Number.parseFloat(value));

export interface StoreOptions {
  /** Upper bound of PostgreSQL connections for this process. */
  poolSize?: number;
}

export function openStore(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: StoreOptions = {},
): Store {
  return config.databaseUrl ? openPostgres(config.databaseUrl, options) : openSqlite(config.dataDir);
}

function openSqlite(dataDir: string): Store {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'hrapi.sqlite');
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withKeptStatements(database) }) });
  return {
    db,
    engine: 'sqlite',
    location: file,
    pool: undefined,
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      await db.destroy();
    },
  };
}

function openPostgres(connectionString: string, options: StoreOptions): Store {
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    application_name: 'hrapi',
    // Short OLTP queries: JIT compilation costs hundreds of ms on the status-filtered counts and
    // never pays off at this size.
    options: '-c jit=off',
  });
  // A client losing its server, idle or checked out, emits 'error' where no listener waits:
  // unhandled, it would end the process. The query itself fails and is reported (503 in the API).
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    engine: 'postgres',
    location: new URL(connectionString).pathname.slice(1) || 'postgres',
    pool,
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      await db.destroy();
    },
  };
}
