import { type Kysely, sql } from 'kysely';
import { compiledOnce } from '../db/compiled-once.ts';
import type { Database, UpsertRow } from '../db/schema.ts';
import { nowIso } from '../shared/time.ts';
import { type DeclaredResource, declaredMonths, keepDeclared, newestMonth } from './dsn-provenance.ts';
import { KEEP_CREATED_AT } from './rows.ts';

/** The tables an import upserts by `(organization_id, id)`; the compiler checks each has both. */
export type HrTable =
  | 'establishments'
  | 'teams'
  | 'collaborators'
  | 'contracts'
  | 'absences'
  | 'work_locations';
type Keyed = { organization_id: string; id: string };
type AssertKeyed<T extends { [K in HrTable]: Keyed }> = T;
export type HrRows = AssertKeyed<{ [K in HrTable]: UpsertRow<K> }>;
type Value = string | number | null;
type Row = Record<string, Value>;
/** The HR tables seen generically: every one has (organization_id, id) and plain columns. */
type HrDatabase = { [table: string]: Row };

/** The rows a batch really wrote: created ones, and stored ones that differed. */
export type WrittenRows = { kind: 'created' | 'updated'; row: Record<string, Value> }[];

export interface UpsertCounts {
  created: number;
  updated: number;
  unchanged: number;
  deleted?: number;
}

/** A stored row's values a DSN declared, which the document wanted otherwise: kept (see dsn-provenance.ts). */
export interface KeptValues {
  /** The record's JSON path, when the caller gave it. */
  path: string | undefined;
  id: string;
  fields: string[];
  month: string;
}

/**
 * A row of one id as the caller just read it in this transaction, under the record's lock
 * (lockRecordWrite): `null` when there is none. The batch of that one row takes it instead of
 * reading it a second time. Only what cannot have changed since may be given: the batch compares
 * the columns it writes and keeps `created_at`, and nothing else of the row.
 */
export interface KnownRow {
  id: string;
  row: Readonly<Record<string, unknown>> | null;
}

/** Rows a DSN declared keep what it declared; `onKept` hears of each row whose values were kept. */
export interface DeclaredRows {
  resource: DeclaredResource;
  onKept: (kept: KeptValues) => void;
}

/** Rows per statement: under SQLite's 32,766 bound parameters, and PostgreSQL's 65,535. */
const PARAMETERS_PER_STATEMENT = 30_000;

/**
 * Buffers rows of one table and writes them as multi-row upserts. Each batch first reads the stored
 * rows of its ids, so that an identical row is left untouched and counted as unchanged: a second
 * import of the same document changes nothing. The table names the row type: a batch of
 * `contracts` only takes contract rows, and its statement size follows the row's own columns.
 */
export class UpsertBatch<T extends HrTable> {
  private rows: Row[] = [];
  private paths: (string | undefined)[] = [];
  readonly counts: UpsertCounts = { created: 0, updated: 0, unchanged: 0 };
  private size = 0;
  private readonly db: Kysely<HrDatabase>;
  /** The batch being written while the next one is read: parsing and the database overlap. */
  private inFlight: Promise<void> = Promise.resolve();

  /** `fresh`: the organization is created by this import, so no stored row can match an id. */
  constructor(
    private readonly store: Kysely<Database>,
    private readonly table: T,
    private readonly organizationId: string,
    private readonly fresh = false,
    /** Told, in the same transaction, of the rows each write created or changed. */
    private readonly onWritten?: (written: WrittenRows) => Promise<void>,
    private readonly declared?: DeclaredRows,
    /** Taken once, by the batch of that one row. */
    private known?: KnownRow,
  ) {
    // Generic over the table: the row type was fixed by `T` at `add`, the statement is the same for all.
    this.db = store as unknown as Kysely<HrDatabase>;
  }

  /** `path`: the record's JSON path, for what the batch says of it. */
  async add(row: HrRows[T], path?: string): Promise<void> {
    const plain: Row = { ...row };
    if (this.size === 0) {
      this.size = Math.max(1, Math.floor(PARAMETERS_PER_STATEMENT / Object.keys(plain).length));
    }
    this.rows.push(plain);
    this.paths.push(path);
    if (this.rows.length < this.size) return;
    await this.inFlight;
    const writing = this.write(this.take());
    writing.catch(() => {}); // awaited by the next add or flush, which rethrows
    this.inFlight = writing;
  }

  /** Writes what is buffered and waits for every write of this batch. */
  async flush(): Promise<void> {
    await this.inFlight;
    await this.write(this.take());
  }

  private take(): { rows: Row[]; paths: (string | undefined)[] } {
    const taken = { rows: this.rows, paths: this.paths };
    this.rows = [];
    this.paths = [];
    return taken;
  }

  /** The stored row of one id: as the caller just read it (KnownRow), or read. */
  private async storedOne(id: string): Promise<Row[]> {
    const known = this.known;
    if (known !== undefined && known.id === id) {
      this.known = undefined;
      return known.row ? [known.row as Row] : [];
    }
    return (await storedRow(this.table)(this.store, { organizationId: this.organizationId, id })) as Row[];
  }

  private async write({ rows, paths }: { rows: Row[]; paths: (string | undefined)[] }): Promise<void> {
    if (rows.length === 0) return;
    const table: string = this.table;
    const stored = new Map<string, Row>();
    const existing = this.fresh
      ? []
      : rows.length === 1
        ? await this.storedOne(String(rows[0]?.id))
        : await this.db
            .selectFrom(table)
            .selectAll()
            .where('organization_id', '=', this.organizationId)
            .where(
              'id',
              'in',
              rows.map((row) => String(row.id)),
            )
            .execute();
    for (const row of existing) stored.set(String(row.id), row);
    const months =
      this.declared && stored.size > 0
        ? await declaredMonths(this.store, this.organizationId, this.declared.resource, [...stored.keys()])
        : undefined;

    const now = nowIso();
    const writes: Row[] = [];
    const written: WrittenRows = [];
    rows.forEach((row, i) => {
      const id = String(row.id);
      const before = stored.get(id);
      const declared = months?.get(id);
      if (before && declared) {
        const fields = keepDeclared(row, before, declared, differentValue);
        if (fields.length > 0) {
          this.declared?.onKept({ path: paths[i], id, fields, month: newestMonth(declared) });
        }
      }
      if (row.created_at === KEEP_CREATED_AT) {
        const storedAt = before?.created_at;
        row.created_at = typeof storedAt === 'string' ? storedAt : now;
      }
      if (!before) {
        this.counts.created++;
        writes.push(row);
        written.push({ kind: 'created', row });
      } else if (differs(before, row)) {
        this.counts.updated++;
        writes.push(row);
        written.push({ kind: 'updated', row });
      } else this.counts.unchanged++;
    });
    const first = writes[0];
    if (first === undefined) return;
    if (writes.length === 1) await oneRowUpsert(table, Object.keys(first))(this.store, first);
    else {
      const columns = Object.keys(first).filter((c) => c !== 'organization_id' && c !== 'id');
      await this.db
        .insertInto(table)
        .values(writes)
        .onConflict((conflict) => conflict.columns(['organization_id', 'id']).doUpdateSet(updateOf(columns)))
        .execute();
    }
    await this.onWritten?.(written);
  }
}

/** Every column but the key takes the inserted row's value. */
const updateOf = (columns: readonly string[]) =>
  Object.fromEntries(columns.map((c) => [c, sql.ref(`excluded.${c}`)])) as Record<string, never>;

type Compiled = (db: Kysely<Database>, values: Readonly<Record<string, unknown>>) => Promise<unknown[]>;
const storedRows = new Map<string, Compiled>();
const upserts = new Map<string, Compiled>();

/**
 * The stored row of one id, compiled once per table: a single-record write (record-write.ts)
 * reads it on every write, and building and compiling the statement cost more than running it.
 * The statement is the batch's own, with a list of one id.
 */
function storedRow(table: string): Compiled {
  let statement = storedRows.get(table);
  if (statement === undefined) {
    statement = compiledOnce(['organizationId', 'id'] as const, (db, v) =>
      (db as unknown as Kysely<HrDatabase>)
        .selectFrom(table)
        .selectAll()
        .where('organization_id', '=', v.organizationId)
        .where('id', 'in', [v.id]),
    );
    storedRows.set(table, statement);
  }
  return statement;
}

/** The batch's upsert of one row with these columns, in this order, compiled once. */
function oneRowUpsert(table: string, columns: readonly string[]): Compiled {
  const key = `${table}:${columns.join(',')}`;
  let statement = upserts.get(key);
  if (statement === undefined) {
    statement = compiledOnce(columns, (db, v) =>
      (db as unknown as Kysely<HrDatabase>)
        .insertInto(table)
        .values(v)
        .onConflict((conflict) =>
          conflict
            .columns(['organization_id', 'id'])
            .doUpdateSet(updateOf(columns.filter((c) => c !== 'organization_id' && c !== 'id'))),
        ),
    );
    upserts.set(key, statement);
  }
  return statement;
}

function differentValue(before: unknown, value: Value): boolean {
  if (typeof value === 'number' && typeof before === 'number') return Math.abs(value - before) > 1e-9;
  return (before ?? null) !== value;
}

function differs(stored: Row, wanted: Row): boolean {
  return Object.entries(wanted).some(([column, value]) => differentValue(stored[column], value));
}
