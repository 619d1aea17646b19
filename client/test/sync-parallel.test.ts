import { describe, expect, it } from 'vitest';
import { type RateLimitState, rateLimitOf } from '../src/responses.ts';
import { sync } from '../src/sync.ts';
import type { SyncDependencies, SyncMessage } from '../src/sync-feed.ts';

const ORG = 'org_parallel';
const idsOf = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}_${String(i).padStart(4, '0')}`);

/**
 * A server in memory: one feed page naming 250 collaborators and 120 absences (five `ids` reads),
 * each read answering after `readMs`; what was sent, and when, is recorded.
 */
function fakeServer(options: {
  readMs: number;
  rateLimit?: () => RateLimitState | undefined;
  writtenAgoMs: number;
}) {
  const written = new Date(Date.now() - options.writtenAgoMs).toISOString();
  const newest = new Date(Date.now() - options.writtenAgoMs + 1_000).toISOString();
  const events = [
    ...idsOf('col', 250).map((id) => ({ type: 'collaborator.updated', resourceId: id, occurredAt: written })),
    ...idsOf('abs', 120).map((id) => ({ type: 'absence.updated', resourceId: id, occurredAt: newest })),
  ].map((event, i) => ({ ...event, cursor: `c${i}` }));
  let inFlight = 0;
  const seen = { maxInFlight: 0, readStarts: [] as number[] };
  const deps: SyncDependencies = {
    accepts: () => true,
    maxLimit: (operationId) => (operationId === 'listChanges' ? 1000 : 100),
    serves: () => true,
    async call(operationId, params) {
      if (operationId !== 'listChanges') throw new Error(`unexpected ${operationId}`);
      const first = params.after === 'start';
      return { data: first ? events : [], nextCursor: first ? 'end' : String(params.after), hasMore: false };
    },
    stream(operationId) {
      throw new Error(`unexpected ${operationId}`);
    },
    async *paginate(_operationId, params) {
      inFlight++;
      seen.maxInFlight = Math.max(seen.maxInFlight, inFlight);
      seen.readStarts.push(Date.now());
      await new Promise((resolve) => setTimeout(resolve, options.readMs));
      inFlight--;
      for (const id of String(params.ids).split(',')) yield { id };
    },
    ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
  };
  return { deps, seen, newest };
}

/** Reads messages up to the next `synced`, leaving the sync open (a `for await` would close it). */
async function firstSynced(messages: AsyncGenerator<SyncMessage, void, undefined>) {
  const upserts: string[] = [];
  for (let next = await messages.next(); !next.done; next = await messages.next()) {
    const message = next.value;
    if (message.kind === 'upsert') upserts.push(message.item.id);
    if (message.kind === 'synced') return { synced: message, upserts };
  }
  throw new Error('no synced message');
}

describe('hr.sync reads a feed page in parallel, within the rate limit, and reports its lag', () => {
  it('sends the ids reads of a feed page at once, never more than parallelReads, and applies them all', async () => {
    const server = fakeServer({ readMs: 50, writtenAgoMs: 0 });
    const { upserts } = await firstSynced(
      sync(server.deps, { organizationId: ORG, cursor: 'start', follow: false, parallelReads: 3 }),
    );
    expect(server.seen.readStarts).toHaveLength(5);
    expect(server.seen.maxInFlight).toBe(3);
    expect(upserts.sort()).toEqual([...idsOf('abs', 120), ...idsOf('col', 250)].sort());
  });

  it('starts no read beyond what the RateLimit headers leave (keeping one for the next poll) until the window resets', async () => {
    const resetAt = Date.now() + 2_000;
    const told = { limit: 10, remaining: 2, resetAt };
    const server = fakeServer({ readMs: 10, writtenAgoMs: 0, rateLimit: () => told });
    const { upserts } = await firstSynced(
      sync(server.deps, { organizationId: ORG, cursor: 'start', follow: false, parallelReads: 4 }),
    );
    // Generous margin: the first read starts at once, the others only at the reset.
    expect(server.seen.readStarts.filter((at) => at < resetAt - 1_000)).toHaveLength(1);
    expect(server.seen.readStarts.filter((at) => at >= resetAt - 5)).toHaveLength(4);
    expect(upserts).toHaveLength(370);
  });

  it('synced tells how many changes it applied, the lag of the oldest since its write, and the newest write applied', async () => {
    const server = fakeServer({ readMs: 1, writtenAgoMs: 3_000 });
    const messages = sync(server.deps, { organizationId: ORG, cursor: 'start', pollIntervalMs: 1 });
    const { synced } = await firstSynced(messages);
    expect(synced).toMatchObject({ changes: 370, newestChangeAt: server.newest });
    expect(synced.lagMs).toBeGreaterThanOrEqual(3_000);
    // The next poll finds nothing: no lag to report, the newest write applied stays.
    const idle = await firstSynced(messages);
    expect(idle.synced).toMatchObject({ changes: 0, lagMs: null, newestChangeAt: server.newest });
    await messages.return();
  });
});

describe('the rate limit a server tells', () => {
  it.each([
    [{ 'RateLimit-Limit': '600', 'RateLimit-Remaining': '12', 'RateLimit-Reset': '30' }, 600, 12],
    [{ RateLimit: '"default";r=12;t=30', 'RateLimit-Policy': '"default";q=600;w=60' }, 600, 12],
  ])('is read from %o', (headers, limit, remaining) => {
    expect(rateLimitOf(new Headers(headers), 1_000)).toEqual({ limit, remaining, resetAt: 31_000 });
  });

  it('is unknown without the headers', () => {
    expect(rateLimitOf(new Headers({ 'content-type': 'application/json' }), 0)).toBeUndefined();
  });
});
