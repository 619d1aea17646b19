import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ApiKey } from '../keys/api-keys.ts';
import { isScope } from '../scopes.ts';
import { withheldFieldsOf } from '../withheld-fields.ts';

/** oidc-provider's opaque tokens: 43 base64url characters (256 bits). */
const ACCESS_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const looksLikeAccessToken = (token: string): boolean => ACCESS_TOKEN.test(token);

interface AccessTokenPayload {
  accountId?: string;
  clientId?: string;
  grantId?: string;
  scope?: string;
  /** The thumbprint of the DPoP key the token was issued to, when a proof came with the request. */
  jkt?: string;
}

/**
 * The caller behind an access token, shaped as a key: the grant's organization, the token's
 * scopes within the grant's, the grant's withheld fields, the token's expiry as the key's, and the
 * DPoP key it is bound to, if any (`dpopJkt`). Found only while the token exists (revocation
 * deletes it), its grant is not revoked and its app is active: one indexed look-up by the token's
 * SHA-256.
 */
export async function findAccessTokenCaller(
  db: Kysely<Database>,
  tokenHash: string,
  now = Date.now(),
): Promise<ApiKey | undefined> {
  const row = await db
    .selectFrom('oauth_artifacts as t')
    .innerJoin('partner_grants as g', 'g.id', 't.grant_id')
    .innerJoin('partner_apps as a', 'a.id', 'g.app_id')
    .select([
      't.payload',
      't.expires_at',
      'g.id as grant_id',
      'g.organization_id',
      'g.scopes',
      'g.withheld_fields',
      'g.granted_at',
      'g.last_used_at',
      'a.id as app_id',
      'a.name as app_name',
    ])
    .where('t.model', '=', 'AccessToken')
    .where('t.id_hash', '=', tokenHash)
    .where('g.revoked_at', 'is', null)
    .where('a.status', '=', 'active')
    .executeTakeFirst();
  if (!row || row.expires_at === null) return undefined;
  const expiresAtMs = Number(row.expires_at) * 1000;
  if (expiresAtMs <= now) return undefined;
  const payload = JSON.parse(row.payload) as AccessTokenPayload;
  if (payload.accountId !== row.organization_id || payload.clientId !== row.app_id) return undefined;
  const granted = new Set(row.scopes.split(' '));
  const scopes = (payload.scope ?? '').split(' ').filter((s) => isScope(s) && granted.has(s));
  return {
    id: row.grant_id,
    organizationId: row.organization_id,
    name: row.app_name,
    kind: 'partner',
    scopes: scopes.filter(isScope),
    start: 'oauth',
    status: 'active',
    createdAt: row.granted_at,
    revokedAt: null,
    lastUsedAt: row.last_used_at,
    withheldFields: withheldFieldsOf(row.withheld_fields),
    expiresAt: new Date(expiresAtMs).toISOString(),
    allowedSources: null,
    partnerApp: { id: row.app_id, name: row.app_name },
    ...(typeof payload.jkt === 'string' ? { dpopJkt: payload.jkt } : {}),
  };
}
