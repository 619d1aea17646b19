import { describe, expect, it } from 'vitest';
import {
  forbiddenCharacter,
  jsonMayHoldForbiddenText,
  jsonTextProblems,
  textProblem,
  visible,
} from './text.ts';

describe('text that cannot hurt: which characters a stored value may not hold', () => {
  it.each([
    ['plain ASCII', 'Durand', undefined],
    ['accents and ligatures', 'Élodie Lœtitia Ñúñez', undefined],
    ['CP1252 letters decoded right', '€ ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ', undefined],
    ['an emoji (a surrogate pair)', 'Zoé 🙂', undefined],
    ['U+FFFD written on purpose', 'r\uFFFDsum\u00E9', undefined],
    ['a no-break space and U+00A0..U+00FF', '1\u00A0000 \u00FF', undefined],
    ['NUL', 'Dur\0and', 'contains a control character (U+0000) at position 4'],
    ['NUL first', '\0', 'contains a control character (U+0000) at position 1'],
    ['a C0 control', 'a\x01b', 'contains a control character (U+0001) at position 2'],
    ['escape (U+001B)', 'x\x1B[31m', 'contains a control character (U+001B) at position 2'],
    ['DEL', 'ab\x7F', 'contains a control character (U+007F) at position 3'],
    [
      'the first C1 (a Latin-1 byte 0x80 read as is)',
      'Pr\u0080voyance',
      'contains a control character (U+0080) at position 3',
    ],
    ['NEL (U+0085)', 'a\u0085', 'contains a control character (U+0085) at position 2'],
    ['the last C1', '\u009F', 'contains a control character (U+009F) at position 1'],
    ['a lone high surrogate', 'a\uD800b', 'contains a lone surrogate (U+D800) at position 2'],
    ['a lone low surrogate', '\uDC00', 'contains a lone surrogate (U+DC00) at position 1'],
    ['a reversed pair', '\uDE00\uD83D', 'contains a lone surrogate (U+DE00) at position 1'],
    ['U+FFFE', 'x\uFFFE', 'contains a noncharacter (U+FFFE) at position 2'],
    ['U+FFFF', '\uFFFF', 'contains a noncharacter (U+FFFF) at position 1'],
    [
      'a position counted in characters, after an emoji',
      '🙂\0',
      'contains a control character (U+0000) at position 2',
    ],
  ])('%s', (_case, text, expected) => {
    expect(textProblem(text, 'tab-and-line-breaks')).toBe(expected);
    expect(textProblem(text, 'none')).toBe(expected);
  });

  it.each([
    ['tab', 'a\tb', 'U+0009'],
    ['LF', 'a\nb', 'U+000A'],
    ['CR', 'a\rb', 'U+000D'],
  ])('allows %s only where the format allows it', (_case, text, code) => {
    expect(textProblem(text, 'tab-and-line-breaks')).toBeUndefined();
    expect(textProblem(text, 'none')).toBe(`contains a control character (${code}) at position 2`);
  });

  it.each([['\v'], ['\f'], ['\b']])('refuses %j even where line breaks are allowed', (text) => {
    expect(forbiddenCharacter(text, 'tab-and-line-breaks')).toMatchObject({ position: 1 });
  });
});

describe('jsonTextProblems: every string of a JSON value, by its path', () => {
  it('names each bad string by its JSON path, and a bad property name by its object', () => {
    const value = {
      collaborators: [{ lastName: 'ok' }, { lastName: 'D\0', address: { city: 'x\u0085' } }],
      'odd key': ['fine', '\uFFFF'],
      nested: { 'k\u0001': 'never read' },
      count: 3,
      flag: null,
    };
    expect(jsonTextProblems(value, '', 'tab-and-line-breaks')).toEqual([
      { path: 'collaborators[1].lastName', message: 'contains a control character (U+0000) at position 2' },
      {
        path: 'collaborators[1].address.city',
        message: 'contains a control character (U+0085) at position 2',
      },
      { path: '["odd key"][1]', message: 'contains a noncharacter (U+FFFF) at position 1' },
      {
        path: 'nested',
        message: 'has a property name that contains a control character (U+0001) at position 2',
      },
    ]);
  });

  it('prefixes the paths with where the value sits', () => {
    expect(jsonTextProblems({ name: '\x7F' }, 'teams[4]', 'none')).toEqual([
      { path: 'teams[4].name', message: 'contains a control character (U+007F) at position 1' },
    ]);
    expect(jsonTextProblems('\0', 'organization', 'none')[0]?.path).toBe('organization');
  });
});

describe('jsonMayHoldForbiddenText: one test clears clean JSON text', () => {
  it.each([
    ['{"a":"b"}', false],
    ['{\n\t"a": "é€🙂"\r\n}', false],
    ['{"a":"\\n\\t\\r\\"\\\\"}', false],
    ['{"a":"\\u0000"}', true],
    ['{"a":"\\b"}', true],
    ['{"a":"\\f"}', true],
    ['{"a":"\u0085"}', true],
    ['{"a":"\u007F"}', true],
    ['{"a":"\uFFFF"}', true],
  ])('%j → %s', (json, suspect) => {
    expect(jsonMayHoldForbiddenText(json)).toBe(suspect);
  });
});

describe('visible: text fit for a message or a terminal', () => {
  it('writes each refused character as its code point and keeps the rest', () => {
    expect(visible("Unexpected token '\x1B' é\u0085\uD800 ok\t")).toBe(
      "Unexpected token '<U+001B>' é<U+0085><U+D800> ok<U+0009>",
    );
    expect(visible('Zoé 🙂')).toBe('Zoé 🙂');
  });
});
