import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, storeEnv } from '../../../test/support/cli.ts';
import { testEngines } from '../../../test/support/engines.ts';
import { createTestStore, type TestStore } from '../../../test/support/store.ts';

const EXAMPLE = path.resolve(import.meta.dirname, '../../../test/fixtures/hr-data-example.json');

describe.each(testEngines())('hrapi import and hrapi seed on %s', (engine) => {
  let t: TestStore;
  let env: Record<string, string>;
  let dir: string;
  const snapshot = async () => ({
    organizations: await t.store.db.selectFrom('organizations').selectAll().orderBy('id').execute(),
    collaborators: await t.store.db.selectFrom('collaborators').selectAll().orderBy('id').execute(),
    contracts: await t.store.db.selectFrom('contracts').selectAll().orderBy('id').execute(),
    absences: await t.store.db.selectFrom('absences').selectAll().orderBy('id').execute(),
  });

  beforeAll(async () => {
    t = await createTestStore(engine);
    env = storeEnv(t.config);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-import-'));
  });
  afterAll(async () => {
    await t?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('imports the example of hr-data-document.md and prints the counts as one JSON object', async () => {
    const result = await runCli(['import', EXAMPLE, '--json'], env);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      organizationId: 'org_acme',
      counts: {
        collaborators: { created: 2 },
        absences: { created: 1 },
        mealVoucherConfiguration: 'created',
      },
    });
    const again = await runCli(['import', EXAMPLE], env);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('collaborators   0 created, 0 updated, 2 unchanged');
  });

  it('refuses a broken copy with exit code 1, every problem by path, and an untouched store', async () => {
    const before = await snapshot();
    const doc = JSON.parse(fs.readFileSync(EXAMPLE, 'utf8'));
    doc.collaborators[0].lastName = 'Renamed';
    doc.collaborators[0].contracts[0].startDate = '2019-09-31';
    doc.collaborators[1].contracts[0].natureContrat = 'cdi';
    doc.absences[0].collaboratorId = 'col_404';
    const broken = path.join(dir, 'broken.json');
    fs.writeFileSync(broken, JSON.stringify(doc));

    const json = await runCli(['import', broken, '--json'], env);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toEqual({
      error: 'the document was refused: 3 problem(s); nothing was written',
      organizationId: 'org_acme',
      totalProblems: 3,
      problems: [
        { path: 'collaborators[0].contracts[0].startDate', message: '2019-09-31 is not a calendar date' },
        {
          path: 'collaborators[1].contracts[0].natureContrat',
          message: expect.stringMatching(/^expected one of permanent, .*, got "cdi"$/),
        },
        {
          path: 'absences[0].collaboratorId',
          message: 'no collaborator with id col_404 in the document or the store',
        },
      ],
      totalWarnings: 0,
      warnings: [],
    });
    const human = await runCli(['import', broken], env);
    expect(human.code).toBe(1);
    expect(human.stderr).toContain(
      '  collaborators[0].contracts[0].startDate: 2019-09-31 is not a calendar date',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('imports a NIR and an IBAN with failing check digits, counting them as warnings in --json', async () => {
    const doc = JSON.parse(fs.readFileSync(EXAMPLE, 'utf8'));
    doc.organization.id = 'org_cli_warnings';
    doc.collaborators[0].socialSecurityNumber = '288036912304528';
    doc.collaborators[1].bankAccount.iban = 'FR7630004000031234567890144';
    const file = path.join(dir, 'warnings.json');
    fs.writeFileSync(file, JSON.stringify(doc));
    const json = await runCli(['import', file, '--json'], env);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({
      organizationId: 'org_cli_warnings',
      totalWarnings: 2,
      warnings: [
        { path: 'collaborators[0].socialSecurityNumber' },
        { path: 'collaborators[1].bankAccount.iban' },
      ],
    });
    expect(json.stdout).not.toContain('288036912304528');
    const human = await runCli(['import', file], env);
    expect(human.code).toBe(0);
    expect(human.stdout).toContain('2 warning(s)');
    expect(human.stdout).toContain('collaborators[1].bankAccount.iban: is not an IBAN');
  });

  it('refuses an establishment of another SIREN with exit code 1 and its JSON path', async () => {
    const doc = JSON.parse(fs.readFileSync(EXAMPLE, 'utf8'));
    doc.organization.id = 'org_cli_foreign';
    doc.establishments[0].siret = '73282932000074';
    const file = path.join(dir, 'foreign.json');
    fs.writeFileSync(file, JSON.stringify(doc));
    const json = await runCli(['import', file, '--json'], env);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout).problems).toEqual([
      {
        path: 'establishments[0].siret',
        message: "73282932000074 does not start with the organization's SIREN 552100554",
      },
    ]);
  });

  it('answers a usage mistake with exit code 2', async () => {
    expect((await runCli(['import', path.join(dir, 'missing.json')], env)).code).toBe(2);
    expect((await runCli(['import', EXAMPLE, '--org', 'bad id'], env)).code).toBe(2);
    expect((await runCli(['seed', '--collaborators', '0'], env)).code).toBe(2);
  });

  it('seeds an organization through the import path, idempotently', async () => {
    const args = ['seed', '--collaborators', '40', '--seed', 'cli', '--as-of', '2026-03-16', '--json'];
    const first = await runCli(args, env);
    expect(first.code).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({
      organizationId: 'org_seed_cli',
      counts: { organization: 'created', collaborators: { created: 40 } },
      // The generator's identifiers pass every check the import makes.
      totalWarnings: 0,
    });
    const second = JSON.parse((await runCli(args, env)).stdout);
    expect(second.counts.collaborators).toEqual({ created: 0, updated: 0, unchanged: 40 });
    expect(second.counts.absences.created + second.counts.absences.updated).toBe(0);
  });

  it('`hrapi seed --org` keeps the name, SIREN, legal form and time zone the organization was created with', async () => {
    const created = await runCli(
      [
        'org',
        'create',
        '--id',
        'org_named',
        '--name',
        'Boulangerie Martin',
        '--siren',
        '552100554',
        '--legal-form',
        'SARL',
        '--timezone',
        'Europe/Brussels',
      ],
      env,
    );
    expect(created.code).toBe(0);
    const identity = () =>
      t.store.db
        .selectFrom('organizations')
        .select(['name', 'siren', 'legal_form', 'timezone'])
        .where('id', '=', 'org_named')
        .executeTakeFirst();
    const before = await identity();
    const args = ['seed', '--collaborators', '5', '--org', 'org_named', '--as-of', '2026-03-16', '--json'];
    const seeded = await runCli(args, env);
    expect(seeded.code).toBe(0);
    expect(JSON.parse(seeded.stdout)).toMatchObject({
      organizationId: 'org_named',
      counts: { organization: 'unchanged', collaborators: { created: 5 } },
    });
    expect(await identity()).toEqual(before);
    expect(before).toEqual({
      name: 'Boulangerie Martin',
      siren: '552100554',
      legal_form: 'SARL',
      timezone: 'Europe/Brussels',
    });
    // The generated establishments carry the organization's own SIREN.
    const sirets = await t.store.db
      .selectFrom('establishments')
      .select('siret')
      .where('organization_id', '=', 'org_named')
      .execute();
    expect(sirets.length).toBeGreaterThan(0);
    expect(sirets.every((e) => e.siret?.startsWith('552100554'))).toBe(true);
    expect(JSON.parse((await runCli(args, env)).stdout).counts.collaborators).toEqual({
      created: 0,
      updated: 0,
      unchanged: 5,
    });
  });

  it('writes the same document for the same seed with --out, and that document imports', async () => {
    const out = (file: string) => [
      'seed',
      '--collaborators',
      '25',
      '--seed',
      'same',
      '--org',
      'org_out',
      '--as-of',
      '2026-03-16',
      '--out',
      file,
    ];
    const a = path.join(dir, 'a.json');
    const b = path.join(dir, 'b.json');
    expect((await runCli(out(a), env)).code).toBe(0);
    expect((await runCli(out(b), env)).code).toBe(0);
    expect(fs.readFileSync(a, 'utf8')).toBe(fs.readFileSync(b, 'utf8'));
    expect(
      await t.store.db.selectFrom('organizations').where('id', '=', 'org_out').select('id').execute(),
    ).toEqual([]);
    const imported = await runCli(['import', a, '--json'], env);
    expect(JSON.parse(imported.stdout)).toMatchObject({
      organizationId: 'org_out',
      counts: { collaborators: { created: 25 } },
    });
  });
});
