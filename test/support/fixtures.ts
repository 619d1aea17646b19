import type { Kysely } from 'kysely';
import { type ApiKey, createApiKey } from '../../src/auth/keys/api-keys.ts';
import type { KeyKind, Scope } from '../../src/auth/scopes.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import type { Database } from '../../src/db/schema.ts';
import { createOrganization } from '../../src/organizations/organizations.queries.ts';
import { createWebhookEndpoint, type WebhookEndpoint } from '../../src/webhooks/endpoints.ts';

export async function givenOrganization(db: Kysely<Database>, id: string, name = `Organization ${id}`) {
  return createOrganization(db, { id, name, siren: '552100554', legalForm: 'SAS' });
}

export async function givenKey(
  db: Kysely<Database>,
  organizationId: string,
  scopes: Scope[],
  kind: KeyKind = 'self_serve',
): Promise<{ key: ApiKey; secret: string }> {
  return createApiKey(
    db,
    { organizationId, name: `test key with ${scopes.length} scopes`, scopes, kind },
    CLI_ACTOR,
  );
}

/** An endpoint of the organization for `absence.created`, at a port where nothing listens. */
export async function givenWebhookEndpoint(
  db: Kysely<Database>,
  organizationId: string,
): Promise<WebhookEndpoint> {
  const { endpoint } = await createWebhookEndpoint(
    db,
    { organizationId, url: 'http://127.0.0.1:9/never', eventTypes: ['absence.created'] },
    { allowPrivate: true, production: false },
    CLI_ACTOR,
  );
  return endpoint;
}
