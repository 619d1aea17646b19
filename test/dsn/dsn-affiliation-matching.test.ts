import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import type { Store } from '../../src/db/store.ts';
import { importDsn } from '../../src/dsn/import.ts';
import type { DsnSource } from '../../src/dsn/lines.ts';
import { formatProblem } from '../../src/hr-data/checks.ts';
import { createOrganization } from '../../src/organizations/organizations.queries.ts';
import { testEngines } from '../support/engines.ts';
import { givenAffiliation, givenComplementaryContract } from '../support/hr-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import {
  adhesion,
  affiliation,
  contract,
  dsnText,
  establishment,
  header,
  individual,
  latin1Source,
  TEST_SIREN,
} from './builder.ts';

let counter = 0;
const newOrg = () => `org_dsna_${Date.now().toString(36)}_${counter++}`;
const REFERENCE = 'PREV-TEST-1';

const imported = async (store: Store, org: string, sources: DsnSource[]) => {
  const outcome = await importDsn(store, sources, { organizationId: org, dryRun: false, actor: CLI_ACTOR });
  if (!outcome.ok) throw new Error(`refused: ${outcome.problems.map(formatProblem).join('; ')}`);
  return outcome.plan;
};

const month = (mmyyyy: string, affiliationLines: string[], jobTitle = 'Chargée de clientèle') =>
  latin1Source(
    `${mmyyyy}.dsn`,
    dsnText([
      ...header(mmyyyy),
      ...establishment(),
      ...adhesion(REFERENCE),
      ...individual(),
      ...contract('01092019', affiliationLines).map((l) =>
        l.startsWith('S21.G00.40.006') ? `S21.G00.40.006,'${jobTitle}'` : l,
      ),
    ]),
  );

describe.each(testEngines())('DSN affiliations matched with the fiche on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine);
  });
  afterAll(async () => {
    await t?.stop();
  });

  const givenOrganization = async (population: string) => {
    const org = newOrg();
    const db = t.testStore.store.db;
    await createOrganization(db, { id: org, name: 'Transports Le Goff', siren: TEST_SIREN });
    const { id } = await givenComplementaryContract(db, org, { reference: REFERENCE, optionIds: [] });
    await db
      .insertInto('complementary_contract_options')
      .values({
        organization_id: org,
        id: `opt_${org}`,
        contract_id: id,
        option_code: 'OPT1',
        option_name: 'Option 1',
        population_code: population,
        population_name: '',
      })
      .execute();
    return org;
  };
  const affiliations = (org: string) =>
    t.testStore.store.db
      .selectFrom('affiliations')
      .select(['option_id', 'status', 'start_date'])
      .where('organization_id', '=', org)
      .execute();

  it('an affiliation without a population code (S21.G00.70.005 is optional) matches the fiche option without a population', async () => {
    const org = await givenOrganization('');
    const plan = await imported(t.testStore.store, org, [
      month('012026', affiliation('OPT1', '01012026', undefined, null)),
    ]);
    expect(plan.warnings.map(formatProblem)).toEqual([]);
    expect(await affiliations(org)).toEqual([
      { option_id: `opt_${org}`, status: 'active', start_date: '2026-01-01' },
    ]);
  });

  it('an affiliation with a population still needs the fiche option of that population', async () => {
    const org = await givenOrganization('');
    const plan = await imported(t.testStore.store, org, [
      month('012026', affiliation('OPT1', '01012026', undefined, 'CA')),
    ]);
    expect(plan.warnings.map(formatProblem).join('\n')).toMatch(
      /affiliation skipped: option OPT1 for population CA/,
    );
    expect(await affiliations(org)).toEqual([]);
  });

  it('re-importing unchanged affiliations reports them as unchanged, neither created nor updated', async () => {
    const org = await givenOrganization('CA');
    const first = await imported(t.testStore.store, org, [month('012026', affiliation('OPT1', '01012026'))]);
    expect(first.created.filter((c) => c.resource === 'affiliation')).toHaveLength(1);
    const before = await affiliations(org);
    for (const m of ['012026', '022026']) {
      const again = await imported(t.testStore.store, org, [month(m, affiliation('OPT1', '01012026'))]);
      expect(again.created.filter((c) => c.resource === 'affiliation')).toEqual([]);
      expect(again.updated.filter((c) => c.resource === 'affiliation')).toEqual([]);
      expect(again.unchanged.affiliation).toBe(1);
    }
    expect(await affiliations(org)).toEqual(before);
  });

  it('an affiliation that conflicts with one written through the partner API does not refuse the month: the rest is imported, the conflict is a warning naming both periods, the partner’s write stands', async () => {
    const org = await givenOrganization('CA');
    const db = t.testStore.store.db;
    await imported(t.testStore.store, org, [month('012026', [])]);
    const collaborator = await db
      .selectFrom('collaborators')
      .select('id')
      .where('organization_id', '=', org)
      .executeTakeFirstOrThrow();
    const contract = await db
      .selectFrom('complementary_contracts')
      .select('id')
      .where('organization_id', '=', org)
      .executeTakeFirstOrThrow();
    await givenAffiliation(
      db,
      org,
      collaborator.id,
      { id: contract.id, optionIds: [`opt_${org}`] },
      { startDate: '2026-06-01' },
    );
    await db
      .insertInto('complementary_contract_options')
      .values({
        organization_id: org,
        id: `opt2_${org}`,
        contract_id: contract.id,
        option_code: 'OPT2',
        option_name: 'Option 2',
        population_code: 'CA',
        population_name: '',
      })
      .execute();
    const partners = await affiliations(org);
    const plan = await imported(t.testStore.store, org, [
      month('022026', affiliation('OPT2', '01012026'), 'Responsable clientèle'),
    ]);
    const warnings = plan.warnings.map(formatProblem).join('\n');
    expect(warnings).toMatch(
      /line \d+ \(S21\.G00\.70\.014\): affiliation not imported: .*from 2026-01-01.*from 2026-06-01, current/,
    );
    expect(await affiliations(org)).toEqual(partners);
    const job = await db
      .selectFrom('contracts')
      .select('job_title')
      .where('organization_id', '=', org)
      .executeTakeFirstOrThrow();
    expect(job.job_title).toBe('Responsable clientèle');
  });

  it('an affiliation that conflicts with one an earlier DSN declared is still refused, and nothing is written', async () => {
    const org = await givenOrganization('CA');
    await imported(t.testStore.store, org, [month('062026', affiliation('OPT1', '01062026'))]);
    const before = await affiliations(org);
    const outcome = await importDsn(
      t.testStore.store,
      [month('072026', affiliation('OPT1', '01012026', '15012026'))],
      {
        organizationId: org,
        dryRun: false,
        actor: CLI_ACTOR,
      },
    );
    expect(outcome.ok).toBe(false);
    expect(await affiliations(org)).toEqual(before);
  });
});
