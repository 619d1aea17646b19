import type net from 'node:net';
import type { Redis } from 'ioredis';
import { redisClass } from '../../db/redis.ts';
import { Circuit, type CircuitOptions, type CircuitState } from './circuit.ts';
import { Leases } from './leases.ts';
import type { Bucket, Consumption, MemoryRateLimitStore, RateLimitStore } from './store.ts';

/**
 * The sliding-window rule of window.ts, atomically, on Redis time (so instances with drifting
 * clocks agree), for up to ARGV[2] requests at once: as many as every bucket has room for are
 * counted (granted), none when one has no room for one. Refused requests are not counted. Counter
 * keys derive from KEYS[i] and carry a hash tag of the API key id, so they stay in one slot.
 * Answers: allowed, elapsed, granted, then each bucket's previous and current counts.
 */
const CONSUME = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local w = tonumber(ARGV[1])
local granted = tonumber(ARGV[2])
local idx = math.floor(now / w)
local elapsed = now - idx * w
local prev, cur = {}, {}
for i, k in ipairs(KEYS) do
  prev[i] = tonumber(redis.call('GET', k .. ':' .. (idx - 1)) or '0')
  cur[i] = tonumber(redis.call('GET', k .. ':' .. idx) or '0')
  local room = math.floor(tonumber(ARGV[i + 2]) - prev[i] * (w - elapsed) / w - cur[i])
  if room < granted then granted = room end
end
if granted < 0 then granted = 0 end
local allowed = 0
if granted >= 1 then allowed = 1 end
local out = { allowed, elapsed, granted }
for i, k in ipairs(KEYS) do
  if allowed == 1 then
    cur[i] = redis.call('INCRBY', k .. ':' .. idx, granted)
    if cur[i] == granted then redis.call('PEXPIRE', k .. ':' .. idx, 2 * w + 1000) end
  end
  table.insert(out, prev[i])
  table.insert(out, cur[i])
end
return out
`;

export interface RedisOutageEvents {
  /** Redis could not answer: this request was counted by the fallback instead. */
  failedOpen(error: unknown, firstOfOutage: boolean): void;
  recovered(): void;
  circuitChanged(state: CircuitState): void;
}

/** A few timeouts in a row open the circuit; one request probes Redis every 2 s while open. */
const CIRCUIT: CircuitOptions = { failureThreshold: 3, coolDownMs: 2_000 };

/** A question to Redis for a key's lease, in flight, and how many requests wait on its response. */
interface Asking {
  waiting: number;
  answered: Promise<unknown>;
}

type ConsumeCommand = (...args: (string | number)[]) => Promise<number[]>;

/**
 * Counters in Redis, shared by every instance. When Redis cannot answer within the command
 * timeout (down, unreachable, not yet connected), the request is served and counted by the
 * per-process fallback: the API fails open rather than failing with Redis. A circuit breaker
 * keeps a silent Redis from costing every request the command timeout: once open, requests go
 * straight to the fallback, and one request probes Redis after each cool-down.
 */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;
  private readonly command: ConsumeCommand;
  private inOutage = false;
  readonly circuit: Circuit;
  /** Tokens counted in Redis ahead of use (leases.ts): a busy key asks Redis once per lease. */
  readonly leases: Leases;
  /** Per lease, the question to Redis in flight, if any. */
  private readonly asking = new Map<string, Asking>();

  constructor(
    url: string,
    private readonly fallback: MemoryRateLimitStore,
    private readonly events: RedisOutageEvents,
    options: { commandTimeoutMs?: number; circuit?: CircuitOptions; now?: () => number } = {},
  ) {
    this.leases = new Leases(options.now);
    this.circuit = new Circuit(options.circuit ?? CIRCUIT, (state) => {
      // Replies to commands lost in a black hole never come: the connection may be out of step
      // (or stuck in its ready check). A fresh one is opened; ioredis reconnects by itself.
      if (state === 'open') (this.redis.stream as net.Socket | undefined)?.destroy();
      events.circuitChanged(state);
    });
    this.redis = new (redisClass())(url, {
      // No queue while disconnected and no retries: a request never waits for Redis to come back.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: options.commandTimeoutMs ?? 250,
      connectTimeout: 2000,
      retryStrategy: (attempt) => Math.min(attempt * 250, 2000),
    });
    // Connection errors surface through failed commands; this only keeps them from being unhandled.
    this.redis.on('error', () => {});
    this.redis.defineCommand('hrapiConsume', { lua: CONSUME });
    const command = (this.redis as unknown as Record<string, unknown>).hrapiConsume;
    this.command = (command as ConsumeCommand).bind(this.redis);
  }

  /**
   * Waits (briefly) for the first connection, so a fresh instance starts sharing at once: `true`
   * once connected, the first connection error if one comes first (refused, unknown host, bad
   * password), `false` when Redis is merely slow to answer.
   */
  async ready(timeoutMs = 2000): Promise<boolean | Error> {
    if (this.redis.status === 'ready') return true;
    return new Promise((resolve) => {
      const timer = setTimeout(() => done(false), timeoutMs);
      const done = (outcome: boolean | Error) => {
        clearTimeout(timer);
        this.redis.off('ready', onReady);
        this.redis.off('error', onError);
        resolve(outcome);
      };
      const onReady = () => done(true);
      const onError = (error: Error) => done(error);
      this.redis.once('ready', onReady);
      this.redis.once('error', onError);
    });
  }

  async consume(subject: string, buckets: readonly Bucket[], windowMs: number): Promise<Consumption> {
    const lease = `${subject}\u0000${windowMs}\u0000${buckets.map((b) => `${b.name}=${b.limit}`).join(' ')}`;
    // A key's requests that find its lease empty while one of them is asking Redis wait for that
    // answer and spend from it: asking side by side, each lease would replace the last one and
    // leave its tokens counted and unspent (a client sending 50 requests at once was refused far
    // below its limit). One question per key at a time, sized for the requests waiting on it.
    for (;;) {
      const leased = this.leases.take(lease);
      if (leased) return { allowed: true, counts: leased };
      const asking = this.asking.get(lease);
      if (asking === undefined) return this.ask(lease, subject, buckets, windowMs);
      asking.waiting += 1;
      await asking.answered;
    }
  }

  private ask(lease: string, subject: string, buckets: readonly Bucket[], windowMs: number) {
    const asking: Asking = { waiting: 0, answered: Promise.resolve() };
    const answer = this.askRedis(lease, subject, buckets, windowMs, asking);
    // Settled (whatever the response) before the waiting requests wake: they find the lease, or ask.
    asking.answered = answer.then(
      () => this.asking.delete(lease),
      () => this.asking.delete(lease),
    );
    this.asking.set(lease, asking);
    return answer;
  }

  private async askRedis(
    lease: string,
    subject: string,
    buckets: readonly Bucket[],
    windowMs: number,
    asking: Asking,
  ): Promise<Consumption> {
    if (!this.circuit.tryCall())
      return this.failOpen(new Error('Redis circuit open'), subject, buckets, windowMs);
    const keys = buckets.map((bucket) => `hrapi:rl:{${subject}}:${bucket.name}:${windowMs}`);
    const limits = buckets.map((b) => b.limit);
    try {
      // Asked at the end of this turn of the event loop, sized for the requests that arrived in it.
      await new Promise((resolve) => setImmediate(resolve));
      const wanted = this.leases.wanted(lease, limits, asking.waiting);
      const reply = await this.command(keys.length, ...keys, windowMs, wanted, ...limits);
      this.circuit.succeeded();
      if (this.inOutage) {
        this.inOutage = false;
        this.events.recovered();
      }
      const consumption = parseReply(reply, buckets.length);
      const granted = reply[2] ?? 0;
      if (!consumption.allowed || granted < 1) return consumption;
      const elapsedMs = reply[1] ?? 0;
      return {
        allowed: true,
        counts: this.leases.keep(lease, granted, consumption.counts, elapsedMs, windowMs),
      };
    } catch (error) {
      this.circuit.failed();
      return this.failOpen(error, subject, buckets, windowMs);
    }
  }

  private failOpen(
    error: unknown,
    subject: string,
    buckets: readonly Bucket[],
    windowMs: number,
  ): Consumption {
    this.events.failedOpen(error, !this.inOutage);
    this.inOutage = true;
    return this.fallback.consumeNow(subject, buckets, windowMs);
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}

function parseReply(reply: number[], bucketCount: number): Consumption {
  const [allowed, elapsedMs = 0] = reply;
  const counts = [];
  for (let i = 0; i < bucketCount; i++) {
    counts.push({ previous: reply[3 + 2 * i] ?? 0, current: reply[4 + 2 * i] ?? 0, elapsedMs });
  }
  return { allowed: allowed === 1, counts };
}
