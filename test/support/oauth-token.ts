import type { Kysely } from 'kysely';
import { apiResource } from '../../src/auth/tokens/oauth-paths.ts';
import type { Database } from '../../src/db/schema.ts';
import { createProvider } from '../../src/partners/oauth/provider.ts';
import { loadServerKeys } from '../../src/partners/oauth/server-keys.ts';
import { createPartnerApp } from '../../src/partners/partner-apps.ts';
import { recordConsent } from '../../src/partners/partner-grants.ts';

/**
 * An access token as the server issues one after a consent: an app, a grant, and the token saved
 * through oidc-provider on the same store (the server under test finds it there by its hash).
 */
export async function mintAccessToken(
  db: Kysely<Database>,
  issuer: string,
  organizationId: string,
  scopes: readonly string[],
  appName = 'bench partner app',
): Promise<string> {
  const { app } = await createPartnerApp(db, {
    name: appName,
    redirectUris: ['https://partner.example/cb'],
    scopes,
  });
  const grant = await recordConsent(db, {
    appId: app.id,
    organizationId,
    scopes: app.scopes,
    grantedBy: 'bench',
  });
  const provider = createProvider({ db, issuer, keys: await loadServerKeys(db), proxy: false });
  const client = await provider.Client.find(app.id);
  if (!client) throw new Error('the bench partner app is not a client');
  const token = new provider.AccessToken({
    accountId: organizationId,
    client,
    grantId: grant.id,
    scope: grant.scopes.join(' '),
    aud: apiResource(issuer),
    gty: 'authorization_code',
  });
  return token.save();
}
