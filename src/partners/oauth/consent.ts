import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import type { Scope } from '../../auth/scopes.ts';
import { apiResource, PROTOCOL_SCOPES } from '../../auth/tokens/oauth-paths.ts';
import type { Database } from '../../db/schema.ts';
import { isOneOf } from '../../shared/guards.ts';
import { findPartnerApp, type PartnerApp } from '../partner-apps.ts';
import { grantableScopes, type PartnerGrant, recordConsent } from '../partner-grants.ts';

/**
 * The browser's exchange as Node gives it (the consent route hands over `request.raw` and
 * `reply.raw`): oidc-provider reads its interaction cookie there and writes the result's.
 */
export interface BrowserExchange {
  req: IncomingMessage;
  res: ServerResponse;
}

/** An authorization waiting for the admin's answer, as the consent page shows it. */
export interface PendingConsent {
  uid: string;
  app: PartnerApp;
  /** What the app asks for, within what it may hold. */
  scopes: Scope[];
  /** The protocol's own scopes asked for (openid, offline_access), granted with the others. */
  protocolScopes: string[];
}

/**
 * The authorization in progress behind this browser's interaction cookie, or undefined when it
 * expired, was answered already, belongs to another page, or its app is no longer active.
 */
export async function pendingConsent(
  provider: Provider,
  db: Kysely<Database>,
  exchange: BrowserExchange,
  uid: string,
): Promise<PendingConsent | undefined> {
  const details = await provider.interactionDetails(exchange.req, exchange.res).catch(() => undefined);
  if (!details || details.uid !== uid) return undefined;
  const clientId = details.params.client_id;
  if (typeof clientId !== 'string') return undefined;
  const app = await findPartnerApp(db, clientId);
  if (app?.status !== 'active') return undefined;
  const requested = typeof details.params.scope === 'string' ? details.params.scope.split(' ') : [];
  return {
    uid,
    app,
    scopes: grantableScopes(requested, app.scopes),
    protocolScopes: requested.filter((s) => isOneOf(PROTOCOL_SCOPES, s)),
  };
}

/**
 * The admin approved: the organization's grant is recorded (or renewed), the authorization
 * server's Grant is written under the same id, and the browser goes back to finish the
 * authorization, which redirects to the partner with a one-time code. Returns where to go.
 */
export async function approveConsent(
  provider: Provider,
  db: Kysely<Database>,
  exchange: BrowserExchange,
  pending: PendingConsent,
  who: { organizationId: string; userId: string },
): Promise<{ location: string; grant: PartnerGrant }> {
  const grant = await recordConsent(db, {
    appId: pending.app.id,
    organizationId: who.organizationId,
    scopes: pending.scopes,
    grantedBy: who.userId,
  });
  const properties = { jti: grant.id, accountId: who.organizationId, clientId: pending.app.id };
  const oauthGrant = new provider.Grant(properties as ConstructorParameters<typeof provider.Grant>[0]);
  oauthGrant.addOIDCScope([...pending.protocolScopes, ...grant.scopes].join(' '));
  // `openid` in the API's tokens too, so the one access token opens the user-info endpoint.
  const openid = pending.protocolScopes.filter((s) => s === 'openid');
  oauthGrant.addResourceScope(apiResource(provider.issuer), [...openid, ...grant.scopes].join(' '));
  await oauthGrant.save();
  const location = await provider.interactionResult(
    exchange.req,
    exchange.res,
    { login: { accountId: who.organizationId }, consent: { grantId: grant.id } },
    { mergeWithLastSubmission: false },
  );
  return { location, grant };
}

/** The admin denied: the partner receives `error=access_denied`, and nothing is granted. */
export function denyConsent(provider: Provider, exchange: BrowserExchange): Promise<string> {
  return provider.interactionResult(
    exchange.req,
    exchange.res,
    { error: 'access_denied', error_description: 'the organization’s administrator denied the request' },
    { mergeWithLastSubmission: false },
  );
}
