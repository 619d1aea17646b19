/**
 * Where the authorization server lives and what it issues: light constants, so the console and
 * the app need not load oidc-provider (loaded on the server's first OAuth request, oauth-server.ts).
 */
export const OAUTH_PREFIX = '/oauth';
/** Where a partner app sends the organization's admin to consent (the authorization-code flow). */
export const AUTHORIZATION_PATH = `${OAUTH_PREFIX}/authorize`;
/** Where a code, or a refresh token, is exchanged for tokens. */
export const TOKEN_PATH = `${OAUTH_PREFIX}/token`;
export const CONSENT_PATH = '/console/oauth/consent';
/** OpenID Connect's user-info endpoint, served by our own handler (userinfo.ts). */
export const USERINFO_PATH = `${OAUTH_PREFIX}/userinfo`;
/** The scopes of the protocol itself, beside the API's. */
export const PROTOCOL_SCOPES = ['openid', 'offline_access'] as const;

export const ACCESS_TOKEN_TTL_SECONDS = 10 * 60;

/** The API, as the one resource every access token is for. */
export const apiResource = (issuer: string) => `${issuer}/api/public/v1`;
