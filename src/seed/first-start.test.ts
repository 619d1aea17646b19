import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestStore } from '../../test/support/store.ts';
import { ALL_SCOPES, SELF_SERVE_SCOPES } from '../auth/scopes.ts';
import { openStore } from '../db/store.ts';

const BIN = path.resolve(import.meta.dirname, '../../bin/hrapi');

interface Started {
  /** The JSON log stream. */
  stdout: string;
  /** The terminal channel, where the banner goes. */
  stderr: string;
  address: string;
  /** Status of a call with the printed key to an unrouted path: 404 for a valid key, else 401. */
  probe: number | undefined;
}

/** Runs `hrapi serve` as `npm start` does, until it logs that it listens; then stops it. */
function serveOnce(env: Record<string, string>): Promise<Started> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, [BIN, 'serve', '--port', '0'], {
      env: { ...process.env, NODE_ENV: '', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let address = '';
    let probe: number | undefined;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start: ${stderr}`));
    }, 60_000);
    let probing = false;
    const onOutput = () => {
      const match = /"msg":"listening on (http:\/\/[^ ]+) /.exec(stdout);
      if (match?.[1]) address = match[1];
      // The banner, when there is one, is complete once its last line is out.
      const bannerDone = !/First start/.test(stderr) || /shown only this once/.test(stderr);
      if (address && !probing && bannerDone) {
        probing = true;
        const key = /API key {8}(hrk_\S+)/.exec(stderr)?.[1];
        const probed = key
          ? fetch(`${address}/api/public/v1/organizations/org_demo/nothing`, {
              headers: { authorization: `Bearer ${key}` },
            }).then((r) => {
              probe = r.status;
            })
          : Promise.resolve();
        // Give a first-start banner time to follow the listening line before stopping.
        const settle = key ? probed : probed.then(() => new Promise((r) => setTimeout(r, 300)));
        settle.finally(() => child.kill('SIGTERM'));
      }
    };
    child.stdout?.on('data', (chunk) => {
      stdout += chunk;
      onOutput();
    });
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
      onOutput();
    });
    child.on('error', reject);
    child.on('close', () => {
      clearTimeout(timer);
      if (address) resolve({ stdout, stderr, address, probe });
      else reject(new Error(`the server stopped before listening: ${stderr}`));
    });
  });
}

const banner = (output: string) => output.split('\n').filter((l) => l.startsWith('First start'));

describe('first start on the embedded store', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-first-start-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  // Two real starts and a 300-collaborator seed: slow on a loaded machine.
  it('seeds a demo once, prints the admin login, a key, a partner key and a curl line, and never again', async () => {
    const dir = freshDir();
    const first = await serveOnce({ DATABASE_URL: '', HRAPI_DATA_DIR: dir });
    expect(banner(first.stderr)).toHaveLength(1);
    expect(first.stderr).toContain('Admin login    admin@demo.hrapi.local');
    const password = /Password {7}(\S+)/.exec(first.stderr)?.[1] ?? '';
    const key = /API key {8}(hrk_\S+)/.exec(first.stderr)?.[1] ?? '';
    const partnerKey = /Partner key {4}(hrk_\S+)/.exec(first.stderr)?.[1] ?? '';
    expect(partnerKey).not.toBe('');
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(first.probe).toBe(404);
    expect(first.stderr).toContain(
      `curl -H "Authorization: Bearer ${key}" ${first.address}/api/public/v1/organizations/org_demo/collaborators`,
    );
    // Printed on the terminal (stderr), never into the log stream (stdout), not even in part.
    expect(banner(first.stdout)).toEqual([]);
    expect(first.stdout).not.toContain(password);
    expect(first.stdout).not.toContain(key);
    expect(first.stdout).not.toContain(partnerKey);
    expect(first.stdout).not.toContain('hrk_');

    const store = openStore({ databaseUrl: undefined, dataDir: dir });
    try {
      const collaborators = await store.db
        .selectFrom('collaborators')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(collaborators.n)).toBe(300);
      const keys = await store.db.selectFrom('api_keys').selectAll().orderBy('name').execute();
      expect(keys.map((k) => [k.name, k.kind])).toEqual([
        ['Demo key', 'self_serve'],
        ['Demo partner key', 'partner'],
      ]);
      expect(keys[0]?.scopes.split(' ').sort()).toEqual([...SELF_SERVE_SCOPES].sort());
      expect(keys[1]?.scopes.split(' ').sort()).toEqual([...ALL_SCOPES].sort());
      const admins = await store.db.selectFrom('console_users').select(['email', 'role']).execute();
      expect(admins).toEqual([{ email: 'admin@demo.hrapi.local', role: 'admin' }]);
    } finally {
      await store.close();
    }

    const second = await serveOnce({ DATABASE_URL: '', HRAPI_DATA_DIR: dir });
    expect(banner(second.stderr)).toEqual([]);
  }, 90_000);

  it('does nothing when NODE_ENV=production', async () => {
    const dir = freshDir();
    const started = await serveOnce({ DATABASE_URL: '', HRAPI_DATA_DIR: dir, NODE_ENV: 'production' });
    expect(banner(started.stderr)).toEqual([]);
    const store = openStore({ databaseUrl: undefined, dataDir: dir });
    try {
      expect(await store.db.selectFrom('organizations').select('id').execute()).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it.runIf(process.env.DATABASE_URL)('does nothing on PostgreSQL, even an empty one', async () => {
    const t = await createTestStore('postgres');
    try {
      const started = await serveOnce({ DATABASE_URL: t.config.databaseUrl ?? '' });
      expect(banner(started.stderr)).toEqual([]);
      expect(await t.store.db.selectFrom('organizations').select('id').execute()).toEqual([]);
    } finally {
      await t.drop();
    }
  });
});
