import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import type { Adapter, AdapterPayload, Configuration } from 'oidc-provider';
import { ALL_SCOPES } from '../../auth/scopes.ts';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  AUTHORIZATION_PATH,
  apiResource,
  CONSENT_PATH,
  DPOP_ALGORITHMS,
  OAUTH_PREFIX,
  PROTOCOL_SCOPES,
  TOKEN_PATH,
  USERINFO_PATH,
} from '../../auth/tokens/oauth-paths.ts';
import type { Database } from '../../db/schema.ts';
import { isRecord } from '../../shared/guards.ts';
import { clientSecretMatches, findPartnerAppWithSecret } from '../partner-apps.ts';
import { StoreAdapter } from './adapter.ts';
import { errorPage } from './error-page.ts';
import { introspectionPolicy, presentIntrospection } from './introspection.ts';
import { oidcErrors as errors, OidcProvider } from './oidc-runtime.ts';
import type { ServerKeys } from './server-keys.ts';
import { SUBJECT_CLAIMS, subjectClaims } from './subject-claims.ts';

const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

/**
 * Clients are the partner apps (`partner_apps`), read on every use so a disabled app or a rotated
 * secret counts at once. `client_secret` holds the secret's SHA-256, never the secret: the
 * Client's `compareClientSecret` is replaced to hash what the partner presents (createProvider).
 */
class PartnerClientAdapter implements Adapter {
  constructor(private readonly db: Kysely<Database>) {}

  async find(id: string): Promise<AdapterPayload | undefined> {
    const found = await findPartnerAppWithSecret(this.db, id).catch(() => undefined);
    if (found?.app.status !== 'active') return undefined;
    const { app, secretHash } = found;
    return {
      client_id: app.id,
      client_secret: secretHash,
      client_name: app.name,
      redirect_uris: app.redirectUris,
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
      scope: [...PROTOCOL_SCOPES, ...app.scopes].join(' '),
    };
  }

  async upsert(): Promise<void> {
    throw new Error('partner apps are registered with the CLI, not by the authorization server');
  }
  async findByUid(): Promise<undefined> {}
  async findByUserCode(): Promise<undefined> {}
  async consume(): Promise<void> {}
  async destroy(): Promise<void> {}
  async revokeByGrantId(): Promise<void> {}
}

export interface ProviderOptions {
  db: Kysely<Database>;
  issuer: string;
  keys: ServerKeys;
  /** Behind a trusted proxy: X-Forwarded-Proto decides whether a request came over https. */
  proxy: boolean;
}

const ROUTES = {
  authorization: AUTHORIZATION_PATH,
  token: TOKEN_PATH,
  jwks: `${OAUTH_PREFIX}/jwks`,
  introspection: `${OAUTH_PREFIX}/introspect`,
  revocation: `${OAUTH_PREFIX}/revoke`,
  userinfo: `${OAUTH_PREFIX}/userinfo`,
  end_session: `${OAUTH_PREFIX}/session/end`,
  pushed_authorization_request: `${OAUTH_PREFIX}/par`,
  registration: `${OAUTH_PREFIX}/register`,
  code_verification: `${OAUTH_PREFIX}/device`,
  device_authorization: `${OAUTH_PREFIX}/device/auth`,
  backchannel_authentication: `${OAUTH_PREFIX}/backchannel`,
  challenge: `${OAUTH_PREFIX}/challenge`,
} satisfies Configuration['routes'];

const TTL = {
  AccessToken: ACCESS_TOKEN_TTL_SECONDS,
  AuthorizationCode: 60,
  IdToken: ACCESS_TOKEN_TTL_SECONDS,
  Interaction: 15 * 60,
  Session: 15 * 60,
  RefreshToken: REFRESH_TOKEN_TTL_SECONDS,
  // The organization's grant lasts until it is revoked; the store's `partner_grants` decides.
  Grant: 10 * 365 * 24 * 3600,
} satisfies Configuration['ttl'];

// `openid` stays in the API's access tokens: the same token opens the user-info endpoint.
const NOT_FOR_THE_API = new Set<string>(PROTOCOL_SCOPES.filter((s) => s !== 'openid'));

type Features = NonNullable<Configuration['features']>;

function features(db: Kysely<Database>, resource: string): Features {
  return {
    devInteractions: { enabled: false },
    introspection: { enabled: true, allowedPolicy: introspectionPolicy(db) },
    revocation: { enabled: true },
    // Tokens bound to the key of the token request's proof; the API enforces the binding
    // (src/http/pipeline/dpop.ts), so the metadata advertises only what is enforced.
    dPoP: { enabled: true },
    // The library's refuses tokens issued for a resource, as all ours are: we serve our own
    // (userinfo.ts), which the metadata lists (listUserinfo).
    userinfo: { enabled: false },
    rpInitiatedLogout: { enabled: false },
    // Every authorization request comes through the browser with its redirect_uri in view.
    pushedAuthorizationRequests: { enabled: false },
    resourceIndicators: {
      enabled: true,
      defaultResource: () => resource,
      useGrantedResource: () => true,
      getResourceServerInfo: (_ctx, requested, client) => {
        if (requested !== resource) throw new errors.InvalidTarget();
        const scope = (client.scope ?? '')
          .split(' ')
          .filter((s) => s !== '' && !NOT_FOR_THE_API.has(s))
          .join(' ');
        return {
          scope,
          audience: resource,
          accessTokenFormat: 'opaque',
          accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
        };
      },
    },
  };
}

function configuration(db: Kysely<Database>, keys: ServerKeys, resource: string): Configuration {
  return {
    adapter: (name: string) =>
      name === 'Client' ? new PartnerClientAdapter(db) : new StoreAdapter(db, name),
    clients: [],
    routes: ROUTES,
    jwks: { keys: [keys.signing] },
    cookies: { keys: keys.cookies },
    clientAuthMethods: ['client_secret_basic', 'client_secret_post'],
    responseTypes: ['code'],
    pkce: { required: () => true },
    enabledJWA: { dPoPSigningAlgValues: [...DPOP_ALGORITHMS] },
    // The API's scopes are declared too, so the library refuses one outside the app's with
    // invalid_scope (it checks a client's allow-list against declared scopes only).
    scopes: [...PROTOCOL_SCOPES, ...ALL_SCOPES],
    claims: { openid: [...SUBJECT_CLAIMS] },
    // The ID token names what the user-info endpoint does (subject-claims.ts).
    async findAccount(_ctx, sub, token) {
      const claims = await subjectClaims(db, sub, token?.grantId);
      return claims ? { accountId: sub, claims: () => claims } : undefined;
    },
    interactions: { url: (_ctx, interaction) => `${CONSENT_PATH}/${interaction.uid}` },
    // Every authorization goes through the consent page: an earlier approval is never reused
    // silently, only the grant the admin just approved.
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId;
      return grantId ? ctx.oidc.provider.Grant.find(grantId) : undefined;
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    // The library revokes every token of a grant when the partner revokes one (RFC 7009 allows
    // it); the grant itself then ends too, so the organization's list never shows a connection
    // that holds no token.
    revokeGrantPolicy: () => true,
    extraTokenClaims: async (_ctx, token) =>
      'accountId' in token && token.accountId ? { organization_id: token.accountId } : undefined,
    features: features(db, resource),
    ttl: TTL,
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.set('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
      ctx.set('x-frame-options', 'DENY');
      ctx.body = errorPage(out.error, out.error_description);
    },
  };
}

type Middleware = Parameters<Provider['use']>[0];

// RFC 6749 lets a client with one registered redirect URI omit it; we do not (OAuth 2.1): an
// authorization request without one gets an error page, like one with a wrong one. Requests
// come by GET (a POSTed one would hide its parameters from this check).
const requireRedirectUri: Middleware = async (ctx, next) => {
  if (ctx.path === `${OAUTH_PREFIX}/authorize`) {
    const problem =
      ctx.method !== 'GET'
        ? 'authorization requests are sent with GET'
        : ctx.query.redirect_uri
          ? undefined
          : 'redirect_uri is required';
    if (problem) {
      ctx.status = 400;
      ctx.type = 'html';
      ctx.set('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
      ctx.set('x-frame-options', 'DENY');
      ctx.body = errorPage('invalid_request', problem);
      return;
    }
  }
  await next();
};

// The token endpoint answers whose data the tokens open, beside them (RFC 6749 allows members).
const answerOrganization: Middleware = async (ctx, next) => {
  await next();
  if (ctx.oidc?.route !== 'token' || ctx.status !== 200) return;
  const body: unknown = ctx.body;
  const accountId = ctx.oidc.entities.Grant?.accountId;
  if (isRecord(body) && accountId) body.organization_id = accountId;
};

// The metadata lists the user-info endpoint we serve beside the library (oauth.routes.ts).
const listUserinfo: Middleware = async (ctx, next) => {
  await next();
  const body: unknown = ctx.body;
  if (ctx.oidc?.route === 'discovery' && isRecord(body))
    body.userinfo_endpoint = new URL(USERINFO_PATH, ctx.href).href;
};

/**
 * oidc-provider, configured for partners: authorization code with PKCE (S256) only, confidential
 * clients, rotating refresh tokens, opaque access tokens for the API, introspection and revocation.
 */
export function createProvider(options: ProviderOptions): Provider {
  const { db, issuer, keys } = options;
  const provider = new OidcProvider(issuer, configuration(db, keys, apiResource(issuer)));
  provider.proxy = options.proxy;
  // The secret is stored hashed: hash what the partner presents and compare the hashes.
  provider.Client.prototype.compareClientSecret = async function compare(actual: string) {
    return typeof this.clientSecret === 'string' && clientSecretMatches(actual, this.clientSecret);
  };
  provider.use(requireRedirectUri);
  provider.use(answerOrganization);
  provider.use(presentIntrospection);
  provider.use(listUserinfo);
  return provider;
}
