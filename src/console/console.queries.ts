import type { Kysely } from 'kysely';
import { type ApiKey, toApiKey } from '../auth/keys/api-keys.ts';
import type { Database } from '../db/schema.ts';

/** One key of the organization; another organization's key id is simply not found. */
export async function findApiKey(
  db: Kysely<Database>,
  organizationId: string,
  keyId: string,
): Promise<ApiKey | undefined> {
  const row = await db
    .selectFrom('api_keys')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', keyId)
    .executeTakeFirst();
  return row ? toApiKey(row) : undefined;
}

/**
 * The id of the newest key this console user created, or '' for none. The creation form carries
 * it; when it has changed by the time the form comes back, the form is a replay (reload, double
 * click) and no second key is created.
 */
export async function newestKeyCreatedBy(
  db: Kysely<Database>,
  organizationId: string,
  userId: string,
): Promise<string> {
  const row = await db
    .selectFrom('api_keys')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('created_by', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? '';
}

/**
 * The id of the newest webhook endpoint this console user registered (from the audit log, which
 * records it in the creation's transaction), or '' for none: the creation form's replay guard.
 */
export async function newestWebhookCreatedBy(
  db: Kysely<Database>,
  organizationId: string,
  userId: string,
): Promise<string> {
  const row = await db
    .selectFrom('audit_events')
    .select('target_id')
    .where('organization_id', '=', organizationId)
    .where('actor_type', '=', 'console_user')
    .where('actor_id', '=', userId)
    .where('action', '=', 'webhook.created')
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.target_id ?? '';
}
