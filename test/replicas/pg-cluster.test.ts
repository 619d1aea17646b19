import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PgCluster, startPgCluster } from '../support/pg-cluster.ts';

// The suite's own primary and standby, which the replica and failover suites lean on.
describe.skipIf(!process.env.DATABASE_URL)('a primary and streaming standby of the suite’s own', () => {
  let cluster: PgCluster;
  beforeAll(async () => {
    cluster = await startPgCluster();
  }, 120_000);
  afterAll(async () => {
    await cluster?.stop();
  });

  it('streams the primary’s writes to the standby, which refuses writes', async () => {
    await cluster.query('primary', 'create table streamed (n int)');
    await cluster.query('primary', 'insert into streamed values (1)');
    await cluster.waitForReplay();
    expect(await cluster.query('standby', 'select n from streamed')).toEqual([{ n: 1 }]);
    await expect(cluster.query('standby', 'insert into streamed values (2)')).rejects.toThrow(/read-only/);
  });

  it('holds back replay by recovery_min_apply_delay', async () => {
    await cluster.query('primary', 'create table delayed (n int)');
    await cluster.waitForReplay();
    await cluster.setApplyDelay('1s');
    try {
      await cluster.query('primary', 'insert into delayed values (3)');
      expect(await cluster.query('standby', 'select n from delayed')).toEqual([]);
      await cluster.waitForReplay(10_000);
      expect(await cluster.query('standby', 'select n from delayed')).toEqual([{ n: 3 }]);
    } finally {
      await cluster.setApplyDelay(0);
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a crash of the suite’s own primary', () => {
  let cluster: PgCluster;
  beforeAll(async () => {
    cluster = await startPgCluster({ synchronous: true });
  }, 120_000);
  afterAll(async () => {
    await cluster?.stop();
  });

  it('loses no synchronously committed write when the standby is promoted after a kill -9', {
    timeout: 90_000,
  }, async () => {
    await cluster.query('primary', 'create table kept (n int)');
    await cluster.query('primary', 'insert into kept select generate_series(1, 3)');
    await cluster.killPrimary();
    await cluster.promoteStandby();
    await cluster.query('standby', 'insert into kept values (4)');
    expect(await cluster.query('standby', 'select count(*)::int as c from kept')).toEqual([{ c: 4 }]);
  });
});
