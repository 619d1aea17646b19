import { type Kysely, sql } from 'kysely';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { Database } from '../db/schema.ts';
import type { Store } from '../db/store.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import { uuidv7 } from '../shared/ids.ts';
import {
  type ConsoleUser,
  findConsoleUserForSignIn,
  normalizeEmail,
  recordAccountEvent,
} from './console-users.ts';

/** Failed sign-ins counted over a sliding window, per account and per client address. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export type SignInOutcome =
  | { outcome: 'signed_in'; user: ConsoleUser }
  | { outcome: 'invalid' }
  | { outcome: 'throttled'; retryAfterMinutes: number };

/** Verified against when the e-mail is unknown, so the response takes as long either way. */
let decoyHash: Promise<string> | undefined;

const accountSubject = (email: string) => `account:${normalizeEmail(email)}`;
const addressSubject = (address: string) => `address:${address}`;

async function recentFailures(
  db: Kysely<Database>,
  subject: string,
  since: string,
): Promise<{ count: number; oldest: string | undefined }> {
  const rows = await db
    .selectFrom('sign_in_attempts')
    .select('attempted_at')
    .where('subject', '=', subject)
    .where('attempted_at', '>', since)
    .orderBy('attempted_at', 'asc')
    .execute();
  return { count: rows.length, oldest: rows[0]?.attempted_at };
}

/**
 * Reservations of this process run one after another: each is a short transaction, and a burst of
 * attempts then holds one pooled connection instead of queueing every connection behind one lock.
 * Other instances are serialized by the database lock itself.
 */
let reservations: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = reservations.then(task, task);
  reservations = run.catch(() => undefined);
  return run;
}

/** Thrown inside the reserving transaction to roll it back: a throttled attempt is not counted. */
class Throttled extends Error {
  constructor(readonly until: number) {
    super('throttled');
  }
}

/**
 * Counts the attempt and decides in one step, before the password is looked at: the attempt is
 * written first (as a failure until proven otherwise), then the failures are counted with it.
 * Concurrent attempts therefore see each other, so a hundred parallel guesses get at most the
 * allowed number evaluated. SQLite holds its write lock from the insert; PostgreSQL takes an
 * advisory lock per subject (in a fixed order, so two attempts never wait on each other).
 */
async function reserveAttempt(
  store: SignInStore,
  subjects: { account: string; address: string },
  now: Date,
): Promise<{ accountId: string; addressId: string } | { throttledUntil: number }> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString();
  const ids = { accountId: uuidv7(now.getTime()), addressId: uuidv7(now.getTime()) };
  try {
    await writeTransaction(store.db, async (trx) => {
      if (store.engine === 'postgres') {
        for (const subject of [subjects.account, subjects.address].sort()) {
          await sql`select pg_advisory_xact_lock(hashtextextended(${subject}, 0))`.execute(trx);
        }
      }
      const at = now.toISOString();
      await trx
        .insertInto('sign_in_attempts')
        .values([
          { id: ids.accountId, subject: subjects.account, attempted_at: at },
          { id: ids.addressId, subject: subjects.address, attempted_at: at },
        ])
        .execute();
      const byAccount = await recentFailures(trx, subjects.account, since);
      const byAddress = await recentFailures(trx, subjects.address, since);
      // Both counts include this attempt: it is refused when the earlier ones already reach the limit.
      const blockedUntil: number[] = [];
      if (byAccount.count > MAX_FAILURES_PER_ACCOUNT && byAccount.oldest)
        blockedUntil.push(Date.parse(byAccount.oldest) + THROTTLE_WINDOW_MS);
      if (byAddress.count > MAX_FAILURES_PER_ADDRESS && byAddress.oldest)
        blockedUntil.push(Date.parse(byAddress.oldest) + THROTTLE_WINDOW_MS);
      if (blockedUntil.length > 0) throw new Throttled(Math.max(...blockedUntil));
    });
  } catch (error) {
    if (error instanceof Throttled) return { throttledUntil: error.until };
    throw error;
  }
  return ids;
}

/** The store as sign-in needs it: the engine decides how concurrent attempts are serialized. */
export type SignInStore = Pick<Store, 'db' | 'engine'>;

/**
 * Checks an e-mail and password. A throttled attempt is refused before the password is looked at,
 * so even the right password does not get in; it is not counted, so waiting always ends the block.
 */
export async function signIn(
  store: SignInStore,
  input: { email: string; password: string; address: string },
  now: Date = new Date(),
): Promise<SignInOutcome> {
  const { db } = store;
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString();
  const account = accountSubject(input.email);
  const reserved = await oneAtATime(() =>
    reserveAttempt(store, { account, address: addressSubject(input.address) }, now),
  );
  const found = await findConsoleUserForSignIn(db, input.email);
  if ('throttledUntil' in reserved) {
    const minutes = Math.max(1, Math.ceil((reserved.throttledUntil - now.getTime()) / 60_000));
    if (found) {
      await recordAccountEvent(db, found.user, 'console_user.sign_in_refused', { reason: 'throttled' });
    }
    return { outcome: 'throttled', retryAfterMinutes: minutes };
  }

  decoyHash ??= hashPassword('decoy password, never a real one');
  const passwordOk = await verifyPassword(input.password, found?.passwordHash ?? (await decoyHash));
  if (found && passwordOk) {
    await writeTransaction(db, async (trx) => {
      await trx.deleteFrom('sign_in_attempts').where('subject', '=', account).execute();
      await trx.deleteFrom('sign_in_attempts').where('id', '=', reserved.addressId).execute();
      await recordAccountEvent(trx, found.user, 'console_user.signed_in');
    });
    return { outcome: 'signed_in', user: found.user };
  }

  // The reserved attempt stays as the failure it was counted as.
  await writeTransaction(db, async (trx) => {
    // Housekeeping: attempts older than the window no longer count for anyone.
    await trx.deleteFrom('sign_in_attempts').where('attempted_at', '<=', since).execute();
    if (found) {
      await recordAccountEvent(trx, found.user, 'console_user.sign_in_refused', { reason: 'wrong_password' });
    }
  });
  return { outcome: 'invalid' };
}
