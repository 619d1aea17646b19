import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DEFAULT_TIMEZONE } from '../organizations/organizations.queries.ts';
import { todayIn } from '../shared/time.ts';

/** What every read of an organization depends on besides its rows: its data version and date. */
export interface OrganizationReadState {
  /** Bumped by the database itself on every write of the organization's HR data (0013). */
  version: number;
  /** Today, `YYYY-MM-DD`, in the organization's time zone: the reference of employment status. */
  today: string;
  /** The store's key generation: in-memory keys are trusted only while it is unchanged. */
  keyGeneration: number;
}

/** One statement of primary-key look-ups: version, time zone and key generation. */
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
      eb.selectFrom('organizations').select('timezone').where('id', '=', organizationId).as('timezone'),
      eb.selectFrom('key_generation').select('generation').where('id', '=', 1).as('key_generation'),
    ])
    .executeTakeFirstOrThrow();
  return {
    version: Number(row.version ?? 0),
    today: todayIn(row.timezone ?? DEFAULT_TIMEZONE),
    keyGeneration: Number(row.key_generation ?? 0),
  };
}
