import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as oauth from 'oauth4webapi';
import type { Page } from 'playwright-core';

/** The partner's side, played by oauth4webapi: an independent client library, not our code. */
export interface Partner {
  as: oauth.AuthorizationServer;
  client: oauth.Client;
  auth: oauth.ClientAuth;
  redirectUri: string;
}

export const insecure = { [oauth.allowInsecureRequests]: true } as const;

/** Discovers the server by its RFC 8414 metadata, as a partner does. */
export async function discover(issuer: string): Promise<oauth.AuthorizationServer> {
  const url = new URL(issuer);
  const response = await oauth.discoveryRequest(url, { algorithm: 'oauth2', ...insecure });
  return oauth.processDiscoveryResponse(url, response);
}

export function partner(
  as: oauth.AuthorizationServer,
  clientId: string,
  secret: string,
  redirectUri: string,
): Partner {
  return { as, client: { client_id: clientId }, auth: oauth.ClientSecretBasic(secret), redirectUri };
}

export interface AuthorizationStart {
  url: URL;
  state: string;
  verifier: string;
}

/** The authorization request a partner sends the admin's browser to: code, PKCE S256, state. */
export async function authorizationUrl(p: Partner, scope: string): Promise<AuthorizationStart> {
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const url = new URL(p.as.authorization_endpoint ?? '');
  url.searchParams.set('client_id', p.client.client_id);
  url.searchParams.set('redirect_uri', p.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', scope);
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(verifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return { url, state, verifier };
}

/**
 * Exchanges the code of the callback URL for tokens (throws on an OAuth error); with a DPoP
 * handle, the token request carries a proof and the access token is bound to its key.
 */
export async function exchange(
  p: Partner,
  start: AuthorizationStart,
  callbackUrl: string,
  dpop?: oauth.DPoPHandle,
) {
  const params = oauth.validateAuthResponse(p.as, p.client, new URL(callbackUrl), start.state);
  const response = await oauth.authorizationCodeGrantRequest(
    p.as,
    p.client,
    p.auth,
    params,
    p.redirectUri,
    start.verifier,
    dpop ? { ...insecure, DPoP: dpop } : insecure,
  );
  return oauth.processAuthorizationCodeResponse(p.as, p.client, response);
}

export async function refresh(p: Partner, refreshToken: string, dpop?: oauth.DPoPHandle) {
  const response = await oauth.refreshTokenGrantRequest(
    p.as,
    p.client,
    p.auth,
    refreshToken,
    dpop ? { ...insecure, DPoP: dpop } : insecure,
  );
  return oauth.processRefreshTokenResponse(p.as, p.client, response);
}

export async function introspect(p: Partner, token: string) {
  const response = await oauth.introspectionRequest(p.as, p.client, p.auth, token, insecure);
  return oauth.processIntrospectionResponse(p.as, p.client, response);
}

/** RFC 7009: the partner gives a token back. */
export async function revoke(p: Partner, token: string) {
  const response = await oauth.revocationRequest(p.as, p.client, p.auth, token, insecure);
  return oauth.processRevocationResponse(response);
}

/** The OAuth error code an operation failed with, or 'none'. */
export async function oauthError(operation: Promise<unknown>): Promise<string> {
  try {
    await operation;
    return 'none';
  } catch (error) {
    if (error instanceof oauth.ResponseBodyError || error instanceof oauth.AuthorizationResponseError)
      return error.error;
    // A 401 with a challenge (RFC 6749 §5.2 for a failed client authentication): its error param.
    if (error instanceof oauth.WWWAuthenticateChallengeError)
      return error.cause[0]?.parameters.error ?? 'challenge';
    throw error;
  }
}

/** The partner's redirect target: answers 200 and nothing else (the test reads the browser's URL). */
export async function callbackServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => res.end('partner callback'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/callback`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The admin's browser follows the authorization URL to the consent screen, signing in if asked. */
export async function openConsent(
  page: Page,
  url: URL,
  admin: { email: string; password: string },
): Promise<string> {
  await page.goto(url.toString());
  if (page.url().includes('/console/sign-in')) {
    await page.fill('#email', admin.email);
    await page.fill('#password', admin.password);
    await page.click('button[type=submit]');
    await page.waitForURL(/\/console\/oauth\/consent\//, { timeout: 10_000 });
  }
  return page.url();
}

/**
 * The admin's browser: follows the authorization URL, signs in to the console if asked, and
 * clicks Approve or Deny on the consent screen. Returns the URL the browser ends on.
 */
export async function consentInBrowser(
  page: Page,
  url: URL,
  admin: { email: string; password: string },
  decision: 'Approve' | 'Deny',
  callbackPrefix: string,
): Promise<string> {
  const where = async () => `the browser is at ${page.url()}: ${(await page.content()).slice(0, 2000)}`;
  try {
    await openConsent(page, url, admin);
    await page.click(`button:has-text("${decision}")`, { timeout: 10_000 });
    await page.waitForURL((u) => u.toString().startsWith(callbackPrefix), { timeout: 10_000 });
    return page.url();
  } catch (error) {
    throw new Error(`consent failed (${String(error)}); ${await where()}`);
  }
}
