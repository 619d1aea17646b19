import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOG_FLUSH_MS } from '../../src/http/logging.ts';
import { freePort } from '../multi-instance/helpers.ts';

const BIN = path.resolve(import.meta.dirname, '../../bin/hrapi');
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** `hrapi serve` (the built dist) with info logs on SQLite; its stdout split into JSON lines as they arrive. */
async function serve() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-logs-'));
  folders.push(dataDir);
  const port = await freePort();
  const child = spawn(process.execPath, [BIN, 'serve', '--port', String(port)], {
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', HRAPI_DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: { msg?: string; route?: string; status?: number }[] = [];
  let rest = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const parts = (rest + chunk.toString()).split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) lines.push(JSON.parse(part));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  for (
    let i = 0;
    i < 600 &&
    !(await fetch(`${base}/healthz`)
      .then((r) => r.ok)
      .catch(() => false));
    i++
  ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, lines, exited, base };
}

const requestLines = (lines: { msg?: string; route?: string }[]) =>
  lines.filter((l) => l.msg === 'request' && l.route === '/readyz').length;

describe('log lines are written in batches, off the request path, and none is lost on exit', () => {
  it('writes a request’s line within the flush period, unasked, and every buffered line when stopped', async () => {
    const served = await serve();
    try {
      expect((await fetch(`${served.base}/readyz`)).status).toBe(200);
      const deadline = Date.now() + LOG_FLUSH_MS + 5_000;
      while (requestLines(served.lines) < 1 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(requestLines(served.lines)).toBe(1);
      // A burst well under a buffer's worth, then a stop at once: the exit writes what is buffered.
      for (let i = 0; i < 5; i++) await fetch(`${served.base}/readyz`);
      served.child.kill('SIGTERM');
      await served.exited;
      expect(requestLines(served.lines)).toBe(6);
    } finally {
      served.child.kill('SIGKILL');
    }
  }, 90_000);
});
