import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, storeEnv } from '../../../test/support/cli.ts';
import { testEngines } from '../../../test/support/engines.ts';
import { givenOrganization } from '../../../test/support/fixtures.ts';
import {
  givenAbsence,
  givenAffiliation,
  givenCollaborator,
  givenComplementaryContract,
  givenWorkLocation,
} from '../../../test/support/hr-data.ts';
import { createTestStore, type TestStore } from '../../../test/support/store.ts';
import { latestChangeNumber } from '../../changes/change-log.ts';

describe.each(testEngines())('hrapi collaborators erase on %s', (engine) => {
  let t: TestStore;
  let env: Record<string, string>;
  beforeAll(async () => {
    t = await createTestStore(engine);
    env = storeEnv(t.config);
    await givenOrganization(t.store.db, 'org_erase');
  });
  afterAll(async () => t?.drop());

  const rowsOf = async (collaboratorId: string) => {
    const db = t.store.db;
    const ids = async (table: 'contracts' | 'absences' | 'work_locations' | 'affiliations') =>
      (
        await db
          .selectFrom(table)
          .select('collaborator_id')
          .where('organization_id', '=', 'org_erase')
          .where('collaborator_id', '=', collaboratorId)
          .execute()
      ).length;
    return {
      collaborator: await db
        .selectFrom('collaborators')
        .select('id')
        .where('id', '=', collaboratorId)
        .execute(),
      contracts: await ids('contracts'),
      absences: await ids('absences'),
      workLocations: await ids('work_locations'),
      affiliations: await ids('affiliations'),
    };
  };

  it('erases the collaborator and everything attached in one go, logs dataless deletions and an audit without personal data', async () => {
    const db = t.store.db;
    const person = await givenCollaborator(db, 'org_erase', {
      establishment_id: null,
      contracts: [{ startDate: '2020-01-01' }],
    });
    const report = await givenCollaborator(db, 'org_erase', { manager_id: person.id });
    const absence = await givenAbsence(db, 'org_erase', person.id);
    const workLocation = await givenWorkLocation(db, 'org_erase', person.id);
    const contract = await givenComplementaryContract(db, 'org_erase');
    await givenAffiliation(db, 'org_erase', person.id, contract, { id: `aff_${person.id}` });
    const version = await latestChangeNumber(db, 'org_erase');

    const result = await runCli(['collaborators', 'erase', '--org', 'org_erase', person.id, '--json'], env);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      organizationId: 'org_erase',
      collaboratorId: person.id,
      erased: { contracts: 1, absences: 1, workLocations: 1, affiliations: 1, managedCollaborators: 1 },
    });
    expect(await rowsOf(person.id)).toEqual({
      collaborator: [],
      contracts: 0,
      absences: 0,
      workLocations: 0,
      affiliations: 0,
    });
    const manager = await db
      .selectFrom('collaborators')
      .select('manager_id')
      .where('id', '=', report.id)
      .executeTakeFirst();
    expect(manager).toEqual({ manager_id: null });

    const events = await db
      .selectFrom('change_events')
      .selectAll()
      .where('organization_id', '=', 'org_erase')
      .where('seq', '>', version)
      .orderBy('seq')
      .execute();
    expect(events.map((e) => [e.type, e.resource_id])).toEqual([
      ['affiliation.deleted', `aff_${person.id}`],
      ['absence.deleted', absence.id],
      ['work_location.deleted', workLocation.id],
      ['collaborator.updated', report.id],
      ['collaborator.deleted', person.id],
    ]);
    const audit = await db
      .selectFrom('audit_events')
      .selectAll()
      .where('organization_id', '=', 'org_erase')
      .where('action', '=', 'collaborator.erased')
      .executeTakeFirstOrThrow();
    const recorded = JSON.stringify([audit, events]);
    for (const personal of [person.last_name, person.email, person.social_security_number, person.iban]) {
      expect(recorded).not.toContain(personal);
    }
  });

  it('answers an unknown collaborator with exit code 1 and changes nothing', async () => {
    const version = await latestChangeNumber(t.store.db, 'org_erase');
    const result = await runCli(['collaborators', 'erase', '--org', 'org_erase', 'col_nobody'], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('no collaborator with id "col_nobody"');
    expect(await latestChangeNumber(t.store.db, 'org_erase')).toBe(version);
  });

  it('answers an unknown organization with exit code 1 and a malformed id with exit code 2', async () => {
    expect((await runCli(['collaborators', 'erase', '--org', 'org_nowhere', 'col_1'], env)).code).toBe(1);
    expect((await runCli(['collaborators', 'erase', '--org', 'org_erase', 'not an id'], env)).code).toBe(2);
  });
});
