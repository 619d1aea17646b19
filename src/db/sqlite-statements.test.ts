import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { keptStatements, rowsOf } from './sqlite-statements.ts';

const opened: SQLite.Database[] = [];
const folders: string[] = [];
afterEach(() => {
  for (const database of opened.splice(0)) database.close();
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** Two connections to one new file, as the server and another process (a migration, the CLI). */
function twoConnections(): [SQLite.Database, SQLite.Database] {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-rows-'));
  folders.push(folder);
  const file = path.join(folder, 'rows.sqlite');
  const pair: [SQLite.Database, SQLite.Database] = [new SQLite(file), new SQLite(file)];
  opened.push(...pair);
  return pair;
}

function database(): SQLite.Database {
  const db = new SQLite(':memory:');
  opened.push(db);
  db.exec(`create table t (id text primary key, n integer, r real, b blob, note text);
    insert into t values ('a', 1, 0.1, x'0102', null), ('b', 9007199254740991, 1e21, null, 'é"\\n');`);
  return db;
}

/** What better-sqlite3 itself answers: the rows as objects by column name. */
const asBetterSqlite = (db: SQLite.Database, sql: string, parameters: unknown[] = []) =>
  db.prepare(sql).all(parameters);

describe('the rows of a SQLite statement', () => {
  it.each([
    [
      'every column, integers at the edge of exactness, reals, blobs, nulls',
      'select * from t order by id',
      [],
    ],
    ['a parameter and an alias', 'select id as "the id", n * 2 as twice from t where id = ?', ['b']],
    ['no row', 'select * from t where id = ?', ['none']],
    [
      'a name used twice keeps its first place and its last value',
      'select id as x, n, note as x from t order by id',
      [],
    ],
    ['names that are not identifiers', 'select id as "a\'b", n as "c""d", note as "" from t order by id', []],
  ])('are what better-sqlite3 gives: %s', (_rule, sql, parameters) => {
    const db = database();
    const expected = asBetterSqlite(db, sql, parameters);
    const rows = rowsOf(db.prepare(sql), parameters);
    expect(rows).toEqual(expected);
    expect(rows.map((row) => Object.keys(row as object))).toEqual(
      expected.map((row) => Object.keys(row as object)),
    );
    for (const row of rows) expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
  });

  it('are the same when a kept statement is run again, and by better-sqlite3 afterwards', () => {
    const db = database();
    const prepare = keptStatements(db);
    const sql = 'select id, n from t where n > ? order by id';
    const first = rowsOf(prepare(sql), [0]);
    expect(rowsOf(prepare(sql), [1])).toEqual([{ id: 'b', n: 9007199254740991 }]);
    expect(first).toEqual(asBetterSqlite(db, sql, [0]));
  });

  it('of two statements with the same columns are made alike, each with its own values', () => {
    const db = database();
    const one = rowsOf(db.prepare('select id, n from t where id = ?'), ['a']);
    const other = rowsOf(db.prepare('select id, n from t where id in (?, ?) order by id'), ['a', 'b']);
    expect(one).toEqual([{ id: 'a', n: 1 }]);
    expect(other).toEqual([
      { id: 'a', n: 1 },
      { id: 'b', n: 9007199254740991 },
    ]);
  });

  it('follow the columns of a schema another connection changed, even in the same number', () => {
    const [reader, migrator] = twoConnections();
    migrator.exec(
      "create table p (id text, email text, ssn text); insert into p values ('a', 'a@x.fr', '1850')",
    );
    const prepare = keptStatements(reader);
    const sql = 'select * from p';
    expect(rowsOf(prepare(sql), [])).toEqual([{ id: 'a', email: 'a@x.fr', ssn: '1850' }]);
    expect(rowsOf(prepare(sql), [])).toEqual([{ id: 'a', email: 'a@x.fr', ssn: '1850' }]);
    migrator.exec(`create table q (ssn text, id text, email text); insert into q select ssn, id, email from p;
        drop table p; alter table q rename to p`);
    const expected = [{ ssn: '1850', id: 'a', email: 'a@x.fr' }];
    expect(Object.entries(rowsOf(prepare(sql), [])[0] as object)).toEqual(Object.entries(expected[0] ?? {}));
    expect(Object.entries(rowsOf(prepare(sql), [])[0] as object)).toEqual(Object.entries(expected[0] ?? {}));
  });

  it('runs a statement that writes and returns rows once, also when the schema moved since its last run', () => {
    const [writer, migrator] = twoConnections();
    migrator.exec('create table k (id text primary key, n integer)');
    const prepare = keptStatements(writer);
    const sql = 'insert into k (id, n) values (?, ?) returning id, n';
    expect(rowsOf(prepare(sql), ['a', 1])).toEqual([{ id: 'a', n: 1 }]);
    migrator.exec('create table other (x integer)');
    expect(rowsOf(prepare(sql), ['b', 2])).toEqual([{ id: 'b', n: 2 }]);
    expect(rowsOf(prepare(sql), ['c', 3])).toEqual([{ id: 'c', n: 3 }]);
    expect(writer.prepare('select count(*) as c from k').get()).toEqual({ c: 3 });
  });
});
