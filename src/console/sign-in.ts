import type { Kysely } from 'kysely';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { Database } from '../db/schema.ts';
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

/** Verified against when the e-mail is unknown, so the answer takes as long either way. */
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
 * Checks an e-mail and password. A throttled attempt is refused before the password is looked at,
 * so even the right password does not get in; it is not counted, so waiting always ends the block.
 */
export async function signIn(
  db: Kysely<Database>,
  input: { email: string; password: string; address: string },
  now: Date = new Date(),
): Promise<SignInOutcome> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString();
  const account = accountSubject(input.email);
  const address = addressSubject(input.address);
  const [byAccount, byAddress] = await Promise.all([
    recentFailures(db, account, since),
    recentFailures(db, address, since),
  ]);
  const blockedUntil: number[] = [];
  if (byAccount.count >= MAX_FAILURES_PER_ACCOUNT && byAccount.oldest)
    blockedUntil.push(Date.parse(byAccount.oldest) + THROTTLE_WINDOW_MS);
  if (byAddress.count >= MAX_FAILURES_PER_ADDRESS && byAddress.oldest)
    blockedUntil.push(Date.parse(byAddress.oldest) + THROTTLE_WINDOW_MS);
  const found = await findConsoleUserForSignIn(db, input.email);
  if (blockedUntil.length > 0) {
    const minutes = Math.max(1, Math.ceil((Math.max(...blockedUntil) - now.getTime()) / 60_000));
    if (found) {
      await recordAccountEvent(db, found.user, 'console_user.sign_in_refused', { reason: 'throttled' });
    }
    return { outcome: 'throttled', retryAfterMinutes: minutes };
  }

  decoyHash ??= hashPassword('decoy password, never a real one');
  const passwordOk = await verifyPassword(input.password, found?.passwordHash ?? (await decoyHash));
  if (found && passwordOk) {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sign_in_attempts').where('subject', '=', account).execute();
      await recordAccountEvent(trx, found.user, 'console_user.signed_in');
    });
    return { outcome: 'signed_in', user: found.user };
  }

  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('sign_in_attempts')
      .values([
        { id: uuidv7(now.getTime()), subject: account, attempted_at: at },
        { id: uuidv7(now.getTime()), subject: address, attempted_at: at },
      ])
      .execute();
    // Housekeeping: attempts older than the window no longer count for anyone.
    await trx.deleteFrom('sign_in_attempts').where('attempted_at', '<=', since).execute();
    if (found) {
      await recordAccountEvent(trx, found.user, 'console_user.sign_in_refused', { reason: 'wrong_password' });
    }
  });
  return { outcome: 'invalid' };
}
