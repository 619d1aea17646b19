import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAppCredentialRoute, isPublicApiRoute, type RouteAuth } from '../../auth/api-routes.ts';
import { withinLimits } from '../../auth/key-limits.ts';
import type { ApiKey } from '../../auth/keys/api-keys.ts';
import type { KeyResolver, LastUsedRecorder } from '../../auth/keys/key-resolver.ts';
import { missingScopes } from '../../auth/scopes.ts';
import { hashSecret, isWellFormedSecret } from '../../auth/secret.ts';
import { looksLikeAccessToken } from '../../auth/tokens/access-tokens.ts';
import { organizationState } from '../../read-cache/response-cache.ts';
import { notFound } from '../../shared/domain-errors.ts';
import { ID_PATTERN } from '../../shared/ids.ts';
import { ApiError, type AuthScheme, refusedCredential, unauthorized } from '../errors.ts';
import { organizationIdOf } from '../params.ts';
import { authenticateApp } from './app-credentials.ts';
import { holdsBoundKey, verifiedProof } from './dpop.ts';

declare module 'fastify' {
  interface FastifyRequest {
    apiKey: ApiKey | null;
  }
}

const CREDENTIALS = /^(Bearer|DPoP) ([^\s]+)$/i;
const ID = new RegExp(ID_PATTERN);

const KEY_REFUSED =
  'the API key is unknown, revoked, expired or not allowed from this address: Authorization: Bearer <API_KEY>';
const TOKEN_REFUSED = 'the access token is invalid, expired or revoked';

interface Credential {
  scheme: AuthScheme;
  token: string;
  kind: 'key' | 'oauth';
}

/** The scheme and the token of `Authorization`; without one of ours, a 401 naming no error. */
function credentialOf(header: string | undefined): Credential {
  const match = header ? CREDENTIALS.exec(header) : null;
  const token = match?.[2];
  if (!match || !token) throw unauthorized();
  const scheme: AuthScheme = match[1]?.toLowerCase() === 'dpop' ? 'DPoP' : 'Bearer';
  const kind = isWellFormedSecret(token) ? 'key' : looksLikeAccessToken(token) ? 'oauth' : undefined;
  if (!kind)
    throw refusedCredential(
      scheme,
      'invalid_token',
      'the API key or access token is invalid, expired or revoked',
    );
  if (kind === 'key' && scheme === 'DPoP') {
    throw refusedCredential(
      'DPoP',
      'invalid_token',
      'an API key is sent as Authorization: Bearer, never with DPoP',
    );
  }
  return { scheme, token, kind };
}

/**
 * `Authorization: Bearer` (an API key, or an OAuth access token of a partner app) or `DPoP` (an
 * access token bound to the key of its proof, RFC 9449) → active key, or 401 with the challenge
 * of RFC 6750 §3 / RFC 9449 §7.1. The body never says which of revoked, expired or used from an
 * address outside the key's allowed sources. A token bound to a DPoP key is refused as Bearer.
 */
export async function authenticate(request: FastifyRequest, resolver: KeyResolver): Promise<ApiKey> {
  const { scheme, token, kind } = credentialOf(request.headers.authorization);
  // The proof is checked before any look-up: a bad one costs the store nothing.
  const proof = scheme === 'DPoP' ? await verifiedProof(request, token) : undefined;
  // The organization's read state carries the key generation: a warm key needs no look-up of its own.
  const organizationId = organizationIdOf(request);
  const generation =
    organizationId !== undefined && ID.test(organizationId)
      ? (await organizationState(request, organizationId)).keyGeneration
      : undefined;
  const key =
    kind === 'key'
      ? await resolver.resolve(hashSecret(token), generation)
      : await resolver.resolveAccessToken(hashSecret(token), generation);
  if (!key || !withinLimits(key, request.ip)) {
    throw refusedCredential(scheme, 'invalid_token', kind === 'key' ? KEY_REFUSED : TOKEN_REFUSED);
  }
  if (proof) await holdsBoundKey(request, key, proof);
  else if (key.dpopJkt !== undefined) {
    throw refusedCredential(
      'Bearer',
      'invalid_token',
      'this access token is bound to a DPoP key: send it as Authorization: DPoP <token> with a DPoP proof',
    );
  }
  return key;
}

/**
 * Organization, then partner, then scope checks. A key on another organization's path gets 404,
 * exactly like a missing organization, so ids of other tenants cannot be probed.
 */
export function authorize(key: ApiKey, organizationId: string | undefined, auth: RouteAuth): void {
  if (organizationId !== undefined && organizationId !== key.organizationId) throw notFound('organization');
  if (auth.partner && key.kind !== 'partner') {
    throw new ApiError(
      'partner_only',
      'this endpoint is reserved to integration partners; self-serve keys cannot use it. The operator of the server issues partner keys: hrapi keys create --org <id> --name <name> --scopes <scopes> --partner',
    );
  }
  const missing = missingScopes(new Set(key.scopes), auth.scopes);
  if (missing.length > 0) {
    throw new ApiError(
      'insufficient_scope',
      `the API key lacks the required scope${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`,
    );
  }
}

/** Runs between authentication and authorization: the rate limit, which counts refusals too. */
export type CountRequest = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Authenticates the request, counts it, authorizes it against `auth` when given (an unmatched path
 * under the prefix has none: it only needs a valid key before hearing "not found"), and records
 * the use. Counting comes before authorizing, so a key at its limit gets 429 even where it would
 * be refused (403, 404), and every authenticated answer carries the limit headers.
 */
export async function admit(
  request: FastifyRequest,
  reply: FastifyReply,
  resolver: KeyResolver,
  lastUsed: LastUsedRecorder,
  count: CountRequest,
  auth?: RouteAuth,
): Promise<void> {
  const key = await authenticate(request, resolver);
  request.apiKey = key;
  await count(request, reply);
  if (auth) {
    authorize(key, organizationIdOf(request), auth);
  }
  lastUsed.record(key);
}

/**
 * Every route under the API prefix: authenticated and authorized against its `config.auth`, or by
 * the partner app's client credentials on an app-credential route, unless it is on the public list. A route with neither never starts (collectApiRoutes); were one to slip
 * through, it is refused here rather than served without a tenant check.
 */
export function authHook(resolver: KeyResolver, lastUsed: LastUsedRecorder, count: CountRequest) {
  return async function apiKeyAuth(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const auth = request.routeOptions.config.auth;
    if (auth) return admit(request, reply, resolver, lastUsed, count, auth);
    if (isAppCredentialRoute(request.method, request.routeOptions.url)) {
      request.partnerApp = await authenticateApp(request.server.store.db, request.headers.authorization);
      await count(request, reply);
      return;
    }
    if (isPublicApiRoute(request.method, request.routeOptions.url)) return;
    throw new ApiError('internal_error', 'this route declares no authorization and is refused');
  };
}

/** The key of an authenticated request; routes with `config.auth` always have one. */
export function requestKey(request: FastifyRequest): ApiKey {
  if (!request.apiKey) throw unauthorized();
  return request.apiKey;
}
