import type { Compilable, CompiledQuery, DialectAdapter, Kysely, KyselyPlugin, RawBuilder } from 'kysely';
import type { Database } from './schema.ts';

/** A value the statement is compiled with, unlike any value a request can bring (a NUL in it). */
const marker = (name: string) => `\u0000${name}\u0000`;

interface Compiled<Names, Row> {
  /** The plugins it was compiled through: a handle with others compiles its own. */
  plugins: readonly KyselyPlugin[];
  query: CompiledQuery<Row>;
  /** For each parameter of the compiled statement, the value it stands for, or none (a constant). */
  slots: (Names | undefined)[];
}

/**
 * Told of every run of a statement compiled once, with the values it runs with (its compiled form
 * holds markers): the writes bench's capture (bench/harness/write-capture.ts) sets it, so that the
 * ceiling (B) binds each value to where it came from. Unset, a run pays one check.
 */
export const compiledRuns: {
  observe?: ((queryId: string, parameters: readonly unknown[]) => void) | undefined;
} = {};

const samePlugins = (a: readonly KyselyPlugin[], b: readonly KyselyPlugin[]) =>
  a.length === b.length && a.every((plugin, i) => plugin === b[i]);

/**
 * A statement built with the query builder, compiled once per store and run with each call's
 * values: building and compiling a statement cost about a tenth of a read's CPU (a miss's
 * profile, docs/performance.md). `build` receives a marker string for each named value, and every
 * parameter equal to one is replaced by the call's value; the others are constants of the
 * statement. A raw `sql` statement is compiled on `db`. The builder's plugins apply at
 * compilation, as they would on each call. The statement is kept per store handle (its adapter,
 * which a transaction of the store shares) and plugin list, so a write's transaction (a new
 * handle each time) runs what the store compiled, and a handle with other plugins compiles anew.
 */
export function compiledOnce<Names extends string, Row>(
  names: readonly Names[],
  build: (db: Kysely<Database>, values: Readonly<Record<Names, string>>) => Compilable<Row> | RawBuilder<Row>,
): (db: Kysely<Database>, values: Readonly<Record<Names, unknown>>) => Promise<Row[]> {
  const compiled = new WeakMap<DialectAdapter, Compiled<Names, Row>[]>();
  const markers = Object.fromEntries(names.map((name) => [name, marker(name)])) as Record<Names, string>;
  const slotOf = (parameter: unknown) => names.find((name) => markers[name] === parameter);
  const compile = (db: Kysely<Database>, plugins: readonly KyselyPlugin[]): Compiled<Names, Row> => {
    const built = build(db, markers);
    const query = 'isRawBuilder' in built ? built.compile(db) : built.compile();
    return { plugins, query, slots: query.parameters.map(slotOf) };
  };
  return async (db, values) => {
    const { adapter, plugins } = db.getExecutor();
    let kept = compiled.get(adapter);
    if (!kept) {
      kept = [];
      compiled.set(adapter, kept);
    }
    let statement = kept.find((s) => samePlugins(s.plugins, plugins));
    if (!statement) {
      statement = compile(db, plugins);
      kept.push(statement);
    }
    const { query, slots } = statement;
    const parameters = query.parameters.map((constant, i) => {
      const slot = slots[i];
      return slot === undefined ? constant : values[slot];
    });
    compiledRuns.observe?.(query.queryId.queryId, parameters);
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
}
