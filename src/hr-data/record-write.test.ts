import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/support/engines.ts';
import { givenOrganization } from '../../test/support/fixtures.ts';
import { createTestStore, type TestStore } from '../../test/support/store.ts';
import { CLI_ACTOR } from '../db/audit.ts';
import { Conflict, InvalidRecord, NotFound } from '../shared/domain-errors.ts';
import { uuidv7 } from '../shared/ids.ts';
import { writeRecord } from './record-write.ts';

const audit = (targetId: string) => ({
  action: 'collaborator.written',
  targetType: 'collaborator',
  targetId,
});

const collaborator = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  firstName: 'Léa',
  lastName: 'Martin',
  email: `${id}@example.com`,
  contracts: [{ contractId: `${id}-c1`, startDate: '2024-01-02', natureContrat: 'permanent' }],
  ...extra,
});

describe.each(testEngines())('one record written through the import on %s', (engine) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await createTestStore(engine);
  });
  afterAll(async () => {
    await t?.drop();
  });

  const newOrganization = async () => {
    const org = uuidv7();
    await givenOrganization(t.store.db, org);
    return org;
  };
  const ofOrganization = (org: string, table: 'collaborators' | 'contracts' | 'audit_events') =>
    t.store.db.selectFrom(table).selectAll().where('organization_id', '=', org).orderBy('id').execute();
  const stored = async (org: string) => ({
    collaborators: await ofOrganization(org, 'collaborators'),
    contracts: await ofOrganization(org, 'contracts'),
    events: await t.store.db
      .selectFrom('change_events')
      .selectAll()
      .where('organization_id', '=', org)
      .orderBy('seq')
      .execute(),
    audit: await ofOrganization(org, 'audit_events'),
  });

  it('creates a collaborator with its contracts, logs one event and one audit entry', async () => {
    const org = await newOrganization();
    const before = await stored(org);
    const written = await writeRecord(t.store, org, 'collaborators', collaborator('c1'), {
      actor: CLI_ACTOR,
      audit: audit('c1'),
    });
    expect(written).toMatchObject({ created: true, changed: true });
    const after = await stored(org);
    expect(after.contracts.map((c) => c.id)).toEqual(['c1-c1']);
    expect(after.events.slice(before.events.length).map((e) => e.type)).toEqual(['collaborator.created']);
    expect(after.audit.slice(before.audit.length).map((a) => a.action)).toEqual(['collaborator.written']);
  });

  it('replaces the contracts whole: one left out of the record is deleted', async () => {
    const org = await newOrganization();
    const two = collaborator('c1', {
      contracts: [
        { contractId: 'k1', startDate: '2020-01-02', endDate: '2021-01-01', natureContrat: 'permanent' },
        { contractId: 'k2', startDate: '2022-01-02', natureContrat: 'permanent' },
      ],
    });
    await writeRecord(t.store, org, 'collaborators', two, { actor: CLI_ACTOR, audit: audit('c1') });
    const one = collaborator('c1', {
      contracts: [{ contractId: 'k2', startDate: '2022-01-02', natureContrat: 'permanent' }],
    });
    const written = await writeRecord(t.store, org, 'collaborators', one, {
      actor: CLI_ACTOR,
      audit: audit('c1'),
    });
    expect(written).toMatchObject({ created: false, changed: true });
    expect((await stored(org)).contracts.map((c) => c.id)).toEqual(['k2']);
  });

  it('the same record again changes nothing: no event, no audit entry', async () => {
    const org = await newOrganization();
    await writeRecord(t.store, org, 'collaborators', collaborator('c1'), {
      actor: CLI_ACTOR,
      audit: audit('c1'),
    });
    const before = await stored(org);
    const again = await writeRecord(t.store, org, 'collaborators', collaborator('c1'), {
      actor: CLI_ACTOR,
      audit: audit('c1'),
    });
    expect(again).toMatchObject({ created: false, changed: false });
    expect(await stored(org)).toEqual(before);
  });

  it('refuses an invalid record with every problem by its path in the body, and writes nothing', async () => {
    const org = await newOrganization();
    const before = await stored(org);
    const bad = collaborator('c1', {
      establishmentId: 'nowhere',
      contracts: [
        { contractId: 'k1', startDate: '2024-02-30', endDate: '2023-01-01', natureContrat: 'permanent' },
      ],
    });
    const refusal = await writeRecord(t.store, org, 'collaborators', bad, {
      actor: CLI_ACTOR,
      audit: audit('c1'),
    }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(InvalidRecord);
    const names = (refusal as InvalidRecord).problems.map((p) => p.name);
    expect(names).toContain('establishmentId');
    expect(names.some((n) => n.startsWith('contracts[0].'))).toBe(true);
    expect(await stored(org)).toEqual(before);
  });

  it('a check of the caller refuses inside the transaction, and nothing is written', async () => {
    const org = await newOrganization();
    const before = await stored(org);
    const refusal = await writeRecord(t.store, org, 'collaborators', collaborator('c1'), {
      actor: CLI_ACTOR,
      audit: audit('c1'),
      before: async () => {
        throw new Conflict('no');
      },
    }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(Conflict);
    expect(await stored(org)).toEqual(before);
  });

  it('an organization that does not exist is not found', async () => {
    const refusal = await writeRecord(t.store, uuidv7(), 'collaborators', collaborator('c1'), {
      actor: CLI_ACTOR,
      audit: audit('c1'),
    }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(NotFound);
  });
});
