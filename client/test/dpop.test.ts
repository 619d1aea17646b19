import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { calculateJwkThumbprint, EmbeddedJWK, exportJWK, jwtVerify } from 'jose';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type DpopKeyPair, generateDpopKeyPair, oauthTokenSource } from '../src/index.ts';

/**
 * The token source with `dpop` against a real authorization server, `oidc-provider` in memory
 * (it binds a token to the key of the token request's proof), and a resource server that checks
 * each proof with `jose` the way RFC 9449 §4.3 says: signature by the header's key, `htm`, `htu`,
 * `ath`, the key's thumbprint against the token's `cnf.jkt`, and a `jti` never seen before.
 */
const CLIENT = { clientId: 'partner_app_dpop', clientSecret: 'a secret' };

async function listen(handler: http.RequestListener) {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}` };
}

const problem = (detail: string) =>
  JSON.stringify({
    type: 'about:blank',
    title: 'Unauthorized',
    status: 401,
    code: 'unauthorized',
    detail,
    requestId: 'r',
  });

describe('oauthTokenSource with DPoP against oidc-provider', () => {
  let provider: Provider;
  let issuer: { server: http.Server; url: string };
  let api: { server: http.Server; url: string };
  const jtis = new Set<string>();
  /** What the resource server saw: each request's verdict and the proof key's thumbprint. */
  const seen: { ok: boolean; reason: string; jkt?: string }[] = [];
  let tokenProofs = 0;
  /** Answers 503 to this many requests first, to see a retry carry a new proof. */
  let unavailable = 0;

  async function check(request: http.IncomingMessage): Promise<{ reason: string; jkt?: string }> {
    const token = /^DPoP (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const dpop = request.headers.dpop;
    if (!token || typeof dpop !== 'string') return { reason: 'no DPoP token or proof' };
    const { payload, protectedHeader } = await jwtVerify(dpop, EmbeddedJWK, { typ: 'dpop+jwt' });
    const jkt = await calculateJwkThumbprint(protectedHeader.jwk ?? {});
    const bound = await provider.AccessToken.find(token);
    const htu = `${api.url}${(request.url ?? '').split('?')[0]}`;
    if (payload.htm !== request.method) return { reason: 'htm' };
    if (payload.htu !== htu) return { reason: `htu ${String(payload.htu)}` };
    if (payload.ath !== createHash('sha256').update(token).digest('base64url')) return { reason: 'ath' };
    if (!bound?.jkt || bound.jkt !== jkt) return { reason: 'jkt' };
    if (typeof payload.jti !== 'string' || jtis.has(payload.jti)) return { reason: 'jti' };
    jtis.add(payload.jti);
    return { reason: 'ok', jkt };
  }

  beforeAll(async () => {
    issuer = await listen((request, response) => {
      if (request.url === '/token' && request.headers.dpop) tokenProofs++;
      provider.callback()(request, response);
    });
    provider = new Provider(issuer.url, {
      clients: [
        {
          client_id: CLIENT.clientId,
          client_secret: CLIENT.clientSecret,
          grant_types: ['authorization_code', 'refresh_token'],
          response_types: ['code'],
          redirect_uris: ['https://partner.example/callback'],
          token_endpoint_auth_method: 'client_secret_basic',
        },
      ],
      rotateRefreshToken: true,
      features: { dPoP: { enabled: true } },
    });
    api = await listen(async (request, response) => {
      if (unavailable > 0) {
        unavailable--;
        // This attempt's proof counts as used: a retry that sent it again would be refused.
        const payload = String(request.headers.dpop).split('.')[1] ?? '';
        jtis.add(JSON.parse(Buffer.from(payload, 'base64url').toString()).jti);
        response
          .writeHead(503, { 'content-type': 'application/json', 'retry-after': '0' })
          .end(problem('later'));
        return;
      }
      const { reason, jkt } = await check(request).catch((error: unknown) => ({
        reason: String(error),
        jkt: undefined,
      }));
      seen.push({ ok: reason === 'ok', reason, ...(jkt ? { jkt } : {}) });
      if (reason !== 'ok') {
        response
          .writeHead(401, {
            'content-type': 'application/json',
            'www-authenticate': 'DPoP error="invalid_dpop_proof"',
          })
          .end(problem(reason));
        return;
      }
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ data: [], total: 0, page: 1, limit: 20, nextCursor: null }));
    });
  });
  afterAll(async () => {
    await new Promise((r) => issuer?.server.close(r));
    await new Promise((r) => api?.server.close(r));
  });

  async function givenRefreshToken(): Promise<string> {
    const client = await provider.Client.find(CLIENT.clientId);
    if (!client) throw new Error('no client');
    const grant = new provider.Grant({ accountId: 'admin_1', clientId: CLIENT.clientId });
    grant.addOIDCScope('openid offline_access');
    const grantId = await grant.save();
    return new provider.RefreshToken({
      accountId: 'admin_1',
      client,
      grantId,
      scope: 'openid offline_access',
      gty: 'authorization_code',
    }).save();
  }

  function clientWith(refreshToken: string, dpop: boolean | DpopKeyPair, retries = 0) {
    const auth = oauthTokenSource({
      tokenEndpoint: `${issuer.url}/token`,
      ...CLIENT,
      refreshToken,
      onRefreshToken: () => {},
      dpop,
    });
    return createClient({
      baseUrl: `${api.url}/api/public/v1`,
      auth,
      retry: retries === 0 ? false : { retries, baseDelayMs: 1 },
    });
  }

  it('sends a proof to the token endpoint, then the bound token as DPoP with a new proof of the same key on each request', async () => {
    const hr = clientWith(await givenRefreshToken(), true);
    const before = seen.length;
    const proofsBefore = tokenProofs;
    await hr.listCollaborators({ organizationId: 'org_1', limit: 5 });
    await hr.listCollaborators({ organizationId: 'org_1' });
    const mine = seen.slice(before);
    expect(mine.map((s) => s.reason)).toEqual(['ok', 'ok']);
    expect(mine[0]?.jkt).toBe(mine[1]?.jkt);
    expect(tokenProofs).toBe(proofsBefore + 1);
  });

  it('signs with the key pair it is given', async () => {
    const keyPair = await generateDpopKeyPair();
    const hr = clientWith(await givenRefreshToken(), keyPair);
    const before = seen.length;
    await hr.listCollaborators({ organizationId: 'org_1' });
    expect(seen.slice(before)).toEqual([
      { ok: true, reason: 'ok', jkt: await calculateJwkThumbprint(await exportJWK(keyPair.publicKey)) },
    ]);
  });

  it('sends a new proof with each retry of a call', async () => {
    const hr = clientWith(await givenRefreshToken(), true, 2);
    await hr.listCollaborators({ organizationId: 'org_1' });
    const before = seen.length;
    unavailable = 1;
    await hr.listCollaborators({ organizationId: 'org_1' });
    expect(seen.slice(before).map((s) => s.reason)).toEqual(['ok']);
  });

  it('sends no proof without dpop: the token stays a bearer token', async () => {
    const hr = clientWith(await givenRefreshToken(), false);
    const before = seen.length;
    const refused = await hr.listCollaborators({ organizationId: 'org_1' }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 401 });
    // Refused, it asks for a new token once, again a bearer one.
    expect(seen.slice(before).map((s) => s.reason)).toEqual([
      'no DPoP token or proof',
      'no DPoP token or proof',
    ]);
  });
});
