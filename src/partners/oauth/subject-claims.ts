import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Who approved the grant, as the console records it: the console user and their e-mail. */
export interface Approver {
  id: string;
  /** null once the console user is deleted. */
  email: string | null;
}

/**
 * What the `openid` scope tells a partner (the ID token and the user-info endpoint): the subject
 * is the organization that granted the app, and the admin who approved the grant as it is now.
 * No collaborator's data: the approver is the one person named, and the consent screen says so.
 */
export interface SubjectClaims {
  [claim: string]: unknown;
  /** The organization's id, as every token's `organization_id`. */
  sub: string;
  organization_id: string;
  organization_name: string;
  /** The organization's name again: OpenID Connect's `name` of the subject, as ID tokens carry it. */
  name: string;
  /** null when no console user approved (a grant made by the operator's tools). */
  approved_by: Approver | null;
  /** When the grant was approved last (a new consent renews it). */
  approved_at: string | null;
}

/** The claims every `openid` answer names; the discovery document lists them. */
export const SUBJECT_CLAIMS = [
  'sub',
  'organization_id',
  'organization_name',
  'name',
  'approved_by',
  'approved_at',
] as const satisfies readonly (keyof SubjectClaims)[];

/**
 * The claims of an organization, with its grant's approver when the grant is known and its own:
 * undefined when the organization does not exist.
 */
export async function subjectClaims(
  db: Kysely<Database>,
  organizationId: string,
  grantId: string | undefined,
): Promise<SubjectClaims | undefined> {
  const organization = await db
    .selectFrom('organizations')
    .select('name')
    .where('id', '=', organizationId)
    .executeTakeFirst();
  if (!organization) return undefined;
  const grant = grantId
    ? await db
        .selectFrom('partner_grants as g')
        .leftJoin('console_users as u', (join) =>
          join.onRef('u.id', '=', 'g.granted_by').onRef('u.organization_id', '=', 'g.organization_id'),
        )
        .select(['g.granted_by', 'g.granted_at', 'u.email'])
        .where('g.id', '=', grantId)
        .where('g.organization_id', '=', organizationId)
        .executeTakeFirst()
    : undefined;
  return {
    sub: organizationId,
    organization_id: organizationId,
    organization_name: organization.name,
    name: organization.name,
    approved_by: grant?.granted_by ? { id: grant.granted_by, email: grant.email ?? null } : null,
    approved_at: grant?.granted_at ?? null,
  };
}
