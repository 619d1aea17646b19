import type { Kysely } from 'kysely';
import { compiledOnce } from '../db/compiled-once.ts';
import type { Database } from '../db/schema.ts';

// What a monthly DSN declared, as the JSON import sees it: the DSN is the payroll's filing, so a
// value it declared is the reference for that value, whichever import comes later (docs/dsn.md,
// "Which source wins"). The DSN writes `dsn_provenance`; this module only reads it.

/** The resources a DSN writes and remembers the months of. */
export type DeclaredResource = 'establishment' | 'collaborator' | 'contract' | 'absence';

/** `{column: month}`: the DSN month (`YYYY-MM`) that declared each column of a row. */
export type DeclaredMonths = Record<string, string>;

const isMonths = (value: unknown): value is DeclaredMonths =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((month) => typeof month === 'string');

/** The stored `months` text, or `{}` when it is not the object a DSN writes. */
export function parseMonths(text: string): DeclaredMonths {
  const value: unknown = JSON.parse(text);
  return isMonths(value) ? value : {};
}

const anyDsnRow = compiledOnce(['organizationId'] as const, (db, v) =>
  db
    .selectFrom('dsn_provenance')
    .select('resource_id')
    .where('organization_id', '=', v.organizationId)
    .limit(1),
);

/** Whether any DSN was ever imported into the organization: when not, the JSON import reads no more. */
export async function hasDsnData(db: Kysely<Database>, organizationId: string): Promise<boolean> {
  return (await anyDsnRow(db, { organizationId })).length > 0;
}

/** The months of the rows among `ids` a DSN declared, by id; the others are absent. */
export async function declaredMonths(
  db: Kysely<Database>,
  organizationId: string,
  resource: DeclaredResource,
  ids: readonly string[],
): Promise<Map<string, DeclaredMonths>> {
  const found = new Map<string, DeclaredMonths>();
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await db
      .selectFrom('dsn_provenance')
      .select(['resource_id', 'months'])
      .where('organization_id', '=', organizationId)
      .where('resource_type', '=', resource)
      .where('resource_id', 'in', ids.slice(i, i + 1000))
      .execute();
    for (const row of rows) found.set(row.resource_id, parseMonths(row.months));
  }
  return found;
}

/** The newest month that declared a value of the row. */
export const newestMonth = (months: DeclaredMonths): string =>
  Object.values(months).reduce((a, b) => (a > b ? a : b), '');

/** Columns derived from another one: kept with it, never named on their own. */
const DERIVED = new Set(['sort_last_name', 'sort_first_name']);

/** A column as the document names its field: `job_title` → `jobTitle`, `address_city` → `address.city`. */
export function documentField(column: string): string {
  const camel = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return column.startsWith('address_') ? `address.${camel(column.slice(8))}` : camel(column);
}

/**
 * Gives back to `row` the stored value of every column a DSN declared, and names the fields the
 * document gave another value: what a DSN declares wins, whichever import comes later. A field
 * the document leaves empty says nothing against the DSN: kept, and not named.
 */
export function keepDeclared(
  row: Record<string, string | number | null>,
  stored: Record<string, unknown>,
  months: DeclaredMonths,
  differs: (before: unknown, after: string | number | null) => boolean,
): string[] {
  const kept: string[] = [];
  for (const column of Object.keys(months)) {
    if (!(column in row)) continue;
    const before = stored[column];
    const value = row[column] ?? null;
    if (!differs(before, value)) continue;
    if (typeof before !== 'string' && typeof before !== 'number' && before !== null) continue;
    row[column] = before;
    if (value !== null && !DERIVED.has(column)) kept.push(documentField(column));
  }
  return kept;
}
