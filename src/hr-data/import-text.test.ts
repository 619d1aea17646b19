import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantSnapshot } from '../../test/fuzz/requests.ts';
import { runCli, storeEnv } from '../../test/support/cli.ts';
import { testEngines } from '../../test/support/engines.ts';
import { exampleDocument, type HrDocument, importHrDocument } from '../../test/support/hr-document.ts';
import { createTestStore, type TestStore } from '../../test/support/store.ts';

let counter = 0;
const newOrg = () => `org_hrtext_${Date.now().toString(36)}_${counter++}`;

describe.each(testEngines())('the HR data document holds text that cannot hurt on %s', (engine) => {
  let t: TestStore;
  let dir: string;
  beforeAll(async () => {
    t = await createTestStore(engine);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrapi-hr-text-'));
  });
  afterAll(async () => {
    await t?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** An organization already imported from the example, and a file for the next import. */
  const givenImported = async () => {
    const org = newOrg();
    await importHrDocument(t.store, exampleDocument(org));
    return org;
  };
  const importFile = async (text: string | Buffer, org: string) => {
    const file = path.join(dir, `${org}.json`);
    fs.writeFileSync(file, text);
    return runCli(['import', file, '--org', org], storeEnv(t.config));
  };

  it.each([
    ['a NUL', 'Dur\u0000and', 'collaborators[0].lastName', 'a control character (U+0000) at position 4'],
    [
      'a C1 control',
      'Dur\u0085and',
      'collaborators[0].lastName',
      'a control character (U+0085) at position 4',
    ],
    ['DEL', '\u007FDurand', 'collaborators[0].lastName', 'a control character (U+007F) at position 1'],
    [
      'a lone surrogate',
      'Durand\uD800',
      'collaborators[0].lastName',
      'a lone surrogate (U+D800) at position 7',
    ],
    ['U+FFFF', 'Durand\uFFFF', 'collaborators[0].lastName', 'a noncharacter (U+FFFF) at position 7'],
  ])(
    '`hrapi import` refuses %s in a string with its JSON path, exit 1, and writes nothing',
    async (_case, lastName, where, what) => {
      const org = await givenImported();
      const before = await tenantSnapshot(t.store.db, org);
      const doc: HrDocument = exampleDocument(org);
      doc.collaborators[0].lastName = lastName;
      doc.collaborators[0].firstName = 'Secret';
      const result = await importFile(JSON.stringify(doc), org);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`${where}: contains ${what}`);
      // One problem for the place: not also the schema's, nor the value.
      expect(result.stderr.split(where).length).toBe(2);
      expect(`${result.stdout}${result.stderr}`).not.toContain('Secret');
      expect(await tenantSnapshot(t.store.db, org)).toBe(before);
    },
  );

  it('names every place in nested records and arrays, and an id the schema also refuses only once', async () => {
    const org = await givenImported();
    const before = await tenantSnapshot(t.store.db, org);
    const doc: HrDocument = exampleDocument(org);
    doc.establishments[0].address.city = 'Paris\u0001';
    doc.collaborators[1].contracts[0].jobTitle = 'Chef\u009B';
    doc.absences[0].id = 'abs\u0000';
    const result = await importFile(JSON.stringify(doc), org);
    expect(result.code).toBe(1);
    for (const place of [
      'establishments[0].address.city: contains a control character (U+0001) at position 6',
      'collaborators[1].contracts[0].jobTitle: contains a control character (U+009B) at position 5',
      'absences[0].id: contains a control character (U+0000) at position 4',
    ]) {
      expect(result.stderr).toContain(place);
    }
    expect(result.stderr).not.toContain('absences[0].id: expected');
    expect(await tenantSnapshot(t.store.db, org)).toBe(before);
  });

  it('says where a record is not JSON without repeating its text or a control character in it', async () => {
    const org = await givenImported();
    const before = await tenantSnapshot(t.store.db, org);
    const text = JSON.stringify(exampleDocument(org)).replace('"Durand"', 'Dur\u001band');
    const result = await importFile(text, org);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("collaborators[0]: invalid JSON: Unexpected token 'D'");
    expect(result.stderr).not.toContain('and');
    expect(result.stderr).not.toContain('\u001b');
    expect(await tenantSnapshot(t.store.db, org)).toBe(before);
  });

  it('keeps tab, CR and LF, which JSON allows, as they are', async () => {
    const org = await givenImported();
    const doc: HrDocument = exampleDocument(org);
    doc.collaborators[0].address.street = '12 rue Mercière\r\nBât.\tB';
    const result = await importFile(JSON.stringify(doc), org);
    expect(result.code).toBe(0);
    const row = await t.store.db
      .selectFrom('collaborators')
      .select('address_street')
      .where('organization_id', '=', org)
      .where('id', '=', doc.collaborators[0].id)
      .executeTakeFirstOrThrow();
    expect(row.address_street).toBe('12 rue Mercière\r\nBât.\tB');
  });

  it('refuses a file that is not UTF-8 with its byte offset, never decoding it into U+FFFD', async () => {
    const org = await givenImported();
    const before = await tenantSnapshot(t.store.db, org);
    const text = JSON.stringify(exampleDocument(org));
    // A Latin-1 "é" in a UTF-8 document.
    const at = Buffer.from(text.slice(0, text.indexOf('Élodie'))).length;
    const bytes = Buffer.from(text.replace('Élodie', 'Xlodie'));
    bytes[at] = 0xc9;
    const result = await importFile(bytes, org);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`the document is not valid UTF-8 (near byte ${at})`);
    expect(await tenantSnapshot(t.store.db, org)).toBe(before);
  });
});
