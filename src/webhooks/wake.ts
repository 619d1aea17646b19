import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { pgDriver } from '../db/pg-driver.ts';

/** The channel the change_counters trigger (migration 0017) notifies, at commit, on every change logged. */
export const CHANGES_CHANNEL = 'hrapi_changes';

export interface ChangeListener {
  /** True while the LISTEN connection is up: polling can then be slow. */
  readonly listening: boolean;
  close(): Promise<void>;
}

/**
 * PostgreSQL only: calls `onChange` when any instance, the CLI or plain SQL commits a change, so
 * the dispatcher sends it at once instead of at its next poll. Never throws: without the
 * connection (not yet open, lost) the dispatcher polls, and it reconnects with backoff.
 */
export function listenForChanges(
  connectionString: string,
  onChange: () => void,
  log: Pick<FastifyBaseLogger, 'warn'>,
): ChangeListener {
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let delayMs = 500;
  let timer: NodeJS.Timeout | undefined;

  const lost = (lostClient: pg.Client, error: unknown) => {
    if (client !== lostClient) return;
    client = undefined;
    if (listening) {
      log.warn(
        { err: error instanceof Error ? { message: error.message } : undefined },
        'webhooks: change notifications lost; polling until they are back',
      );
    }
    listening = false;
    lostClient.end().catch(() => {});
    if (closed) return;
    timer = setTimeout(connect, delayMs);
    timer.unref();
    delayMs = Math.min(delayMs * 2, 10_000);
  };

  const connect = async () => {
    if (closed) return;
    const next = new (pgDriver().Client)({
      connectionString,
      connectionTimeoutMillis: 3000,
      keepAlive: true,
      application_name: 'hrapi-webhooks',
    });
    client = next;
    next.on('notification', () => onChange());
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, undefined));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (error) {
      lost(next, error);
      return;
    }
    if (client !== next || closed) return;
    listening = true;
    delayMs = 500;
    // Whatever was committed while not listening is picked up now.
    onChange();
  };

  void connect();
  return {
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      listening = false;
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}
