import { afterEach, describe, expect, it } from 'vitest';
import type { TrustProxy } from '../../src/config.ts';
import { MAX_FAILURES_PER_ADDRESS } from '../../src/console/sign-in.ts';
import { uuidv7 } from '../../src/shared/ids.ts';
import { csrfTokenOf } from '../browser/browser.ts';
import { testEngines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const CLIENT = '203.0.113.9';

describe.each(testEngines())('X-Forwarded-For on %s', (engine) => {
  let t: TestServer | undefined;
  afterEach(async () => {
    await t?.stop();
    t = undefined;
  });

  /** The per-address sign-in limit is the server's use of the client address: block CLIENT there. */
  async function serverWithClientBlocked(trustProxy: TrustProxy): Promise<TestServer> {
    const server = await startTestServer(engine, { trustProxy });
    const at = new Date().toISOString();
    await server.testStore.store.db
      .insertInto('sign_in_attempts')
      .values(
        Array.from({ length: MAX_FAILURES_PER_ADDRESS }, () => ({
          id: uuidv7(),
          subject: `address:${CLIENT}`,
          attempted_at: at,
        })),
      )
      .execute();
    return server;
  }

  async function signInStatus(server: TestServer, forwardedFor: string): Promise<number> {
    const form = await fetch(`${server.baseUrl}/console/sign-in`);
    const cookie = (form.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const response = await fetch(`${server.baseUrl}/console/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        cookie,
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': forwardedFor,
      },
      body: new URLSearchParams({
        _csrf: csrfTokenOf(await form.text()),
        email: 'nobody@proxy.test',
        password: 'not the password',
      }),
    });
    return response.status;
  }

  it.each<[string, TrustProxy]>([
    ['its address', '127.0.0.1'],
    ['its CIDR', '127.0.0.0/8'],
    ['a hop count of 1', 1],
  ])('believes X-Forwarded-For from a proxy trusted by %s', async (_case, trustProxy) => {
    t = await serverWithClientBlocked(trustProxy);
    expect(await signInStatus(t, CLIENT)).toBe(429);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    t = await serverWithClientBlocked('10.0.0.1,192.168.0.0/16');
    expect(await signInStatus(t, CLIENT)).toBe(401);
  });

  it('takes the address the trusted proxy saw, not one the client wrote before it', async () => {
    t = await serverWithClientBlocked(1);
    // The client claims CLIENT; the proxy appends the address it really saw.
    expect(await signInStatus(t, `${CLIENT}, 198.51.100.20`)).toBe(401);
  });
});
