import type { Kysely } from 'kysely';
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

/** One statement of primary-key look-ups: versions, time zone and key generation. */
export async function readOrganizationState(
  db: Kysely<Database>,
  organizationId: string,
): Promise<OrganizationReadState> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('data_versions')
        .select('version')
        .where('organization_id', '=', organizationId)
        .as('version'),
      ...[...DATA_KINDS, ...COUNT_VERSIONS].map((kind) =>
        eb
          .selectFrom('data_versions')
          .select(kindColumn(kind))
          .where('organization_id', '=', organizationId)
          .as(kindColumn(kind)),
      ),
      eb.selectFrom('organizations').select('timezone').where('id', '=', organizationId).as('timezone'),
      eb.selectFrom('key_generation').select('generation').where('id', '=', 1).as('key_generation'),
    ])
    .executeTakeFirstOrThrow();
  const values = row as unknown as Record<string, number | string | null>;
  const kinds = Object.fromEntries(
    DATA_KINDS.map((kind) => [kind, Number(values[kindColumn(kind)] ?? 0)]),
  ) as Record<DataKind, number>;
  const counts = Object.fromEntries(
    COUNT_VERSIONS.map((count) => [count, Number(values[kindColumn(count)] ?? 0)]),
  ) as Record<CountVersion, number>;
  return {
    version: Number(row.version ?? 0),
    kinds,
    counts,
    today: todayIn(row.timezone ?? DEFAULT_TIMEZONE),
    keyGeneration: Number(row.key_generation ?? 0),
  };
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
