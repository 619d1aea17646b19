import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from './store.ts';
import { StoreBusyError } from './store-busy.ts';
import { writeTransaction } from './write-transaction.ts';

const opened: { store: Store; dir: string }[] = [];
afterEach(async () => {
  for (const { store, dir } of opened.splice(0)) {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

async function sqliteStore(writeWaitMs = 5_000): Promise<Store> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-dialect-'));
  const store = openStore({ databaseUrl: undefined, dataDir: dir, writeWaitMs });
  opened.push({ store, dir });
  await sql`create table t (n integer not null)`.execute(store.db);
  return store;
}

const rows = async (store: Store) =>
  (await sql<{ n: number }>`select n from t order by n`.execute(store.db)).rows.map((r) => r.n);

describe('the SQLite store', () => {
  it('runs the write transactions of one process one after the other, each whole', async () => {
    const store = await sqliteStore();
    await Promise.all(
      [1, 2, 3, 4].map((n) =>
        writeTransaction(store, async (trx) => {
          const seen = (await sql<{ c: number }>`select count(*) as c from t`.execute(trx)).rows[0]?.c ?? 0;
          await new Promise((resolve) => setTimeout(resolve, 5));
          await sql`insert into t (n) values (${n * 10 + Number(seen)})`.execute(trx);
        }),
      ),
    );
    expect(await rows(store)).toEqual([10, 21, 32, 43]);
  });

  it('reads outside a transaction see the last commit without waiting for an open write', async () => {
    const store = await sqliteStore();
    await sql`insert into t (n) values (1)`.execute(store.db);
    let release: () => void = () => {};
    const holding = new Promise<void>((resolve) => {
      release = resolve;
    });
    const writing = writeTransaction(store, async (trx) => {
      await sql`insert into t (n) values (2)`.execute(trx);
      await holding;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await rows(store)).toEqual([1]);
    release();
    await writing;
    expect(await rows(store)).toEqual([1, 2]);
  });

  it('a failed transaction leaves nothing and lets the next one run', async () => {
    const store = await sqliteStore();
    await expect(
      writeTransaction(store, async (trx) => {
        await sql`insert into t (n) values (1)`.execute(trx);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await writeTransaction(store, (trx) => sql`insert into t (n) values (2)`.execute(trx));
    expect(await rows(store)).toEqual([2]);
  });

  it('a write waits for another process’s lock without blocking the event loop, and gives up past the bound', async () => {
    const store = await sqliteStore(200);
    const other = new SQLite(store.location);
    try {
      other.exec('begin immediate');
      let ticks = 0;
      const ticker = setInterval(() => ticks++, 10);
      const started = Date.now();
      await expect(
        writeTransaction(store, (trx) => sql`insert into t (n) values (1)`.execute(trx)),
      ).rejects.toThrow(StoreBusyError);
      await expect(sql`insert into t (n) values (1)`.execute(store.db)).rejects.toThrow(StoreBusyError);
      clearInterval(ticker);
      expect(Date.now() - started).toBeGreaterThanOrEqual(390);
      expect(ticks).toBeGreaterThan(10);
      other.exec('rollback');
      await sql`insert into t (n) values (3)`.execute(store.db);
      expect(await rows(store)).toEqual([3]);
    } finally {
      other.close();
    }
  });
});
