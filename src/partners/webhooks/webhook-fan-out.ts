import type { Kysely, Transaction } from 'kysely';
import { fieldVisibility } from '../../auth/field-visibility.ts';
import { withheldFieldsOf } from '../../auth/withheld-fields.ts';
import { latestChangeNumber } from '../../changes/change-log.ts';
import { readableChangeTypes } from '../../changes/change-scopes.ts';
import { listChangeEvents } from '../../changes/changes.queries.ts';
import { stoppageReasons } from '../../changes/stoppage-reasons.ts';
import type { Database } from '../../db/schema.ts';
import type { Store } from '../../db/store.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { uuidv7 } from '../../shared/ids.ts';
import { type EndpointBatch, ROWS_PER_INSERT } from '../../webhooks/claims.ts';
import { eventPayload } from '../../webhooks/deliveries.ts';
import { eventTypesOf } from '../../webhooks/endpoints.ts';
import { ensureLanes, type Lane } from './webhook-lane-status.ts';

/** Changes turned into deliveries per lane and pass. */
const FAN_OUT_BATCH = 1000;

type Trx = Transaction<Database>;

/** Waiting deliveries of the lane whose grant is no longer live are withdrawn. */
async function withdrawRevoked(trx: Trx, lane: Lane, now: string): Promise<void> {
  await trx
    .updateTable('partner_webhook_deliveries')
    .set({ status: 'withdrawn', next_attempt_at: now, updated_at: now })
    .where('app_id', '=', lane.appId)
    .where('organization_id', '=', lane.organizationId)
    .where('status', '=', 'pending')
    .where((eb) =>
      eb(
        'grant_id',
        'not in',
        eb
          .selectFrom('partner_grants')
          .select('id')
          .where('app_id', '=', lane.appId)
          .where('organization_id', '=', lane.organizationId)
          .where('revoked_at', 'is', null),
      ),
    )
    .execute();
}

interface GrantWithWork {
  id: string;
  organization_id: string;
  scopes: string;
  withheld_fields: string;
  granted_at: string;
  cursor: number | string | bigint | null;
}

/** The grant's cursor; a new grant gets one at the last change logged before it (or before the endpoint, if later). */
async function cursorOf(trx: Trx, appId: string, grant: GrantWithWork, endpointCreatedAt: string) {
  if (grant.cursor !== null) return Number(grant.cursor);
  const since = grant.granted_at > endpointCreatedAt ? grant.granted_at : endpointCreatedAt;
  const before = await trx
    .selectFrom('change_events')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('organization_id', '=', grant.organization_id)
    .where('occurred_at', '<', since)
    .executeTakeFirst();
  const cursor = Number(before?.seq ?? 0);
  await trx
    .insertInto('partner_webhook_cursors')
    .values({ grant_id: grant.id, app_id: appId, organization_id: grant.organization_id, cursor })
    .execute();
  return cursor;
}

/** The grant's new changes as deliveries, of the wanted types its scopes may read; their count. */
async function enqueueGrant(
  trx: Trx,
  appId: string,
  grant: GrantWithWork,
  endpoint: { event_types: string; created_at: string },
  now: string,
): Promise<number> {
  const organizationId = grant.organization_id;
  const cursor = await cursorOf(trx, appId, grant, endpoint.created_at);
  const upTo = Math.min(await latestChangeNumber(trx, organizationId), cursor + FAN_OUT_BATCH);
  if (upTo <= cursor) return 0;
  const readable = new Set(readableChangeTypes(new Set(grant.scopes.split(' '))));
  const types = eventTypesOf(endpoint.event_types).filter((type) => readable.has(type));
  const changes = await listChangeEvents(trx, organizationId, { after: cursor, upTo, types }, FAN_OUT_BATCH);
  // A stoppage's reason is health data: only to a grant that may see absence types.
  const visibility = fieldVisibility(grant.scopes.split(' '), withheldFieldsOf(grant.withheld_fields));
  const reasons = await stoppageReasons(trx, organizationId, changes, visibility);
  for (let i = 0; i < changes.length; i += ROWS_PER_INSERT) {
    await trx
      .insertInto('partner_webhook_deliveries')
      .values(
        changes.slice(i, i + ROWS_PER_INSERT).map((change) => ({
          app_id: appId,
          id: uuidv7(),
          organization_id: organizationId,
          grant_id: grant.id,
          seq: change.seq,
          event_type: change.type,
          payload: eventPayload(organizationId, change, {
            withOrganization: true,
            reason: reasons.get(change.resourceId),
          }),
          status: 'pending' as const,
          attempts: 0,
          next_attempt_at: now,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
  await trx
    .updateTable('partner_webhook_cursors')
    .set({ cursor: upTo })
    .where('grant_id', '=', grant.id)
    .execute();
  return changes.length;
}

/**
 * One pass of a lane's fan-out, in one transaction under the lane's row lock: its waiting
 * deliveries of a grant no longer live are withdrawn (a disabled lane's too); then, if the lane
 * and the endpoint are active, the organization's live grant gets its
 * cursor; its new changes become deliveries, of the types the endpoint takes that the grant's
 * scopes may read (the change feed's rule), each naming its organization.
 */
export async function enqueueLaneChanges(store: Store, lane: Lane): Promise<number> {
  return writeTransaction(store, async (trx) => {
    let locked = trx
      .selectFrom('partner_webhook_lanes')
      .select('status')
      .where('app_id', '=', lane.appId)
      .where('organization_id', '=', lane.organizationId);
    if (store.engine === 'postgres') locked = locked.forUpdate().skipLocked();
    const status = (await locked.executeTakeFirst())?.status;
    if (status === undefined) return 0;
    const now = new Date().toISOString();
    await withdrawRevoked(trx, lane, now);
    const endpoint = await trx
      .selectFrom('partner_webhook_endpoints')
      .select(['event_types', 'status', 'created_at'])
      .where('app_id', '=', lane.appId)
      .executeTakeFirst();
    if (status !== 'active' || endpoint?.status !== 'active') return 0;
    const grant = await trx
      .selectFrom('partner_grants as g')
      .leftJoin('partner_webhook_cursors as c', 'c.grant_id', 'g.id')
      .select(['g.id', 'g.organization_id', 'g.scopes', 'g.withheld_fields', 'g.granted_at', 'c.cursor'])
      .where('g.app_id', '=', lane.appId)
      .where('g.organization_id', '=', lane.organizationId)
      .where('g.revoked_at', 'is', null)
      .executeTakeFirst();
    return grant ? enqueueGrant(trx, lane.appId, grant, endpoint, now) : 0;
  });
}

/** Every granting organization's lane of the app, made if new, then one fan-out pass of each. */
export async function enqueueAppChanges(store: Store, appId: string): Promise<number> {
  const lanes = await writeTransaction(store, async (trx) => {
    await ensureLanes(trx, appId);
    return trx
      .selectFrom('partner_webhook_lanes')
      .select('organization_id')
      .where('app_id', '=', appId)
      .orderBy('organization_id')
      .execute();
  });
  let enqueued = 0;
  for (const { organization_id } of lanes) {
    enqueued += await enqueueLaneChanges(store, { appId, organizationId: organization_id });
  }
  return enqueued;
}

/**
 * The lane's next waiting deliveries in order, as far as they are due, of a live grant only: a
 * revocation stops its organization's events from the next batch, before the pass that withdraws
 * them. A disabled app, endpoint or lane gets nothing; another organization's retrying event
 * never holds this lane's back.
 */
export async function nextLaneBatch(
  db: Kysely<Database>,
  lane: Lane,
  now: Date,
  limit: number,
): Promise<EndpointBatch> {
  const { appId, organizationId } = lane;
  const at = now.toISOString();
  const row = await db
    .selectFrom('partner_webhook_endpoints as e')
    .innerJoin('partner_apps as a', 'a.id', 'e.app_id')
    .innerJoin('partner_webhook_lanes as l', 'l.app_id', 'e.app_id')
    .select([
      'e.status',
      'a.status as app_status',
      'l.status as lane_status',
      'e.url',
      'e.secret',
      'e.previous_secret',
      'e.previous_secret_until',
    ])
    .where('e.app_id', '=', appId)
    .where('l.organization_id', '=', organizationId)
    .executeTakeFirst();
  if (!row) return { status: 'gone', url: '', secrets: [], deliveries: [], blockedUntil: undefined };
  const status = row.app_status === 'active' && row.lane_status === 'active' ? row.status : 'disabled';
  if (status !== 'active')
    return { status, url: row.url, secrets: [], deliveries: [], blockedUntil: undefined };
  const secrets =
    row.previous_secret && row.previous_secret_until && row.previous_secret_until > at
      ? [row.secret, row.previous_secret]
      : [row.secret];
  const waiting = await db
    .selectFrom('partner_webhook_deliveries as d')
    .innerJoin('partner_grants as g', 'g.id', 'd.grant_id')
    .select(['d.id', 'd.organization_id', 'd.payload', 'd.attempts', 'd.next_attempt_at'])
    .where('d.app_id', '=', appId)
    .where('d.organization_id', '=', organizationId)
    .where('d.status', '=', 'pending')
    .where('g.revoked_at', 'is', null)
    .orderBy('d.created_at')
    .orderBy((eb) => eb.fn.coalesce('d.seq', eb.val(0)))
    .orderBy('d.id')
    .limit(limit)
    .execute();
  const due = waiting.findIndex((d) => d.next_attempt_at > at);
  const first = waiting[0];
  return {
    status,
    url: row.url,
    secrets,
    deliveries: (due === -1 ? waiting : waiting.slice(0, due)).map((d) => ({
      organizationId: d.organization_id,
      id: d.id,
      endpointId: appId,
      payload: d.payload,
      attempts: d.attempts,
    })),
    blockedUntil: due === 0 && first ? new Date(first.next_attempt_at) : undefined,
  };
}
