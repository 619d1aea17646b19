import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { writeTransaction } from '../db/write-transaction.ts';

/** A session ends after 8 h without a request, and 12 h after sign-in whatever the activity. */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** Sliding the expiry costs a write; doing it at most once a minute is plenty. */
const SLIDE_GRANULARITY_MS = 60 * 1000;

export interface ConsoleSession {
  id: string;
  userId: string;
  organizationId: string;
  csrfToken: string;
  createdAt: string;
  expiresAt: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function expiryOf(createdAt: Date, now: Date): Date {
  return new Date(Math.min(now.getTime() + SESSION_IDLE_MS, createdAt.getTime() + SESSION_ABSOLUTE_MS));
}

/** Opens a session and returns the cookie value; only its SHA-256 is stored. */
export async function openSession(
  db: Kysely<Database>,
  user: { id: string; organizationId: string },
  now: Date = new Date(),
): Promise<{ token: string; session: ConsoleSession }> {
  const token = randomToken();
  const session: ConsoleSession = {
    id: hashToken(token),
    userId: user.id,
    organizationId: user.organizationId,
    csrfToken: randomToken(),
    createdAt: now.toISOString(),
    expiresAt: expiryOf(now, now).toISOString(),
  };
  await writeTransaction(db, async (trx) => {
    // Housekeeping: the user's expired sessions go when a new one opens.
    await trx
      .deleteFrom('console_sessions')
      .where('user_id', '=', user.id)
      .where('expires_at', '<=', now.toISOString())
      .execute();
    await trx
      .insertInto('console_sessions')
      .values({
        id: session.id,
        user_id: session.userId,
        organization_id: session.organizationId,
        csrf_token: session.csrfToken,
        created_at: session.createdAt,
        expires_at: session.expiresAt,
      })
      .execute();
  });
  return { token, session };
}

/** The live session of a cookie value, its idle expiry slid forward; undefined when absent or expired. */
export async function resumeSession(
  db: Kysely<Database>,
  token: string,
  now: Date = new Date(),
): Promise<ConsoleSession | undefined> {
  const id = hashToken(token);
  const row = await db.selectFrom('console_sessions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  if (Date.parse(row.expires_at) <= now.getTime()) {
    await db.deleteFrom('console_sessions').where('id', '=', id).execute();
    return undefined;
  }
  const session: ConsoleSession = {
    id,
    userId: row.user_id,
    organizationId: row.organization_id,
    csrfToken: row.csrf_token,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
  const slid = expiryOf(new Date(row.created_at), now);
  if (slid.getTime() - Date.parse(row.expires_at) >= SLIDE_GRANULARITY_MS) {
    session.expiresAt = slid.toISOString();
    await db
      .updateTable('console_sessions')
      .set({ expires_at: session.expiresAt })
      .where('id', '=', id)
      .execute();
  }
  return session;
}

export async function closeSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('console_sessions').where('id', '=', sessionId).execute();
}

/** Constant-time comparison of a submitted CSRF token with the expected one (hashing evens the lengths). */
export function sameToken(submitted: unknown, expected: string): boolean {
  if (typeof submitted !== 'string' || submitted === '' || expected === '') return false;
  const a = createHash('sha256').update(submitted).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
