import { describe, expect, it } from 'vitest';
import { ACCESS_CATEGORIES } from '../auth/access-categories.ts';
import { ALL_SCOPES } from '../auth/scopes.ts';
import { CHANGE_TYPES } from '../changes/change-log.ts';
import { TEST_EVENT_TYPE } from '../webhooks/endpoints.ts';
import { DELIVERY_FAILURES } from '../webhooks/failure.ts';
import { LANGS, messages } from './i18n.ts';
import { codeWords } from './i18n-codes.ts';
import { scopeWords } from './views/code-words.ts';

/** Words an HR officer reads: present, not the code again, no code-like token left in them. */
function expectWords(words: string, code: string): void {
  expect(words.trim(), code).not.toBe('');
  expect(words, code).not.toBe(code);
  expect(words, code).not.toMatch(/\b[a-z]+[:_.][a-z_]+\b/);
}

describe('every code the console shows has words in every language', () => {
  it.each(LANGS)('every scope of src/auth/scopes.ts in %s', (lang) => {
    for (const scope of ALL_SCOPES) expectWords(scopeWords(messages(lang), scope), scope);
  });

  it.each(LANGS)('every event type an endpoint can receive in %s', (lang) => {
    const words = messages(lang).codes.eventTypes;
    for (const type of [...CHANGE_TYPES, TEST_EVENT_TYPE]) expectWords(codeWords(words, type), type);
  });

  it.each(LANGS)('every access-log category in %s', (lang) => {
    const words = messages(lang).codes.accessCategories;
    for (const category of ACCESS_CATEGORIES) expectWords(codeWords(words, category), category);
  });

  it.each(LANGS)('every kind of webhook delivery failure in %s, naming no environment variable', (lang) => {
    const words = messages(lang).webhooks.failure;
    for (const kind of DELIVERY_FAILURES) {
      expectWords(words[kind], kind);
      expect(words[kind], kind).not.toMatch(/HRAPI_|NODE_ENV/);
    }
    expect(Object.keys(words).sort()).toEqual([...DELIVERY_FAILURES].sort());
  });

  it('an unknown stored code is shown as it is, never hidden', () => {
    expect(scopeWords(messages('fr'), 'org:gone:read')).toBe('org:gone:read');
    expect(codeWords(messages('fr').codes.eventTypes, 'gone.created')).toBe('gone.created');
  });
});
