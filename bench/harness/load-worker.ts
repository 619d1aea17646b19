/**
 * The load generator, in a process of its own (forked by load.ts): it never shares an event loop
 * or a CPU accounting with the server it measures or with a ceiling. Receives one run at a time
 * over IPC, drives it with autocannon, answers its figures.
 */
import autocannon from 'autocannon';
import type { LoadResult, LoadRun } from './load.ts';

async function run(options: LoadRun): Promise<LoadResult> {
  const targets = options.targets;
  let next = options.startAt ?? 0;
  const result = await autocannon({
    url: options.base,
    connections: options.connections,
    duration: options.seconds,
    timeout: 30,
    requests: [
      {
        method: 'GET',
        // One counter for every connection: the paths are visited round-robin across the whole run.
        setupRequest: (request) => {
          const target = targets[next % targets.length];
          next += 1;
          if (target?.body === undefined)
            return { ...request, path: target?.path ?? '/', headers: target?.headers ?? {} };
          return {
            ...request,
            method: target.method ?? 'POST',
            path: target.path,
            headers: { ...target.headers, 'content-type': 'application/json' },
            body: target.body,
          };
        },
      },
    ],
  });
  return {
    rps: Math.round(result.requests.total / Math.max(1, result.duration)),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
    next,
  };
}

process.on('message', (message: { id: number; run: LoadRun }) => {
  run(message.run).then(
    (result) => process.send?.({ id: message.id, result }),
    (error: unknown) => process.send?.({ id: message.id, error: String(error) }),
  );
});
process.on('disconnect', () => process.exit(0));
