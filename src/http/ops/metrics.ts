import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { stateChannelOf } from '../../db/state-channel.ts';
import type { Store } from '../../db/store.ts';
import type { ReadCacheEvents } from '../../read-cache/read-cache.ts';
import { processCacheStats } from '../../shared/bounded-cache.ts';
import type { CircuitState } from '../rate-limit/circuit.ts';

/** What operators watch, in a registry of this app (tests run several apps in one process). */
export interface Metrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  duration: Histogram<'method' | 'route'>;
  rateLimited: Counter<'bucket'>;
  redisFailOpen: Counter;
  /** 1 for the Redis circuit's current state (closed, open, half_open), 0 for the others. */
  redisCircuit: Gauge<'state'>;
  keyCache: Counter<'result'>;
  readCacheLookups: Counter<'result'>;
  /** Whole answers only: what a miss benchmark checks stays at zero hits (bench/harness/misses.ts). */
  readCacheAnswerLookups: Counter<'result'>;
  readCacheEvictions: Counter;
  readCacheWaits: Counter;
  readCacheBytes: Gauge;
}

/** Gauges read when the registry is scraped: the store's pool and the small in-memory caches. */
function registerCollectedGauges(registry: Registry, store: Store): void {
  const pool = store.pool;
  new Gauge({
    name: 'hrapi_store_pool_connections',
    help: 'PostgreSQL pool connections of this process, by state (total, idle, waiting requests)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  registerReplicaGauges(registry, store);
  new Gauge({
    name: 'hrapi_store_statements',
    help: 'Statements this process has sent through its PostgreSQL pool since it started (state heartbeats apart)',
    registers: [registry],
    collect() {
      const sent = store.statementsSent();
      if (sent !== undefined) this.set(sent);
    },
  });
  new Gauge({
    name: 'hrapi_state_channel',
    help: 'The organization states kept from notifications (PostgreSQL): trusted now (1/0), notifications, connections and heartbeats since the start',
    labelNames: ['of'],
    registers: [registry],
    collect() {
      const channel = stateChannelOf(store);
      if (!channel) return;
      this.set({ of: 'trusted' }, channel.trusted ? 1 : 0);
      for (const [of, count] of Object.entries(channel.counts)) this.set({ of }, count);
    },
  });
  new Gauge({
    name: 'hrapi_memory_cache_entries',
    help: 'Entries held by each small in-memory cache of the process (src/shared/bounded-cache.ts), and its bound',
    labelNames: ['cache', 'of'],
    registers: [registry],
    collect() {
      for (const [cache, stats] of processCacheStats()) {
        this.set({ cache, of: 'held' }, stats.entries);
        this.set({ cache, of: 'bound' }, stats.maxSize);
      }
    },
  });
  new Gauge({
    name: 'hrapi_memory_cache_events',
    help: 'Lookups (hit, miss) and evictions of each small in-memory cache since the process started',
    labelNames: ['cache', 'event'],
    registers: [registry],
    collect() {
      for (const [cache, stats] of processCacheStats()) {
        this.set({ cache, event: 'hit' }, stats.hits);
        this.set({ cache, event: 'miss' }, stats.misses);
        this.set({ cache, event: 'eviction' }, stats.evictions);
      }
    },
  });
}

/** Where reads ran, and each read replica's lag and whether it serves (src/db/replicas.ts). */
function registerReplicaGauges(registry: Registry, store: Store): void {
  const replicas = store.replicas;
  new Gauge({
    name: 'hrapi_store_read_statements',
    help: 'Statements of reads routed by WAL position since the process started, by store (primary, replica-N)',
    labelNames: ['store'],
    registers: [registry],
    collect() {
      for (const [name, count] of replicas?.statements ?? []) this.set({ store: name }, count);
    },
  });
  new Gauge({
    name: 'hrapi_replica_lag_seconds',
    help: 'Replay lag of each read replica at its last check (time since its last replayed commit while WAL waits)',
    labelNames: ['replica'],
    registers: [registry],
    collect() {
      for (const r of replicas?.status() ?? [])
        if (r.lagMs !== null) this.set({ replica: r.name }, r.lagMs / 1000);
    },
  });
  new Gauge({
    name: 'hrapi_replica_lag_bytes',
    help: 'WAL bytes each read replica had still to replay at its last check',
    labelNames: ['replica'],
    registers: [registry],
    collect() {
      for (const r of replicas?.status() ?? [])
        if (r.lagBytes !== null) this.set({ replica: r.name }, r.lagBytes);
    },
  });
  new Gauge({
    name: 'hrapi_replica_serving',
    help: 'Whether each read replica serves reads (1) or is out (0: down, lagging past HRAPI_REPLICA_MAX_LAG, promoted)',
    labelNames: ['replica', 'reason'],
    registers: [registry],
    collect() {
      this.reset();
      for (const r of replicas?.status() ?? [])
        this.set({ replica: r.name, reason: r.reason ?? 'none' }, r.serving ? 1 : 0);
    },
  });
}

function requestMetrics(registry: Registry) {
  return {
    requests: new Counter({
      name: 'hrapi_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern (never the raw path) and status',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'hrapi_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route pattern',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    rateLimited: new Counter({
      name: 'hrapi_rate_limited_requests_total',
      help: 'Requests refused with 429, by bucket (all, write)',
      labelNames: ['bucket'],
      registers: [registry],
    }),
    redisFailOpen: new Counter({
      name: 'hrapi_rate_limit_redis_fail_open_total',
      help: 'Requests served while Redis was unreachable (counted per instance instead)',
      registers: [registry],
    }),
    redisCircuit: new Gauge({
      name: 'hrapi_rate_limit_redis_circuit',
      help: 'Redis circuit breaker of the rate limiter: 1 for its current state (closed, open, half_open)',
      labelNames: ['state'],
      registers: [registry],
    }),
  };
}

function cacheMetrics(registry: Registry) {
  return {
    keyCache: new Counter({
      name: 'hrapi_key_cache_lookups_total',
      help: 'API key lookups by result: hit, miss (asked the store), bypass (no organization in the path: asked the store)',
      labelNames: ['result'],
      registers: [registry],
    }),
    readCacheLookups: new Counter({
      name: 'hrapi_read_cache_lookups_total',
      help: 'Read cache lookups (whole answers and memoized queries) by result: hit, miss',
      labelNames: ['result'],
      registers: [registry],
    }),
    readCacheAnswerLookups: new Counter({
      name: 'hrapi_read_cache_answer_lookups_total',
      help: "Read cache lookups of whole answers (a route's 200 body) by result: hit, miss; memoized queries (totals) are not counted here",
      labelNames: ['result'],
      registers: [registry],
    }),
    readCacheEvictions: new Counter({
      name: 'hrapi_read_cache_evictions_total',
      help: 'Read cache entries dropped (the less frequently read first, W-TinyLFU) to stay within HRAPI_READ_CACHE_MB',
      registers: [registry],
    }),
    readCacheWaits: new Counter({
      name: 'hrapi_read_cache_single_flight_waits_total',
      help: 'Reads that found their answer being computed by another request and waited for it (single-flight)',
      registers: [registry],
    }),
    readCacheBytes: new Gauge({
      name: 'hrapi_read_cache_bytes',
      help: 'Bytes the read cache holds, as charged against HRAPI_READ_CACHE_MB',
      registers: [registry],
    }),
  };
}

export function createMetrics(store: Store, options: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry, prefix: 'hrapi_' });
  registerCollectedGauges(registry, store);
  return { registry, ...requestMetrics(registry), ...cacheMetrics(registry) };
}

/** The read cache's events as metrics. */
export function readCacheEvents(metrics: Metrics): ReadCacheEvents {
  return {
    hit(kind) {
      metrics.readCacheLookups.inc({ result: 'hit' });
      if (kind === 'answer') metrics.readCacheAnswerLookups.inc({ result: 'hit' });
    },
    miss(kind) {
      metrics.readCacheLookups.inc({ result: 'miss' });
      if (kind === 'answer') metrics.readCacheAnswerLookups.inc({ result: 'miss' });
    },
    eviction: () => metrics.readCacheEvictions.inc(),
    wait: () => metrics.readCacheWaits.inc(),
    bytesChanged: (bytes) => metrics.readCacheBytes.set(bytes),
  };
}

const CIRCUIT_STATES: readonly CircuitState[] = ['closed', 'open', 'half_open'];

export function showCircuitState(metrics: Metrics, current: CircuitState): void {
  for (const state of CIRCUIT_STATES) metrics.redisCircuit.set({ state }, state === current ? 1 : 0);
}
