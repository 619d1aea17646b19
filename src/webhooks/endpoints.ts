import type { Kysely, Selectable } from 'kysely';
import { CHANGE_TYPES, type ChangeType, latestChangeNumber } from '../changes/change-log.ts';
import { type Actor, recordAudit } from '../db/audit.ts';
import type { Database, WebhookEndpointTable } from '../db/schema.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import { isOneOf } from '../shared/guards.ts';
import { uuidv7 } from '../shared/ids.ts';
import { nowIso } from '../shared/time.ts';
import { type DeliveryFailure, storedFailure } from './failure.ts';
import { generateWebhookSecret } from './signature.ts';
import { resolveDeliveryAddress, type UrlPolicy } from './url-guard.ts';

/** The event a console admin sends to check an endpoint; never logged in the change feed. */
export const TEST_EVENT_TYPE = 'webhook.test';
/** How long a rotated-out secret keeps signing beside the new one. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

/** What an endpoint takes: change types by name, or `*`, every type there is now or will be. */
export const EVERY_EVENT_TYPE = '*';
export type EventTypeChoice = ChangeType | typeof EVERY_EVENT_TYPE;

/**
 * The change types an endpoint's stored choice names today. `*` is kept as written and read here,
 * at each fan-out, so a type added to the feed later reaches the endpoints that took every type.
 */
export function eventTypesOf(stored: string): ChangeType[] {
  const words = stored.split(' ').filter(Boolean);
  if (words.includes(EVERY_EVENT_TYPE)) return [...CHANGE_TYPES];
  return words.filter((t): t is ChangeType => isOneOf(CHANGE_TYPES, t));
}

export class WebhookRequestError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
  }
}

export interface WebhookEndpoint {
  id: string;
  organizationId: string;
  url: string;
  /** The types it takes, or `['*']`: every type, present and future. */
  eventTypes: EventTypeChoice[];
  status: 'active' | 'disabled';
  /** For integrators and operators: the technical text, the operator's switches named. */
  disabledReason: string | null;
  /** For the console: why its last delivery failed, as a kind it words. */
  disabledReasonKind: DeliveryFailure | null;
  createdAt: string;
  /** Until when a rotated-out secret still signs, if one does. */
  previousSecretUntil: string | null;
}

export function toEndpoint(row: Selectable<WebhookEndpointTable>): WebhookEndpoint {
  return {
    id: row.id,
    organizationId: row.organization_id,
    url: row.url,
    eventTypes: row.event_types
      .split(' ')
      .filter((t): t is EventTypeChoice => t === EVERY_EVENT_TYPE || isOneOf(CHANGE_TYPES, t)),
    status: row.status,
    disabledReason: row.disabled_reason,
    disabledReasonKind: storedFailure(row.disabled_reason_kind),
    createdAt: row.created_at,
    previousSecretUntil:
      row.previous_secret_until && row.previous_secret_until > nowIso() ? row.previous_secret_until : null,
  };
}

/** `*` (kept as such: every type, present and future) or a comma list of change types; unknown ones are refused by name. */
export function parseEventTypes(raw: string | readonly string[]): EventTypeChoice[] {
  const wanted = (typeof raw === 'string' ? raw.split(',') : [...raw]).map((t) => t.trim()).filter(Boolean);
  if (wanted.length === 1 && wanted[0] === EVERY_EVENT_TYPE) return [EVERY_EVENT_TYPE];
  const unknown = wanted.filter((t) => !isOneOf(CHANGE_TYPES, t));
  if (unknown.length > 0) {
    throw new WebhookRequestError([
      `unknown event type${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')} (accepted: ${CHANGE_TYPES.join(', ')}, or *)`,
    ]);
  }
  if (wanted.length === 0) throw new WebhookRequestError(['at least one event type is required']);
  return [...new Set(wanted.filter((t): t is ChangeType => isOneOf(CHANGE_TYPES, t)))];
}

/**
 * Registers an endpoint: the URL must be allowed (no loopback, private, link-local or metadata
 * address; https in production) and it receives the changes that follow its creation. The secret
 * is returned once, here.
 */
export async function createWebhookEndpoint(
  db: Kysely<Database>,
  input: { organizationId: string; url: string; eventTypes: readonly EventTypeChoice[] },
  policy: UrlPolicy,
  actor: Actor,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const url = input.url.trim();
  const checked = await resolveDeliveryAddress(url, policy);
  if (!checked.ok) throw new WebhookRequestError([`the URL ${checked.problem}`]);
  const organization = await db
    .selectFrom('organizations')
    .select('id')
    .where('id', '=', input.organizationId)
    .executeTakeFirst();
  if (!organization) throw new WebhookRequestError([`no organization ${input.organizationId}`]);
  const secret = generateWebhookSecret();
  return writeTransaction(db, async (trx) => {
    const now = nowIso();
    const row = {
      organization_id: input.organizationId,
      id: uuidv7(),
      url,
      event_types: input.eventTypes.join(' '),
      secret,
      previous_secret: null,
      previous_secret_until: null,
      status: 'active' as const,
      disabled_reason: null,
      disabled_reason_kind: null,
      cursor: await latestChangeNumber(trx, input.organizationId),
      created_at: now,
      updated_at: now,
      lease_owner: null,
      lease_until: null,
    };
    await trx.insertInto('webhook_endpoints').values(row).execute();
    await recordAudit(trx, input.organizationId, actor, {
      action: 'webhook.created',
      targetType: 'webhook_endpoint',
      targetId: row.id,
      details: { eventTypes: input.eventTypes.length },
    });
    return { endpoint: toEndpoint(row), secret };
  });
}

export async function listWebhookEndpoints(
  db: Kysely<Database>,
  organizationId: string,
): Promise<WebhookEndpoint[]> {
  const rows = await db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toEndpoint);
}

export async function findWebhookEndpoint(
  db: Kysely<Database>,
  organizationId: string,
  id: string,
): Promise<WebhookEndpoint | undefined> {
  const row = await db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toEndpoint(row) : undefined;
}

/** Deletes the endpoint and its deliveries; false when the organization has no such endpoint. */
export async function deleteWebhookEndpoint(
  db: Kysely<Database>,
  organizationId: string,
  id: string,
  actor: Actor,
): Promise<boolean> {
  return writeTransaction(db, async (trx) => {
    const deliveries = trx
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('organization_id', '=', organizationId)
      .where('endpoint_id', '=', id);
    await trx
      .deleteFrom('webhook_attempts')
      .where('organization_id', '=', organizationId)
      .where('delivery_id', 'in', deliveries)
      .execute();
    await trx
      .deleteFrom('webhook_deliveries')
      .where('organization_id', '=', organizationId)
      .where('endpoint_id', '=', id)
      .execute();
    const deleted = await trx
      .deleteFrom('webhook_endpoints')
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return false;
    await recordAudit(trx, organizationId, actor, {
      action: 'webhook.deleted',
      targetType: 'webhook_endpoint',
      targetId: id,
    });
    return true;
  });
}

/** A new secret; the old one keeps signing beside it for 24 h. Returns the new secret, once. */
export async function rotateWebhookSecret(
  db: Kysely<Database>,
  organizationId: string,
  id: string,
  actor: Actor,
  now: Date = new Date(),
): Promise<string | undefined> {
  return writeTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('webhook_endpoints')
      .select('secret')
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    const secret = generateWebhookSecret();
    await trx
      .updateTable('webhook_endpoints')
      .set({
        secret,
        previous_secret: row.secret,
        previous_secret_until: new Date(now.getTime() + ROTATION_OVERLAP_MS).toISOString(),
        updated_at: now.toISOString(),
      })
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, organizationId, actor, {
      action: 'webhook.secret_rotated',
      targetType: 'webhook_endpoint',
      targetId: id,
    });
    return secret;
  });
}

/** Turns a disabled endpoint back on; its waiting deliveries then go out again. */
export async function enableWebhookEndpoint(
  db: Kysely<Database>,
  organizationId: string,
  id: string,
  actor: Actor,
): Promise<boolean> {
  return writeTransaction(db, async (trx) => {
    // A disabled endpoint is leased by no one: its waiting deliveries go out at the next look.
    await trx
      .updateTable('webhook_endpoints')
      .set({ lease_owner: null, lease_until: null })
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .where('status', '=', 'disabled')
      .execute();
    const updated = await trx
      .updateTable('webhook_endpoints')
      .set({ status: 'active', disabled_reason: null, disabled_reason_kind: null, updated_at: nowIso() })
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await recordAudit(trx, organizationId, actor, {
      action: 'webhook.enabled',
      targetType: 'webhook_endpoint',
      targetId: id,
    });
    return true;
  });
}
