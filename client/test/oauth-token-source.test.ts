import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, HrApiError, HrApiTokenError, oauthTokenSource } from '../src/index.ts';

/**
 * The token source against a real, certified authorization server: `oidc-provider` (the library
 * the server mounts), with its in-memory storage, as the token endpoint. The API it authorizes is
 * a small resource server that accepts exactly the access tokens the provider holds as valid;
 * the same flow against hrapi itself is in the OAuth suite of the server.
 */
const CLIENT = { clientId: 'partner_app_1', clientSecret: 'a secret: with spaces+symbols' };
const ACCESS_TOKEN_SECONDS = 3;

async function listen(handler: http.RequestListener) {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}` };
}

describe('oauthTokenSource against oidc-provider', () => {
  let provider: Provider;
  let issuer: { server: http.Server; url: string };
  let api: { server: http.Server; url: string };
  /** Requests at the token endpoint, and the bearer tokens the API saw. */
  let tokenRequests = 0;
  const seen: string[] = [];

  beforeAll(async () => {
    issuer = await listen((request, response) => {
      if (request.url === '/token') tokenRequests++;
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
      ttl: { AccessToken: ACCESS_TOKEN_SECONDS, RefreshToken: 3600, Grant: 3600 },
    });
    api = await listen(async (request, response) => {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const valid = token ? await provider.AccessToken.find(token) : undefined;
      if (!token || !valid) {
        response.writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Bearer' }).end(
          JSON.stringify({
            type: 'about:blank',
            title: 'Unauthorized',
            status: 401,
            code: 'unauthorized',
            detail: 'no',
            requestId: 'r',
          }),
        );
        return;
      }
      seen.push(token);
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ data: [], total: 0, page: 1, limit: 20, nextCursor: null }));
    });
  });
  afterAll(async () => {
    await new Promise((r) => issuer?.server.close(r));
    await new Promise((r) => api?.server.close(r));
  });

  /** A grant and its refresh token, as the code exchange leaves them. */
  async function givenRefreshToken(): Promise<{ refreshToken: string; grantId: string }> {
    const client = await provider.Client.find(CLIENT.clientId);
    if (!client) throw new Error('no client');
    const grant = new provider.Grant({ accountId: 'admin_1', clientId: CLIENT.clientId });
    grant.addOIDCScope('openid offline_access');
    const grantId = await grant.save();
    const refreshToken = await new provider.RefreshToken({
      accountId: 'admin_1',
      client,
      grantId,
      scope: 'openid offline_access',
      gty: 'authorization_code',
    }).save();
    return { refreshToken, grantId };
  }

  function clientWith(refreshToken: string, stored: string[], refreshBeforeMs = 1000) {
    const auth = oauthTokenSource({
      tokenEndpoint: `${issuer.url}/token`,
      ...CLIENT,
      refreshToken,
      onRefreshToken: (next) => {
        stored.push(next);
      },
      refreshBeforeMs,
    });
    return { auth, hr: createClient({ baseUrl: `${api.url}/api/public/v1`, auth, retry: false }) };
  }

  it('gets an access token with the refresh_token grant, sends it as Bearer, and stores the rotated refresh token', async () => {
    const { refreshToken } = await givenRefreshToken();
    const stored: string[] = [];
    const { hr } = clientWith(refreshToken, stored);
    const before = seen.length;
    await hr.listCollaborators({ organizationId: 'org_1' });
    await hr.listCollaborators({ organizationId: 'org_1' });
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toBe(refreshToken);
    // One token for both calls, valid at the provider.
    const [first, second] = seen.slice(before);
    expect(first).toBe(second);
    // The rotated-out refresh token is spent: the provider refuses it.
    await expect(provider.RefreshToken.find(refreshToken)).resolves.toMatchObject({
      consumed: expect.anything(),
    });
  });

  it('refreshes before the access token expires, with the refresh token it stored last', async () => {
    const { refreshToken } = await givenRefreshToken();
    const stored: string[] = [];
    // Refresh when less than 2.5 s are left of 3 s: after half a second.
    const { hr } = clientWith(refreshToken, stored, 2_500);
    const before = seen.length;
    await hr.listCollaborators({ organizationId: 'org_1' });
    await new Promise((r) => setTimeout(r, 700));
    await hr.listCollaborators({ organizationId: 'org_1' });
    const [first, second] = seen.slice(before);
    expect(second).not.toBe(first);
    expect(stored).toHaveLength(2);
    expect(stored[1]).not.toBe(stored[0]);
  });

  it('refreshes once after a 401 and repeats the call, and gives up on a second 401', async () => {
    const { refreshToken } = await givenRefreshToken();
    const { hr } = clientWith(refreshToken, []);
    await hr.listCollaborators({ organizationId: 'org_1' });
    const used = seen.at(-1) as string;
    // The server stopped honouring the token before its expiry.
    await (await provider.AccessToken.find(used))?.destroy();
    const requests = tokenRequests;
    await hr.listCollaborators({ organizationId: 'org_1' });
    expect(tokenRequests).toBe(requests + 1);
    expect(seen.at(-1)).not.toBe(used);

    const spy = createClient({
      baseUrl: `${api.url}/api/public/v1`,
      retry: false,
      auth: {
        authorization: async () => 'Bearer never-valid',
        refused: async () => 'Bearer still-not-valid',
      },
    });
    await expect(spy.listCollaborators({ organizationId: 'org_1' })).rejects.toMatchObject({ status: 401 });
  });

  it('never runs two refreshes at once: concurrent calls share one', async () => {
    const { refreshToken } = await givenRefreshToken();
    const stored: string[] = [];
    const { hr } = clientWith(refreshToken, stored);
    const requests = tokenRequests;
    await Promise.all(Array.from({ length: 10 }, () => hr.listCollaborators({ organizationId: 'org_1' })));
    expect(tokenRequests).toBe(requests + 1);
    expect(stored).toHaveLength(1);
  });

  it('rejects with HrApiTokenError invalid_grant once the grant is revoked', async () => {
    const { refreshToken, grantId } = await givenRefreshToken();
    const { hr } = clientWith(refreshToken, []);
    await hr.listCollaborators({ organizationId: 'org_1' });
    await (await provider.Grant.find(grantId))?.destroy();
    for (const token of seen.slice(-1)) await (await provider.AccessToken.find(token))?.destroy();
    const refused = await hr.listCollaborators({ organizationId: 'org_1' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HrApiTokenError);
    expect(refused).toBeInstanceOf(HrApiError);
    expect(refused).toMatchObject({ status: 400, error: 'invalid_grant' });
  });

  it('takes exactly one of apiKey and auth', () => {
    expect(() => createClient({ baseUrl: `${api.url}/api/public/v1` })).toThrow(
      /exactly one of apiKey and auth/,
    );
  });
});
