import { describe, expect, it } from 'vitest';
import {
  estCadre,
  natureContrat,
  stoppageType,
  suspensionType,
  workingTimeArrangement,
  workingTimeUnit,
} from './mapping.ts';

// The codes are the NEODeS norm's (cahier technique DSN, rubriques S21.G00.40, .60, .65); the
// values are the API's. The table is docs/dsn.md's.
describe('the DSN mapping of codes', () => {
  it.each([
    ['01', null, 'permanent'],
    ['07', null, 'permanent'],
    ['82', null, 'permanent'],
    ['02', null, 'fixed_term'],
    ['92', null, 'fixed_term'],
    ['03', null, 'external_staff'],
    ['29', null, 'internship'],
    ['80', null, 'officer'],
    ['90', null, 'external_staff'],
    ['02', '61', 'professionalization'],
    ['02', '64', 'work_study'],
    ['01', '81', 'work_study'],
    ['01', '99', 'permanent'],
  ])('nature %s with scheme %s is %s', (nature, scheme, expected) => {
    expect(natureContrat(nature, scheme)).toBe(expected);
  });

  it.each([
    ['01', true],
    ['02', true],
    ['04', false],
    ['98', null],
    ['99', null],
  ])('retirement status %s gives estCadre %s', (code, expected) => {
    expect(estCadre(code)).toBe(expected);
  });

  it.each([
    ['01', 'maladie_non_professionnelle'],
    ['02', 'maternite'],
    ['07', 'maternite'],
    ['03', 'paternite'],
    ['04', 'accident_du_travail'],
    ['06', 'accident_du_travail'],
    ['05', 'maladie_professionnelle'],
    ['13', 'autre'],
  ])('work stoppage %s is %s', (code, expected) => {
    expect(stoppageType(code)).toBe(expected);
  });

  it.each([
    ['200', 'conge_paye'],
    ['501', 'conge_sans_solde'],
    ['607', 'presence_parentale'],
    ['632', 'conge_parental'],
    ['636', 'enfant_malade'],
    ['637', 'evenement_familial'],
    ['639', 'autre'],
  ])('suspension %s is %s', (code, expected) => {
    expect(suspensionType(code)).toBe(expected);
  });

  it.each([
    ['10', 'hour'],
    ['12', 'day'],
    ['20', 'fixed_days'],
    ['21', 'fixed_hours'],
    ['99', 'not_applicable'],
    ['31', 'other'],
  ])('working-time unit %s is %s', (code, expected) => {
    expect(workingTimeUnit(code)).toBe(expected);
  });

  it.each([
    ['10', 'full_time'],
    ['20', 'part_time'],
    ['41', 'part_time'],
    ['42', 'part_time'],
    ['30', 'other'],
  ])('working-time arrangement %s is %s', (code, expected) => {
    expect(workingTimeArrangement(code)).toBe(expected);
  });
});
