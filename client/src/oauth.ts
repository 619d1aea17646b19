import { type DpopKeyPair, type DpopProver, dpopProver } from './dpop.ts';
import { HrApiError } from './errors.ts';

/**
 * Where the client gets the `Authorization` header of each request, when it is not a fixed API
 * key: a partner app's OAuth access token for one organization (`oauthTokenSource`), or the app's
 * own client credentials for its grants and webhook endpoint (`appCredentials`).
 */
export interface ClientAuth {
  /** The header to send now; for a token source, a fresh token first when the kept one is about to expire. */
  authorization(signal?: AbortSignal): Promise<string>;
  /**
   * The server answered 401 to `authorization`: a new one, unless another call already replaced
   * it (then that one). A refresh the token endpoint refuses rejects with `HrApiTokenError`.
   * Absent when there is nothing to renew.
   */
  refused?(authorization: string, signal?: AbortSignal): Promise<string>;
  /**
   * The `DPoP` header (RFC 9449) of one request sent with `authorization`, when that is a
   * DPoP-bound token: a new proof for every attempt. Absent, or undefined: no proof is sent.
   */
  proof?(method: string, url: string, authorization: string): Promise<string | undefined>;
}

/** A partner app's client credentials, sent as HTTP Basic (RFC 6749 §2.3.1), for the `…/partner-app/…` operations. */
export function appCredentials(credentials: { clientId: string; clientSecret: string }): ClientAuth {
  const header = basicAuthorization(credentials.clientId, credentials.clientSecret);
  return { authorization: async () => header };
}

export interface OAuthTokenSourceOptions {
  /** The authorization server's token endpoint, e.g. `https://hr.example.com/oauth/token`. */
  tokenEndpoint: string;
  clientId: string;
  clientSecret: string;
  /** The refresh token of the organization's grant, as last stored. */
  refreshToken: string;
  /**
   * Called with each new refresh token the server rotates in, before the access token that came
   * with it is used: store it, since the former one no longer works (and its reuse revokes the
   * grant). A rejection fails the refresh.
   */
  onRefreshToken: (refreshToken: string) => void | Promise<void>;
  /** Refresh this long before the access token expires. Default 60 s. */
  refreshBeforeMs?: number;
  /** The `fetch` to use; the platform's by default. */
  fetch?: typeof fetch;
  /**
   * Sender-constrained tokens (DPoP, RFC 9449): `true` makes an ES256 key pair for this source
   * (its private key not extractable), or give your own. Each token request then carries a
   * proof, the server binds the access token to the key, and every API request carries a new
   * proof: a token copied elsewhere is useless without the key. Default: bearer tokens.
   */
  dpop?: boolean | DpopKeyPair;
}

/** The token endpoint refused a refresh: `error` is its OAuth code (`invalid_grant` for a revoked grant). */
export class HrApiTokenError extends HrApiError {
  override name = 'HrApiTokenError';
  constructor(
    status: number,
    /** The OAuth error code (RFC 6749 §5.2), e.g. `invalid_grant`, `invalid_client`. */
    readonly error: string,
    description: string | undefined,
  ) {
    super({
      operationId: 'oauthToken',
      status,
      code: 'http_error',
      detail: description ? `${error}: ${description}` : error,
    });
  }
}

/** Each part `application/x-www-form-urlencoded` before base64, as RFC 6749 §2.3.1 says. */
function basicAuthorization(clientId: string, clientSecret: string): string {
  const form = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');
  return `Basic ${btoa(`${form(clientId)}:${form(clientSecret)}`)}`;
}

/**
 * A token source that obtains access tokens with the `refresh_token` grant (RFC 6749 §6) at a
 * standard token endpoint, authenticating the app with `client_secret_basic`. It refreshes before
 * the token expires and once after a 401, stores each rotated refresh token through
 * `onRefreshToken`, and never runs two refreshes at once: concurrent calls wait for the one under
 * way (a second refresh with the same, now rotated-out, refresh token would revoke the grant).
 * With `dpop`, its tokens are bound to a key of its own and each request carries a proof.
 */
export function oauthTokenSource(options: OAuthTokenSourceOptions): ClientAuth & {
  /** The organization the grant opens, as the token endpoint last said (`organization_id`). */
  readonly organizationId: string | undefined;
} {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const refreshBeforeMs = options.refreshBeforeMs ?? 60_000;
  const authorization = basicAuthorization(options.clientId, options.clientSecret);
  const prover: DpopProver | undefined =
    options.dpop === true ? dpopProver() : options.dpop ? dpopProver(options.dpop) : undefined;
  let refreshToken = options.refreshToken;
  let current: { header: string; expiresAt: number } | undefined;
  let organizationId: string | undefined;
  let refreshing: Promise<string> | undefined;

  async function tokenRequest(signal: AbortSignal | undefined): Promise<Record<string, unknown>> {
    const proof: Record<string, string> = prover
      ? { dpop: await prover.proof('POST', options.tokenEndpoint) }
      : {};
    const response = await fetchImpl(options.tokenEndpoint, {
      method: 'POST',
      headers: {
        authorization,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
        ...proof,
      },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
      ...(signal ? { signal } : {}),
    });
    const text = await response.text();
    let body: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'object' && parsed !== null) body = parsed as Record<string, unknown>;
    } catch {
      // Not JSON: the status speaks for itself.
    }
    if (!response.ok || typeof body.access_token !== 'string') {
      current = undefined;
      throw new HrApiTokenError(
        response.status,
        typeof body.error === 'string' ? body.error : response.ok ? 'invalid_response' : 'http_error',
        typeof body.error_description === 'string' ? body.error_description : undefined,
      );
    }
    return body;
  }

  /** A new access token; the `Authorization` header to send it with. */
  async function refresh(signal: AbortSignal | undefined): Promise<string> {
    const body = await tokenRequest(signal);
    if (typeof body.refresh_token === 'string' && body.refresh_token !== refreshToken) {
      await options.onRefreshToken(body.refresh_token);
      refreshToken = body.refresh_token;
    }
    if (typeof body.organization_id === 'string') organizationId = body.organization_id;
    const expiresIn = typeof body.expires_in === 'number' ? body.expires_in : 0;
    // The token type says whether the server bound the token to the key of the proof.
    const bound = typeof body.token_type === 'string' && body.token_type.toLowerCase() === 'dpop';
    const header = `${bound ? 'DPoP' : 'Bearer'} ${String(body.access_token)}`;
    current = { header, expiresAt: Date.now() + expiresIn * 1000 };
    return header;
  }

  /** One refresh at a time: a caller arriving during one gets its token. */
  function refreshOnce(signal: AbortSignal | undefined): Promise<string> {
    refreshing ??= refresh(signal).finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  return {
    get organizationId() {
      return organizationId;
    },
    async authorization(signal) {
      if (refreshing) return refreshing;
      if (current && current.expiresAt - refreshBeforeMs > Date.now()) return current.header;
      return refreshOnce(signal);
    },
    async refused(header, signal) {
      if (refreshing) return refreshing;
      if (current && current.header !== header) return current.header;
      return refreshOnce(signal);
    },
    async proof(method, url, header) {
      if (!prover || !header.startsWith('DPoP ')) return undefined;
      return prover.proof(method, url, header.slice('DPoP '.length));
    },
  };
}
