import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { importDsn } from '../../src/dsn/import.ts';
import { formatProblem } from '../../src/hr-data/checks.ts';
import { runCli, storeEnv } from '../support/cli.ts';
import { testEngines } from '../support/engines.ts';
import { importHrDocument } from '../support/hr-document.ts';
import { createTestStore, type TestStore } from '../support/store.ts';
import {
  contract,
  dsnText,
  establishment,
  header,
  individual,
  latin1Source,
  TEST_NIR,
  TEST_SIREN,
  TEST_SIRET,
} from './builder.ts';

let counter = 0;

/** An organization loaded by the JSON import: the person of `individual()`, one open permanent contract. */
const jsonDocument = (org: string) => ({
  organization: { id: org, name: 'Antilles SAS', identity: { siren: TEST_SIREN } },
  establishments: [
    {
      id: `${org}_est`,
      name: 'Fort-de-France',
      siret: TEST_SIRET,
      isHeadOffice: true,
      address: { street: '1 rue Victor Hugo', city: 'Fort-de-France', zipCode: '97200', country: 'fr' },
    },
  ],
  collaborators: [
    {
      id: `${org}_elodie`,
      establishmentId: `${org}_est`,
      firstName: 'Élodie',
      lastName: "D'Almeida",
      email: 'elodie@example.invalid',
      socialSecurityNumber: TEST_NIR,
      contracts: [
        { contractId: `${org}_ctr`, startDate: '2019-09-01', endDate: null, natureContrat: 'permanent' },
      ],
    },
  ],
});

describe.each(testEngines())('a DSN over data loaded from another source, on %s', (engine) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await createTestStore(engine);
  });
  afterAll(async () => {
    await t?.drop();
  });

  const given = async () => {
    const org = `org_dsn_src_${counter++}`;
    await importHrDocument(t.store, jsonDocument(org));
    return org;
  };
  const contractsOf = (org: string) =>
    t.store.db
      .selectFrom('contracts')
      .select(['id', 'start_date', 'nature_contrat', 'job_title'])
      .where('organization_id', '=', org)
      .orderBy('id')
      .execute();
  const run = (org: string, lines: string[], dryRun = false) =>
    importDsn(t.store, [latin1Source('2026-01.dsn', dsnText(lines))], {
      organizationId: org,
      dryRun,
      actor: CLI_ACTOR,
    });

  it('matches the contract the JSON import loaded by person, start date and nature: no second contract', async () => {
    const org = await given();
    const outcome = await run(org, [...header('012026'), ...establishment(), ...individual(), ...contract()]);
    expect(outcome).toMatchObject({ ok: true, plan: { totalWarnings: 0 } });
    expect(await contractsOf(org)).toEqual([
      {
        id: `${org}_ctr`,
        start_date: '2019-09-01',
        nature_contrat: 'permanent',
        job_title: 'Chargée de clientèle',
      },
    ]);
  });

  it('never adds a second open contract of the same nature without a warning naming the one loaded otherwise', async () => {
    const org = await given();
    const lines = [...header('012026'), ...establishment(), ...individual(), ...contract('01012021')];
    const outcome = await run(org, lines, true);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
    const line =
      dsnText(lines)
        .split('\n')
        .findIndex((l) => l.startsWith('S21.G00.40.001')) + 1;
    expect(outcome.plan.warnings.map(formatProblem)).toEqual([
      `line ${line} (S21.G00.40.001): a second open permanent contract for the collaborator: contract ${org}_ctr (from 2019-09-01, loaded from another source (JSON import or API)) is open too; if they are one contract, give it the same start date or end the other`,
    ]);
    expect(outcome.plan.counts.contract).toMatchObject({ created: 1 });
  });

  it('a contract of another nature beside the open one is no warning', async () => {
    const org = await given();
    const fixedTerm = contract('01012021').map((l) =>
      l.replace("S21.G00.40.007,'01'", "S21.G00.40.007,'02'"),
    );
    const outcome = await run(
      org,
      [...header('012026'), ...establishment(), ...individual(), ...fixedTerm],
      true,
    );
    expect(outcome).toMatchObject({
      ok: true,
      plan: { totalWarnings: 0, counts: { contract: { created: 1 } } },
    });
  });

  it('`hrapi dsn import --dry-run` prints the plan in words: summary, changes in API field names, warnings by kind', async () => {
    const org = await given();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-dsn-plan-'));
    try {
      const file = path.join(dir, '2026-01.dsn');
      const lines = [
        ...header('012026'),
        ...establishment(),
        ...individual(),
        ...contract(),
        ...contract('01012021'),
      ];
      fs.writeFileSync(file, Buffer.from(dsnText(lines), 'latin1'));
      const before = await contractsOf(org);
      const result = await runCli(['dsn', 'import', file, '--org', org, '--dry-run'], storeEnv(t.config));
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('(norm P26V01)');
      expect(result.stdout).toMatch(/Summary\n {2}People: +0 created, 1 changed, 0 leaving, 0 unchanged\n/);
      expect(result.stdout).toContain(
        `    Contract ${org}_ctr\n      Executive (cadre) [estCadre]: — → no\n      Job title [jobTitle]: — → Chargée de clientèle\n`,
      );
      expect(result.stdout).toContain(
        '  a second open permanent contract for the collaborator (S21.G00.40.001): 1\n',
      );
      expect(result.stdout).not.toMatch(/job_title|is_profile_complete|∅/);
      expect(await contractsOf(org)).toEqual(before);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
