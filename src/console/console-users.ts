import type { Kysely } from 'kysely';
import { type Actor, recordAudit } from '../audit/audit.ts';
import { hashPassword, passwordProblem } from '../auth/passwords.ts';
import type { Database } from '../db/schema.ts';
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
  await db.transaction().execute(async (trx) => {
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
