import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/support/engines.ts';
import { givenOrganization } from '../../test/support/fixtures.ts';
import { createTestStore, type TestStore } from '../../test/support/store.ts';
import type { Actor } from '../db/audit.ts';
import type { Store } from '../db/store.ts';
import { writeRecord } from '../hr-data/record-write.ts';
import { decideRequest, makeRequest, putRequest } from './requests.ts';

const KEY: Actor = { type: 'api_key', id: 'key_statements' };
const COLLABORATOR_AUDIT = { action: 'collaborator.put', targetType: 'collaborator', targetId: 'col_s' };
const collaboratorRecord = (phoneNumber: string) => ({
  id: 'col_s',
  firstName: 'Léa',
  lastName: 'Martin',
  email: 'col_s@example.com',
  phoneNumber,
  contracts: [{ contractId: 'ctr_s', startDate: '2024-01-02', natureContrat: 'permanent' }],
});

/**
 * The statements a single-record write runs, counted (not timed): each costs the write its
 * building, its run and, on SQLite, a turn of the one writer, and the writes bench's ceiling (B)
 * runs the same ones (docs/performance.md). A count that grows is a statement added to every write.
 * Every statement run is counted, those compiled once (src/db/compiled-once.ts) included.
 */
describe.each(testEngines())('the statements of a single-record write on %s', (engine) => {
  let t: TestStore;
  let counted: Store;
  let count = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    async transformResult(args) {
      count++;
      return args.result;
    },
  };
  const statementsOf = async (write: () => Promise<unknown>) => {
    count = 0;
    await write();
    return count;
  };

  beforeAll(async () => {
    t = await createTestStore(engine);
    counted = { ...t.store, db: t.store.db.withPlugin(plugin) } as Store;
    await givenOrganization(t.store.db, 'org_statements');
    await writeRecord(t.store, 'org_statements', 'collaborators', collaboratorRecord('+33600000000'), {
      actor: KEY,
      audit: COLLABORATOR_AUDIT,
    });
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('runs a fixed number of statements per kind of write', async () => {
    const fields = {
      collaboratorId: 'col_s',
      type: 'conge_paye',
      startDate: '2031-01-06',
      endDate: '2031-01-06',
      startHalfDay: false,
      endHalfDay: false,
    };
    const request = await makeRequest(counted, 'org_statements', 'absence', fields, KEY);
    const made = await statementsOf(() =>
      makeRequest(
        counted,
        'org_statements',
        'absence',
        { ...fields, startDate: '2031-01-07', endDate: '2031-01-07' },
        KEY,
      ),
    );
    const replaced = await statementsOf(() =>
      putRequest(
        counted,
        'org_statements',
        'absence',
        {
          ...fields,
          id: request.id,
          status: 'pending',
          startDate: '2031-01-08',
          endDate: '2031-01-08',
        } as never,
        { actor: KEY },
      ),
    );
    const approved = await statementsOf(() =>
      decideRequest(counted, 'org_statements', 'absence', request.id, 'approved', KEY),
    );
    const collaborator = await statementsOf(() =>
      writeRecord(counted, 'org_statements', 'collaborators', collaboratorRecord('+33612345678'), {
        actor: KEY,
        audit: COLLABORATOR_AUDIT,
      }),
    );
    expect({ made, replaced, approved, collaborator }).toEqual(
      engine === 'sqlite'
        ? { made: 11, replaced: 11, approved: 12, collaborator: 10 }
        : // PostgreSQL also takes the record locks (lockRecordWrite): two statements more.
          { made: 13, replaced: 13, approved: 14, collaborator: 12 },
    );
  });
});
