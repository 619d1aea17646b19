import { describe, expect, it } from 'vitest';
import { chooseLang, messages } from './i18n.ts';

describe('the console language', () => {
  it.each([
    [undefined, undefined, 'en'],
    [undefined, 'fr-FR,fr;q=0.9,en;q=0.8', 'fr'],
    [undefined, 'de-DE,en;q=0.5,fr;q=0.9', 'fr'],
    [undefined, 'de-DE', 'en'],
    [undefined, 'fr;q=0,en', 'en'],
    ['en', 'fr-FR', 'en'],
    ['xx', 'fr-FR', 'fr'],
  ] as const)('cookie %s with Accept-Language %s gives %s', (cookie, header, expected) => {
    expect(chooseLang(cookie, header)).toBe(expected);
  });

  it('has every label in French as in English', () => {
    expect(Object.keys(messages('fr')).sort()).toEqual(Object.keys(messages('en')).sort());
    expect(Object.keys(messages('fr').scopes).sort()).toEqual(Object.keys(messages('en').scopes).sort());
    expect(Object.keys(messages('fr').webhooks).sort()).toEqual(Object.keys(messages('en').webhooks).sort());
  });
});
