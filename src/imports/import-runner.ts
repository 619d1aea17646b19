import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Store } from '../db/store.ts';
import { StoreBusyError } from '../db/store-busy.ts';
import { loggable } from '../shared/loggable.ts';
import { nowIso } from '../shared/time.ts';
import { type ImportJob, type ImportProgress, type ImportResult, runImportJob } from './import-job.ts';
import { claimImport, finishImport, renewLease } from './imports.queries.ts';
import { leaseOf, RENEW_EVERY_MS } from './lease.ts';
import { removeReceived } from './received-body.ts';

/** Between two tries of a queued import to take its organization's turn from another instance. */
const CLAIM_RETRY_MS = 1000;

const unexpected = (message: string): ImportResult => ({
  counts: null,
  totalProblems: 1,
  problems: [{ path: '', message }],
  totalWarnings: 0,
  warnings: [],
});

/**
 * The imports this instance received: each runs here, where its file is, one at a time per
 * organization (a queue per organization in this process; across instances, a claim in the store
 * that waits while another instance runs one of the organization under a live lease). Every
 * RENEW_EVERY_MS it renews the lease of each import it holds, with its progress: the only writes
 * of the progress, so their rate is bounded whatever the size of the body.
 */
export class ImportRunner {
  /** This instance, as the store names the holder of an import. */
  readonly holder = `${os.hostname()}/${process.pid}/${randomBytes(4).toString('hex')}`;
  private readonly held = new Map<string, ImportProgress | null>();
  private readonly queues = new Map<string, Promise<void>>();
  private readonly timer: NodeJS.Timeout;
  private renewing: Promise<void> | undefined;
  private stopping = false;

  constructor(
    private readonly store: Store,
    private readonly config: Pick<Config, 'dbImportTimeoutMs'>,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  ) {
    this.timer = setInterval(() => this.renew(), RENEW_EVERY_MS);
    this.timer.unref();
  }

  /** Queues an import whose row is in the store (`queued`); its file is removed when it ends. */
  enqueue(job: ImportJob): void {
    this.held.set(job.id, null);
    const before = this.queues.get(job.organizationId) ?? Promise.resolve();
    const tail = before.then(() => this.run(job));
    this.queues.set(job.organizationId, tail);
    void tail.finally(() => {
      if (this.queues.get(job.organizationId) === tail) this.queues.delete(job.organizationId);
    });
  }

  /** Imports not yet started fail (their file goes with this instance); running ones end first. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    await Promise.all(this.queues.values());
    await this.renewing;
  }

  private async run(job: ImportJob): Promise<void> {
    const progress: ImportProgress = { phase: 'validating', bytesRead: 0 };
    try {
      if (!(await this.claim(job))) {
        await finishImport(
          this.store.db,
          job.id,
          'failed',
          unexpected('the server stopped before this import started: nothing was written; send it again'),
          0,
          nowIso(),
        );
        return;
      }
      this.held.set(job.id, progress);
      const { ok, result } = await runImportJob(this.store, this.config, job, progress);
      await finishImport(
        this.store.db,
        job.id,
        ok ? 'succeeded' : 'failed',
        result,
        progress.bytesRead,
        nowIso(),
      );
    } catch (error) {
      this.log.error({ err: loggable(error), importId: job.id }, 'an import over HTTP failed unexpectedly');
      const message =
        error instanceof StoreBusyError
          ? 'the store was busy with other writes for too long: nothing was written; send it again'
          : 'the import stopped on an unexpected error: nothing was written; quote the import id when reporting it';
      await finishImport(
        this.store.db,
        job.id,
        'failed',
        unexpected(message),
        progress.bytesRead,
        nowIso(),
      ).catch((failure: unknown) =>
        this.log.warn({ err: loggable(failure), importId: job.id }, 'recording the end of an import failed'),
      );
    } finally {
      this.held.delete(job.id);
      await removeReceived(job).catch((error: unknown) =>
        this.log.warn({ err: loggable(error), importId: job.id }, 'removing the file of an import failed'),
      );
    }
  }

  /** Waits for the organization's turn; false when this instance stops first. */
  private async claim(job: ImportJob): Promise<boolean> {
    for (;;) {
      if (this.stopping) return false;
      const now = Date.now();
      const liveSince = new Date(now - leaseOf(this.store.engine)).toISOString();
      const claimed = await claimImport(
        this.store.db,
        job.organizationId,
        job.id,
        liveSince,
        new Date(now).toISOString(),
      ).catch((error: unknown) => {
        if (error instanceof StoreBusyError) return false;
        throw error;
      });
      if (claimed) return true;
      await new Promise((resolve) => setTimeout(resolve, CLAIM_RETRY_MS));
    }
  }

  private renew(): void {
    if (this.held.size === 0) return;
    this.renewing ??= (async () => {
      for (const [id, progress] of [...this.held]) {
        await renewLease(this.store.db, id, progress && { ...progress }, nowIso()).catch((error: unknown) =>
          this.log.warn({ err: loggable(error), importId: id }, 'renewing the lease of an import failed'),
        );
      }
    })().finally(() => {
      this.renewing = undefined;
    });
  }
}
