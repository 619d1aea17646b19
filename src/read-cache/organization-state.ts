import { type CompiledQuery, type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DEFAULT_TIMEZONE } from '../organizations/organizations.queries.ts';
import { todayIn } from '../shared/time.ts';
import { COUNT_VERSIONS, type CountVersion, DATA_KINDS, type DataKind, kindColumn } from './data-kinds.ts';

/** What every read of an organization depends on besides its rows: its data versions and date. */
export interface OrganizationReadState {
  /** Bumped by the database itself on every write of the organization's HR data (0013). */
  version: number;
  /** The version of each kind of data, bumped with `version` by a write of that kind (0020). */
  kinds: Record<DataKind, number>;
  /** The finer versions a count depends on (0022): a phone update moves `people`, not these. */
  counts: Record<CountVersion, number>;
  /** Today, `YYYY-MM-DD`, in the organization's time zone: the reference of employment status. */
  today: string;
  /** The store's key generation: in-memory keys are trusted only while it is unchanged. */
  keyGeneration: number;
}

type StateRow = Record<string, number | string | null>;

/**
 * The state statement, compiled once per store: every API request runs it, and building and
 * compiling it through the query builder each time cost more CPU than running it (a warm hit's
 * profile). One row whatever exists: versions and time zone joined on their primary keys.
 */
const compiledState = new WeakMap<Kysely<Database>, CompiledQuery<StateRow>>();

function stateStatement(db: Kysely<Database>): CompiledQuery<StateRow> {
  let compiled = compiledState.get(db);
  if (!compiled) {
    const columns = [...DATA_KINDS, ...COUNT_VERSIONS].map((kind) => sql.ref(`v.${kindColumn(kind)}`));
    compiled = sql<StateRow>`
      select v.version, ${sql.join(columns)}, o.timezone,
        (select generation from key_generation where id = 1) as key_generation
      from (select 1 as one) as here
      left join data_versions as v on v.organization_id = ${''}
      left join organizations as o on o.id = ${''}`.compile(db);
    compiledState.set(db, compiled);
  }
  return compiled;
}

/** One statement of primary-key look-ups: versions, time zone and key generation. */
export async function readOrganizationState(
  db: Kysely<Database>,
  organizationId: string,
): Promise<OrganizationReadState> {
  const statement = stateStatement(db);
  const { rows } = await db.executeQuery<StateRow>({
    ...statement,
    parameters: [organizationId, organizationId],
  });
  const row: StateRow = rows[0] ?? {};
  const number = (column: string) => Number(row[column] ?? 0);
  const kinds = Object.fromEntries(DATA_KINDS.map((kind) => [kind, number(kindColumn(kind))])) as Record<
    DataKind,
    number
  >;
  const counts = Object.fromEntries(
    COUNT_VERSIONS.map((count) => [count, number(kindColumn(count))]),
  ) as Record<CountVersion, number>;
  return {
    version: number('version'),
    kinds,
    counts,
    today: todayOf(typeof row.timezone === 'string' ? row.timezone : DEFAULT_TIMEZONE),
    keyGeneration: number('key_generation'),
  };
}

/**
 * Today in a time zone, formatted once a minute: every zone's offset is a whole number of
 * minutes, so its date changes only on a minute of UTC.
 */
const todays = new Map<string, { today: string; from: number; until: number }>();

function todayOf(timeZone: string): string {
  const now = Date.now();
  const kept = todays.get(timeZone);
  if (kept && now >= kept.from && now < kept.until) return kept.today;
  const from = now - (now % 60_000);
  const today = todayIn(timeZone, new Date(now));
  todays.set(timeZone, { today, from, until: from + 60_000 });
  return today;
}

/** The part of the state an answer depending on these kinds is keyed by ('all': the version). */
export function stampOf(state: OrganizationReadState, dependsOn: readonly DataKind[] | 'all'): string {
  const versions = dependsOn === 'all' ? `v${state.version}` : dependsOn.map((k) => state.kinds[k]).join('.');
  return `${versions}@${state.today}`;
}

/** The stamp of a count: the finer versions it depends on (0022), and the date. */
export function countStampOf(state: OrganizationReadState, dependsOn: readonly CountVersion[]): string {
  return `${dependsOn.map((c) => `${c[0]}${state.counts[c]}`).join('.')}@${state.today}`;
}
