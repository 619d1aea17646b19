import { describe, expect, it } from 'vitest';
import { KNOWN_WARNING_KINDS, PLAN_EN, PLAN_FR, PLAN_VOCABULARIES } from './plan-vocabulary.ts';

describe('the vocabularies of the readable plan', () => {
  it('label the same fields in every language, so no field falls back to its column name in one of them', () => {
    const fields = Object.keys(PLAN_EN.labels).sort();
    for (const words of Object.values(PLAN_VOCABULARIES))
      expect(Object.keys(words.labels).sort()).toEqual(fields);
  });

  it('name every resource in every language', () => {
    for (const words of Object.values(PLAN_VOCABULARIES)) {
      expect(Object.keys(words.resources).sort()).toEqual(Object.keys(PLAN_EN.resources).sort());
      expect(Object.keys(words.resourceWord).sort()).toEqual(Object.keys(PLAN_EN.resources).sort());
    }
  });

  it.each([
    ['social_security_number', 'Social security number', 'Numéro de sécurité sociale (NIR)'],
    ['idcc', 'Collective agreement (IDCC)', 'Convention collective (IDCC)'],
    ['is_profile_complete', 'Profile complete', 'Dossier complet'],
  ])('says %s in words', (column, en, fr) => {
    expect(PLAN_EN.labels[column]).toBe(en);
    expect(PLAN_FR.labels[column]).toBe(fr);
  });

  it('counts in French with French words', () => {
    expect(PLAN_FR.more(3)).toBe('… et 3 de plus');
    expect(PLAN_FR.replacesMonth('2026-01')).toBe(
      'était déclaré en 2026-01 ; le mois le plus récent l’emporte',
    );
  });
});

describe('the plan’s words for people', () => {
  it('every known kind of warning has words in English and in French, without a rubrique code', () => {
    for (const key of KNOWN_WARNING_KINDS) {
      const [head = '', rubrique] = key.split('|');
      for (const words of [PLAN_EN, PLAN_FR]) {
        const text = words.warningKind(head, rubrique, 2);
        expect(text, key).toBeTruthy();
        expect(text, key).not.toMatch(/S\d{2}\.G\d{2}/);
      }
      expect(PLAN_FR.warningKind(head, rubrique, 2)).not.toBe(PLAN_EN.warningKind(head, rubrique, 2));
    }
  });

  it.each([
    ['en', 1, 'affiliation skipped: its complementary contract'],
    ['en', 2, 'affiliations skipped: their complementary contract'],
    ['fr', 1, 'affiliation ignorée : son contrat complémentaire'],
    ['fr', 2, 'affiliations ignorées : leur contrat complémentaire'],
  ] as const)('a kind of warning agrees in number with its count (%s, %i)', (lang, n, start) => {
    const words = PLAN_VOCABULARIES[lang];
    expect(words.warningKind('affiliation skipped', 'S21.G00.70.013', n)?.startsWith(start)).toBe(true);
  });

  it('every known kind of warning has a singular and a plural that differ, in both languages', () => {
    for (const key of KNOWN_WARNING_KINDS) {
      const [head = '', rubrique] = key.split('|');
      for (const words of [PLAN_EN, PLAN_FR]) {
        expect(words.warningKind(head, rubrique, 1), key).not.toBe(words.warningKind(head, rubrique, 2));
      }
    }
  });

  it('French counts agree with their noun and months are written as words', () => {
    expect(PLAN_FR.countsFor.collaborator?.created).toBe('créées');
    expect(PLAN_FR.counts.created).toBe('créés');
    expect(PLAN_FR.month('2026-06')).toBe('juin 2026');
    expect(PLAN_EN.month('2026-06')).toBe('June 2026');
  });

  it('French counts agree in number: 0 and 1 in the singular, 2 and more in the plural', () => {
    expect(PLAN_FR.counted(1, 'modifiées')).toBe('1 modifiée');
    expect(PLAN_FR.counted(0, 'créés')).toBe('0 créé');
    expect(PLAN_FR.counted(2, 'modifiées')).toBe('2 modifiées');
    expect(PLAN_FR.counted(1, 'sortants')).toBe('1 sortant');
    expect(PLAN_EN.counted(1, 'changed')).toBe('1 changed');
    const counts = { created: 1, replaced: 2, removed: 1, unchanged: 0, kept: 1 };
    expect(PLAN_FR.contributionCounts(counts)).toBe(
      '1 nouvelle, 2 remplacées, 1 retirée, 0 inchangée, 1 gardée telle que déclarée avant',
    );
  });

  it('have words for dependants and portabilities in every language, agreeing with 1 and 2', () => {
    for (const words of Object.values(PLAN_VOCABULARIES)) {
      expect(words.dependants).not.toBe('');
      expect(words.portabilities).not.toBe('');
      expect(words.portabilityCount(2)).toMatch(/^2 \S/);
    }
    expect(PLAN_FR.dependantCounts({ added: 0, changed: 1, ending: 2 })).toBe(
      '0 nouveau, 1 modifié, 2 dont la couverture prend fin',
    );
    expect(PLAN_FR.dependantCounts({ added: 2, changed: 2, ending: 1 })).toBe(
      '2 nouveaux, 2 modifiés, 1 dont la couverture prend fin',
    );
    expect(PLAN_EN.dependantCounts({ added: 1, changed: 2, ending: 0 })).toBe(
      '1 new, 2 changed, 0 whose cover ends',
    );
    expect(PLAN_FR.portabilityCount(1)).toBe('1 ouverte');
    expect(PLAN_FR.portabilityCount(0)).toBe('0 ouverte');
    expect(PLAN_FR.portabilityCount(2)).toBe('2 ouvertes');
    const p = { person: 'Camille Durand (col_1)', reference: 'R1', from: '2026-02-01', to: '2026-07-31' };
    expect(PLAN_EN.portabilityOpened(p)).toBe(
      'Camille Durand (col_1), contract R1: from 2026-02-01 to 2026-07-31',
    );
    expect(PLAN_FR.portabilityOpened(p)).toBe(
      'Camille Durand (col_1), contrat R1 : du 2026-02-01 au 2026-07-31',
    );
  });
});
