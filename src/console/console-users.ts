import type { Kysely } from 'kysely';
import { hashPassword, passwordProblem } from '../auth/passwords.ts';
import { type Actor, recordAudit } from '../db/audit.ts';
import type { Database } from '../db/schema.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import { uuidv7 } from '../shared/ids.ts';
import { nowIso } from '../shared/time.ts';

export interface ConsoleUser {
  id: string;
  organizationId: string;
  email: string;
  role: 'admin' | 'member';
  createdAt: string;
}

export class ConsoleUserError extends Error {}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function createConsoleUser(
  db: Kysely<Database>,
  input: { organizationId: string; email: string; password: string; role?: 'admin' | 'member' },
  actor: Actor,
): Promise<ConsoleUser> {
  const email = normalizeEmail(input.email);
  if (!EMAIL.test(email)) throw new ConsoleUserError(`"${input.email}" is not an e-mail address`);
  const problem = passwordProblem(input.password);
  if (problem) throw new ConsoleUserError(problem);
  const user: ConsoleUser = {
    id: uuidv7(),
    organizationId: input.organizationId,
    email,
    role: input.role ?? 'admin',
    createdAt: nowIso(),
  };
  const passwordHash = await hashPassword(input.password);
  await writeTransaction(db, async (trx) => {
    const existing = await trx
      .selectFrom('console_users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    if (existing) throw new ConsoleUserError(`a console user with the e-mail ${email} already exists`);
    await trx
      .insertInto('console_users')
      .values({
        id: user.id,
        organization_id: user.organizationId,
        email,
        password_hash: passwordHash,
        role: user.role,
        created_at: user.createdAt,
      })
      .execute();
    await recordAudit(trx, user.organizationId, actor, {
      action: 'console_user.created',
      targetType: 'console_user',
      targetId: user.id,
      details: { role: user.role },
    });
  });
  return user;
}

function toConsoleUser(row: {
  id: string;
  organization_id: string;
  email: string;
  role: 'admin' | 'member';
  created_at: string;
}): ConsoleUser {
  return {
    id: row.id,
    organizationId: row.organization_id,
    email: row.email,
    role: row.role,
    createdAt: row.created_at,
  };
}

/** The user and their password hash, for sign-in only. */
export async function findConsoleUserForSignIn(
  db: Kysely<Database>,
  email: string,
): Promise<{ user: ConsoleUser; passwordHash: string } | undefined> {
  const row = await db
    .selectFrom('console_users')
    .selectAll()
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  return row ? { user: toConsoleUser(row), passwordHash: row.password_hash } : undefined;
}

export async function findConsoleUser(db: Kysely<Database>, id: string): Promise<ConsoleUser | undefined> {
  const row = await db
    .selectFrom('console_users')
    .select(['id', 'organization_id', 'email', 'role', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toConsoleUser(row) : undefined;
}

/** E-mails of the given users of one organization, for the events list. */
export async function consoleUserEmails(
  db: Kysely<Database>,
  organizationId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('console_users')
    .select(['id', 'email'])
    .where('organization_id', '=', organizationId)
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row.email]));
}

/** Records what a console user did to their own account (signed in, refused, signed out). */
export async function recordAccountEvent(
  db: Kysely<Database>,
  user: Pick<ConsoleUser, 'id' | 'organizationId'>,
  action: string,
  details?: Record<string, unknown>,
): Promise<void> {
  await recordAudit(
    db,
    user.organizationId,
    { type: 'console_user', id: user.id },
    { action, targetType: 'console_user', targetId: user.id, ...(details ? { details } : {}) },
  );
}
