import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsoleUser } from '../../src/console/console-users.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { testEngines } from '../support/engines.ts';
import { givenOrganization } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { csrfTokenOf } from './browser.ts';

const PASSWORD = 'correct horse battery staple';

describe.each(testEngines())('console cookies behind a TLS-terminating proxy on %s', (engine) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer(engine, { trustProxy: true });
    await givenOrganization(t.testStore.store.db, 'org_tls');
    await createConsoleUser(
      t.testStore.store.db,
      { organizationId: 'org_tls', email: 'admin@tls.test', password: PASSWORD },
      CLI_ACTOR,
    );
  });
  afterAll(async () => {
    await t?.stop();
  });

  async function signIn(headers: Record<string, string>): Promise<string[]> {
    const form = await fetch(`${t.baseUrl}/console/sign-in`, { headers });
    const cookie = (form.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const body = new URLSearchParams({
      _csrf: csrfTokenOf(await form.text()),
      email: 'admin@tls.test',
      password: PASSWORD,
    });
    const response = await fetch(`${t.baseUrl}/console/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...headers, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(response.status).toBe(303);
    return response.headers.getSetCookie();
  }

  it('marks the session cookie Secure, HttpOnly, SameSite=Lax and Path=/console when the request came over HTTPS', async () => {
    const session = (await signIn({ 'x-forwarded-proto': 'https' })).find((c) =>
      c.startsWith('hrapi_session='),
    );
    expect(session).toMatch(/; Secure/);
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=Lax/);
    expect(session).toMatch(/; Path=\/console/);
  });

  it('leaves Secure off over plain HTTP, where the browser would drop the cookie', async () => {
    const session = (await signIn({})).find((c) => c.startsWith('hrapi_session='));
    expect(session).toBeDefined();
    expect(session).not.toMatch(/; Secure/);
  });
});
