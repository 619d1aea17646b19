import { describe, expect, it } from 'vitest';
import type { DsnPlanSummary } from './import.ts';
import { readableChange, readablePlan, readablePlanLines, warningKind } from './plan-readable.ts';

const counts = (created: number, updated: number, unchanged: number, removed = 0) => ({
  created,
  updated,
  unchanged,
  removed,
});
const skipped = (line: number) => ({
  path: `line ${line} (S21.G00.70.013)`,
  message: `affiliation skipped: organism P0942, contract reference R${line} is not a complementary contract of a fiche de paramétrage imported here; import the fiche, then this DSN again`,
});
const PLAN: DsnPlanSummary = {
  organizationId: 'org_demo',
  months: ['2026-01'],
  norms: ['P26V01'],
  counts: {
    establishment: counts(0, 1, 0),
    collaborator: counts(2, 1, 40),
    contract: counts(2, 1, 40),
    absence: counts(3, 0, 0, 1),
    affiliation: counts(0, 0, 0),
  },
  created: [],
  updated: [
    {
      resource: 'collaborator',
      id: 'col_1',
      person: { id: 'col_1', name: 'Camille Durand' },
      fields: [
        { field: 'is_profile_complete', before: false, after: true, beforeFrom: null },
        { field: 'sort_last_name', before: 'dupont', after: 'durand', beforeFrom: null },
        { field: 'last_name', before: 'Dupont', after: 'Durand', beforeFrom: '2025-12' },
      ],
    },
    {
      resource: 'establishment',
      id: 'est_1',
      person: null,
      fields: [{ field: 'idcc', before: null, after: '1486', beforeFrom: null }],
    },
    {
      resource: 'contract',
      id: 'ctr_1',
      person: { id: 'col_1', name: 'Camille Durand' },
      fields: [
        { field: 'end_date', before: null, after: '2026-01-31', beforeFrom: null },
        { field: 'end_reason', before: null, after: '059', beforeFrom: null },
      ],
    },
  ],
  unchanged: { establishment: 0, collaborator: 40, contract: 40, absence: 0, affiliation: 0 },
  removed: [],
  warnings: [
    ...Array.from({ length: 281 }, (_, i) => skipped(100 + i)),
    {
      path: 'line 7 (S21.G00.30.001)',
      message: 'a temporary NIR (first digit 7 or 8): its key cannot be checked',
    },
  ],
  totalWarnings: 290,
};

describe('the plan an HR officer reads', () => {
  it('says each change in the API field names and words, never a column name or a 0/1', () => {
    expect(
      readableChange({ field: 'is_profile_complete', before: false, after: true, beforeFrom: null }),
    ).toEqual({
      field: 'isProfileComplete',
      label: 'Profile complete',
      before: 'no',
      after: 'yes',
      replaces: 'was from the JSON import or the API; what a DSN declares wins',
    });
    expect(
      readableChange({ field: 'collective_agreement', before: null, after: '1486', beforeFrom: null }),
    ).toEqual({
      field: 'collectiveAgreement',
      label: 'Collective agreement',
      before: '—',
      after: "1486 (Bureaux d'études techniques, cabinets d'ingénieurs-conseils et sociétés de conseils)",
    });
    expect(readableChange({ field: 'end_reason', before: null, after: '059', beforeFrom: null })?.after).toBe(
      '059 (démission)',
    );
    expect(readableChange({ field: 'dsn_reason', before: '01', after: '19', beforeFrom: null })?.after).toBe(
      "19 (Deuil d'enfant)",
    );
    expect(
      readableChange({
        field: 'working_time',
        beforeFrom: null,
        before: null,
        after: '{"unit":"hour","quota":151.67,"partTimeRate":null}',
      })?.after,
    ).toBe('Unit hour, Quota 151.67');
    expect(readableChange({ field: 'sort_last_name', before: 'a', after: 'b', beforeFrom: null })).toBeNull();
  });

  it('starts with a summary: people created, changed and leaving, each resource, warnings by kind with counts', () => {
    const { summary } = readablePlan(PLAN);
    expect(summary).toContainEqual({
      label: 'People',
      counts: '2 created, 1 changed, 1 leaving, 40 unchanged',
    });
    expect(summary).toContainEqual({
      label: 'Stoppages and other absences',
      counts: '3 created, 0 changed, 1 removed, 0 unchanged',
    });
    expect(summary.at(-1)).toEqual({
      label: 'Warnings',
      counts:
        '290: 281 affiliation skipped (S21.G00.70.013); 1 a temporary NIR (first digit 7 or 8) (S21.G00.30.001)',
    });
  });

  it('groups identical warnings by kind, shows a few and says how many more', () => {
    const lines = readablePlanLines(PLAN);
    expect(lines).toContain('  affiliation skipped (S21.G00.70.013): 281');
    expect(lines).toContain('    … and 278 more');
    expect(lines).toContain('  … and 8 more warnings, not kept for display');
    expect(lines.filter((l) => l.includes('affiliation skipped: organism'))).toHaveLength(3);
    // Per person: their own fields, then their contract's, under their name.
    const at = lines.indexOf('  Camille Durand (col_1)');
    expect(lines.slice(at, at + 3)).toEqual([
      '  Camille Durand (col_1)',
      '    Person col_1',
      '      Profile complete [isProfileComplete]: no → yes (was from the JSON import or the API; what a DSN declares wins)',
    ]);
    expect(lines).toContain('    Contract ctr_1');
    expect(lines).toContain('  Establishments');
    expect(lines).toContain(
      '      Last name [lastName]: Dupont → Durand (was declared in 2025-12; the newer month wins)',
    );
    expect(lines).toContain(
      "      Collective agreement (IDCC) [idcc]: — → 1486 (Bureaux d'études techniques, cabinets d'ingénieurs-conseils et sociétés de conseils)",
    );
    expect(lines.join('\n')).not.toMatch(/is_profile_complete|sort_last_name/);
  });

  it('speaks French with the same shape: the same rows, counts and API field names, French words', () => {
    const en = readablePlan(PLAN);
    const fr = readablePlan(PLAN, 'fr');
    expect(fr.summary).toContainEqual({
      label: 'Personnes',
      counts: '2 créées, 1 modifiée, 1 sortante, 40 inchangées',
    });
    expect(fr.summary.map((s) => s.label)).toHaveLength(en.summary.length);
    expect(fr.changes.map((p) => p.rows.map((r) => r.changes.map((c) => c.field)))).toEqual(
      en.changes.map((p) => p.rows.map((r) => r.changes.map((c) => c.field))),
    );
    expect(
      readableChange(
        { field: 'is_profile_complete', before: false, after: true, beforeFrom: '2025-12' },
        'fr',
      ),
    ).toEqual({
      field: 'isProfileComplete',
      label: 'Dossier complet',
      before: 'non',
      after: 'oui',
      replaces: 'était déclaré en 2025-12 ; le mois le plus récent l’emporte',
    });
    const lines = readablePlanLines(PLAN, 20, 'fr');
    expect(lines[0]).toBe('Résumé');
    expect(lines).toContain('  Établissements');
    expect(lines).toContain('    Contrat ctr_1');
    expect(lines).toContain('    … et 278 de plus');
    expect(lines).toContain('  affiliation skipped (S21.G00.70.013) : 281');
    expect(lines).toContain(
      "      Convention collective (IDCC) [idcc] : — → 1486 (Bureaux d'études techniques, cabinets d'ingénieurs-conseils et sociétés de conseils)",
    );
  });

  it('lists the rows created and removed after the changes, as the console does, folded past the shown count', () => {
    const lines = readablePlanLines(
      {
        ...PLAN,
        created: [
          { resource: 'collaborator', id: 'col_new' },
          { resource: 'contract', id: 'ctr_new' },
          { resource: 'absence', id: 'abs_new' },
        ],
        removed: [{ resource: 'absence', id: 'abs_old' }],
      },
      2,
    );
    const created = lines.indexOf('Created');
    expect(lines.slice(created, created + 4)).toEqual([
      'Created',
      '  Person col_new',
      '  Contract ctr_new',
      '  … and 1 more',
    ]);
    const removed = lines.indexOf('Removed');
    expect(lines.slice(removed, removed + 2)).toEqual(['Removed', '  Absence abs_old']);
    expect(created).toBeGreaterThan(lines.indexOf('Changes'));
    expect(removed).toBeLessThan(lines.indexOf('Warnings'));
  });

  it('folds long lists of changes', () => {
    const many = {
      ...PLAN,
      updated: Array.from({ length: 30 }, (_, i) => ({
        ...PLAN.updated[0],
        id: `col_${i}`,
        person: { id: `col_${i}`, name: `Person ${i}` },
      })),
    };
    const lines = readablePlanLines(many as DsnPlanSummary, 10);
    expect(lines.filter((l) => l.startsWith('    Person col_'))).toHaveLength(10);
    expect(lines).toContain('  … and 20 more people changed (--json lists them all)');
  });

  it.each([
    ['en', 1, '1 affiliation skipped: its complementary contract is in no fiche'],
    ['en', 2, '2 affiliations skipped: their complementary contract is in no fiche'],
    ['fr', 1, '1 affiliation ignorée : son contrat complémentaire n’est dans aucune fiche'],
    ['fr', 2, '2 affiliations ignorées : leur contrat complémentaire n’est dans aucune fiche'],
  ] as const)('in words (%s), %i warning(s) of a kind agree in number with their count', (lang, n, start) => {
    const warnings = Array.from({ length: n }, (_, i) => skipped(10 + i));
    const plan = { ...PLAN, warnings, totalWarnings: n };
    const readable = readablePlan(plan, lang, 3, true);
    const [group] = readable.warnings;
    expect(`${group?.count} ${group?.kind}`.startsWith(start)).toBe(true);
    expect(readable.warnings).toHaveLength(1);
    expect(readable.summary.at(-1)?.counts).toContain(start);
  });

  it('a warning kind is its rubrique and what its message says before the first colon', () => {
    expect(warningKind(skipped(1))).toBe('affiliation skipped (S21.G00.70.013)');
    expect(
      warningKind({
        path: 'a.dsn: line 3 (S21.G00.40.999)',
        message: 'rubrique unknown to norm P26V01: not read',
      }),
    ).toBe('rubrique unknown to norm P26V01 (S21.G00.40.999)');
  });

  const dependants = (n: 1 | 2): DsnPlanSummary['dependants'] => ({
    written: n,
    dependants: n,
    removed: 0,
    kept: 0,
    portabilities: n,
    counts: { added: n, changed: n, ending: n },
    opened: Array.from({ length: n }, (_, i) => ({
      collaboratorId: i === 0 ? 'col_1' : 'col_2',
      reference: 'PREV-2026',
      startDate: '2026-02-01',
      endDate: '2027-01-31',
    })),
  });

  it.each([
    ['en', 1, '1 new, 1 changed, 1 whose cover ends', '1 opened'],
    ['en', 2, '2 new, 2 changed, 2 whose cover ends', '2 opened'],
    ['fr', 1, '1 nouveau, 1 modifié, 1 dont la couverture prend fin', '1 ouverte'],
    ['fr', 2, '2 nouveaux, 2 modifiés, 2 dont la couverture prend fin', '2 ouvertes'],
  ] as const)(
    'in %s, %i dependant(s) and portability(ies) are told in counts that agree, each portability with its leaver, contract and period',
    (lang, n, counted, opened) => {
      const plan = { ...PLAN, dependants: dependants(n) };
      const words =
        lang === 'en'
          ? ['Dependants', 'Cover kept after leaving (portability)']
          : ['Ayants droit', 'Couverture maintenue après le départ (portabilité)'];
      const { summary } = readablePlan(plan, lang);
      expect(summary).toContainEqual({ label: words[0], counts: counted });
      const at = summary.findIndex((s) => s.label === words[1]);
      expect(summary[at]?.counts).toBe(opened);
      expect(summary[at + 1]?.counts).toBe(
        lang === 'en'
          ? 'Camille Durand (col_1), contract PREV-2026: from 2026-02-01 to 2027-01-31'
          : 'Camille Durand (col_1), contrat PREV-2026 : du 2026-02-01 au 2027-01-31',
      );
      // A leaver the plan's changes do not name is told by id.
      if (n === 2) expect(summary[at + 2]?.counts).toMatch(/^col_2, contra/);
      expect(summary.at(-1)?.label).toBe(lang === 'en' ? 'Warnings' : 'Avertissements');
      const text = readablePlanLines(plan, 20, lang).join('\n');
      expect(text).toContain(counted);
    },
  );

  it('tells no dependant line for a plan made before dependants were counted, nor when none changes', () => {
    const before = { written: 1, dependants: 1, removed: 0, kept: 0, portabilities: 0 };
    const labels = readablePlan({ ...PLAN, dependants: before }).summary.map((s) => s.label);
    expect(labels).not.toContain('Dependants');
    expect(labels).not.toContain('Cover kept after leaving (portability)');
  });
});
