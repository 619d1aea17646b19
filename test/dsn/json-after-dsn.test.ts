import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { importDsn } from '../../src/dsn/import.ts';
import { formatProblem } from '../../src/hr-data/checks.ts';
import { runCli, storeEnv } from '../support/cli.ts';
import { testEngines } from '../support/engines.ts';
import { type HrDocument, importHrDocument } from '../support/hr-document.ts';
import { createTestStore, type TestStore } from '../support/store.ts';
import {
  contract,
  dsnText,
  establishment,
  header,
  individual,
  latin1Source,
  stoppage,
  TEST_SIREN,
} from './builder.ts';

let counter = 0;

describe.each(testEngines())('a JSON import after DSN imports, on %s', (engine) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await createTestStore(engine);
  });
  afterAll(async () => {
    await t?.drop();
  });

  /** An organization whose person, contract (from 2019-09-01) and stoppage came from a DSN. */
  const givenDsn = async () => {
    const org = `org_json_after_dsn_${counter++}`;
    await importHrDocument(t.store, {
      organization: { id: org, name: 'Antilles SAS', identity: { siren: TEST_SIREN } },
    });
    const lines = [
      ...header('012026'),
      ...establishment(),
      ...individual(),
      ...contract('01092019', stoppage('01', '09012026', '20012026')),
    ];
    const outcome = await importDsn(t.store, [latin1Source('2026-01.dsn', dsnText(lines))], {
      organizationId: org,
      dryRun: false,
      actor: CLI_ACTOR,
    });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
    const person = await t.store.db
      .selectFrom('collaborators')
      .select(['id', 'email'])
      .where('organization_id', '=', org)
      .executeTakeFirstOrThrow();
    const dsnContract = await t.store.db
      .selectFrom('contracts')
      .select('id')
      .where('organization_id', '=', org)
      .executeTakeFirstOrThrow();
    return { org, collaboratorId: person.id, email: person.email, contractId: dsnContract.id };
  };
  /** The person as the organization's own HR tool exports them, with its own contract ids. */
  const document = (
    given: { org: string; collaboratorId: string; email: string },
    contracts: Record<string, unknown>[],
    extra: Record<string, unknown> = {},
  ): HrDocument => ({
    organization: { id: given.org, name: 'Antilles SAS' },
    collaborators: [
      {
        id: given.collaboratorId,
        firstName: 'Élodie',
        lastName: "D'Almeida",
        email: given.email,
        phoneNumber: '+596696000000',
        contracts,
      },
    ],
    ...extra,
  });
  const contractsOf = (org: string) =>
    t.store.db
      .selectFrom('contracts')
      .select(['id', 'start_date', 'end_date', 'nature_contrat', 'job_title'])
      .where('organization_id', '=', org)
      .orderBy('start_date')
      .execute();
  const permanent = (contractId: string, startDate: string, more: Record<string, unknown> = {}) => ({
    contractId,
    startDate,
    endDate: null,
    natureContrat: 'permanent',
    ...more,
  });

  it("matches the DSN's contract by person, start date and nature: no second contract, the DSN's id and values kept", async () => {
    const given = await givenDsn();
    const outcome = await importHrDocument(
      t.store,
      document(given, [permanent('hr_ctr_1', '2019-09-01', { jobTitle: 'Assistante' })]),
    );
    expect(await contractsOf(given.org)).toEqual([
      {
        id: given.contractId,
        start_date: '2019-09-01',
        end_date: null,
        nature_contrat: 'permanent',
        job_title: 'Chargée de clientèle',
      },
    ]);
    expect(outcome.counts.contracts).toMatchObject({ created: 0 });
    expect(outcome.warnings.map(formatProblem)).toEqual([
      'collaborators[0].contracts[0]: jobTitle: the value the DSN of 2026-01 declared is kept (what a DSN declares wins over a document)',
    ]);
  });

  it('fills what the DSN does not declare, and a second JSON import of the same document changes nothing', async () => {
    const given = await givenDsn();
    const doc = document(given, [permanent('hr_ctr_1', '2019-09-01', { trialPeriodDays: 60 })]);
    await importHrDocument(t.store, doc);
    const person = await t.store.db
      .selectFrom('collaborators')
      .select('phone_number')
      .where('organization_id', '=', given.org)
      .executeTakeFirstOrThrow();
    expect(person.phone_number).toBe('+596696000000');
    const stored = await t.store.db
      .selectFrom('contracts')
      .select('trial_period_days')
      .where('organization_id', '=', given.org)
      .executeTakeFirstOrThrow();
    expect(stored.trial_period_days).toBe(60);
    const again = await importHrDocument(t.store, doc);
    expect(again.counts.contracts).toEqual({ created: 0, updated: 0, unchanged: 1 });
    expect(again.counts.collaborators).toEqual({ created: 0, updated: 0, unchanged: 1 });
    expect(again.totalWarnings).toBe(0);
  });

  it('a second open contract of the same nature is created with one warning naming the DSN one', async () => {
    const given = await givenDsn();
    const outcome = await importHrDocument(t.store, document(given, [permanent('hr_ctr_2', '2021-01-01')]));
    expect(outcome.counts.contracts).toMatchObject({ created: 1 });
    expect((await contractsOf(given.org)).map((c) => c.id)).toEqual([given.contractId, 'hr_ctr_2']);
    expect(outcome.warnings.map(formatProblem)).toEqual([
      `collaborators[0].contracts[0].startDate: a second open permanent contract for the collaborator: contract ${given.contractId} (from 2019-09-01, declared by the DSN of 2026-01) is open too; if they are one contract, give it the same start date or end the other`,
    ]);
  });

  it('a contract of another nature, or ended, beside the DSN one is no warning', async () => {
    const given = await givenDsn();
    const outcome = await importHrDocument(
      t.store,
      document(given, [
        { contractId: 'hr_ctr_3', startDate: '2021-01-01', endDate: null, natureContrat: 'fixed_term' },
        {
          contractId: 'hr_ctr_4',
          startDate: '2018-01-01',
          endDate: '2018-06-30',
          natureContrat: 'permanent',
        },
      ]),
    );
    expect(outcome.counts.contracts).toMatchObject({ created: 2 });
    expect(outcome.totalWarnings).toBe(0);
  });

  it('--replace keeps the contract and the absences a DSN declared, each said in a warning, and deletes only its own', async () => {
    const given = await givenDsn();
    await importHrDocument(t.store, document(given, [permanent('hr_ctr_5', '2021-01-01')]));
    const outcome = await importHrDocument(t.store, document(given, [], { absences: [] }), {
      replace: true,
    });
    expect((await contractsOf(given.org)).map((c) => c.id)).toEqual([given.contractId]);
    expect(outcome.counts.contracts).toMatchObject({ deleted: 1 });
    expect(outcome.counts.absences).toMatchObject({ deleted: 0 });
    expect(outcome.warnings.map(formatProblem)).toEqual([
      `collaborators[0].contracts: contract ${given.contractId} (from 2019-09-01, declared by the DSN of 2026-01) is not in the document: kept, since only a DSN changes what a DSN declared`,
      'absences: 1 absence(s) a DSN declared are not in the document: kept, since only a DSN changes what a DSN declared',
    ]);
    const absences = await t.store.db
      .selectFrom('absences')
      .select('dsn_reason')
      .where('organization_id', '=', given.org)
      .execute();
    expect(absences).toEqual([{ dsn_reason: '01' }]);
  });

  it('the next DSN month still finds its own contract: no second one, no warning', async () => {
    const given = await givenDsn();
    await importHrDocument(t.store, document(given, [permanent('hr_ctr_1', '2019-09-01')]));
    const lines = [...header('022026'), ...establishment(), ...individual(), ...contract('01092019')];
    const outcome = await importDsn(t.store, [latin1Source('2026-02.dsn', dsnText(lines))], {
      organizationId: given.org,
      dryRun: false,
      actor: CLI_ACTOR,
    });
    expect(outcome).toMatchObject({ ok: true, plan: { totalWarnings: 0 } });
    expect((await contractsOf(given.org)).map((c) => c.id)).toEqual([given.contractId]);
  });

  it('`hrapi import` prints the warning, and `--json` lists it', { timeout: 90_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-json-after-dsn-'));
    const run = async (json: boolean) => {
      const given = await givenDsn();
      const file = path.join(dir, `${given.org}.json`);
      fs.writeFileSync(file, JSON.stringify(document(given, [permanent('hr_ctr_6', '2022-03-01')])));
      const result = await runCli(['import', file, ...(json ? ['--json'] : [])], storeEnv(t.config));
      expect(result.code).toBe(0);
      return {
        result,
        warning: `collaborators[0].contracts[0].startDate: a second open permanent contract for the collaborator: contract ${given.contractId} (from 2019-09-01, declared by the DSN of 2026-01) is open too`,
      };
    };
    try {
      const text = await run(false);
      expect(text.result.stdout).toContain('1 warning(s): imported, but check these\n');
      expect(text.result.stdout).toContain(`  ${text.warning}`);
      const json = await run(true);
      const result = JSON.parse(json.result.stdout);
      expect(result.totalWarnings).toBe(1);
      expect(`${result.warnings[0].path}: ${result.warnings[0].message}`).toContain(json.warning);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
