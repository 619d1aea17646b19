import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../multi-instance/helpers.ts';

const BIN = path.resolve(import.meta.dirname, '../../bin/hrapi');

interface Served {
  child: ChildProcess;
  port: number;
  /** pids of the processes that logged "listening on" so far */
  listeners: Set<number>;
  exited: Promise<number | null>;
  waitForListeners(count: number, timeoutMs?: number): Promise<void>;
}

const started: Served[] = [];
const folders: string[] = [];

/** `hrapi serve` as an operator runs it: its own process, SQLite in a temporary folder, JSON logs. */
async function serve(args: string[], env: Record<string, string> = {}): Promise<Served> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-serve-'));
  folders.push(dataDir);
  const port = await freePort();
  const child = spawn(process.execPath, [BIN, 'serve', '--port', String(port), ...args], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      HRAPI_DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const listeners = new Set<number>();
  let waiters: (() => void)[] = [];
  let buffered = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.includes('"listening on ')) continue;
      listeners.add(JSON.parse(line).pid);
      for (const wake of waiters) wake();
    }
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const served: Served = {
    child,
    port,
    listeners,
    exited,
    async waitForListeners(count, timeoutMs = 45_000) {
      const deadline = Date.now() + timeoutMs;
      while (listeners.size < count) {
        if (Date.now() > deadline || child.exitCode !== null)
          throw new Error(`only ${listeners.size} listening`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
        waiters = [];
      }
    },
  };
  started.push(served);
  return served;
}

/** A GET on a connection of its own, so that the cluster spreads them over the workers. */
function getOnNewConnection(
  port: number,
  path: string,
): Promise<{ status: number | undefined; text: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, text }));
      })
      .on('error', reject);
  });
}

function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

afterEach(async () => {
  for (const served of started.splice(0)) {
    if (served.child.exitCode === null) served.child.kill('SIGKILL');
    await served.exited;
  }
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe('hrapi serve as a process', () => {
  it('on SIGTERM finishes the in-flight request, refuses new connections, and exits 0', async () => {
    const served = await serve([]);
    await served.waitForListeners(1);

    // A request whose body arrives slowly is in flight when the signal comes.
    const body = JSON.stringify({ slow: 'x'.repeat(64) });
    let bodyEndedAt = Number.POSITIVE_INFINITY;
    const inFlight = new Promise<{ status: number | undefined; text: string; at: number }>(
      (resolve, reject) => {
        const request = http.request({
          host: '127.0.0.1',
          port: served.port,
          method: 'POST',
          path: '/slow-upload',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        });
        request.on('response', (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode, text, at: Date.now() }));
        });
        request.on('error', reject);
        request.write(body.slice(0, 10));
        setTimeout(() => {
          bodyEndedAt = Date.now();
          request.end(body.slice(10));
        }, 1_500);
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    served.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(await connects(served.port)).toBe(false);
    const answered = await inFlight;
    expect(answered.status).toBe(404);
    expect(answered.at).toBeGreaterThanOrEqual(bodyEndedAt);
    expect(JSON.parse(answered.text).code).toBe('not_found');
    expect(await served.exited).toBe(0);
  }, 60_000);

  it('with --workers 2 shares one port, replaces a worker that dies, and stops every worker on SIGTERM', async () => {
    const served = await serve(['--workers', '2'], { HRAPI_METRICS: 'true' });
    await served.waitForListeners(2);
    for (let i = 0; i < 6; i++) expect((await getOnNewConnection(served.port, '/healthz')).status).toBe(200);
    // Whichever worker answers the scrape, it reports the whole instance: all six requests.
    for (let i = 0; i < 2; i++) {
      const scrape = await getOnNewConnection(served.port, '/metrics');
      expect(scrape.text).toContain(
        'hrapi_http_requests_total{method="GET",route="/healthz",status="200"} 6',
      );
    }

    const [first] = [...served.listeners];
    if (first === undefined) throw new Error('no worker');
    process.kill(first, 'SIGKILL');
    await served.waitForListeners(3);
    expect((await fetch(`http://127.0.0.1:${served.port}/healthz`)).status).toBe(200);

    served.child.kill('SIGTERM');
    expect(await served.exited).toBe(0);
    expect(await connects(served.port)).toBe(false);
    for (const pid of served.listeners) {
      expect(() => process.kill(pid, 0)).toThrow();
    }
  }, 90_000);
});
