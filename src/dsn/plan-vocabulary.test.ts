import { describe, expect, it } from 'vitest';
import { PLAN_EN, PLAN_FR, PLAN_VOCABULARIES } from './plan-vocabulary.ts';

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
