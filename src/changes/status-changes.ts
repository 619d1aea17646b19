import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import { todayIn } from '../shared/time.ts';
import { appendChanges } from './change-log.ts';
import { establishmentsOf } from './change-set.ts';
import { type ContractPeriod, employmentStatus } from './employment-status.ts';

/** The instant the server takes as now; injected by tests. */
export type Clock = () => Date;

/**
 * Logs `collaborator.status_changed` for the days since the organization was last evaluated, up
 * to today in its time zone. A contract that starts on day S changes the status on S; one that
 * ends on day E changes it on E + 1. A collaborator whose status differs between the last
 * evaluated day and today gets one event, however many days were missed.
 *
 * The first evaluation of an organization only records today: earlier statuses were logged by
 * the writes that made them. Whoever advances `evaluated_through` with the compare-and-set logs
 * the events, in the same transaction, so several instances never log a day twice; the others
 * find the day taken and log nothing. Returns the number of events logged.
 */
export async function logStatusChanges(
  db: Kysely<Database>,
  organization: { id: string; timezone: string },
  now: Date,
): Promise<number> {
  const today = todayIn(organization.timezone, now);
  await db
    .insertInto('change_status_sweeps')
    .values({ organization_id: organization.id, evaluated_through: today })
    .onConflict((oc) => oc.column('organization_id').doNothing())
    .execute();
  const sweep = await db
    .selectFrom('change_status_sweeps')
    .select('evaluated_through')
    .where('organization_id', '=', organization.id)
    .executeTakeFirst();
  const from = sweep?.evaluated_through;
  if (from === undefined || from >= today) return 0;

  return writeTransaction(db, async (trx) => {
    // The claim comes first: on PostgreSQL a second instance waits on this row, then finds it moved.
    const claim = await trx
      .updateTable('change_status_sweeps')
      .set({ evaluated_through: today })
      .where('organization_id', '=', organization.id)
      .where('evaluated_through', '=', from)
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) === 0) return 0;

    const candidates = await trx
      .selectFrom('contracts')
      .select('collaborator_id')
      .distinct()
      .where('organization_id', '=', organization.id)
      .where((eb) =>
        eb.or([
          eb.and([eb('start_date', '>', from), eb('start_date', '<=', today)]),
          eb.and([eb('end_date', '>=', from), eb('end_date', '<', today)]),
        ]),
      )
      .execute();
    const ids = candidates.map((c) => c.collaborator_id);
    const contracts = new Map<string, ContractPeriod[]>();
    for (let i = 0; i < ids.length; i += 1000) {
      const rows = await trx
        .selectFrom('contracts')
        .select(['id', 'collaborator_id', 'start_date', 'end_date'])
        .where('organization_id', '=', organization.id)
        .where('collaborator_id', 'in', ids.slice(i, i + 1000))
        .execute();
      for (const row of rows) {
        const list = contracts.get(row.collaborator_id) ?? [];
        list.push({ id: row.id, startDate: row.start_date, endDate: row.end_date });
        contracts.set(row.collaborator_id, list);
      }
    }
    const changed = ids
      .filter((id) => {
        const periods = contracts.get(id) ?? [];
        return employmentStatus(periods, from) !== employmentStatus(periods, today);
      })
      .sort();
    const owners = await establishmentsOf(trx, organization.id, changed);
    await appendChanges(
      trx,
      organization.id,
      changed.map((id) => ({
        type: 'collaborator.status_changed',
        resourceId: id,
        collaboratorId: id,
        establishmentId: owners.get(id) ?? null,
      })),
      now.toISOString(),
    );
    return changed.length;
  });
}

/**
 * Drops events older than the retention. The highest number dropped is kept as `pruned_through`
 * on the counter row (never deleted, so numbering never restarts): a cursor below it gets 410.
 * Returns the number of events dropped.
 */
export async function pruneChanges(db: Kysely<Database>, now: Date, retentionDays: number): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000).toISOString();
  const counters = await db
    .selectFrom('change_counters')
    .select(['organization_id', 'pruned_through'])
    .execute();
  let dropped = 0;
  for (const counter of counters) {
    const organizationId = counter.organization_id;
    // The newest event older than the cutoff, found through the (organization, time) index.
    const newestOld = await db
      .selectFrom('change_events')
      .select('seq')
      .where('organization_id', '=', organizationId)
      .where('occurred_at', '<', cutoff)
      .orderBy('occurred_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    const horizon = newestOld ? Number(newestOld.seq) : 0;
    if (horizon <= Number(counter.pruned_through)) continue;
    dropped += await writeTransaction(db, async (trx) => {
      await trx
        .updateTable('change_counters')
        .set({ pruned_through: horizon })
        .where('organization_id', '=', organizationId)
        .where('pruned_through', '<', horizon)
        .execute();
      const result = await trx
        .deleteFrom('change_events')
        .where('organization_id', '=', organizationId)
        .where('seq', '<=', horizon)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    });
  }
  return dropped;
}
