/** The parent's side of the load generator: forks load-worker.ts and sends it one run at a time. */
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';

export interface LoadTarget {
  /** Path and query, from the server's root. */
  path: string;
  headers?: Record<string, string>;
  /** GET unless said; a write's target carries its own body (the writes scenario, bench/writes.ts). */
  method?: 'GET' | 'POST' | 'PUT';
  body?: string;
}

export interface LoadRun {
  /** The server's origin, `http://127.0.0.1:<port>`. */
  base: string;
  /** Visited round-robin, one counter across every connection. */
  targets: LoadTarget[];
  connections: number;
  seconds: number;
  /** Where in `targets` the run begins (a miss scenario carries on from the previous run). */
  startAt?: number;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  requests: number;
  /** Non-2xx answers, socket errors and time-outs. */
  failures: number;
  /** The position in `targets` after the last request sent (may exceed its length: it wrapped). */
  next: number;
}

export interface LoadGenerator {
  pid: number;
  run(run: LoadRun): Promise<LoadResult>;
  close(): void;
}

export function startLoadGenerator(): LoadGenerator {
  const child: ChildProcess = fork(path.join(import.meta.dirname, 'load-worker.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let nextId = 0;
  const waiting = new Map<number, { resolve(r: LoadResult): void; reject(e: Error): void }>();
  child.on('message', (message: { id: number; result?: LoadResult; error?: string }) => {
    const pending = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.result) pending?.resolve(message.result);
    else pending?.reject(new Error(`load generator: ${message.error}`));
  });
  child.on('exit', (code) => {
    for (const pending of waiting.values()) pending.reject(new Error(`load generator exited ${code}`));
    waiting.clear();
  });
  return {
    pid: child.pid ?? 0,
    run(run) {
      const id = nextId++;
      return new Promise<LoadResult>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        child.send({ id, run });
      });
    },
    close() {
      child.disconnect();
    },
  };
}
