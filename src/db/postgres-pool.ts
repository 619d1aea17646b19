import { AsyncLocalStorage } from 'node:async_hooks';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import { type Config, loadConfig } from '../config.ts';
import { pgDriver } from './pg-driver.ts';
import { rowShape, shapedRows } from './row-shape.ts';

export type PostgresTimeouts = Pick<
  Config,
  'dbStatementTimeoutMs' | 'dbConnectTimeoutMs' | 'dbIdleTimeoutMs'
>;

/**
 * The client waits this much longer than the statement timeout: a server that responds reports its
 * own timeout first (and the connection is kept); one that does not answer at all (a black-holed
 * network, where a server-side timeout can never be heard) is given up on here.
 */
const CLIENT_MARGIN_MS = 1_000;

/** The timeouts a caller set, the defaults of config.ts for the others. */
export function timeoutsOf(config: Partial<PostgresTimeouts>): PostgresTimeouts {
  const defaults = loadConfig({});
  return {
    dbStatementTimeoutMs: config.dbStatementTimeoutMs ?? defaults.dbStatementTimeoutMs,
    dbConnectTimeoutMs: config.dbConnectTimeoutMs ?? defaults.dbConnectTimeoutMs,
    dbIdleTimeoutMs: config.dbIdleTimeoutMs ?? defaults.dbIdleTimeoutMs,
  };
}

const longStatements = new AsyncLocalStorage<number>();
/** withLongStatements calls running now. */
let longWorks = 0;

/**
 * Runs `work` with a statement timeout of `timeoutMs` for its PostgreSQL queries instead of the
 * API's: schema migrations, `hrapi import`, `hrapi seed`, the fiche import. A connection whose
 * timeout was raised is closed after use, so it never serves an API request. No effect on SQLite.
 */
export async function withLongStatements<T>(timeoutMs: number, work: () => Promise<T>): Promise<T> {
  longWorks += 1;
  try {
    return await longStatements.run(timeoutMs, work);
  } finally {
    longWorks -= 1;
    // On Node.js 20 and 22 a storage that ran once keeps a hook on every promise of the process
    // (a share of a cached read's CPU, the start's migrations having run here; see docs/performance.md,
    // "Figures behind the code"): disabled when no long work runs, it costs nothing between them. Node.js 24
    // propagates contexts without hooks.
    if (longWorks === 0) longStatements.disable();
  }
}

/**
 * The process's pool: bounded waits to connect, a statement timeout on the server, TCP keepalive
 * both ways (a peer that vanished is noticed instead of held forever), and a server that ends a
 * session idle inside a transaction, so a client lost mid-transaction does not keep its locks.
 */
export function createPostgresPool(
  connectionString: string,
  poolSize: number,
  timeouts: PostgresTimeouts,
): pg.Pool {
  const pool = new (pgDriver().Pool)({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: timeouts.dbConnectTimeoutMs,
    idleTimeoutMillis: timeouts.dbIdleTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    statement_timeout: timeouts.dbStatementTimeoutMs,
    idle_in_transaction_session_timeout: timeouts.dbIdleTimeoutMs,
    application_name: 'hrapi',
    // Short OLTP queries: JIT compilation costs hundreds of ms on the status-filtered counts and
    // never pays off at this size. Server-side keepalive: the server ends the session of a client
    // that vanished within a minute.
    options: '-c jit=off -c tcp_keepalives_idle=30 -c tcp_keepalives_interval=10 -c tcp_keepalives_count=3',
  });
  // A client losing its server, idle or checked out, emits 'error' where no listener waits:
  // unhandled, it would end the process. The query itself fails and is reported (503 in the API).
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/**
 * What Kysely sees of the pool. Kysely releases a connection without saying whether it failed,
 * and pg's pool would then hand a connection that timed out (its query still pending, the socket
 * perhaps silent for good) to the next request: the instance wedges. Here a connection whose
 * query failed at the connection level is destroyed on release instead.
 */
export class DiscardingPool implements PostgresPool {
  /** Statements sent through this pool since it opened (the tests' and bench's own counter). */
  readonly sent = { statements: 0 };

  constructor(
    private readonly pool: pg.Pool,
    private readonly timeouts: PostgresTimeouts,
  ) {}

  async connect(): Promise<PostgresPoolClient> {
    const client = await this.pool.connect();
    const raised = longStatements.getStore();
    const guarded = new GuardedClient(client, raised ?? this.timeouts.dbStatementTimeoutMs, this.sent);
    if (raised !== undefined && raised !== this.timeouts.dbStatementTimeoutMs) {
      guarded.closeAfterUse = true;
      try {
        await guarded.query(
          "select set_config('statement_timeout', $1, false), set_config('idle_in_transaction_session_timeout', $1, false)",
          [String(raised)],
        );
      } catch (error) {
        guarded.release();
        throw error;
      }
    }
    return guarded;
  }

  /** `select 1` with its own bound, for readiness: a silent connection is given up and destroyed. */
  async ping(timeoutMs: number): Promise<void> {
    const client = await this.pool.connect();
    let failed = false;
    try {
      await client.query(timed('select 1', [], timeoutMs));
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      client.release(failed);
    }
  }

  end(): Promise<void> {
    return this.pool.end();
  }
}

class GuardedClient implements PostgresPoolClient {
  /** Set once the connection failed: every later query fails at once, and release destroys it. */
  private broken: unknown;
  closeAfterUse = false;
  /** Inside `begin … commit`, and whether a statement other than a select ran there. */
  private transaction: { wrote: boolean } | undefined;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly statementTimeoutMs: number,
    private readonly sent: { statements: number },
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sql: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sql !== 'string') throw new Error('cursors are not used with this pool');
    return this.run<R>(sql, parameters);
  }

  release(): void {
    this.client.release(this.broken !== undefined || this.closeAfterUse);
  }

  private async run<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
    // A rollback after a timeout would wait on the same silent socket: fail it at once.
    if (this.broken !== undefined) throw this.broken;
    this.sent.statements += 1;
    const ended = this.wroteAfter(sql);
    try {
      const result = await this.client.query<unknown[]>(
        timed(sql, parameters, this.statementTimeoutMs + CLIENT_MARGIN_MS, preparedName(this.client, sql)),
      );
      return withRowObjects(result) as unknown as PostgresQueryResult<R>;
    } catch (error) {
      if (isConnectionFailure(error)) this.broken = error;
      throw error;
    } finally {
      // After the outcome, success or not: a read that began before it must not be kept.
      if (ended) localWrites += 1;
    }
  }

  /** Whether this statement ends a write of this process: a commit after a write, or a lone write. */
  private wroteAfter(sql: string): boolean {
    const verb = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase() ?? '';
    if (verb === 'begin' || verb === 'start') {
      this.transaction = { wrote: false };
      return false;
    }
    if (verb === 'commit' || verb === 'rollback') {
      const wrote = this.transaction?.wrote ?? false;
      this.transaction = undefined;
      return wrote;
    }
    if (verb === 'select') return false;
    if (this.transaction) {
      this.transaction.wrote = true;
      return false;
    }
    return true;
  }
}

/** Writes (commits that wrote, lone writes) that ended on any pool of this process. */
let localWrites = 0;

/**
 * Moves whenever a write made by this process through any of its pools has ended: an
 * organization's state kept from notifications (state-channel.ts) is not trusted across it, since
 * this process's next request must see its own write before the notification comes back.
 */
export function localWriteMark(): number {
  return localWrites;
}

interface TimedQuery extends pg.QueryArrayConfig {
  /** pg's client-side read timeout: the query fails with "Query read timeout" past it. */
  query_timeout: number;
}

/** A result's rows as objects by column name; text of several statements gives one result each. */
function withRowObjects(result: pg.QueryArrayResult | pg.QueryArrayResult[]): unknown {
  if (Array.isArray(result)) return result.map(withRowObjects);
  const shape = rowShape(result.fields.map((field) => field.name));
  return Object.assign(result, { rows: shapedRows(shape, result.rows) });
}

/** The rows come as arrays of values, made into objects by the statement's row shape (row-shape.ts). */
function timed(
  text: string,
  parameters: ReadonlyArray<unknown>,
  timeoutMs: number,
  name?: string,
): TimedQuery {
  const query: TimedQuery = { text, values: [...parameters], query_timeout: timeoutMs, rowMode: 'array' };
  if (name !== undefined) query.name = name;
  return query;
}

/** Statements a connection keeps prepared at most, and the longest text one may have. */
const PREPARED_PER_CONNECTION = 200;
const PREPARED_TEXT_LIMIT = 4_000;
/** The names given so far, by text: one name for a text on every connection. */
const preparedNames = new Map<string, string>();
/** What each connection prepared (pg keeps a named statement per connection until it closes). */
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

/**
 * A name for a short single-row write (INSERT, UPDATE, DELETE), so that pg prepares it once per
 * connection and PostgreSQL parses and plans it once: a single-record write runs a dozen such
 * statements, most while it holds its organization's data version (docs/performance.md). Reads
 * stay unnamed: their best plan depends on the organization's size, and a prepared `select *`
 * fails once a migration adds a column; a write's result is its own column list. Bounded per
 * connection, so an import's many statement shapes do not pile up on the server.
 */
function preparedName(client: pg.PoolClient, text: string): string | undefined {
  if (text.length > PREPARED_TEXT_LIMIT || !/^(insert|update|delete) /.test(text)) return undefined;
  if (text.includes('returning *')) return undefined;
  let name = preparedNames.get(text);
  const prepared = preparedOn.get(client) ?? new Set<string>();
  if (name !== undefined && prepared.has(name)) return name;
  if (prepared.size >= PREPARED_PER_CONNECTION) return undefined;
  if (name === undefined) {
    if (preparedNames.size >= 10 * PREPARED_PER_CONNECTION) return undefined;
    name = `hrapi_${preparedNames.size}`;
    preparedNames.set(text, name);
  }
  prepared.add(name);
  preparedOn.set(client, prepared);
  return name;
}

/**
 * Everything but an error the server sent about the statement: a read timeout, a reset, a closed
 * socket. Server errors of class 08 (connection exception) and 57P (shutdown) end the session too.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof pgDriver().DatabaseError)) return true;
  const code = error.code ?? '';
  return code.startsWith('08') || code.startsWith('57P') || code === '25P03';
}
