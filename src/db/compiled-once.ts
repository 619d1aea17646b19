import type { Compilable, CompiledQuery, Kysely, RawBuilder } from 'kysely';
import type { Database } from './schema.ts';

/** A value the statement is compiled with, unlike any value a request can bring (a NUL in it). */
const marker = (name: string) => `\u0000${name}\u0000`;

interface Compiled<Names, Row> {
  query: CompiledQuery<Row>;
  /** For each parameter of the compiled statement, the value it stands for, or none (a constant). */
  slots: (Names | undefined)[];
}

/**
 * A statement built with the query builder, compiled once per store and run with each call's
 * values: building and compiling a statement cost about a tenth of a read's CPU (a miss's
 * profile, docs/performance.md). `build` receives a marker string for each named value, and every
 * parameter equal to one is replaced by the call's value; the others are constants of the
 * statement. A raw `sql` statement is compiled on `db`. The builder's plugins apply at
 * compilation, as they would on each call; a transaction (a new `db` each time) compiles afresh,
 * so nothing outlives it.
 */
export function compiledOnce<Names extends string, Row>(
  names: readonly Names[],
  build: (db: Kysely<Database>, values: Readonly<Record<Names, string>>) => Compilable<Row> | RawBuilder<Row>,
): (db: Kysely<Database>, values: Readonly<Record<Names, unknown>>) => Promise<Row[]> {
  const compiled = new WeakMap<Kysely<Database>, Compiled<Names, Row>>();
  const markers = Object.fromEntries(names.map((name) => [name, marker(name)])) as Record<Names, string>;
  const slotOf = (parameter: unknown) => names.find((name) => markers[name] === parameter);
  return async (db, values) => {
    let statement = compiled.get(db);
    if (!statement) {
      const built = build(db, markers);
      const query = 'isRawBuilder' in built ? built.compile(db) : built.compile();
      statement = { query, slots: query.parameters.map(slotOf) };
      compiled.set(db, statement);
    }
    const { query, slots } = statement;
    const parameters = query.parameters.map((constant, i) => {
      const slot = slots[i];
      return slot === undefined ? constant : values[slot];
    });
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
}
