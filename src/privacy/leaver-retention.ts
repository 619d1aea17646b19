import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { eraseCollaborator } from '../collaborators/collaborator-erasure.ts';
import { type Actor, recordAudit, SYSTEM_ACTOR } from '../db/audit.ts';
import type { Database } from '../db/schema.ts';
import type { Store } from '../db/store.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import { todayIn } from '../shared/time.ts';
import { scrubErasedValues } from './scrub.ts';

/** Recommended in docs/privacy.md; the setting is off by default. */
export const RECOMMENDED_LEAVER_RETENTION_YEARS = 5;

/** `date` (YYYY-MM-DD) moved by whole years; 29 February becomes 28 February in other years. */
export function shiftYears(date: string, years: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const year = y + years;
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

export interface Leaver {
  id: string;
  firstName: string;
  lastName: string;
  lastContractEnd: string;
  /** The first day on which the retention erases them. */
  erasureDay: string;
}

/**
 * Former employees whose erasure day is on or before `through`: every contract ended, the last
 * one more than `years` years before that day. A collaborator without any contract is never a
 * leaver (their file may be in the making).
 */
export async function leaversDue(
  db: Kysely<Database>,
  organizationId: string,
  years: number,
  through: string,
): Promise<Leaver[]> {
  const rows = await db
    .selectFrom('collaborators as c')
    .innerJoin('contracts as k', (join) =>
      join.onRef('k.organization_id', '=', 'c.organization_id').onRef('k.collaborator_id', '=', 'c.id'),
    )
    .where('c.organization_id', '=', organizationId)
    .select((eb) => [
      'c.id',
      'c.first_name',
      'c.last_name',
      eb.fn.max('k.end_date').as('last_end'),
      eb.fn.count<number>(sql`case when k.end_date is null then 1 end`).as('open_contracts'),
    ])
    .groupBy(['c.id', 'c.first_name', 'c.last_name', 'c.sort_last_name', 'c.sort_first_name'])
    .orderBy('c.sort_last_name')
    .orderBy('c.sort_first_name')
    .orderBy('c.id')
    .execute();
  const cutoff = shiftYears(through, -years);
  return rows
    .filter((r) => Number(r.open_contracts) === 0 && r.last_end !== null && r.last_end < cutoff)
    .map((r) => {
      const lastContractEnd = r.last_end ?? '';
      return {
        id: r.id,
        firstName: r.first_name,
        lastName: r.last_name,
        lastContractEnd,
        erasureDay: addDays(shiftYears(lastContractEnd, years), 1),
      };
    });
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Claims today's run for the organization; false when some instance already ran it today. */
async function claimDay(db: Kysely<Database>, organizationId: string, day: string): Promise<boolean> {
  const claimed = await db
    .insertInto('leaver_retention_runs')
    .values({ organization_id: organizationId, ran_on: day })
    .onConflict((oc) =>
      oc
        .column('organization_id')
        .doUpdateSet({ ran_on: day })
        .where('leaver_retention_runs.ran_on', '<', day),
    )
    .returning('organization_id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/**
 * Erases, through the ordinary erasure and its `collaborator.deleted` event, the leavers of every
 * organization that set a retention, at most once a day per organization. Returns the ids erased.
 */
export async function runLeaverRetention(store: Store, now = new Date()): Promise<string[]> {
  const organizations = await store.db
    .selectFrom('organizations')
    .select(['id', 'timezone', 'leaver_retention_years'])
    .where('leaver_retention_years', 'is not', null)
    .execute();
  const erased: string[] = [];
  for (const organization of organizations) {
    const years = organization.leaver_retention_years;
    if (years === null) continue;
    const today = todayIn(organization.timezone, now);
    if (!(await claimDay(store.db, organization.id, today))) continue;
    for (const leaver of await leaversDue(store.db, organization.id, years, today)) {
      if (await eraseCollaborator(store.db, store.engine, organization.id, leaver.id, SYSTEM_ACTOR)) {
        erased.push(leaver.id);
      }
    }
  }
  if (erased.length > 0) await scrubErasedValues(store);
  return erased;
}

/** Runs the retention now and then every hour; the daily claim keeps it to once a day. */
export function startLeaverRetention(
  store: Store,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  intervalMs = 3_600_000,
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const pass = () => {
    running ??= runLeaverRetention(store)
      .then((erased) => {
        if (erased.length > 0)
          log.info({ erased: erased.length }, 'leaver retention: former employees erased');
      })
      .catch((error: unknown) =>
        log.warn(
          { err: { message: error instanceof Error ? error.message : String(error) } },
          'leaver retention failed',
        ),
      )
      .finally(() => {
        running = undefined;
      });
  };
  pass();
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** Sets or clears (null) the organization's retention of former employees. */
export async function setLeaverRetention(
  db: Kysely<Database>,
  organizationId: string,
  years: number | null,
  actor: Actor,
): Promise<void> {
  await writeTransaction(db, async (trx) => {
    await trx
      .updateTable('organizations')
      .set({ leaver_retention_years: years })
      .where('id', '=', organizationId)
      .execute();
    await recordAudit(trx, organizationId, actor, {
      action: 'organization.leaver_retention_set',
      targetType: 'organization',
      targetId: organizationId,
      details: { years },
    });
  });
}

/** 1 to 100 whole years, or `off`. */
export function parseRetentionYears(raw: string): number | null | undefined {
  if (raw === 'off') return null;
  const years = Number(raw);
  return Number.isInteger(years) && years >= 1 && years <= 100 ? years : undefined;
}
