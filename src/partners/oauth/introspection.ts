import type { Kysely } from 'kysely';
import type { AccessToken, Client, ClientCredentials, KoaContextWithOIDC, RefreshToken } from 'oidc-provider';
import { PROTOCOL_SCOPES } from '../../auth/tokens/oauth-paths.ts';
import type { Database } from '../../db/schema.ts';
import { isRecord } from '../../shared/guards.ts';
import { findLiveGrant, type PartnerGrant } from '../partner-grants.ts';

type IntrospectedToken = AccessToken | ClientCredentials | RefreshToken;

/** The grant the policy found for the introspection under way, for the answer to be built from. */
const liveGrants = new WeakMap<KoaContextWithOIDC, PartnerGrant>();

/**
 * RFC 7662 §2.2, replacing oidc-provider's default policy (which answers any authenticated
 * client): a client learns only about its own tokens, and only while the grant they came from is
 * live in our store (not revoked, its app active). Anything else is `{"active": false}`, the
 * answer for a token that does not exist, so another app learns nothing, not even that it exists.
 */
export function introspectionPolicy(db: Kysely<Database>) {
  return async (ctx: KoaContextWithOIDC, caller: Client, token: IntrospectedToken): Promise<boolean> => {
    // Client credentials are not offered: only access and refresh tokens have a grant.
    if (token.kind === 'ClientCredentials' || token.clientId !== caller.clientId) return false;
    const { grantId, accountId } = token;
    if (!grantId || !accountId) return false;
    const grant = await findLiveGrant(db, grantId, { appId: caller.clientId, organizationId: accountId });
    if (!grant) return false;
    liveGrants.set(ctx, grant);
    return true;
  };
}

const PROTOCOL = new Set<string>(PROTOCOL_SCOPES);

/**
 * A token's scopes as they stand now: an API scope only while the grant still holds it (the
 * API's own rule, src/auth/tokens/access-tokens.ts), a protocol scope (openid) only while the
 * authorization server's Grant does (a narrower consent rewrites both).
 */
export function scopesNow(tokenScope: string, granted: readonly string[], protocolHeld: string): string {
  const api = new Set(granted);
  const protocol = new Set(protocolHeld.split(' ').filter((s) => PROTOCOL.has(s)));
  return tokenScope
    .split(' ')
    .filter((s) => s !== '' && (api.has(s) || protocol.has(s)))
    .join(' ');
}

/**
 * The introspection answer for an active token, access or refresh alike, made from the grant as it
 * is now: its current scopes within the token's and the organization it opens. The library
 * answers the scopes the token was issued with, and nothing of the organization for a refresh
 * token.
 */
export async function presentIntrospection(ctx: KoaContextWithOIDC, next: () => Promise<void>) {
  await next();
  if (ctx.oidc?.route !== 'introspection') return;
  const grant = liveGrants.get(ctx);
  const body: unknown = ctx.body;
  if (!grant || !isRecord(body) || body.active !== true) return;
  const { AccessToken: access, RefreshToken: refresh, Grant: oauthGrant } = ctx.oidc.entities;
  const token = access ?? refresh;
  const scope = scopesNow(token?.scope ?? '', grant.scopes, oauthGrant?.getOIDCScope() ?? '');
  body.scope = scope === '' ? undefined : scope;
  body.organization_id = grant.organizationId;
}
