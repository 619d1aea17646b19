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

/**
 * DPoP (RFC 9449): the proof algorithms the token endpoint and the API both accept (the
 * metadata's `dpop_signing_alg_values_supported`), and how far a proof's `iat` may be from the
 * server's clock, either way: the token endpoint's own window (oidc-provider's), so a client that
 * works there works at the API.
 */
export const DPOP_ALGORITHMS = ['ES256', 'Ed25519', 'EdDSA'] as const;
export const DPOP_IAT_WINDOW_SECONDS = 300;
