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
}

/** One primary-key look-up for both; an unknown organization reads as version 0 in Paris. */
export async function readOrganizationState(
  db: Kysely<Database>,
  organizationId: string,
): Promise<OrganizationReadState> {
  const row = await db
    .selectFrom('organizations')
    .leftJoin('data_versions', 'data_versions.organization_id', 'organizations.id')
    .select(['organizations.timezone', 'data_versions.version'])
    .where('organizations.id', '=', organizationId)
    .executeTakeFirst();
  return {
    version: Number(row?.version ?? 0),
    today: todayIn(row?.timezone ?? DEFAULT_TIMEZONE),
  };
}
