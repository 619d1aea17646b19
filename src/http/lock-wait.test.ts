import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLockWait, toApiError } from './error-handler.ts';

const url = process.env.DATABASE_URL;

/** The error a statement gets from the real PostgreSQL when its statement timeout ends it. */
async function timedOut(sqlText: string, client: pg.Client): Promise<unknown> {
  try {
    await client.query(sqlText);
  } catch (error) {
    return error;
  }
  throw new Error(`${sqlText} did not time out`);
}

describe.skipIf(!url)('a PostgreSQL write that times out waiting for another write', () => {
  const table = `h19_lock_wait_${process.pid}`;
  let holder: pg.Client;
  let waiter: pg.Client;

  beforeAll(async () => {
    holder = new pg.Client(url);
    waiter = new pg.Client({ connectionString: url, statement_timeout: 200 });
    await holder.connect();
    await waiter.connect();
    await holder.query(`create table ${table} (id int primary key, v int)`);
    await holder.query(`insert into ${table} values (1, 0)`);
  });
  afterAll(async () => {
    await holder?.query('rollback').catch(() => {});
    await holder?.query(`drop table if exists ${table}`);
    await holder?.end();
    await waiter?.end();
  });

  it('answers 503 saying it is a lock wait, not that the store is unreachable', async () => {
    await holder.query('begin');
    await holder.query(`update ${table} set v = v + 1 where id = 1`);
    const error = await timedOut(`update ${table} set v = v + 1 where id = 1`, waiter);
    await holder.query('rollback');

    expect(isLockWait(error)).toBe(true);
    const answer = toApiError(error, {} as never);
    expect(answer).toMatchObject({ code: 'service_unavailable', status: 503 });
    expect(answer.detail).toMatch(/lock wait/);
    expect(answer.detail).not.toMatch(/unreachable/);
    expect(answer.headers).toMatchObject({ 'Retry-After': '2' });
  });

  it('keeps a statement that is merely slow apart from a lock wait', async () => {
    const error = await timedOut('select pg_sleep(5)', waiter);
    expect(isLockWait(error)).toBe(false);
    expect(toApiError(error, {} as never).detail).not.toMatch(/lock wait/);
  });
});
