import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ApiKey } from '../keys/api-keys.ts';
import { isScope } from '../scopes.ts';
import { withheldFieldsOf } from '../withheld-fields.ts';
import { findGrantedAccessToken } from './oauth-artifacts.queries.ts';

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
  const row = await findGrantedAccessToken(db, tokenHash);
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

/**
 * Coarse, off the request's path: called at most once an hour per grant (LastUsedRecorder). The
 * write lands after the request, perhaps after a renewed consent or another instance's later
 * use: a use from before the grant's latest consent is dropped, and the last use never goes back.
 */
export async function touchGrant(db: Kysely<Database>, grantId: string, at: string): Promise<void> {
  await db
    .updateTable('partner_grants')
    .set({ last_used_at: at })
    .where('id', '=', grantId)
    .where('granted_at', '<=', at)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', at)]))
    .execute();
}
