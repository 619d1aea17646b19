import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsoleUser } from '../../src/console/console-users.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { csrfTokenOf } from '../browser/browser.ts';
import { testEngines } from '../support/engines.ts';
import { givenOrganization } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const ORG = 'org_sign_in_return';
const ADMIN = { email: 'admin@sign-in-return.test', password: 'correct horse battery staple' };

const HOSTILE = [
  '//evil.example',
  'https://evil.example/console/keys',
  '/\\evil.example',
  '/console/\\evil.example',
  '/console//evil.example',
  '/console/../evil',
  '/console/%2e%2e/evil',
  '%2F%2Fevil.example',
  '/console/%2F%2Fevil.example',
  '/console@evil.example',
  'javascript:alert(1)',
];

/** The hidden `next` field of a sign-in form, as the browser would post it back. */
function nextFieldOf(pageHtml: string): string | undefined {
  const value = /name="next" value="([^"]*)"/.exec(pageHtml)?.[1];
  return value?.replaceAll('&amp;', '&');
}

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

describe.each(testEngines())('signing in to the console comes back to the page asked for on %s', (engine) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer(engine);
    await givenOrganization(t.testStore.store.db, ORG);
    await createConsoleUser(t.testStore.store.db, { organizationId: ORG, ...ADMIN }, CLI_ACTOR);
  });
  afterAll(async () => t?.stop());

  const get = (path: string, cookie = '') =>
    fetch(`${t.baseUrl}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });

  /** Opens the sign-in form at `location` and posts it with the admin's password and `next`. */
  async function signInAt(location: string, next?: string): Promise<Response> {
    const form = await get(location);
    expect(form.status).toBe(200);
    const page = await form.text();
    const fields: Record<string, string> = { _csrf: csrfTokenOf(page), ...ADMIN };
    const posted = next ?? nextFieldOf(page);
    if (posted !== undefined) fields.next = posted;
    return fetch(`${t.baseUrl}/console/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: cookiesOf(form), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
  }

  it.each([
    '/console/connected-apps',
    '/console/connected-apps?revoked=pg_unknown',
    '/console/webhooks',
    '/console/privacy',
    '/console/oauth/consent/uid_of_an_authorization',
  ])('a signed-out browser sent to sign in from %s is back there once signed in', async (page) => {
    const first = await get(page);
    expect(first.status).toBe(303);
    const signInLocation = first.headers.get('location') ?? '';
    expect(new URL(signInLocation, t.baseUrl).searchParams.get('next')).toBe(page);
    const signedIn = await signInAt(signInLocation);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe(page);
  });

  it('an expired session is told so and still comes back to the page it was on', async () => {
    const first = await get('/console/connected-apps', 'hrapi_session=a-session-that-ended');
    const signInLocation = first.headers.get('location') ?? '';
    expect(signInLocation).toBe('/console/sign-in?expired=1&next=%2Fconsole%2Fconnected-apps');
    expect((await signInAt(signInLocation)).headers.get('location')).toBe('/console/connected-apps');
  });

  it('a wrong password keeps the return target in the form it answers with', async () => {
    const form = await get('/console/sign-in?next=%2Fconsole%2Fconnected-apps');
    const response = await fetch(`${t.baseUrl}/console/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: cookiesOf(form), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        _csrf: csrfTokenOf(await form.text()),
        email: ADMIN.email,
        password: 'not the password',
        next: '/console/connected-apps',
      }),
    });
    expect(response.status).toBe(401);
    expect(nextFieldOf(await response.text())).toBe('/console/connected-apps');
  });

  it('switching the language on the sign-in form keeps its return target', async () => {
    const page = await (await get('/console/sign-in?next=%2Fconsole%2Fconnected-apps')).text();
    const href = /class="lang-switch" href="([^"]+)"/.exec(page)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const switched = await get(href);
    expect(switched.status).toBe(303);
    expect(switched.headers.get('location')).toBe('/console/sign-in?next=%2Fconsole%2Fconnected-apps');
  });

  it.each(HOSTILE)('a return target of %j is dropped: sign-in ends on the keys page', async (hostile) => {
    const form = await get(`/console/sign-in?next=${encodeURIComponent(hostile)}`);
    expect(nextFieldOf(await form.clone().text())).toBeUndefined();
    const signedIn = await signInAt(`/console/sign-in?next=${encodeURIComponent(hostile)}`, hostile);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe('/console/keys');
    // Already signed in, the form sends the browser on at once: to the keys page, never elsewhere.
    const again = await get(`/console/sign-in?next=${encodeURIComponent(hostile)}`, cookiesOf(signedIn));
    expect(again.headers.get('location')).toBe('/console/keys');
  });

  it.each(HOSTILE)('the language switch never sends the browser to %j', async (hostile) => {
    const switched = await get(`/console/language?to=fr&back=${encodeURIComponent(hostile)}`);
    expect(switched.headers.get('location')).toBe('/console');
  });
});
