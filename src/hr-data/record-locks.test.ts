import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { givenOrganization } from '../../test/support/fixtures.ts';
import { createTestStore, type TestStore } from '../../test/support/store.ts';
import { lockChangeLog, lockRecordWrite } from '../changes/change-log.ts';
import { CLI_ACTOR } from '../db/audit.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import { uuidv7 } from '../shared/ids.ts';
import { writeRecord } from './record-write.ts';

const collaborator = (id: string) => ({
  id,
  firstName: 'Léa',
  lastName: 'Martin',
  email: `${id}@example.com`,
  contracts: [{ contractId: `${id}-c1`, startDate: '2024-01-02', natureContrat: 'permanent' }],
});
const write = (t: TestStore, org: string, id: string) =>
  writeRecord(t.store, org, 'collaborators', collaborator(id), {
    actor: CLI_ACTOR,
    audit: { action: 'collaborator.written', targetType: 'collaborator', targetId: id },
  });

/** Whether `work` is still waiting after a while (a lock held elsewhere), then its outcome. */
async function stillWaiting(work: Promise<unknown>, ms = 300): Promise<boolean> {
  const timer = new Promise((resolve) => setTimeout(() => resolve('waiting'), ms));
  return (await Promise.race([work.then(() => 'done'), timer])) === 'waiting';
}

/** Transactions a test holds open, released after it whatever its outcome. */
const held: { release: () => void; done: Promise<unknown> }[] = [];

/** Holds a transaction open with `take` done, until `release` is called. */
function holding(t: TestStore, take: (trx: Parameters<typeof lockChangeLog>[0]) => Promise<void>) {
  let release = () => {};
  let taken = () => {};
  const ready = new Promise<void>((resolve) => {
    taken = resolve;
  });
  const done = writeTransaction(t.store, async (trx) => {
    await take(trx);
    taken();
    await new Promise<void>((resolve) => {
      release = resolve;
    });
  });
  const handle = { ready, done, release: () => release() };
  held.push(handle);
  return handle;
}

describe.skipIf(!process.env.DATABASE_URL)('single-record write locks on postgres', () => {
  let t: TestStore;
  beforeAll(async () => {
    t = await createTestStore('postgres');
  });
  afterEach(async () => {
    for (const h of held.splice(0)) {
      h.release();
      await h.done.catch(() => {});
    }
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('a write of another collaborator of the organization does not wait for one in flight', async () => {
    const org = uuidv7();
    await givenOrganization(t.store.db, org);
    const first = holding(t, (trx) => lockRecordWrite(trx, org, ['collaborator:a']));
    await first.ready;
    await expect(write(t, org, 'b')).resolves.toMatchObject({ created: true });
    first.release();
    await first.done;
  });

  it('a write of the same collaborator waits for the one in flight, then runs', async () => {
    const org = uuidv7();
    await givenOrganization(t.store.db, org);
    const first = holding(t, (trx) => lockRecordWrite(trx, org, ['collaborator:a']));
    await first.ready;
    const second = write(t, org, 'a');
    expect(await stillWaiting(second)).toBe(true);
    first.release();
    await first.done;
    await expect(second).resolves.toMatchObject({ created: true });
  });

  it('an import (the change-log lock) waits for a single-record write in flight, and it for the import', async () => {
    const org = uuidv7();
    await givenOrganization(t.store.db, org);
    const single = holding(t, (trx) => lockRecordWrite(trx, org, ['collaborator:a']));
    await single.ready;
    const importing = holding(t, (trx) => lockChangeLog(trx, org));
    expect(await stillWaiting(importing.ready)).toBe(true);
    single.release();
    await single.done;
    await importing.ready;
    const after = write(t, org, 'b');
    expect(await stillWaiting(after)).toBe(true);
    importing.release();
    await importing.done;
    await expect(after).resolves.toMatchObject({ created: true });
  });
});
