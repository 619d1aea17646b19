import type { Kysely } from 'kysely';
import { findAccessTokenWithGrant } from '../../auth/tokens/oauth-artifacts.queries.ts';
import type { Database } from '../../db/schema.ts';
import { isRecord } from '../../shared/guards.ts';
import { hashArtifactId } from './adapter.ts';
import { subjectClaims } from './subject-claims.ts';

export type UserinfoRefusal = {
  status: 401 | 403;
  error: 'invalid_token' | 'insufficient_scope';
  description: string;
};

const scopesOf = (value: unknown): string[] => (typeof value === 'string' ? value.split(' ') : []);

/**
 * The grant behind an access token presented at the user-info endpoint, checked as the API checks
 * a token (it exists, has not expired, its grant is live and its app active, it is that grant's)
 * and holding `openid` both in the token and in the grant as it is now (a narrower consent may
 * have dropped it). A sender-constrained (DPoP) token is refused: no proof is checked here.
 */
async function userinfoGrant(
  db: Kysely<Database>,
  token: string,
): Promise<{ organizationId: string; grantId: string } | UserinfoRefusal> {
  const invalid = (description: string): UserinfoRefusal => ({
    status: 401,
    error: 'invalid_token',
    description,
  });
  const row = await findAccessTokenWithGrant(db, hashArtifactId(token));
  if (!row || row.expires_at === null || Number(row.expires_at) * 1000 <= Date.now())
    return invalid('the access token is invalid, expired or revoked');
  const payload: unknown = JSON.parse(row.payload);
  const grant: unknown = JSON.parse(row.grant_payload);
  if (!isRecord(payload) || payload.accountId !== row.organization_id || payload.clientId !== row.app_id)
    return invalid('the access token is invalid, expired or revoked');
  if (payload.jkt !== undefined || payload['x5t#S256'] !== undefined)
    return invalid('a sender-constrained access token is not accepted here');
  const held = isRecord(grant) && isRecord(grant.openid) ? scopesOf(grant.openid.scope) : [];
  if (!scopesOf(payload.scope).includes('openid') || !held.includes('openid'))
    return {
      status: 403,
      error: 'insufficient_scope',
      description: 'the access token lacks the openid scope',
    };
  return { organizationId: row.organization_id, grantId: row.grant_id };
}

const BEARER = /^Bearer +([A-Za-z0-9._~+/-]+=*)$/i;

/**
 * OpenID Connect's user-info answer (Core §5.3) for an `Authorization` header: the claims of the
 * `openid` scope (subject-claims.ts) for the partner's access token, or why not (RFC 6750's
 * errors; no refusal when no token was presented). Ours rather than oidc-provider's, which refuses
 * every token issued for a resource (RFC 8707), and ours all are.
 */
export async function userinfo(
  db: Kysely<Database>,
  authorization: string | undefined,
): Promise<{ claims: Record<string, unknown> } | { refusal: UserinfoRefusal | undefined }> {
  const token = BEARER.exec(authorization ?? '')?.[1];
  if (!token) return { refusal: undefined };
  const found = await userinfoGrant(db, token);
  if ('status' in found) return { refusal: found };
  const claims = await subjectClaims(db, found.organizationId, found.grantId);
  if (!claims) return { refusal: { status: 401, error: 'invalid_token', description: 'no such subject' } };
  return { claims };
}
