import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVE_ENV, SERVE_NODE_FLAGS } from '../src/http/ops/heap.ts';
import type { SoakStore } from './soak-store.ts';

const BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bin/hrapi');

/** The real server, in a process of its own (its RSS is its own), on the soak's store. */
export function startServerProcess(
  store: Pick<SoakStore, 'env'>,
  port: number,
  settings: NodeJS.ProcessEnv = {},
): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...store.env,
    ...settings,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    HRAPI_METRICS: 'true',
    // The soak measures the server, not the limiter: one key sends everything.
    HRAPI_RATE_LIMIT_PER_MINUTE: '1000000',
    HRAPI_WRITE_RATE_LIMIT_PER_MINUTE: '1000000',
    NODE_ENV: 'production',
  };
  delete env.REDIS_URL;
  delete env.HRAPI_METRICS_TOKEN;
  return spawn(process.execPath, [...SERVE_NODE_FLAGS, BIN, 'serve'], {
    env: { ...SERVE_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Counts error-level log lines (pino level ≥ 50) and echoes the first few. */
export function captureErrors(child: ChildProcess): { errors: number } {
  const counts = { errors: 0 };
  const onLine = (line: string) => {
    const level = /"level":(\d+)/.exec(line)?.[1];
    if (level && Number(level) >= 50) {
      counts.errors++;
      if (counts.errors <= 5) console.error(`server: ${line.slice(0, 500)}`);
    }
  };
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
  }
  return counts;
}

export async function waitUntilReady(
  base: string,
  timeoutMs: number,
  exited: () => string | undefined,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const exit = exited();
    if (exit) throw new Error(`the server exited before it was ready (${exit})`);
    try {
      if ((await fetch(`${base}/readyz`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server was not ready within ${timeoutMs / 1000} s`);
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(killer);
}

export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}
