/**
 * Bound on the parameters of one statement: far under SQLite's 32,766 and PostgreSQL's 65,535, so
 * that no list from a request (an `IN`, a multi-row insert) can outgrow what the engine takes.
 */
export const MAX_PARAMETERS = 5_000;

/** Rows of `columns` values each that one multi-row insert may carry. */
export const rowsPerInsert = (columns: number) => Math.max(1, Math.floor(MAX_PARAMETERS / columns));

export function chunks<T>(items: readonly T[], size: number = MAX_PARAMETERS): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Lets queued requests run: better-sqlite3 executes each statement synchronously, so a long write
 * that never yields holds the whole process, every tenant's reads included.
 */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs `write` over bounded batches of `items`, yielding to the event loop between batches. */
export async function inBatches<T>(
  items: readonly T[],
  size: number,
  write: (batch: T[]) => Promise<unknown>,
): Promise<void> {
  for (const [i, batch] of chunks(items, size).entries()) {
    if (i > 0) await yieldToEventLoop();
    await write(batch);
  }
}

/** Reads the rows of `ids` a thousand at a time: a list of ids past SQLite's bound parameters. */
export async function rowsInChunks<T>(
  ids: readonly string[],
  query: (some: string[]) => Promise<T[]>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let i = 0; i < ids.length; i += 1000) rows.push(...(await query(ids.slice(i, i + 1000))));
  return rows;
}
