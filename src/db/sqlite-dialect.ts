import type SQLite from 'better-sqlite3';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { keptStatements, rowsOf } from './sqlite-statements.ts';
import { StoreBusyError } from './store-busy.ts';

/**
 * SQLite behind Kysely with two connections on one WAL file: a writer, which every transaction and
 * every writing statement takes in turn, and a reader for the statements outside a transaction
 * that only read. WAL lets the reader see the last commit while a long transaction writes, so one
 * tenant's import no longer stalls every other tenant's reads.
 *
 * better-sqlite3 is synchronous: SQLite's own busy timeout would block the event loop (every
 * request of the process) while another process holds the write lock. The writer keeps a short
 * one and waits asynchronously between attempts, up to `writeWaitMs`; past it a write fails with
 * StoreBusyError (503 in the API). Transactions begin IMMEDIATE: they take the write lock before
 * their first read, so a read-then-write never fails with SQLITE_BUSY_SNAPSHOT.
 */
export interface SqliteStoreDialectConfig {
  writer: SQLite.Database;
  reader: SQLite.Database;
  writeWaitMs: number;
}

export class SqliteStoreDialect implements Dialect {
  constructor(private readonly config: SqliteStoreDialectConfig) {}
  createAdapter() {
    return new SqliteAdapter();
  }
  createDriver(): Driver {
    return new SqliteStoreDriver(this.config);
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
  // biome-ignore lint/suspicious/noExplicitAny: Kysely's Dialect interface types the instance loosely
  createIntrospector(db: Kysely<any>) {
    return new SqliteIntrospector(db);
  }
}

const BUSY_CODES = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_BUSY_RECOVERY']);

function isBusy(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return typeof code === 'string' && BUSY_CODES.has(code);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** First-come, first-served turn on the writer connection, given up at a deadline. */
class WriterTurns {
  #held = false;
  #waiting: { grant: () => void }[] = [];

  take(deadline: number): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const waiter = {
        grant: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(
        () => {
          this.#waiting = this.#waiting.filter((w) => w !== waiter);
          reject(new StoreBusyError());
        },
        Math.max(0, deadline - Date.now()),
      );
      this.#waiting.push(waiter);
    });
  }

  give(): void {
    const next = this.#waiting.shift();
    if (next) next.grant();
    else this.#held = false;
  }
}

type Prepare = (sql: string) => SQLite.Statement;

function run(prepare: Prepare, query: CompiledQuery): QueryResult<unknown> {
  const statement = prepare(query.sql);
  const parameters = [...query.parameters];
  if (statement.reader) return { rows: rowsOf(statement, parameters) };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/** Kysely hands back the connections this driver acquired: one of another kind is a programming error. */
function routedOf(connection: DatabaseConnection): RoutedConnection {
  if (!(connection instanceof RoutedConnection)) throw new TypeError('not a connection of the SQLite store');
  return connection;
}

class SqliteStoreDriver implements Driver {
  readonly #turns = new WriterTurns();
  readonly #onWriter: Prepare;
  readonly #onReader: Prepare;
  constructor(private readonly config: SqliteStoreDialectConfig) {
    this.#onWriter = keptStatements(config.writer);
    this.#onReader = keptStatements(config.reader);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const routed = routedOf(connection);
    const deadline = Date.now() + this.config.writeWaitMs;
    await this.#turns.take(deadline);
    routed.inTransaction = true;
    try {
      await this.untilNotBusy(deadline, () => this.config.writer.exec('begin immediate'));
    } catch (error) {
      routed.inTransaction = false;
      this.#turns.give();
      throw error;
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    this.endTransaction(routedOf(connection), 'commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    this.endTransaction(routedOf(connection), 'rollback');
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.endTransaction(routedOf(connection), 'rollback');
  }

  async destroy(): Promise<void> {
    this.config.reader.close();
    this.config.writer.close();
  }

  /** Ends the transaction once: a failed commit is rolled back here, and the turn passes on. */
  private endTransaction(connection: RoutedConnection, command: 'commit' | 'rollback'): void {
    if (!connection.inTransaction) return;
    const { writer } = this.config;
    try {
      if (writer.inTransaction) writer.exec(command);
    } catch (error) {
      try {
        if (writer.inTransaction) writer.exec('rollback');
      } catch {
        // The first error is the one to report.
      }
      throw error;
    } finally {
      connection.inTransaction = false;
      this.#turns.give();
    }
  }

  /** A statement inside the transaction this connection holds: the writer, no wait. */
  inTransaction(query: CompiledQuery): QueryResult<unknown> {
    return run(this.#onWriter, query);
  }

  /** A statement on its own: the reader if it only reads, otherwise a turn on the writer. */
  async alone(query: CompiledQuery): Promise<QueryResult<unknown>> {
    if (this.readsOnly(query)) return run(this.#onReader, query);
    const deadline = Date.now() + this.config.writeWaitMs;
    await this.#turns.take(deadline);
    try {
      return await this.untilNotBusy(deadline, () => run(this.#onWriter, query));
    } finally {
      this.#turns.give();
    }
  }

  private readsOnly(query: CompiledQuery): boolean {
    if (SelectQueryNode.is(query.query)) return true;
    try {
      return this.#onReader(query.sql).readonly;
    } catch {
      return false;
    }
  }

  /** Runs `attempt` again while another process holds the write lock, waiting without blocking. */
  private async untilNotBusy<T>(deadline: number, attempt: () => T): Promise<T> {
    let pause = 2;
    for (;;) {
      try {
        return attempt();
      } catch (error) {
        if (!isBusy(error)) throw error;
        const left = deadline - Date.now();
        if (left <= 0) throw new StoreBusyError();
        await sleep(Math.min(left, pause + Math.random() * pause));
        pause = Math.min(pause * 2, 50);
      }
    }
  }
}

class RoutedConnection implements DatabaseConnection {
  inTransaction = false;
  constructor(private readonly driver: SqliteStoreDriver) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = this.inTransaction ? this.driver.inTransaction(query) : await this.driver.alone(query);
    return result as QueryResult<R>;
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query.query)) throw new Error('only select queries can be streamed');
    const result = this.inTransaction ? this.driver.inTransaction(query) : await this.driver.alone(query);
    for (const row of result.rows) yield { rows: [row as R] };
  }
}
