import type { Database as SQLiteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

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

/** Distinct column lists given a compiled row shape; the product's statements have a few dozen. */
const SHAPES = 500;
type RowShape = (values: unknown[]) => Record<string, unknown>;
const shapes = new Map<string, RowShape>();
const shapeOf = new WeakMap<Statement, RowShape | null>();

/**
 * The object literal of a row of these columns, compiled once per column list: `{ "a": v[0], … }`
 * makes every row of a statement in one step with one hidden class. On Node.js 20,
 * better-sqlite3 makes a row object by setting each column by name through V8's API (the name
 * looked up in V8's string table, for every column of every row); reading the values as an array
 * (`raw`) and making the object here cost 40 % less for a page of 100 collaborators
 * (docs/performance.md, *Rows as arrays*). A duplicated name keeps its first place and its last
 * value, as better-sqlite3 does; a column named `__proto__`, which an object literal would make
 * the prototype, is left to better-sqlite3.
 */
function rowShape(names: readonly string[]): RowShape | null {
  if (names.includes('__proto__')) return null;
  const key = names.join('\u0000');
  let shape = shapes.get(key);
  if (!shape) {
    const members = names.map((name, i) => `${JSON.stringify(name)}: v[${i}]`).join(', ');
    // Made of column names only, each written as a JSON string literal: no other text gets in.
    shape = new Function('v', `return { ${members} };`) as RowShape;
    if (shapes.size >= SHAPES) shapes.clear();
    shapes.set(key, shape);
  }
  return shape;
}

/** The rows of a statement that returns data, as better-sqlite3's `all` gives them: objects by column name. */
export function rowsOf(statement: Statement, parameters: unknown[]): unknown[] {
  let shape = shapeOf.get(statement);
  if (shape === undefined) {
    shape = rowShape(statement.columns().map((column) => column.name));
    shapeOf.set(statement, shape);
  }
  if (shape === null) return statement.raw(false).all(parameters);
  const values = statement.raw(true).all(parameters) as unknown[][];
  const rows = new Array<Record<string, unknown>>(values.length);
  for (let i = 0; i < values.length; i++) rows[i] = shape(values[i] as unknown[]);
  return rows;
}
