import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { openStore } from '../../src/db/store.ts';
import { runCli } from '../support/cli.ts';
import { givenOrganization } from '../support/fixtures.ts';

/** The SQLite store and documents written by the CLI hold SSNs and IBANs: owner only. */
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function scratch(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-modes-'));
  folders.push(folder);
  return folder;
}

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe('file modes of personal data on disk', () => {
  it('creates the data folder 0700 and the database, its WAL and shared memory 0600', async () => {
    const previous = process.umask(0o022);
    try {
      const dataDir = path.join(scratch(), 'data');
      const store = openStore({ databaseUrl: undefined, dataDir });
      try {
        await migrateToLatest(store);
        await givenOrganization(store.db, 'org_modes');
        expect(modeOf(dataDir)).toBe(0o700);
        for (const suffix of ['', '-wal', '-shm']) {
          expect({
            file: `hrapi.sqlite${suffix}`,
            mode: modeOf(path.join(dataDir, `hrapi.sqlite${suffix}`)),
          }).toEqual({
            file: `hrapi.sqlite${suffix}`,
            mode: 0o600,
          });
        }
      } finally {
        await store.close();
      }
    } finally {
      process.umask(previous);
    }
  });

  it('tightens a store that an earlier version left readable by others to 0600', async () => {
    const dataDir = scratch();
    const first = openStore({ databaseUrl: undefined, dataDir });
    await migrateToLatest(first);
    await first.close();
    fs.chmodSync(path.join(dataDir, 'hrapi.sqlite'), 0o644);
    const again = openStore({ databaseUrl: undefined, dataDir });
    try {
      expect(modeOf(path.join(dataDir, 'hrapi.sqlite'))).toBe(0o600);
    } finally {
      await again.close();
    }
  });

  it('`hrapi seed --out` writes its document 0600', async () => {
    const file = path.join(scratch(), 'document.json');
    const result = await runCli(['seed', '--collaborators', '2', '--out', file], { DATABASE_URL: '' });
    expect(result.code, result.stderr).toBe(0);
    expect(modeOf(file)).toBe(0o600);
  }, 60_000);

  it('`hrapi seed --format dsn --out` makes its folder 0700, and refuses a folder that cannot be one (under /proc) instead of spinning', async () => {
    const folder = path.join(scratch(), 'dsn', 'months');
    const months = ['--format', 'dsn', '--collaborators', '3', '--months', '2026-01:2026-01'];
    const written = await runCli(['seed', ...months, '--out', folder], { DATABASE_URL: '' });
    expect(written.code, written.stderr).toBe(0);
    expect(modeOf(folder)).toBe(0o700);
    const refused = await runCli(['seed', ...months, '--out', '/proc/self/hrapi-dsn'], { DATABASE_URL: '' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/ENOENT/);
  }, 60_000);
});
