import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/support/engines.ts';
import { givenOrganization } from '../../test/support/fixtures.ts';
import { createTestStore, type TestStore } from '../../test/support/store.ts';
import { SYSTEM_ACTOR } from '../db/audit.ts';
import { createConsoleUser } from './console-users.ts';
import { MAX_FAILURES_PER_ACCOUNT, signIn } from './sign-in.ts';

const PASSWORD = 'correct horse battery staple 42';

describe.each(testEngines())('console sign-in throttling on %s', (engine) => {
  let t: TestStore;
  let n = 0;

  beforeAll(async () => {
    t = await createTestStore(engine);
    await givenOrganization(t.store.db, 'org_sign_in');
  });
  afterAll(async () => {
    await t?.drop();
  });

  /** A console user of its own, so each test starts with no failures counted. */
  async function givenUser(): Promise<string> {
    n += 1;
    const email = `user${n}.${Date.now()}@sign-in.test`;
    await createConsoleUser(
      t.store.db,
      { organizationId: 'org_sign_in', email, password: PASSWORD, role: 'admin' },
      SYSTEM_ACTOR,
    );
    return email;
  }
  const address = () => `192.0.2.${(n % 250) + 1}`;

  it('evaluates at most the allowed failures of 100 concurrent wrong passwords for one account', async () => {
    const email = await givenUser();
    // Different addresses, so only the per-account limit is in play.
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        signIn(t.store, { email, password: `wrong ${i}`, address: `198.51.100.${i}` }),
      ),
    );
    const counts = outcomes.reduce<Record<string, number>>((acc, o) => {
      acc[o.outcome] = (acc[o.outcome] ?? 0) + 1;
      return acc;
    }, {});
    expect(counts).toEqual({ invalid: MAX_FAILURES_PER_ACCOUNT, throttled: 100 - MAX_FAILURES_PER_ACCOUNT });
  });

  it('refuses even the right password once the account is throttled', async () => {
    const email = await givenUser();
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      expect((await signIn(t.store, { email, password: 'wrong', address: address() })).outcome).toBe(
        'invalid',
      );
    }
    const outcome = await signIn(t.store, { email, password: PASSWORD, address: address() });
    expect(outcome).toMatchObject({ outcome: 'throttled', retryAfterMinutes: 15 });
  });

  it('does not count a throttled attempt, so waiting ends the block', async () => {
    const email = await givenUser();
    const start = new Date();
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      await signIn(t.store, { email, password: 'wrong', address: address() }, start);
    }
    const later = new Date(start.getTime() + 60_000);
    expect((await signIn(t.store, { email, password: 'wrong', address: address() }, later)).outcome).toBe(
      'throttled',
    );
    const afterWindow = new Date(start.getTime() + 15 * 60_000 + 1);
    expect(
      (await signIn(t.store, { email, password: PASSWORD, address: address() }, afterWindow)).outcome,
    ).toBe('signed_in');
  });

  it('signs in with the right password and forgets earlier failures of the account', async () => {
    const email = await givenUser();
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT - 1; i++) {
      await signIn(t.store, { email, password: 'wrong', address: address() });
    }
    expect((await signIn(t.store, { email, password: PASSWORD, address: address() })).outcome).toBe(
      'signed_in',
    );
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      expect((await signIn(t.store, { email, password: 'wrong', address: address() })).outcome).toBe(
        'invalid',
      );
    }
  });
});
