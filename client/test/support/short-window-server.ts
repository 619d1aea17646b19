import { buildApp } from '../../../src/app.ts';
import type { Engine } from '../../../src/db/store.ts';
import { RateLimiter } from '../../../src/http/rate-limit/rate-limit.ts';
import { MemoryRateLimitStore } from '../../../src/http/rate-limit/store.ts';
import { createTestStore, type TestStore } from '../../../test/support/store.ts';

export interface ShortWindowServer {
  baseUrl: string;
  testStore: TestStore;
  stop(): Promise<void>;
}

/**
 * The real app on a fresh store, with the real sliding-window limiter counting over `windowMs`
 * instead of a minute: a sync through 429s then takes seconds, with the same arithmetic and the
 * same `Retry-After` rule (whole seconds, at least 1) as in production.
 */
export async function startShortWindowServer(
  engine: Engine,
  limit: { requests: number; windowMs: number },
): Promise<ShortWindowServer> {
  const testStore = await createTestStore(engine, { redisUrl: undefined });
  const rateLimiter = new RateLimiter(
    new MemoryRateLimitStore(),
    { rateLimitPerMinute: limit.requests, writeRateLimitPerMinute: limit.requests },
    limit.windowMs,
  );
  const app = await buildApp({ config: testStore.config, store: testStore.store, rateLimiter });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the server has no address');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    testStore,
    async stop() {
      await app.close();
      await testStore.drop();
    },
  };
}
