import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { pruneAccessLog, upsertAccessCounts } from './access-log.queries.ts';

/** Categories of a collaborator's data an answer can carry. */
export const ACCESS_CATEGORIES = [
  'basic',
  'personal_details',
  'contract',
  'absence',
  'absence_type',
  'work_location',
  'affiliation',
  'meal_voucher',
] as const;
export type AccessCategory = (typeof ACCESS_CATEGORIES)[number];

/** Whose data an answer carried, and which categories of it. */
export interface DataAccess {
  collaboratorIds: readonly string[];
  categories: readonly AccessCategory[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a handler whose answer carries collaborators' data; kept with a cached answer. */
    dataAccess: DataAccess | null;
  }
}

/** Called by a handler: this answer carries these collaborators' data, in these categories. */
export function noteDataAccess(
  request: FastifyRequest,
  collaboratorIds: readonly string[],
  categories: readonly AccessCategory[],
): void {
  if (collaboratorIds.length > 0)
    request.dataAccess = { collaboratorIds: [...new Set(collaboratorIds)], categories };
}

export interface AccessLogOptions {
  enabled: boolean;
  retentionDays: number;
  /** Between two writes of the accumulated counts (default 2 s). */
  flushMs?: number;
  /** Between two prunings of rows older than the retention (default 1 h). */
  pruneMs?: number;
  /** Counts kept in memory at most while the store refuses them; beyond, new reads are dropped and logged. */
  maxPending?: number;
}

const SEPARATOR = '\u0000';

/** The UTC day of an instant, `YYYY-MM-DD`: the log's grain. */
export function dayOf(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/**
 * The data-access log, off the request path: each answer adds to in-memory counts per
 * organization, collaborator, key, category and day, and a timer writes them as upserts in
 * batches. One row per (collaborator, key, category, day) whatever the number of reads, so the
 * log is bounded; rows older than the retention are pruned in the background. Counts still in
 * memory are written on close.
 */
export class AccessLog {
  private pending = new Map<string, number>();
  private flushing: Promise<void> | undefined;
  private flushTimer: NodeJS.Timeout | undefined;
  private pruneTimer: NodeJS.Timeout | undefined;
  private dropped = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: AccessLogOptions,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  ) {}

  get enabled(): boolean {
    return this.options.enabled;
  }

  record(organizationId: string, keyId: string, access: DataAccess, at = Date.now()): void {
    if (!this.options.enabled) return;
    const day = dayOf(at);
    const max = this.options.maxPending ?? 1_000_000;
    for (const collaboratorId of access.collaboratorIds) {
      for (const category of access.categories) {
        const key = [organizationId, collaboratorId, keyId, category, day].join(SEPARATOR);
        const count = this.pending.get(key);
        if (count === undefined && this.pending.size >= max) {
          this.dropped++;
          continue;
        }
        this.pending.set(key, (count ?? 0) + 1);
      }
    }
  }

  start(): void {
    if (!this.options.enabled) return;
    this.flushTimer = setInterval(() => void this.flush(), this.options.flushMs ?? 2000);
    this.flushTimer.unref();
    this.pruneTimer = setInterval(() => void this.prune(), this.options.pruneMs ?? 3_600_000);
    this.pruneTimer.unref();
    void this.prune();
  }

  /** Writes what is accumulated; a failed write puts the counts back for the next pass. */
  flush(): Promise<void> {
    this.flushing ??= this.write().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  async prune(now = Date.now()): Promise<number> {
    try {
      return await pruneAccessLog(this.db, dayOf(now - this.options.retentionDays * 86_400_000));
    } catch (error) {
      this.log.warn({ err: { message: (error as Error).message } }, 'access log: pruning failed');
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
    const batch = this.pending;
    this.pending = new Map();
    const rows = [...batch].map(([key, reads]) => {
      const [organization_id = '', collaborator_id = '', key_id = '', category = '', day = ''] =
        key.split(SEPARATOR);
      return { organization_id, collaborator_id, key_id, category, day, reads };
    });
    try {
      await upsertAccessCounts(this.db, rows);
    } catch (error) {
      for (const [key, reads] of batch) this.pending.set(key, (this.pending.get(key) ?? 0) + reads);
      this.log.warn({ err: { message: (error as Error).message } }, 'access log: write failed; retried');
    }
  }
}
