import { describe, expect, it } from 'vitest';
import {
  compactIdentifier,
  ibanValid,
  nirKey,
  nirValid,
  nirWarning,
  sirenValid,
  siretValid,
} from './identifiers.ts';

describe('SIREN: nine digits passing Luhn', () => {
  it.each([
    ['356000000', true, 'La Poste (Luhn-valid itself)'],
    ['552100554', true, 'the classic example SIREN'],
    ['732829320', true, 'the SIREN of python-stdnum’s examples'],
    ['542097324', true, 'a published SIREN'],
    ['775563232', true, 'a published SIREN'],
    ['552100555', false, 'last digit changed'],
    ['356000001', false, 'La Poste, one off'],
    ['55210055', false, 'eight digits'],
    ['55210055A', false, 'a letter'],
  ])('%s is %s (%s)', (value, valid) => {
    expect(sirenValid(value)).toBe(valid);
  });
});

describe('SIRET: Luhn, except La Poste’s establishments whose digits add up to a multiple of 5', () => {
  it.each([
    ['55210055400013', true, 'Luhn'],
    ['73282932000074', true, 'Luhn'],
    ['54209732400066', true, 'Luhn'],
    ['77556323200104', true, 'Luhn'],
    ['73282932000079', false, 'Luhn broken'],
    ['35600000000048', true, 'La Poste head office: Luhn'],
    ['35600000009075', true, 'La Poste: digit sum 35'],
    ['35600000049837', true, 'La Poste: digit sum 45'],
    ['35600000049838', false, 'La Poste: digit sum 46'],
    ['55210055500013', false, 'its SIREN fails Luhn'],
    ['5521005540001', false, 'thirteen digits'],
  ])('%s is %s (%s)', (value, valid) => {
    expect(siretValid(value)).toBe(valid);
  });
});

describe('NIR: key = 97 − (first 13 digits mod 97), Corsica 2A → 19, 2B → 18', () => {
  it.each([
    ['295109912611193', true, 'born abroad (99)'],
    ['295109912611199', false, 'wrong key'],
    ['253072B07300470', true, 'born in Haute-Corse (2B)'],
    ['253072A07300443', true, 'born in Corse-du-Sud (2A)'],
    ['253072A07300470', false, 'the 2B key on a 2A number'],
    ['253072C07300443', false, 'no département 2C'],
    ['288036912304529', true, 'the example document’s NIR'],
    ['288036912304528', false, 'the same, key one off'],
    ['29510991261119', false, 'fourteen characters'],
  ])('%s is %s (%s)', (value, valid) => {
    expect(nirValid(value)).toBe(valid);
  });

  it.each([
    ['2951099126111', '93'],
    ['253072B073004', '70'],
    ['253072A073004', '43'],
  ])('the key of %s is %s', (thirteen, key) => {
    expect(nirKey(thirteen)).toBe(key);
  });
});

// INSEE's NIR: first digit 1 or 2 (sex), 7 or 8 for a temporary number; 13 characters without the
// key, as the DSN's S21.G00.30.001 carries it. A warning never refuses and never repeats the value.
describe('NIR warnings: the first digit, a missing key, a wrong key', () => {
  it.each<[string, string | undefined]>([
    ['295109912611193', undefined],
    ['2 95 10 99 126 111 93', undefined],
    ['188037510812395', undefined],
    ['751037512345649', undefined],
    ['888037512345629', undefined],
    ['', undefined],
    ['395059912611160', 'does not start with 1 or 2 (7 or 8 for a temporary number), as a NIR does'],
    ['095109912611193', 'does not start with 1 or 2 (7 or 8 for a temporary number), as a NIR does'],
    ['2951099126111', 'has 13 characters: its 2-digit key is missing (a NIR has 15)'],
    ['253072B073004', 'has 13 characters: its 2-digit key is missing (a NIR has 15)'],
    [
      '295109912611199',
      'is not a NIR with a valid key (97 − first 13 digits mod 97, Corsica 2A/2B as 19/18)',
    ],
    ['29510991261119', 'is not a NIR with a valid key (97 − first 13 digits mod 97, Corsica 2A/2B as 19/18)'],
  ])('%s: %s', (value, warning) => {
    expect(nirWarning(value)).toBe(warning);
  });
});

describe('IBAN: ISO 7064 MOD 97-10', () => {
  it.each([
    ['FR76 3000 6000 0112 3456 7890 189', true, 'the French example'],
    ['FR7630004000031234567890143', true, 'a French example'],
    ['DE89 3704 0044 0532 0130 00', true, 'the German example'],
    ['GB82 WEST 1234 5698 7654 32', true, 'the British example'],
    ['BE68 5390 0754 7034', true, 'the Belgian example'],
    ['FR76 3000 6000 0112 3456 7890 188', false, 'last digit changed'],
    ['FR67 3000 6000 0112 3456 7890 189', false, 'check digits swapped'],
    ['FR76', false, 'too short'],
  ])('%s is %s (%s)', (value, valid) => {
    expect(ibanValid(compactIdentifier(value))).toBe(valid);
  });
});
