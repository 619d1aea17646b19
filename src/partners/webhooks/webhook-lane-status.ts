import { type Kysely, sql } from 'kysely';
import { type Actor, recordAudit } from '../../db/audit.ts';
import type { Database } from '../../db/schema.ts';
import { writeTransaction } from '../../db/write-transaction.ts';

/** One organization's lane within a partner app's endpoint. */
export interface Lane {
  appId: string;
  organizationId: string;
}

/** A lane as the partner app and the organization's admin read it. */
export interface LaneState {
  organizationId: string;
  organizationName: string;
  status: 'active' | 'disabled';
  disabledReason: string | null;
  disabledAt: string | null;
  /** Events of the organization waiting to be sent to the app (held while the lane is disabled). */
  waiting: number;
}

/**
 * Makes the lane of every live grant of an app with an endpoint that has none yet (of `appId`
 * only, if given): a lane exists before its first event, so a dispatcher can lease it.
 */
export async function ensureLanes(db: Kysely<Database>, appId?: string): Promise<void> {
  const ofApp = appId === undefined ? sql`` : sql`and g.app_id = ${appId}`;
  await sql`insert into partner_webhook_lanes (app_id, organization_id, status, updated_at)
    select distinct g.app_id, g.organization_id, 'active', cast(${new Date().toISOString()} as text)
    from partner_grants g
    inner join partner_webhook_endpoints e on e.app_id = g.app_id
    where g.revoked_at is null ${ofApp}
      and not exists (select 1 from partner_webhook_lanes l
        where l.app_id = g.app_id and l.organization_id = g.organization_id)
    on conflict (app_id, organization_id) do nothing`.execute(db);
}

/** Whether some live grant of an app with an endpoint has no lane yet (a plain read). */
export async function lanesMissing(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('partner_grants as g')
    .innerJoin('partner_webhook_endpoints as e', 'e.app_id', 'g.app_id')
    .select('g.id')
    .where('g.revoked_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('partner_webhook_lanes as l')
            .select('l.app_id')
            .whereRef('l.app_id', '=', 'g.app_id')
            .whereRef('l.organization_id', '=', 'g.organization_id'),
        ),
      ),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The organizations granting the app, with their lane (active until it has one that is not). */
function grantingLanes(db: Kysely<Database>, appId: string) {
  return db
    .selectFrom('partner_grants as g')
    .innerJoin('organizations as o', 'o.id', 'g.organization_id')
    .innerJoin('partner_webhook_endpoints as e', 'e.app_id', 'g.app_id')
    .leftJoin('partner_webhook_lanes as l', (join) =>
      join.onRef('l.app_id', '=', 'g.app_id').onRef('l.organization_id', '=', 'g.organization_id'),
    )
    .where('g.app_id', '=', appId)
    .where('g.revoked_at', 'is', null);
}

export interface LaneWindow {
  limit: number;
  offset: number;
  /** The organization id the previous page ended at (a cursor read). */
  after: string | null;
  status?: 'active' | 'disabled' | undefined;
  /** One organization's lane only. */
  organizationId?: string;
}

/** A page of the app's lanes, one per granting organization, by organization id; and their total. */
export async function listAppLanes(
  db: Kysely<Database>,
  appId: string,
  window: LaneWindow,
): Promise<{ lanes: LaneState[]; total: number }> {
  let lanes = grantingLanes(db, appId);
  if (window.organizationId !== undefined)
    lanes = lanes.where('g.organization_id', '=', window.organizationId);
  if (window.status === 'disabled') lanes = lanes.where('l.status', '=', 'disabled');
  if (window.status === 'active') {
    lanes = lanes.where((eb) => eb.or([eb('l.status', 'is', null), eb('l.status', '=', 'active')]));
  }
  const { after } = window;
  const counted = lanes.select((eb) => eb.fn.countAll<number | string>().as('n'));
  // The total in the page's own statement: one view of the lanes, as a lane is disabled meanwhile.
  const rows = await (after === null ? lanes : lanes.where('g.organization_id', '>', after))
    .select(['g.organization_id', 'o.name', 'l.status', 'l.disabled_reason', 'l.disabled_at'])
    .select((eb) =>
      eb
        .selectFrom('partner_webhook_deliveries as d')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('d.app_id', '=', 'g.app_id')
        .whereRef('d.organization_id', '=', 'g.organization_id')
        .whereRef('d.grant_id', '=', 'g.id')
        .where('d.status', '=', 'pending')
        .as('waiting'),
    )
    .select(() => counted.as('total'))
    .orderBy('g.organization_id')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  const count = rows[0] ? { n: rows[0].total ?? 0 } : await counted.executeTakeFirstOrThrow();
  return {
    total: Number(count.n),
    lanes: rows.map((row) => ({
      organizationId: row.organization_id,
      organizationName: row.name,
      status: row.status ?? 'active',
      disabledReason: row.disabled_reason ?? null,
      disabledAt: row.disabled_at ?? null,
      waiting: Number(row.waiting ?? 0),
    })),
  };
}

/** How many granting organizations' lanes of the app are disabled. */
export async function disabledLaneCount(db: Kysely<Database>, appId: string): Promise<number> {
  const row = await grantingLanes(db, appId)
    .where('l.status', '=', 'disabled')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The organization's disabled lanes, by app: what its Connected apps page tells the admin. */
export async function disabledLanesOf(
  db: Kysely<Database>,
  organizationId: string,
): Promise<Map<string, { disabledReason: string; disabledAt: string }>> {
  const rows = await db
    .selectFrom('partner_webhook_lanes')
    .select(['app_id', 'disabled_reason', 'disabled_at'])
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'disabled')
    .execute();
  return new Map(
    rows.map((row) => [
      row.app_id,
      { disabledReason: row.disabled_reason ?? '', disabledAt: row.disabled_at ?? '' },
    ]),
  );
}

/**
 * Turns a disabled lane back on, for a granting organization of an app with an endpoint: the event
 * its last retry failed to deliver goes out first again, with a new retry schedule, then the
 * others in order. Answers the lane, or undefined when the organization does not grant the app
 * (or the app has no endpoint). Recorded in the organization's audit log, by `actorFor` the live
 * grant, when it changed.
 */
export async function enableLane(
  db: Kysely<Database>,
  lane: Lane,
  actorFor: (grantId: string) => Actor,
): Promise<LaneState | undefined> {
  return writeTransaction(db, async (trx) => {
    const grant = await grantingLanes(trx, lane.appId)
      .select('g.id')
      .where('g.organization_id', '=', lane.organizationId)
      .executeTakeFirst();
    if (!grant) return undefined;
    const now = new Date().toISOString();
    const enabled = await trx
      .updateTable('partner_webhook_lanes')
      .set({
        status: 'active',
        disabled_reason: null,
        disabled_at: null,
        lease_owner: null,
        lease_until: null,
        updated_at: now,
      })
      .where('app_id', '=', lane.appId)
      .where('organization_id', '=', lane.organizationId)
      .where('status', '=', 'disabled')
      .executeTakeFirst();
    if (Number(enabled.numUpdatedRows) > 0) {
      await trx
        .updateTable('partner_webhook_deliveries')
        .set({ attempts: 0, next_attempt_at: now, updated_at: now })
        .where('app_id', '=', lane.appId)
        .where('organization_id', '=', lane.organizationId)
        .where('status', '=', 'pending')
        .where('attempts', '>', 0)
        .execute();
      await recordAudit(trx, lane.organizationId, actorFor(grant.id), {
        action: 'partner_webhook_lane.enabled',
        targetType: 'partner_app',
        targetId: lane.appId,
      });
    }
    return findLane(trx, lane);
  });
}

/** The lane of one granting organization, or undefined when it does not grant the app. */
export async function findLane(db: Kysely<Database>, lane: Lane): Promise<LaneState | undefined> {
  const window = { limit: 1, offset: 0, after: null, organizationId: lane.organizationId };
  return (await listAppLanes(db, lane.appId, window)).lanes[0];
}
