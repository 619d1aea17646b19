import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/support/engines.ts';
import { createTestStore, type TestStore } from '../../test/support/store.ts';
import type { DocumentSource } from './read.ts';
import { validateDocument } from './validate.ts';

const EXAMPLE = path.resolve(import.meta.dirname, '../../test/fixtures/hr-data-example.json');
// biome-ignore lint/suspicious/noExplicitAny: each case reshapes the example document freely
type Doc = any;
const textSource = (text: string): DocumentSource => ({
  async *open() {
    yield text;
  },
});

/** One mutation of the valid example, and the single problem it must cause. */
const CASES: [string, (doc: Doc) => void, string, string][] = [
  [
    'a date not written YYYY-MM-DD',
    (d) => {
      d.collaborators[0].contracts[0].startDate = '2019/09/01';
    },
    'collaborators[0].contracts[0].startDate',
    'expected YYYY-MM-DD',
  ],
  [
    'a date that is not in the calendar',
    (d) => {
      d.collaborators[1].birthDate = '1975-02-30';
    },
    'collaborators[1].birthDate',
    '1975-02-30 is not a calendar date',
  ],
  [
    'an end before the start',
    (d) => {
      d.absences[0].endDate = '2026-08-01';
    },
    'absences[0].endDate',
    'is before startDate',
  ],
  [
    'an unknown natureContrat',
    (d) => {
      d.collaborators[0].contracts[0].natureContrat = 'cdi';
    },
    'collaborators[0].contracts[0].natureContrat',
    'expected one of permanent, fixed_term',
  ],
  [
    'an absence type neither documented nor custom_',
    (d) => {
      d.absences[0].type = 'ski';
    },
    'absences[0].type',
    'or custom_ followed by [a-z0-9_] (docs/reference.md), got "ski"',
  ],
  [
    'an unknown request status',
    (d) => {
      d.absences[0].status = 'approuvé';
    },
    'absences[0].status',
    'expected one of approved, pending, rejected',
  ],
  [
    'an unknown title',
    (d) => {
      d.collaborators[0].title = 'dr';
    },
    'collaborators[0].title',
    'expected mr, mrs or null',
  ],
  [
    'a country code outside the specification table',
    (d) => {
      d.collaborators[0].nationality = 'FR';
    },
    'collaborators[0].nationality',
    'lowercase ISO 3166',
  ],
  [
    'an id with characters outside [A-Za-z0-9_-]',
    (d) => {
      d.teams[0].id = 'team ops';
      d.collaborators[0].teamId = null;
      d.collaborators[1].teamId = null;
    },
    'teams[0].id',
    'expected an id of 1 to 64 characters',
  ],
  [
    'an id of 65 characters',
    (d) => {
      d.absences[0].id = 'a'.repeat(65);
    },
    'absences[0].id',
    'expected an id',
  ],
  [
    'a missing required field',
    (d) => {
      delete d.collaborators[1].email;
    },
    'collaborators[1].email',
    'is required',
  ],
  [
    'an unknown property',
    (d) => {
      d.establishments[0].phone = '0102030405';
    },
    'establishments[0].phone',
    'is not a property of this record',
  ],
  [
    'a wrong type',
    (d) => {
      d.workLocations[0].isRemoteWork = 'yes';
    },
    'workLocations[0].isRemoteWork',
    'expected true or false, got "yes"',
  ],
  [
    'a duplicate id',
    (d) => {
      d.absences.push({ ...d.absences[0] });
    },
    'absences[1].id',
    'duplicate id abs_1 (first at absences[0])',
  ],
  [
    'a contract id used by two collaborators',
    (d) => {
      d.collaborators[1].contracts[0].contractId = 'ctr_1';
    },
    'collaborators[1].contracts[0].contractId',
    // The owner is named: the first collaborator listing the contract.
    'duplicate contract id ctr_1 (also a contract of collaborator col_1)',
  ],
  [
    'an unknown establishment',
    (d) => {
      d.collaborators[0].establishmentId = 'est_lyon';
    },
    'collaborators[0].establishmentId',
    'no establishment with id est_lyon in the document or the store',
  ],
  [
    'an unknown team',
    (d) => {
      d.collaborators[1].teamId = 'team_x';
    },
    'collaborators[1].teamId',
    'no team with id team_x',
  ],
  [
    'an unknown manager',
    (d) => {
      d.collaborators[0].managerId = 'col_9';
    },
    'collaborators[0].managerId',
    'no collaborator with id col_9',
  ],
  [
    'a collaborator managing themself',
    (d) => {
      d.collaborators[1].managerId = 'col_0';
    },
    'collaborators[1].managerId',
    'cannot be their own manager',
  ],
  [
    'an absence of an unknown collaborator',
    (d) => {
      d.absences[0].collaboratorId = 'col_7';
    },
    'absences[0].collaboratorId',
    'no collaborator with id col_7',
  ],
  [
    'a SIRET that is not 14 digits',
    (d) => {
      d.establishments[0].siret = '552 100 554 00013';
    },
    'establishments[0].siret',
    'expected 14 digits',
  ],
  [
    'an unknown time zone',
    (d) => {
      d.organization.timezone = 'Paris';
    },
    'organization.timezone',
    'expected an IANA time zone',
  ],
  [
    'a company share above 1',
    (d) => {
      d.mealVoucherConfiguration.companyShare = 60;
    },
    'mealVoucherConfiguration.companyShare',
    'expected a fraction between 0 and 1',
  ],
  [
    'an unknown section',
    (d) => {
      d.employees = [];
    },
    'employees',
    'is not a section of the HR data document',
  ],
  [
    'a section of the wrong shape',
    (d) => {
      d.teams = { id: 'x' };
      d.collaborators[0].teamId = null;
      d.collaborators[1].teamId = null;
    },
    'teams',
    'expected an array',
  ],
  [
    'establishment periods that share a day (both ends are inclusive)',
    (d) => {
      const est = d.collaborators[0].establishmentId;
      d.collaborators[0].establishmentHistory = [
        { establishmentId: est, startDate: '2019-09-01', endDate: '2025-12-31' },
        { establishmentId: est, startDate: '2025-12-31', endDate: null },
      ];
    },
    'collaborators[0].establishmentHistory[1].startDate',
    'overlaps establishmentHistory[0]',
  ],
  [
    'an establishment period naming no establishment',
    (d) => {
      d.collaborators[0].establishmentHistory = [
        { establishmentId: 'est_nowhere', startDate: '2019-09-01', endDate: null },
      ];
    },
    'collaborators[0].establishmentHistory[0].establishmentId',
    'no establishment with id est_nowhere',
  ],
  [
    'an establishment period ending before it starts',
    (d) => {
      const est = d.collaborators[0].establishmentId;
      d.collaborators[0].establishmentHistory = [
        { establishmentId: est, startDate: '2019-09-01', endDate: '2019-08-31' },
      ];
    },
    'collaborators[0].establishmentHistory[0].endDate',
    'is before startDate',
  ],
  [
    'a working-time unit outside the closed set',
    (d) => {
      d.collaborators[0].contracts[0].workingTime = { unit: 'week', quota: 35 };
    },
    'collaborators[0].contracts[0].workingTime',
    'expected an object {unit, quota, referenceQuota, arrangement, partTimeRate} or null',
  ],
  [
    'an IDCC that is not 4 characters',
    (d) => {
      d.collaborators[0].contracts[0].collectiveAgreement = '86';
    },
    'collaborators[0].contracts[0].collectiveAgreement',
    'IDCC of 4 characters',
  ],
  [
    'a planned end that is not in the calendar',
    (d) => {
      d.collaborators[0].contracts[0].plannedEndDate = '2027-02-29';
    },
    'collaborators[0].contracts[0].plannedEndDate',
    '2027-02-29 is not a calendar date',
  ],
  [
    'an end reason that is not the norm’s 3 digits',
    (d) => {
      d.collaborators[0].contracts[0].endReason = 'resigned';
    },
    'collaborators[0].contracts[0].endReason',
    "the DSN norm's 3-digit code",
  ],
];

describe.each(testEngines())('validation of the HR data document on %s', (engine) => {
  let t: TestStore;
  const example = (): Doc => JSON.parse(fs.readFileSync(EXAMPLE, 'utf8'));

  beforeAll(async () => {
    t = await createTestStore(engine);
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('finds nothing wrong with the example of hr-data-document.md', async () => {
    const result = await validateDocument(t.store.db, textSource(JSON.stringify(example())));
    expect(result.problems).toEqual([]);
  });

  it.each(CASES)('reports %s at its JSON path', async (_name, mutate, at, message) => {
    const doc = example();
    if (at === 'collaborators[1].managerId') doc.collaborators[1].id = 'col_0';
    mutate(doc);
    const result = await validateDocument(t.store.db, textSource(JSON.stringify(doc)));
    const problems = result.problems.filter(
      (p) => !(at === 'collaborators[1].managerId' && p.message.startsWith('duplicate')),
    );
    expect(problems).toEqual([{ path: at, message: expect.stringContaining(message) }]);
  });

  it('lists every problem of a document at once', async () => {
    const doc = example();
    for (const [, mutate, at] of CASES.slice(0, 8)) if (at !== 'collaborators[1].managerId') mutate(doc);
    const result = await validateDocument(t.store.db, textSource(JSON.stringify(doc)));
    expect(result.problems.map((p) => p.path).sort(byDocumentOrder)).toEqual(
      CASES.slice(0, 8)
        .map(([, , at]) => at)
        .sort(byDocumentOrder),
    );
  });

  it('reports invalid JSON with its position', async () => {
    const result = await validateDocument(
      t.store.db,
      textSource('{"teams": [{"id": "a", "name": "b"} {"id": "c"}]}'),
    );
    expect(result.problems).toEqual([
      { path: '', message: expect.stringMatching(/^invalid JSON near character 3\d: expected ","/) },
    ]);
  });

  it('requires an organization section to create an organization', async () => {
    const doc = example();
    delete doc.organization;
    const result = await validateDocument(t.store.db, textSource(JSON.stringify(doc)), {
      organizationId: 'org_new',
    });
    expect(result.problems).toEqual([
      { path: 'organization', message: expect.stringContaining('organization org_new does not exist yet') },
    ]);
  });
});

const ORDER = ['organization', 'establishments', 'teams', 'collaborators', 'absences', 'workLocations'];
function byDocumentOrder(a: string, b: string): number {
  const section = (p: string) => ORDER.indexOf(p.split(/[[.]/)[0] ?? '');
  return section(a) - section(b) || a.localeCompare(b);
}
