import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/support/engines.ts';
import { createTestStore, type TestStore } from '../../test/support/store.ts';
import { CLI_ACTOR } from '../db/audit.ts';
import { importDocument } from './import.ts';

const EXAMPLE = path.resolve(import.meta.dirname, '../../test/fixtures/hr-data-example.json');
// biome-ignore lint/suspicious/noExplicitAny: tests reshape the example document freely
type Doc = any;

/** The example document, moved to its own organization so that each test owns its state. */
const exampleIn = (organizationId: string): Doc => {
  const doc = JSON.parse(fs.readFileSync(EXAMPLE, 'utf8'));
  doc.organization.id = organizationId;
  return doc;
};

describe.each(testEngines())('identifiers checked at import on %s', (engine) => {
  let t: TestStore;
  const run = (doc: Doc) =>
    importDocument(
      t.store,
      {
        async *open() {
          yield JSON.stringify(doc);
        },
      },
      { actor: CLI_ACTOR },
    );
  const snapshot = async () => ({
    organizations: await t.store.db.selectFrom('organizations').selectAll().orderBy('id').execute(),
    establishments: await t.store.db.selectFrom('establishments').selectAll().orderBy('id').execute(),
    collaborators: await t.store.db.selectFrom('collaborators').selectAll().orderBy('id').execute(),
  });

  beforeAll(async () => {
    t = await createTestStore(engine);
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('refuses an establishment whose SIRET belongs to another company, naming its JSON path', async () => {
    const doc = exampleIn('org_foreign_siret');
    doc.establishments.push(
      { id: 'est_lyon', name: 'Lyon', siret: '55210055400021' },
      // A valid SIRET, of another SIREN (python-stdnum's example company).
      { id: 'est_other', name: 'Ailleurs', siret: '73282932000074' },
    );
    const before = await snapshot();
    const outcome = await run(doc);
    expect(outcome).toMatchObject({
      ok: false,
      totalProblems: 1,
      problems: [
        {
          path: 'establishments[2].siret',
          message: "73282932000074 does not start with the organization's SIREN 552100554",
        },
      ],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('checks the prefix against the stored SIREN when the document does not give one', async () => {
    expect(await run(exampleIn('org_stored_siren'))).toMatchObject({ ok: true });
    const before = await snapshot();
    const outcome = await run({
      organization: { id: 'org_stored_siren', name: 'Acme SAS' },
      establishments: [{ id: 'est_other', name: 'Ailleurs', siret: '73282932000074' }],
    });
    expect(outcome).toMatchObject({ ok: false, problems: [{ path: 'establishments[0].siret' }] });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a SIREN or a SIRET whose check digit fails', async () => {
    const doc = exampleIn('org_bad_digits');
    doc.organization.identity.siren = '552100555';
    doc.establishments[0].siret = '55210055500013';
    const outcome = await run(doc);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.problems.map((p) => p.path)).toEqual([
      'organization.identity.siren',
      'establishments[0].siret',
    ]);
  });

  it('accepts La Poste, whose establishments follow the digit-sum rule instead of Luhn', async () => {
    const doc = exampleIn('org_la_poste');
    doc.organization.identity.siren = '356000000';
    doc.establishments = [
      { id: 'est_siege', name: 'Siège', siret: '35600000000048', isHeadOffice: true },
      { id: 'est_bureau', name: 'Bureau', siret: '35600000049837' },
    ];
    doc.collaborators[0].establishmentId = 'est_siege';
    doc.collaborators[1].establishmentId = 'est_bureau';
    expect(await run(doc)).toMatchObject({ ok: true, totalWarnings: 0, warnings: [] });
  });

  it('imports a NIR or an IBAN with failing check digits, and says where without repeating it', async () => {
    const doc = exampleIn('org_warnings');
    doc.collaborators[0].socialSecurityNumber = '175072A00401211';
    doc.collaborators[1].bankAccount.iban = 'FR76 3000 6000 0112 3456 7890 188';
    const outcome = await run(doc);
    expect(outcome).toMatchObject({
      ok: true,
      totalWarnings: 2,
      warnings: [
        { path: 'collaborators[0].socialSecurityNumber', message: expect.stringContaining('NIR') },
        { path: 'collaborators[1].bankAccount.iban', message: expect.stringContaining('IBAN') },
      ],
    });
    const text = JSON.stringify(outcome);
    expect(text).not.toContain('175072A00401211');
    expect(text).not.toContain('7890 188');
    const stored = await t.store.db
      .selectFrom('collaborators')
      .select(['id', 'social_security_number'])
      .where('organization_id', '=', 'org_warnings')
      .orderBy('id')
      .execute();
    expect(stored.map((c) => c.social_security_number)).toContain('175072A00401211');
  });

  it('imports a NIR of a wrong first digit and one missing its key, with a warning each', async () => {
    const doc = exampleIn('org_nir_shapes');
    doc.collaborators[0].socialSecurityNumber = '395059912611160';
    doc.collaborators[1].socialSecurityNumber = '2951099126111';
    const outcome = await run(doc);
    expect(outcome).toMatchObject({
      ok: true,
      totalWarnings: 2,
      warnings: [
        { path: 'collaborators[0].socialSecurityNumber', message: expect.stringContaining('1 or 2') },
        { path: 'collaborators[1].socialSecurityNumber', message: expect.stringContaining('key is missing') },
      ],
    });
    expect(JSON.stringify(outcome)).not.toContain('2951099126111');
  });

  it('says nothing about the example’s valid NIRs (one born in Corsica, 2A) and IBANs', async () => {
    expect(await run(exampleIn('org_clean'))).toMatchObject({ ok: true, totalWarnings: 0, warnings: [] });
  });
});
