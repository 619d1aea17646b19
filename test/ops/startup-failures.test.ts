import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.ts';

const BIN = path.resolve(import.meta.dirname, '../../bin/hrapi');

/** `hrapi serve` killed after `ms` if it has not ended by itself: a start that spins is a failure, not a hung suite. */
function serveWithin(ms: number, env: Record<string, string>) {
  return new Promise<{ code: number | null; stderr: string; elapsedMs: number }>((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, [BIN, 'serve'], {
      env: {
        ...process.env,
        LOG_LEVEL: 'silent',
        NODE_ENV: 'production',
        DATABASE_URL: '',
        REDIS_URL: '',
        HOST: '127.0.0.1',
        PORT: '0',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: ms,
      killSignal: 'SIGKILL',
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr, elapsedMs: Date.now() - started }));
  });
}

/** A port on 127.0.0.1 that nothing listens on (opened, then closed at once). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const dirs: string[] = [];
function freshDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-startup-'));
  dirs.push(dir);
  return dir;
}

/** `hrapi serve` as an operator starts it, on the embedded store of a fresh directory unless told. */
function serve(env: Record<string, string>) {
  return runCli(['serve'], {
    NODE_ENV: 'production',
    DATABASE_URL: '',
    REDIS_URL: '',
    HRAPI_DATA_DIR: path.join(freshDir(), 'data'),
    HOST: '127.0.0.1',
    PORT: '0',
    ...env,
  });
}

/** One line on stderr naming the setting, and exit code 2. */
function expectRefusal(result: { code: number | null; stderr: string }, setting: string, fix: RegExp) {
  expect(result.code).toBe(2);
  const lines = result.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(new RegExp(`^cannot start: ${setting}\\b`));
  expect(lines[0]).toMatch(fix);
}

describe('a start that fails names its setting and the fix, on one line, with exit code 2', () => {
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a port already in use names PORT', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as net.AddressInfo;
    try {
      const result = await serve({ PORT: String(port) });
      expectRefusal(result, 'PORT', new RegExp(`127\\.0\\.0\\.1:${port} is already in use.*free port`));
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it('a HOST that is not an address of this machine names HOST', async () => {
    const result = await serve({ HOST: 'not-an-address' });
    expectRefusal(result, 'HOST', /"not-an-address" is not an address of this machine.*0\.0\.0\.0/);
  });

  it('an unreachable PostgreSQL names DATABASE_URL, never its password', async () => {
    const port = await closedPort();
    const result = await serve({ DATABASE_URL: `postgres://hrapi:s3cret-pw@127.0.0.1:${port}/hrapi` });
    expectRefusal(result, 'DATABASE_URL', new RegExp(`127\\.0\\.0\\.1:${port} does not answer.*start it`));
    expect(result.stderr).not.toContain('s3cret-pw');
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'a database that does not exist names DATABASE_URL and the createdb line',
    async () => {
      const url = new URL(process.env.DATABASE_URL ?? '');
      const name = `hrapi_missing_${process.pid}_${Date.now()}`;
      url.pathname = `/${name}`;
      const result = await serve({ DATABASE_URL: url.toString() });
      expectRefusal(
        result,
        'DATABASE_URL',
        new RegExp(`"${name}", which does not exist.*createdb .*${name}`),
      );
    },
  );

  it('an unreachable Redis names REDIS_URL and what unsetting it means', async () => {
    const port = await closedPort();
    const result = await serve({ REDIS_URL: `redis://127.0.0.1:${port}` });
    expectRefusal(result, 'REDIS_URL', /does not answer|cannot be used/);
    expect(result.stderr).toMatch(/unset it to count rate limits in each process/);
  });

  it('a data directory under a file names HRAPI_DATA_DIR', async () => {
    const file = path.join(freshDir(), 'a-file');
    fs.writeFileSync(file, '');
    const result = await serve({ HRAPI_DATA_DIR: path.join(file, 'data') });
    expectRefusal(result, 'HRAPI_DATA_DIR', /set HRAPI_DATA_DIR to a directory/);
  });

  it('a data directory that is a regular file names HRAPI_DATA_DIR', async () => {
    const file = path.join(freshDir(), 'a-file');
    fs.writeFileSync(file, '');
    const result = await serve({ HRAPI_DATA_DIR: file });
    expectRefusal(result, 'HRAPI_DATA_DIR', /is a file.*set HRAPI_DATA_DIR to a directory/);
  });

  it.each(['/proc/self', '/proc/self/hrapi-data'])(
    'a data directory under /proc (%s) is refused at once, naming HRAPI_DATA_DIR, instead of spinning',
    async (dataDir) => {
      const result = await serveWithin(15_000, { HRAPI_DATA_DIR: dataDir });
      expect(result.elapsedMs).toBeLessThan(15_000);
      expectRefusal(
        result,
        'HRAPI_DATA_DIR',
        /cannot hold the store.*set HRAPI_DATA_DIR to a directory on a disk/,
      );
    },
    25_000,
  );

  // Root writes through permissions: only another user sees the refusal.
  it.skipIf(process.getuid?.() === 0)(
    'a data directory this user cannot write names HRAPI_DATA_DIR',
    async () => {
      const locked = path.join(freshDir(), 'locked');
      fs.mkdirSync(locked, { mode: 0o500 });
      const result = await serve({ HRAPI_DATA_DIR: path.join(locked, 'data') });
      expectRefusal(result, 'HRAPI_DATA_DIR', /cannot write the store.*writable directory/);
    },
  );
});
