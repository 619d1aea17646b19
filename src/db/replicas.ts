import {
  Kysely,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
} from 'kysely';
import type pg from 'pg';
import {
  createPostgresPool,
  DiscardingPool,
  isConnectionFailure,
  type PostgresTimeouts,
} from './postgres-pool.ts';
import type { Database } from './schema.ts';

/** How far a replica may be behind before reads skip it: replay time and WAL bytes (GitLab's two limits). */
export interface ReplicaLagLimit {
  ms: number;
  bytes: number;
}

/** What /metrics shows of one replica. */
export interface ReplicaStatus {
  name: string;
  serving: boolean;
  /** Why it is out: its checks fail ('down'), it lags past the limit, or it is no standby any more. */
  reason: 'down' | 'lagging' | 'promoted' | null;
  lagMs: number | null;
  lagBytes: number | null;
}

/** How often a replica's replay position and lag are read (on the replica only). */
const CHECK_EVERY_MS = 200;
const CHECK_TIMEOUT_MS = 1_000;

/** A WAL position `X/Y` (two hexadecimal halves of 32 bits) as one number, to compare. */
export function walValue(position: string): bigint {
  const [high, low] = position.split('/');
  return (BigInt(`0x${high || '0'}`) << 32n) + BigInt(`0x${low || '0'}`);
}

const CHECK_STATEMENT = `select pg_is_in_recovery() as recovery, pg_last_wal_replay_lsn()::text as replayed,
  case when pg_last_wal_receive_lsn() is null or pg_last_wal_receive_lsn() <= pg_last_wal_replay_lsn() then 0
    else coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()) * 1000, 0) end as lag_ms`;

class Replica {
  readonly pool: pg.Pool;
  readonly db: Kysely<Database>;
  replayed: bigint | undefined;
  serving = false;
  reason: ReplicaStatus['reason'] = 'down';
  lagMs: number | null = null;
  lagBytes: number | null = null;
  private checking: Promise<void> | undefined;

  constructor(
    readonly name: string,
    url: string,
    poolSize: number,
    timeouts: PostgresTimeouts,
    primary: DiscardingPool,
    private readonly owner: ReadReplicas,
  ) {
    this.pool = createPostgresPool(url, poolSize, timeouts);
    const pool = new FallbackPool(new DiscardingPool(this.pool, timeouts), primary, this, owner);
    this.db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }

  /** Reads its position and lag now, unless a check is already under way. */
  check(): Promise<void> {
    this.checking ??= this.readPosition().finally(() => {
      this.checking = undefined;
    });
    return this.checking;
  }

  /** Out at once: a read's connection to it failed. Its next good check takes it back. */
  down(): void {
    this.serving = false;
    this.reason = 'down';
    this.replayed = undefined;
  }

  private async readPosition(): Promise<void> {
    try {
      const result = await this.pool.query<{ recovery: boolean; replayed: string | null; lag_ms: string }>({
        text: CHECK_STATEMENT,
        query_timeout: CHECK_TIMEOUT_MS,
      } as pg.QueryConfig);
      const row = result.rows[0];
      if (!row?.recovery || row.replayed === null) {
        this.serving = false;
        this.reason = row?.recovery === false ? 'promoted' : 'down';
        return;
      }
      this.replayed = walValue(row.replayed);
      this.lagMs = Math.round(Number(row.lag_ms));
      const ahead = this.owner.primaryPosition - this.replayed;
      this.lagBytes = ahead > 0n ? Number(ahead) : 0;
      const lagging = this.lagMs > this.owner.limit.ms || this.lagBytes > this.owner.limit.bytes;
      this.serving = !lagging;
      this.reason = lagging ? 'lagging' : null;
    } catch {
      this.down();
    }
  }
}

/**
 * The read replicas of a PostgreSQL primary (DATABASE_REPLICA_URLS), as GitLab balances its
 * database reads: a read that must see WAL position P runs on a replica known to have replayed P,
 * else on the primary. Each replica's replay position and lag are read every 200 ms on the replica
 * itself; one that fails its check or lags past the limit serves nothing until a check says it has
 * caught up. A read whose replica connection fails is run again on the primary.
 */
export class ReadReplicas {
  readonly replicas: Replica[];
  /** The primary's highest WAL position seen in the states read (no statement of its own). */
  primaryPosition = 0n;
  /** Statements of reads routed by position, by store: 'primary', or a replica's name. */
  readonly statements = new Map<string, number>();
  /** The primary's connections, for the reads that must run there, counted. */
  readonly primaryReads: Kysely<Database>;
  private timer: NodeJS.Timeout | undefined;
  private turn = 0;

  constructor(
    urls: string[],
    primaryPool: pg.Pool,
    poolSize: number,
    timeouts: PostgresTimeouts,
    readonly limit: ReplicaLagLimit,
  ) {
    const primary = new DiscardingPool(primaryPool, timeouts);
    this.replicas = urls.map(
      (url, i) => new Replica(`replica-${i + 1}`, url, poolSize, timeouts, primary, this),
    );
    const counted = new CountingPool(primary, () => this.count('primary'));
    this.primaryReads = new Kysely<Database>({ dialect: new PostgresDialect({ pool: counted }) });
    this.statements.set('primary', 0);
    for (const replica of this.replicas) this.statements.set(replica.name, 0);
    void this.checkAll();
    this.timer = setInterval(() => void this.checkAll(), CHECK_EVERY_MS);
    this.timer.unref();
  }

  count(store: string): void {
    this.statements.set(store, (this.statements.get(store) ?? 0) + 1);
  }

  /** The handle of a read that must see `position` (null: unknown, the primary's). */
  dbFor(position: string | null): Kysely<Database> {
    if (position === null) return this.primaryReads;
    const needed = walValue(position);
    if (needed > this.primaryPosition) this.primaryPosition = needed;
    const n = this.replicas.length;
    for (let i = 0; i < n; i++) {
      const replica = this.replicas[(this.turn + i) % n];
      if (!replica?.serving || replica.replayed === undefined) continue;
      if (replica.replayed >= needed) {
        this.turn = (this.turn + i + 1) % n;
        return replica.db;
      }
      // Behind this request: ask again now, so the requests just after it find it caught up.
      void replica.check();
    }
    return this.primaryReads;
  }

  status(): ReplicaStatus[] {
    return this.replicas.map(({ name, serving, reason, lagMs, lagBytes }) => ({
      name,
      serving,
      reason,
      lagMs,
      lagBytes,
    }));
  }

  async checkAll(): Promise<void> {
    await Promise.all(this.replicas.map((replica) => replica.check()));
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await Promise.all(this.replicas.map((replica) => replica.db.destroy()));
  }
}

/** The primary's pool as Kysely sees it, counting each statement. */
class CountingPool implements PostgresPool {
  constructor(
    private readonly pool: DiscardingPool,
    private readonly counted: () => void,
  ) {}

  async connect(): Promise<PostgresPoolClient> {
    const client = await this.pool.connect();
    const counted = this.counted;
    return {
      query: ((sql: string, parameters: ReadonlyArray<unknown>) => {
        counted();
        return client.query(sql, parameters);
      }) as PostgresPoolClient['query'],
      release: () => client.release(),
    };
  }

  end(): Promise<void> {
    // The primary's pool is the store's: closed with it.
    return Promise.resolve();
  }
}

/**
 * A replica's pool as Kysely sees it: a connection that cannot be had, or that fails before a
 * transaction began (or on its BEGIN), is replaced by one of the primary's, which runs the
 * statement again, so a replica going down costs a request nothing but time.
 */
class FallbackPool implements PostgresPool {
  constructor(
    private readonly replicaPool: DiscardingPool,
    private readonly primaryPool: DiscardingPool,
    private readonly replica: Replica,
    private readonly owner: ReadReplicas,
  ) {}

  async connect(): Promise<PostgresPoolClient> {
    try {
      return new FallbackClient(await this.replicaPool.connect(), this);
    } catch {
      this.replica.down();
      return new FallbackClient(undefined, this);
    }
  }

  primary(): Promise<PostgresPoolClient> {
    return this.primaryPool.connect();
  }

  counted(onReplica: boolean): void {
    this.owner.count(onReplica ? this.replica.name : 'primary');
  }

  failed(error: unknown): void {
    if (isConnectionFailure(error)) this.replica.down();
  }

  end(): Promise<void> {
    return this.replicaPool.end();
  }
}

/** Errors after which the statement is run again on the primary: the replica's, not the statement's. */
function replicaTrouble(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  // 40001: cancelled by a conflict with recovery (a vacuum replayed under the read).
  return isConnectionFailure(error) || code === '40001';
}

class FallbackClient implements PostgresPoolClient {
  private primaryClient: PostgresPoolClient | undefined;
  private inTransaction = false;

  constructor(
    private replicaClient: PostgresPoolClient | undefined,
    private readonly pool: FallbackPool,
  ) {}

  // biome-ignore lint/suspicious/noExplicitAny: Kysely's overloaded client signature
  query(sql: any, parameters: ReadonlyArray<unknown> = []): any {
    return this.run(sql as string, parameters);
  }

  private async run<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
    const begins = /^\s*(begin|start transaction)/i.test(sql);
    const replica = this.replicaClient;
    if (replica) {
      try {
        this.pool.counted(true);
        const result = await replica.query<R>(sql, parameters);
        if (begins) this.inTransaction = true;
        return result;
      } catch (error) {
        this.pool.failed(error);
        // Inside a transaction, a statement run elsewhere would not see the same snapshot.
        if (this.inTransaction || !replicaTrouble(error)) throw error;
        replica.release();
        this.replicaClient = undefined;
      }
    }
    this.primaryClient ??= await this.pool.primary();
    this.pool.counted(false);
    const result = await this.primaryClient.query<R>(sql, parameters);
    if (begins) this.inTransaction = true;
    return result;
  }

  release(): void {
    this.replicaClient?.release();
    this.primaryClient?.release();
  }
}
