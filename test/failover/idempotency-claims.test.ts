import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ClaimTakenOver,
  claimIdempotencyKey,
  fenceIdempotencyClaim,
  settleIdempotencyKey,
} from '../../src/http/idempotency.queries.ts';
import { testEngines } from '../support/engines.ts';
import { createTestStore, type TestStore } from '../support/store.ts';

/**
 * A claim of an Idempotency-Key across a change of primary: a running claim taken on a server that
 * no longer serves is taken over by the retry, the first request's write is then refused in its
 * transaction, and a claim whose write committed without its answer kept is never run again.
 */
describe.each(testEngines())('Idempotency-Key claims across a change of primary on %s', (engine) => {
  let t: TestStore;
  const OWNER = { organizationId: 'org_claims', apiKeyId: 'key_claims' };
  const now = new Date();
  // What a claim taken on the old primary looks like once the new one serves.
  const movedToAnotherServer = (key: string) =>
    t.store.db
      .updateTable('idempotency_keys')
      .set({ claimed_on: 'a server that is gone' })
      .where('idempotency_key', '=', key)
      .execute();
  const fence = (key: string, token: string) => ({ ...OWNER, key, token });

  beforeAll(async () => {
    t = await createTestStore(engine);
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('a running claim of the same server stays the first request’s', async () => {
    const first = await claimIdempotencyKey(t.store, OWNER, 'k-same', 'f', now);
    expect(first.kind).toBe('claimed');
    expect(await claimIdempotencyKey(t.store, OWNER, 'k-same', 'f', now)).toEqual({ kind: 'running' });
  });

  it('a running claim of a server that is gone is taken over, and the first write is refused', async () => {
    const first = await claimIdempotencyKey(t.store, OWNER, 'k-moved', 'f', now);
    if (first.kind !== 'claimed') throw new Error('not claimed');
    await movedToAnotherServer('k-moved');
    const retry = await claimIdempotencyKey(t.store, OWNER, 'k-moved', 'f', now);
    if (retry.kind !== 'claimed') throw new Error(`the retry got ${retry.kind}`);
    expect(retry.token).not.toBe(first.token);
    await expect(
      t.store.db.transaction().execute((trx) => fenceIdempotencyClaim(trx, fence('k-moved', first.token))),
    ).rejects.toBeInstanceOf(ClaimTakenOver);
    await t.store.db
      .transaction()
      .execute((trx) => fenceIdempotencyClaim(trx, fence('k-moved', retry.token)));
    // The first request's answer (a 503) never frees nor settles the retry's claim.
    await settleIdempotencyKey(t.store.db, OWNER, 'k-moved', 201, '{"first":true}', first.token);
    await settleIdempotencyKey(t.store.db, OWNER, 'k-moved', 201, '{"retry":true}', retry.token);
    expect(await claimIdempotencyKey(t.store, OWNER, 'k-moved', 'f', now)).toEqual({
      kind: 'replay',
      status: 201,
      body: '{"retry":true}',
    });
  });

  it('a write that committed without its answer kept is never run again', async () => {
    const first = await claimIdempotencyKey(t.store, OWNER, 'k-applied', 'f', now);
    if (first.kind !== 'claimed') throw new Error('not claimed');
    await t.store.db
      .transaction()
      .execute((trx) => fenceIdempotencyClaim(trx, fence('k-applied', first.token)));
    // Still the first request's on its own server: in progress.
    expect(await claimIdempotencyKey(t.store, OWNER, 'k-applied', 'f', now)).toEqual({ kind: 'running' });
    await movedToAnotherServer('k-applied');
    expect(await claimIdempotencyKey(t.store, OWNER, 'k-applied', 'f', now)).toEqual({ kind: 'applied' });
  });
});
