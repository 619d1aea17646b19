import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_ACTOR } from '../../src/db/audit.ts';
import { importDsn } from '../../src/dsn/import.ts';
import { type DsnSource, dsnBufferSource } from '../../src/dsn/lines.ts';
import { formatProblem } from '../../src/hr-data/checks.ts';
import { createOrganization } from '../../src/organizations/organizations.queries.ts';
import { tenantSnapshot } from '../fuzz/requests.ts';
import { runCli, storeEnv } from '../support/cli.ts';
import { testEngines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { contract, dsnText, establishment, header, individual, rubrique, TEST_SIREN } from './builder.ts';

let counter = 0;
const newOrg = () => `org_dsntext_${Date.now().toString(36)}_${counter++}`;

/** A valid monthly DSN of one person, as text; a case spoils one of its values. */
const monthText = () => dsnText([...header('012026'), ...establishment(), ...individual(), ...contract()]);

const lineOf = (text: string, code: string) => text.split('\n').findIndex((l) => l.startsWith(code)) + 1;

describe.each(testEngines())('a DSN value holds text that cannot hurt on %s', (engine) => {
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
  const importOf = (org: string, source: DsnSource) =>
    importDsn(t.testStore.store, [source], { organizationId: org, dryRun: false, actor: CLI_ACTOR });

  /** The month with the birth name `S21.G00.30.002` replaced by `name`, in `encoding`. */
  const withBirthName = (name: string, encoding: 'latin1' | 'utf8') => {
    const text = monthText().replace(
      rubrique('S21.G00.30.002', "D'Almeida"),
      rubrique('S21.G00.30.002', name),
    );
    return { text, source: dsnBufferSource('month.dsn', Buffer.from(text, encoding)) };
  };

  it.each([
    ['a NUL byte', 'Du\0rand', 'latin1', 'U+0000', 3],
    ['a C0 control (ESC)', 'Durand\x1B', 'latin1', 'U+001B', 7],
    ['a tab', 'Du\trand', 'latin1', 'U+0009', 3],
    [
      'a Latin-1 byte 0x85 of a CP1252 file (…), read as the C1 control NEL',
      'Durand\x85',
      'latin1',
      'U+0085',
      7,
    ],
    ['a C1 control written in UTF-8 (C2 80)', 'Élodie\u0080', 'utf8', 'U+0080', 7],
    ['DEL', 'Dur\x7Fand', 'latin1', 'U+007F', 4],
  ] as const)(
    'refuses %s in a value with its line and rubrique, and writes nothing',
    async (_case, name, encoding, code, position) => {
      const org = await givenOrganization();
      const before = await tenantSnapshot(t.testStore.store.db, org);
      const { text, source } = withBirthName(name, encoding);
      const outcome = await importOf(org, source);
      expect(outcome.ok).toBe(false);
      if (outcome.ok) return;
      expect(outcome.problems.map(formatProblem)).toEqual([
        `line ${lineOf(text, 'S21.G00.30.002')} (S21.G00.30.002): the value contains a control character (${code}) at position ${position}`,
      ]);
      expect(await tenantSnapshot(t.testStore.store.db, org)).toBe(before);
    },
  );

  it('imports the same month without the control character (the refusal is the character, not the file)', async () => {
    const org = await givenOrganization();
    const outcome = await importOf(org, withBirthName('Durand', 'latin1').source);
    expect(outcome.ok).toBe(true);
  });

  it('`hrapi dsn import` exits 1 naming the line and the rubrique of a NUL, never the value, and writes nothing', async () => {
    const org = await givenOrganization();
    const before = await tenantSnapshot(t.testStore.store.db, org);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-dsn-text-'));
    try {
      const { text } = withBirthName('Secret\0Name', 'latin1');
      const file = path.join(dir, 'nul.dsn');
      fs.writeFileSync(file, Buffer.from(text, 'latin1'));
      const result = await runCli(['dsn', 'import', file, '--org', org], storeEnv(t.testStore.config));
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        `line ${lineOf(text, 'S21.G00.30.002')} (S21.G00.30.002): the value contains a control character (U+0000) at position 7`,
      );
      expect(`${result.stdout}${result.stderr}`).not.toContain('Secret');
      expect(await tenantSnapshot(t.testStore.store.db, org)).toBe(before);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
