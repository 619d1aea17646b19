/**
 * The sync scenario of issue 27: the first full sync of the organization by snapshot against the
 * paginated read of the same lists, then the lag of a copy following the feed (hr.sync, polling
 * every 500 ms) while the runner writes every 2 s: a collaborator, an absence and a work location
 * changed with their feed entries in one transaction, as the import writes them.
 */
import { createClient } from '../client/src/index.ts';
import { appendChanges } from '../src/changes/change-log.ts';
import type { TestStore } from '../test/support/store.ts';
import { sleep } from './harness/processes.ts';
import { percentile } from './harness/stats.ts';

const WRITE_EVERY_MS = 2_000;
const LISTS = ['listCollaborators', 'listAbsences', 'listWorkLocations'] as const;

export interface SyncFigures {
  snapshot: { seconds: number; records: number };
  paginated: { seconds: number; records: number; requests: number };
  lag: { writes: number; p50Ms: number; p99Ms: number; maxMs: number };
}

async function writeRound(t: TestStore, organizationId: string, round: number): Promise<void> {
  const db = t.store.db;
  const pick = async (table: 'collaborators' | 'absences' | 'work_locations') =>
    (
      await db
        .selectFrom(table)
        .select(['id'])
        .where('organization_id', '=', organizationId)
        .orderBy('id')
        .offset(round * 13)
        .limit(1)
        .executeTakeFirstOrThrow()
    ).id;
  const [collaborator, absence, place] = [
    await pick('collaborators'),
    await pick('absences'),
    await pick('work_locations'),
  ];
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('collaborators')
      .set({ phone_number: `+33 6 ${String(round).padStart(8, '0')}` })
      .where('organization_id', '=', organizationId)
      .where('id', '=', collaborator)
      .execute();
    await trx
      .updateTable('absences')
      .set({ status: round % 2 === 0 ? 'rejected' : 'approved' })
      .where('organization_id', '=', organizationId)
      .where('id', '=', absence)
      .execute();
    await trx
      .updateTable('work_locations')
      .set({ location: `Site ${round}` })
      .where('organization_id', '=', organizationId)
      .where('id', '=', place)
      .execute();
    await appendChanges(trx, organizationId, [
      { type: 'collaborator.updated', resourceId: collaborator, collaboratorId: collaborator },
      { type: 'absence.updated', resourceId: absence },
      { type: 'work_location.updated', resourceId: place },
    ]);
  });
}

export async function syncScenario(
  t: TestStore,
  base: string,
  organizationId: string,
  secret: string,
  writeSeconds: number,
): Promise<SyncFigures> {
  let requests = 0;
  const counting: typeof fetch = (input, init) => {
    requests++;
    return fetch(input, init);
  };
  const hr = createClient({ baseUrl: `${base}/api/public/v1`, apiKey: secret, fetch: counting });

  let started = performance.now();
  let records = 0;
  for await (const message of hr.sync({ organizationId, follow: false }))
    if (message.kind === 'upsert') records++;
  const snapshot = { seconds: (performance.now() - started) / 1000, records };

  started = performance.now();
  requests = 0;
  let paged = 0;
  for (const list of LISTS) for await (const _ of hr.paginate(list, { organizationId })) paged++;
  const paginated = { seconds: (performance.now() - started) / 1000, records: paged, requests };

  const stop = new AbortController();
  const lags: number[] = [];
  let ready: () => void = () => {};
  const caughtUp = new Promise<void>((resolve) => (ready = resolve));
  const following = (async () => {
    try {
      for await (const message of hr.sync({ organizationId, pollIntervalMs: 500, signal: stop.signal })) {
        if (message.kind !== 'synced') continue;
        ready();
        if (message.lagMs !== null) lags.push(message.lagMs);
      }
    } catch (error) {
      if (!stop.signal.aborted) throw error;
    }
  })();
  await caughtUp;
  const rounds = Math.max(1, Math.floor((writeSeconds * 1000) / WRITE_EVERY_MS));
  for (let round = 1; round <= rounds; round++) {
    const next = Date.now() + WRITE_EVERY_MS;
    await writeRound(t, organizationId, round);
    await sleep(Math.max(0, next - Date.now()));
  }
  // The last write's catch-up, then stop.
  await sleep(5_000);
  stop.abort();
  await following;
  return {
    snapshot,
    paginated,
    lag: {
      writes: rounds,
      p50Ms: percentile(lags, 50),
      p99Ms: percentile(lags, 99),
      maxMs: Math.max(0, ...lags),
    },
  };
}

export function describeSync(engine: string, collaborators: number, f: SyncFigures): string {
  return (
    `${engine} sync of ${collaborators} collaborators: snapshot ${f.snapshot.seconds.toFixed(1)} s (${f.snapshot.records} records), ` +
    `paginated read ${f.paginated.seconds.toFixed(1)} s (${f.paginated.records} records, ${f.paginated.requests} requests), ` +
    `${(f.paginated.seconds / f.snapshot.seconds).toFixed(1)}× ; lag of a following copy over ${f.lag.writes} writes every 2 s: ` +
    `p50 ${f.lag.p50Ms} ms, p99 ${f.lag.p99Ms} ms, max ${f.lag.maxMs} ms`
  );
}
