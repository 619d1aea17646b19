import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/support/engines.ts';
import { givenOrganization } from '../../test/support/fixtures.ts';
import { createTestStore, type TestStore } from '../../test/support/store.ts';
import {
  closeSession,
  expiryOf,
  hashToken,
  openSession,
  resumeSession,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  sameToken,
} from './sessions.ts';

const HOUR = 60 * 60 * 1000;
const T0 = new Date('2026-03-02T08:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describe('session expiry', () => {
  it.each([
    [0, 8 * HOUR],
    [2 * HOUR, 10 * HOUR],
    [4 * HOUR, 12 * HOUR],
    [7 * HOUR, 12 * HOUR],
  ])('a session used %d ms after sign-in expires at sign-in + %d ms', (usedAfter, expiresAfter) => {
    expect(expiryOf(T0, at(usedAfter))).toEqual(at(expiresAfter));
  });

  it('is 8 h idle and 12 h absolute', () => {
    expect(SESSION_IDLE_MS).toBe(8 * HOUR);
    expect(SESSION_ABSOLUTE_MS).toBe(12 * HOUR);
  });
});

describe('CSRF token comparison', () => {
  it.each([
    ['abc', 'abc', true],
    ['abd', 'abc', false],
    ['ab', 'abc', false],
    ['', '', false],
    [undefined, 'abc', false],
    [['abc'], 'abc', false],
  ])('%j against %j is %s', (submitted, expected, same) => {
    expect(sameToken(submitted, expected)).toBe(same);
  });
});

describe.each(testEngines())('stored sessions on %s', (engine) => {
  let ts: TestStore;
  const user = { id: 'user_1', organizationId: 'org_1' };

  beforeAll(async () => {
    ts = await createTestStore(engine);
    // A session belongs to a stored user of its organization (foreign keys, migration 0010).
    await givenOrganization(ts.store.db, user.organizationId);
    await ts.store.db
      .insertInto('console_users')
      .values({
        id: user.id,
        organization_id: user.organizationId,
        email: 'user_1@example.fr',
        password_hash: 'not used here',
        role: 'admin',
        created_at: T0.toISOString(),
      })
      .execute();
  });
  afterAll(async () => {
    await ts?.drop();
  });

  it('stores only the SHA-256 of the cookie value', async () => {
    const { token, session } = await openSession(ts.store.db, user, T0);
    const rows = await ts.store.db.selectFrom('console_sessions').selectAll().execute();
    expect(rows.map((r) => r.id)).toContain(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(session.id).toBe(hashToken(token));
  });

  it('slides the idle expiry on use, up to 12 h after sign-in', async () => {
    const { token } = await openSession(ts.store.db, user, T0);
    expect((await resumeSession(ts.store.db, token, at(6 * HOUR)))?.expiresAt).toBe(
      at(12 * HOUR).toISOString(),
    );
    expect(await resumeSession(ts.store.db, token, at(11 * HOUR))).toBeDefined();
    expect(await resumeSession(ts.store.db, token, at(12 * HOUR))).toBeUndefined();
  });

  it('ends a session left idle for 8 h, and a closed one', async () => {
    const idle = await openSession(ts.store.db, user, T0);
    expect(await resumeSession(ts.store.db, idle.token, at(8 * HOUR + 1))).toBeUndefined();
    const closed = await openSession(ts.store.db, user, T0);
    await closeSession(ts.store.db, closed.session.id);
    expect(await resumeSession(ts.store.db, closed.token, at(HOUR))).toBeUndefined();
  });
});
