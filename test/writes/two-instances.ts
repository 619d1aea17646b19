/**
 * Two instances of the server on one store, as a deployment runs them: PostgreSQL (with the Redis
 * of REDIS_URL when set), or one SQLite file opened by both. The test writes through one and reads
 * through the other, so a write is seen on every instance, not only by the one that made it.
 */
import type { Config } from '../../src/config.ts';
import type { Engine } from '../../src/db/store.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import { createTestStore, type TestStore } from '../support/store.ts';

export interface TwoInstances {
  engine: Engine;
  testStore: TestStore;
  /** The instance the test writes through. */
  a: RunningServer;
  /** The other one, where the test reads what was written. */
  b: RunningServer;
  stop(): Promise<void>;
}

export async function startTwoInstances(
  engine: Engine,
  overrides: Partial<Config> = {},
): Promise<TwoInstances> {
  const testStore = await createTestStore(engine, overrides);
  const a = await startServer({ ...testStore.config, port: 0, host: '127.0.0.1' });
  const b = await startServer({ ...testStore.config, port: 0, host: '127.0.0.1' });
  return {
    engine,
    testStore,
    a,
    b,
    async stop() {
      await a.stop();
      await b.stop();
      await testStore.drop();
    },
  };
}
