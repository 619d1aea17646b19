/**
 * Where the authorization server lives and what it issues: light constants, so the console and
 * the app need not load oidc-provider (loaded on the server's first OAuth request, oauth-server.ts).
 */
export const OAUTH_PREFIX = '/oauth';
export const CONSENT_PATH = '/console/oauth/consent';
/** The scopes of the protocol itself, beside the API's. */
export const PROTOCOL_SCOPES = ['openid', 'offline_access'] as const;

export const ACCESS_TOKEN_TTL_SECONDS = 10 * 60;

/** The API, as the one resource every access token is for. */
export const apiResource = (issuer: string) => `${issuer}/api/public/v1`;
