import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCredentials, createClient, HrApiTokenError, oauthTokenSource } from '../../client/src/index.ts';
import { createConsoleUser } from '../../src/console/console-users.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { createPartnerApp } from '../../src/partners/partner-apps.ts';
import { revokeGrant } from '../../src/partners/partner-grants.ts';
import { HAS_CHROMIUM, launchChromium } from '../browser/browser.ts';
import { testEngines } from '../support/engines.ts';
import { givenOrganization } from '../support/fixtures.ts';
import { givenCollaborator } from '../support/hr-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import {
  authorizationUrl,
  callbackServer,
  consentInBrowser,
  discover,
  exchange,
  partner,
} from './partner-client.ts';

const ORG = 'org_oauth_client';
const ADMIN = { email: 'admin@client.test', password: 'correct horse battery staple' };
const SCOPE = 'org:employee:read org:absence:read org:work_location:read';

/**
 * `@hrapi/client`'s token source against this server's own authorization server, after a real
 * consent in the browser: the partner's code takes the refresh token once and the client does the
 * rest (access tokens, rotation, the snapshot's stream), until the employer revokes the grant.
 */
describe.skipIf(!HAS_CHROMIUM).each(testEngines())('the client with a partner grant on %s', (engine) => {
  let t: TestServer;
  let browser: Browser;
  let page: Page;
  let callback: Awaited<ReturnType<typeof callbackServer>>;
  let clientId: string;
  let clientSecret: string;
  let refreshToken: string;
  let collaboratorId: string;

  beforeAll(async () => {
    t = await startTestServer(engine);
    callback = await callbackServer();
    const db = t.testStore.store.db;
    await givenOrganization(db, ORG, 'Client SAS');
    await createConsoleUser(db, { organizationId: ORG, ...ADMIN }, CLI_ACTOR);
    collaboratorId = (await givenCollaborator(db, ORG)).id;
    const created = await createPartnerApp(db, {
      name: 'Titres Exemple',
      redirectUris: [callback.url],
      scopes: SCOPE.split(' '),
    });
    clientId = created.app.id;
    clientSecret = created.secret;
    const p = partner(await discover(t.baseUrl), clientId, clientSecret, callback.url);
    browser = await launchChromium();
    page = await (await browser.newContext({ locale: 'en-US' })).newPage();
    const start = await authorizationUrl(p, SCOPE);
    const tokens = await exchange(
      p,
      start,
      await consentInBrowser(page, start.url, ADMIN, 'Approve', callback.url),
    );
    refreshToken = tokens.refresh_token ?? '';
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await callback?.close();
    await t?.stop();
  });

  it('reads, syncs from the snapshot and lists its grant, then a revoked grant is invalid_grant', {
    timeout: 60_000,
  }, async () => {
    const rotated: string[] = [];
    const source = oauthTokenSource({
      tokenEndpoint: `${t.baseUrl}/oauth/token`,
      clientId,
      clientSecret,
      refreshToken,
      onRefreshToken: (token) => {
        rotated.push(token);
      },
    });
    const hr = createClient({ baseUrl: `${t.baseUrl}/api/public/v1`, auth: source, retry: false });

    const page1 = await hr.listCollaborators({ organizationId: ORG });
    expect(page1.data.map((c) => c.id)).toEqual([collaboratorId]);
    expect(source.organizationId).toBe(ORG);
    // The first access token came with a new refresh token, handed over before its use.
    expect(rotated).toHaveLength(1);
    expect(rotated[0]).not.toBe(refreshToken);

    const upserted: string[] = [];
    for await (const message of hr.sync({ organizationId: ORG, follow: false })) {
      if (message.kind === 'upsert' && message.resource === 'collaborators') upserted.push(message.item.id);
    }
    expect(upserted).toEqual([collaboratorId]);

    const app = createClient({
      baseUrl: `${t.baseUrl}/api/public/v1`,
      auth: appCredentials({ clientId, clientSecret }),
    });
    const grants = await app.listPartnerGrants({});
    expect(grants.data.map((g) => g.organizationId)).toEqual([ORG]);

    const db = t.testStore.store.db;
    const grant = await db
      .selectFrom('partner_grants')
      .select('id')
      .where('organization_id', '=', ORG)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    await revokeGrant(db, ORG, grant.id, CLI_ACTOR);
    const refused = await hr.listCollaborators({ organizationId: ORG }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HrApiTokenError);
    expect((refused as HrApiTokenError).error).toBe('invalid_grant');
    expect((await app.listPartnerGrants({})).data).toEqual([]);
  });
});
