import * as oauth from 'oauth4webapi';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, oauthTokenSource } from '../../client/src/index.ts';
import { createConsoleUser } from '../../src/console/console-users.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { createPartnerApp } from '../../src/partners/partner-apps.ts';
import { HAS_CHROMIUM, launchChromium } from '../browser/browser.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey, givenOrganization } from '../support/fixtures.ts';
import { callApi, startTestServer, type TestServer } from '../support/server.ts';
import { type DpopKey, dpopGet, dpopKey, proof } from './dpop-proofs.ts';
import {
  authorizationUrl,
  callbackServer,
  consentInBrowser,
  discover,
  exchange,
  insecure,
  type Partner,
  partner,
  refresh,
} from './partner-client.ts';

const ORG = 'org_oauth_dpop';
const ADMIN = { email: 'admin@dpop.test', password: 'correct horse battery staple' };
// What a sync reads (the snapshot's kinds), so the client's stream is tried too.
const SCOPE = 'org:employee:read org:absence:read org:work_location:read';
const PATH = `/organizations/${ORG}/collaborators`;
const ALGS = 'algs="ES256 Ed25519 EdDSA"';

/**
 * DPoP (RFC 9449) end to end: a partner (oauth4webapi) gets a token bound to its key after a real
 * consent, and the API takes it only as `Authorization: DPoP` with a fresh proof of that key.
 */
describe.skipIf(!HAS_CHROMIUM).each(testEngines())('DPoP-bound access tokens on %s', (engine) => {
  let t: TestServer;
  let browser: Browser;
  let callback: Awaited<ReturnType<typeof callbackServer>>;
  let p: Partner;
  let key: DpopKey;
  let dpop: oauth.DPoPHandle;
  let refreshToken: string;
  let url: string;
  let credentials: { clientId: string; clientSecret: string };

  beforeAll(async () => {
    t = await startTestServer(engine);
    url = `${t.baseUrl}/api/public/v1${PATH}`;
    callback = await callbackServer();
    const db = t.testStore.store.db;
    await givenOrganization(db, ORG, 'DPoP SAS');
    await createConsoleUser(db, { organizationId: ORG, ...ADMIN }, CLI_ACTOR);
    const { app, secret } = await createPartnerApp(db, {
      name: 'Prévoyance Exemple',
      redirectUris: [callback.url],
      scopes: SCOPE.split(' '),
    });
    credentials = { clientId: app.id, clientSecret: secret };
    p = partner(await discover(t.baseUrl), app.id, secret, callback.url);
    key = await dpopKey();
    dpop = oauth.DPoP(p.client, key);
    browser = await launchChromium();
    const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
    const start = await authorizationUrl(p, SCOPE);
    const tokens = await exchange(
      p,
      start,
      await consentInBrowser(page, start.url, ADMIN, 'Approve', callback.url),
      dpop,
    );
    expect(tokens.token_type.toLowerCase()).toBe('dpop');
    refreshToken = tokens.refresh_token ?? '';
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await callback?.close();
    await t?.stop();
  });

  /** A new access token of the grant: bound to the partner's key with a proof, else a bearer token. */
  async function token(bound: boolean): Promise<string> {
    const renewed = await refresh(p, refreshToken, bound ? dpop : undefined);
    refreshToken = renewed.refresh_token ?? '';
    expect(renewed.token_type.toLowerCase()).toBe(bound ? 'dpop' : 'bearer');
    return renewed.access_token;
  }
  const valid = (accessToken: string) => proof(key, { htm: 'GET', htu: url, accessToken });

  it('advertises exactly the proof algorithms the API verifies', async () => {
    expect(p.as.dpop_signing_alg_values_supported).toEqual(['ES256', 'Ed25519', 'EdDSA']);
  });

  it('serves a bound token sent as DPoP with a valid proof, through an independent client', async () => {
    const accessToken = await token(true);
    const response = await oauth.protectedResourceRequest(
      accessToken,
      'GET',
      new URL(url),
      new Headers(),
      null,
      {
        ...insecure,
        DPoP: dpop,
      },
    );
    expect(response.status).toBe(200);
    // Another proof of the same key (a new jti): served again.
    expect((await dpopGet(t.baseUrl, PATH, accessToken, await valid(accessToken))).status).toBe(200);
  });

  it('refuses a bound token without a proof: 401 invalid_dpop_proof on the DPoP challenge', async () => {
    const response = await dpopGet(t.baseUrl, PATH, await token(true));
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('unauthorized');
    expect(response.headers.get('www-authenticate')).toMatch(
      new RegExp(
        `^Bearer realm="hrapi", DPoP realm="hrapi", ${ALGS}, error="invalid_dpop_proof", error_description="a DPoP proof is required`,
      ),
    );
  });

  it('refuses a bound token presented as Bearer, even with a valid proof beside it', async () => {
    const accessToken = await token(true);
    const withProof: Record<string, string>[] = [{}, { dpop: await valid(accessToken) }];
    for (const headers of withProof) {
      const response = await t.api(PATH, { key: accessToken, headers });
      expect(response.status).toBe(401);
      expect(response.body.detail).toContain('bound to a DPoP key');
      expect(response.headers.get('www-authenticate')).toMatch(
        /^Bearer realm="hrapi", error="invalid_token", error_description="this access token is bound to a DPoP key[^"]*", DPoP realm="hrapi", algs="[^"]+"$/,
      );
    }
  });

  it('refuses a replayed proof (the same jti) on its second use', async () => {
    const accessToken = await token(true);
    const once = await valid(accessToken);
    expect((await dpopGet(t.baseUrl, PATH, accessToken, once)).status).toBe(200);
    const again = await dpopGet(t.baseUrl, PATH, accessToken, once);
    expect(again.status).toBe(401);
    expect(again.headers.get('www-authenticate')).toContain('error="invalid_dpop_proof"');
    expect(again.body.detail).toContain('already used');
  });

  it('refuses a proof of another method, another URL, another token, an old iat or a bad signature', async () => {
    const accessToken = await token(true);
    const other = await token(true);
    const now = Math.floor(Date.now() / 1000);
    const good = await valid(accessToken);
    const [head, body] = good.split('.');
    const bad = {
      htm: await proof(key, { htm: 'POST', htu: url, accessToken }),
      htu: await proof(key, {
        htm: 'GET',
        htu: `${t.baseUrl}/api/public/v1/organizations/${ORG}`,
        accessToken,
      }),
      ath: await proof(key, { htm: 'GET', htu: url, accessToken: other }),
      iat: await proof(key, { htm: 'GET', htu: url, accessToken, iat: now - 600 }),
      future: await proof(key, { htm: 'GET', htu: url, accessToken, iat: now + 600 }),
      signature: `${head}.${body}.${'A'.repeat(86)}`,
      notJwt: 'not-a-proof',
    };
    for (const [what, sent] of Object.entries(bad)) {
      const response = await dpopGet(t.baseUrl, PATH, accessToken, sent);
      expect([what, response.status]).toEqual([what, 401]);
      expect([what, response.headers.get('www-authenticate')]).toEqual([
        what,
        expect.stringContaining('DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA", error="invalid_dpop_proof"'),
      ]);
    }
    // Each refusal wrote nothing: the proof that was never refused still works once.
    expect((await dpopGet(t.baseUrl, PATH, accessToken, good)).status).toBe(200);
  });

  it('refuses a valid proof of another key than the token is bound to: 401 invalid_token', async () => {
    const accessToken = await token(true);
    const thief = await dpopKey();
    const response = await dpopGet(
      t.baseUrl,
      PATH,
      accessToken,
      await proof(thief, { htm: 'GET', htu: url, accessToken }),
    );
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain(
      `DPoP realm="hrapi", ${ALGS}, error="invalid_token"`,
    );
  });

  it('keeps serving an unbound token as Bearer, and refuses it as DPoP', async () => {
    const accessToken = await token(false);
    expect((await t.api(PATH, { key: accessToken })).status).toBe(200);
    const asDpop = await dpopGet(t.baseUrl, PATH, accessToken, await valid(accessToken));
    expect(asDpop.status).toBe(401);
    expect(asDpop.headers.get('www-authenticate')).toContain('error="invalid_token"');
    expect(asDpop.body.detail).toContain('not bound to a DPoP key');
  });

  it('keeps serving API keys as Bearer, and refuses one sent as DPoP', async () => {
    const { secret } = await givenKey(t.testStore.store.db, ORG, ['org:employee:read']);
    expect((await t.api(PATH, { key: secret })).status).toBe(200);
    const asDpop = await dpopGet(t.baseUrl, PATH, secret, await valid(secret));
    expect(asDpop.status).toBe(401);
    expect(asDpop.headers.get('www-authenticate')).toContain(
      'DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA", error="invalid_token"',
    );
  });

  it('names the access token and invalid_token (RFC 6750 §3) when a token is unknown or revoked', async () => {
    const unknown = await t.api(PATH, { key: 'A'.repeat(43) });
    expect(unknown.status).toBe(401);
    expect(unknown.body.detail).toBe('the access token is invalid, expired or revoked');
    expect(unknown.headers.get('www-authenticate')).toBe(
      `Bearer realm="hrapi", error="invalid_token", error_description="the access token is invalid, expired or revoked", DPoP realm="hrapi", ${ALGS}`,
    );
    // An independent client reads the challenge the same way.
    const challenged = await oauth
      .protectedResourceRequest('A'.repeat(43), 'GET', new URL(url), new Headers(), null, insecure)
      .catch((error: unknown) => error);
    expect(challenged).toBeInstanceOf(oauth.WWWAuthenticateChallengeError);
    const challenges = (challenged as oauth.WWWAuthenticateChallengeError).cause;
    expect(challenges.map((c) => [c.scheme, c.parameters.error])).toEqual([
      ['bearer', 'invalid_token'],
      ['dpop', undefined],
    ]);
  });

  it('@hrapi/client with dpop reads and streams with bound tokens and a proof of its own key each time', async () => {
    const source = oauthTokenSource({
      tokenEndpoint: `${t.baseUrl}/oauth/token`,
      ...credentials,
      refreshToken,
      onRefreshToken: (next) => {
        refreshToken = next;
      },
      dpop: true,
    });
    const hr = createClient({ baseUrl: `${t.baseUrl}/api/public/v1`, auth: source, retry: false });
    expect((await hr.listCollaborators({ organizationId: ORG })).data).toEqual([]);
    expect((await hr.listCollaborators({ organizationId: ORG, limit: 5 })).data).toEqual([]);
    const messages: string[] = [];
    for await (const message of hr.sync({ organizationId: ORG, follow: false })) messages.push(message.kind);
    expect(messages.length).toBeGreaterThan(0);
    // The token it holds is bound: without the source's key it opens nothing.
    const header = await source.authorization();
    expect(header).toMatch(/^DPoP /);
    const stolen = header.slice('DPoP '.length);
    expect((await t.api(PATH, { key: stolen })).status).toBe(401);
    const thief = await dpopKey();
    expect(
      (
        await dpopGet(
          t.baseUrl,
          PATH,
          stolen,
          await proof(thief, { htm: 'GET', htu: url, accessToken: stolen }),
        )
      ).status,
    ).toBe(401);
  });

  it('takes htu from the request itself without HRAPI_PUBLIC_URL, never from an untrusted proxy header', async () => {
    const accessToken = await token(true);
    const forged = { 'x-forwarded-host': 'partner.example', 'x-forwarded-proto': 'https' };
    const send = (dpopProof: string) =>
      callApi(t.baseUrl, PATH, {
        headers: { authorization: `DPoP ${accessToken}`, dpop: dpopProof, ...forged },
      });
    const elsewhere = `https://partner.example/api/public/v1${PATH}`;
    expect((await send(await proof(key, { htm: 'GET', htu: elsewhere, accessToken }))).status).toBe(401);
    expect((await send(await valid(accessToken))).status).toBe(200);
  });

  it('asks for both schemes, naming no error, when no credential is sent', async () => {
    const response = await t.api(PATH);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe(
      `Bearer realm="hrapi", DPoP realm="hrapi", ${ALGS}`,
    );
  });
});
