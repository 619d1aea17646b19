import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Config, loadConfig } from '../../src/config.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { type Engine, openStore, type Store } from '../../src/db/store.ts';

export interface TestStore {
  engine: Engine;
  config: Config;
  store: Store;
  /** Closes the store and deletes its database or folder. */
  drop(): Promise<void>;
}

/** A fresh, migrated, empty store of its own: a temporary folder, or a new PostgreSQL database. */
export async function createTestStore(engine: Engine, overrides: Partial<Config> = {}): Promise<TestStore> {
  const base = loadConfig({ ...process.env, DATABASE_URL: '', PORT: '0', LOG_LEVEL: 'silent' });
  if (engine === 'sqlite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-test-'));
    const config: Config = { ...base, dataDir, databaseUrl: undefined, ...overrides };
    const store = openStore(config);
    await migrateToLatest(store);
    return {
      engine,
      config,
      store,
      async drop() {
        await store.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is required for PostgreSQL tests');
  const name = `hrapi_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const config: Config = { ...base, databaseUrl: url.toString(), ...overrides };
  const store = openStore(config);
  await migrateToLatest(store);
  return {
    engine,
    config,
    store,
    async drop() {
      await store.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
