/** Makes a row object from a row's values, in the order of its columns. */
export type RowShape = (values: readonly unknown[]) => Record<string, unknown>;

/** Distinct column lists given a compiled row shape; the product's statements have a few dozen. */
const SHAPES = 500;
const shapes = new Map<string, RowShape>();

/**
 * The object literal of a row of these columns, compiled once per column list: `{ "a": v[0], … }`
 * makes every row of a statement in one step, all with one hidden class. The drivers make a row
 * by setting its columns one by one by name: better-sqlite3 on Node.js 20 through V8's API (the
 * name looked up in V8's string table for every column of every row), pg by copying a template
 * then storing by a computed name. Reading the values as an array and making the row here costs
 * less (see docs/performance.md, "Figures behind the code").
 * The rows are the drivers': a name given twice keeps its first place and its last value; a column
 * named `__proto__` is a property of the row, as pg makes it (better-sqlite3 on Node.js 20 dropped it).
 */
export function rowShape(names: readonly string[]): RowShape {
  const key = names.join('\u0000');
  let shape = shapes.get(key);
  if (!shape) {
    const members = names.map((name, i) => `${memberName(name)}: v[${i}]`).join(', ');
    // Made of column names only, each written as a JSON string literal: no other text gets in.
    shape = new Function('v', `return { ${members} };`) as RowShape;
    if (shapes.size >= SHAPES) shapes.clear();
    shapes.set(key, shape);
  }
  return shape;
}

/** A member's name as a string literal; `__proto__` computed, so that it is a property and not the prototype. */
const memberName = (name: string) =>
  name === '__proto__' ? `[${JSON.stringify(name)}]` : JSON.stringify(name);

/** Rows of values made into row objects. */
export const shapedRows = (shape: RowShape, values: unknown[][]): Record<string, unknown>[] =>
  values.map((row) => shape(row));
