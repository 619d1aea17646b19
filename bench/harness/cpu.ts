/**
 * The CPU a run cost the product's process and the store's backends serving it: utime + stime
 * from /proc, read before and after the run. The backends are those of the bench's own database
 * (`pg_stat_activity`), so the other databases of a shared PostgreSQL do not count; a backend
 * that started during the run counts whole. SQLite runs in the product's process: its cost is in
 * the product's figure.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../src/db/schema.ts';
import { TICKS_PER_SECOND, ticksOfPid } from './drain.ts';
import type { LoadGenerator, LoadRun } from './load.ts';

export interface CpuSpent {
  /** Milliseconds of CPU of the product's process. */
  productMs: number;
  /** Milliseconds of CPU of the store's backends of this database (0 on SQLite). */
  storeMs: number;
}

async function backendTicks(db: Kysely<Database> | undefined): Promise<Map<number, number>> {
  if (!db) return new Map();
  const { rows } = await sql<{ pid: number }>`
    select pid from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid()`.execute(db);
  return new Map(rows.map((r) => [Number(r.pid), ticksOfPid(Number(r.pid)) ?? 0]));
}

const msOf = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND;

/** Starts counting; `stop()` answers what was spent since. `db`: the PostgreSQL store, if any. */
export async function meterCpu(productPid: number, db?: Kysely<Database>) {
  const product = ticksOfPid(productPid) ?? 0;
  const store = await backendTicks(db);
  return {
    async stop(): Promise<CpuSpent> {
      const productAfter = ticksOfPid(productPid) ?? product;
      const storeAfter = await backendTicks(db);
      let storeTicks = 0;
      for (const [pid, ticks] of storeAfter) storeTicks += ticks - (store.get(pid) ?? 0);
      // A backend gone during the run took its ticks with it: not counted (the pool keeps its own).
      return { productMs: msOf(productAfter - product), storeMs: msOf(Math.max(0, storeTicks)) };
    },
  };
}

/** Microseconds of CPU per request. */
export const perRequest = (ms: number, requests: number) =>
  requests > 0 ? Math.round((ms * 1000) / requests) : 0;

/** Microseconds of CPU a process has spent so far (0 once it is gone). */
const cpuUsOf = (pid: number) => ((ticksOfPid(pid) ?? 0) * 1e6) / TICKS_PER_SECOND;

/**
 * One load run against a server, with the CPU the server's process and the load generator's each
 * spent per request (the probes that compare a warm hit with (A): hit-cost, stage-cost).
 */
export async function runWithCpu(load: LoadGenerator, run: LoadRun, serverPid: number) {
  const server = cpuUsOf(serverPid);
  const loader = cpuUsOf(load.pid);
  const result = await load.run(run);
  const per = (us: number) => us / Math.max(1, result.requests);
  return {
    ...result,
    serverUsPerRequest: per(cpuUsOf(serverPid) - server),
    loaderUsPerRequest: per(cpuUsOf(load.pid) - loader),
  };
}

/**
 * `runWithCpu`, printed as one line (the server's name, its rate, the CPU per request of each
 * side); a run with a failed request stops the probe rather than count in a comparison.
 */
export async function reportedRunWithCpu(load: LoadGenerator, name: string, run: LoadRun, serverPid: number) {
  const result = await runWithCpu(load, run, serverPid);
  if (result.failures > 0) throw new Error(`${name}: ${result.failures} failed requests`);
  console.log(
    `${name.padEnd(8)} ${String(result.rps).padStart(6)} req/s  p50 ${result.p50} ms, p99 ${result.p99} ms  server ${Math.round(result.serverUsPerRequest)} µs/request, load generator ${Math.round(result.loaderUsPerRequest)} µs/request`,
  );
  return result;
}
