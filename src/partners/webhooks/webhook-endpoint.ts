import type { Kysely, Selectable } from 'kysely';
import type { Database, PartnerWebhookEndpointTable } from '../../db/schema.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { Refused } from '../../shared/domain-errors.ts';
import { nowIso } from '../../shared/time.ts';
import {
  type EventTypeChoice,
  parseEventTypes,
  ROTATION_OVERLAP_MS,
  WebhookRequestError,
} from '../../webhooks/endpoints.ts';
import { generateWebhookSecret } from '../../webhooks/signature.ts';
import { resolveDeliveryAddress, type UrlPolicy } from '../../webhooks/url-guard.ts';
import { disabledLaneCount } from './webhook-lane-status.ts';

/** A partner app's one webhook endpoint, as the app reads it back (never its secret). */
export interface AppWebhookEndpoint {
  url: string;
  eventTypes: EventTypeChoice[];
  status: 'active' | 'disabled';
  disabledReason: string | null;
  createdAt: string;
  updatedAt: string;
  /** Until when a rotated-out secret still signs, if one does. */
  previousSecretUntil: string | null;
  /** Granting organizations whose lane a last failed retry disabled (their events wait). */
  disabledLanes: number;
}

function toEndpoint(row: Selectable<PartnerWebhookEndpointTable>, disabledLanes: number): AppWebhookEndpoint {
  return {
    url: row.url,
    eventTypes: row.event_types.split(' ').filter(Boolean) as EventTypeChoice[],
    status: row.status,
    disabledReason: row.disabled_reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    previousSecretUntil:
      row.previous_secret_until && row.previous_secret_until > nowIso() ? row.previous_secret_until : null,
    disabledLanes,
  };
}

/** The URL allowed by the delivery guard and the event types known, or Refused naming each. */
async function checkedInput(
  input: { url: string; eventTypes: readonly string[] },
  policy: UrlPolicy,
): Promise<{ url: string; eventTypes: EventTypeChoice[] }> {
  const url = input.url.trim();
  const problems: { in: 'body'; name: string; message: string }[] = [];
  let eventTypes: EventTypeChoice[] = [];
  try {
    eventTypes = parseEventTypes(input.eventTypes);
  } catch (error) {
    if (!(error instanceof WebhookRequestError)) throw error;
    problems.push(
      ...error.problems.map((message) => ({ in: 'body' as const, name: '/eventTypes', message })),
    );
  }
  const checked = await resolveDeliveryAddress(url, policy);
  if (!checked.ok) problems.push({ in: 'body', name: '/url', message: `the URL ${checked.problem}` });
  if (problems.length > 0) throw new Refused(problems.map((p) => p.message).join('; '), problems);
  return { url, eventTypes };
}

/**
 * Registers the app's endpoint, or replaces its URL and event types (turning a disabled one back
 * on; its organizations' disabled lanes stay so until each is turned back on). The secret is made and returned only when the endpoint is created; it signs from then on.
 * The events that follow reach it; none logged before its creation.
 */
export async function putAppWebhookEndpoint(
  db: Kysely<Database>,
  appId: string,
  input: { url: string; eventTypes: readonly string[] },
  policy: UrlPolicy,
): Promise<{ endpoint: AppWebhookEndpoint; secret: string | null }> {
  const { url, eventTypes } = await checkedInput(input, policy);
  return writeTransaction(db, async (trx) => {
    const now = nowIso();
    const updated = await trx
      .updateTable('partner_webhook_endpoints')
      .set({
        url,
        event_types: eventTypes.join(' '),
        status: 'active',
        disabled_reason: null,
        updated_at: now,
      })
      .where('app_id', '=', appId)
      .returningAll()
      .executeTakeFirst();
    if (updated) return { endpoint: toEndpoint(updated, await disabledLaneCount(trx, appId)), secret: null };
    const secret = generateWebhookSecret();
    const row = {
      app_id: appId,
      url,
      event_types: eventTypes.join(' '),
      secret,
      previous_secret: null,
      previous_secret_until: null,
      status: 'active' as const,
      disabled_reason: null,
      created_at: now,
      updated_at: now,
      lease_owner: null,
      lease_until: null,
    };
    await trx.insertInto('partner_webhook_endpoints').values(row).execute();
    return { endpoint: toEndpoint(row, 0), secret };
  });
}

export async function findAppWebhookEndpoint(
  db: Kysely<Database>,
  appId: string,
): Promise<AppWebhookEndpoint | undefined> {
  const row = await db
    .selectFrom('partner_webhook_endpoints')
    .selectAll()
    .where('app_id', '=', appId)
    .executeTakeFirst();
  return row ? toEndpoint(row, await disabledLaneCount(db, appId)) : undefined;
}

/** Deletes the endpoint with its cursors, deliveries and attempts; answers it as it was, or undefined. */
export async function deleteAppWebhookEndpoint(
  db: Kysely<Database>,
  appId: string,
): Promise<AppWebhookEndpoint | undefined> {
  return writeTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('partner_webhook_endpoints')
      .selectAll()
      .where('app_id', '=', appId)
      .executeTakeFirst();
    if (!row) return undefined;
    const endpoint = toEndpoint(row, await disabledLaneCount(trx, appId));
    await trx.deleteFrom('partner_webhook_lanes').where('app_id', '=', appId).execute();
    await trx.deleteFrom('partner_webhook_attempts').where('app_id', '=', appId).execute();
    await trx.deleteFrom('partner_webhook_deliveries').where('app_id', '=', appId).execute();
    await trx.deleteFrom('partner_webhook_cursors').where('app_id', '=', appId).execute();
    await trx.deleteFrom('partner_webhook_endpoints').where('app_id', '=', appId).execute();
    return endpoint;
  });
}

/** A new secret, returned once; the old one keeps signing beside it for 24 h. */
export async function rotateAppWebhookSecret(
  db: Kysely<Database>,
  appId: string,
  now: Date = new Date(),
): Promise<{ endpoint: AppWebhookEndpoint; secret: string } | undefined> {
  return writeTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('partner_webhook_endpoints')
      .select('secret')
      .where('app_id', '=', appId)
      .executeTakeFirst();
    if (!row) return undefined;
    const secret = generateWebhookSecret();
    const updated = await trx
      .updateTable('partner_webhook_endpoints')
      .set({
        secret,
        previous_secret: row.secret,
        previous_secret_until: new Date(now.getTime() + ROTATION_OVERLAP_MS).toISOString(),
        updated_at: now.toISOString(),
      })
      .where('app_id', '=', appId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { endpoint: toEndpoint(updated, await disabledLaneCount(trx, appId)), secret };
  });
}
