import { isIP } from 'node:net';
import path from 'node:path';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded SQLite store is used. */
  databaseUrl: string | undefined;
  /** PostgreSQL streaming standbys that serve reads (DATABASE_REPLICA_URLS); none by default. */
  databaseReplicaUrls: string[];
  /** Past this replay lag (time) or WAL distance (bytes), a replica serves no reads. */
  replicaMaxLag: { ms: number; bytes: number };
  dataDir: string;
  redisUrl: string | undefined;
  logLevel: LogLevel;
  rateLimitPerMinute: number;
  writeRateLimitPerMinute: number;
  production: boolean;
  /**
   * Which peers may speak through `X-Forwarded-*` (client address, HTTPS): `false` none, a hop
   * count (the nearest N proxies), a comma list of addresses/CIDRs, or `true` (any peer; the client
   * address is then whatever the client wrote, so prefer the others). See parseTrustProxy.
   */
  trustProxy: TrustProxy;
  /** `/metrics` is served when HRAPI_METRICS=true or a token is set; 404 otherwise. */
  metricsEnabled: boolean;
  /** When set, `/metrics` requires `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
  /** Processes for `hrapi serve` (HRAPI_WORKERS): 1 by default, 0 for one per core. */
  workers: number;
  /** PostgreSQL connections per server process (HRAPI_DB_POOL_SIZE); N workers open N pools. */
  dbPoolSize: number;
  /** Days the change feed keeps its events (HRAPI_CHANGES_RETENTION_DAYS); older ones are pruned. */
  changesRetentionDays: number;
  /** PostgreSQL, per statement of an API request (HRAPI_DB_STATEMENT_TIMEOUT_MS); see docs/operations.md. */
  dbStatementTimeoutMs: number;
  /** PostgreSQL, to open a connection or wait for a free one (HRAPI_DB_CONNECT_TIMEOUT_MS). */
  dbConnectTimeoutMs: number;
  /** PostgreSQL, idle in the pool before closing, and idle inside a transaction before the server ends it. */
  dbIdleTimeoutMs: number;
  /** PostgreSQL, per statement of `hrapi import`, `hrapi seed` and the fiche import (HRAPI_DB_IMPORT_TIMEOUT_MS). */
  dbImportTimeoutMs: number;
  /** PostgreSQL, per statement of a schema migration (HRAPI_DB_MIGRATION_TIMEOUT_MS). */
  dbMigrationTimeoutMs: number;
  /** Bytes this process may keep of read results (HRAPI_READ_CACHE_MB); 0 keeps none. */
  readCacheBytes: number;
  /** Seconds before each webhook retry (HRAPI_WEBHOOK_RETRY_SECONDS). */
  webhookRetrySeconds: number[];
  /** HRAPI_WEBHOOKS_ALLOW_PRIVATE: webhook URLs on private or loopback addresses, and http. */
  webhooksAllowPrivate: boolean;
  /** Days a settled webhook delivery and its attempts are kept (HRAPI_WEBHOOK_RETENTION_DAYS). */
  webhookRetentionDays: number;
  /** The largest DSN file the console and `POST …/dsn-imports` take (HRAPI_DSN_UPLOAD_MAX_MB, at most 64 MiB). */
  dsnUploadMaxBytes: number;
  /** The largest HR data document `POST …/imports` takes (HRAPI_IMPORT_MAX_MB). */
  importMaxBytes: number;
  /**
   * SQLite: how long a write waits for its turn behind other writers (HRAPI_WRITE_WAIT_MS) before
   * it gives up with 503 service_unavailable and Retry-After.
   */
  writeWaitMs: number;
  /** To receive a request's line and headers (HRAPI_HEADERS_TIMEOUT_MS); a slower client is dropped. */
  headersTimeoutMs: number;
  /** To receive a whole request, body included (HRAPI_REQUEST_TIMEOUT_MS). */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this (HRAPI_KEEP_ALIVE_TIMEOUT_MS). */
  keepAliveTimeoutMs: number;
  /**
   * A streamed answer (the snapshot) whose client takes nothing for this long is cut, and its
   * transaction and connection given back (HRAPI_STREAM_STALL_TIMEOUT_MS).
   */
  streamStallTimeoutMs: number;
  /** Streamed answers at once per server process (HRAPI_STREAMS_PER_PROCESS); beyond, 503. */
  streamsPerProcess: number;
  /** Streamed answers at once per API key and server process (HRAPI_STREAMS_PER_KEY); beyond, 429. */
  streamsPerKey: number;
  /** Records which key read which collaborators' data (HRAPI_ACCESS_LOG); off only to measure its cost. */
  accessLog: boolean;
  /** Days the data-access log keeps its rows (HRAPI_ACCESS_LOG_RETENTION_DAYS). */
  accessLogRetentionDays: number;
  /**
   * The server's public base URL (HRAPI_PUBLIC_URL), as partners reach it: the OAuth issuer and
   * the base of its endpoints. Unset: the address the server listens on (development only).
   */
  publicUrl: string | undefined;
}

export class ConfigError extends Error {}

/**
 * A start that cannot go on because of the machine around it (a port taken, a database missing):
 * its message is one line for the operator naming the setting and the fix (src/startup.ts). The
 * CLI prints it on stderr and exits with 2, like a configuration error.
 */
export class StartupError extends Error {}

/** Fastify's `trustProxy`: off, everything, the nearest N hops, or these addresses/CIDRs. */
export type TrustProxy = boolean | number | string;

function isTrustedProxyEntry(entry: string): boolean {
  const [address = '', bits, ...extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^[0-9]{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * HRAPI_TRUST_PROXY: `false`/`0`/unset → trust no proxy; a whole number N ≥ 1 → trust the nearest N
 * hops (so `1`, like every other boolean's `1`, turns it on: one proxy in front); a comma list of
 * addresses or CIDRs → trust exactly those peers; `true` → trust any peer. Anything else stops the
 * server, where it used to mean `false` silently.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const name = 'HRAPI_TRUST_PROXY';
  if (raw === undefined) return false;
  if (raw === 'false' || raw === '0') return false;
  if (raw === 'true') return true;
  if (/^[0-9]+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 32) throw new ConfigError(`${name} as a hop count must be between 1 and 32 (got "${raw}")`);
    return hops;
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isTrustedProxyEntry(entry));
  if (bad.length > 0) {
    throw new ConfigError(
      `${name} must be true, false, a hop count, or a comma list of proxy addresses or CIDRs (not "${bad.join(', ')}")`,
    );
  }
  return entries.join(',');
}

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  // Plain decimal digits only: Number() would also take 1e4, 0x10 or " 5 ".
  const value = /^-?\d{1,16}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
  }
  return value;
}

function optional(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
}

const POSTGRES = ['postgres:', 'postgresql:'];

function url(env: NodeJS.ProcessEnv, name: string, protocols: readonly string[]): string | undefined {
  const raw = optional(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = optional(env, name);
  if (raw === undefined) return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new ConfigError(`${name} must be true or false (got "${raw}")`);
}

/** Standard Webhooks' usual schedule: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
const DEFAULT_WEBHOOK_RETRIES = [5, 300, 1800, 7200, 18000, 36000, 36000];

function secondsList(env: NodeJS.ProcessEnv, name: string, fallback: number[]): number[] {
  const raw = optional(env, name);
  if (raw === undefined) return fallback;
  const values = raw.split(',').map((part) => part.trim());
  if (values.length > 20 || values.some((v) => !/^[1-9]\d{0,5}$/.test(v))) {
    throw new ConfigError(
      `${name} must be a comma list of at most 20 whole seconds, each 1 to 999999 (got "${raw}")`,
    );
  }
  return values.map(Number);
}

function replicaUrls(env: NodeJS.ProcessEnv, primary: string | undefined): string[] {
  const raw = optional(env, 'DATABASE_REPLICA_URLS');
  if (raw === undefined) return [];
  if (primary === undefined) throw new ConfigError('DATABASE_REPLICA_URLS needs DATABASE_URL (PostgreSQL)');
  return raw.split(',').map((part, i) => {
    const one = url({ [`DATABASE_REPLICA_URLS[${i}]`]: part }, `DATABASE_REPLICA_URLS[${i}]`, POSTGRES);
    if (one === undefined) throw new ConfigError('DATABASE_REPLICA_URLS holds an empty URL');
    return one;
  });
}

const LAG_UNITS: Record<string, ['ms' | 'bytes', number]> = {
  ms: ['ms', 1],
  s: ['ms', 1_000],
  min: ['ms', 60_000],
  B: ['bytes', 1],
  kB: ['bytes', 1024],
  MB: ['bytes', 1024 ** 2],
  GB: ['bytes', 1024 ** 3],
};

/** `10s`, `16MB` or both (`10s,16MB`); the one not given keeps its default. */
function replicaMaxLag(env: NodeJS.ProcessEnv): { ms: number; bytes: number } {
  const limit = { ms: 10_000, bytes: 16 * 1024 ** 2 };
  const raw = optional(env, 'HRAPI_REPLICA_MAX_LAG');
  for (const part of raw === undefined ? [] : raw.split(',')) {
    const match = /^(\d{1,9})\s*(ms|s|min|B|kB|MB|GB)$/.exec(part.trim());
    const unit = match ? LAG_UNITS[match[2] ?? ''] : undefined;
    if (!match || !unit || Number(match[1]) === 0) {
      throw new ConfigError(
        `HRAPI_REPLICA_MAX_LAG must be a time (500ms, 10s, 1min), a size (16MB) or both, like 10s,16MB (got "${raw}")`,
      );
    }
    limit[unit[0]] = Number(match[1]) * unit[1];
  }
  return limit;
}

/** `auto` and 0 both mean one process per core. */
export function workersOf(raw: string, name: string): number {
  if (raw === 'auto') return 0;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 256) {
    throw new ConfigError(`${name} must be an integer between 0 and 256, or auto (got "${raw}")`);
  }
  return value;
}

/** An origin with no path, query or trailing slash: the issuer is compared exactly by clients. */
function publicUrl(env: NodeJS.ProcessEnv): string | undefined {
  const raw = url(env, 'HRAPI_PUBLIC_URL', ['https:', 'http:']);
  if (raw === undefined) return undefined;
  const parsed = new URL(raw);
  if (parsed.pathname !== '/' || parsed.search !== '' || parsed.hash !== '' || parsed.username !== '') {
    throw new ConfigError('HRAPI_PUBLIC_URL must be an origin only, like https://hr.example.com');
  }
  return parsed.origin;
}

/**
 * The streams' share of the store: by default half of the PostgreSQL pool per process, and on
 * PostgreSQL never all of it, so ordinary reads and /readyz always find a connection.
 */
function streamLimits(env: NodeJS.ProcessEnv, postgres: boolean, dbPoolSize: number) {
  const most = postgres ? Math.max(1, dbPoolSize - 1) : 1000;
  const perProcess = integer(
    env,
    'HRAPI_STREAMS_PER_PROCESS',
    Math.max(1, Math.floor(dbPoolSize / 2)),
    1,
    most,
  );
  return {
    streamStallTimeoutMs: integer(env, 'HRAPI_STREAM_STALL_TIMEOUT_MS', 10_000, 100, 600_000),
    streamsPerProcess: perProcess,
    streamsPerKey: integer(env, 'HRAPI_STREAMS_PER_KEY', Math.min(2, perProcess), 1, perProcess),
  };
}

/** Reads and validates the configuration; throws a ConfigError with a message fit for an operator. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const logLevel = (optional(env, 'LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  }
  const metricsToken = optional(env, 'HRAPI_METRICS_TOKEN');
  if (metricsToken !== undefined && metricsToken.length < 16) {
    throw new ConfigError('HRAPI_METRICS_TOKEN must be at least 16 characters long');
  }
  const rateLimitPerMinute = integer(env, 'HRAPI_RATE_LIMIT_PER_MINUTE', 600, 1, 1_000_000);
  const requestTimeoutMs = integer(env, 'HRAPI_REQUEST_TIMEOUT_MS', 120_000, 1_000, 3_600_000);
  // The headers are part of the request: their wait cannot be the longer one.
  const headersTimeoutMs = integer(env, 'HRAPI_HEADERS_TIMEOUT_MS', 10_000, 1_000, requestTimeoutMs);
  const databaseUrl = url(env, 'DATABASE_URL', POSTGRES);
  const dbPoolSize = integer(env, 'HRAPI_DB_POOL_SIZE', 10, 1, 1000);
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: optional(env, 'HOST') ?? '127.0.0.1',
    databaseUrl,
    databaseReplicaUrls: replicaUrls(env, databaseUrl),
    replicaMaxLag: replicaMaxLag(env),
    dataDir: path.resolve(optional(env, 'HRAPI_DATA_DIR') ?? './data'),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    logLevel,
    rateLimitPerMinute,
    writeRateLimitPerMinute: integer(
      env,
      'HRAPI_WRITE_RATE_LIMIT_PER_MINUTE',
      Math.max(1, Math.floor(rateLimitPerMinute / 5)),
      1,
      1_000_000,
    ),
    production: env.NODE_ENV === 'production',
    trustProxy: parseTrustProxy(optional(env, 'HRAPI_TRUST_PROXY')),
    metricsEnabled: flag(env, 'HRAPI_METRICS', false) || metricsToken !== undefined,
    metricsToken,
    workers: workersOf(optional(env, 'HRAPI_WORKERS') ?? '1', 'HRAPI_WORKERS'),
    dbPoolSize,
    changesRetentionDays: integer(env, 'HRAPI_CHANGES_RETENTION_DAYS', 90, 1, 3650),
    dbStatementTimeoutMs: integer(env, 'HRAPI_DB_STATEMENT_TIMEOUT_MS', 5_000, 100, 3_600_000),
    dbConnectTimeoutMs: integer(env, 'HRAPI_DB_CONNECT_TIMEOUT_MS', 3_000, 100, 600_000),
    dbIdleTimeoutMs: integer(env, 'HRAPI_DB_IDLE_TIMEOUT_MS', 30_000, 1_000, 3_600_000),
    dbImportTimeoutMs: integer(env, 'HRAPI_DB_IMPORT_TIMEOUT_MS', 300_000, 1_000, 86_400_000),
    dbMigrationTimeoutMs: integer(env, 'HRAPI_DB_MIGRATION_TIMEOUT_MS', 600_000, 1_000, 86_400_000),
    readCacheBytes: integer(env, 'HRAPI_READ_CACHE_MB', 48, 0, 65_536) * 1024 * 1024,
    webhookRetrySeconds: secondsList(env, 'HRAPI_WEBHOOK_RETRY_SECONDS', DEFAULT_WEBHOOK_RETRIES),
    webhooksAllowPrivate: flag(env, 'HRAPI_WEBHOOKS_ALLOW_PRIVATE', false),
    webhookRetentionDays: integer(env, 'HRAPI_WEBHOOK_RETENTION_DAYS', 30, 1, 3650),
    dsnUploadMaxBytes: integer(env, 'HRAPI_DSN_UPLOAD_MAX_MB', 64, 1, 64) * 1024 * 1024,
    importMaxBytes: integer(env, 'HRAPI_IMPORT_MAX_MB', 512, 1, 2047) * 1024 * 1024,
    writeWaitMs: integer(env, 'HRAPI_WRITE_WAIT_MS', 30_000, 0, 3_600_000),
    headersTimeoutMs,
    requestTimeoutMs,
    keepAliveTimeoutMs: integer(env, 'HRAPI_KEEP_ALIVE_TIMEOUT_MS', 72_000, 1_000, 600_000),
    ...streamLimits(env, databaseUrl !== undefined, dbPoolSize),
    accessLog: flag(env, 'HRAPI_ACCESS_LOG', true),
    accessLogRetentionDays: integer(env, 'HRAPI_ACCESS_LOG_RETENTION_DAYS', 400, 1, 3650),
    publicUrl: publicUrl(env),
  };
}
