import { describe, expect, it } from 'vitest';
import { ibanValid, luhnValid, nirKey, nirValid, siretValid } from '../hr-data/identifiers.ts';
import { frenchIban, nir, ribKey, siren, siret } from './identifiers.ts';

describe('French identifiers and their check digits', () => {
  it.each([
    ['552100554', true],
    ['55210055400013', true],
    ['732829320', true],
    ['552100555', false],
    ['55210055400014', false],
  ])('Luhn of %s is %s', (digits, valid) => {
    expect(luhnValid(digits)).toBe(valid);
  });

  it('completes a SIREN and the SIRETs of its establishments so that they pass Luhn', () => {
    expect(siren('55210055')).toBe('552100554');
    expect(siret('552100554', 1)).toBe('55210055400013');
    for (let k = 1; k < 60; k++) expect(luhnValid(siret('552100554', k))).toBe(true);
    // La Poste's establishments follow its own digit-sum rule instead.
    for (let k = 1; k < 60; k++) expect(siretValid(siret('356000000', k))).toBe(true);
  });

  it.each([
    ['1841276451089', '46'],
    ['2880369123045', '29'],
    // Corsica: 2A counts as 19 and 2B as 18 in the number the key is computed on.
    ['175072A004012', String(97 - (1750719004012 % 97)).padStart(2, '0')],
    ['175072B033012', String(97 - (1750718033012 % 97)).padStart(2, '0')],
  ])('the NIR key of %s is %s (97 - n mod 97)', (thirteen, key) => {
    expect(nirKey(thirteen)).toBe(key);
  });

  it('builds NIRs that validate, and rejects a wrong key', () => {
    const value = nir({ sex: 2, birthYear: 1988, birthMonth: 3, department: '2B', commune: '033', order: 7 });
    expect(value).toMatch(/^2880+?32B033007\d\d$/);
    expect(nirValid(value)).toBe(true);
    expect(nirValid(`${value.slice(0, 13)}00`)).toBe(false);
  });

  it('builds FR IBANs with their RIB key and ISO 13616 check digits', () => {
    expect(ribKey('30006', '00001', '12345678901')).toBe('89');
    expect(frenchIban('30006', '00001', '12345678901')).toBe('FR7630006000011234567890189');
    expect(ibanValid('FR7630006000011234567890189')).toBe(true);
    expect(ibanValid('FR7630006000011234567890188')).toBe(false);
    expect(ibanValid('GB82WEST12345698765432')).toBe(true);
  });
});
