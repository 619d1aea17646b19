import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SCOPES } from '../../src/auth/scopes.ts';
import { latestChangeNumber } from '../../src/changes/change-log.ts';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import type { Store } from '../../src/db/store.ts';
import { type DsnImportOutcome, importDsn } from '../../src/dsn/import.ts';
import type { DsnSource } from '../../src/dsn/lines.ts';
import { formatProblem } from '../../src/hr-data/checks.ts';
import { createOrganization } from '../../src/organizations/organizations.queries.ts';
import { siret } from '../../src/seed/identifiers.ts';
import { runCli, storeEnv } from '../support/cli.ts';
import { testEngines } from '../support/engines.ts';
import { givenKey } from '../support/fixtures.ts';
import { givenComplementaryContract } from '../support/hr-data.ts';
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
  rubrique,
  TEST_SIREN,
} from './builder.ts';

let counter = 0;
const newOrg = () => `org_dsnr_${Date.now().toString(36)}_${counter++}`;
const METZ_NIC = siret(TEST_SIREN, 2).slice(9);
const PARIS_NIC = siret(TEST_SIREN, 3).slice(9);
const REFERENCE = 'PREV-TEST-1';

const importOf = (store: Store, org: string, sources: DsnSource[]): Promise<DsnImportOutcome> =>
  importDsn(store, sources, { organizationId: org, dryRun: false, actor: CLI_ACTOR });

const imported = async (store: Store, org: string, sources: DsnSource[]) => {
  const outcome = await importOf(store, org, sources);
  if (!outcome.ok) throw new Error(`refused: ${outcome.problems.map(formatProblem).join('; ')}`);
  return outcome.plan;
};

/** A monthly DSN (`MMYYYY`) of one person under one establishment, with optional contract lines. */
const month = (
  mmyyyy: string,
  options: { nic?: string; city?: string; zip?: string; contract?: string[]; adhesion?: boolean } = {},
) =>
  latin1Source(
    `${mmyyyy}.dsn`,
    dsnText([
      ...header(mmyyyy),
      ...establishment(options.nic, options.city, options.zip),
      ...(options.adhesion ? adhesion(REFERENCE) : []),
      ...individual(),
      ...contract('01092019', options.contract ?? []),
    ]),
  );

describe.each(testEngines())('the DSN import’s rules on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine);
  });
  afterAll(async () => {
    await t?.stop();
  });

  const givenOrganization = async () => {
    const org = newOrg();
    await createOrganization(t.testStore.store.db, {
      id: org,
      name: 'Transports Le Goff',
      siren: TEST_SIREN,
    });
    return org;
  };
  const partnerKey = async (org: string) =>
    (await givenKey(t.testStore.store.db, org, [...ALL_SCOPES], 'partner')).secret;
  const onlyCollaborator = async (org: string, key: string) => {
    const list = await t.api(`/organizations/${org}/collaborators`, { key });
    expect(list.body.data).toHaveLength(1);
    return list.body.data[0].id as string;
  };
  const day = async (org: string, key: string, collaboratorId: string, date: string) => {
    const [year, m] = date.split('-').map(Number);
    const response = await t.api(
      `/organizations/${org}/meal-vouchers/${collaboratorId}/days?month=${m}&year=${year}`,
      { key },
    );
    expect(response.status).toBe(200);
    return response.body.data.days.find((d: { date: string }) => d.date === date);
  };

  const metz = { nic: METZ_NIC, city: 'Metz', zip: '57000' };
  const paris = { nic: PARIS_NIC, city: 'Paris', zip: '75008' };

  it.each([
    ['in month order', ['032026', '042026', '052026']],
    ['the transfer month first', ['052026', '032026', '042026']],
  ])(
    'a collaborator transferred from Metz to Paris in the third month keeps Moselle’s holidays for the months before (%s)',
    async (_order, months) => {
      const org = await givenOrganization();
      for (const m of months)
        await imported(t.testStore.store, org, [month(m, m === '052026' ? paris : metz)]);
      const key = await partnerKey(org);
      const id = await onlyCollaborator(org, key);
      // Good Friday, 3 April 2026: a public holiday in Moselle only; the person was in Metz then.
      expect(await day(org, key, id, '2026-04-03')).toMatchObject({
        counted: false,
        holiday: 'Vendredi saint',
      });
      // Paris now: a weekday of May is counted.
      expect(await day(org, key, id, '2026-05-22')).toMatchObject({ counted: true });
      const history = await t.testStore.store.db
        .selectFrom('collaborator_establishments')
        .select(['establishment_id', 'start_date', 'end_date'])
        .where('organization_id', '=', org)
        .orderBy('start_date')
        .execute();
      // The history of a person first seen by the import reaches back to their first contract
      // (1 September 2019) in the first establishment declared: the first import's.
      const before =
        months[0] === '052026'
          ? [
              {
                establishment_id: `est_${TEST_SIREN}${PARIS_NIC}`,
                start_date: '2019-09-01',
                end_date: '2026-02-28',
              },
            ]
          : [];
      expect(history).toEqual([
        ...before,
        {
          establishment_id: `est_${TEST_SIREN}${METZ_NIC}`,
          start_date: months[0] === '052026' ? '2026-03-01' : '2019-09-01',
          end_date: '2026-04-30',
        },
        { establishment_id: `est_${TEST_SIREN}${PARIS_NIC}`, start_date: '2026-05-01', end_date: null },
      ]);
    },
  );

  it('days before the first imported month follow the first establishment declared, not the current one', async () => {
    const org = await givenOrganization();
    await imported(t.testStore.store, org, [month('032026', metz), month('052026', paris)]);
    const key = await partnerKey(org);
    const id = await onlyCollaborator(org, key);
    // Good Friday 2025 (18 April), a year before the first month imported: the person was in Metz
    // as far as the DSN knows, and Moselle keeps that day; Paris, where they are now, does not.
    expect(await day(org, key, id, '2025-04-18')).toMatchObject({
      counted: false,
      holiday: 'Vendredi saint',
    });
  });

  it('a collaborator declared in Fort-de-France (972) has no meal voucher on 22 May, the abolition of slavery', async () => {
    const org = await givenOrganization();
    await imported(t.testStore.store, org, [month('052026')]); // the builder's establishment is in Fort-de-France
    const key = await partnerKey(org);
    const id = await onlyCollaborator(org, key);
    expect(await day(org, key, id, '2026-05-22')).toMatchObject({
      counted: false,
      reason: 'public_holiday',
      holiday: "Abolition de l'esclavage",
    });
  });

  it('a month imported again leaves the establishment history as it is', async () => {
    const org = await givenOrganization();
    await imported(t.testStore.store, org, [month('032026', metz), month('042026', paris)]);
    const changes = await latestChangeNumber(t.testStore.store.db, org);
    const before = await t.testStore.store.db.selectFrom('collaborator_establishments').selectAll().execute();
    const again = await imported(t.testStore.store, org, [month('032026', metz)]);
    expect(again.created).toEqual([]);
    expect(again.updated).toEqual([]);
    expect(
      await t.testStore.store.db.selectFrom('collaborator_establishments').selectAll().execute(),
    ).toEqual(before);
    expect(await latestChangeNumber(t.testStore.store.db, org)).toBe(changes);
  });

  const affiliations = (org: string) =>
    t.testStore.store.db
      .selectFrom('affiliations')
      .select(['option_id', 'status', 'start_date', 'end_date'])
      .where('organization_id', '=', org)
      .orderBy('start_date')
      .execute();

  it('an affiliation outside every contract of the collaborator is refused with its line and rubrique, and nothing is written', async () => {
    const org = await givenOrganization();
    await givenComplementaryContract(t.testStore.store.db, org, {
      reference: REFERENCE,
      optionIds: ['opt_a'],
    });
    await imported(t.testStore.store, org, [month('012026', { adhesion: true })]);
    const before = await affiliations(org);
    const changes = await latestChangeNumber(t.testStore.store.db, org);
    // The contract starts on 1 September 2019; this period ended in 2018.
    const file = month('022026', { adhesion: true, contract: affiliation('OPT1', '01012018', '31122018') });
    const outcome = await importOf(t.testStore.store, org, [file]);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    const text = await readText(file);
    const line = text.split('\n').findIndex((l) => l.startsWith('S21.G00.70.014')) + 1;
    expect(outcome.problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        new RegExp(`^line ${line} \\(S21\\.G00\\.70\\.014\\): .*outside every contract of the collaborator`),
      ),
    ]);
    expect(await affiliations(org)).toEqual(before);
    expect(await latestChangeNumber(t.testStore.store.db, org)).toBe(changes);
  });

  it('affiliation periods follow the partner rules: both ends inclusive, never overlapping, a new option succeeds the old one', async () => {
    const org = await givenOrganization();
    await givenComplementaryContract(t.testStore.store.db, org, {
      reference: REFERENCE,
      optionIds: ['opt_a', 'opt_b'],
    });
    // January: option 1 from 1 January 2026, ended on 15 January.
    await imported(t.testStore.store, org, [
      month('012026', { adhesion: true, contract: affiliation('OPT1', '01012026', '15012026') }),
    ]);
    expect(await affiliations(org)).toEqual([
      { option_id: 'opt_a', status: 'terminated', start_date: '2026-01-01', end_date: '2026-01-15' },
    ]);
    // February says it starts again on 15 January, the day it ended: that day would be in two periods.
    const overlapping = await importOf(t.testStore.store, org, [
      month('022026', { adhesion: true, contract: affiliation('OPT1', '15012026') }),
    ]);
    expect(overlapping.ok).toBe(false);
    if (!overlapping.ok) {
      expect(overlapping.problems.map(formatProblem).join('\n')).toMatch(
        /\(S21\.G00\.70\.014\): .*both ends of a period are inclusive/,
      );
    }
    // From the next day it is a new period; in April, option 2 succeeds it.
    await imported(t.testStore.store, org, [
      month('022026', { adhesion: true, contract: affiliation('OPT1', '16012026') }),
    ]);
    await imported(t.testStore.store, org, [
      month('042026', { adhesion: true, contract: affiliation('OPT2', '01042026') }),
    ]);
    expect(await affiliations(org)).toEqual([
      { option_id: 'opt_a', status: 'terminated', start_date: '2026-01-01', end_date: '2026-01-15' },
      { option_id: 'opt_a', status: 'active', start_date: '2026-01-16', end_date: '2026-03-31' },
      { option_id: 'opt_b', status: 'active', start_date: '2026-04-01', end_date: null },
    ]);
    // The same months again change nothing.
    const changes = await latestChangeNumber(t.testStore.store.db, org);
    const again = await imported(t.testStore.store, org, [
      month('042026', { adhesion: true, contract: affiliation('OPT2', '01042026') }),
    ]);
    expect([again.created, again.updated]).toEqual([[], []]);
    expect(await latestChangeNumber(t.testStore.store.db, org)).toBe(changes);
  });

  it('more affiliations than one write batch are each written once, with one change event each', async () => {
    const org = await givenOrganization();
    await givenComplementaryContract(t.testStore.store.db, org, {
      reference: REFERENCE,
      optionIds: ['opt_a', 'opt_b'],
    });
    // 1,200 people (the writes go in batches of 500 rows): distinct NIRs, matricules and names.
    const people = 1200;
    const monthOf = (mmyyyy: string, option: string, start: string) =>
      latin1Source(
        `${mmyyyy}.dsn`,
        dsnText([
          ...header(mmyyyy),
          ...establishment(),
          ...adhesion(REFERENCE),
          ...Array.from({ length: people }, (_, k) => [
            ...individual(`188036912${String(k).padStart(4, '0')}`).map((line) =>
              line.startsWith('S21.G00.30.019')
                ? rubrique('S21.G00.30.019', `M${k}`)
                : line.startsWith('S21.G00.30.002')
                  ? rubrique('S21.G00.30.002', `Nom${k}`)
                  : line,
            ),
            ...contract('01092019', affiliation(option, start)),
          ]).flat(),
        ]),
      );
    const events = async (type: string) =>
      Number(
        (
          await t.testStore.store.db
            .selectFrom('change_events')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('organization_id', '=', org)
            .where('type', '=', type)
            .executeTakeFirstOrThrow()
        ).n,
      );

    const createdAt = async (option: string) =>
      (
        await t.testStore.store.db
          .selectFrom('affiliations')
          .select('created_at')
          .distinct()
          .where('organization_id', '=', org)
          .where('option_id', '=', option)
          .execute()
      ).map((r) => r.created_at);

    const january = await imported(t.testStore.store, org, [monthOf('012026', 'OPT1', '01012026')]);
    expect(january.counts.affiliation).toMatchObject({ created: people, updated: 0 });
    const januaryCreatedAt = await createdAt('opt_a');
    expect(januaryCreatedAt).toHaveLength(1);
    expect(await events('affiliation.created')).toBe(people);
    // February: option 2 succeeds option 1 for everyone; each old period ends, a new one starts.
    const february = await imported(t.testStore.store, org, [monthOf('022026', 'OPT2', '01022026')]);
    expect(february.counts.affiliation).toMatchObject({ created: people, updated: people });
    expect(await events('affiliation.created')).toBe(2 * people);
    expect(await events('affiliation.updated')).toBe(people);
    const periods = await affiliations(org);
    expect(periods.filter((p) => p.option_id === 'opt_a' && p.end_date === '2026-01-31')).toHaveLength(
      people,
    );
    expect(periods.filter((p) => p.option_id === 'opt_b' && p.end_date === null)).toHaveLength(people);
    // An updated period keeps the time it was created.
    expect(await createdAt('opt_a')).toEqual(januaryCreatedAt);
  });

  it('a file that changes between its check and its planning is refused, and nothing is written', async () => {
    const org = await givenOrganization();
    const first = Buffer.from(
      dsnText([...header('012026'), ...establishment(), ...individual(), ...contract()]),
      'latin1',
    );
    const changed = Buffer.from(first.toString('latin1').replace("'C1'", "'C2'"), 'latin1');
    const changes = await latestChangeNumber(t.testStore.store.db, org);
    let opened = 0;
    const source: DsnSource = {
      name: 'moving.dsn',
      async *open() {
        // The check reads the file twice (its encoding, then its lines); the plan reads it once more.
        opened++;
        yield opened <= 2 ? first : changed;
      },
    };
    const outcome = await importOf(t.testStore.store, org, [source]);
    expect(outcome).toMatchObject({
      ok: false,
      problems: [
        { message: expect.stringMatching(/^moving\.dsn changed while it was imported: nothing was written/) },
      ],
    });
    expect(opened).toBe(3);
    expect(await latestChangeNumber(t.testStore.store.db, org)).toBe(changes);
    const collaborators = await t.testStore.store.db
      .selectFrom('collaborators')
      .select('id')
      .where('organization_id', '=', org)
      .execute();
    expect(collaborators).toEqual([]);
  });

  it('with several files, every error and warning names its file, in the outcome and on the command line', async () => {
    const org = await givenOrganization();
    const good = month('012026', { adhesion: true, contract: affiliation('OPT1', '01012026') });
    const bad = latin1Source(
      'february.dsn',
      dsnText([
        ...header('022026'),
        ...establishment(),
        ...individual('7880369123456'),
        ...contract(),
      ]).replace(rubrique('S21.G00.40.007', '01'), rubrique('S21.G00.40.007', 'ZZ')),
    );
    const refused = await importOf(t.testStore.store, org, [good, bad]);
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^february\.dsn: line \d+ \(S21\.G00\.40\.007\): /),
    ]);
    expect(refused.warnings.map(formatProblem)).toEqual([
      expect.stringMatching(/^february\.dsn: line \d+ \(S21\.G00\.30\.001\): a temporary NIR/),
    ]);

    // Both files valid: the plan's warning (no fiche for the affiliation) names its file too.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-dsn-files-'));
    try {
      const files = ['january.dsn', 'february.dsn'].map((name) => path.join(dir, name));
      fs.writeFileSync(files[0] as string, await bytesOf(good));
      fs.writeFileSync(
        files[1] as string,
        await bytesOf(month('022026', { adhesion: true, contract: affiliation('OPT1', '01012026') })),
      );
      const env = storeEnv(t.testStore.config);
      const json = await runCli(['dsn', 'import', ...files, '--org', org, '--dry-run', '--json'], env);
      expect(json.code).toBe(0);
      const warnings = (JSON.parse(json.stdout).warnings as { path: string }[]).map((w) => w.path);
      expect(warnings).toEqual([
        expect.stringMatching(/january\.dsn: line \d+ \(S21\.G00\.70\.013\)$/),
        expect.stringMatching(/february\.dsn: line \d+ \(S21\.G00\.70\.013\)$/),
      ]);
      fs.appendFileSync(files[1] as string, "S21.G00.30.001,'1'\n");
      const text = await runCli(['dsn', 'import', ...files, '--org', org], env);
      expect(text.code).toBe(1);
      expect(text.stderr).toMatch(/february\.dsn: line \d+ \(S21\.G00\.30\.001\): /);
      expect(text.stderr).not.toMatch(/january\.dsn: line/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

async function bytesOf(source: DsnSource): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of source.open()) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function readText(source: DsnSource): Promise<string> {
  return (await bytesOf(source)).toString('latin1');
}
