import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/support/engines.ts';
import { createTestStore, type TestStore } from '../../test/support/store.ts';
import { rowShape } from './row-shape.ts';

/** The statements each engine runs: a name given twice, odd names, nulls, numbers, no row. */
const STATEMENTS: [string, string][] = [
  ['every column, nulls and numbers', 'select * from t order by id'],
  ['an alias and an expression', 'select id as "the id", n * 2 as twice from t order by id'],
  ['no row', "select * from t where id = 'none'"],
  [
    'a name given twice keeps its first place and its last value',
    'select id as x, n, note as x from t order by id',
  ],
  ['names that are not identifiers', 'select id as "a\'b", n as "c""d", note as "e f" from t order by id'],
];

describe.each(testEngines())('the rows the %s store reads are the driver’s own', (engine) => {
  let t: TestStore;
  /** The same statement run by the driver alone, rows as objects (its default). */
  let driverRows: (text: string) => Promise<unknown[]>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    t = await createTestStore(engine);
    await sql`create table t (id text primary key, n integer, r real, note text)`.execute(t.store.db);
    await sql`insert into t values ('a', 1, 0.1, null), ('b', 1073741823, 1e21, 'é"')`.execute(t.store.db);
    if (engine === 'postgres') {
      const client = new pg.Client({ connectionString: t.config.databaseUrl });
      await client.connect();
      driverRows = async (text) => (await client.query(text)).rows;
      close = () => client.end();
    } else {
      const db = new SQLite(path.join(t.config.dataDir, 'hrapi.sqlite'), { readonly: true });
      driverRows = async (text) => db.prepare(text).all();
      close = async () => {
        db.close();
      };
    }
  });
  afterAll(async () => {
    await close();
    await t.drop();
  });

  it.each(STATEMENTS)('%s', async (_rule, text) => {
    const expected = await driverRows(text);
    const { rows } = await sql.raw(text).execute(t.store.db);
    expect(rows).toEqual(expected);
    expect(rows.map((row) => Object.keys(row as object))).toEqual(
      expected.map((row) => Object.keys(row as object)),
    );
    for (const row of rows) expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
  });

  it.runIf(engine === 'postgres')(
    'a text of several statements runs whole, as a migration sends it (one result each)',
    async () => {
      const { rows } = await sql
        .raw('create table several (a integer); insert into several values (7); select a from several')
        .execute(t.store.db);
      expect(rows).toEqual([]);
      expect((await sql`select a from several`.execute(t.store.db)).rows).toEqual([{ a: 7 }]);
    },
  );
});

describe('a row shape', () => {
  it('is compiled once for a list of columns and gives each row its own object', () => {
    const shape = rowShape(['id', 'n']);
    expect(rowShape(['id', 'n'])).toBe(shape);
    const [one, other] = [shape(['a', 1]), shape(['b', 2])];
    expect([one, other]).toEqual([
      { id: 'a', n: 1 },
      { id: 'b', n: 2 },
    ]);
    expect(one).not.toBe(other);
  });

  it('makes a column named __proto__ a property of the row, not its prototype', () => {
    const row = rowShape(['__proto__', 'n'])(['a', 1]);
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.entries(row)).toEqual([
      ['__proto__', 'a'],
      ['n', 1],
    ]);
  });

  it('writes any column name as a name, never as code', () => {
    const names = ['a"}; throw new Error("x"); ({"', '\\', '\u2028', 'constructor'];
    const row = rowShape(names)([1, 2, 3, 4]);
    expect(Object.entries(row)).toEqual(names.map((name, i) => [name, i + 1]));
  });
});
