import type { Database as SQLiteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { type RowShape, rowShape, shapedRows } from './row-shape.ts';

/** Distinct statements kept prepared; IN lists of varying length make the set open-ended. */
const KEPT = 500;

/**
 * The database as Kysely's SQLite dialect sees it, with prepared statements kept by their SQL
 * text: Kysely prepares on every call, and preparing was a fifth of a cached read's CPU. Reusing
 * a statement is safe here: better-sqlite3 runs each one to completion synchronously, except
 * `iterate`, which Kysely only uses for streaming, and a busy statement is then prepared afresh.
 */
export function withKeptStatements(database: SQLiteDatabase): SqliteDatabase {
  return { close: () => database.close(), prepare: keptStatements(database) };
}

/** `database.prepare`, keeping the last statements prepared (see withKeptStatements). */
export function keptStatements(database: SQLiteDatabase): (sql: string) => Statement {
  const kept = new Map<string, Statement>();
  return (sql: string) => {
    const statement = kept.get(sql);
    if (statement && !statement.busy) {
      kept.delete(sql);
      kept.set(sql, statement);
      return statement;
    }
    const prepared = database.prepare(sql);
    if (!statement) {
      kept.set(sql, prepared);
      if (kept.size > KEPT) {
        const oldest = kept.keys().next().value;
        if (oldest !== undefined) kept.delete(oldest);
      }
    }
    return prepared;
  };
}

/** A statement's row shape, and the schema it was read under. */
const shapeOf = new WeakMap<Statement, { shape: RowShape; schema: number }>();
const schemaReaders = new WeakMap<SQLiteDatabase, Statement>();

/** SQLite's schema cookie: it moves with every change of any table, made by any connection. */
function schemaOf(database: SQLiteDatabase): number {
  let reader = schemaReaders.get(database);
  if (!reader) {
    reader = database.prepare('pragma schema_version').pluck(true);
    schemaReaders.set(database, reader);
  }
  return Number(reader.get());
}

/**
 * The rows of a statement that returns data, as better-sqlite3's `all` gives them (objects by
 * column name), read as arrays and made into objects by the statement's row shape (row-shape.ts).
 * The statement runs once, whatever happens: it may write (`insert … returning`). A statement's
 * columns are those of the schema it last ran under: SQLite compiles it again when the schema
 * moved (another process's migration), and `select *` may then give other columns in the same
 * number. The schema cookie only ever grows, so if it is after the read what it was when the shape
 * was taken, the read ran under that schema: one check per statement. Otherwise the names are read
 * from the statement as it just ran (SQLite compiles it again only when it next runs), and kept as
 * its shape once a run began and ended under one schema.
 */
export function rowsOf(statement: Statement, parameters: unknown[]): unknown[] {
  const known = shapeOf.get(statement);
  const before = known ? undefined : schemaOf(statement.database);
  const values = statement.raw(true).all(parameters) as unknown[][];
  const after = schemaOf(statement.database);
  if (known?.schema === after) return shapedRows(known.shape, values);
  const shape = rowShape(statement.columns().map((column) => column.name));
  if (before === after) shapeOf.set(statement, { shape, schema: after });
  else shapeOf.delete(statement);
  return shapedRows(shape, values);
}
