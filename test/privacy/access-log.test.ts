import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listAccess, pruneAccessLog } from '../../src/access-log/access-log.queries.ts';
import { AccessLog } from '../../src/access-log/access-log.ts';
import { testEngines } from '../support/engines.ts';
import { createTestStore, type TestStore } from '../support/store.ts';

const at = (day: string) => Date.parse(`${day}T12:00:00Z`);
const quiet = { warn: () => {}, info: () => {} };

/** The access log against a real store: merging months, pruning to the day, `since`, the memory cap. */
describe.each(testEngines())('the access log on %s', (engine) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await createTestStore(engine);
  });
  afterAll(async () => {
    await t?.drop();
  });
  const db = () => t.store.db;
  const logOf = (options: Partial<ConstructorParameters<typeof AccessLog>[1]> = {}) =>
    new AccessLog(db(), { enabled: true, retentionDays: 400, ...options }, quiet);

  it('lets the process serve requests between the batches of a large flush', async () => {
    const log = logOf();
    const ids = Array.from({ length: 3_000 }, (_, i) => `col_${i}`);
    log.record('org_breathe', 'key_1', { collaboratorIds: ids, categories: ['basic'] }, at('2026-03-02'));
    let done = false;
    let servedDuring = false;
    const flushing = log.flush().then(() => {
      done = true;
    });
    // A request's callback, queued as the flush starts: it must not wait for the whole flush.
    setImmediate(() => {
      servedDuring = !done;
    });
    await flushing;
    expect(servedDuring).toBe(true);
    const { n } = await db()
      .selectFrom('access_log_months')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('organization_id', '=', 'org_breathe')
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(3_000);
  });

  it('a flush writes what was recorded before it, even while another pass is writing', async () => {
    const log = logOf();
    log.record(
      'org_overlap',
      'key_1',
      { collaboratorIds: ['col_1'], categories: ['basic'] },
      at('2026-03-02'),
    );
    // The timer's pass (or a full batch's) has taken what was pending and is writing it...
    const running = log.flush();
    // ...when an answer is recorded and someone asks for everything recorded so far.
    log.record(
      'org_overlap',
      'key_1',
      { collaboratorIds: ['col_2'], categories: ['basic'] },
      at('2026-03-02'),
    );
    await log.flush();
    await running;
    const rows = await db()
      .selectFrom('access_log_months')
      .select('collaborator_id')
      .where('organization_id', '=', 'org_overlap')
      .orderBy('collaborator_id')
      .execute();
    expect(rows.map((r) => r.collaborator_id)).toEqual(['col_1', 'col_2']);
    expect(log.pendingRows).toBe(0);
  });

  it('merges the days of separate writes into one row per key, collaborator and month, and adds the answers up', async () => {
    const log = logOf();
    log.record('org_merge', 'key_1', { collaboratorIds: ['col_a'], categories: ['basic'] }, at('2026-03-02'));
    await log.flush();
    log.record(
      'org_merge',
      'key_1',
      { collaboratorIds: ['col_a'], categories: ['basic', 'contract'] },
      at('2026-03-20'),
    );
    log.record('org_merge', 'key_1', { collaboratorIds: ['col_a'], categories: ['basic'] }, at('2026-03-20'));
    await log.flush();
    log.record('org_merge', 'key_1', { collaboratorIds: ['col_a'], categories: ['basic'] }, at('2026-04-01'));
    await log.flush();

    const rows = await db()
      .selectFrom('access_log_months')
      .select(['month', 'basic_days', 'basic_reads', 'contract_days', 'contract_reads', 'absence_days'])
      .where('organization_id', '=', 'org_merge')
      .orderBy('month')
      .execute();
    expect(rows).toEqual([
      {
        month: '2026-03',
        basic_days: (1 << 1) | (1 << 19),
        basic_reads: 3,
        contract_days: 1 << 19,
        contract_reads: 1,
        absence_days: null,
      },
      {
        month: '2026-04',
        basic_days: 1,
        basic_reads: 1,
        contract_days: null,
        contract_reads: null,
        absence_days: null,
      },
    ]);
    expect(await listAccess(db(), 'org_merge')).toEqual([
      {
        keyId: 'key_1',
        keyName: null,
        collaboratorId: 'col_a',
        category: 'basic',
        firstDay: '2026-03-02',
        lastDay: '2026-04-01',
        reads: 4,
      },
      {
        keyId: 'key_1',
        keyName: null,
        collaboratorId: 'col_a',
        category: 'contract',
        firstDay: '2026-03-20',
        lastDay: '2026-03-20',
        reads: 1,
      },
    ]);
  });

  it('a flush of any size writes every row once and merges each into what was there, across its statements', async () => {
    const log = logOf();
    const ids = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => `col_${String(from + i).padStart(5, '0')}`);
    // 1,300 rows: two full statements and the rest in smaller ones; then 700 of them again, and 300 new.
    log.record(
      'org_sizes',
      'key_1',
      { collaboratorIds: ids(0, 1_300), categories: ['basic'] },
      at('2026-03-02'),
    );
    await log.flush();
    log.record(
      'org_sizes',
      'key_1',
      { collaboratorIds: ids(600, 1_000), categories: ['basic', 'contract'] },
      at('2026-03-03'),
    );
    await log.flush();
    const rows = await db()
      .selectFrom('access_log_months')
      .select(['collaborator_id', 'basic_days', 'basic_reads', 'contract_days', 'contract_reads'])
      .where('organization_id', '=', 'org_sizes')
      .orderBy('collaborator_id')
      .execute();
    expect(rows).toHaveLength(1_600);
    const expected = (n: number) => {
      const first = n < 1_300;
      const second = n >= 600;
      return {
        collaborator_id: `col_${String(n).padStart(5, '0')}`,
        basic_days: (first ? 1 << 1 : 0) | (second ? 1 << 2 : 0),
        basic_reads: (first ? 1 : 0) + (second ? 1 : 0),
        contract_days: second ? 1 << 2 : null,
        contract_reads: second ? 1 : null,
      };
    };
    expect(
      rows.map((r) => ({
        ...r,
        basic_reads: Number(r.basic_reads),
        contract_reads: r.contract_reads === null ? null : Number(r.contract_reads),
      })),
    ).toEqual(Array.from({ length: 1_600 }, (_, n) => expected(n)));
  });

  it('since a date, names only the days on or after it, each category on its own', async () => {
    const log = logOf();
    log.record(
      'org_since',
      'key_1',
      { collaboratorIds: ['col_a'], categories: ['basic', 'contract'] },
      at('2026-05-03'),
    );
    log.record('org_since', 'key_1', { collaboratorIds: ['col_a'], categories: ['basic'] }, at('2026-05-25'));
    log.record('org_since', 'key_1', { collaboratorIds: ['col_b'], categories: ['basic'] }, at('2026-04-30'));
    await log.flush();

    const since = await listAccess(db(), 'org_since', { since: '2026-05-10' });
    expect(since.map((e) => [e.collaboratorId, e.category, e.firstDay, e.lastDay])).toEqual([
      ['col_a', 'basic', '2026-05-25', '2026-05-25'],
    ]);
  });

  it('an organization read page by page gives the same entries as read at once', async () => {
    const log = logOf();
    for (const day of ['2026-07-31', '2026-08-01']) {
      for (const keyId of ['key_1', 'key_2']) {
        log.record(
          'org_pages',
          keyId,
          { collaboratorIds: ['col_a', 'col_b', 'col_c'], categories: ['basic', 'absence'] },
          at(day),
        );
      }
    }
    await log.flush();

    const whole = await listAccess(db(), 'org_pages');
    expect(whole).toHaveLength(12);
    expect(whole[0]).toMatchObject({
      collaboratorId: 'col_a',
      keyId: 'key_1',
      category: 'absence',
      firstDay: '2026-07-31',
      lastDay: '2026-08-01',
      reads: 2,
    });
    expect(await listAccess(db(), 'org_pages', {}, 5)).toEqual(whole);
    expect(await listAccess(db(), 'org_pages', { keyId: 'key_2', since: '2026-08-01' }, 2)).toEqual(
      whole.filter((e) => e.keyId === 'key_2').map((e) => ({ ...e, firstDay: '2026-08-01', reads: 1 })),
    );
  });

  it('pruning forgets every day before the first kept one: older months go, the boundary month keeps its later days only', async () => {
    const log = logOf();
    const read = (collaboratorId: string, day: string, categories: ('basic' | 'contract')[]) =>
      log.record('org_prune', 'key_1', { collaboratorIds: [collaboratorId], categories }, at(day));
    read('col_old', '2025-12-31', ['basic']);
    read('col_a', '2026-01-09', ['basic', 'contract']);
    read('col_a', '2026-01-10', ['basic']);
    read('col_gone', '2026-01-09', ['basic']);
    read('col_b', '2026-02-01', ['basic']);
    await log.flush();

    expect(await pruneAccessLog(db(), '2026-01-10')).toBe(2);

    expect(
      (await listAccess(db(), 'org_prune')).map((e) => [e.collaboratorId, e.category, e.firstDay, e.lastDay]),
    ).toEqual([
      ['col_a', 'basic', '2026-01-10', '2026-01-10'],
      ['col_b', 'basic', '2026-02-01', '2026-02-01'],
    ]);
    const boundary = await db()
      .selectFrom('access_log_months')
      .select(['basic_days', 'contract_days', 'contract_reads'])
      .where('organization_id', '=', 'org_prune')
      .where('collaborator_id', '=', 'col_a')
      .executeTakeFirstOrThrow();
    expect(boundary).toEqual({ basic_days: 1 << 9, contract_days: null, contract_reads: null });
  });

  it('a kept answer served again (the same access object) counts every answer and day for each of its collaborators', async () => {
    const log = logOf();
    const kept = { collaboratorIds: ['col_a', 'col_b'], categories: ['basic', 'contract'] as const };
    for (let i = 0; i < 5; i++) log.record('org_hits', 'key_1', kept, at('2026-05-04'));
    log.record('org_hits', 'key_1', kept, at('2026-05-06'));
    log.record('org_hits', 'key_1', { collaboratorIds: ['col_a'], categories: ['basic'] }, at('2026-05-06'));
    log.record('org_hits', 'key_2', kept, at('2026-05-06'));
    expect(log.pendingRows).toBe(2 + 1 + 2);
    await log.flush();

    const rows = await db()
      .selectFrom('access_log_months')
      .select(['key_id', 'collaborator_id', 'basic_days', 'basic_reads', 'contract_days', 'contract_reads'])
      .where('organization_id', '=', 'org_hits')
      .orderBy('key_id')
      .orderBy('collaborator_id')
      .execute();
    const both = (1 << 3) | (1 << 5);
    expect(
      rows.map((r) => ({
        ...r,
        basic_reads: Number(r.basic_reads),
        contract_reads: Number(r.contract_reads),
      })),
    ).toEqual([
      {
        key_id: 'key_1',
        collaborator_id: 'col_a',
        basic_days: both,
        basic_reads: 7,
        contract_days: both,
        contract_reads: 6,
      },
      {
        key_id: 'key_1',
        collaborator_id: 'col_b',
        basic_days: both,
        basic_reads: 6,
        contract_days: both,
        contract_reads: 6,
      },
      {
        key_id: 'key_2',
        collaborator_id: 'col_a',
        basic_days: 1 << 5,
        basic_reads: 1,
        contract_days: 1 << 5,
        contract_reads: 1,
      },
      {
        key_id: 'key_2',
        collaborator_id: 'col_b',
        basic_days: 1 << 5,
        basic_reads: 1,
        contract_days: 1 << 5,
        contract_reads: 1,
      },
    ]);
  });

  it('a full batch in memory is written without waiting for the timer', async () => {
    const log = logOf({ flushAt: 3, flushMs: 3_600_000 });
    log.record(
      'org_cap',
      'key_1',
      { collaboratorIds: ['col_1', 'col_2', 'col_3'], categories: ['basic'] },
      at('2026-06-01'),
    );
    await vi.waitFor(async () => expect((await listAccess(db(), 'org_cap')).length).toBe(3));
    expect(log.pendingRows).toBe(0);
  });

  it('while the store refuses the writes, keeps at most maxPending rows in memory and says how many reads it dropped', async () => {
    const warnings: unknown[] = [];
    const broken = await createTestStore(engine);
    try {
      await sql`drop table access_log_months`.execute(broken.store.db);
      const log = new AccessLog(
        broken.store.db,
        { enabled: true, retentionDays: 400, maxPending: 2, flushAt: 1_000 },
        { warn: (o: unknown) => warnings.push(o), info: () => {} },
      );
      log.record('org_x', 'key_1', { collaboratorIds: ['col_1', 'col_2', 'col_3'], categories: ['basic'] });
      await log.flush();
      log.record('org_x', 'key_1', { collaboratorIds: ['col_4'], categories: ['basic'] });
      expect(log.pendingRows).toBe(2);
      await log.flush();
      expect(log.pendingRows).toBe(2);
      expect(warnings).toContainEqual({ dropped: 1 });
    } finally {
      await broken.drop();
    }
  });
});
