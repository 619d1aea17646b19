import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyStore } from '../../test/support/empty-store.ts';
import { testEngines } from '../../test/support/engines.ts';
import { createTestStore, type TestStore } from '../../test/support/store.ts';
import { CLI_ACTOR } from '../db/audit.ts';
import { ABSENCE_TYPE_EXPECTED, ABSENCE_TYPES } from './enums.ts';
import { importDocument } from './import.ts';
import type { DocumentSource } from './read.ts';

const EXAMPLE = path.resolve(import.meta.dirname, '../../test/fixtures/hr-data-example.json');
// biome-ignore lint/suspicious/noExplicitAny: tests reshape the example document freely
type Doc = any;
const example = (): Doc => JSON.parse(fs.readFileSync(EXAMPLE, 'utf8'));
const textSource = (text: string): DocumentSource => ({
  async *open() {
    yield text;
  },
});
const docSource = (doc: Doc) => textSource(JSON.stringify(doc));

describe.each(testEngines())('importing the HR data document on %s', (engine) => {
  let t: TestStore;
  const run = (doc: Doc | string, options: { replace?: boolean; organizationId?: string } = {}) =>
    importDocument(t.store, typeof doc === 'string' ? textSource(doc) : docSource(doc), {
      actor: CLI_ACTOR,
      ...options,
    });
  const rows = async () => ({
    organizations: await t.store.db.selectFrom('organizations').selectAll().orderBy('id').execute(),
    collaborators: await t.store.db.selectFrom('collaborators').selectAll().orderBy('id').execute(),
    contracts: await t.store.db.selectFrom('contracts').selectAll().orderBy('id').execute(),
    absences: await t.store.db.selectFrom('absences').selectAll().orderBy('id').execute(),
    workLocations: await t.store.db.selectFrom('work_locations').selectAll().orderBy('id').execute(),
  });

  beforeAll(async () => {
    t = await createTestStore(engine);
  });
  // Each test starts from an empty store: the example's ids are fixed.
  beforeEach(async () => {
    await emptyStore(t.store.db);
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('refuses a broken copy of the example with precise messages, and writes nothing', async () => {
    const doc = example();
    doc.collaborators[0].contracts[0].startDate = '01/09/2019';
    doc.collaborators[1].establishmentId = 'est_nowhere';
    doc.absences[0].type = 'vacances';
    const before = await rows();
    const outcome = await run(doc);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.problems).toEqual([
      {
        path: 'collaborators[0].contracts[0].startDate',
        message: 'expected YYYY-MM-DD, got "01/09/2019"',
      },
      {
        path: 'absences[0].type',
        message: `expected ${ABSENCE_TYPE_EXPECTED}, got "vacances"`,
      },
      {
        path: 'collaborators[1].establishmentId',
        message: 'no establishment with id est_nowhere in the document or the store',
      },
    ]);
    // A refused absence type is told every accepted value.
    for (const type of ABSENCE_TYPES) expect(outcome.problems[1]?.message).toContain(type);
    expect(await rows()).toEqual(before);
  });

  it('imports the example, a manager listed after its report included', async () => {
    const outcome = await run(example());
    expect(outcome).toMatchObject({
      ok: true,
      organizationId: 'org_acme',
      counts: {
        organization: 'created',
        establishments: { created: 1 },
        teams: { created: 1 },
        collaborators: { created: 2 },
        contracts: { created: 2 },
        absences: { created: 1 },
        workLocations: { created: 1 },
        mealVoucherConfiguration: 'created',
      },
    });
    const stored = await rows();
    expect(stored.collaborators.find((c) => c.id === 'col_0')).toMatchObject({
      last_name: 'de la Tour',
      sort_last_name: 'de la tour',
      sort_first_name: 'gaspard',
    });
    expect(stored.collaborators.find((c) => c.id === 'col_1')).toMatchObject({
      manager_id: 'col_0',
      sort_first_name: 'elodie',
      birth_date: '1988-03-17',
      is_profile_complete: 1,
      iban: 'FR7630006000011234567890189',
    });
    expect(stored.contracts[1]).toMatchObject({ id: 'ctr_1', end_date: null, est_cadre: 1 });
    expect(stored.absences[0]).toMatchObject({ created_at: '2026-06-01T09:00:00.000Z', start_half_day: 0 });
  });

  it('imports into an organization that exists but holds no HR data as into a new one: every record created, each event once', async () => {
    await t.store.db
      .insertInto('organizations')
      .values({
        id: 'org_acme',
        name: 'Acme SAS',
        siren: '552100554',
        legal_form: 'SAS',
        timezone: 'Europe/Paris',
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    const outcome = await run(example());
    expect(outcome).toMatchObject({
      ok: true,
      counts: { collaborators: { created: 2 }, contracts: { created: 2 }, absences: { created: 1 } },
    });
    const events = await t.store.db
      .selectFrom('change_events')
      .select(['type', 'resource_id'])
      .where('organization_id', '=', 'org_acme')
      .orderBy('seq')
      .execute();
    const collaboratorEvents = events.filter((e) => e.type.startsWith('collaborator.'));
    expect(collaboratorEvents.map((e) => [e.type, e.resource_id]).sort()).toEqual([
      ['collaborator.created', 'col_0'],
      ['collaborator.created', 'col_1'],
    ]);
    // Now it holds data: the same document again is compared row by row and changes nothing.
    const again = await run(example());
    expect(again).toMatchObject({ ok: true, counts: { collaborators: { created: 0, unchanged: 2 } } });
  });

  it('changes nothing when the same document is imported again', async () => {
    await run(example());
    const before = await rows();
    const outcome = await run(example());
    expect(outcome).toMatchObject({
      ok: true,
      counts: {
        organization: 'unchanged',
        collaborators: { created: 0, updated: 0, unchanged: 2 },
        contracts: { created: 0, updated: 0, unchanged: 2 },
        absences: { created: 0, updated: 0, unchanged: 1 },
        mealVoucherConfiguration: 'unchanged',
      },
    });
    expect(await rows()).toEqual(before);
  });

  it('resolves references to rows already stored, sections in any order, date-times cut to dates', async () => {
    await run(example());
    const text = JSON.stringify({
      workLocations: [],
      absences: [
        {
          id: 'abs_2',
          collaboratorId: 'col_0',
          type: 'custom_jour_de_solidarite',
          status: 'pending',
          startDate: '2026-05-25T00:00:00.000Z',
          endDate: '2026-05-25',
          startHalfDay: true,
        },
      ],
      collaborators: [
        {
          id: 'col_2',
          firstName: 'Zoé',
          lastName: 'Œuvrard',
          email: 'zoe@acme.fr',
          managerId: 'col_1',
          teamId: 'team_ops',
        },
      ],
    });
    const outcome = await run(text, { organizationId: 'org_acme' });
    expect(outcome).toMatchObject({
      ok: true,
      counts: { collaborators: { created: 1 }, absences: { created: 1 } },
    });
    const absence = await t.store.db
      .selectFrom('absences')
      .selectAll()
      .where('id', '=', 'abs_2')
      .executeTakeFirst();
    expect(absence).toMatchObject({ start_date: '2026-05-25', start_half_day: 1 });
    expect(absence?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // Imported again without createdAt, the stored one is kept: still nothing changes.
    expect(await run(text, { organizationId: 'org_acme' })).toMatchObject({
      counts: { absences: { unchanged: 1 } },
    });
  });

  it('keeps contracts, absences and work locations a document leaves out, unless --replace', async () => {
    const doc = example();
    doc.collaborators[0].contracts = [
      {
        contractId: 'ctr_1b',
        startDate: '2024-01-01',
        endDate: null,
        natureContrat: 'permanent',
        estCadre: false,
      },
    ];
    doc.absences = [];
    delete doc.workLocations;
    await run(example());
    const kept = await run(doc);
    expect(kept).toMatchObject({ ok: true, counts: { contracts: { created: 1 }, absences: { created: 0 } } });
    let stored = await rows();
    expect(stored.contracts.map((c) => c.id)).toEqual(['ctr_0', 'ctr_1', 'ctr_1b']);
    expect(stored.absences.map((a) => a.id)).toEqual(['abs_1']);

    const replaced = await run(doc, { replace: true });
    expect(replaced).toMatchObject({
      ok: true,
      counts: { contracts: { deleted: 1 }, absences: { deleted: 1 }, workLocations: { created: 0 } },
    });
    stored = await rows();
    expect(stored.contracts.map((c) => c.id)).toEqual(['ctr_0', 'ctr_1b']);
    expect(stored.absences).toEqual([]);
    // The document carries no workLocations section: --replace leaves them alone.
    expect(stored.workLocations.map((w) => w.id)).toEqual(['wl_1']);
  });

  it('leaves a populated store untouched when a document with one problem is refused', async () => {
    await run(example());
    const before = await rows();
    const doc = example();
    doc.organization.name = 'Renamed';
    doc.collaborators[0].lastName = 'Changed';
    doc.workLocations[0].status = 'done';
    const outcome = await run(doc, { replace: true });
    expect(outcome).toMatchObject({
      ok: false,
      problems: [
        {
          path: 'workLocations[0].status',
          message: 'expected one of approved, pending, rejected, got "done"',
        },
      ],
    });
    expect(await rows()).toEqual(before);
  });
});
