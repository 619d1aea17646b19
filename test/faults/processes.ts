import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../multi-instance/helpers.ts';

const BIN = path.resolve(import.meta.dirname, '../../bin/hrapi');

/** A real `bin/hrapi` process of a fault test: the server or a CLI command. */
export interface HrapiProcess {
  child: ChildProcess;
  /** Everything written so far on stdout and stderr. */
  output(): string;
  exited: Promise<number | null>;
  /** Resolves once `text` appears `times` times in the output (rejects if the process ends first). */
  waitFor(text: string, times?: number, timeoutMs?: number): Promise<void>;
  /** SIGKILL, and wait for the end. */
  kill(): Promise<void>;
}

const running = new Set<HrapiProcess>();

export function startHrapi(args: string[], env: Record<string, string>): HrapiProcess {
  const child = spawn(process.execPath, [BIN, ...args], {
    env: { ...process.env, REDIS_URL: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const wakers = new Set<() => void>();
  const append = (chunk: Buffer) => {
    text += chunk.toString();
    for (const wake of wakers) wake();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(started);
      for (const wake of wakers) wake();
      resolve(code);
    }),
  );
  const started: HrapiProcess = {
    child,
    output: () => text,
    exited,
    async waitFor(wanted, times = 1, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      const found = () => text.split(wanted).length > times;
      while (!found()) {
        if (child.exitCode !== null || child.signalCode !== null) {
          throw new Error(`hrapi ${args[0]} ended before "${wanted}":\n${text.slice(-2000)}`);
        }
        if (Date.now() > deadline)
          throw new Error(`no "${wanted}" from hrapi ${args[0]}:\n${text.slice(-2000)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 100);
          wakers.add(() => {
            clearTimeout(timer);
            resolve();
          });
        });
        wakers.clear();
      }
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  running.add(started);
  return started;
}

/** `hrapi serve` on a free port of 127.0.0.1, once every worker listens. */
export async function serveHrapi(
  env: Record<string, string>,
  workers = 1,
): Promise<HrapiProcess & { baseUrl: string }> {
  const port = await freePort();
  const served = startHrapi(['serve', '--port', String(port), '--workers', String(workers)], env);
  await served.waitFor('"listening on ', workers);
  return Object.assign(served, { baseUrl: `http://127.0.0.1:${port}` });
}

/** Ends every process a test left running. */
export async function killAll(): Promise<void> {
  await Promise.all([...running].map((p) => p.kill()));
}
