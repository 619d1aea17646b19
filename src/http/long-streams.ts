import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Config } from '../config.ts';
import { endedWhenStalled } from '../shared/stalled-consumer.ts';
import { ApiError } from './errors.ts';
import { recordDataAccess } from './pipeline/access-log.ts';

/**
 * The share of the store that streamed answers (the snapshot) may hold: each holds a transaction,
 * and on PostgreSQL a pool connection, for as long as it streams. At most `perProcess` at once in
 * this process (by default half the pool, so ordinary reads and /readyz always find one), at most
 * `perKey` for one API key, and none held by a client that stopped reading for `stallMs`.
 */
export class LongStreams {
  private open = 0;
  private readonly byCaller = new Map<string, number>();
  private readonly refused: Counter<'reason'> | undefined;
  private readonly cut: Counter | undefined;

  constructor(
    readonly limits: Pick<Config, 'streamsPerProcess' | 'streamsPerKey' | 'streamStallTimeoutMs'>,
    registry?: Registry,
  ) {
    if (registry === undefined) return;
    const streams = this;
    new Gauge({
      name: 'hrapi_streams_open',
      help: 'Streamed answers (snapshots) running in this process, each holding a store transaction',
      registers: [registry],
      collect() {
        this.set(streams.open);
      },
    });
    this.refused = new Counter({
      name: 'hrapi_streams_refused_total',
      help: 'Streamed answers refused, by the limit reached: process (503) or key (429)',
      labelNames: ['reason'],
      registers: [registry],
    });
    this.cut = new Counter({
      name: 'hrapi_streams_stalled_total',
      help: 'Streamed answers cut because their client took nothing for HRAPI_STREAM_STALL_TIMEOUT_MS',
      registers: [registry],
    });
  }

  /** Streams running now. */
  get running(): number {
    return this.open;
  }

  /** A place for one more stream of `caller`, or a 429 (its own limit) or a 503 (the process's); the release runs once. */
  admit(caller: string): () => void {
    const retryAfter = { 'Retry-After': String(Math.ceil(this.limits.streamStallTimeoutMs / 1000)) };
    const ofCaller = this.byCaller.get(caller) ?? 0;
    if (ofCaller >= this.limits.streamsPerKey) {
      this.refused?.inc({ reason: 'key' });
      throw new ApiError(
        'rate_limited',
        `this API key already has ${ofCaller} streamed answers running on this server, its most at once; retry when one ends`,
        undefined,
        retryAfter,
      );
    }
    if (this.open >= this.limits.streamsPerProcess) {
      this.refused?.inc({ reason: 'process' });
      throw new ApiError(
        'service_unavailable',
        'this server streams as many answers as it may at once; retry in a moment (or on another instance)',
        undefined,
        retryAfter,
      );
    }
    this.open += 1;
    this.byCaller.set(caller, ofCaller + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.open -= 1;
      const left = (this.byCaller.get(caller) ?? 1) - 1;
      if (left === 0) this.byCaller.delete(caller);
      else this.byCaller.set(caller, left);
    };
  }

  /** Counts a stream cut for stalling. */
  noteStalled(): void {
    this.cut?.inc();
  }
}

/**
 * Sends `text` as the streamed answer of `request`, admitted by the app's LongStreams for
 * `caller` (else a 429 or 503 before anything is read), written with backpressure; a client that
 * takes nothing for the stall timeout has its stream ended (the transaction released first) and
 * its connection closed, so it never learns a cut answer was whole.
 */
export function sendLongStream(
  request: FastifyRequest,
  reply: FastifyReply,
  caller: string,
  text: () => AsyncGenerator<string, void, undefined>,
): FastifyReply {
  const streams = request.server.longStreams;
  const release = streams.admit(caller);
  let started = false;
  // A response closed before its stream was first read never runs the stream's finally.
  reply.raw.once('close', () => {
    if (!started) release();
  });
  const onStall = (stallMs: number) => {
    streams.noteStalled();
    request.log.warn({ stallMs }, 'streamed answer cut: its client took nothing within the stall timeout');
    reply.raw.destroy();
  };
  async function* guarded(): AsyncGenerator<string, void, undefined> {
    started = true;
    let whole = false;
    try {
      yield* endedWhenStalled(text(), streams.limits.streamStallTimeoutMs, onStall);
      whole = true;
    } finally {
      release();
      // A cut answer never finishes, so onResponse never runs: what it showed is recorded here.
      if (!whole) recordDataAccess(request, reply);
    }
  }
  return reply.send(Readable.from(guarded(), { objectMode: false, highWaterMark: 64 * 1024 }));
}
