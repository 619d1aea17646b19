import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { type ApiKey, findActiveKeyByHash } from '../api-keys/api-keys.ts';
import type { Database } from '../db/schema.ts';
import type { KeyResolver } from './key-resolver.ts';

/** The channel the api_keys trigger (migration 0007) notifies on every revocation or key change. */
export const KEY_CHANGES_CHANNEL = 'hrapi_api_keys';

export type CacheLookup = 'hit' | 'miss' | 'bypass';

export interface KeyCacheOptions {
  connectionString: string;
  onLookup?: (result: CacheLookup) => void;
  maxEntries?: number;
  /** How often the LISTEN connection proves it is alive; a silent one is treated as lost. */
  heartbeatMs?: number;
}

/**
 * Active keys by secret hash, in memory, for PostgreSQL deployments of several instances. The
 * cache only serves while this process holds a LISTEN connection: every key change anywhere (the
 * CLI, the console, another instance, plain SQL) fires a NOTIFY that empties it. Without that
 * connection (not yet open, lost, heartbeat unanswered) every lookup goes to the store, and the
 * cache starts empty again once reconnected: no notification can have been missed while serving.
 * Unknown secrets are never cached.
 */
export class ListeningKeyCache implements KeyResolver {
  private readonly entries = new Map<string, ApiKey>();
  /** Bumped on every invalidation: a lookup that raced one must not store what it read. */
  private generation = 0;
  private client: pg.Client | undefined;
  private listening = false;
  private closed = false;
  private reconnectDelayMs = 500;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private readonly maxEntries: number;
  private log: Pick<FastifyBaseLogger, 'info' | 'warn'> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: KeyCacheOptions,
  ) {
    this.maxEntries = options.maxEntries ?? 10_000;
  }

  get active(): boolean {
    return this.listening;
  }

  /** Opens the LISTEN connection; never throws: a store that is down only keeps the cache off. */
  async start(log: Pick<FastifyBaseLogger, 'info' | 'warn'>): Promise<void> {
    this.log = log;
    await this.connect();
  }

  async resolve(secretHash: string): Promise<ApiKey | undefined> {
    if (!this.listening) {
      this.options.onLookup?.('bypass');
      return findActiveKeyByHash(this.db, secretHash);
    }
    const cached = this.entries.get(secretHash);
    if (cached) {
      this.options.onLookup?.('hit');
      return cached;
    }
    this.options.onLookup?.('miss');
    const generation = this.generation;
    const key = await findActiveKeyByHash(this.db, secretHash);
    if (key && this.listening && generation === this.generation) {
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next();
        if (!oldest.done) this.entries.delete(oldest.value);
      }
      this.entries.set(secretHash, key);
    }
    return key;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    clearInterval(this.heartbeatTimer);
    this.goDeaf();
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  private goDeaf(): void {
    this.listening = false;
    this.invalidate();
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      connectionTimeoutMillis: 3000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: 'hrapi-key-cache',
    });
    this.client = client;
    client.on('notification', () => this.invalidate());
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, undefined));
    try {
      await client.connect();
      await client.query(`LISTEN ${KEY_CHANGES_CHANNEL}`);
    } catch (error) {
      this.lost(client, error);
      return;
    }
    if (this.client !== client || this.closed) return;
    this.invalidate();
    this.listening = true;
    this.reconnectDelayMs = 500;
    this.log?.info('key cache on: listening for key changes');
    this.heartbeatTimer = setInterval(() => this.heartbeat(client), this.options.heartbeatMs ?? 5000);
    this.heartbeatTimer.unref();
  }

  private heartbeat(client: pg.Client): void {
    const deadline = setTimeout(() => this.lost(client, new Error('heartbeat unanswered')), 2000);
    deadline.unref();
    client.query('select 1').then(
      () => clearTimeout(deadline),
      (error) => {
        clearTimeout(deadline);
        this.lost(client, error);
      },
    );
  }

  private lost(client: pg.Client, error: unknown): void {
    if (this.client !== client) return;
    this.client = undefined;
    clearInterval(this.heartbeatTimer);
    const wasListening = this.listening;
    this.goDeaf();
    client.end().catch(() => {});
    if (this.closed) return;
    if (wasListening) {
      this.log?.warn(
        { err: error instanceof Error ? { message: error.message } : undefined },
        'key cache off: LISTEN connection lost; every request asks the store until it is back',
      );
    }
    this.reconnectTimer = setTimeout(() => this.connect(), this.reconnectDelayMs);
    this.reconnectTimer.unref();
    this.reconnectDelayMs = Math.min(this.reconnectDelayMs * 2, 10_000);
  }
}
