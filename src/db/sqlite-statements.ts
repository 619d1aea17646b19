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

const shapeOf = new WeakMap<Statement, RowShape>();

/**
 * The rows of a statement that returns data, as better-sqlite3's `all` gives them (objects by
 * column name), read as arrays and made into objects by the statement's row shape (row-shape.ts).
 */
export function rowsOf(statement: Statement, parameters: unknown[]): unknown[] {
  let shape = shapeOf.get(statement);
  if (shape === undefined) {
    shape = rowShape(statement.columns().map((column) => column.name));
    shapeOf.set(statement, shape);
  }
  return shapedRows(shape, statement.raw(true).all(parameters) as unknown[][]);
}
