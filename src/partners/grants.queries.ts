import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** One organization's consent to the app, as the app sees it. */
export interface AppGrant {
  id: string;
  organizationId: string;
  organizationName: string;
  scopes: string[];
  grantedAt: string;
}

export interface GrantWindow {
  limit: number;
  offset: number;
  /** The organization id the previous page ended at (a cursor read). */
  after: string | null;
}

/**
 * The app's grants not revoked, by organization id (an app holds at most one live grant per
 * organization). Takes the app id as a required argument: no query here reads another app's.
 */
export async function listActiveGrants(
  db: Kysely<Database>,
  appId: string,
  window: GrantWindow,
): Promise<{ grants: AppGrant[]; total: number }> {
  const active = db
    .selectFrom('partner_grants as g')
    .innerJoin('organizations as o', 'o.id', 'g.organization_id')
    .where('g.app_id', '=', appId)
    .where('g.revoked_at', 'is', null);
  const { after } = window;
  const [rows, count] = await Promise.all([
    (after === null ? active : active.where('g.organization_id', '>', after))
      .select(['g.id', 'g.organization_id', 'o.name', 'g.scopes', 'g.granted_at'])
      .orderBy('g.organization_id')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    active.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    grants: rows.map((row) => ({
      id: row.id,
      organizationId: row.organization_id,
      organizationName: row.name,
      scopes: row.scopes.split(' ').filter(Boolean),
      grantedAt: row.granted_at,
    })),
  };
}
