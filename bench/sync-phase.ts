/**
 * The sync scenario of issue 27: the first full sync of the organization by snapshot against the
 * paginated read of the same lists, then the lag of a copy following the feed (hr.sync, polling
 * every 500 ms) while the runner writes every 2 s: a collaborator, an absence and a work location
 * changed with their feed entries in one transaction, as the import writes them.
 */

import fs from 'node:fs';
import { createClient } from '../client/src/index.ts';
import { appendChanges } from '../src/changes/change-log.ts';
import type { TestStore } from '../test/support/store.ts';
import { type Product, sleep } from './harness/processes.ts';
import { memoryOf, sampleMemory } from './harness/rss.ts';
import { percentile } from './harness/stats.ts';

const WRITE_EVERY_MS = 2_000;
const LISTS = ['listCollaborators', 'listAbsences', 'listWorkLocations'] as const;

export interface SyncFigures {
  /**
   * `serverRssMiB`: the server's RSS before the read and its highest while it ran (sampled every
   * 100 ms); `serverCpuSeconds`: the CPU time the server spent on it (a figure that a shared
   * machine's load disturbs less than the elapsed time).
   */
  snapshot: {
    seconds: number;
    records: number;
    serverCpuSeconds: number;
    serverRssMiB: { before: number; peak: number };
  };
  paginated: {
    seconds: number;
    records: number;
    requests: number;
    serverCpuSeconds: number;
    serverRssMiB: { before: number; peak: number };
  };
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

/** CPU seconds (user + system) a process has used so far, from /proc. */
function cpuSecondsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Runs `read` while watching the server: its elapsed time, the server's CPU time and RSS. */
async function watched<T>(pid: number, read: () => Promise<T>) {
  const before = memoryOf(pid)?.rss ?? 0;
  const cpu = cpuSecondsOf(pid);
  const memory = sampleMemory(pid, 100);
  const started = performance.now();
  const result = await read();
  const seconds = (performance.now() - started) / 1000;
  const { maxRss } = memory.stop();
  const serverCpuSeconds = Math.round((cpuSecondsOf(pid) - cpu) * 100) / 100;
  return { result, seconds, serverCpuSeconds, serverRssMiB: { before, peak: maxRss } };
}

export async function syncScenario(
  t: TestStore,
  product: Pick<Product, 'base' | 'pid'>,
  organizationId: string,
  secret: string,
  writeSeconds: number,
): Promise<SyncFigures> {
  let requests = 0;
  const counting: typeof fetch = (input, init) => {
    requests++;
    return fetch(input, init);
  };
  const hr = createClient({ baseUrl: `${product.base}/api/public/v1`, apiKey: secret, fetch: counting });

  const first = await watched(product.pid, async () => {
    let records = 0;
    for await (const message of hr.sync({ organizationId, follow: false }))
      if (message.kind === 'upsert') records++;
    return records;
  });
  const { result: records, ...snapshotCosts } = first;
  const snapshot = { records, ...snapshotCosts };

  requests = 0;
  const paged = await watched(product.pid, async () => {
    let items = 0;
    for (const list of LISTS) for await (const _ of hr.paginate(list, { organizationId })) items++;
    return items;
  });
  const { result: pagedRecords, ...pagedCosts } = paged;
  const paginated = { records: pagedRecords, requests, ...pagedCosts };

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
  const { snapshot: s, paginated: p } = f;
  return (
    `${engine} sync of ${collaborators} collaborators: snapshot ${s.seconds.toFixed(1)} s (${s.records} records; ` +
    `server CPU ${s.serverCpuSeconds.toFixed(1)} s, RSS ${s.serverRssMiB.before} MiB before, peak ${s.serverRssMiB.peak} MiB), ` +
    `paginated read ${p.seconds.toFixed(1)} s (${p.records} records, ${p.requests} requests; ` +
    `server CPU ${p.serverCpuSeconds.toFixed(1)} s, RSS peak ${p.serverRssMiB.peak} MiB), ` +
    `${(p.seconds / s.seconds).toFixed(1)}× (${(p.serverCpuSeconds / s.serverCpuSeconds).toFixed(1)}× in server CPU); ` +
    `lag of a following copy over ${f.lag.writes} writes every 2 s: ` +
    `p50 ${f.lag.p50Ms} ms, p99 ${f.lag.p99Ms} ms, max ${f.lag.maxMs} ms`
  );
}
