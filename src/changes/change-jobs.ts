import type { FastifyBaseLogger } from 'fastify';
import type { Store } from '../db/store.ts';
import { loggable } from '../shared/loggable.ts';
import { type Clock, logStatusChanges, pruneChanges } from './status-changes.ts';

export interface ChangeJobs {
  /** One pass: statuses of every organization, then retention. Passes never overlap. */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

export interface ChangeJobOptions {
  retentionDays: number;
  clock?: Clock;
  /** Between passes; statuses change at midnight, so the event is logged within this delay. */
  intervalMs?: number;
  /** Retention runs at most this often (an hour by default), statuses at every pass. */
  pruneEveryMs?: number;
  log: FastifyBaseLogger;
}

/**
 * The change log's background work in each server process: time-driven status changes and
 * retention. Every instance and worker runs it; the store's compare-and-set decides who logs. A
 * pass runs at start, so a server that was down logs what it missed.
 */
export function startChangeJobs(store: Store, options: ChangeJobOptions): ChangeJobs {
  const clock = options.clock ?? (() => new Date());
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  let prunedAt: number | undefined;
  const pruneEveryMs = options.pruneEveryMs ?? 3_600_000;

  const pass = async () => {
    const now = clock();
    const organizations = await store.db.selectFrom('organizations').select(['id', 'timezone']).execute();
    let logged = 0;
    for (const organization of organizations) {
      if (stopped) return;
      logged += await logStatusChanges(store.db, organization, now);
    }
    let pruned = 0;
    if (prunedAt === undefined || Math.abs(now.getTime() - prunedAt) >= pruneEveryMs) {
      pruned = await pruneChanges(store.db, now, options.retentionDays);
      prunedAt = now.getTime();
    }
    if (logged > 0 || pruned > 0)
      options.log.info({ statusChanges: logged, pruned }, 'change log maintained');
  };
  const runOnce = () => {
    running = running.then(pass).catch((error) => {
      options.log.warn({ err: loggable(error) }, 'change log maintenance failed; retrying at the next pass');
    });
    return running;
  };

  void runOnce();
  const timer = setInterval(() => void runOnce(), options.intervalMs ?? 60_000);
  timer.unref();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
