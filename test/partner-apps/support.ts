import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashSecret } from '../../src/auth/secret.ts';
import type { Database } from '../../src/db/schema.ts';
import { uuidv7 } from '../../src/shared/ids.ts';

/**
 * A partner app and its grants as the operator's registration and an admin's consent leave them
 * in the store (migration 0027); the HTTP flow that makes them is another suite's.
 */
export async function givenPartnerApp(
  db: Kysely<Database>,
  options: { scopes?: string[]; status?: 'active' | 'disabled'; clientId?: string; name?: string } = {},
): Promise<{ clientId: string; clientSecret: string }> {
  const clientId = options.clientId ?? `app_${randomBytes(6).toString('hex')}`;
  const clientSecret = `hrs_${randomBytes(24).toString('base64url')}`;
  await db
    .insertInto('partner_apps')
    .values({
      id: clientId,
      name: options.name ?? `App ${clientId}`,
      secret_hash: hashSecret(clientSecret),
      secret_start: clientSecret.slice(0, 8),
      redirect_uris: JSON.stringify(['https://partner.example/callback']),
      scopes: (options.scopes ?? ['org:employee:read', 'org:absence:read', 'org:company:read']).join(' '),
      status: options.status ?? 'active',
      created_at: new Date().toISOString(),
      secret_rotated_at: null,
      disabled_at: null,
    })
    .execute();
  return { clientId, clientSecret };
}

export async function givenGrant(
  db: Kysely<Database>,
  appId: string,
  organizationId: string,
  scopes: string[],
  grantedAt = new Date().toISOString(),
): Promise<string> {
  const id = uuidv7();
  await db
    .insertInto('partner_grants')
    .values({
      id,
      app_id: appId,
      organization_id: organizationId,
      scopes: scopes.join(' '),
      granted_by: null,
      granted_at: grantedAt,
      last_used_at: null,
      revoked_at: null,
      revoked_by: null,
    })
    .execute();
  return id;
}

export async function revokeGrant(db: Kysely<Database>, grantId: string): Promise<void> {
  await db
    .updateTable('partner_grants')
    .set({ revoked_at: new Date().toISOString() })
    .where('id', '=', grantId)
    .execute();
}

/** `Authorization: Basic` per RFC 6749 §2.3.1: each part form-urlencoded, then base64. */
export function basic(clientId: string, clientSecret: string): string {
  const form = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');
  return `Basic ${Buffer.from(`${form(clientId)}:${form(clientSecret)}`).toString('base64')}`;
}

/**
 * Every app's endpoint as registered, ordered: what a refused request must leave as it was. The
 * lease columns are left out, since the dispatchers of running servers move them meanwhile.
 */
export function registeredEndpoints(db: Kysely<Database>) {
  return db
    .selectFrom('partner_webhook_endpoints')
    .select([
      'app_id',
      'url',
      'event_types',
      'secret',
      'previous_secret',
      'status',
      'created_at',
      'updated_at',
    ])
    .orderBy('app_id')
    .execute();
}
