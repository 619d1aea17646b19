import { CompiledQuery, type Kysely, type RawBuilder, sql } from 'kysely';
import { ACCESS_CATEGORIES, type AccessCategory } from '../auth/access-categories.ts';
import type { AccessLogMonthTable, Database } from '../db/schema.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import { daysFrom, firstDayOf, lastDayOf, monthOfDay } from './month-bits.ts';

/** Rows per statement at most: 20 parameters each, 10,240 in all, below either engine's limit. */
const BATCH = 512;

/** What an answer adds to a month's row, per category index of `ACCESS_CATEGORIES`. */
export interface AccessMonth {
  organizationId: string;
  collaboratorId: string;
  keyId: string;
  month: string;
  /** Per category, the days read as bits (0: not read). */
  days: number[];
  /** Per category, the answers. */
  reads: number[];
}

const daysColumn = (c: AccessCategory) => `${c}_days` as const;
const readsColumn = (c: AccessCategory) => `${c}_reads` as const;

/** A row's columns, in the order of its values in the upsert's parameters. */
const COLUMNS = [
  'organization_id',
  'collaborator_id',
  'key_id',
  'month',
  ...ACCESS_CATEGORIES.flatMap((c) => [daysColumn(c), readsColumn(c)]),
] as const;

/** Appends a month's values to `parameters`, in `COLUMNS` order; an unread category is null. */
function pushValues(m: AccessMonth, parameters: unknown[]): void {
  parameters.push(m.organizationId, m.collaboratorId, m.keyId, m.month);
  for (let i = 0; i < ACCESS_CATEGORIES.length; i++) {
    const days = m.days[i] ?? 0;
    if (days === 0) parameters.push(null, null);
    else parameters.push(days, m.reads[i] ?? 0);
  }
}

/**
 * On conflict, days merge by OR and answers add up; a category null on one side takes the other
 * side's value (`coalesce` of the merge, then of each side), so an unread category stays null.
 */
function merges(): Record<string, RawBuilder<number>> {
  const set: Record<string, RawBuilder<number>> = {};
  for (const category of ACCESS_CATEGORIES) {
    for (const [column, op] of [
      [daysColumn(category), sql`|`],
      [readsColumn(category), sql`+`],
    ] as const) {
      const kept = sql.ref(`access_log_months.${column}`);
      const added = sql.ref(`excluded.${column}`);
      set[column] = sql<number>`coalesce(${kept} ${op} ${added}, ${kept}, ${added})`;
    }
  }
  return set;
}

/**
 * The upsert of `rows` rows, as Kysely writes it for the store's dialect, compiled once per store
 * and row count. A flush writes tens of thousands of rows, and building Kysely's tree of 20 values
 * a row for each statement cost more than SQLite's work on them (about two thirds of a flush's
 * CPU): the statement's text depends on the row count alone, so it is compiled once from rows
 * whose values are their own positions, which proves the parameters' order, and then run with
 * each batch's values.
 */
const upsertTexts = new WeakMap<Kysely<Database>, Map<number, string>>();

function upsertText(db: Kysely<Database>, rows: number): string {
  let texts = upsertTexts.get(db);
  if (!texts) {
    texts = new Map();
    upsertTexts.set(db, texts);
  }
  const known = texts.get(rows);
  if (known !== undefined) return known;
  // Only compiled, never run: each value is its position among the parameters.
  const positions = Array.from(
    { length: rows },
    (_, row) =>
      Object.fromEntries(
        COLUMNS.map((column, i) => [column, row * COLUMNS.length + i]),
      ) as unknown as AccessLogMonthTable,
  );
  const compiled = db
    .insertInto('access_log_months')
    .values(positions)
    .onConflict((oc) =>
      oc.columns(['organization_id', 'collaborator_id', 'key_id', 'month']).doUpdateSet(merges()),
    )
    .compile();
  if (compiled.parameters.length !== rows * COLUMNS.length || compiled.parameters.some((p, i) => p !== i)) {
    throw new Error('the access log upsert does not take its values in the order of its columns');
  }
  texts.set(rows, compiled.sql);
  return compiled.sql;
}

/**
 * How many rows each statement of a slice writes: BATCH at a time, then the rest by powers of two,
 * so that a store compiles and keeps prepared at most ten distinct statements (512 and the nine
 * powers of two below it).
 */
export function batchSizes(rows: number): number[] {
  const sizes: number[] = [];
  let left = rows;
  while (left >= BATCH) {
    sizes.push(BATCH);
    left -= BATCH;
  }
  for (let size = BATCH / 2; size >= 1; size /= 2) {
    if (left >= size) {
      sizes.push(size);
      left -= size;
    }
  }
  return sizes;
}

/** Lets the event loop serve what waits (on SQLite a statement runs synchronously and never does). */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Merges the months into the log in one transaction, one upsert statement per batch of rows;
 * `months` comes in slices where a collaborator appears once per key and month (a statement may
 * not update one row twice), and slices are read one at a time, so a large flush never holds all
 * its rows. Between batches the event loop serves requests: on SQLite a flush of 20,000 rows
 * otherwise held every request of the process for its whole length (reads go on meanwhile on the
 * reading connection; writes wait their turn, as for any transaction).
 */
export async function upsertAccessMonths(
  db: Kysely<Database>,
  months: Iterable<readonly AccessMonth[]>,
): Promise<void> {
  await writeTransaction(db, async (trx) => {
    let first = true;
    for (const slice of months) {
      let start = 0;
      for (const size of batchSizes(slice.length)) {
        if (!first) await breathe();
        first = false;
        const parameters: unknown[] = [];
        for (const month of slice.slice(start, start + size)) pushValues(month, parameters);
        start += size;
        await trx.executeQuery(CompiledQuery.raw(upsertText(db, size), parameters));
      }
    }
  });
}

/**
 * Forgets what was read before `firstKeptDay` (`YYYY-MM-DD`): deletes the months before its
 * month and, in its month, the bits of the days before it (a category left without a day loses
 * its count, a row left without any category is deleted). The count of answers of that month
 * stays whole: it is not kept per day. Returns the rows deleted.
 */
export async function pruneAccessLog(db: Kysely<Database>, firstKeptDay: string): Promise<number> {
  const month = monthOfDay(firstKeptDay);
  const kept = sql.lit(daysFrom(firstKeptDay));
  return writeTransaction(db, async (trx) => {
    const old = await trx.deleteFrom('access_log_months').where('month', '<', month).executeTakeFirst();
    const trimmed: Record<string, RawBuilder<number | null>> = {};
    for (const category of ACCESS_CATEGORIES) {
      const days = sql.ref(daysColumn(category));
      trimmed[daysColumn(category)] = sql`nullif(${days} & ${kept}, 0)`;
      trimmed[readsColumn(category)] =
        sql`case when ${days} & ${kept} = 0 then null else ${sql.ref(readsColumn(category))} end`;
    }
    await trx
      .updateTable('access_log_months')
      .set(trimmed)
      .where('month', '=', month)
      .where((eb) =>
        eb.or(
          ACCESS_CATEGORIES.map((c) =>
            eb(sql`${sql.ref(daysColumn(c))} & ${kept}`, '!=', sql`${sql.ref(daysColumn(c))}`),
          ),
        ),
      )
      .execute();
    const emptied = await trx
      .deleteFrom('access_log_months')
      .where('month', '=', month)
      .where((eb) => eb.and(ACCESS_CATEGORIES.map((c) => eb(daysColumn(c), 'is', null))))
      .executeTakeFirst();
    return Number(old.numDeletedRows) + Number(emptied.numDeletedRows);
  });
}

export interface AccessFilter {
  collaboratorId?: string | undefined;
  keyId?: string | undefined;
  /** `YYYY-MM-DD`: only days on or after it. */
  since?: string | undefined;
}

/**
 * Per key, collaborator and category: the first and last day read and how many answers. The
 * count is kept per month: with `since`, the answers of its whole month count.
 */
export interface AccessEntry {
  keyId: string;
  keyName: string | null;
  collaboratorId: string;
  category: string;
  firstDay: string;
  lastDay: string;
  reads: number;
}

/** Rows read per query: an organization's whole log is read page by page, in key order. */
const PAGE = 5_000;

export async function listAccess(
  db: Kysely<Database>,
  organizationId: string,
  filter: AccessFilter = {},
  pageSize = PAGE,
): Promise<AccessEntry[]> {
  const entries = new Map<string, AccessEntry>();
  for await (const rows of monthPages(db, organizationId, filter, pageSize))
    foldInto(entries, rows, filter.since);
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...entries.values()].sort(
    (a, b) =>
      order(a.collaboratorId, b.collaboratorId) || order(a.keyId, b.keyId) || order(a.category, b.category),
  );
}

/** The filtered rows with their key's name, by pages in primary-key order (keyset pagination). */
async function* monthPages(
  db: Kysely<Database>,
  organizationId: string,
  filter: AccessFilter,
  pageSize: number,
) {
  let query = db
    .selectFrom('access_log_months as l')
    .leftJoin('api_keys as k', (join) =>
      join.onRef('k.id', '=', 'l.key_id').onRef('k.organization_id', '=', 'l.organization_id'),
    )
    // A partner app's reads are logged under its grant's id: the app's name stands for the key's.
    .leftJoin('partner_grants as g', (join) =>
      join.onRef('g.id', '=', 'l.key_id').onRef('g.organization_id', '=', 'l.organization_id'),
    )
    .leftJoin('partner_apps as a', 'a.id', 'g.app_id')
    .where('l.organization_id', '=', organizationId);
  if (filter.collaboratorId !== undefined)
    query = query.where('l.collaborator_id', '=', filter.collaboratorId);
  if (filter.keyId !== undefined) query = query.where('l.key_id', '=', filter.keyId);
  if (filter.since !== undefined) query = query.where('l.month', '>=', monthOfDay(filter.since));
  const ordered = query
    .selectAll('l')
    .select((eb) => eb.fn.coalesce('k.name', 'a.name').as('key_name'))
    .orderBy('l.collaborator_id')
    .orderBy('l.key_id')
    .orderBy('l.month')
    .limit(pageSize);
  let last: AccessLogMonthTable | undefined;
  for (;;) {
    const after = last;
    const rows = await (after === undefined
      ? ordered
      : ordered.where(({ eb, refTuple, tuple }) =>
          eb(
            refTuple('l.collaborator_id', 'l.key_id', 'l.month'),
            '>',
            tuple(after.collaborator_id, after.key_id, after.month),
          ),
        )
    ).execute();
    yield rows;
    if (rows.length < pageSize) return;
    last = rows[rows.length - 1];
  }
}

/** Folds months into the entries, one per key, collaborator and category. */
function foldInto(
  entries: Map<string, AccessEntry>,
  rows: readonly (AccessLogMonthTable & { key_name: string | null })[],
  since: string | undefined,
): void {
  for (const row of rows) {
    const from = since !== undefined && monthOfDay(since) === row.month ? daysFrom(since) : -1;
    for (const category of ACCESS_CATEGORIES) {
      const days = (row[daysColumn(category)] ?? 0) & from;
      if (days === 0) continue;
      const firstDay = firstDayOf(row.month, days);
      const lastDay = lastDayOf(row.month, days);
      const reads = row[readsColumn(category)] ?? 0;
      const id = `${row.collaborator_id}\u0000${row.key_id}\u0000${category}`;
      const entry = entries.get(id);
      if (!entry) {
        entries.set(id, {
          keyId: row.key_id,
          keyName: row.key_name ?? null,
          collaboratorId: row.collaborator_id,
          category,
          firstDay,
          lastDay,
          reads,
        });
        continue;
      }
      if (firstDay < entry.firstDay) entry.firstDay = firstDay;
      if (lastDay > entry.lastDay) entry.lastDay = lastDay;
      entry.reads += reads;
    }
  }
}
