import { afterEach, describe, expect, it } from 'vitest';
import { testEngines } from '../../../test/support/engines.ts';
import { createTestStore, type TestStore } from '../../../test/support/store.ts';
import { listCursorKeys, loadCursorKeys } from './cursor-keys.queries.ts';

describe.each(testEngines())('the first cursor key on %s', (engine) => {
  let t: TestStore | undefined;
  afterEach(async () => t?.drop());

  it('is one key when many processes find none at once: every one of them seals with it', async () => {
    t = await createTestStore(engine);
    const db = t.store.db;
    const loaded = await Promise.all(Array.from({ length: 8 }, () => loadCursorKeys(db)));
    const keys = await listCursorKeys(db);
    expect(keys).toHaveLength(1);
    for (const set of loaded) expect(set.live.map((key) => key.id)).toEqual([keys[0]?.id]);
  });
});
