import { describe, expect, it } from 'vitest';
import { AGREEMENTS, agreementTitle, agreementWithTitle } from './index.ts';

// Spot checks of the generated table against the agreements' published titles: a table that lost
// an agreement, or shifted its titles, fails here.
describe('the collective agreements table', () => {
  it('names its published source, version, digest and licence', () => {
    expect(AGREEMENTS.source).toMatchObject({
      package: '@socialgouv/kali-data',
      repository: 'SocialGouv/kali-data',
      file: 'data/index.json',
      licence: 'Apache-2.0',
    });
    expect(AGREEMENTS.source.digest).toMatch(/^[0-9a-f]{40}$/);
  });

  it.each([
    ['1486', /bureaux d'études techniques/i],
    ['3248', /^Métallurgie$/],
    ['1979', /^Hôtels, cafés, restaurants$/],
    ['2216', /^Commerce de détail et de gros à prédominance alimentaire$/],
    ['0016', /transports routiers/i],
  ])('names IDCC %s', (code, title) => {
    expect(agreementTitle(code)).toMatch(title);
  });

  it('keys every agreement by its four-digit code, as the DSN writes it, and reads a shorter one too', () => {
    for (const code of Object.keys(AGREEMENTS.titles)) expect(code).toMatch(/^\d{4}$/);
    expect(agreementTitle('16')).toBe(agreementTitle('0016'));
  });

  it('shows a code the list does not name bare, never with a name of ours', () => {
    expect(agreementWithTitle('9999')).toBe('9999');
    expect(agreementWithTitle('1979')).toBe('1979 (Hôtels, cafés, restaurants)');
  });
});
