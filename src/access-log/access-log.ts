import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { ACCESS_CATEGORIES, type AccessCategory, CATEGORY_INDEX } from '../auth/access-categories.ts';
import type { Database } from '../db/schema.ts';
import { pruneAccessLog, upsertAccessMonths } from './access-log.queries.ts';
import { dayBit, monthOfDay } from './month-bits.ts';
import { PendingMonths } from './pending.ts';

/** Rows made at once when a flush spreads its tallies: bounds a flush's memory, whatever it holds. */
const SLICE_ROWS = 5_000;

export { ACCESS_CATEGORIES, type AccessCategory };

/** Whose data a response carried, and which categories of it. */
export interface DataAccess {
  collaboratorIds: readonly string[];
  categories: readonly AccessCategory[];
}

/** Whose data a response carries, its ids once each; none when it carries no collaborator's. */
export function dataAccessOf(
  collaboratorIds: readonly string[],
  categories: readonly AccessCategory[],
): DataAccess | null {
  return collaboratorIds.length > 0 ? { collaboratorIds: [...new Set(collaboratorIds)], categories } : null;
}

export interface AccessLogOptions {
  enabled: boolean;
  retentionDays: number;
  /** Between two writes of the accumulated counts (default 2 s). */
  flushMs?: number;
  /** Between two prunings of what is older than the retention (default 1 h). */
  pruneMs?: number;
  /** Rows in memory that start a write before the timer's (default 20,000). */
  flushAt?: number;
  /** Rows kept in memory at most while the store refuses them; beyond, new reads are dropped and logged. */
  maxPending?: number;
}

/** The UTC day of an instant, `YYYY-MM-DD`. */
export function dayOf(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/**
 * The data-access log, off the request path: each response adds, in memory, to a row per
 * organization, collaborator, key and UTC month (per category: the day's bit and one response), and
 * a timer merges the rows into the store in batched upserts, as does a full batch. At most one row
 * per key and collaborator a month whatever the number of reads, so the log is bounded; what is
 * older than the retention is pruned in the background, to the day. Rows still in memory are
 * written on close.
 */
export class AccessLog {
  private readonly pending: PendingMonths;
  private flushing: Promise<void> | undefined;
  private nextFlush: Promise<void> | undefined;
  private flushTimer: NodeJS.Timeout | undefined;
  private pruneTimer: NodeJS.Timeout | undefined;
  private dropped = 0;
  /** The first kept day of the last pruning: the month's bits need trimming once a day only. */
  private prunedFrom: string | undefined;
  private day: { number: number; month: string; bit: number } | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: AccessLogOptions,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  ) {
    this.pending = new PendingMonths(options.maxPending ?? 200_000);
  }

  get enabled(): boolean {
    return this.options.enabled;
  }

  /** The UTC day of `at`, its month and bit: computed once a day, not once a response. */
  private dayAt(at: number): { number: number; month: string; bit: number } {
    const number = Math.floor(at / 86_400_000);
    if (this.day?.number !== number) {
      const day = dayOf(at);
      this.day = { number, month: monthOfDay(day), bit: dayBit(day) };
    }
    return this.day;
  }

  /** Rows waiting in memory for the next write (at most: a response counts each of its collaborators). */
  get pendingRows(): number {
    return this.pending.size;
  }

  record(organizationId: string, keyId: string, access: DataAccess, at = Date.now()): void {
    if (!this.options.enabled) return;
    const day = this.dayAt(at);
    this.dropped += this.pending.add(
      organizationId,
      keyId,
      day.month,
      access,
      () => access.categories.map((c) => CATEGORY_INDEX.get(c) ?? 0),
      day.bit,
    );
    if (this.pending.size >= (this.options.flushAt ?? 20_000) && this.flushing === undefined)
      void this.flush();
  }

  start(): void {
    if (!this.options.enabled) return;
    this.flushTimer = setInterval(() => void this.flush(), this.options.flushMs ?? 2000);
    this.flushTimer.unref();
    this.pruneTimer = setInterval(() => void this.prune(), this.options.pruneMs ?? 3_600_000);
    this.pruneTimer.unref();
    void this.prune();
  }

  /**
   * Writes what was recorded before the call; a failed write puts the rows back for the next pass.
   * A pass already running took only what was pending when it began (the timer's, a full batch's):
   * the caller then waits for it and for one more pass, shared by every caller meanwhile.
   */
  flush(): Promise<void> {
    if (this.flushing === undefined) {
      this.flushing = this.write().finally(() => {
        this.flushing = undefined;
      });
      return this.flushing;
    }
    // Run again whether the pass succeeded or not, so a caller never waits on a settled failure.
    const again = () => {
      this.nextFlush = undefined;
      return this.flush();
    };
    this.nextFlush ??= this.flushing.then(again, again);
    return this.nextFlush;
  }

  /** Deletes what was read before the retention; a day already pruned is not pruned again. */
  async prune(now = Date.now()): Promise<number> {
    const firstKeptDay = dayOf(now - this.options.retentionDays * 86_400_000);
    if (firstKeptDay === this.prunedFrom) return 0;
    try {
      const deleted = await pruneAccessLog(this.db, firstKeptDay);
      this.prunedFrom = firstKeptDay;
      return deleted;
    } catch (error) {
      this.log.warn(
        { err: { message: error instanceof Error ? error.message : String(error) } },
        'access log: pruning failed',
      );
      return 0;
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.flushTimer);
    clearInterval(this.pruneTimer);
    await this.flushing;
    await this.flush();
  }

  private async write(): Promise<void> {
    if (this.dropped > 0) {
      this.log.warn({ dropped: this.dropped }, 'access log: reads dropped while the store refused writes');
      this.dropped = 0;
    }
    if (this.pending.size === 0) return;
    const taken = this.pending.take();
    try {
      await upsertAccessMonths(this.db, taken.slices(SLICE_ROWS));
    } catch (error) {
      for (const slice of taken.slices(SLICE_ROWS)) {
        for (const row of slice) if (!this.pending.merge(row)) this.dropped++;
      }
      this.log.warn(
        { err: { message: error instanceof Error ? error.message : String(error) } },
        'access log: write failed; retried',
      );
    }
  }
}
