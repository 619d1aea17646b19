import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVE_NODE_FLAGS } from '../../src/http/ops/heap.ts';
import { freePort } from '../multi-instance/helpers.ts';
import { spawnNpmStart } from '../support/npm-start.ts';

const folders: string[] = [];

/** Whether something accepts connections on 127.0.0.1:port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The server process serving `dataDir` (found through /proc), with its command line. */
function serverProcess(dataDir: string): { pid: number; args: string[] } | undefined {
  for (const pid of fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const env = fs.readFileSync(`/proc/${pid}/environ`, 'utf8');
      const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      if (env.includes(`HRAPI_DATA_DIR=${dataDir}\0`) && args.includes('serve'))
        return { pid: Number(pid), args };
    } catch {
      // gone, or not ours to read
    }
  }
  return undefined;
}

async function waitFor(what: string, check: () => Promise<boolean>, ms: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return Date.now() - started;
}

describe('npm start', () => {
  afterAll(() => {
    for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('SIGTERM sent to the npm process reaches the server, which stops gracefully and frees its port', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-npm-start-'));
    folders.push(dataDir);
    const port = await freePort();
    const {
      npm,
      output,
      exited: npmExited,
    } = spawnNpmStart({ port, dataDir, env: { NODE_ENV: 'production' } });
    try {
      await waitFor(
        'readyz',
        async () => {
          const ready = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
          return ready?.status === 200;
        },
        45_000,
      );
      // Started as deployed: with the Node.js flags that bound its heap's young generation.
      const server = serverProcess(dataDir);
      expect(server?.args.slice(1, 1 + SERVE_NODE_FLAGS.length)).toEqual(SERVE_NODE_FLAGS);
      expect(output()).not.toContain('started without');
      // The Node.js versions package.json claims run without the OAuth library's runtime warning.
      expect(output()).not.toContain('Unsupported runtime');
      npm.kill('SIGTERM');
      const freedAfterMs = await waitFor('the port to be freed', async () => !(await listening(port)), 5_000);
      expect(freedAfterMs).toBeLessThan(5_000);
      await npmExited;
      expect(output()).toMatch(/"signal":"SIGTERM".*shutting down/);
    } finally {
      npm.kill('SIGKILL');
      // A server left behind by a regression must not outlive the test: it is found by its port.
      if (await listening(port)) {
        const stray = serverProcess(dataDir);
        if (stray) process.kill(stray.pid, 'SIGKILL');
      }
    }
  }, 90_000);

  it('five Ctrl-Cs of npm start (SIGINT to its process group, as a terminal sends) each log the graceful stop', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-npm-ctrl-c-'));
    folders.push(dataDir);
    for (let round = 1; round <= 5; round++) {
      const port = await freePort();
      const { npm, output, exited: npmExited } = spawnNpmStart({ port, dataDir, detached: true });
      try {
        await waitFor(
          'readyz',
          async () => (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined))?.status === 200,
          45_000,
        );
        process.kill(-(npm.pid as number), 'SIGINT');
        await npmExited;
        await waitFor('the port to be freed', async () => !(await listening(port)), 5_000);
        expect(output(), `round ${round}`).toMatch(/"signal":"SIGINT".*shutting down/);
        expect(output(), `round ${round}`).toMatch(/"signal":"SIGINT".*stopped gracefully/);
      } finally {
        try {
          process.kill(-(npm.pid as number), 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
  }, 180_000);
});
