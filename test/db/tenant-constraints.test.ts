import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFFILIATION_STATUSES } from '../../src/affiliations/affiliations.schema.ts';
import type { Database } from '../../src/db/schema.ts';
import { ABSENCE_TYPES, NATURES_CONTRAT, REQUEST_STATUSES } from '../../src/hr-data/enums.ts';
import { testEngines } from '../support/engines.ts';
import { givenOrganization } from '../support/fixtures.ts';
import {
  givenAbsence,
  givenCollaborator,
  givenComplementaryContract,
  givenEstablishment,
  givenTeam,
  givenWorkLocation,
} from '../support/hr-data.ts';
import { createTestStore, type TestStore } from '../support/store.ts';

const REFUSED = /foreign key constraint|check constraint/i;
const NOW = '2026-01-05T09:00:00.000Z';

/** One organization with one row of each kind another row can point at. */
async function givenTenant(db: Kysely<Database>) {
  const id = `org_${randomBytes(5).toString('hex')}`;
  await givenOrganization(db, id);
  const establishment = await givenEstablishment(db, id);
  const team = await givenTeam(db, id);
  const collaborator = await givenCollaborator(db, id);
  const contract = await givenComplementaryContract(db, id);
  const userId = `user_${randomBytes(5).toString('hex')}`;
  await db
    .insertInto('console_users')
    .values({
      id: userId,
      organization_id: id,
      email: `${userId}@example.fr`,
      password_hash: 'not a hash',
      role: 'admin',
      created_at: NOW,
    })
    .execute();
  return { id, establishment, team, collaborator, contract, userId };
}
type Tenant = Awaited<ReturnType<typeof givenTenant>>;

function affiliation(
  organizationId: string,
  values: { collaboratorId: string; contractId: string; optionId: string; status?: string },
): Database['affiliations'] {
  return {
    organization_id: organizationId,
    id: `aff_${randomBytes(5).toString('hex')}`,
    collaborator_id: values.collaboratorId,
    contract_id: values.contractId,
    option_id: values.optionId,
    status: values.status ?? 'active',
    start_date: '2026-01-01',
    end_date: null,
    created_at: NOW,
    updated_at: NOW,
  };
}

const optionOf = (tenant: Tenant) => tenant.contract.optionIds[0] ?? '';

type Write = (db: Kysely<Database>, own: Tenant, other: Tenant) => Promise<unknown>;

const crossTenantWrites: [string, Write][] = [
  [
    'a collaborator in an establishment of another organization',
    (db, own, other) =>
      givenCollaborator(db, own.id, { establishment_id: other.establishment.id, contracts: [] }),
  ],
  [
    'a collaborator managed by a collaborator of another organization',
    (db, own, other) => givenCollaborator(db, own.id, { manager_id: other.collaborator.id, contracts: [] }),
  ],
  [
    'a collaborator in a team of another organization',
    (db, own, other) => givenCollaborator(db, own.id, { team_id: other.team.id, contracts: [] }),
  ],
  [
    'a collaborator moved into an establishment of another organization',
    (db, own, other) =>
      db
        .updateTable('collaborators')
        .set({ establishment_id: other.establishment.id })
        .where('organization_id', '=', own.id)
        .where('id', '=', own.collaborator.id)
        .execute(),
  ],
  [
    'a contract of a collaborator of another organization',
    (db, own, other) =>
      db
        .insertInto('contracts')
        .values({
          organization_id: own.id,
          id: 'ctr_cross',
          collaborator_id: other.collaborator.id,
          start_date: '2026-01-01',
          end_date: null,
          nature_contrat: 'permanent',
          est_cadre: 0,
        })
        .execute(),
  ],
  [
    'an absence of a collaborator of another organization',
    (db, own, other) => givenAbsence(db, own.id, other.collaborator.id),
  ],
  [
    'a work location of a collaborator of another organization',
    (db, own, other) => givenWorkLocation(db, own.id, other.collaborator.id),
  ],
  [
    'an option of a complementary contract of another organization',
    (db, own, other) =>
      db
        .insertInto('complementary_contract_options')
        .values({
          organization_id: own.id,
          id: 'opt_cross',
          contract_id: other.contract.id,
          option_code: 'X',
          option_name: 'X',
          population_code: 'X',
          population_name: 'X',
        })
        .execute(),
  ],
  [
    'an affiliation of a collaborator of another organization',
    (db, own, other) =>
      db
        .insertInto('affiliations')
        .values(
          affiliation(own.id, {
            collaboratorId: other.collaborator.id,
            contractId: own.contract.id,
            optionId: optionOf(own),
          }),
        )
        .execute(),
  ],
  [
    'an affiliation to a complementary contract of another organization',
    (db, own, other) =>
      db
        .insertInto('affiliations')
        .values(
          affiliation(own.id, {
            collaboratorId: own.collaborator.id,
            contractId: other.contract.id,
            optionId: optionOf(other),
          }),
        )
        .execute(),
  ],
  [
    'an affiliation with an option of another contract',
    async (db, own) => {
      const second = await givenComplementaryContract(db, own.id);
      return db
        .insertInto('affiliations')
        .values(
          affiliation(own.id, {
            collaboratorId: own.collaborator.id,
            contractId: own.contract.id,
            optionId: second.optionIds[0] ?? '',
          }),
        )
        .execute();
    },
  ],
  [
    'a console session of a user of another organization',
    (db, own, other) =>
      db
        .insertInto('console_sessions')
        .values({
          id: randomBytes(8).toString('hex'),
          user_id: other.userId,
          organization_id: own.id,
          csrf_token: 'token',
          created_at: NOW,
          expires_at: NOW,
        })
        .execute(),
  ],
  ['an establishment of an organization that does not exist', (db) => givenEstablishment(db, 'org_nobody')],
];

const badValues: [string, Write][] = [
  [
    'an absence of an undocumented type',
    (db, own) => givenAbsence(db, own.id, own.collaborator.id, { type: 'holiday' }),
  ],
  [
    'an absence of the bare prefix custom_',
    (db, own) => givenAbsence(db, own.id, own.collaborator.id, { type: 'custom_' }),
  ],
  [
    'an absence of a custom type in capitals',
    (db, own) => givenAbsence(db, own.id, own.collaborator.id, { type: 'custom_Solidarite' }),
  ],
  [
    'an absence of a custom type past 64 characters',
    (db, own) => givenAbsence(db, own.id, own.collaborator.id, { type: `custom_${'a'.repeat(58)}` }),
  ],
  [
    'an absence of an unknown status',
    (db, own) => givenAbsence(db, own.id, own.collaborator.id, { status: 'approuved' }),
  ],
  [
    'a work location with a half-day flag of 2',
    (db, own) => givenWorkLocation(db, own.id, own.collaborator.id, { start_half_day: 2 as 0 }),
  ],
  [
    'a contract of an unknown nature',
    (db, own) =>
      givenCollaborator(db, own.id, { contracts: [{ startDate: '2026-01-01', natureContrat: 'cdi' }] }),
  ],
  [
    'an establishment whose head-office flag is 2',
    (db, own) => givenEstablishment(db, own.id, { is_head_office: 2 as 1 }),
  ],
  [
    'an affiliation of an unknown status',
    (db, own) =>
      db
        .insertInto('affiliations')
        .values(
          affiliation(own.id, {
            collaboratorId: own.collaborator.id,
            contractId: own.contract.id,
            optionId: optionOf(own),
            status: 'suspended',
          }),
        )
        .execute(),
  ],
  [
    'an API key of an unknown kind',
    (db, own) =>
      db
        .insertInto('api_keys')
        .values({
          id: randomBytes(8).toString('hex'),
          organization_id: own.id,
          name: 'k',
          kind: 'admin' as 'partner',
          scopes: '',
          secret_hash: randomBytes(32).toString('hex'),
          start: 'hrk_',
          status: 'active',
          created_at: NOW,
          created_by: null,
          revoked_at: null,
          last_used_at: null,
        })
        .execute(),
  ],
];

describe.each(testEngines())('the %s store defends the tenant', (engine) => {
  let store: TestStore;
  let db: Kysely<Database>;

  beforeAll(async () => {
    store = await createTestStore(engine);
    db = store.store.db;
  });
  afterAll(async () => {
    await store?.drop();
  });

  it.each(crossTenantWrites)('refuses %s', async (_, write) => {
    const own = await givenTenant(db);
    const other = await givenTenant(db);
    await expect(write(db, own, other)).rejects.toThrow(REFUSED);
  });

  it('refuses a cross-tenant reference inside a transaction, at commit, and keeps nothing of it', async () => {
    const own = await givenTenant(db);
    const other = await givenTenant(db);
    const before = await db
      .selectFrom('collaborators')
      .selectAll()
      .where('organization_id', '=', own.id)
      .execute();
    await expect(
      db.transaction().execute(async (trx) => {
        await givenCollaborator(trx, own.id, { contracts: [] });
        await givenCollaborator(trx, own.id, { manager_id: other.collaborator.id, contracts: [] });
      }),
    ).rejects.toThrow(REFUSED);
    const after = await db
      .selectFrom('collaborators')
      .selectAll()
      .where('organization_id', '=', own.id)
      .execute();
    expect(after).toEqual(before);
  });

  it('accepts a manager written after the collaborator in the same transaction', async () => {
    const own = await givenTenant(db);
    await db.transaction().execute(async (trx) => {
      await givenCollaborator(trx, own.id, {
        id: `${own.id}_report`,
        manager_id: `${own.id}_boss`,
        contracts: [],
      });
      await givenCollaborator(trx, own.id, { id: `${own.id}_boss`, contracts: [] });
    });
  });

  it.each(badValues)('refuses %s', async (_, write) => {
    const own = await givenTenant(db);
    const other = await givenTenant(db);
    await expect(write(db, own, other)).rejects.toThrow(REFUSED);
  });

  it('accepts every value the code accepts', async () => {
    const own = await givenTenant(db);
    const collaboratorId = own.collaborator.id;
    for (const nature of NATURES_CONTRAT) {
      await givenCollaborator(db, own.id, {
        contracts: [{ startDate: '2026-01-01', natureContrat: nature }],
      });
    }
    const types = [...ABSENCE_TYPES, 'custom_jour_de_solidarite', `custom_${'a'.repeat(57)}`, 'custom_1'];
    for (const type of types) await givenAbsence(db, own.id, collaboratorId, { type });
    for (const status of REQUEST_STATUSES) {
      await givenAbsence(db, own.id, collaboratorId, { status });
      await givenWorkLocation(db, own.id, collaboratorId, { status });
    }
    for (const status of AFFILIATION_STATUSES) {
      const contract = await givenComplementaryContract(db, own.id);
      await db
        .insertInto('affiliations')
        .values(
          affiliation(own.id, {
            collaboratorId,
            contractId: contract.id,
            optionId: contract.optionIds[0] ?? '',
            status,
          }),
        )
        .execute();
    }
    const absences = await db
      .selectFrom('absences')
      .select('id')
      .where('organization_id', '=', own.id)
      .execute();
    expect(absences).toHaveLength(types.length + REQUEST_STATUSES.length);
  });
});
