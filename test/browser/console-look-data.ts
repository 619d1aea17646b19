import type { Kysely } from 'kysely';
import { upsertAccessMonths } from '../../src/access-log/access-log.queries.ts';
import { ACCESS_CATEGORIES } from '../../src/auth/access-categories.ts';
import { createApiKey, revokeApiKey } from '../../src/auth/keys/api-keys.ts';
import { createConsoleUser } from '../../src/console/console-users.ts';
import { makeRequest } from '../../src/dated-records/requests.ts';
import { type Actor, CLI_ACTOR } from '../../src/db/audit.ts';
import type { Database } from '../../src/db/schema.ts';
import type { Store } from '../../src/db/store.ts';
import { createOrganization } from '../../src/organizations/organizations.queries.ts';
import { createPartnerApp } from '../../src/partners/partner-apps.ts';
import { setLeaverRetention, shiftYears } from '../../src/privacy/leaver-retention.ts';
import { uuidv7 } from '../../src/shared/ids.ts';
import { todayIn } from '../../src/shared/time.ts';
import { createWebhookEndpoint } from '../../src/webhooks/endpoints.ts';
import { resolveDeliveryAddress } from '../../src/webhooks/url-guard.ts';
import { TEST_SIREN } from '../dsn/builder.ts';
import { givenGrant, givenPartnerApp } from '../partner-apps/support.ts';
import { givenCollaborator } from '../support/hr-data.ts';

const INTEGRATION: Actor = { type: 'api_key', id: 'key_leave_tool' };

/** Long on purpose: the names people really give break layouts that only fit short ones. */
export const LOOK = {
  org: 'org_look',
  admin: 'ressources.humaines@lumiere-et-fils-grand-ouest.test',
  password: 'correct horse battery staple',
  app: 'Mutuelle Générale des Travailleurs de l’Ouest — Prévoyance',
};

export interface LookData {
  revokedKey: string;
  activeKey: string;
  grant: string;
  endpoint: string;
  /** An app no admin has connected yet, for its consent screen: every scope it may ask. */
  consentApp: { clientId: string; secret: string; scopes: string[]; redirectUri: string };
  /** A person whose access log has a line, found by the search "Lefèvre". */
  person: string;
}

/**
 * Every console page with something on it: keys (one revoked, one with limits), a connected app
 * with withholdable fields and its access log, webhooks (one disabled with a failed delivery),
 * pending requests, people to find, an access log, and a retention with leavers coming.
 */
export async function givenLookData(store: Store): Promise<LookData> {
  const db = store.db;
  await createOrganization(db, {
    id: LOOK.org,
    name: 'Lumière & Fils — Établissements du Grand Ouest SAS',
    siren: TEST_SIREN,
  });
  await createConsoleUser(
    db,
    { organizationId: LOOK.org, email: LOOK.admin, password: LOOK.password },
    CLI_ACTOR,
  );
  const person = await givenCollaborator(db, LOOK.org, {
    first_name: 'Hélène',
    last_name: 'Lefèvre-Deschamps',
  });
  await givenCollaborator(db, LOOK.org, {
    first_name: 'Hélène',
    last_name: 'Lefèvre',
    birth_date: '1994-11-30',
  });
  const today = todayIn('Europe/Paris');
  await givenCollaborator(db, LOOK.org, {
    first_name: 'Jean-Baptiste',
    last_name: 'Départ-Prochain',
    contracts: [{ startDate: '2001-01-01', endDate: shiftYears(today, -5) }],
  });
  await setLeaverRetention(db, LOOK.org, 5, CLI_ACTOR);

  const active = await createApiKey(
    db,
    {
      organizationId: LOOK.org,
      name: 'Export paie mensuel – intégration Silae pour l’établissement de Nantes',
      scopes: ['org:employee:read', 'org:employee:details:read', 'org:absence:read', 'org:absence:type:read'],
      kind: 'self_serve',
      withhold: ['socialSecurityNumber', 'bankAccount'],
      expiresAt: new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10),
      allowFrom: ['203.0.113.0/24', '198.51.100.17'],
    },
    CLI_ACTOR,
  );
  const revoked = await createApiKey(
    db,
    {
      organizationId: LOOK.org,
      name: 'Ancien connecteur du logiciel de planning',
      scopes: ['org:employee:read', 'org:work_location:read'],
      kind: 'self_serve',
    },
    CLI_ACTOR,
  );
  await revokeApiKey(db, LOOK.org, revoked.key.id, CLI_ACTOR);
  await createApiKey(
    db,
    {
      organizationId: LOOK.org,
      name: 'Import DSN',
      scopes: ['org:employee:read', 'org:hr_data:import', 'org:employee:write'],
      kind: 'self_serve',
    },
    CLI_ACTOR,
  );

  const app = await givenPartnerApp(db, { name: LOOK.app });
  const grant = await givenGrant(db, app.clientId, LOOK.org, [
    'org:employee:read',
    'org:employee:details:read',
    'org:absence:read',
    'org:absence:type:read',
    'org:company:read',
  ]);
  const gone = await givenPartnerApp(db, { name: 'Ancienne application de notes de frais' });
  const revokedGrant = await givenGrant(db, gone.clientId, LOOK.org, ['org:employee:read']);
  await db
    .updateTable('partner_grants')
    .set({ revoked_at: new Date().toISOString() })
    .where('id', '=', revokedGrant)
    .execute();

  const consentApp = await givenAppToConnect(db);
  const endpoint = await givenEndpoints(db);
  await givenAccessLog(db, person.id, [active.key.id, grant]);
  await makeRequest(
    store,
    LOOK.org,
    'absence',
    {
      collaboratorId: person.id,
      type: 'conge_paye',
      startDate: '2026-12-14',
      endDate: '2026-12-18',
      startHalfDay: true,
    },
    INTEGRATION,
  );
  await makeRequest(
    store,
    LOOK.org,
    'work_location',
    {
      collaboratorId: person.id,
      isRemoteWork: true,
      location: 'Domicile, 12 rue des Tanneurs, Saint-Herblain',
      startDate: '2026-12-21',
      endDate: '2026-12-21',
    },
    INTEGRATION,
  );
  return {
    revokedKey: revoked.key.id,
    activeKey: active.key.id,
    grant,
    endpoint,
    consentApp,
    person: person.id,
  };
}

async function givenEndpoints(db: Kysely<Database>): Promise<string> {
  const policy = { allowPrivate: true, production: false };
  await createWebhookEndpoint(
    db,
    { organizationId: LOOK.org, url: 'http://127.0.0.1:9/hooks/hrapi', eventTypes: ['*'] },
    policy,
    CLI_ACTOR,
  );
  const endpointUrl =
    'http://127.0.0.1:9/integrations/ressources-humaines/webhooks/recevoir-les-evenements-de-hrapi';
  const { endpoint } = await createWebhookEndpoint(
    db,
    {
      organizationId: LOOK.org,
      url: endpointUrl,
      eventTypes: ['absence.created', 'absence.updated', 'collaborator.created', 'collaborator.deleted'],
    },
    policy,
    CLI_ACTOR,
  );
  // Disabled by a delivery refused for its private address, with the dispatcher's own text (which
  // names the operator's switch): the notice, the enable button and the replay all show.
  const refused = await resolveDeliveryAddress(endpointUrl, { allowPrivate: false, production: false });
  const refusal = refused.ok ? 'refused' : `refused: the URL ${refused.problem}`;
  await db
    .updateTable('webhook_endpoints')
    .set({
      status: 'disabled',
      disabled_reason: `disabled at ${new Date().toISOString()} after 8 failed attempts to deliver one event (last: ${refusal})`,
      disabled_reason_kind: 'private_address',
    })
    .where('id', '=', endpoint.id)
    .execute();
  const now = new Date().toISOString();
  const delivery = uuidv7();
  await db
    .insertInto('webhook_deliveries')
    .values({
      organization_id: LOOK.org,
      id: delivery,
      endpoint_id: endpoint.id,
      seq: null,
      event_type: 'collaborator.deleted',
      payload: '{}',
      status: 'failed',
      attempts: 8,
      next_attempt_at: now,
      locked_until: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('webhook_attempts')
    .values({
      organization_id: LOOK.org,
      id: uuidv7(),
      delivery_id: delivery,
      attempted_at: now,
      status_code: 502,
      latency_ms: 30_012,
      response_excerpt: `<html><head><title>502 Bad Gateway</title></head><body>${'upstream-connect-error-or-disconnect-before-headers '.repeat(4)}</body></html>`,
      error: null,
      reason_kind: 'http_status',
    })
    .execute();
  await givenRefusedDelivery(db, endpoint.id, refusal);
  return endpoint.id;
}

/** A partner app with a long name asking for many scopes, reads and a write among them. */
async function givenAppToConnect(db: Kysely<Database>): Promise<LookData['consentApp']> {
  const scopes = [
    'org:employee:read',
    'org:employee:details:read',
    'org:contract:details:read',
    'org:absence:read',
    'org:absence:type:read',
    'org:absence:write',
    'org:work_location:read',
    'org:company:read',
  ];
  const redirectUri = 'http://127.0.0.1:9/integrations/prevoyance-collective/oauth/retour-de-consentement';
  const { app, secret } = await createPartnerApp(db, {
    name: 'Caisse Interprofessionnelle de Prévoyance et d’Assurance des Salariés du Grand Ouest',
    redirectUris: [redirectUri],
    scopes,
  });
  return { clientId: app.id, secret, scopes, redirectUri };
}

/** The delivery the dispatcher refused last: its stored text names HRAPI_WEBHOOKS_ALLOW_PRIVATE. */
async function givenRefusedDelivery(db: Kysely<Database>, endpointId: string, error: string): Promise<void> {
  const at = new Date(Date.now() + 1000).toISOString();
  const delivery = uuidv7();
  await db
    .insertInto('webhook_deliveries')
    .values({
      organization_id: LOOK.org,
      id: delivery,
      endpoint_id: endpointId,
      seq: null,
      event_type: 'absence.created',
      payload: '{}',
      status: 'failed',
      attempts: 8,
      next_attempt_at: at,
      locked_until: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await db
    .insertInto('webhook_attempts')
    .values({
      organization_id: LOOK.org,
      id: uuidv7(),
      delivery_id: delivery,
      attempted_at: at,
      status_code: null,
      latency_ms: 0,
      response_excerpt: null,
      error,
      reason_kind: 'private_address',
    })
    .execute();
}

/** A month of reads of the person by a key and by the app, in every category. */
async function givenAccessLog(db: Kysely<Database>, collaboratorId: string, keyIds: string[]): Promise<void> {
  const month = new Date().toISOString().slice(0, 7);
  await upsertAccessMonths(db, [
    keyIds.map((keyId) => ({
      organizationId: LOOK.org,
      collaboratorId,
      keyId,
      month,
      days: ACCESS_CATEGORIES.map(() => 0b11),
      reads: ACCESS_CATEGORIES.map(() => 3),
    })),
  ]);
}
