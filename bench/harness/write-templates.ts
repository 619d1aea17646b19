/**
 * The statements a single-record write runs, as a template that the write ceiling (B) replays
 * with another record's values: captured once from the product's own code path (write-capture.ts),
 * each parameter bound to where its value came from. Pure, unit-tested (test/bench/writes.test.ts).
 *
 * A parameter is bound, in this order, to:
 * - the binding of an earlier parameter with the same value (the organization's id stays one value);
 * - a string leaf of the record the product wrote (its body, with the id the server gave it):
 *   the replay takes that leaf of its own record;
 * - `now`, an ISO timestamp within ten minutes of the capture (an event's `occurred_at`);
 * - `uuid`, a UUID that is nowhere in the record (an audit event's id): a fresh UUIDv7 per replay,
 *   time-ordered like the product's, so that (B)'s index inserts cost what the product's do;
 * - a value first seen in an earlier statement's result (a string from any result, a number other
 *   than 0 and 1 from a `returning` one): the change log's sequence number, a collaborator's
 *   establishment; the replay reads it from its own result, the captured value if that row is missing;
 * - else the captured value, a constant (booleans and small numbers always are: a `limit 1` is not a
 *   half day). A record's own booleans are therefore replayed as captured: same statements, same cost.
 */

export interface CapturedStatement {
  sql: string;
  parameters: readonly unknown[];
  rows: readonly Record<string, unknown>[];
}

export type Binding =
  | { from: 'constant'; value: unknown }
  | { from: 'record'; path: (string | number)[] }
  | { from: 'result'; statement: number; row: number; column: string }
  | { from: 'now' }
  | { from: 'uuid' };

export interface TemplateStatement {
  sql: string;
  bindings: Binding[];
  /** The values the capture saw, the fallback of a record leaf or a result row that is missing. */
  captured: unknown[];
}

export interface WriteTemplate {
  kind: string;
  statements: TemplateStatement[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;
const NOW_WINDOW_MS = 10 * 60_000;
/** What compiledOnce puts either side of a value's name. */
const NUL = String.fromCharCode(0);

/** Every string leaf of a JSON value with its path, the first path of a value winning. */
export function stringLeaves(value: unknown, path: (string | number)[] = [], into = new Map()) {
  if (typeof value === 'string') {
    if (!into.has(value)) into.set(value, path);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => {
      stringLeaves(item, [...path, i], into);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) stringLeaves(item, [...path, key], into);
  }
  return into as Map<string, (string | number)[]>;
}

function resultBinding(
  value: unknown,
  earlier: readonly CapturedStatement[],
): Extract<Binding, { from: 'result' }> | undefined {
  const numeric = typeof value === 'number' || typeof value === 'bigint';
  if (numeric && (value === 0 || value === 1 || value === 0n || value === 1n)) return undefined;
  if (!numeric && typeof value !== 'string') return undefined;
  for (let s = earlier.length - 1; s >= 0; s--) {
    const statement = earlier[s] as CapturedStatement;
    if (numeric && !/\breturning\b/i.test(statement.sql)) continue;
    for (let r = 0; r < statement.rows.length; r++) {
      for (const [column, cell] of Object.entries(statement.rows[r] ?? {})) {
        // A sequence comes back from PostgreSQL as a string of a bigint.
        const same = cell === value || (numeric && cell !== null && String(cell) === String(value));
        if (same) return { from: 'result', statement: s, row: r, column };
      }
    }
  }
  return undefined;
}

/** Where each parameter of each captured statement came from, given the record the product wrote. */
export function inferTemplate(
  kind: string,
  record: unknown,
  statements: readonly CapturedStatement[],
  capturedAt: number,
  /**
   * A statement compiled once (src/db/compiled-once.ts) is seen compiled with a marker per value,
   * `\u0000name\u0000`, never with the values it runs with: each name's binding.
   */
  named: Readonly<Record<string, Binding>> = {},
): WriteTemplate {
  const leaves = stringLeaves(record);
  const seen = new Map<unknown, Binding>();
  const bind = (value: unknown, earlier: readonly CapturedStatement[]): Binding => {
    const known = seen.get(value);
    if (known) return known;
    let binding: Binding | undefined;
    const marker =
      typeof value === 'string' && value.length > 2 && value.startsWith(NUL) && value.endsWith(NUL)
        ? value.slice(1, -1)
        : undefined;
    if (marker !== undefined) binding = named[marker] ?? { from: 'constant', value };
    else if (typeof value === 'string') {
      const path = leaves.get(value);
      if (path) binding = { from: 'record', path };
      else if (ISO_TIMESTAMP.test(value) && Math.abs(Date.parse(value) - capturedAt) < NOW_WINDOW_MS)
        binding = { from: 'now' };
      else if (UUID.test(value)) binding = { from: 'uuid' };
    }
    binding ??= resultBinding(value, earlier) ?? { from: 'constant', value };
    // Constants of little variety (null, booleans, 0) are never taken as another parameter's source.
    if (typeof value === 'string' || (typeof value === 'number' && value !== 0 && value !== 1))
      seen.set(value, binding);
    return binding;
  };
  return {
    kind,
    statements: statements.map((statement, i) => ({
      sql: statement.sql,
      bindings: statement.parameters.map((value) => bind(value, statements.slice(0, i))),
      captured: [...statement.parameters],
    })),
  };
}

function at(value: unknown, path: readonly (string | number)[]): unknown {
  let here = value;
  for (const key of path) {
    if (here === null || typeof here !== 'object') return undefined;
    here = (here as Record<string | number, unknown>)[key];
  }
  return here;
}

export interface Fresh {
  now: string;
  uuid(): string;
}

/**
 * The parameters of statement `index` for `record`, given the rows the earlier statements of this
 * replay returned. A value the record lacks or a result row that is not there falls back to the
 * captured value.
 */
export function parametersOf(
  statement: TemplateStatement,
  record: unknown,
  results: readonly (readonly Record<string, unknown>[])[],
  fresh: Fresh,
): unknown[] {
  const fallback = statement.captured;
  return statement.bindings.map((binding, i) => {
    switch (binding.from) {
      case 'constant':
        return binding.value;
      case 'now':
        return fresh.now;
      case 'uuid':
        return fresh.uuid();
      case 'record': {
        const value = at(record, binding.path);
        return value === undefined ? fallback[i] : value;
      }
      case 'result': {
        const value = results[binding.statement]?.[binding.row]?.[binding.column];
        return value === undefined ? fallback[i] : value;
      }
    }
    return undefined;
  });
}

/** One line per statement, for the run's output: what (B) replays. */
export function describeTemplate(template: WriteTemplate): string[] {
  return template.statements.map((s, i) => {
    const sql = s.sql.replace(/\s+/g, ' ');
    const bound = s.bindings.filter((b) => b.from !== 'constant').map((b) => b.from);
    return `  ${String(i + 1).padStart(2)}. ${sql.length > 110 ? `${sql.slice(0, 107)}...` : sql}${bound.length ? `  [${[...new Set(bound)].join(', ')}]` : ''}`;
  });
}
